// intent (strict only): the worker cannot ask back, yet nothing says what to do when it is blocked,
// unsure or failing. Without one it guesses, or spends its time reconstructing what the writer
// knew. Only handoffs beyond a trivial size: a one-line ask has little room to go wrong.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { firstAsk, onFirstLine } from "./_util/intent-strict.js";

interface Options {
  /** Handoffs of at most this many tokens are not judged (default 150). */
  minTokens?: number;
}

const rule: Rule<Options> = {
  meta: {
    id: "missing-failure-path",
    concern: "intent",
    description: "Nothing says what to do when blocked, unsure or failing",
    docs: ruleDocsUrl("missing-failure-path"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      missing:
        'The worker cannot ask back, and nothing says what to do if "{{quote}}" gets stuck: say when to stop, what to report, and what not to guess ("If blocked: …").',
    },
    schema: { type: "object", properties: { minTokens: { type: "integer", minimum: 0 } }, additionalProperties: false },
    defaultOptions: { minTokens: 150 },
  },
  check(doc, context) {
    const minTokens = context.options.minTokens ?? 150;
    if (!doc.tokens.exceeds(minTokens)) return;
    const ask = firstAsk(doc);
    if (!ask || findAspect(doc, "failure")) return;
    context.report({ messageId: "missing", data: { quote: quote(doc, ask.range, 50) }, range: onFirstLine(doc, ask.range) });
  },
};

export default rule;
