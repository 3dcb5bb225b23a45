import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import rule, { normalizePointer } from "../../rules/broken-pointer.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

const root = mkdtempSync(join(tmpdir(), "facts-pointer-"));
mkdirSync(join(root, ".git"));
mkdirSync(join(root, "docs", "handoffs"), { recursive: true });
mkdirSync(join(root, "src"));
writeFileSync(join(root, "docs", "setup.md"), "# setup\n");
writeFileSync(join(root, "docs", "handoffs", "notes.md"), "# notes\n");
writeFileSync(join(root, "src", "auth.ts"), "export {};\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("broken-pointer with a project root", () => {
  it("reports pointers to files that do not exist, and only those", () => {
    const text = "Read `docs/setup.md` and `docs/missing.md`, then see src/auth.ts:12 and src/session.ts.\nCreate `src/new.ts` for the parser.\n";
    const got = runRule(rule, text, { projectRoot: root, filePath: join(root, "h.md") });
    expect(got.map((m) => [m.line, m.column, m.endColumn, m.messageId])).toEqual([
      [1, 26, 43, "missing"],
      [1, 73, 87, "missing"],
    ]);
    expect(got[0].message).toMatch(/`docs\/missing\.md` does not exist/);
  });
  it("resolves markdown links from the handoff's own folder", () => {
    const text = "See [the notes](notes.md) and [the plan](plan.md).\n";
    const got = runRule(rule, text, { projectRoot: root, filePath: join(root, "docs", "handoffs", "h.md") });
    expect(got.map((m) => [m.line, m.column, m.message.includes("plan.md")])).toEqual([[1, 31, true]]);
  });
  it("stays silent with no project root", () => {
    expect(runRule(rule, "Read `docs/missing.md` first.\n")).toEqual([]);
  });
  it("leaves globs, slots, URLs, home and absolute paths alone", () => {
    expect(normalizePointer("docs/*.md")).toBeNull();
    expect(normalizePointer("{{spec_path}}")).toBeNull();
    expect(normalizePointer("https://example.com/a.md")).toBeNull();
    expect(normalizePointer("~/notes.md")).toBeNull();
    expect(normalizePointer("/etc/hosts")).toBeNull();
    expect(normalizePointer("src/auth.ts:12-20")).toBe("src/auth.ts");
    expect(normalizePointer("./docs/setup.md#install")).toBe("docs/setup.md");
  });
});

ruleTester(rule, {
  valid: [
    { name: "known files given by the caller", code: "Read `docs/setup.md` first.\n", options: { knownFiles: ["docs/setup.md"] } },
    { name: "a file to create", code: "Write the plan to `docs/plan.md`.\n", options: { knownFiles: [] } },
    { name: "a folder that exists", code: "See `docs/` for the guides.\n", options: { knownFiles: ["docs/setup.md"] } },
  ],
  invalid: [
    {
      code: "Read `docs/setup.md`, then consult `docs/api.md`.\n",
      options: { knownFiles: ["docs/setup.md"] },
      errors: [{ messageId: "missing", line: 1, column: 36, endColumn: 49 }],
    },
  ],
});
