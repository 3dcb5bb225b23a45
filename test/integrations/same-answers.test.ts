// Same answers through every door: one fixture, linted by the CLI (json), the language server, the MCP tool
// and the dispatch hook, gives the same rule ids, severities, messages and positions. (pre-commit is
// compared with the CLI on the same fixture in precommit.test.ts, where its environment is built.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cli, cliAnswers, FIXTURES, fromHook, fromLsp, LspClient, ROOT, SAME, sortFound, type Found } from "./helpers.js";

const FILE = join("prompts", "dispatch.md");
const text = readFileSync(join(SAME, FILE), "utf8");

describe("same answers through every door", () => {
  it("CLI, language server, MCP tool and dispatch hook agree on one fixture", async () => {
    const viaCli = await cliAnswers(FILE, SAME);
    // The fixture must exercise positions: several findings, one past astral characters on its line.
    expect(viaCli.length).toBeGreaterThanOrEqual(3);
    expect(new Set(viaCli.map((m) => m.ruleId)).size).toBeGreaterThanOrEqual(2);

    const lsp = new LspClient();
    let viaLsp: Found[];
    try {
      await lsp.initialize(SAME);
      viaLsp = fromLsp(await lsp.open(join(SAME, FILE), text));
      expect(await lsp.shutdown()).toBe(0);
    } finally {
      lsp.kill();
    }

    const mcp = new Client({ name: "same-answers", version: "0.0.0" });
    await mcp.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"], cwd: SAME, stderr: "pipe" }));
    let viaMcp: Found[];
    try {
      const r = (await mcp.callTool({ name: "lint_handoff", arguments: { text, fileName: FILE } })) as unknown as { structuredContent: { diagnostics: Array<Found & { severity: string }> } };
      viaMcp = r.structuredContent.diagnostics.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({ ruleId, severity: severity === "error" ? 2 : 1, line, column, endLine, endColumn, message }));
    } finally {
      await mcp.close();
    }

    const payload = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Task", tool_input: { description: "Retire the nightly export", prompt: text }, cwd: join(SAME, "prompts") });
    const hook = await cli(["hook", "claude-code", "--block-on", "warn", "--protocol", "exit-code"], { input: payload, cwd: SAME });
    expect(hook.code).toBe(2);
    const viaHook = fromHook(hook.stderr);

    const expected = sortFound(viaCli);
    expect(sortFound(viaLsp)).toEqual(expected);
    expect(sortFound(viaMcp)).toEqual(expected);
    expect(viaHook).toEqual(expected.map(({ endLine: _l, endColumn: _c, ...rest }) => rest));
  });
});

// One verdict everywhere: the essay's bad handoff and a bare retry, through the CLI (exit code), two dispatch
// hooks (their JSON decision) and the MCP tool (its verdict). Every door must take the same decision and
// name the same problems. Under the default settings the decision is whatever the rules' severities make
// it; the gate fixture makes two of their rules errors, so a block is exercised at every door as well.
const ESSAY = "Fix the import bug from before. Use the usual creds and the staging endpoint. Do it like last time.";
const RETRY = "That did not work. Try again.";
const SETTINGS = { defaults: join(FIXTURES, "defaults"), gate: join(FIXTURES, "gate") };

type Decision = "blocked" | "dispatchable";
type Problem = Omit<Found, "endLine" | "endColumn">;
const problems = (xs: Problem[]) => sortFound(xs.map((x) => ({ ...x, endLine: 0, endColumn: 0 }))).map(({ endLine: _l, endColumn: _c, ...rest }) => rest);

/** A hook refusal's reason in either decision shape, or null when the call may go ahead. */
function refusalReason(stdout: string): string | null {
  if (!stdout.trim()) return null;
  const d = JSON.parse(stdout) as { hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string } };
  return d.hookSpecificOutput?.permissionDecision === "deny" ? (d.hookSpecificOutput.permissionDecisionReason ?? "") : null;
}

const claudePayload = (prompt: string, cwd: string, subagentType = "general-purpose") =>
  JSON.stringify({ session_id: "s1", transcript_path: "/tmp/t.jsonl", cwd, permission_mode: "default", hook_event_name: "PreToolUse", tool_name: "Agent", tool_input: { description: "Dispatch", prompt, subagent_type: subagentType }, tool_use_id: "toolu_1" });
