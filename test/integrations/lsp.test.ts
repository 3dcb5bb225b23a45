// `handoff-lint lsp`: the built server spawned over stdio, driven by a real JSON-RPC client (vscode-jsonrpc).
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TextDocument } from "vscode-languageserver-textdocument";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRule } from "../../src/config/config.js";
import { cli, FIXTURES, fromLsp, LspClient, PROJECT, sortFound, uriOf, type Found } from "./helpers.js";

const overBudget = readFileSync(join(PROJECT, "prompts", "over-budget.md"), "utf8");
const good = readFileSync(join(PROJECT, "prompts", "good.md"), "utf8");

async function viaCli(text: string, file: string): Promise<Found[]> {
  const r = await cli(["--format", "json", "--stdin", "--stdin-filename", file], { input: text, cwd: PROJECT });
  return (JSON.parse(r.stdout) as Array<{ messages: Found[] }>)[0].messages.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({ ruleId, severity, line, column, endLine, endColumn, message }));
}

describe("language server", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = new LspClient();
    const init = await client.initialize(PROJECT, { debounceMs: 20 });
    expect(init.capabilities).toMatchObject({ codeActionProvider: expect.anything(), textDocumentSync: expect.anything() });
  });
  afterAll(() => client?.kill());

  it("publishes diagnostics on open: rule id, severity, docs link, source, concern; positions as the CLI's", async () => {
    const file = join(PROJECT, "prompts", "open-bad.md");
    const p = await client.open(file, overBudget);
    expect(p.diagnostics.length).toBeGreaterThan(0);
    const budget = p.diagnostics.find((d) => d.code === "context-budget")!;
    expect(budget).toMatchObject({ source: "handoff-lint", severity: 1, codeDescription: { href: getRule("context-budget")!.meta.docs }, data: { concern: "budget" } });
    expect(sortFound(fromLsp(p))).toEqual(sortFound(await viaCli(overBudget, file)));
  });

  it("publishes updated diagnostics on change (debounced) and on save", async () => {
    const file = join(PROJECT, "prompts", "edited.md");
    const first = await client.open(file, good);
    expect(first.diagnostics).toEqual([]);
    const second = await client.change(file, 2, overBudget);
    expect(second.diagnostics.map((d) => d.code)).toContain("context-budget");
    const third = await client.change(file, 3, good);
    expect(third.diagnostics).toEqual([]);
    const saved = client.diagnostics(uriOf(file), 3);
    await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: uriOf(file) } });
    expect((await saved).diagnostics).toEqual([]);
  });

  it("offers the rule's fix as a quick fix; applying it gives the text the CLI's --fix gives", async () => {
    const file = join(PROJECT, "prompts", "fixable.md");
    const text = "Make `test/login.spec.ts` pass reliably. XXX Return the cause and the diff.\n";
    const p = await client.open(file, text);
    const marker = p.diagnostics.find((d) => d.code === "test-fixable-marker")!;
    expect(marker.data?.fix).toBeDefined();
    const actions = (await client.connection.sendRequest("textDocument/codeAction", {
      textDocument: { uri: uriOf(file) },
      range: marker.range,
      context: { diagnostics: [marker], only: ["quickfix"] },
    })) as Array<{ title: string; kind: string; isPreferred?: boolean; edit: { changes: Record<string, Array<{ range: never; newText: string }>> } }>;
    const fix = actions.find((a) => a.isPreferred)!;
    expect(fix.kind).toBe("quickfix");
    const fixed = TextDocument.applyEdits(TextDocument.create(uriOf(file), "markdown", 1, text), fix.edit.changes[uriOf(file)]);
    const cliFixed = await cli(["--stdin", "--stdin-filename", file, "--fix"], { input: text, cwd: PROJECT });
    expect(fixed).toBe(cliFixed.stdout);
    expect(fixed).not.toContain("XXX");
    expect(actions.some((a) => a.title === "Disable test-fixable-marker for this line")).toBe(true);
    // The fix-all source action gives the same text.
    const all = (await client.connection.sendRequest("textDocument/codeAction", {
      textDocument: { uri: uriOf(file) },
      range: marker.range,
      context: { diagnostics: [], only: ["source.fixAll"] },
    })) as Array<{ kind: string; edit: { changes: Record<string, Array<{ range: never; newText: string }>> } }>;
    expect(all).toHaveLength(1);
    expect(TextDocument.applyEdits(TextDocument.create(uriOf(file), "markdown", 1, text), all[0].edit.changes[uriOf(file)])).toBe(cliFixed.stdout);
  });

  it("keeps serving after a document makes a rule throw", async () => {
    const file = join(PROJECT, "prompts", "boom.md");
    const p = await client.open(file, "BOOM: this text makes test-throws fail.\n");
    const failed = p.diagnostics.find((d) => d.code === "test-throws")!;
    expect(failed.message).toMatch(/Rule "test-throws" failed on this file/);
    const after = await client.open(join(PROJECT, "prompts", "after-boom.md"), overBudget);
    expect(after.diagnostics.map((d) => d.code)).toContain("context-budget");
  });

  it("survives malformed messages", async () => {
    const body = '{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":';
    client.child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    const notAnObject = "[1,2,3]";
    client.child.stdin.write(`Content-Length: ${notAnObject.length}\r\n\r\n${notAnObject}`);
    // A notification the server does not know and a didOpen without a document.
    await client.connection.sendNotification("handoff/unknown", { x: 1 });
    await client.connection.sendNotification("textDocument/didOpen", {});
    const after = await client.open(join(PROJECT, "prompts", "after-garbage.md"), overBudget);
    expect(after.diagnostics.map((d) => d.code)).toContain("context-budget");
  });

  it("shuts down and exits cleanly", async () => {
    const second = new LspClient();
    await second.initialize(PROJECT);
    await second.open(join(PROJECT, "prompts", "x.md"), good);
    expect(await second.shutdown()).toBe(0);
  });

  it("exits, without a crash, when the client goes away abruptly", async () => {
    const gone = new LspClient();
    await gone.initialize(PROJECT);
    await gone.open(join(PROJECT, "prompts", "y.md"), overBudget);
    gone.connection.dispose();
    gone.child.stdin.destroy();
    gone.child.stdout.destroy();
    const code = await gone.exited;
    expect(code).toBe(1); // no shutdown request came first
    expect(gone.stderr).not.toMatch(/Unhandled|TypeError|EPIPE/);
  });
});

