import rule from "../../rules/unused-variable.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "no frontmatter", code: "Write about {{ topic }}.\n" },
    { name: "all used", code: "---\nvariables: [topic, audience]\n---\nWrite about {{ topic }} for {{ audience }}.\n" },
    { name: "used in a brace slot", code: "---\ninput_variables: [topic]\n---\nWrite about {topic}.\n" },
    { name: "used as $name", code: "---\narguments: [pr]\n---\nReview pull request $pr.\n" },
  ],
  invalid: [
    {
      code: "---\nvariables:\n  - topic\n  - deadline\n---\nWrite about {{ topic }}.\n",
      errors: [{ messageId: "unused", line: 4, column: 5, endColumn: 13, message: /`deadline`/ }],
    },
    {
      name: "a mapping of inputs",
      code: "---\ninputs:\n  repo: {}\n  branch: {}\n---\nClone {{ repo }}.\n",
      errors: [{ messageId: "unused", line: 4, column: 3, endColumn: 9 }],
    },
  ],
});
