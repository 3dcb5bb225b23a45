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

// Output kept nowhere, or delivered to people the worker cannot reach: texts of my own for the mechanism.
ruleTester(rule, {
  valid: [
    { name: "a path after save", code: "Scrape the first ten catalogue pages and save the results to `out/results.csv`.\n" },
    { name: "storing in code is the feature, with its place", code: "Store the session token in Redis under `sess:<id>`.\n" },
    { name: "a relative clause describes a feature", code: "Add a button to `src/Report.tsx` that saves the results.\n" },
    { name: "saving one's edits", code: "Fix the typo in the header of `index.html`, save your changes and run the tests.\n" },
    { name: "saving time is no output", code: "Cache the parsed config in `src/config.ts` so we save time on rebuilds.\n" },
    { name: "reporting back to the writer", code: "Find the three slowest queries in `logs/slow.log` and report back to me with the list.\n" },
    { name: "a channel named", code: "List the endpoints in `src/api` that still use `authV1`, and post the list to #platform on Slack.\n" },
    { name: "an address beside the person", code: "Summarize the thread and send it to Marta at marta@example.com.\n" },
    { name: "them without a gathering verb", code: "Read the three drafts in `drafts/` and store them unchanged.\n" },
  ],
  invalid: [
    {
      name: "results saved nowhere",
      code: "Scrape the product titles and prices from the first ten pages of the catalogue and save the results.\n",
      errors: [{ messageId: "nowhere", line: 1, column: 84, endColumn: 100 }],
    },
    { name: "gathered material stored nowhere", code: "Collect the error messages from the last 24 hours of logs and save them.\n", errors: [{ messageId: "nowhere" }] },
    {
      name: "sent to a team",
      code: "Compile a list of every endpoint that still uses the v1 auth middleware and send it to the platform team.\n",
      errors: [{ messageId: "unreachable", message: /cannot reach the platform team/ }],
    },
    { name: "emailed to a person with no address", code: "Analyse the churn numbers and email the summary to Dana.\n", errors: [{ messageId: "unreachable" }] },
  ],
});
