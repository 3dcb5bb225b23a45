// `handoff-lint mcp`: the built server spawned by the MCP SDK's own client over stdio.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONCERN_ADVICE } from "../../src/integrations/shared.js";
import { BIN, cli, PROJECT, ROOT } from "./helpers.js";

const overBudget = readFileSync(join(PROJECT, "prompts", "over-budget.md"), "utf8");
const good = readFileSync(join(PROJECT, "prompts", "good.md"), "utf8");

interface Out {
  verdict: "blocked" | "dispatchable";
  diagnostics: Array<{ ruleId: string | null; concern: string | null; severity: string; message: string; line: number; column: number; endLine: number; endColumn: number; fixable: boolean }>;
  errorCount: number;
  warningCount: number;
  tokens: number | null;
  checklist: string[];
}

describe("MCP server", () => {
  let client: Client;
  let transport: StdioClientTransport;
  beforeAll(async () => {
    transport = new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"], cwd: PROJECT, stderr: "pipe" });
    client = new Client({ name: "handoff-lint-test", version: "0.0.0" });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
  });

  const lint = async (args: Record<string, unknown>) => {
    const r = await client.callTool({ name: "lint_handoff", arguments: args });
    return r as { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent?: Out };
  };

  it("lists lint_handoff and explain_rule", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["explain_rule", "lint_handoff"]);
    const lintTool = tools.find((t) => t.name === "lint_handoff")!;
    expect(Object.keys(lintTool.inputSchema.properties ?? {}).sort()).toEqual(["budget", "fileName", "rules", "text"]);
    expect(lintTool.outputSchema).toBeDefined();
  });

  it("lints a handoff as the CLI does, with a checklist from the concerns found", async () => {
    const r = await lint({ text: overBudget, fileName: "prompts/task.md" });
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent!;
    const viaCli = JSON.parse((await cli(["--format", "json", "--stdin", "--stdin-filename", "prompts/task.md"], { input: overBudget, cwd: PROJECT })).stdout)[0] as {
      messages: Array<{ ruleId: string; line: number; column: number; endLine: number; endColumn: number; message: string; severity: number }>;
      errorCount: number;
    };
    expect(out.diagnostics.map(({ ruleId, line, column, endLine, endColumn, message }) => ({ ruleId, line, column, endLine, endColumn, message }))).toEqual(
      viaCli.messages.map(({ ruleId, line, column, endLine, endColumn, message }) => ({ ruleId, line, column, endLine, endColumn, message })),
    );
    expect(out.errorCount).toBe(viaCli.errorCount);
    expect(out.diagnostics.find((d) => d.ruleId === "context-budget")).toMatchObject({ concern: "budget", severity: "error" });
    expect(out.checklist).toContain(CONCERN_ADVICE.budget);
    expect(r.content[0].text).toContain(CONCERN_ADVICE.budget);
  });

  it("says a clean handoff is clean", async () => {
    const r = await lint({ text: good, fileName: "prompts/good.md" });
    expect(r.structuredContent).toMatchObject({ diagnostics: [], errorCount: 0, warningCount: 0, checklist: [] });
    expect(r.content[0].text).toMatch(/No problems found/);
  });

  it("counts the tokens of a short text too, as the CLI's json does (issue 14.9)", async () => {
    const r = await lint({ text: "Summarize `CHANGELOG.md` in three bullets for the release post.", fileName: "prompts/short.md" });
    expect(typeof (r.structuredContent as unknown as { tokens: unknown }).tokens).toBe("number");
  });

  it("says which prose checks did not run for a text it does not read as English (issue 14.7)", async () => {
    const r = await lint({ text: "Bitte überarbeite die Datei `src/app.ts` und schreibe die Tests für den Login neu.", fileName: "prompts/de.md" });
    expect(r.content[0].text).toMatch(/does not read as English/);
  });

  it("takes config overrides: budget and rule severities", async () => {
    const tight = await lint({ text: good, fileName: "prompts/good.md", budget: 10 });
    expect(tight.structuredContent!.diagnostics.map((d) => d.ruleId)).toContain("context-budget");
    expect(tight.structuredContent!.diagnostics.find((d) => d.ruleId === "context-budget")!.message).toMatch(/over the budget of 10/);
    const warned = await lint({ text: overBudget, fileName: "prompts/task.md", rules: { "context-budget": "warn" } });
    expect(warned.structuredContent!.diagnostics.find((d) => d.ruleId === "context-budget")!.severity).toBe("warning");
    const off = await lint({ text: overBudget, fileName: "prompts/task.md", rules: { "context-budget": "off" } });
    expect(off.structuredContent!.diagnostics.map((d) => d.ruleId)).not.toContain("context-budget");
  });

  it("states the verdict every door gives: blocked on an error, dispatchable on warnings alone", async () => {
    const blocked = await lint({ text: overBudget, fileName: "prompts/task.md" });
    expect(blocked.structuredContent!.verdict).toBe("blocked");
    expect(blocked.content[0].text).toMatch(/^Verdict: blocked\. Do not dispatch this handoff as it is: \d+ error\(s\)/);
    const warned = await lint({ text: overBudget, fileName: "prompts/task.md", rules: { "context-budget": "warn" } });
    expect(warned.structuredContent).toMatchObject({ verdict: "dispatchable", errorCount: 0 });
    expect(warned.structuredContent!.warningCount).toBeGreaterThan(0);
    expect(warned.content[0].text).toMatch(/^Verdict: dispatchable\. \d+ warning\(s\) worth fixing/);
    expect((await lint({ text: good, fileName: "prompts/good.md" })).structuredContent!.verdict).toBe("dispatchable");
    // The same rule as the CLI's exit code: 1 when there is an error.
    const viaCli = await cli(["--stdin", "--stdin-filename", "prompts/task.md"], { input: overBudget, cwd: PROJECT });
    expect(viaCli.code).toBe(1);
  });

  it("refuses unknown rules and bad input with a tool error, and keeps serving", async () => {
    const unknown = await lint({ text: good, rules: { "no-such-rule": "error" } });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toMatch(/Unknown rule: no-such-rule/);
    const bad = await lint({ text: 42 });
    expect(bad.isError).toBe(true);
    expect((await lint({ text: overBudget })).structuredContent!.errorCount).toBeGreaterThan(0);
  });

  it("explains a rule with its docs page", async () => {
    const r = (await client.callTool({ name: "explain_rule", arguments: { id: "context-budget" } })) as { isError?: boolean; content: Array<{ text: string }> };
    expect(r.isError).toBeFalsy();
    expect(r.content[0].text).toBe(readFileSync(join(ROOT, "docs", "rules", "context-budget.md"), "utf8"));
    const missing = (await client.callTool({ name: "explain_rule", arguments: { id: "../package" } })) as { isError?: boolean; content: Array<{ text: string }> };
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toMatch(/Unknown rule/);
  });
});
