import rule from "../../rules/missing-success-criteria.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "done when", code: "Make the importer handle a byte-order mark. Done when `test/bom.test.ts` passes." },
    { name: "tests must pass", code: "Fix the flaky retry logic. All tests must pass on CI." },
    { name: "acceptance section", code: "Add dark mode.\n\n## Acceptance criteria\n- Toggle persists across reloads.\n" },
    { name: "a measurable target", code: "Speed up the scene lookup to under 100ms." },
    { name: "no request", code: "The importer is done and deployed." },
    {
      name: "the shape of what to return is the done state (issue 14.9)",
      code: "Count the failed logins per user in the auth log so we can decide whom to lock out. Return a Markdown table with the columns user, failures and last failure time, sorted by failures.",
    },
  ],
  invalid: [
    {
      code: "Make the importer handle CSV files with a byte-order mark.",
      errors: [{ messageId: "missing", line: 1, column: 1, endColumn: 59, message: /Nothing says what done looks like for "Make the importer/ }],
    },
  ],
});

// A measured target is the done state, whatever unit follows the figure (texts of my own); a speed-up with no
// target has none.
ruleTester(rule, {
  valid: [
    { name: "a target with its unit", code: "Speed up the search endpoint to under 250ms at the 95th percentile." },
    { name: "a share", code: "Cut the bundle size by at least 30% without dropping a feature." },
  ],
  invalid: [
    { name: "a speed-up with no target", code: "Speed up the search endpoint.", errors: [{ messageId: "missing" }] },
  ],
});
