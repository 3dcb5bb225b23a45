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

// The writer's own standard (texts of my own): a request judged against a situation only the writer knows.
ruleTester(rule, {
  valid: [
    { name: "the use case stated before", code: "Our use case is a chatbot over 2 million tickets on one 32 GB machine. Recommend the best vector database for our use case.\n" },
    { name: "the needs listed right after", code: "Pick a charting library that fits our needs (tree-shakable, under 50 KB, SVG output) and add a line chart to `src/Dashboard.tsx`.\n" },
    { name: "a possessive with no judging", code: "Add a settings page where users can edit their preferences, in `src/Settings.tsx`.\n" },
    { name: "the requirements under their own heading", code: "Pick the hosting plan that meets our requirements.\n\n## Requirements\n- EU region\n- under 20 EUR a month\n" },
    { name: "the project with a locator", code: "Compare the two ORMs for our project in `apps/api` and recommend one.\n" },
  ],
  invalid: [
    {
      name: "the best for our use case",
      code: "Recommend the best vector database for our use case and explain the trade-offs in a short table.\n",
      errors: [{ messageId: "standard", line: 1, column: 40, endColumn: 52 }],
    },
    { name: "compare for my project", code: "I need to compare different AI agent frameworks for my project. Can you help me analyze their features?\n", errors: [{ messageId: "standard" }] },
    { name: "a locator later in the sentence places other work", code: "Pick a charting library that fits our needs and add a line chart to `src/Dashboard.tsx`.\n", errors: [{ messageId: "standard" }] },
    {
      name: "a client's requirements and our rates",
      code: "Draft the statement of work for the client based on their requirements and our standard rates.\n",
      errors: [{ messageId: "standard", message: /requirements/ }, { messageId: "standard", message: /rates/ }],
    },
  ],
});

// A statement about a place that opens its sentence ("The staging DB is reset every Sunday") is a note on how it
// behaves; a step that acts on it needs it located (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a note on how the place behaves", code: "Add the `archived` flag to `models/project.py` with a migration.\n\nGotchas: the staging database is wiped every Sunday night.\n" },
  ],
  invalid: [
    { name: "a step on the place", code: "Copy the nightly dump to the backup server and check its size.\n\nGotchas: the backup server is slow on Mondays.\n", errors: [{ messageId: "leaning", line: 1 }] },
  ],
});

// What located code refers to is found by reading that code: "`deploy.sh` writes to the old bucket" (texts of my own).
ruleTester(rule, {
  valid: [
    {
      name: "the thing the located code calls",
      code: "The export endpoint is merged. The export button on `web/src/pages/Invoices.tsx` still calls the old endpoint; switch it to the new one.\n",
    },
    { name: "the thing a located script writes to", code: "Our script `deploy.sh` writes to the old bucket. Make it print the bucket name before the upload.\n" },
  ],
  invalid: [
    { name: "the same thing with no located code", code: "The export endpoint is merged. Switch the export button to the old endpoint.\n", errors: [{ messageId: "leaning" }] },
    {
      name: "a locator in another clause does not hold it",
      code: "Update `deploy.sh`; then the uploader uses the old bucket, so check it.\n",
      errors: [{ messageId: "leaning" }],
    },
  ],
});

// A word of a hyphenated compound is no head noun: "the normal docs-only workflow" is a workflow (texts of my own).
ruleTester(rule, {
  valid: [{ name: "the noun inside a compound modifier", code: "Publish the release with the normal docs-only build flag.\n" }],
  invalid: [{ name: "the same noun as the head", code: "Publish the release with the normal docs.\n", errors: [{ messageId: "leaning" }] }],
});

// A verb of making excuses a place the work builds ("Set up a test server"); the same word as a noun ("the new
// build") makes nothing (texts of my own).
ruleTester(rule, {
  valid: [{ name: "a place the work sets up", code: "Set up a test server and deploy the app to it.\n" }],
  invalid: [{ name: "'build' as a noun builds no server", code: "Deploy the new build to the test server.\n", errors: [{ messageId: "leaning" }] }],
});

// A remote-sounding place that a locator of the text names ("on the dashboard" beside `src/Dashboard.tsx`) is the
// page in the code; beside another file it still has no address (texts of my own).
ruleTester(rule, {
  valid: [{ name: "the page a locator names", code: "I'm getting `TypeError: x is undefined` on the dashboard after login. The component is `src/Dashboard.tsx`. Can you fix it?\n" }],
  invalid: [{ name: "the page no locator names", code: "I'm getting `TypeError: x is undefined` on the dashboard after login. The component is `src/Header.tsx`. Can you fix it?\n", errors: [{ messageId: "remote" }] }],
});
