// The output contract of DESIGN.md: one array, an entry per file, in the order linted.
import type { LintResult } from "../types.js";
import type { Formatter } from "./index.js";

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
        ...(m.messageId ? { messageId: m.messageId } : {}),
        ...(m.fix ? { fix: m.fix } : {}),
        ...(m.fatal ? { fatal: true } : {}),
      })),
      errorCount: r.errorCount,
      warningCount: r.warningCount,
      fixableErrorCount: r.fixableErrorCount,
      fixableWarningCount: r.fixableWarningCount,
      ...(r.output !== undefined ? { output: r.output } : {}),
    })),
  );
export default format;
