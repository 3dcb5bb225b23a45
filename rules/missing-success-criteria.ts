// intent (strict only): nothing says what done looks like or how the result will be judged. Too common in handoffs that work to be on by default; the
// strict preset runs it for writers who want every handoff to carry it.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { firstAsk, onFirstLine } from "./_util/intent-strict.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "missing-success-criteria",
    concern: "intent",
    description: "Nothing says what done looks like",
    docs: ruleDocsUrl("missing-success-criteria"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      missing: 'Nothing says what done looks like for "{{quote}}": add the test that must pass, the check to run, or what the result must contain ("Done when: …").',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const ask = firstAsk(doc);
    if (!ask || findAspect(doc, "success")) return;
    const range = onFirstLine(doc, ask.range);
    context.report({ messageId: "missing", data: { quote: quote(doc, ask.range, 50) }, range });
  },
};

export default rule;
