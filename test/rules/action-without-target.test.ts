import rule from "../../rules/action-without-target.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a defining clause says which bug", code: "Fix the bug where login fails after a refresh.\n" },
    { name: "a describing word is something to search for", code: "Fix the login redirect bug.\n" },
    { name: "a path follows", code: "Review the build logs in `ci/build.log` and fix the failure.\n" },
    { name: "a locator in the document names it", code: "The run wrote `rusty-blox.log`. Inspect the log after each change.\n" },
    { name: "a heading presents it", code: "Review the draft and tighten it.\n\n## Draft\n\nWe are hiring a staff engineer.\n" },
    { name: "a slot carries it", code: "Proofread the draft: {draft}\n" },
    { name: "a prohibition", code: "Do not edit the spec; only read the code.\n" },
    { name: "the worker's own output", code: "An orchestrator will evaluate your findings.\n" },
    { name: "generic noun with other locators in the handoff", code: "Fix the bug in the login form. The form is `src/login.tsx`.\n" },
    { name: "generic noun resolved by a proper name", code: "Review the issues listed in the VS Code Problems panel.\n" },
    { name: "named earlier", code: "The QA team sent notes yesterday, pasted at the end. Address the notes first.\n" },
    { name: "a pointer into the text that the text fulfils", code: "Answer the customer email below in two sentences.\n\n> Where is my parcel? I ordered on Monday.\n" },
    { name: "the environment makes it unique", code: "Update the changelog and bump the version.\n" },
    { name: "a describing word is something to search for", code: "Repair the checkout banner, it overlaps the cart on phones.\n" },
    { name: "a place the text locates", code: "Build the CSV importer, then write the design up within the spec at `docs/spec.md`.\n" },
  ],
  invalid: [
    { name: "a pointer into the text with nothing there", code: "Answer the customer email below in two sentences.\n", errors: [{ messageId: "noTarget", line: 1 }] },
    { name: "the thing a change acts on, in a short text with no locator", code: "Fix the carousel. It broke after Friday's release.\n", errors: [{ messageId: "noTarget", line: 1, column: 1, endColumn: 17 }] },
    {
      name: "material the work goes into, with no locator anywhere",
      code: "ok let's build the CSV importer and then write the design up within the spec, noting what waits for v2\n",
      errors: [{ messageId: "noTarget", line: 1 }],
    },
    {
      code: "**Steps:**\n1. Review the complete error logs carefully\n2. Check recent code changes\n",
      errors: [{ messageId: "noTarget", line: 2, column: 4, endColumn: 34 }],
    },
    {
      name: "a template whose slot names something else",
      code: "Review the draft job posting for the role {hiring_needs}.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 1, endColumn: 17, message: /which draft/ }],
    },
    {
      name: "a generic noun in a handoff that names nothing",
      code: "Fix the import bug from before.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 1, endColumn: 19 }],
    },
    {
      name: "extra nouns from options",
      code: "Triage the pager alerts and write up the worst.\n",
      options: { nouns: ["pager alerts"] },
      errors: [{ messageId: "noTarget", line: 1, column: 1 }],
    },
  ],
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "the email is quoted right under the colon", code: "Draft a reply to this customer email for me to review:\n\n> Hi, my order has not arrived.\n" },
  ],
  invalid: [
    {
      name: "the same ask without the email",
      code: "Draft a reply to this customer email for me to review.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 9 }],
    },
    {
      name: "a plural possessive owner",
      code: "Summarise the interviewers' notes for the candidate.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 1, endColumn: 34 }],
    },
    {
      name: "a named owner",
      code: "Apply Maria's feedback to the hero section.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 1, endColumn: 23 }],
    },
  ],
});
