import rule from "../../rules/unresolved-reference.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "defined by comparison", code: "Add the tests in the same file as the component.\n" },
    { name: "a dev server the repository starts", code: "Start the dev server and open the settings page.\n" },
    { name: "an env var names it", code: "Use the staging endpoint (`STAGING_URL` in `.env`).\n" },
    { name: "defined earlier", code: "The deploy script is `scripts/deploy.sh`. Run the same script for staging.\n" },
    { name: "an address anywhere", code: "The site is https://example.com. Confirm the notes are visible on the website.\n" },
    { name: "building it", code: "Create a folder for the backend and fill in our rest endpoint with fake data.\n" },
    { name: "a name follows", code: "Specific to cluster 5 of the backlog.\n" },
    { name: "part of a longer noun", code: "Run migration on staging database first.\n" },
    { name: "negated", code: "Never use the production database.\n" },
  ],
  invalid: [
    {
      code: "Fix the import bug. Use the usual creds and the staging endpoint.\n",
      errors: [
        { messageId: "leaning", line: 1, column: 25, endColumn: 40 },
        { messageId: "leaning", line: 1, column: 45, endColumn: 65 },
      ],
    },
    {
      name: "a remote place in a handoff with no address",
      code: "| Task | Owner |\n|---|---|\n| Confirm meeting notes visible on website. | Grok |\n",
      errors: [{ messageId: "remote", line: 3, column: 33, endColumn: 43 }],
    },
    {
      name: "an account nobody located",
      code: "It needs real endpoint IDs from the project account.\n",
      errors: [{ messageId: "leaning", line: 1, column: 33, endColumn: 52 }],
    },
  ],
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "a named product is searchable", code: "Import the files from the old Trados server into Phrase.\n" },
    { name: "dev servers and preview sites come with the repository", code: "Start the dev server and check the preview site.\n" },
    { name: "an address for the recipient", code: "Send the summary to the printer at orders@ashford.example.\n" },
    { name: "a report of what happened, not a place to go", code: "Version 1.2 was published to the internal registry.\n" },
    { name: "an external document in a handoff that gives locators", code: "Update `docs/kpi.md` with the numbers from the KPI sheet.\n" },
    { name: "a document the worker makes", code: "Create a deck for the board. Share the deck with the team.\n" },
  ],
  invalid: [
    {
      name: "a test environment nobody located",
      code: "Deploy the release candidate to the test box and run the smoke suite.\n",
      errors: [{ messageId: "leaning", line: 1, column: 33, endColumn: 45 }],
    },
    {
      name: "a team channel",
      code: "Post the results in the team channel when the suite passes.\n",
      errors: [{ messageId: "leaning", line: 1, column: 21, endColumn: 37 }],
    },
    {
      name: "an external document in a handoff with no locator at all",
      code: "Grab the latest numbers from the KPI sheet and put them in a table.\n",
      errors: [{ messageId: "external", line: 1, column: 30, endColumn: 43 }],
    },
    {
      name: "a recipient with no address",
      code: "When it is done, send it to our contact at the agency.\n",
      errors: [{ messageId: "recipient", line: 1, column: 18, endColumn: 40 }],
    },
  ],
});
