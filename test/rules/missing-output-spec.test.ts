import rule from "../../rules/missing-output-spec.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "return", code: "Find out why the export got slower. Return the cause and the commit that introduced it." },
    { name: "an output section", code: "Research the vendors.\n\n## Output\nA table of name, price, and region.\n" },
    { name: "expected_output key", code: "task:\n  description: Research the vendors.\n  expected_output: A table of vendors." },
    { name: "write to a file", code: "Summarize the incident and write it to `docs/incident.md`." },
    { name: "commit", code: "Fix the typo in the README and commit." },
  ],
  invalid: [
    {
      code: "Find out why the nightly export job got slower after the 2.3 release.",
      errors: [{ messageId: "missing", line: 1, column: 1, endColumn: 70, message: /Nothing says what to hand back for "Find out why the nightly export/ }],
    },
  ],
});
