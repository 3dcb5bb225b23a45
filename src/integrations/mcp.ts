// `handoff-lint mcp`: an MCP server over stdio, so an orchestrating agent can check a handoff before it
// dispatches it. Tools: `lint_handoff` (diagnostics plus a rewrite checklist) and `explain_rule`.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import type { RuleSetting } from "../types.js";
import { VERSION } from "../version.js";
import { languageNote } from "../format/language-note.js";
import { blockingMessages, builtinRuleIds, describeMessages, DIRECTIVES_IGNORED_NOTE, LineLimiter, lintForDoor, MAX_REQUEST_BYTES, rewriteChecklist, ruleDoc, severityName } from "./shared.js";
import { workspaceOf } from "../config/config.js";

const Severity = z.enum(["off", "warn", "error"]);

const Diagnostic = z.object({
  ruleId: z.string().nullable(),
  concern: z.string().nullable(),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
  line: z.number().int().describe("1-based"),
  column: z.number().int().describe("1-based, UTF-16 code units"),
  endLine: z.number().int(),
  endColumn: z.number().int(),
  fixable: z.boolean(),
});

export function createServer(cwd: string = process.cwd()): McpServer {
  const server = new McpServer({ name: "handoff-lint", version: VERSION }, { capabilities: { tools: {} } });
  // Configs load, and pointer checks look, only inside the workspace the server was started for.
  const workspace = workspaceOf(cwd);

  server.registerTool(
    "lint_handoff",
    {
      title: "Lint a handoff",
      description:
        "Check a handoff (the prompt you are about to give a sub-agent, which starts knowing nothing else) for missing facts, context, intent, budget and pointers. Returns a verdict (blocked: do not dispatch it as it is; dispatchable), diagnostics with 1-based positions and a short checklist of what to add or cut before dispatching.",
      inputSchema: {
        text: z.string().describe("The full handoff text, exactly as the sub-agent will receive it"),
        fileName: z.string().optional().describe("File name (need not exist) inside the server's workspace, relative to the server's folder: picks the nearest config and its overrides"),
        budget: z.number().int().positive().optional().describe("Token budget instead of the config's (default 4000 o200k_base tokens)"),
        rules: z.record(z.string(), Severity).optional().describe('Rule severities that win over the config, e.g. {"context-budget": "error"}'),
      },
      outputSchema: {
        verdict: z.enum(["blocked", "dispatchable"]).describe("blocked when there is an error: the same verdict as the CLI's exit code and the dispatch hooks"),
        diagnostics: z.array(Diagnostic),
        errorCount: z.number().int(),
        warningCount: z.number().int(),
        tokens: z.number().int().nullable(),
        checklist: z.array(z.string()),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ text, fileName, budget, rules }) => {
      const known = new Set(builtinRuleIds());
      const unknown = Object.keys(rules ?? {}).filter((id) => !known.has(id));
      if (unknown.length) {
        return { isError: true, content: [{ type: "text" as const, text: `Unknown rule${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Known: ${[...known].join(", ")}` }] };
      }
      let result;
      try {
        result = await lintForDoor(text, { filePath: fileName, cwd, workspace, modelText: true, budget, rules: rules as Record<string, RuleSetting> | undefined, countTokens: true });
      } catch (e) {
        return { isError: true, content: [{ type: "text" as const, text: `handoff-lint could not lint: ${(e as Error).message}` }] };
      }
      const diagnostics = result.messages.map((m) => ({
        ruleId: m.ruleId,
        concern: m.concern,
        severity: severityName(m.severity),
        message: m.message,
        line: m.line,
        column: m.column,
        endLine: m.endLine,
        endColumn: m.endColumn,
        fixable: !!m.fix,
      }));
      const checklist = rewriteChecklist(result.messages);
      // The verdict every door gives (shared.ts): any error blocks; warnings alone leave it dispatchable.
      const verdict = blockingMessages(result.messages).length ? ("blocked" as const) : ("dispatchable" as const);
      const headline =
        verdict === "blocked"
          ? `Verdict: blocked. Do not dispatch this handoff as it is: ${result.errorCount} error(s), ${result.warningCount} warning(s).`
          : `Verdict: dispatchable. ${result.warningCount} warning(s) worth fixing.`;
      // Say which checks did not run for the text's language, so a silent answer is not read as a clean one.
      const note = [languageNote(result), result.directivesIgnored ? DIRECTIVES_IGNORED_NOTE.replace(/\.$/, "") : null].filter(Boolean).join("; ");
      const summary = diagnostics.length
        ? [headline, "Before dispatching:", ...checklist.map((c) => `- ${c}`), "Problems:", ...describeMessages(result.messages), ...(note ? [`Note: ${note}.`] : [])].join("\n")
        : note
          ? `Verdict: dispatchable. No problems found by the checks that ran. Note: ${note}; read the prose yourself before dispatching.`
          : "Verdict: dispatchable. No problems found.";
      return {
        content: [{ type: "text" as const, text: summary }],
        structuredContent: { verdict, diagnostics, errorCount: result.errorCount, warningCount: result.warningCount, tokens: result.tokens, checklist },
      };
    },
  );

  server.registerTool(
    "explain_rule",
    {
      title: "Explain a handoff-lint rule",
      description: "Return the documentation of a handoff-lint rule (why it exists, incorrect and correct examples, options), given its id as found in a diagnostic's ruleId.",
      inputSchema: { id: z.string().describe("Rule id, e.g. context-budget") },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ id }) => {
      const doc = ruleDoc(id);
      if (!doc) return { isError: true, content: [{ type: "text" as const, text: `Unknown rule "${id}". Rules: ${builtinRuleIds().join(", ")}` }] };
      return { content: [{ type: "text" as const, text: doc.text }] };
    },
  );
  return server;
}

export async function run(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write("Usage: handoff-lint mcp\n\nAn MCP server over stdio with the tools lint_handoff and explain_rule (see docs/integrations.md).\n");
    return 0;
  }
  const toStderr = (...a: unknown[]) => process.stderr.write(a.map(String).join(" ") + "\n");
  console.log = console.info = console.debug = toStderr;
  const server = createServer();
  // Lines over the limit are answered with an error by the limiter (shared.ts), never seen by the SDK.
  const input = process.stdin.pipe(new LineLimiter(MAX_REQUEST_BYTES, (line) => process.stdout.write(line)));
  const transport = new StdioServerTransport(input, process.stdout, { maxBufferSize: MAX_REQUEST_BYTES * 2 });
  transport.onerror = (e) => process.stderr.write(`handoff-lint mcp: ${e.message}\n`);
  const closed = new Promise<number>((resolve) => {
    transport.onclose = () => resolve(0);
    process.stdin.on("end", () => resolve(0));
  });
  await server.connect(transport);
  const code = await closed;
  await server.close().catch(() => undefined);
  return code;
}
