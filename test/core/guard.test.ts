// The time limit of custom rules (config `timeLimit`, src/engine/guard.ts): a plugin rule that never returns
// is stopped on that file and reported once, by name; every other rule and file comes back as usual.
// Uses the BUILT library: the guard runs rules on a worker thread, which runs dist/ JavaScript
// (`npm run build` first; npm test does). Limits are small (300 ms) so the suite stays fast.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { assertBuilt, ROOT } from "../cli/helpers.js";
import { project } from "./tmp.js";
import type { RuleSetting } from "../../src/types.js";

assertBuilt();
const api = (await import(join(ROOT, "dist", "src", "api.js"))) as typeof import("../../src/api.js");

const HANG = join(ROOT, "fixtures", "core", "plugins", "hang.mjs");
const MARK = join(ROOT, "fixtures", "core", "plugins", "mark.mjs");
const LIMIT = 300;
const stoppedText = (id: string) => `Rule "${id}" did not finish within 300 ms on this file and was stopped`;
type Rules = Record<string, RuleSetting>;
const cfg = (rules: Rules, extra: Record<string, unknown> = {}) => ({ extends: [] as string[], timeLimit: LIMIT, plugins: [HANG, MARK], rules, ...extra });
const brief = (ms: Array<{ ruleId: string | null; line: number; column: number; message: string }>) => ms.map((m) => [m.ruleId, m.line, m.column, m.message]);

describe("a custom rule that never returns", () => {
  it("lintText: stopped and reported once as a fatal error of that rule; the other rules' messages are unchanged", async () => {
    const text = "# Goal\n\nHANG here, MARK there.\n\nWARNME\n";
    const rules: Rules = { "test-hang": "error", "test-mark": "error", "test-warn": "warn", "context-budget": "warn" };
    const r = await api.lintText(text, { config: cfg(rules) });
    const fatal = r.messages.filter((m) => m.fatal);
    expect(fatal).toEqual([
      { ruleId: "test-hang", concern: "facts", severity: 2, fatal: true, message: stoppedText("test-hang"), line: 1, column: 1, endLine: 1, endColumn: 1, range: [0, 0] },
    ]);
    // Everything else is what a run without the hung rule gives, in the same order.
    const without = await api.lintText(text, { config: cfg({ ...rules, "test-hang": "off" }) });
    expect(r.messages.filter((m) => !m.fatal)).toEqual(without.messages);
    expect(without.messages.map((m) => m.ruleId)).toEqual(["test-mark", "test-warn"]);
    expect(r.errorCount).toBe(without.errorCount + 1);
    expect(r.warningCount).toBe(without.warningCount);
  });

  it("two rules that hang on the same file are each stopped once; a rule that only ends its thread is named too", async () => {
    const r = await api.lintText("HANG STUCK EXIT MARK\n", { config: cfg({ "test-hang": "error", "test-stuck": "warn", "test-exit": "error", "test-mark": "error" }) });
    expect(brief(r.messages)).toEqual([
      ["test-exit", 1, 1, 'Rule "test-exit" failed on this file: it ended the worker thread (exit code 3)'],
      ["test-hang", 1, 1, stoppedText("test-hang")],
      ["test-stuck", 1, 1, stoppedText("test-stuck")],
      ["test-mark", 1, 17, "found MARK"],
    ]);
    // A stopped rule is an error whatever its configured severity: it could not do its work.
    expect(r.messages.find((m) => m.ruleId === "test-stuck")?.severity).toBe(2);
  });

  it("with fix: the fixes of the other rules are applied and the hung rule is reported once", async () => {
    const r = await api.lintText("HANG: teh plan\n", { config: cfg({ "test-hang": "error", "test-fix": "warn" }), fix: true });
    expect(r.output).toBe("HANG: the plan\n");
    expect(brief(r.messages)).toEqual([["test-hang", 1, 1, stoppedText("test-hang")]]);
  });

  it("lintFiles, with and without the worker pool: stopped only on the files where it hangs, the other files linted", async () => {
    const dir = project({
      ".handofflintrc.json": JSON.stringify({ ...cfg({ "test-hang": "error", "test-mark": "error" }), files: ["**/*.md"] }),
      "a.md": "HANG and MARK\n",
      "b.md": "TICK and MARK\n",
      "c.md": "MARK, then HANG\n",
      "d.md": "clean\n",
    });
    const expected = [
      ["a.md", [["test-hang", 1, 1, stoppedText("test-hang")], ["test-mark", 1, 10, "found MARK"]]],
      ["b.md", [["test-hang", 1, 1, "found TICK"], ["test-mark", 1, 10, "found MARK"]]],
      ["c.md", [["test-hang", 1, 1, stoppedText("test-hang")], ["test-mark", 1, 1, "found MARK"]]],
      ["d.md", []],
    ];
    const inline = await api.lintFiles(["."], { cwd: dir, workers: 0 });
    expect(inline.problems).toEqual([]);
    expect(inline.results.map((r) => [r.filePath, brief(r.messages)])).toEqual(expected);
    const pooled = await api.lintFiles(["."], { cwd: dir, workers: 2 });
    expect(pooled.results).toEqual(inline.results);
    // --fix goes through the guard too.
    const fixed = await api.lintFiles(["a.md"], { cwd: dir, fixDryRun: true, fix: true });
    expect(brief(fixed.results[0].messages)).toEqual(expected[0][1]);
  });

  it("--cache keeps no result where a rule was stopped (that depends on the load of the moment)", async () => {
    const dir = project({
      ".handofflintrc.json": JSON.stringify({ ...cfg({ "test-hang": "error", "test-mark": "error" }), files: ["**/*.md"] }),
      "a.md": "HANG and MARK\n",
      "b.md": "MARK\n",
    });
    const r = await api.lintFiles(["."], { cwd: dir, cache: true, cacheLocation: "c.json" });
    expect(r.results.map((x) => x.messages.map((m) => m.ruleId))).toEqual([["test-hang", "test-mark"], ["test-mark"]]);
    const cached = JSON.parse(readFileSync(join(dir, "c.json"), "utf8")) as { entries: Record<string, unknown> };
    expect(Object.keys(cached.entries)).toEqual([join(dir, "b.md")]);
  });
});

