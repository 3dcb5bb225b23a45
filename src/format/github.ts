// GitHub Actions workflow commands: annotations on the pull request's changed lines.
import type { LintResult } from "../types.js";
import type { Formatter } from "./index.js";
import { printable } from "./printable.js";

// Escaping per the workflow-command spec: data escapes %, \r, \n; properties also : and ,
// (and other control characters shown as visible escapes: an ESC in a message would reach the log viewer)
const escData = (s: string) => printable(s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"));
const escProp = (s: string) => escData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");

const format: Formatter = (results: LintResult[]) => {
  const lines: string[] = [];
  for (const r of results) {
    for (const m of r.messages) {
      const level = m.severity === 2 ? "error" : "warning";
      // A file of several handoffs names the one each finding is in, as the annotation's title shows it.
      const title = (m.ruleId ?? "handoff-lint") + (m.handoff !== undefined ? ` (handoff ${m.handoff})` : "");
      lines.push(
        `::${level} file=${escProp(r.filePath)},line=${m.line},col=${m.column},endLine=${m.endLine},endColumn=${m.endColumn},title=${escProp(title)}::${escData(m.concern ? `${m.message} (${m.concern})` : m.message)}`,
      );
    }
  }
  return lines.length ? lines.join("\n") + "\n" : "";
};
export default format;
