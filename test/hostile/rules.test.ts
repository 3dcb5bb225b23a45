// Custom rules and configs that misbehave: each failure is one message naming the rule (or the config
// file) and the reason, the other rules' results come back, and no stack trace reaches the user.
// A custom rule that never returns (or ends its thread) is stopped by the per-file time limit, `timeLimit`,
// which runs custom rules on a worker thread: tested in test/core/guard.test.ts (API: lintText, lintFiles
// with and without the pool, --fix) and test/cli/guard.test.ts (CLI, --stdin). This file imports src/,
// where no compiled worker exists, so the rules here run inline as they did before.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { assertBuilt, json, run } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { PLUGIN } from "../core/util.js";

beforeAll(assertBuilt);
const BAD = join(import.meta.dirname, "..", "..", "fixtures", "hostile", "plugins", "bad-rules.mjs");
const noStack = (s: string) => expect(s).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe("a custom rule that fails", () => {
  it("each failure is one fatal message naming the rule; the other rules still report", async () => {
    const rules = { "bad-type-error": "error", "bad-throws-null": "error", "bad-recurse": "error", "bad-unknown-id": "error", "test-mark": "error" } as const;
    const r = await lintText("A MARK here.\n", { config: { plugins: [BAD, PLUGIN], rules } });
    const fatal = r.messages.filter((m) => m.fatal).map((m) => [m.ruleId, m.line, m.column]);
    expect(fatal).toEqual([
      ["bad-recurse", 1, 1],
      ["bad-throws-null", 1, 1],
      ["bad-type-error", 1, 1],
      ["bad-unknown-id", 1, 1],
    ]);
    const text = Object.fromEntries(r.messages.filter((m) => m.fatal).map((m) => [m.ruleId, m.message]));
    expect(text["bad-type-error"]).toMatch(/^Rule "bad-type-error" failed on this file: Cannot read properties of undefined/);
    expect(text["bad-throws-null"]).toBe('Rule "bad-throws-null" failed on this file: null');
    expect(text["bad-recurse"]).toBe('Rule "bad-recurse" failed on this file: Maximum call stack size exceeded');
    expect(text["bad-unknown-id"]).toBe('Rule "bad-unknown-id" failed on this file: rule "bad-unknown-id" reported unknown messageId "nope"');
    expect(r.messages.filter((m) => m.ruleId === "test-mark").map((m) => [m.line, m.column])).toEqual([[1, 3]]);
  });

  it("ranges that are not ranges are clamped into the text", async () => {
    const text = "abc\ndef\n";
    const r = await lintText(text, { config: { extends: [], plugins: [BAD], rules: { "bad-ranges": "error" } } });
    const got = r.messages.map((m) => JSON.stringify([m.range, m.line, m.column, m.endLine, m.endColumn])).sort();
    // (the four reports that clamp to [0, 0] are one finding: the engine drops exact repeats)
    expect(got).toEqual(
      [
      [[0, 0], 1, 1, 1, 1],
      [[0, 2], 1, 1, 1, 3],
      [[0, text.length], 1, 1, 3, 1],
      [[8, 8], 3, 1, 3, 1],
      ]
        .map((x) => JSON.stringify(x))
        .sort(),
    );
  });

  it("through the CLI: one line per failure naming rule and file, the other files and rules linted, no stack", () => {
    const dir = project({ ".handofflintrc.json": json({ plugins: [BAD, PLUGIN], rules: { "bad-type-error": "error", "test-mark": "error" } }), "a.handoff.md": "MARK\n", "b.handoff.md": "MARK\n" });
    const r = run(["a.handoff.md", "b.handoff.md"], { cwd: dir });
    noStack(r.stderr + r.stdout);
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n").filter((l) => /bad-type-error|test-mark/.test(l));
    expect(lines.filter((l) => l.includes("bad-type-error"))).toHaveLength(2);
    expect(lines.filter((l) => l.includes("test-mark"))).toHaveLength(2);
    expect(r.stdout).toContain("a.handoff.md");
    expect(r.stdout).toContain("b.handoff.md");
  });
});

describe("fixes that cannot be trusted", () => {
  it("a fix without a numeric range or a text is dropped; --fix leaves the file as it was", () => {
    const dir = project({ ".handofflintrc.json": json({ extends: [], plugins: [BAD], rules: { "bad-fixes": "error" } }), "a.handoff.md": "Keep this text.\n" });
    const before = statSync(join(dir, "a.handoff.md")).ino;
    const r = run(["--fix", "-f", "json", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as Array<{ messages: Array<{ fix?: unknown }> }>;
    // three reports at one range with one message, each with its bad fix dropped: one finding (exact repeats are dropped)
    expect(out[0].messages).toHaveLength(1);
    expect(out[0].messages.every((m) => m.fix === undefined)).toBe(true);
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe("Keep this text.\n");
    expect(statSync(join(dir, "a.handoff.md")).ino).toBe(before);
  });

  it("overlapping fixes: one per pass, and a second --fix changes nothing", () => {
    const dir = project({ ".handofflintrc.json": json({ extends: [], plugins: [BAD], rules: { "bad-overlap": "warn" } }), "a.handoff.md": "An OVERLAP here.\r\n" });
    const first = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(first.code).toBe(0);
    const once = readFileSync(join(dir, "a.handoff.md"));
    expect(once.toString("utf8")).toBe("An over here.\r\n");
    const ino = statSync(join(dir, "a.handoff.md")).ino;
    const second = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(second.code).toBe(0);
    expect(readFileSync(join(dir, "a.handoff.md")).equals(once)).toBe(true);
    expect(statSync(join(dir, "a.handoff.md")).ino).toBe(ino); // not even rewritten
  });
});

describe("configs that fail", () => {
  it("invalid YAML in a file reached through extends names that file and its line", () => {
    const dir = project({ ".handofflintrc.json": json({ extends: ["./base.yaml"] }), "base.yaml": "rules:\n  context-budget: warn\n  bad: [\n", "a.handoff.md": "Fix it.\n" });
    const r = run(["a.handoff.md"], { cwd: dir });
    noStack(r.stderr);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/base\.yaml: configuration error: invalid YAML at line 4, column 1: /);
    expect(r.stderr).toContain("a.handoff.md: not linted: its configuration");
  });

  it("a plugin that throws when loaded: one line naming the config and the plugin, exit 2", () => {
    const dir = project({ ".handofflintrc.json": json({ plugins: ["./p.mjs"] }), "p.mjs": "throw new TypeError('plugin exploded');\n", "a.handoff.md": "Fix it.\n" });
    const r = run(["a.handoff.md"], { cwd: dir });
    noStack(r.stderr);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('plugins: cannot load "./p.mjs": plugin exploded');
  });

  it("a config that is not an object, or a JSON array, is an error naming the file", () => {
    for (const body of ["[]", "42", '"rules"', "null", "true"]) {
      const dir = project({ ".handofflintrc.json": body, "a.handoff.md": "Fix it.\n" });
      const r = run(["a.handoff.md"], { cwd: dir });
      noStack(r.stderr);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(".handofflintrc.json: configuration error: must be a JSON object of settings");
    }
  });
});