const codexPayload = (prompt: string, cwd: string) =>
  JSON.stringify({ session_id: "s1", turn_id: "t1", transcript_path: null, cwd, hook_event_name: "PreToolUse", model: "gpt-5.5-codex", permission_mode: "default", tool_name: "spawn_agent", tool_input: { message: prompt }, tool_use_id: "call_1" });

describe("one verdict at every door", () => {
  let mcp: Client;
  beforeAll(async () => {
    mcp = new Client({ name: "one-verdict", version: "0.0.0" });
    await mcp.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"], cwd: ROOT, stderr: "pipe" }));
  });
  afterAll(async () => {
    await mcp?.close();
  });

  async function doors(text: string, dir: string) {
    const viaCli = await cli(["--format", "json", "--stdin"], { input: text, cwd: dir });
    const cliMessages = (JSON.parse(viaCli.stdout) as Array<{ messages: Problem[] }>)[0].messages.map(({ ruleId, severity, line, column, message }) => ({ ruleId, severity, line, column, message }));
    const claude = await cli(["hook", "claude-code"], { input: claudePayload(text, dir), cwd: dir });
    const codex = await cli(["hook", "codex"], { input: codexPayload(text, dir), cwd: dir });
    // Listed in full when blocked; --block-on warn makes the hook list them even when warnings alone would pass.
    const listed = await cli(["hook", "claude-code", "--block-on", "warn"], { input: claudePayload(text, dir), cwd: dir });
    // The MCP server resolves configs from its own folder: fileName points it at this one.
    const r = (await mcp.callTool({ name: "lint_handoff", arguments: { text, fileName: join(dir, "handoff.md") } })) as unknown as {
      structuredContent: { verdict: Decision; diagnostics: Array<Problem & { severity: string }> };
    };
    const decision = (blocked: boolean): Decision => (blocked ? "blocked" : "dispatchable");
    return {
      decisions: {
        cli: decision(viaCli.code === 1),
        claude: decision(refusalReason(claude.stdout) !== null),
        codex: decision(refusalReason(codex.stdout) !== null),
        mcp: r.structuredContent.verdict,
      },
      problems: {
        cli: problems(cliMessages),
        hook: problems(fromHook(refusalReason(listed.stdout) ?? "")),
        mcp: problems(r.structuredContent.diagnostics.map(({ ruleId, severity, line, column, message }) => ({ ruleId, severity: severity === "error" ? 2 : 1, line, column, message }))),
      },
    };
  }

  for (const [name, text] of [["the essay's handoff", ESSAY], ["a bare retry", RETRY]] as const) {
    for (const [settings, dir] of Object.entries(SETTINGS)) {
      it(`${name}, ${settings} settings: the same decision and the same problems at CLI, hooks and MCP`, async () => {
        const { decisions, problems: found } = await doors(text, dir);
        expect(new Set(Object.values(decisions)).size, JSON.stringify(decisions)).toBe(1);
        expect(found.cli.length).toBeGreaterThan(0);
        expect(found.hook).toEqual(found.cli);
        expect(found.mcp).toEqual(found.cli);
        // With the defaults, severity follows evidence (sure findings and the unfit-handoff verdict are errors);
        // the gate settings make assumed-shared-history and retry-without-cause errors outright. Both block.
        expect(decisions.cli).toBe("blocked");
      });
    }
  }

  it("the essay's four-part rewrite is dispatchable at every door with the defaults", async () => {
    const rewrite = readFileSync(join(ROOT, "fixtures", "essay", "rewrite.handoff.md"), "utf8");
    const { decisions } = await doors(rewrite, SETTINGS.defaults);
    expect(decisions).toEqual({ cli: "dispatchable", claude: "dispatchable", codex: "dispatchable", mcp: "dispatchable" });
  });

  it("a fork with the two-word prompt passes the hook under either settings", async () => {
    for (const dir of Object.values(SETTINGS)) {
      const r = await cli(["hook", "claude-code"], { input: claudePayload("Continue there.", dir, "fork"), cwd: dir });
      expect(r, dir).toMatchObject({ code: 0, stdout: "", stderr: "" });
    }
  });
});
