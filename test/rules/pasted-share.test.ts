import { describe, expect, it } from "vitest";
import rule from "../../rules/pasted-share.js";
import { lintWithConfig } from "../../src/engine/lint.js";
import { configFor, ruleTester, runRule } from "../helpers/rule-tester.js";

const fence = (name: string, n: number) =>
  "```ts\n// services/" + name + ".ts\n" + Array.from({ length: n }, (_, i) => `export const ${name}${i} = await db.from("${name}").select("*").eq("id", ${i});`).join("\n") + "\n```\n";

ruleTester(rule, {
  valid: [
    {
      // a flow the writer drew explains the protocol; nothing pulls it from a file
      name: "drawn flows",
      code: "You research before the builder builds.\n\n" + Array.from({ length: 4 }, (_, k) => "```\n" + Array.from({ length: 12 }, (_, i) => `├── step ${k}.${i}: search the node docs → note what the builder needs`).join("\n") + "\n```\n").join("\n"),
    },
    { name: "one short error in a short handoff", code: "Fix it.\n\n```\nTypeError: cannot read properties of undefined (reading 'id')\n```\n" },
    { name: "material under half", code: `${"Goal: move the services to the new schema so the dashboard ships. ".repeat(60)}\n\n${fence("cvs", 20)}` },
    { name: "tables are not counted", code: `Do these:\n\n| Task | Owner |\n| --- | --- |\n${Array.from({ length: 80 }, (_, i) => `| Update handler ${i} and its tests | team ${i % 3} |`).join("\n")}\n` },
  ],
  invalid: [
    {
      name: "six pasted files",
      code: `Make these work.\n\n${["cvs", "jobs", "users", "courses", "payments", "reviews"].map((n) => fence(n, 12)).join("\n")}`,
      errors: [{ messageId: "share", line: 3, column: 1, message: /^\d+% of this handoff \(\d+ of \d+ tokens, in 6 blocks\) is pasted material/ }],
    },
    {
      name: "share option",
      code: `${"Goal: move the services to the new schema so the dashboard ships. ".repeat(30)}\n\n${fence("cvs", 40)}`,
      options: { maxShare: 0.3, minTokens: 100 },
      errors: [{ messageId: "share", line: 3 }],
    },
  ],
});

describe("pasted-share on large input", () => {
  it("completes on a 1 MB adversarial input", () => {
    const code = ("```json\n" + '{"a": [1, 2, {"b": "c"}]}\n'.repeat(400) + "```\n").repeat(100);
    expect(code.length).toBeGreaterThan(1_000_000);
    expect(runRule(rule, code).length).toBe(1);
  }, 180_000);
});

describe("pasted-share decides without the tokenizer when the bounds settle it", () => {
  const lint = (code: string) => lintWithConfig(code, configFor(rule), { filePath: null });
  it("material over the floor in bytes but clearly under half: no report, tokenizer not loaded", () => {
    // 1,750 bytes of code against 2,600 words of prose: the bytes above and the words below settle the share.
    const r = lint(`${"Goal: move the services to the new schema so the dashboard ships on time. ".repeat(200)}\n\n${fence("cvs", 25)}`);
    expect(r.messages).toEqual([]);
    expect(r.document!.tokens.loaded).toBe(false);
  });
  it("a report still carries exact counts", () => {
    const r = lint(`Make these work.\n\n${["cvs", "jobs", "users", "courses"].map((n) => fence(n, 12)).join("\n")}`);
    const doc = r.document!;
    expect(r.messages).toHaveLength(1);
    const total = doc.tokens.total();
    expect(r.messages[0].message).toContain(`of ${total} tokens`);
  });
});

// Short snippets set in the writer's prose illustrate it; the same snippets back to back are a dump (texts of my own).
ruleTester(rule, {
  valid: [
    {
      name: "snippets between paragraphs",
      code: Array.from({ length: 6 }, (_, k) => `Step ${k + 1} wires the ${["cvs", "jobs", "users", "courses", "payments", "reviews"][k]} service to the new schema; the query below is the one to keep, and the test for it goes next to it.\n\n${fence(["cvs", "jobs", "users", "courses", "payments", "reviews"][k], 12)}`).join("\n"),
    },
  ],
  invalid: [
    {
      name: "the same snippets back to back",
      code: `Make these work.\n\n${["cvs", "jobs", "users", "courses", "payments", "reviews"].map((n) => fence(n, 12)).join("\n")}\nThe step for each is to wire it to the new schema.\n`,
      errors: [{ messageId: "share" }],
    },
  ],
});
