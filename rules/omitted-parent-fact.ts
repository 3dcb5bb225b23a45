// facts: the handoff points at something by a vague name ("the failing test", "the config", "the endpoint")
// and the parent's own log resolves it to exactly one concrete thing (the one test that failed in the last
// run, the one config file it edited, the one URL it called). The parent knew; the worker must guess. The
// finding names the value and the fix writes it in. Zero or several candidates: silent (the text-only rules
// speak for those). Needs the parent context; silent without it, and for a fork or a resumed agent.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { resolveFacts } from "../src/transcript/facts.js";
import { readsEnglish } from "../src/analysis/lang.js";

type Options = Record<string, never>;

const rule: Rule<Options> = {
  meta: {
    id: "omitted-parent-fact",
    concern: "facts",
    description: "A vague reference that the parent's session log resolves to exactly one value, left out of the handoff",
    docs: ruleDocsUrl("omitted-parent-fact"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: true,
    messages: {
      fact: '"{{phrase}}" is `{{value}}` in your session ({{source}}). The worker never saw your session: name it.',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const parent = context.parentContext;
    if (!parent || parent.inherits !== "fresh") return;
    // The phrases are English. Checked here rather than with meta.english, so that a file linted without a
    // parent context (where this rule has nothing to say in any language) gets no "did not run" note for it.
    if (!readsEnglish(doc)) return;
    for (const f of resolveFacts(doc.text, parent.session)) {
      context.report({
        messageId: "fact",
        data: { phrase: f.phrase, source: f.source, value: f.value },
        range: f.range,
        fix: { range: [f.range[1], f.range[1]], text: ` (\`${f.value}\`)` },
      });
    }
  },
};

export default rule;
