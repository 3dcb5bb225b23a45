// facts: a template declares a variable in frontmatter that no slot in its body uses. The caller
// supplies that fact at dispatch time, and it never reaches the worker.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { declarationRange, slotUses } from "./_util/facts-template.js";

type Options = Record<string, never>;

const rule: Rule<Options> = {
  meta: {
    id: "unused-variable",
    concern: "facts",
    description: "A variable the template declares in frontmatter is used by no slot, so its value never reaches the worker",
    docs: ruleDocsUrl("unused-variable"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      unused:
        "Variable `{{name}}` is declared but no slot uses it: the value the caller passes never reaches the worker. Add `{{example}}` where the worker needs it, or remove the declaration",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const declared = doc.declaredVariables;
    if (declared === null) return;
    const used = new Set(slotUses(doc).map((u) => u.root));
    // names written in a slot syntax the model does not read as slots ($name, <name>) count as used
    const prose = doc.text.slice(doc.frontmatter ? doc.frontmatter.range[1] : doc.start);
    const seen = new Set<string>();
    for (const name of declared) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (used.has(name)) continue;
      const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      if (new RegExp(String.raw`\$${esc}\b|<${esc}>|\{\{\s{0,4}${esc}\s{0,4}\}\}|\{${esc}\}|\[\[${esc}\]\]`).test(prose)) continue;
      const slotStyle = doc.slots.find((s) => s.syntax === "brace") ? `{${name}}` : `{{ ${name} }}`;
      context.report({ messageId: "unused", data: { name, example: slotStyle }, range: declarationRange(doc, name) });
    }
  },
};

export default rule;
