// intent (strict only): no statement of what the work is for (no purpose clause such as "so that…", no Goal/Why/Purpose section). Too common in handoffs that work to be on by default; the
// strict preset runs it for writers who want every handoff to carry it.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { firstAsk, onFirstLine } from "./_util/intent-strict.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "missing-intent",
    concern: "intent",
    description: "Nothing says what the work is for",
    docs: ruleDocsUrl("missing-intent"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      missing: 'Nothing says what this work is for (the first ask is "{{quote}}"): put one sentence of intent first, why rather than what ("… so that …", "Goal: …").',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const ask = firstAsk(doc);
    if (!ask || findAspect(doc, "purpose")) return;
    const range = onFirstLine(doc, ask.range);
    context.report({ messageId: "missing", data: { quote: quote(doc, ask.range, 50) }, range });
  },
};

export default rule;
