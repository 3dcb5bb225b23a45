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
    { name: "a name to search the repository for", code: "Fix the carousel. It broke after Friday's release.\n" },
    { name: "material in a place the worker can find", code: "Translate the error messages in the login form into Spanish.\n" },
    { name: "a place the text locates", code: "Build the CSV importer, then write the design up within the spec at `docs/spec.md`.\n" },
  ],
  invalid: [
    { name: "a pointer into the text with nothing there", code: "Answer the customer email below in two sentences.\n", errors: [{ messageId: "noTarget", line: 1 }] },
    { name: "a category a change acts on, in a short text with no locator", code: "Fix the widget. It broke after Friday's release.\n", errors: [{ messageId: "noTarget", line: 1, column: 5, endColumn: 15 }] },
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

// Reference resolution on the main request: what the request acts on (its object, and the place that
// object is in), read from closed-class words only, so the verb and the noun can be any.
ruleTester(rule, {
  valid: [
    { name: "a pronoun after a sentence that names the thing", code: "The export job times out after 30 seconds. Make it faster.\n" },
    { name: "a pronoun that stands for the answer", code: "Keep it short.\n" },
    { name: "a pronoun that points forward", code: "Fix this: TypeError: cannot read properties of undefined (reading 'id') in the checkout step.\n" },
    { name: "a complementizer, not a pronoun", code: "Check that the nightly backups ran and report the sizes.\n" },
    { name: "the repository has one architecture", code: "Explain the architecture to a new contributor in one page.\n" },
    { name: "a describing word in the place", code: "Rework the totals in the monthly billing report so they round to cents.\n" },
    { name: "a demonstrative with a clause that says which one", code: "Fix that crash where the app closes on rotate.\n" },
    { name: "history words are left to the context rule", code: "Switch to the other approach and rerun.\n" },
    { name: "an event in a text that locates it", code: "Apply the feedback from the review in `docs/reviews/2024-05-02.md` to `src/cart.ts`.\n" },
    { name: "a summary the request makes, not one it uses", code: "Write a summary of the auth module for new contributors.\n" },
  ],
  invalid: [
    {
      name: "a pronoun that opens a question with nothing before it",
      code: "Why does it hang after the second request?\n",
      errors: [{ messageId: "noAntecedent", line: 1, column: 10, endColumn: 12 }],
    },
    {
      name: "the object of the request, any verb",
      code: "Can you tidy up the selection before lunch?\n",
      errors: [{ messageId: "noTarget", line: 1, column: 17, endColumn: 30 }],
    },
    {
      name: "the place the object is in",
      code: "Correct the totals in the spreadsheet with the new rates.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 20, endColumn: 38 }],
    },
    {
      // the review happened where only the writer was: nothing in a short text says which one
      name: "the place of the object is an event the writer saw",
      code: "Apply the feedback from the review.\n",
      errors: [{ messageId: "noTarget" }, { messageId: "noTarget", line: 1, column: 25, endColumn: 35 }],
    },
    {
      name: "material made from the writer's world, and who it goes to",
      code: "Send the summary to the team.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 6, endColumn: 17 }],
    },
    {
      name: "a demonstrative that a phrase only narrows",
      code: "Repair this widget on mobile.\n",
      errors: [{ messageId: "noTarget", line: 1, column: 8, endColumn: 19 }],
    },
  ],
});

// An identifier given earlier names the thing by its parts, cut short as identifiers are (texts of my own):
// FEATURE_SPEC is "the feature specification"; an identifier that shares only letters is no antecedent.
ruleTester(rule, {
  valid: [
    { name: "a screaming-case identifier names the specification", code: "Run `setup.sh` and parse its JSON for FEATURE_SPEC and IMPL_PLAN. Then read the feature specification and fill in the implementation plan.\n" },
    { name: "a camel-case identifier names the spec", code: "Set featureSpec from the response of `GET /api/features/42`. Then review the feature spec for gaps.\n" },
  ],
  invalid: [
    { name: "a longer identifier part is no abbreviation", code: "Set SPECIAL_MODE in `config.ts`. Then review the specification for gaps.\n", errors: [{ messageId: "noTarget" }] },
  ],
});

// Documents that people hand in (resumes, applications, invoices) are not in the repository: a task that acts on
// them needs them supplied; one that builds a place for them does not (texts of my own).
ruleTester(rule, {
  valid: [{ name: "a form field for a resume, not a resume", code: "Add a field for the applicant's resume to the form in `src/Apply.tsx`.\n" }],
  invalid: [
    {
      name: "the candidates' resumes in a task that only slots the requirements",
      code: "screen_task:\n  description: >\n    Analyze the candidates' resumes against the requirements in {job_requirements} and rank the five strongest candidates.\n  expected_output: >\n    A ranked list of five candidates, each with two reasons.\n  agent: recruiter\n",
      errors: [{ messageId: "noTarget" }],
    },
  ],
});
