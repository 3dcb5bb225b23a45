import rule from "../../rules/output-without-destination.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "code organization, not output", code: "Put each component in a separate file. Write the helper to a new file.\n" },
    "Write the summary to `docs/summary.md`.",
    "Save the results in a new file named results.json.",
    { name: "not output: advice about running a command", code: "Redirecting a long Python run to a file block-buffers it.\n" },
    { name: "negated", code: "Do not write the notes to a file; reply inline.\n" },
    { name: "a name later in the sentence", code: "Document the interaction in a separate MD file, `docs/interaction.md`.\n" },
  ],
  invalid: [
    {
      code: "document our interaction and query in and MD file\nalso add instruction for claude in a separate MD file so that you can follow it\n",
      errors: [
        { messageId: "unnamed", line: 1, column: 36, endColumn: 50 },
        { messageId: "unnamed", line: 2, column: 33, endColumn: 54 },
      ],
    },
    {
      name: "the example follows the format",
      code: "Export the table into a new CSV file.\n",
      errors: [{ messageId: "unnamed", line: 1, column: 18, message: /<name>\.csv/ }],
    },
  ],
});
