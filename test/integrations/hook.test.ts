// `handoff-lint hook <client>`: the payloads in fixtures/hooks/<client>/ through the built CLI, as each
// client runs it (payload on stdin; decision on stdout, or exit 2 and stderr with --protocol exit-code).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HandoffLint, refusalOf } from "../../integrations/opencode/handoff-lint.js";
import { decideHook, parseHookArgs } from "../../src/integrations/hook.js";
import { BIN, cli, FIXTURES, PROJECT, ROOT } from "./helpers.js";

const HOOKS = join(ROOT, "fixtures", "hooks");
/** Blocks the essay's handoff and the bare retry: two of their rules are errors there. */
const GATE = join(FIXTURES, "gate");

/** A payload as the client wrote it, moved to a fixture project (they were written for another machine). */
function payload(client: string, name: string, cwd = PROJECT, edit?: (p: Record<string, any>) => void): string {
  const p = JSON.parse(readFileSync(join(HOOKS, client, `${name}.json`), "utf8")) as Record<string, any>;
  if ("directory" in p) p.directory = cwd;
  else p.cwd = cwd;
  edit?.(p);
  return JSON.stringify(p);
}
/** The built CLI, as the client runs it: for what only a process shows (stdout, exit code, usage). */
const hookCli = (client: string, input: string, flags: string[] = []) => cli(["hook", client, ...flags], { input, cwd: PROJECT });
/** The same decision in-process (decideHook is what `run` calls), to keep the many payload cases quick. */
async function hook(client: string, input: string, flags: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  const o = parseHookArgs([client, ...flags]);
  if (typeof o === "string") throw new Error(o);
  return decideHook({ text: input, over: Buffer.byteLength(input) > o.maxBytes, bytes: Buffer.byteLength(input) }, o, PROJECT);
}

/** The reason of a JSON refusal, in either decision shape; null when the hook let the call through. */
function refusal(stdout: string): string | null {
  if (!stdout.trim()) return null;
  const d = JSON.parse(stdout) as { hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string }; decision?: string; reason?: string };
  if (d.hookSpecificOutput?.permissionDecision === "deny") return d.hookSpecificOutput.permissionDecisionReason ?? "";
  if (d.decision === "deny") return d.reason ?? "";
  return null;
}

