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
