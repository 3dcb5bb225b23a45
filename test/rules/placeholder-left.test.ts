import rule from "../../rules/placeholder-left.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a key to press", code: "Press [X] to close the dialog in `src/Modal.tsx`, and make Escape do the same.\n" },
    { name: "a ticked task item", code: "- [X] Ship the release notes\n- [ ] Tag the release\n" },
    { name: "an elision in a quote", code: 'The guide says "[...] cache every response" — check whether `src/cache.ts` does.\n' },
    { name: "a numbered reference", code: "Follow the method in [2] and report the error rate for `eval/run.py`.\n" },
    "Fix the flaky test in `test/login.spec.ts`; the error is in `ci/run-42.log`.",
    { name: "a heading that titles a to-do list", code: "## TODO\n\n- [ ] Make `pnpm -r build` pass\n\nDo the open item.\n" },
    { name: "a template's slots are its design", code: "Summarize {{ document }} for [INSERT AUDIENCE].\n" },
    { name: "a note addressed to the orchestrator marks a template", code: "## Direction\n\n*[Orchestrator: insert research direction here]*\n" },
    { name: "format placeholders in an output example", code: "## Output\n\nReply as: [Your name] - [Hotel name here]\n" },
    { name: "placeholders inside code", code: "Run:\n\n```sh\ncurl <insert url here>\n```\n\nand `gh pr view <your PR here>`.\n" },
    { name: "TODO as a noun", code: "Leave a TODO where the domain is needed. TODO markers stay in place.\n" },
    { name: "a link whose text starts with a fill word", code: "See [add a rule](docs/rules.md).\n" },
  ],
  invalid: [
    { name: "a value left to fill, in English", code: "Tell the customer that we have been on the market for [X] years.\n", errors: [{ messageId: "placeholder", line: 1, column: 55 }] },
    { name: "a value left to fill, in Spanish", code: "Responde: «La empresa lleva [N] años en el mercado».\n", errors: [{ messageId: "placeholder", line: 1 }] },
    {
      code: "Running block [INSERT BLOCK NUMBER] failed with:\n[INSERT ERROR MESSAGE]\n",
      errors: [
        { messageId: "placeholder", line: 1, column: 15, endColumn: 36 },
        { messageId: "placeholder", line: 2, column: 1 },
      ],
    },
    {
      name: "angle placeholder read from HTML",
      code: "Call the API at <insert staging url> with the token.\n",
      errors: [{ messageId: "placeholder", line: 1, column: 17 }],
    },
    {
      name: "value placeholders",
      code: "Endpoint: TBD\nOpen PR #XXX when done.\n",
      errors: [
        { messageId: "placeholder", line: 1, column: 11, endColumn: 14 },
        { messageId: "placeholder", line: 2, column: 10, endColumn: 13 },
      ],
    },
    {
      name: "chat citation debris, one finding per line, even in a template",
      code: "Fix {{ bug }}.\n- Focus on active errors.:contentReference[oaicite:8]{index=8}\n- :contentReference[oaicite:10]{index=10}:contentReference[oaicite:13]{index=13}\n",
      errors: [
        { messageId: "artifact", line: 2, column: 26 },
        { messageId: "artifact", line: 3, column: 3, endColumn: 81 },
      ],
    },
    {
      name: "extra words from options",
      code: "Deploy to [FIXME host].\n",
      options: { words: ["fixme"] },
      errors: [{ messageId: "placeholder", line: 1, column: 11 }],
    },
  ],
});


// Fill-in markers in other languages (texts of my own): the fill-in word may stand anywhere in the bracket.
ruleTester(rule, {
  valid: [
    { name: "a link with a non-English label", code: "См. [документацию](https://example.com/docs) и исправь ошибку в `app.py`.\n" },
    { name: "a bracket with no fill-in word", code: "修复 `parser.ts` 里的错误 [高优先级]，并补一个测试。\n" },
  ],
  invalid: [
    { name: "Chinese", code: "运行后出现这个错误：[在此粘贴完整的错误信息]。请修复。\n", errors: [{ messageId: "placeholder", line: 1, column: 11 }] },
    { name: "Russian", code: "Исправь ошибку: [вставьте сюда лог]\n", errors: [{ messageId: "placeholder" }] },
    { name: "Korean, the verb last", code: "에러 내용: [여기에 에러 로그 붙여넣기] 이거 고쳐줘\n", errors: [{ messageId: "placeholder" }] },
    { name: "Portuguese, in ASCII", code: "Corrige o erro: [cole aqui o traceback]\n", errors: [{ messageId: "placeholder" }] },
  ],
});
