import rule from "../../rules/undeclared-slot.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "no declared variables: nothing to check", code: "Write about {{ topic }} for {{ audience }}.\n" },
    { name: "all declared", code: "---\nvariables: [topic, audience]\n---\nWrite about {{ topic }} for {{ audience }}.\n" },
    { name: "loop variables and block scopes", code: "---\nvariables:\n  - items\n  - files\n---\n{% for item in items %}- {{ item.name }}\n{% endfor %}\n{{#each files}}`{{path}}`{{/each}}\n" },
    { name: "dotted access to a declared object", code: "---\ninputs:\n  user: {}\n---\nGreet {{ user.name }}.\n" },
  ],
  invalid: [
    {
      code: "---\nvariables:\n  - topic\n  - audience\n---\nWrite about {{ topic }} for {{ audiance }}. Cite {{ source }}.\n",
      errors: [
        { messageId: "misspelled", line: 6, column: 29, endColumn: 43, message: /did you mean `audience`/ },
        { messageId: "undeclared", line: 6, column: 50, endColumn: 62 },
      ],
      output: "---\nvariables:\n  - topic\n  - audience\n---\nWrite about {{ topic }} for {{ audience }}. Cite {{ source }}.\n",
    },
    {
      name: "a loop over an undeclared list",
      code: "---\nvariables: [topic]\n---\n{% for f in files %}{{ f }}{% endfor %} on {{ topic }}\n",
      errors: [{ messageId: "undeclared", line: 4, column: 1 }],
    },
  ],
});
