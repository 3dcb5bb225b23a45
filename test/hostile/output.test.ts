// What reaches a terminal, a CI log or a SARIF viewer: control characters shown as visible escapes, URIs
// escaped; a file with hundreds of thousands of messages reported, not a stack overflow; positional
// paths kept as written; `__proto__` is a rule id like any other; --stdin --fix keeps the input's bytes.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { lintText } from "../../src/api.js";
import { loadFormatter, printable } from "../../src/format/index.js";
import { relativeUri } from "../../src/format/sarif.js";
import type { LintResult } from "../../src/types.js";

beforeAll(assertBuilt);

const message = (text: string, filePath = "a.md"): LintResult => ({
  filePath,
  tokens: null,
  errorCount: 1,
  warningCount: 0,
  fixableErrorCount: 0,
  fixableWarningCount: 0,
  messages: [{ ruleId: "x", concern: null, severity: 2, message: text, line: 1, column: 1, endLine: 1, endColumn: 1, range: [0, 0] }],
});
const ctx = { cwd: "/tmp", color: false, rules: [] } as never;

describe("control characters never reach the terminal raw", () => {
  const hostile = ["\x1b]0;owned\x07", "\x1b[2J\x1b[H", "\x9b31m", "a\rb", "\u202egnp.exe", "\x00\x08\x7f"];
  it.each(hostile.map((h) => [JSON.stringify(h), h]))("stylish and github escape %s in messages and file names", async (_n, h) => {
    for (const name of ["stylish", "github"]) {
      const f = await loadFormatter(name);
      const out = await f([message(`title: ${h}`, `dir/${h}.md`)], ctx);
      // eslint-disable-next-line no-control-regex
      expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
    }
  });

  it("a frontmatter value with an OSC sequence, through the built CLI", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "---\ntitle: \"\x1b]0;owned\x07\"\n---\nFix MARK.\n" });
    const r = run(["a.handoff.md", "--rule", "no-request:error"], { cwd: dir });
    // eslint-disable-next-line no-control-regex
    expect(r.stdout + r.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  });

  it("printable keeps tabs and ordinary text", () => {
    expect(printable("a\tb é ✓")).toBe("a\tb é ✓");
    expect(printable("\x1b[31m")).toBe("\\x1b[31m");
  });
});

describe("SARIF URIs", () => {
  it.each([
    ["a#b.md", "a%23b.md"],
    ["q?x.md", "q%3Fx.md"],
    ["dir/100%.md", "dir/100%25.md"],
    ["back\\slash.md", "back%5Cslash.md"],
    ["sp ace/é.md", "sp%20ace/%C3%A9.md"],
  ])("%s -> %s", (path, uri) => {
    expect(relativeUri(path, "linux")).toBe(uri);
  });
  it("a backslash is a separator on Windows", () => {
    expect(relativeUri("a\\b#.md", "win32")).toBe("a/b%23.md");
  });
});

describe("a file with a huge number of findings", () => {
  it.each([
    ["180,000 directives naming unknown rules", "Fix the loader in src/a.ts.\n" + "<!-- handoff-lint-disable-line nope -->\n".repeat(180_000)],
    ["180,000 unused disable directives", "Fix the loader in src/a.ts.\n" + "<!-- handoff-lint-disable-next-line -->\n".repeat(180_000)],
  ])("%s is reported, not a stack overflow", async (_what, text) => {
    const r = await lintText(text, { reportUnusedDisableDirectives: 1, config: { maxFileSize: 100e6 } });
    expect(r.messages.every((m) => !m.fatal)).toBe(true);
    expect(r.messages.length).toBeGreaterThanOrEqual(180_000);
    const out = await (await loadFormatter("stylish"))([r], ctx);
    expect(out.length).toBeGreaterThan(180_000);
  }, 120_000);

  it("30,000 frontmatter variables (the 300,000 of the issue take minutes in the parser: bench/hostile.mjs)", async () => {
    const text = "---\n" + Array.from({ length: 30_000 }, (_, i) => `v${i}: x`).join("\n") + "\n---\nFix the loader in src/a.ts.\n";
    const r = await lintText(text, { config: { maxFileSize: 100e6 } });
    expect(r.messages.filter((m) => m.fatal)).toEqual([]);
  }, 300_000);
});

describe("the command line", () => {
  it.each(["1e3", "0x10", "007", "1_000"])("positional %s names that file, not a number", (arg) => {
    const dir = project({ "1000": "Fix the loader in src/a.ts.\n", "16": "x\n", "7": "x\n" });
    const r = run([arg], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${arg}: no such file or directory`);
  });

  it("--rule __proto__:off is an unknown rule", () => {
    const dir = project({ "a.md": "x\n" });
    const r = run(["--rule", "__proto__:off", "a.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/__proto__: unknown rule/);
  });

  it("a config's rules naming __proto__ is an unknown rule (variant: JSON config)", () => {
    const dir = project({ ".handofflintrc.json": '{"rules":{"__proto__":"off"}}', "a.handoff.md": "x\n" });
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/__proto__/);
  });

  it.each([
    ["UTF-16 LE", (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, "utf16le")])],
    ["UTF-16 BE", (s: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(s, "utf16le").swap16()])],
    ["UTF-8 with a BOM and an invalid byte", (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s), Buffer.from([0xff, 0x0a])])],
  ])("--stdin --fix writes %s input back in its own bytes", (_what, enc) => {
    const dir = project({ ".handofflintrc.json": testRc() });
    const input = enc("Fix teh bug.\n");
    const file = join(dir, "in.bin");
    writeFileSync(file, input);
    const { spawnSync } = require("node:child_process") as typeof import("node:child_process");
    const r = spawnSync(process.execPath, [join(import.meta.dirname, "..", "..", "bin", "handoff-lint.js"), "--stdin", "--fix"], { cwd: dir, input });
    expect([...r.stdout]).toEqual([...enc("Fix the bug.\n")]);
  });
});
