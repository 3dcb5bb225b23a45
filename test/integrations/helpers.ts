// Shared by the integration tests: paths, the built CLI, and real clients for each door.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import rpc from "vscode-jsonrpc/node.js";
import type { MessageConnection } from "vscode-jsonrpc/node.js";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BIN = join(ROOT, "bin", "handoff-lint.js");
export const FIXTURES = join(ROOT, "fixtures", "integrations");
export const PROJECT = join(FIXTURES, "project");
export const SAME = join(FIXTURES, "same");

if (!existsSync(join(ROOT, "dist", "src", "integrations", "lsp.js"))) {
  throw new Error("dist/ is missing or stale: run `npm run build` first (npm test does it)");
}

/** Run the built CLI and collect its output. */
export function cli(args: string[], opts: { cwd?: string; input?: string } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? ROOT, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(opts.input ?? "");
  });
}

/** A position-carrying diagnostic in one shape for every door (1-based, as the CLI prints). */
export interface Found {
  ruleId: string | null;
  severity: 1 | 2;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

export const sortFound = (xs: Found[]) =>
  [...xs].sort((a, b) => a.line - b.line || a.column - b.column || String(a.ruleId).localeCompare(String(b.ruleId)) || a.message.localeCompare(b.message));

export const uriOf = (path: string) => pathToFileURL(path).href;

export interface PublishParams {
  uri: string;
  version?: number;
  diagnostics: Array<{
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity?: number;
    code?: string | number;
    codeDescription?: { href: string };
    source?: string;
    message: string;
    data?: { concern: string | null; fix?: { range: [number, number]; text: string }; version: number };
  }>;
}

/** A real JSON-RPC client on the spawned server's stdio. */
export class LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly connection: MessageConnection;
  stderr = "";
  private waiters: Array<{ test: (p: PublishParams) => boolean; resolve: (p: PublishParams) => void }> = [];
  readonly published: PublishParams[] = [];
  readonly registrations: unknown[] = [];
  readonly exited: Promise<number | null>;

  constructor(args: string[] = ["lsp", "--stdio"], cwd = ROOT) {
    this.child = spawn(process.execPath, [BIN, ...args], { cwd, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.setEncoding("utf8").on("data", (d: string) => (this.stderr += d));
    this.child.stdin.on("error", () => undefined);
    this.exited = new Promise((r) => this.child.on("exit", (code) => r(code)));
    this.connection = rpc.createMessageConnection(new rpc.StreamMessageReader(this.child.stdout), new rpc.StreamMessageWriter(this.child.stdin));
    this.connection.onNotification("textDocument/publishDiagnostics", (p: PublishParams) => {
      this.published.push(p);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(p)) return true;
        w.resolve(p);
        return false;
      });
    });
    this.connection.onRequest("client/registerCapability", (p: unknown) => {
      this.registrations.push(p);
      return null;
    });
    this.connection.onRequest("workspace/configuration", () => []);
    this.connection.onNotification("window/logMessage", () => undefined);
    this.connection.onError(() => undefined);
    this.connection.onClose(() => undefined);
    this.connection.listen();
  }

  async initialize(rootPath: string, extra: { watch?: boolean; debounceMs?: number } = {}): Promise<{ capabilities: Record<string, unknown> }> {
    const result = (await this.connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: uriOf(rootPath),
      workspaceFolders: [{ uri: uriOf(rootPath), name: "test" }],
      capabilities: {
        workspace: { didChangeWatchedFiles: { dynamicRegistration: extra.watch ?? false } },
        textDocument: { publishDiagnostics: { versionSupport: true, codeDescriptionSupport: true, dataSupport: true }, codeAction: { dataSupport: true } },
      },
      initializationOptions: extra.debounceMs === undefined ? undefined : { debounceMs: extra.debounceMs },
    })) as { capabilities: Record<string, unknown> };
    await this.connection.sendNotification("initialized", {});
    return result;
  }

  /** The next diagnostics published for `uri` (at `version`, when given). */
  diagnostics(uri: string, version?: number): Promise<PublishParams> {
    return new Promise((r) => this.waiters.push({ test: (p) => p.uri === uri && (version === undefined || p.version === version), resolve: r }));
  }

  async open(path: string, text: string, version = 1): Promise<PublishParams> {
    const uri = uriOf(path);
    const next = this.diagnostics(uri, version);
    await this.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version, text } });
    return next;
  }

  async change(path: string, version: number, text: string): Promise<PublishParams> {
    const uri = uriOf(path);
    const next = this.diagnostics(uri, version);
    await this.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
    return next;
  }

  async shutdown(): Promise<number | null> {
    await this.connection.sendRequest("shutdown");
    await this.connection.sendNotification("exit");
    return this.exited;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

/** LSP diagnostics in the CLI's shape: 0-based positions become 1-based. */
export function fromLsp(p: PublishParams): Found[] {
  return p.diagnostics.map((d) => ({
    ruleId: d.code === undefined ? null : String(d.code),
    severity: d.severity === 1 ? 2 : 1,
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
    message: d.message,
  }));
}

/** Whether pre-commit can run here (CI installs it; by hand it may be absent). */
export function preCommitVersion(): string | null {
  const r = spawnSync("pre-commit", ["--version"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The CLI's answer (`--format json`) for one file, in the common shape. */
export async function cliAnswers(file: string, cwd: string): Promise<Found[]> {
  const r = await cli(["--format", "json", file], { cwd });
  const out = JSON.parse(r.stdout) as Array<{ messages: Found[] }>;
  return out[0].messages.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({ ruleId, severity, line, column, endLine, endColumn, message }));
}

/** `- line 3:1 error [rule-id]: message` lines of the dispatch hook, in the common shape (no end positions). */
export function fromHook(stderr: string): Array<Omit<Found, "endLine" | "endColumn">> {
  const out: Array<Omit<Found, "endLine" | "endColumn">> = [];
  for (const l of stderr.split("\n")) {
    const m = /^- line (\d+):(\d+) (error|warning)(?: \[([^\]]+)\])?: (.*)$/.exec(l);
    if (m) out.push({ line: +m[1], column: +m[2], severity: m[3] === "error" ? 2 : 1, ruleId: m[4] ?? null, message: m[5] });
  }
  return out;
}
