// context: the parent's own log shows that this dispatch gives again a task an earlier dispatch failed at
// (an error, a cancellation, the user correcting it), and the new prompt never says what went wrong. The
// new agent starts from nothing: it repeats the choices that failed. Found from the log's structure, so it
// holds whether or not the prompt says "again". Needs the parent context; silent without it, and for a fork
// or a resumed agent (they have that history already).
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findRetry, type RetryCause } from "../src/transcript/retry.js";
import { explainsItself, ownSentences, quote } from "./_util/context-text.js";
import { hasFailureCause } from "../src/analysis/discourse.js";

type Options = Record<string, never>;

const HOW: Record<RetryCause, string> = {
  failed: "failed",
  cancelled: "was cancelled",
  corrected: "the user then corrected",
};

/** Where the finding goes: the prompt's first line, where the worker starts reading. */
function firstLine(doc: HandoffDocument): Range {
  const s = doc.sentences.find((x) => !x.quoted);
  if (s) return s.range;
  const end = doc.text.indexOf("\n", doc.start);
  return [doc.start, end < 0 ? doc.text.length : end];
}

/** The evidence's own words (5 letters or more): what a prompt that answers it would mention. */
const evidenceWords = (s: string) => new Set((s.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((w) => !COMMON.has(w)));
const COMMON = new Set(["error", "failed", "failure", "agent", "stopped", "there", "their", "which", "would", "could", "should", "about", "after", "before", "again", "those", "these", "whole", "point", "wrong", "redacted"]);

/**
 * Whether the prompt says what went wrong: a cause ("failed because …", an error shown) in a sentence of its
 * own, or most of the earlier failure's own words. (A pointer to a history file is not enough here: the log
 * shows what failed, and the prompt has to pass that on.)
 */
function saysWhatWentWrong(doc: HandoffDocument, evidence: string): boolean {
  if (hasFailureCause(doc)) return true;
  if (ownSentences(doc).some((s) => explainsItself(s))) return true;
  const want = evidenceWords(evidence);
  if (want.size < 2) return false;
  const have = evidenceWords(doc.text);
  let n = 0;
  for (const w of want) if (have.has(w)) n++;
  return n / want.size >= 0.5;
}

const rule: Rule<Options> = {
  meta: {
    id: "unexplained-retry",
    concern: "context",
    description: "The session log shows this dispatch retries one that went wrong, and the prompt never says what went wrong",
    docs: ruleDocsUrl("unexplained-retry"),
    defaultSeverity: "error",
    recommended: true,
    fixable: false,
    messages: {
      retry:
        'This dispatch gives again the task of {{earlier}}, which {{how}}: "{{evidence}}". The new agent never saw that: say what went wrong and what to do differently, or it will repeat it.',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const parent = context.parentContext;
    if (!parent || parent.inherits !== "fresh") return;
    const retry = findRetry(doc.text, parent.label, parent.session);
    if (!retry) return;
    if (saysWhatWentWrong(doc, retry.evidence)) return;
    const e = retry.earlier;
    const name = e.label ? `"${quote(e.label, 50)}"` : "an earlier dispatch";
    const earlier = e.line !== null ? `${name} (line ${e.line} of the session log)` : `${name} earlier in this session`;
    context.report({ messageId: "retry", data: { earlier, how: HOW[retry.cause], evidence: retry.evidence }, range: firstLine(doc), sure: true });
  },
};

export default rule;
