import rule from "../../rules/undescribed-failure.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    // the tool that shows the failure is named: running it shows the worker what the writer saw
    { name: "a failure named by the tool that reports it", code: "Fix all TypeScript and build errors in `packages/web`, then commit.\n" },
    { name: "an error message", code: "The importer is broken: it throws `TypeError: row.map is not a function` on the second file. Fix it." },
    { name: "a behaviour that can be observed", code: "Checkout has a bug: the total shows twice the price when a coupon is applied. Fix it." },
    { name: "a status code", code: "The webhook is not working; Stripe gets a 500 on every retry. Debug it." },
    { name: "a clause that says what the bug is", code: "Fix the bug in the CSV exporter where quoted commas split a field into two." },
    { name: "where the evidence is", code: "The nightly build is broken. Fix the issues listed in `ci/nightly.log`." },
    { name: "a failure the worker is to find", code: "Run the commands in `docs/setup.md` in a fresh clone, list the ones that fail with their error, and fix the doc." },
    { name: "no repair asked", code: "The search page is not working since the upgrade. Write up what changed in the upgrade for the release notes." },
    { name: "a pasted log", code: "The deploy is failing. Fix it.\n\n```\nError: EACCES: permission denied, open '/var/app/.env'\n```\n" },
  ],
  invalid: [
    // the ask opens the clause after the report: the failure is still only its kind
    { name: "the repair asked in a later clause", code: "Users report problems with checkout; find what is wrong and fix it.\n", errors: [{ messageId: "undescribed" }] },
    {
      name: "a report of problems and a repair",
      code: "Users have been reporting problems with the search page since Monday. Find what is wrong and fix it.",
      errors: [{ messageId: "undescribed", line: 1, column: 71 }],
    },
    {
      name: "the repair's own object, named by its kind",
      code: "Fix the bug in the onboarding flow and open a PR.",
      errors: [{ messageId: "undescribed", line: 1, column: 1 }],
    },
  ],
});

// Other languages (texts of my own): a short text that names a failure only by its kind.
ruleTester(rule, {
  valid: [
    { name: "Russian: the failure is what to find", code: "Запусти сборку ещё раз и посмотри, что сломалось.\n" },
    { name: "Chinese: the error is given", code: "这个接口报错了：\n\n```\nTypeError: Cannot read properties of undefined (reading 'id')\n```\n" },
    { name: "Russian: under a condition", code: "Если форма входа не работает, напиши об этом в `NOTES.md`.\n" },
  ],
  invalid: [
    { name: "Chinese: a URL that cannot be used", code: "这个网址无法使用 http://localhost:9127/api/v1/data/daily/2330\n", errors: [{ messageId: "undescribed", line: 1 }] },
    { name: "Russian: it does not work, fix it", code: "Страница входа не работает, почини.\n", errors: [{ messageId: "undescribed" }] },
  ],
});

// A failure named as any one of its kind, with nothing specific after it, is the procedure for whichever
// failure arrives, as in a command template (texts of my own); a failure placed somewhere, or a definite one,
// is a failure the writer knows and left out.
ruleTester(rule, {
  valid: [
    { name: "any reported issue, in a procedure", code: "Fix a reported issue or bug.\n\nSteps:\n1. Search the codebase for related code.\n2. Implement the fix with minimal changes.\n3. Run `npm test`.\n" },
    { name: "any failing test", code: "Debug any failing test.\n" },
  ],
  invalid: [
    { name: "a bug placed in an area", code: "Fix a bug in checkout.\n", errors: [{ messageId: "undescribed" }] },
    { name: "the bug", code: "Fix the bug.\n", errors: [{ messageId: "undescribed" }] },
  ],
});
