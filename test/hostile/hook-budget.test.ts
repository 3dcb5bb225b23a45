// The dispatch hook answers within its time budget (--time-budget, issue 18): a plugin rule that never
// returns, a config that never finishes loading, a huge hostile prompt or a payload that never ends cannot
// hold the dispatch past it. Past the budget it fails open (exit 0, a note on stderr, no decision) or, with
// --fail-closed, refuses the call saying why, in the protocol asked for. Through the built CLI, as a client
// runs it. No assertion here reads a clock: each case either can never finish (a loop) or is given a budget
// far below any machine's time for the work (1 MB parsed in 100 ms), and what is checked is the answer.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, json, ROOT, run } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { DEFAULT_TIME_BUDGET, parseHookArgs } from "../../src/integrations/hook.js";

beforeAll(assertBuilt);

const SPIN = join(ROOT, "fixtures", "hostile", "plugins", "spin.mjs");
const payload = (cwd: string, prompt: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Agent", cwd, tool_input: { description: "t", prompt, subagent_type: "general-purpose" } });
/** A prompt every config here blocks (an error-level problem), so a pass can only come from failing open. */
const BAD = "Fix the bug from before.";

/** A project (a repository: the hook's workspace) whose config enables a rule that never returns. */
function spinning(extra: Record<string, unknown> = {}): string {
  return project({ ".git/HEAD": "ref: refs/heads/main\n", ".handofflintrc.json": json({ plugins: [SPIN], rules: { "spin-forever": "error" }, ...extra }) });
}

const denial = (stdout: string) => (JSON.parse(stdout) as { hookSpecificOutput: { permissionDecision: string; permissionDecisionReason: string } }).hookSpecificOutput;

describe("hook --time-budget", () => {
  it("has a default shorter than the documented client timeout (30 s), and takes 0 for none", () => {
    const o = parseHookArgs(["claude-code"]);
    expect(typeof o === "object" && o.timeBudget).toBe(DEFAULT_TIME_BUDGET);
    expect(DEFAULT_TIME_BUDGET).toBeLessThan(30_000);
    expect(parseHookArgs(["claude-code", "--time-budget", "0"])).toMatchObject({ timeBudget: 0 });
    expect(parseHookArgs(["claude-code", "--time-budget=2500"])).toMatchObject({ timeBudget: 2500 });
    for (const bad of ["-1", "1.5", "soon"]) expect(parseHookArgs(["claude-code", "--time-budget", bad])).toMatch(/--time-budget must be/);
  });

  it.each([
    ["with the per-rule time limit off (timeLimit: 0)", { timeLimit: 0 }],
    ["with a per-rule time limit longer than the budget", { timeLimit: 60_000 }],
  ])("a plugin rule that never returns, %s: fails open with a note", (_what, extra) => {
    const dir = spinning(extra);
    const r = run(["hook", "claude-code", "--time-budget", "1500"], { cwd: dir, input: payload(dir, BAD) });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/did not finish within its time budget \(--time-budget 1500 ms\); not checked, the dispatch goes ahead/);
  }, 60_000);

  it("a plugin rule that never returns: refused with the reason under --fail-closed, in either protocol", () => {
    const dir = spinning({ timeLimit: 0 });
    const j = run(["hook", "claude-code", "--time-budget", "1500", "--fail-closed"], { cwd: dir, input: payload(dir, BAD) });
    expect(j.code).toBe(0);
    expect(denial(j.stdout).permissionDecision).toBe("deny");
    expect(denial(j.stdout).permissionDecisionReason).toMatch(/did not finish within its time budget.*blocked \(--fail-closed\)/);
    const x = run(["hook", "claude-code", "--time-budget", "1500", "--fail-closed", "--protocol", "exit-code"], { cwd: dir, input: payload(dir, BAD) });
    expect(x.code).toBe(2);
    expect(x.stderr).toMatch(/did not finish within its time budget/);
  }, 60_000);

  it.each([
    ["loops forever", "while (true) {}\nexport default {};\n", /time budget|did not finish loading within 1\d{3} ms/],
    ["loops forever in its exported function", "export default () => { for (;;) {} };\n", /time budget|did not finish loading within 1\d{3} ms/],
    ["waits on a timer longer than the budget", "export default () => new Promise((r) => setTimeout(() => r({}), 60_000));\n", /time budget|did not finish loading within 1\d{3} ms/],
    ["never settles", "export default () => new Promise(() => {});\n", /never settled/],
  ])("a JS config that %s is answered within the budget (not the 10 s load limit): refused under --fail-closed", (_what, body, why) => {
    const dir = project({ ".git/HEAD": "ref: refs/heads/main\n", "handoff-lint.config.mjs": body });
    const r = run(["hook", "claude-code", "--time-budget", "1500", "--fail-closed"], { cwd: dir, input: payload(dir, BAD) });
    expect(r.code).toBe(0);
    expect(denial(r.stdout).permissionDecisionReason).toMatch(why);
  }, 60_000);

  it.each([
    ["one-word lines", "word\n".repeat(160_000)],
    ["one character", "a".repeat(1_000_000)],
    ["'>' only", ">".repeat(1_000_000)],
    ["spaces", " ".repeat(1_000_000)],
  ])("a 1 MB prompt of %s: over a 100 ms budget it fails open (closed with --fail-closed); with a budget that allows it, it is checked on the worker as without one", (_what, prompt) => {
    const dir = project({ ".git/HEAD": "ref: refs/heads/main\n", ".handofflintrc.json": json({}) });
    const input = payload(dir, prompt);
    const open = run(["hook", "claude-code", "--time-budget", "100"], { cwd: dir, input });
    expect(open.code).toBe(0);
    expect(open.stdout).toBe("");
    expect(open.stderr).toMatch(/time budget \(--time-budget 100 ms\); not checked/);
    const closed = run(["hook", "claude-code", "--time-budget", "100", "--fail-closed"], { cwd: dir, input });
    expect(denial(closed.stdout).permissionDecisionReason).toMatch(/time budget/);
    // Checked in full on the worker when the budget allows it (ten minutes, far over any machine's time for
    // this): the same verdict as without a budget (a refusal: the prompt is over the token budget).
    const none = run(["hook", "claude-code", "--time-budget", "0"], { cwd: dir, input });
    const full = run(["hook", "claude-code", "--time-budget", "600000"], { cwd: dir, input });
    expect(denial(none.stdout).permissionDecision).toBe("deny");
    expect(full).toEqual(none);
  }, 120_000);

  it("a small clean prompt is still checked and passes under a budget (the lint runs on a worker thread)", () => {
    const dir = spinning({ timeLimit: 0, rules: { "spin-forever": "off" } });
    const r = run(["hook", "claude-code", "--time-budget", "8000"], { cwd: dir, input: payload(dir, "Write a haiku about autumn leaves and reply with the poem only.") });
    expect(r).toMatchObject({ code: 0, stdout: "" });
    expect(r.stderr).toBe("");
    const blocked = run(["hook", "claude-code", "--time-budget", "8000"], { cwd: dir, input: payload(dir, BAD) });
    expect(denial(blocked.stdout).permissionDecision).toBe("deny");
  }, 60_000);

  it("a payload that never ends (the client keeps stdin open) is answered within the budget", async () => {
    const dir = project({ ".git/HEAD": "ref: refs/heads/main\n" });
    const child = spawn(process.execPath, [BIN, "hook", "claude-code", "--time-budget", "1500", "--fail-closed"], { cwd: dir, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.stdin.on("error", () => undefined);
    child.stdin.write(payload(dir, BAD).slice(0, 40)); // and never ends it
    const code = await new Promise<number | null>((r) => child.on("exit", (c) => r(c)));
    child.stdin.destroy();
    expect(code).toBe(0);
    expect(denial(stdout).permissionDecisionReason).toMatch(/payload was not read within its time budget/);
    expect(stderr).toBe("");
  }, 60_000);
});
