import rule from "../../rules/missing-failure-path.js";
import { ruleTester } from "../helpers/rule-tester.js";

const LONG = " The project still ships a polyfill that was added when Node 16 was supported, and the release notes promise Node 20.".repeat(8);

ruleTester(rule, {
  valid: [
    { name: "short handoffs are not judged", code: "Upgrade the project to Node 20." },
    { name: "if blocked", code: "Upgrade the project to Node 20." + LONG + " If a dependency has no Node 20 release, stop and report which one." },
    { name: "if unsure", code: "Upgrade the project to Node 20." + LONG + " If you are unsure about a change, leave a TODO rather than guessing." },
    { name: "a condition whose consequence is to stop and say so (issue 14.9)", code: "Check that the staging database is ready." + LONG + " If the database is unreachable, say so and stop." },
    { name: "a failure section", code: "Upgrade the project to Node 20." + LONG + "\n\n## If blocked\nReport what you tried.\n" },
  ],
  invalid: [
    {
      code: "Upgrade the project to Node 20." + LONG,
      errors: [{ messageId: "missing", line: 1, column: 1, endColumn: 32, message: /nothing says what to do if "Upgrade the project to Node 20\." gets stuck/ }],
    },
    {
      name: "lower threshold by option",
      options: { minTokens: 5 },
      code: "Upgrade the project from Node 18 to Node 20 and fix what breaks.",
      errors: [{ messageId: "missing", line: 1 }],
    },
  ],
});