describe("what the limit leaves alone", () => {
  it("a custom rule that is slow but under the limit is not stopped", async () => {
    const r = await api.lintText("SLOW\n", { config: cfg({ "test-slow": ["warn", { ms: 100 }] }, { timeLimit: 1000 }) });
    expect(brief(r.messages)).toEqual([["test-slow", 1, 1, "found SLOW"]]);
  });

  it("custom rules run on a worker thread under the limit, on the main thread with timeLimit: 0", async () => {
    const on = await api.lintText("THREAD\n", { config: cfg({ "test-thread": "warn" }) });
    expect(on.messages.map((m) => m.message)).toEqual(["runs on worker"]);
    const off = await api.lintText("THREAD\n", { config: cfg({ "test-thread": "warn" }, { timeLimit: 0 }) });
    expect(off.messages.map((m) => m.message)).toEqual(["runs on main"]);
  });

  it("timeLimit must be a number of milliseconds, 0 or more", async () => {
    for (const bad of [-1, "10", null]) {
      await expect(api.lintText("x\n", { config: cfg({}, { timeLimit: bad }) as never })).rejects.toThrow(/timeLimit: must be a number of milliseconds \(0 turns the limit off\)/);
    }
  });

  it("after clearCaches() the worker reads changed config files again, as the main thread does", async () => {
    const dir = project({ ".handofflintrc.json": JSON.stringify(cfg({ "test-thread": "warn", "test-mark": "error" })) });
    const first = await api.lintText("MARK FOO THREAD\n", { filePath: "x.md", cwd: dir });
    expect(first.messages.map((m) => m.message)).toEqual(["found MARK", "runs on worker"]);
    writeFileSync(join(dir, ".handofflintrc.json"), JSON.stringify(cfg({ "test-thread": "warn", "test-mark": ["error", { word: "FOO" }] })));
    api.clearCaches();
    const second = await api.lintText("MARK FOO THREAD\n", { filePath: "x.md", cwd: dir });
    expect(second.messages.map((m) => m.message)).toEqual(["found FOO", "runs on worker"]);
  });

  it("a run without custom rules never loads the guard; one with them loads it", () => {
    // One process lints with each config in turn and says, after each, whether the guard module was loaded.
    const configs = [
      { rules: {} },
      { extends: "strict" },
      { plugins: [MARK], rules: { "test-mark": "error" }, timeLimit: 0 },
      { plugins: [MARK], rules: { "test-mark": "off" } },
      { plugins: [MARK], rules: { "test-mark": "error" } },
    ];
    const trace = join(mkdtempSync(join(tmpdir(), "hl-guard-")), "trace.txt");
    const script = `const { readFileSync } = await import("node:fs");
      const { lintText } = await import(${JSON.stringify(pathToFileURL(join(ROOT, "dist", "src", "index.js")).href)});
      for (const config of ${JSON.stringify(configs)}) {
        await lintText("MARK\\n", { config });
        console.log(readFileSync(process.env.TRACE_FILE, "utf8").includes("/dist/src/engine/guard.js"));
      }`;
    const r = spawnSync(process.execPath, ["--import", pathToFileURL(join(ROOT, "fixtures/core/trace-loads.mjs")).href, "--input-type=module", "-e", script], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, TRACE_FILE: trace },
      timeout: 30_000,
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split("\n")).toEqual(["false", "false", "false", "false", "true"]);
  });

  it("the process exits on its own after a rule was stopped (no worker left keeping it alive)", () => {
    const script = `const { lintText } = await import(${JSON.stringify(pathToFileURL(join(ROOT, "dist", "src", "index.js")).href)});
      const r = await lintText("HANG MARK\\n", { config: ${JSON.stringify(cfg({ "test-hang": "error", "test-mark": "error" }))} });
      console.log(r.messages.map((m) => m.ruleId).join(","));`;
    // The timeout only keeps a regression from hanging the suite; a process that exits by itself has status 0.
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
    expect(r.signal).toBeNull();
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe("test-hang,test-mark");
  });
});
