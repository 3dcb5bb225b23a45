import { describe, expect, it } from "vitest";
import rule from "../../rules/bulk-announcement.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    "The repository is at `/work/app`; read `src/server.ts` first.",
    "Re-search the whole repo for old names.",
    "All statements below were verified against the repository.",
    "> The following text is a Git repository with code.",
    'He wrote "the following text is a Git repository" in the old loader.',
    "Les fichiers suivants contiennent le dépôt complet.",
  ],
  invalid: [
    {
      code: "The following text is a Git repository with code. Instructions come after --END--.",
      errors: [{ messageId: "announced", line: 1, column: 1, endColumn: 39, message: /^"The following text is a Git repository":/ }],
    },
    { code: "Below is the entire codebase, file by file.", errors: [{ messageId: "announced", line: 1, column: 1 }] },
    { code: "Fix the bug.\nThe whole conversation is appended at the end.", errors: [{ messageId: "announced", line: 2, column: 5 }] },
  ],
});

describe("bulk-announcement on large input", () => {
  it("completes on a 1 MB adversarial line", () => {
    const code = "the following text is a whole entire repository codebase appended ".repeat(16_000);
    expect(code.length).toBeGreaterThan(1_000_000);
    runRule(rule, code);
  }, 180_000);
});
