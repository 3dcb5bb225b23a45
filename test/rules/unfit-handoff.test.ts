import rule from "../../rules/unfit-handoff.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "one concern only", code: "Fix the flaky upload test in `test/upload.test.ts`; it times out on CI. Report the cause.\n" },
    {
      name: "the essay's rewrite",
      code:
        "This post exists to explain why handoffs fail. The previous attempt failed because the clones timed out while reconstructing context.\n\n" +
        "Write the post as `posts/handoff-failures.md`, under 1,200 words, and reply with its path when it is committed.\n",
    },
    {
      name: "a long handoff is judged finding by finding",
      options: { maxWords: 10 },
      code: "Fix the import bug from before. Use the usual creds and the staging endpoint. Do it like last time.\n",
    },
  ],
  invalid: [
    {
      name: "the essay's failing handoff",
      code: "Fix the import bug from before. Use the usual creds and the staging endpoint. Do it like last time.\n",
      errors: [{ messageId: "unfit", line: 1, column: 1, message: /facts and context/ }],
    },
    {
      name: "a fragment: context and intent at once",
      code: "the second one\n",
      errors: [{ messageId: "unfit", line: 1, message: /context and intent/ }],
    },
  ],
});
