// Output formats: stylish (for people), json (the measurement contract of DESIGN.md), github
// (workflow annotations) and sarif 2.1.0 (validated with Microsoft's SARIF multitool).
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, json, ROOT, run, testRc } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const dir = project({
  ".handofflintrc.json": testRc(),
  "a.handoff.md": "# Goal\n\nMARK here.\n\nWARNME 🎉 MARK\n",
  "b.handoff.md": "clean\n",
  "c.handoff.md": "WARNME\n",
});

describe("stylish", () => {
  it("groups by file, shows position, severity, message, rule id and concern, and a summary", () => {
    const r = run(["a.handoff.md", "b.handoff.md", "c.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        "",
        "a.handoff.md",
        "  3:1   error    found MARK                            test-mark (facts)",
        "  5:1   warning  found WARNME, write the goal instead  test-warn (intent)",
        "  5:11  error    found MARK                            test-mark (facts)",
        "",
        "c.handoff.md",
        "  1:1  warning  found WARNME, write the goal instead  test-warn (intent)",
        "",
        "\u2716 4 problems (2 errors, 2 warnings)",
        "",
      ].join("\n"),
    );
    expect(r.stdout).not.toContain("b.handoff.md");
  });

  it("prints nothing at all on a clean run", () => {
    expect(run(["b.handoff.md"], { cwd: dir })).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  const hasScript = spawnSync("script", ["--version"]).status === 0;
  const inTty = (env: string) =>
    spawnSync("script", ["-q", "-e", "-c", `${env} ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} a.handoff.md`, "/dev/null"], { cwd: dir, encoding: "utf8" }).stdout;

  it.skipIf(!hasScript)("uses colour on a TTY only, and never with NO_COLOR", () => {
    expect(inTty("env -u NO_COLOR")).toContain("\x1b[31merror");
    expect(inTty("env NO_COLOR=1")).not.toContain("\x1b[");
    expect(inTty("env NO_COLOR=1")).toContain("found MARK");
    expect(run(["a.handoff.md"], { cwd: dir }).stdout).not.toContain("\x1b[");
    expect(run(["a.handoff.md", "--color"], { cwd: dir }).stdout).toContain("\x1b[");
    expect(run(["a.handoff.md", "--color"], { cwd: dir, env: { NO_COLOR: "1" } }).stdout).not.toContain("\x1b[");
  });
});

describe("json", () => {
  it("follows the contract: one entry per file in order, tokens per file, concern on every message", () => {
    const r = run(["-f", "json", "a.handoff.md", "b.handoff.md", "c.handoff.md"], { cwd: dir });
    const out = JSON.parse(r.stdout);
    expect(Array.isArray(out)).toBe(true);
    expect(out.map((f: { filePath: string }) => f.filePath)).toEqual(["a.handoff.md", "b.handoff.md", "c.handoff.md"]);
    for (const f of out) {
      expect(typeof f.tokens).toBe("number");
      expect(f.tokens).toBeGreaterThan(0);
      expect(typeof f.errorCount).toBe("number");
      expect(typeof f.warningCount).toBe("number");
      for (const m of f.messages) {
        expect(Object.keys(m)).toEqual(expect.arrayContaining(["ruleId", "concern", "severity", "message", "line", "column", "endLine", "endColumn"]));
        expect([1, 2]).toContain(m.severity);
        expect(m.concern).not.toBeUndefined();
      }
    }
    expect(out[0].messages[2]).toMatchObject({ ruleId: "test-mark", concern: "facts", severity: 2, message: "found MARK", line: 5, column: 11, endLine: 5, endColumn: 15 });
    expect(out[0]).toMatchObject({ errorCount: 2, warningCount: 1 });
    expect(out[1]).toMatchObject({ tokens: 2, messages: [], errorCount: 0, warningCount: 0 });
  });

  const score = join(ROOT, "..", "shared", "eval", "score.mjs");
  it.skipIf(!existsSync(score))("the shared scorer still runs on it", () => {
    const r = spawnSync(process.execPath, [score], { cwd: ROOT, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/macro F1\s+\d/);
  });
});

describe("github", () => {
  it("prints one workflow command per message, escaped", () => {
    const d = project({ ".handofflintrc.json": testRc({ rules: { "test-mark": ["error", { word: "a:b,c%d" }] } }), "x,y:z.handoff.md": "see a:b,c%d\n" });
    const r = run(["-f", "github", "x,y:z.handoff.md"], { cwd: d });
    expect(r.stdout).toBe("::error file=x%2Cy%3Az.handoff.md,line=1,col=5,endLine=1,endColumn=12,title=test-mark::found a:b,c%25d (facts)\n");
    const r2 = run(["-f", "github", "c.handoff.md", "b.handoff.md"], { cwd: dir });
    expect(r2.stdout).toBe("::warning file=c.handoff.md,line=1,col=1,endLine=1,endColumn=7,title=test-warn::found WARNME, write the goal instead (intent)\n");
    expect(run(["-f", "github", "b.handoff.md"], { cwd: dir }).stdout).toBe("");
  });
});

describe("sarif", () => {
  const tool = join(ROOT, "node_modules", ".bin", "sarif-multitool");
  const native = join(ROOT, "node_modules", "@microsoft", "sarif-multitool-linux", "Sarif.Multitool");
  const available = existsSync(tool) && (process.platform !== "linux" || existsSync(native));

  it("has a run with rules (help URIs) and results with regions", () => {
    const r = run(["-f", "sarif", "a.handoff.md", "c.handoff.md"], { cwd: dir });
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe("2.1.0");
    const run0 = log.runs[0];
    expect(run0.tool.driver.name).toBe("handoff-lint");
    expect(run0.tool.driver.rules.map((x: { id: string }) => x.id)).toEqual(["test-mark", "test-warn"]);
    for (const rule of run0.tool.driver.rules) expect(rule.helpUri).toMatch(/^https:\/\/example\.com\/handoff-lint-tests\/test-(mark|warn)\.md$/);
    expect(run0.results).toHaveLength(4);
    expect(run0.results[2]).toMatchObject({
      ruleId: "test-mark",
      level: "error",
      locations: [{ physicalLocation: { artifactLocation: { uri: "a.handoff.md", uriBaseId: "%SRCROOT%" }, region: { startLine: 5, startColumn: 11, endLine: 5, endColumn: 15 } } }],
    });
  });

  it.skipIf(!available)("passes Microsoft's SARIF validator against the 2.1.0 schema", () => {
    // npm 11 may skip the package's postinstall chmod; make the native binary executable.
    if (process.platform === "linux" && existsSync(native)) chmodSync(native, 0o755);
    const d = project({ ".handofflintrc.json": testRc({ rules: { "context-budget": ["warn", { budget: 1 }] } }), "dir with space/a b.handoff.md": "---\nbad: [\n---\nMARK WARNME\n", "ok.handoff.md": "x\n" });
    const r = run(["-f", "sarif", "-o", "out.sarif", "."], { cwd: d });
    expect(r.code).toBe(1);
    const log = JSON.parse(readFileSync(join(d, "out.sarif"), "utf8"));
    expect(log.runs[0].results.length).toBeGreaterThanOrEqual(4);
    const budget = log.runs[0].tool.driver.rules.find((x: { id: string }) => x.id === "context-budget");
    expect(budget.helpUri).toMatch(/^https:\/\/.+\/docs\/rules\/context-budget\.md$/);
    expect(budget.properties.concern).toBe("budget");
    const v = spawnSync(tool, ["validate", join(d, "out.sarif"), "-o", join(d, "validation.sarif"), "--log", "ForceOverwrite"], { encoding: "utf8" });
    expect(v.status, v.stdout + v.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(d, "validation.sarif"), "utf8"));
    const problems = report.runs[0].results.filter((x: { level?: string }) => x.level === "error" || x.level === undefined || x.level === "warning");
    expect(problems.map((x: { ruleId: string; message: unknown }) => `${x.ruleId} ${JSON.stringify(x.message)}`)).toEqual([]);
    // an empty run is valid too
    writeFileSync(join(d, "clean.handoff.md"), "x\n");
    run(["-f", "sarif", "-o", "empty.sarif", "clean.handoff.md"], { cwd: d });
    const v2 = spawnSync(tool, ["validate", join(d, "empty.sarif"), "-o", join(d, "v2.sarif"), "--log", "ForceOverwrite"], { encoding: "utf8" });
    expect(v2.status).toBe(0);
    expect(JSON.parse(readFileSync(join(d, "v2.sarif"), "utf8")).runs[0].results.filter((x: { level?: string }) => x.level !== "note")).toEqual([]);
  });
});

void json;
