// Same answers through every door: one fixture, linted by the CLI (json), the language server, the MCP tool
// and the dispatch hook, gives the same rule ids, severities, messages and positions. (pre-commit is
// compared with the CLI on the same fixture in precommit.test.ts, where its environment is built.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { describe, expect, it } from "vitest";
import { BIN, cli, cliAnswers, fromHook, fromLsp, LspClient, SAME, sortFound, type Found } from "./helpers.js";

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
      const r = (await mcp.callTool({ name: "lint_handoff", arguments: { text, fileName: FILE } })) as { structuredContent: { diagnostics: Array<Found & { severity: string }> } };
      viaMcp = r.structuredContent.diagnostics.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({ ruleId, severity: severity === "error" ? 2 : 1, line, column, endLine, endColumn, message }));
    } finally {
      await mcp.close();
    }

    const payload = JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Task", tool_input: { description: "Retire the nightly export", prompt: text }, cwd: join(SAME, "prompts") });
    const hook = await cli(["hook", "claude-code", "--block-on", "warn"], { input: payload, cwd: SAME });
    expect(hook.code).toBe(2);
    const viaHook = fromHook(hook.stderr);

    const expected = sortFound(viaCli);
    expect(sortFound(viaLsp)).toEqual(expected);
    expect(sortFound(viaMcp)).toEqual(expected);
    expect(viaHook).toEqual(expected.map(({ endLine: _l, endColumn: _c, ...rest }) => rest));
  });
});
