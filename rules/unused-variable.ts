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
    // names written in a slot syntax the model does not read as slots ($name, <name>, [[name]]) count as used
    const body = doc.text.slice(doc.frontmatter ? doc.frontmatter.range[1] : doc.start);
    const written = new Set<string>();
    const OTHER = /\$\{?([A-Za-z_][\w-]{0,63})|<([A-Za-z_][\w-]{0,63})>|\[\[\s{0,4}([A-Za-z_][\w-]{0,63})\s{0,4}\]\]|\{\{?\s{0,4}([A-Za-z_][\w-]{0,63})/g;
    for (let m = OTHER.exec(body); m; m = OTHER.exec(body)) written.add(m[1] ?? m[2] ?? m[3] ?? m[4]);
    const braceStyle = doc.slots.some((s) => s.syntax === "brace");
    const seen = new Set<string>();
    for (const name of declared) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (used.has(name) || written.has(name)) continue;
      const slotStyle = braceStyle ? `{${name}}` : `{{ ${name} }}`;
      context.report({ messageId: "unused", data: { name, example: slotStyle }, range: declarationRange(doc, name) });
    }
  },
};

export default rule;