describe.concurrent("hook claude-code", () => {
  it("refuses a Task dispatch with an error-level problem: the JSON decision on stdout, exit 0, written for the model", async () => {
    const r = await hookCli("claude-code", payload("claude-code", "task-over-budget"));
    expect(r).toMatchObject({ code: 0, stderr: "" });
    const d = JSON.parse(r.stdout);
    expect(d.hookSpecificOutput).toMatchObject({ hookEventName: "PreToolUse", permissionDecision: "deny" });
    const reason = d.hookSpecificOutput.permissionDecisionReason as string;
    expect(reason).toContain('handoff-lint stopped this Task dispatch "Migrate orders table"');
    expect(reason).toMatch(/Your handoff is over its token budget: .*pointers/);
    expect(reason).toMatch(/- line \d+:\d+ error \[context-budget\]: This handoff is \d+ tokens, over the budget of 60/);
    expect(reason).toContain("then dispatch again");
  });

  it("answers with exit 2 and the same reason on stderr under --protocol exit-code", async () => {
    const json = refusal((await hook("claude-code", payload("claude-code", "task-over-budget"))).stdout);
    const r = await hookCli("claude-code", payload("claude-code", "task-over-budget"), ["--protocol", "exit-code"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd()).toBe(json);
  });

  it("reports the same problems as the CLI on the same text", async () => {
    const text = (JSON.parse(payload("claude-code", "task-over-budget")) as { tool_input: { prompt: string } }).tool_input.prompt;
    const viaCli = JSON.parse((await cli(["--format", "json", "--stdin"], { input: text, cwd: PROJECT })).stdout) as Array<{ messages: Array<{ ruleId: string; line: number; column: number; severity: number; message: string }> }>;
    const reason = refusal((await hook("claude-code", payload("claude-code", "task-over-budget"))).stdout)!;
    expect(viaCli[0].messages.some((m) => m.severity === 2)).toBe(true);
    for (const m of viaCli[0].messages) expect(reason).toContain(`- line ${m.line}:${m.column} ${m.severity === 2 ? "error" : "warning"} [${m.ruleId}]: ${m.message}`);
  });

  it("lets a good Agent dispatch and other tools through silently", async () => {
    for (const name of ["agent-good", "bash"]) expect(await hook("claude-code", payload("claude-code", name))).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  it("blocks on warnings only with --block-on warn", async () => {
    expect(await hook("claude-code", payload("claude-code", "task-warning"))).toMatchObject({ code: 0, stdout: "" });
    const strict = await hook("claude-code", payload("claude-code", "task-warning"), ["--block-on", "warn"]);
    expect(refusal(strict.stdout)).toMatch(/warning \[test-fixable-marker\]/);
  });

  it("takes the budget from the nearest config, and --budget over it", async () => {
    // The good prompt fits the fixture config's budget of 60 tokens, not one of 10.
    const r = await hook("claude-code", payload("claude-code", "agent-good"), ["--budget", "10"]);
    expect(refusal(r.stdout)).toMatch(/over the budget of 10/);
  });

  it("lets a fork with a two-word prompt through, where the same prompt to a fresh agent is refused", async () => {
    expect(await hook("claude-code", payload("claude-code", "agent-fork", GATE))).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const fresh = await hook("claude-code", payload("claude-code", "agent-fork", GATE, (p) => (p.tool_input.subagent_type = "general-purpose")));
    expect(refusal(fresh.stdout)).toMatch(/error \[assumed-shared-history\]: "Continue there\."/);
  });

  it("turns off every rule of the inherited concerns, plugin rules included: a fork skips facts, a resume only history", async () => {
    // test-fixable-marker is a plugin rule (fixtures/integrations/plugin) of concern "facts".
    const withMarker = (p: Record<string, any>) => (p.tool_input.prompt = "Continue there. XXX");
    const fork = await hook("claude-code", payload("claude-code", "agent-fork", PROJECT, withMarker), ["--block-on", "warn"]);
    expect(fork).toMatchObject({ code: 0, stdout: "" });
    const resume = await hook("claude-code", payload("claude-code", "task-resume", PROJECT, withMarker), ["--block-on", "warn"]);
    const reason = refusal(resume.stdout)!;
    expect(reason).toContain("[test-fixable-marker]");
    expect(reason).not.toContain("[assumed-shared-history]");
    expect(reason).toContain("This resumes an agent that keeps its own conversation");
  });

  it("fails open on malformed JSON by default, closed with --fail-closed (in either protocol)", async () => {
    const malformed = readFileSync(join(HOOKS, "claude-code", "malformed.json"), "utf8");
    const open = await hookCli("claude-code", malformed);
    expect(open).toMatchObject({ code: 0, stdout: "" });
    expect(open.stderr).toMatch(/hook payload is not JSON .*not checked, the dispatch goes ahead/);
    expect(refusal((await hook("claude-code", malformed, ["--fail-closed"])).stdout)).toMatch(/not JSON .*blocked \(--fail-closed\)/);
    const exitCode = await hookCli("claude-code", malformed, ["--fail-closed", "--protocol=exit-code"]);
    expect(exitCode.code).toBe(2);
    expect(exitCode.stderr).toMatch(/blocked \(--fail-closed\)/);
  });

  it("fails open on an oversized payload or a broken config, closed with --fail-closed", async () => {
    const big = payload("claude-code", "task-over-budget");
    const open = await hook("claude-code", big, ["--max-bytes", "100"]);
    expect(open).toMatchObject({ code: 0, stdout: "" });
    expect(open.stderr).toMatch(/over --max-bytes 100; not checked/);
    expect(refusal((await hook("claude-code", big, ["--max-bytes", "100", "--fail-closed"])).stdout)).not.toBeNull();
    const broken = payload("claude-code", "task-over-budget", join(FIXTURES, "broken"));
    expect((await hook("claude-code", broken)).stderr).toMatch(/could not lint \(.*budgte.*unknown key.*\); not checked/);
    expect(refusal((await hook("claude-code", broken, ["--fail-closed"])).stdout)).toMatch(/could not lint/);
  });

  it("says how to use it on a bad client or option, without blocking (exit 1 is non-blocking)", async () => {
    const r = await cli(["hook", "cursor"], { input: "{}" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unknown hook client "cursor" \(known: claude-code, codex, gemini-cli, vscode, qwen-code, opencode\)/);
    for (const [flags, why] of [
      [["--block-on", "info"], /--block-on must be error or warn/],
      [["--protocol", "http"], /--protocol must be json or exit-code/],
    ] as const) {
      const bad = await cli(["hook", "claude-code", ...flags], { input: "{}" });
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(why);
    }
  });

  it("lists every client in its help", async () => {
    const help = await cli(["hook", "--help"]);
    expect(help.code).toBe(0);
    for (const line of [/claude-code +PreToolUse hook, tool Task\|Agent/, /codex +PreToolUse hook, tool spawn_agent/, /gemini-cli +BeforeTool hook, tool invoke_agent/, /vscode +PreToolUse hook, tool runSubagent/, /qwen-code +PreToolUse hook, tool agent\|task/, /opencode +tool\.execute\.before hook, tool task/]) {
      expect(help.stderr).toMatch(line);
    }
  });
});

describe.concurrent("hook codex (spawn_agent)", () => {
  it("refuses a spawn with Claude's decision shape, reading message or text items", async () => {
    expect(refusal((await hook("codex", payload("codex", "spawn-agent-v1", GATE))).stdout)).toMatch(/stopped this spawn_agent dispatch: .*\n[\s\S]*error \[assumed-shared-history\]: "the import bug from before"/);
    expect(refusal((await hook("codex", payload("codex", "spawn-agent-v1-items", GATE))).stdout)).toMatch(/error \[retry-without-cause\]: "That did not work"/);
  });

  it("lets forks through (v1 fork_context, v2 without fork_turns) and checks a v2 fork_turns none in full", async () => {
    for (const name of ["spawn-agent-v1-fork", "spawn-agent-v2-fork", "bash"]) expect(await hook("codex", payload("codex", name, GATE)), name).toMatchObject({ code: 0, stdout: "" });
    expect(refusal((await hook("codex", payload("codex", "spawn-agent-v2-fresh", GATE))).stdout)).toContain('dispatch "finish_parser"');
    // A v2 spawn that sets its own agent_type starts fresh in current Codex, fork_turns left out.
    const typed = await hook("codex", payload("codex", "spawn-agent-v2-fork", GATE, (p) => (p.tool_input.agent_type = "explorer")));
    expect(refusal(typed.stdout)).not.toBeNull();
  });
});

describe.concurrent("hook gemini-cli (BeforeTool, invoke_agent)", () => {
  it("refuses with Gemini's top-level decision, or exit 2, and passes other tools", async () => {
    const r = await hookCli("gemini-cli", payload("gemini-cli", "invoke-agent", GATE));
    expect(r).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "deny" });
    expect(refusal(r.stdout)).toContain('stopped this invoke_agent dispatch "codebase_investigator"');
    expect((await hookCli("gemini-cli", payload("gemini-cli", "invoke-agent", GATE), ["--protocol", "exit-code"])).code).toBe(2);
    expect(await hook("gemini-cli", payload("gemini-cli", "run-shell-command", GATE))).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });
});

describe.concurrent("hook vscode (runSubagent)", () => {
  it("refuses a runSubagent dispatch and passes other tools (VS Code ignores matchers)", async () => {
    expect(refusal((await hook("vscode", payload("vscode", "run-subagent", GATE))).stdout)).toContain('stopped this runSubagent dispatch "Fix the import bug"');
    expect(await hook("vscode", payload("vscode", "replace-string-in-file", GATE))).toMatchObject({ code: 0, stdout: "" });
  });

  it("is also understood by the claude-code client, since VS Code runs .claude/settings.json hooks", async () => {
    const viaClaude = await hook("claude-code", payload("vscode", "run-subagent", GATE));
    expect(refusal(viaClaude.stdout)).toBe(refusal((await hook("vscode", payload("vscode", "run-subagent", GATE))).stdout));
  });
});

describe.concurrent("hook qwen-code (agent)", () => {
  it("refuses the bare retry, lets a fork and other tools through", async () => {
    expect(refusal((await hook("qwen-code", payload("qwen-code", "agent", GATE))).stdout)).toMatch(/stopped this agent dispatch "Retry the export"[\s\S]*\[retry-without-cause\]/);
    for (const name of ["agent-fork", "run-shell-command"]) expect(await hook("qwen-code", payload("qwen-code", name, GATE)), name).toMatchObject({ code: 0, stdout: "" });
  });
});

describe.concurrent("hook opencode (tool.execute.before on task)", () => {
  it("refuses a task, lets a resume (task_id) and other tools through", async () => {
    const r = await hookCli("opencode", payload("opencode", "task", GATE));
    expect(JSON.parse(r.stdout)).toMatchObject({ decision: "deny" });
    for (const name of ["task-resume", "read"]) expect(await hook("opencode", payload("opencode", name, GATE)), name).toMatchObject({ code: 0, stdout: "" });
  });

  it("the shipped plugin throws the refusal for the model, and resolves for a dispatch that passes", async () => {
    const before = process.env.HANDOFF_LINT_BIN;
    process.env.HANDOFF_LINT_BIN = BIN;
    try {
      const hooks = await HandoffLint({ directory: GATE });
      const call = (name: string) => {
        const p = JSON.parse(payload("opencode", name, GATE)) as { tool: string; sessionID: string; callID: string; args: Record<string, unknown> };
        return hooks["tool.execute.before"]({ tool: p.tool, sessionID: p.sessionID, callID: p.callID }, { args: p.args });
      };
      await expect(call("task")).rejects.toThrow(/handoff-lint stopped this task dispatch "Fix the import bug"[\s\S]*\[assumed-shared-history\]/);
      await expect(call("task-resume")).resolves.toBeUndefined();
      await expect(call("read")).resolves.toBeUndefined();
    } finally {
      if (before === undefined) delete process.env.HANDOFF_LINT_BIN;
      else process.env.HANDOFF_LINT_BIN = before;
    }
  });

  it("the plugin reads both refusal forms and lets anything else through", () => {
    expect(refusalOf({ code: 0, stdout: '{"decision":"deny","reason":"add the path"}\n', stderr: "" })).toBe("add the path");
    expect(refusalOf({ code: 2, stdout: "", stderr: "add the path\n" })).toBe("add the path");
    expect(refusalOf({ code: 0, stdout: "", stderr: "handoff-lint: could not lint (…); not checked" })).toBeNull();
    expect(refusalOf({ code: null, stdout: "", stderr: "could not run handoff-lint: ENOENT" })).toBeNull();
  });
});
