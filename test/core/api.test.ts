// The library API: lintText and lintFiles, exported from src/index.ts with their types, give the same
// results as the CLI for the same file.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as lib from "../../src/index.js";
import type { LintFilesOptions, LintFilesResult, LintResult, LintTextOptions } from "../../src/index.js";
import { PLUGIN, ROOT } from "./util.js";
import { project } from "./tmp.js";

const rc = JSON.stringify({ plugins: [PLUGIN], rules: { "test-mark": "error", "test-warn": "warn" } });
const TEXT = "---\nbad: [\n---\n# Goal\r\n\r\nMARK WARNME 🎉 MARK\r\n<!-- handoff-lint-disable-next-line test-warn -->\r\nWARNME\r\n";

describe("library API", () => {
  it("exports lintText, lintFiles and their option/result types", () => {
    expect(typeof lib.lintText).toBe("function");
    expect(typeof lib.lintFiles).toBe("function");
    expectTypeOf(lib.lintText).parameters.toEqualTypeOf<[string, LintTextOptions?]>();
    expectTypeOf(lib.lintText).returns.resolves.toEqualTypeOf<LintResult>();
    expectTypeOf(lib.lintFiles).parameters.toEqualTypeOf<[string[], LintFilesOptions?]>();
    expectTypeOf(lib.lintFiles).returns.resolves.toEqualTypeOf<LintFilesResult>();
  });

  it("lintText with a config object, no file on disk needed", async () => {
    const r = await lib.lintText("Goal: fix a MARK now.\n", { config: { plugins: [PLUGIN], rules: { "test-mark": "warn" } } });
    expect(r.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.endColumn])).toEqual([["test-mark", 1, 1, 13, 17]]);
    expect(r).toMatchObject({ filePath: "<text>", errorCount: 0, warningCount: 1, tokens: null });
  });

  it("lintText finds the config from filePath; a bad config rejects with a ConfigError", async () => {
    const dir = project({ ".handofflintrc.json": rc, "bad/.handofflintrc.json": "{" });
    const r = await lib.lintText("Goal: fix MARK now.\n", { filePath: join(dir, "x.md") });
    expect(r.errorCount).toBe(1);
    await expect(lib.lintText("Goal: fix MARK now.\n", { filePath: join(dir, "bad/x.md") })).rejects.toBeInstanceOf(lib.ConfigError);
  });

  it("lintText, lintFiles and the CLI give the same messages for the same file", async () => {
    const dir = project({ ".handofflintrc.json": rc, "a.handoff.md": TEXT });
    const viaText = await lib.lintText(TEXT, { filePath: "a.handoff.md", cwd: dir, countTokens: true });
    const viaFiles = await lib.lintFiles(["a.handoff.md"], { cwd: dir, countTokens: true });
    expect(viaFiles.problems).toEqual([]);
    expect(viaFiles.results).toHaveLength(1);
    expect(viaFiles.results[0]).toEqual(viaText);
    const cli = spawnSync(process.execPath, [join(ROOT, "bin/handoff-lint.js"), "-f", "json", "a.handoff.md"], { cwd: dir, encoding: "utf8" });
    const out = JSON.parse(cli.stdout)[0];
    const pick = (o: object) => {
      const m = o as Record<string, unknown>;
      return { ruleId: m.ruleId, concern: m.concern, severity: m.severity, message: m.message, line: m.line, column: m.column, endLine: m.endLine, endColumn: m.endColumn };
    };
    expect(out.messages.map(pick)).toEqual(viaText.messages.map(pick));
    expect([out.filePath, out.tokens, out.errorCount, out.warningCount]).toEqual([viaText.filePath, viaText.tokens, viaText.errorCount, viaText.warningCount]);
    expect(viaText.messages.map((m) => [m.ruleId, m.line])).toEqual([
      [null, 2], // malformed frontmatter, at its line
      ["unfit-handoff", 4], // the plugin rules' findings are in two concerns of a short text: the verdict counts them
      ["test-mark", 6],
      ["test-warn", 6],
      ["test-mark", 6],
    ]);
  });

  it("lintFiles never throws for one bad file: problems are listed, the rest linted", async () => {
    const dir = project({ ".handofflintrc.json": rc, "a.handoff.md": "Goal: fix MARK now.\n" });
    const seen: string[] = [];
    const r = await lib.lintFiles(["missing.md", "a.handoff.md", "none/*.md"], { cwd: dir, onProblem: (p) => seen.push(p.filePath) });
    expect(r.results.map((x) => x.filePath)).toEqual(["a.handoff.md"]);
    expect(r.problems.map((p) => [p.filePath, p.kind])).toEqual([
      ["missing.md", "error"],
      ["none/*.md", "error"],
    ]);
    expect(seen).toEqual(["missing.md", "none/*.md"]);
    const quiet = await lib.lintFiles(["none/*.md"], { cwd: dir, errorOnUnmatchedPattern: false });
    expect(quiet.problems).toEqual([]);
  });

  it("lintText with fix returns the fixed output", async () => {
    const r = await lib.lintText("teh end\r\n", { config: { extends: [], plugins: [PLUGIN], rules: { "test-fix": "warn" } } });
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0].fix).toEqual({ range: [0, 3], text: "the" });
    const f = await lib.lintText("teh end\r\nTWO-LINES\r\n", { fix: true, config: { extends: [], plugins: [PLUGIN], rules: { "test-fix": "warn" } } });
    expect(f.output).toBe("the end\r\nline one\r\nline two\r\n");
    expect(f.messages).toEqual([]);
  });

  it("a rule that throws becomes a fatal message for that file", async () => {
    const r = await lib.lintText("Goal: BOOM now.\n", { config: { plugins: [PLUGIN], rules: { "test-throw": "error", "test-mark": "error" } } });
    expect(r.messages.map((m) => [m.ruleId, m.fatal])).toEqual([["test-throw", true]]);
  });
});

describe("timing", () => {
  it("lintText and lintFiles add up milliseconds per rule and for the parse, and return the same results", async () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nFix the flaky test in `src/a.ts` as we discussed.\n", "b.handoff.md": "Continue.\n" });
    const timing = new Map<string, number>();
    const plain = await lib.lintText("Continue.\n", { cwd: dir });
    const timed = await lib.lintText("Continue.\n", { cwd: dir, timing });
    expect(timed).toEqual(plain);
    expect(timing.has("(parse)")).toBe(true);
    expect(timing.has("assumed-shared-history")).toBe(true);
    const before = timing.get("(parse)")!;
    // workers are asked for, but timings are added up on this thread, so none start
    const files = await lib.lintFiles(["."], { cwd: dir, timing, workers: 2 });
    expect(files.results.map((r) => r.filePath)).toEqual(["a.handoff.md", "b.handoff.md"]);
    expect(files).toEqual(await lib.lintFiles(["."], { cwd: dir }));
    expect(timing.get("(parse)")!).toBeGreaterThan(before);
    for (const ms of timing.values()) expect(ms).toBeGreaterThanOrEqual(0);
  });
});
