// `handoff-lint audit` through the built CLI: each dispatch at its line in the log, findings at their place
// in the prompt, a summary per session; json and sarif as elsewhere.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const BIN = join(ROOT, "bin", "handoff-lint.js");
if (!existsSync(join(ROOT, "dist", "src", "cli", "audit.js"))) throw new Error("dist/ is missing or stale: run `npm run build` first (npm test does it)");

const T = "fixtures/transcripts";
function audit(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, "audit", ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const json = (files: string[]) => JSON.parse(audit(["--format", "json", ...files.map((f) => `${T}/${f}`)]).stdout) as any[];

describe("handoff-lint audit", () => {
  it("reports the dispatches of real transcripts at their lines, with the sub-agent logs beside them", () => {
    const [main, sub, other] = json(["spotter-fa812bfe.jsonl", "spotter-subagent.jsonl"]);
    expect(main.filePath).toBe(`${T}/spotter-fa812bfe.jsonl`);
    expect(main.dispatches.map((d: any) => [d.line, d.tool, d.label, d.retryOf])).toEqual([
      [12, "Task", "Explore existing codebase", null],
      [167, "Task", "Explore sync and transcript code", null],
    ]);
    expect(sub.filePath).toBe(`${T}/spotter-fa812bfe/subagents/agent-a93ccab.jsonl`);
    expect(sub.summary.dispatches).toBe(0);
    expect(other.dispatches.map((d: any) => d.line)).toEqual([27]);
    for (const d of [...main.dispatches, ...other.dispatches]) expect(d.tokens).toBeGreaterThan(100);
    expect(main.summary.tokensDispatched).toBe(main.dispatches[0].tokens + main.dispatches[1].tokens);
    expect(main.summary.retries).toBe(0);
  });

  it("finds the retries, and flags the one that does not say what failed", () => {
    const [s] = json(["retry-failed.jsonl"]);
    expect(s.dispatches.map((d: any) => [d.line, d.retryOf?.line ?? null, d.messages.map((m: any) => m.ruleId)])).toEqual([
      [4, null, []],
      [7, 4, ["unexplained-retry"]],
      [9, 7, []],
    ]);
    expect(s.dispatches[1].messages[0]).toMatchObject({ line: 1, column: 1, severity: 2 });
    expect(s.summary).toEqual({ dispatches: 3, flagged: 1, flaggedByConcern: { context: 1 }, tokensDispatched: s.summary.tokensDispatched, retries: 2, unexplainedRetries: 1 });
  });

  it("gives a Codex log's findings at their column in the prompt", () => {
    const [s] = json(["codex-retry.jsonl"]);
    const fact = s.dispatches[2].messages.find((m: any) => m.ruleId === "omitted-parent-fact");
    expect([s.dispatches[2].line, fact.line, fact.column, fact.endColumn]).toEqual([11, 1, 6, 18]);
    expect(fact.fix).toEqual({ range: [17, 17], text: " (`https://labels.staging.example/v1/labels`)" });
  });

  it("no history findings for a fork", () => {
    const [s] = json(["fork-of-failed.jsonl"]);
    expect(s.summary.retries).toBe(0);
    expect(s.dispatches.flatMap((d: any) => d.messages.map((m: any) => m.ruleId))).toEqual([]);
  });

  it("prints each dispatch at its log line and a summary per session (stylish), and exits 1 on an error", () => {
    const r = audit([`${T}/retry-failed.jsonl`]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${T}/retry-failed.jsonl:7 Task "Port dates.ts to Temporal"\n  1:1  error  This dispatch gives again the task of "Port dates.ts to Temporal" (line 4 of the session log)`);
    expect(r.stdout).toMatch(/fixtures\/transcripts\/retry-failed\.jsonl: 3 dispatches, 1 flagged \(context 1\), \d+ tokens dispatched, 2 retries \(1 unexplained\)\n$/);
  });

  it("sarif puts each finding at the dispatch's line in the log, and says where in the prompt", () => {
    const log = JSON.parse(audit(["-f", "sarif", `${T}/retry-failed.jsonl`]).stdout);
    const [res] = log.runs[0].results;
    expect(res.ruleId).toBe("unexplained-retry");
    expect(res.locations[0].physicalLocation.region.startLine).toBe(7);
    expect(res.locations[0].physicalLocation.artifactLocation.uri).toBe(`${T}/retry-failed.jsonl`);
    expect(res.message.text).toMatch(/^Task "Port dates\.ts to Temporal", prompt 1:1: /);
  });

  it("names a log outside the current folder by its absolute path", () => {
    const dir = mkdtempSync(join(tmpdir(), "hl-audit-"));
    const file = join(dir, "session.jsonl");
    copyFileSync(join(ROOT, T, "retry-failed.jsonl"), file);
    const [s] = JSON.parse(audit(["--format", "json", file]).stdout);
    expect(s.filePath).toBe(file);
    expect(s.dispatches[1].filePath).toBe(`${file}:7 Task "Port dates.ts to Temporal"`);
  });

  it("exits 2 for a log it cannot read, and on usage errors", () => {
    expect(audit([`${T}/nope.jsonl`]).code).toBe(2);
    expect(audit([]).code).toBe(2);
    expect(audit(["-f", "github", `${T}/retry-failed.jsonl`]).code).toBe(2);
  });
});
