// facts: a template declares its variables in frontmatter, and a slot in its body uses a name that
// is not among them. Whatever fills the template will not fill that slot, and the worker receives
// `{{ name }}` as written where a fact should be.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { closestName, slotUses } from "./_util/facts-template.js";

type Options = Record<string, never>;

const rule: Rule<Options> = {
  meta: {
    id: "undeclared-slot",
    concern: "facts",
    description: "A template slot uses a name its frontmatter does not declare among its variables",
    docs: ruleDocsUrl("undeclared-slot"),
    defaultSeverity: "error",
    recommended: true,
    fixable: true,
    messages: {
      undeclared:
        "Slot \"{{slot}}\" uses `{{name}}`, which the frontmatter does not declare: it will reach the worker unfilled. Declare `{{name}}` under variables, or use a declared name",
      misspelled:
        "Slot \"{{slot}}\" uses `{{name}}`, which the frontmatter does not declare: did you mean `{{suggestion}}`? As written it will reach the worker unfilled",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const declared = doc.declaredVariables;
    if (declared === null) return;
    const names = new Set(declared);
    const suggestions = new Map<string, string | null>();
    for (const use of slotUses(doc)) {
      if (use.bound || names.has(use.root)) continue;
      const slot = doc.text.slice(use.range[0], use.range[1]);
      let suggestion = suggestions.get(use.root);
      if (suggestion === undefined) {
        suggestion = closestName(use.root, declared);
        suggestions.set(use.root, suggestion);
      }
      if (suggestion) {
        const at = doc.text.indexOf(use.root, use.range[0]);
        context.report({
          messageId: "misspelled",
          data: { slot, name: use.root, suggestion },
          range: use.range,
          fix: at >= 0 && at < use.range[1] ? { range: [at, at + use.root.length], text: suggestion } : null,
        });
      } else {
        context.report({ messageId: "undeclared", data: { slot, name: use.root }, range: use.range });
      }
    }
  },
};

export default rule;
