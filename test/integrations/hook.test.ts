// `handoff-lint hook claude-code`: recorded PreToolUse payloads through the built CLI, as Claude Code runs it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, FIXTURES, PROJECT } from "./helpers.js";

const HOOK = join(FIXTURES, "hook");
/** A recorded payload, with its `cwd` moved to the fixture project (recorded elsewhere). */
const payload = (name: string, cwd = PROJECT) => {
  const p = JSON.parse(readFileSync(join(HOOK, name), "utf8")) as Record<string, unknown>;
  p.cwd = cwd;
  return JSON.stringify(p);
};
const hook = (input: string, flags: string[] = []) => cli(["hook", "claude-code", ...flags], { input, cwd: PROJECT });

describe("hook claude-code", () => {
  it("blocks a Task dispatch with an error-level problem: exit 2, the problems on stderr for the model", async () => {
    const r = await hook(payload("task-over-budget.json"));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('handoff-lint stopped this Task dispatch "Migrate orders table"');
    expect(r.stderr).toMatch(/Your handoff is over its token budget: .*pointers/);
    expect(r.stderr).toMatch(/- line \d+:\d+ error \[context-budget\]: This handoff is \d+ tokens, over the budget of 60/);
    expect(r.stderr).toContain("then dispatch again");
  });

  it("reports the same problems as the CLI on the same text", async () => {
    const text = (JSON.parse(payload("task-over-budget.json")) as { tool_input: { prompt: string } }).tool_input.prompt;
    const viaCli = JSON.parse((await cli(["--format", "json", "--stdin"], { input: text, cwd: PROJECT })).stdout) as Array<{ messages: Array<{ ruleId: string; line: number; column: number; severity: number; message: string }> }>;
    const r = await hook(payload("task-over-budget.json"));
    const errors = viaCli[0].messages.filter((m) => m.severity === 2);
    expect(errors.length).toBeGreaterThan(0);
    for (const m of errors) expect(r.stderr).toContain(`- line ${m.line}:${m.column} error [${m.ruleId}]: ${m.message}`);
  });

  it("lets a good Agent dispatch through silently", async () => {
    const r = await hook(payload("agent-good.json"));
    expect(r).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("passes other tools through without reading their input", async () => {
    const r = await hook(payload("bash.json"));
    expect(r).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("blocks on warnings only with --block-on warn", async () => {
    const byDefault = await hook(payload("task-warning.json"));
    expect(byDefault).toMatchObject({ code: 0, stderr: "" });
    const strict = await hook(payload("task-warning.json"), ["--block-on", "warn"]);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toMatch(/warning \[test-fixable-marker\]/);
  });

  it("takes the budget from the nearest config, and --budget over it", async () => {
    // The good prompt fits the fixture config's budget of 60 tokens, not one of 10.
    const r = await hook(payload("agent-good.json"), ["--budget", "10"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/over the budget of 10/);
  });

  it("fails open on malformed JSON by default, closed with --fail-closed", async () => {
    const malformed = readFileSync(join(HOOK, "malformed.json"), "utf8");
    const open = await hook(malformed);
    expect(open.code).toBe(0);
    expect(open.stderr).toMatch(/hook payload is not JSON .*not checked, the dispatch goes ahead/);
    const closed = await hook(malformed, ["--fail-closed"]);
    expect(closed.code).toBe(2);
    expect(closed.stderr).toMatch(/not JSON .*blocked \(--fail-closed\)/);
  });

  it("fails open on an oversized payload, closed with --fail-closed", async () => {
    const big = payload("task-over-budget.json");
    const open = await hook(big, ["--max-bytes", "100"]);
    expect(open.code).toBe(0);
    expect(open.stderr).toMatch(/over --max-bytes 100; not checked/);
    const closed = await hook(big, ["--max-bytes", "100", "--fail-closed"]);
    expect(closed.code).toBe(2);
  });

  it("fails open when the project's config is broken, closed with --fail-closed", async () => {
    const broken = payload("task-over-budget.json", join(FIXTURES, "broken"));
    const open = await hook(broken);
    expect(open.code).toBe(0);
    expect(open.stderr).toMatch(/could not lint \(.*budgte.*unknown key.*\); not checked/);
    const closed = await hook(broken, ["--fail-closed"]);
    expect(closed.code).toBe(2);
  });

  it("says how to use it on a bad client or option, without blocking (exit 1 is non-blocking in Claude Code)", async () => {
    const r = await cli(["hook", "cursor"], { input: "{}" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown hook client "cursor"/);
    const bad = await cli(["hook", "claude-code", "--block-on", "info"], { input: "{}" });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--block-on must be error or warn/);
  });
});