describe("language server: configuration", () => {
  let dir: string;
  let client: LspClient;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "handoff-lint-lsp-"));
    cpSync(join(FIXTURES, "plugin"), join(dir, "plugin"), { recursive: true });
    mkdirSync(join(dir, "project", "prompts"), { recursive: true });
    mkdirSync(join(dir, "project", "nested", "prompts"), { recursive: true });
    writeFileSync(join(dir, "project", ".handofflintrc.json"), JSON.stringify({ budget: 4000, rules: { "context-budget": "error" } }));
  });
  afterAll(() => {
    client?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies the nearest config and re-lints open documents when a config file changes", async () => {
    client = new LspClient();
    await client.initialize(join(dir, "project"), { watch: true, debounceMs: 20 });
    const file = join(dir, "project", "prompts", "task.md");
    expect((await client.open(file, overBudget)).diagnostics).toEqual([]);
    expect(client.registrations.length).toBe(1); // the config-file watcher

    // A nearer config (budget 60) applies to the nested folder only.
    writeFileSync(join(dir, "project", "nested", ".handofflintrc.json"), JSON.stringify({ budget: 60, rules: { "context-budget": "warn" } }));
    const nested = await client.open(join(dir, "project", "nested", "prompts", "task.md"), overBudget);
    expect(nested.diagnostics.map((d) => [d.code, d.severity])).toEqual([["context-budget", 2]]);

    // Edit the outer config; the watcher's notification re-lints the open document.
    const next = client.diagnostics(uriOf(file), 1);
    writeFileSync(join(dir, "project", ".handofflintrc.json"), JSON.stringify({ budget: 60, rules: { "context-budget": "error" } }));
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uriOf(join(dir, "project", ".handofflintrc.json")), type: 2 }] });
    expect((await next).diagnostics.map((d) => [d.code, d.severity])).toEqual([["context-budget", 1]]);
  });

  it("notices a config edited behind its back at the next lint (no watcher)", async () => {
    const file = join(dir, "project", "prompts", "task.md");
    writeFileSync(join(dir, "project", ".handofflintrc.json"), JSON.stringify({ budget: 5000, rules: { "context-budget": "error" } }));
    expect((await client.change(file, 2, overBudget + "\n")).diagnostics).toEqual([]);
  });

  it("shows a broken config on the document instead of going quiet", async () => {
    writeFileSync(join(dir, "project", ".handofflintrc.json"), '{ "rules": { "no-such-rule": "error" } }');
    const file = join(dir, "project", "prompts", "task.md");
    const p = await client.change(file, 3, overBudget);
    expect(p.diagnostics).toHaveLength(1);
    expect(p.diagnostics[0].message).toMatch(/could not lint this file: .*no-such-rule/);
  });
});
