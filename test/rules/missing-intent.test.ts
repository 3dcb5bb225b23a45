import rule from "../../rules/missing-intent.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a purpose clause with any subject (issue 14.9)", code: "Deploy the build in `dist/` to the staging host so QA can test it today. Reply with the URL." },
    { name: "so that", code: "Refactor the session store to use Redis, so that sessions survive the nightly deploy." },
    { name: "a Goal section", code: "## Goal\nSessions survive deploys.\n\n## Task\nMove the session store onto Redis." },
    { name: "a Why label", code: "Why: users are logged out at 2am.\n\nMove the session store onto Redis." },
    { name: "because", code: "Pin `lodash` to 4.17.21 because 4.17.22 breaks the build." },
    { name: "no request at all is no-request's", code: "The pipeline works end to end." },
    { name: "other language", code: "Bitte refaktorieren Sie den Sitzungsspeicher und verwenden Sie dafür Redis statt des Speichers." },
  ],
  invalid: [
    {
      code: "Refactor the session store in `src/session.ts` to use Redis.",
      errors: [{ messageId: "missing", line: 1, column: 1, endLine: 1, endColumn: 61, message: /Nothing says what this work is for \(the first ask is "Refactor the session store/ }],
    },
    {
      name: "points at the first ask",
      code: "# Sessions\n\nThe store is in memory.\n\nMove it onto Redis.\n",
      errors: [{ messageId: "missing", line: 5, column: 1, endColumn: 20 }],
    },
  ],
});
