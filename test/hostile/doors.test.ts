// The servers never go quiet on a hostile frame: MCP answers a request over its size limit with an error
// and keeps serving; the language server reports a message with a missing, negative or absurd
// Content-Length on stderr, skips it, and answers the next one.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { BIN, ROOT } from "../integrations/helpers.js";
import { MAX_REQUEST_BYTES } from "../../src/integrations/shared.js";

/** A server process, with what it wrote so far. */
function server(mode: string) {
  const child = spawn(process.execPath, [BIN, mode], { cwd: ROOT, stdio: ["pipe", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
  const until = async (what: () => boolean, ms = 60_000) => {
    const start = Date.now();
    while (!what()) {
      if (Date.now() - start > ms) throw new Error(`timed out; stdout=${stdout.slice(0, 500)} stderr=${stderr.slice(0, 500)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { child, out: () => stdout, err: () => stderr, until, alive: () => child.exitCode === null };
}

const mcpLine = (o: object) => JSON.stringify({ jsonrpc: "2.0", ...o }) + "\n";
const init = { method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "0" } } };

describe("MCP server and a request over its size limit", () => {
  it.each([
    ["id first", (pad: string) => `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"lint_handoff","arguments":{"text":"${pad}"}}}\n`],
    ["id last, as the SDK writes it", (pad: string) => `{"method":"tools/call","params":{"name":"lint_handoff","arguments":{"text":"${pad}"}},"jsonrpc":"2.0","id":7}\n`],
  ])("%s: answered with an error, and the next request is served", async (_what, big) => {
    const s = server("mcp");
    try {
      s.child.stdin.write(mcpLine({ id: 1, ...init }));
      await s.until(() => s.out().includes('"id":1'));
      s.child.stdin.write(mcpLine({ method: "notifications/initialized" }));
      s.child.stdin.write(big("a".repeat(MAX_REQUEST_BYTES + 1024)));
      await s.until(() => s.out().includes('"id":7'));
      const answer = JSON.parse(s.out().split("\n").find((l) => l.includes('"id":7'))!) as { error?: { message: string } };
      expect(answer.error?.message).toMatch(/over the limit/);
      s.child.stdin.write(mcpLine({ id: 8, method: "tools/list" }));
      await s.until(() => s.out().includes('"id":8'));
      expect(s.alive()).toBe(true);
    } finally {
      s.child.kill();
    }
  }, 120_000);
});

const frame = (body: string, header = `Content-Length: ${Buffer.byteLength(body)}`) => `${header}\r\n\r\n${body}`;
const lspInit = (id: number) => JSON.stringify({ jsonrpc: "2.0", id, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } });

describe("language server and a bad Content-Length", () => {
  it.each([
    ["missing", "Content-Type: application/vscode-jsonrpc; charset=utf-8"],
    ["negative", "Content-Length: -5"],
    ["not a number", "Content-Length: 12abc"],
    ["absurdly large", `Content-Length: ${MAX_REQUEST_BYTES * 100}`],
  ])("%s: reported on stderr, skipped, the next message answered", async (_what, header) => {
    const s = server("lsp");
    try {
      s.child.stdin.write(frame('{"jsonrpc":"2.0","id":1,"method":"x"}', header));
      s.child.stdin.write(frame(lspInit(2)));
      await s.until(() => s.out().includes('"id":2'));
      expect(s.err()).toMatch(/handoff-lint lsp: a message with .*: skipped/);
      expect(s.out()).not.toContain('"id":1');
      expect(s.alive()).toBe(true);
    } finally {
      s.child.kill();
    }
  }, 60_000);
});
