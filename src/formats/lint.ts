// Linting a file that holds handoffs: each handoff is linted as its own text in its frame, and each finding
// is placed back at its line and column in the file and named after its handoff. This is the one place
// where per-handoff results become the file's result.
import type { HandoffDocument, LintMessage, LintResult } from "../types.js";
import type { Handoff } from "./types.js";
import { LineIndex } from "./source-map.js";

type EngineResult = LintResult & { document: HandoffDocument | null; languageSkipped?: string[] };

/** How the engine counts a file's findings into its result (passed in: this module does not depend on the engine). */
type Summarize = (filePath: string, tokens: number | null, messages: LintMessage[]) => LintResult;

/** Lint each handoff of `source` with `lintOne` and put the findings together as the file's result. */
export function lintHandoffs(source: string, filePath: string, handoffs: Handoff[], lintOne: (h: Handoff) => EngineResult, summarize: Summarize): EngineResult {
  // A file that is its own handoff (a Markdown agent or command) keeps its offsets, fixes and document.
  if (handoffs.length === 1 && handoffs[0].map.identity) return lintOne(handoffs[0]);
  const lines = new LineIndex(source);
  let messages: LintMessage[] = [];
  let tokens: number | null = handoffs.length ? 0 : null;
  const skipped = new Set<string>();
  for (const h of handoffs) {
    const r = lintOne(h);
    messages = messages.concat(r.messages.map((m) => placed(m, h, lines)));
    tokens = tokens === null || r.tokens === null ? null : tokens + r.tokens;
    for (const id of r.languageSkipped ?? []) skipped.add(id);
  }
  messages.sort((a, b) => a.line - b.line || a.column - b.column || (a.ruleId ?? "").localeCompare(b.ruleId ?? ""));
  return { ...summarize(filePath, tokens, messages), ...(skipped.size ? { languageSkipped: [...skipped] } : {}), document: null };
}

/**
 * A finding on a handoff's text, at its place in the file. Its fix is dropped: a replacement written into a
 * decoded value would need the file's quoting, escaping and indentation, which only a writer for that
 * format could give it.
 */
function placed(m: LintMessage, h: Handoff, lines: LineIndex): LintMessage {
  const start = h.map.start(m.range[0]);
  const end = m.range[1] > m.range[0] ? Math.max(start, h.map.end(m.range[1])) : start;
  const s = lines.position(start);
  const e = lines.position(end);
  const { fix: _fix, ...rest } = m;
  void _fix;
  return { ...rest, line: s.line, column: s.column, endLine: e.line, endColumn: e.column, range: [start, end], ...(h.frame.name !== null ? { handoff: h.frame.name } : {}) };
}
