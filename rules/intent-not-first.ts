// intent (strict only): the handoff says what the work is for, but only deep in the text. The
// essay's structure puts one sentence of intent first: a worker reads the opening as the mission
// and what comes later as reference. Judged only on texts long enough for depth to matter.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { firstAsk, onFirstLine } from "./_util/intent-strict.js";

interface Options {
  /** Handoffs of at most this many tokens are not judged (default 600). */
  minTokens?: number;
  /** The purpose counts as first when it starts within this many tokens (default 300)… */
  maxDepthTokens?: number;
  /** …or within this share of the text (default 0.2). */
  maxDepthShare?: number;
}

const rule: Rule<Options> = {
  meta: {
    id: "intent-not-first",
    concern: "intent",
    description: "What the work is for is stated, but only deep in the text instead of first",
    docs: ruleDocsUrl("intent-not-first"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      deep: 'What this work is for ("{{quote}}") first appears on line {{line}}, {{share}}% into the text: move one sentence of intent to the top, before the details.',
    },
    schema: {
      type: "object",
      properties: {
        minTokens: { type: "integer", minimum: 0 },
        maxDepthTokens: { type: "integer", minimum: 0 },
        maxDepthShare: { type: "number", minimum: 0, maximum: 1 },
      },
      additionalProperties: false,
    },
    defaultOptions: { minTokens: 600, maxDepthTokens: 300, maxDepthShare: 0.2 },
  },
  check(doc, context) {
    const minTokens = context.options.minTokens ?? 600;
    const maxDepth = context.options.maxDepthTokens ?? 300;
    const maxShare = context.options.maxDepthShare ?? 0.2;
    if (!doc.tokens.exceeds(minTokens)) return;
    if (!firstAsk(doc)) return;
    const purpose = findAspect(doc, "purpose");
    if (!purpose) return;
    const at = purpose.range[0];
    const share = (at - doc.start) / Math.max(1, doc.text.length - doc.start);
    if (share <= maxShare || !doc.tokens.isBeyond(at, maxDepth)) return;
    context.report({
      messageId: "deep",
      data: { quote: quote(doc, purpose.range, 50), line: doc.positionAt(at).line, share: Math.round(share * 100) },
      range: onFirstLine(doc, purpose.range),
    });
  },
};

export default rule;
