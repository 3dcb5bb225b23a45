// The output contract of DESIGN.md: one array, an entry per file, in the order linted.
import type { LintResult } from "../types.js";
import type { Formatter } from "./index.js";
import { languageNote } from "./language-note.js";

const format: Formatter = (results: LintResult[]) =>
  JSON.stringify(
    results.map((r) => ({
      filePath: r.filePath,
      tokens: r.tokens,
      messages: r.messages.map((m) => ({
        ruleId: m.ruleId,
        concern: m.concern,
        severity: m.severity,
        message: m.message,
        line: m.line,
        column: m.column,
        endLine: m.endLine,
        endColumn: m.endColumn,
        ...(m.handoff !== undefined ? { handoff: m.handoff } : {}),
        ...(m.messageId ? { messageId: m.messageId } : {}),
        ...(m.fix ? { fix: m.fix } : {}),
        ...(m.fatal ? { fatal: true } : {}),
      })),
      errorCount: r.errorCount,
      warningCount: r.warningCount,
      fixableErrorCount: r.fixableErrorCount,
      fixableWarningCount: r.fixableWarningCount,
      ...(r.output !== undefined ? { output: r.output } : {}),
      ...notes(r),
    })),
  );
export default format;

/** `notes`: only on a file that has one (a text that does not read as English). */
function notes(r: LintResult): { notes?: string[] } {
  const n = languageNote(r);
  return n ? { notes: [n] } : {};
}
