// Default human format: grouped by file, nothing at all on a clean run.
import type { LintResult } from "../types.js";
import type { FormatContext, Formatter } from "./index.js";
import { languageNote } from "./language-note.js";
import { printable } from "./printable.js";

const paint = (on: boolean) => ({
  red: (s: string) => (on ? `\x1b[31m${s}\x1b[39m` : s),
  yellow: (s: string) => (on ? `\x1b[33m${s}\x1b[39m` : s),
  dim: (s: string) => (on ? `\x1b[2m${s}\x1b[22m` : s),
  bold: (s: string) => (on ? `\x1b[1m${s}\x1b[22m` : s),
  underline: (s: string) => (on ? `\x1b[4m${s}\x1b[24m` : s),
});

const format: Formatter = (results: LintResult[], ctx: FormatContext) => {
  const c = paint(ctx.color);
  let out = "";
  let errors = 0,
    warnings = 0,
    fixable = 0;
  for (const r of results) {
    const note = languageNote(r);
    if (!r.messages.length) {
      if (note) out += `\n${c.underline(printable(r.filePath))}\n  ${c.dim(`note: ${note}`)}\n`;
      continue;
    }
    const file = printable(r.filePath);
    out += `\n${c.underline(file)}\n`;
    if (note) out += `  ${c.dim(`note: ${note}`)}\n`;
    const texts = r.messages.map((m) => printable(m.message));
    const rows = r.messages.map((m) => [
      `  ${m.line}:${m.column}`,
      m.severity === 2 ? c.red("error") : c.yellow("warning"),
      c.dim(m.ruleId ? printable(`${m.ruleId}${m.concern ? ` (${m.concern})` : ""}`) : ""),
    ]);
    // (loops, not Math.max(...): a file can have more messages than a call's arguments may be)
    let w0 = 0,
      w1 = 0,
      w2 = 0;
    for (let i = 0; i < rows.length; i++) {
      w0 = Math.max(w0, rows[i][0].length);
      w1 = Math.max(w1, r.messages[i].severity === 2 ? 5 : 7);
      w2 = Math.max(w2, texts[i].length);
    }
    let handoff: string | undefined;
    for (let i = 0; i < rows.length; i++) {
      const m = r.messages[i];
      // A file of several handoffs (CrewAI tasks, agents) lists each one's findings under its name.
      if (m.handoff !== undefined && m.handoff !== handoff) out += `  ${c.bold(printable(`handoff ${m.handoff}`))}\n`;
      handoff = m.handoff;
      const sevPad = " ".repeat(w1 - (m.severity === 2 ? 5 : 7));
      const line = `${rows[i][0].padEnd(w0)}  ${rows[i][1]}${sevPad}  ${texts[i].padEnd(w2)}  ${rows[i][2]}`;
      out += line.trimEnd() + "\n";
    }
    errors += r.errorCount;
    warnings += r.warningCount;
    fixable += r.fixableErrorCount + r.fixableWarningCount;
  }
  const total = errors + warnings;
  if (total === 0) return out;
  const summary = `\u2716 ${total} problem${total === 1 ? "" : "s"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})`;
  out += `\n${errors ? c.red(c.bold(summary)) : c.yellow(c.bold(summary))}\n`;
  if (fixable) out += c.dim(`  ${fixable} problem${fixable === 1 ? "" : "s"} can be fixed with --fix.\n`);
  if (ctx.maxWarningsExceeded) out += c.red(`\nhandoff-lint found too many warnings (maximum: ${ctx.maxWarningsExceeded.maxWarnings}).\n`);
  return out;
};
export default format;
