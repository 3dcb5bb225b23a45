// intent (strict only): nothing says what to hand back, in what form, or where to write it. Too common in handoffs that work to be on by default; the
// strict preset runs it for writers who want every handoff to carry it.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { firstAsk, onFirstLine } from "./_util/intent-strict.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "missing-output-spec",
    concern: "intent",
    description: "Nothing says what to hand back",
    docs: ruleDocsUrl("missing-output-spec"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      missing: 'Nothing says what to hand back for "{{quote}}": name the result (a summary, a diff, a file), its form, and where to write it ("Hand back: …").',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const ask = firstAsk(doc);
    if (!ask || findAspect(doc, "output")) return;
    const range = onFirstLine(doc, ask.range);
    context.report({ messageId: "missing", data: { quote: quote(doc, ask.range, 50) }, range });
  },
};

export default rule;
