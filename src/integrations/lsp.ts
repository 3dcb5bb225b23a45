// `handoff-lint lsp`: a language server over stdio. The buffer text goes through the same lintText as the
// CLI, in-process (no process per keystroke). Diagnostics on open, on change (debounced) and on save; the
// nearest config applies and is read again when a config file changes; quick fixes from rule fixes.
import { existsSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import lspNode from "vscode-languageserver/node.js";
import type { CodeAction, Connection, Diagnostic, InitializeParams, InitializeResult, TextEdit } from "vscode-languageserver/node.js";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { LintMessage } from "../types.js";
import { CONFIG_FILES, getRule } from "../config/config.js";
import { FrameChecker, forgetConfigs, lintForDoor, MAX_REQUEST_BYTES } from "./shared.js";
import { applyFixes } from "../engine/lint.js";
import { VERSION } from "../version.js";

const { createConnection, TextDocuments, TextDocumentSyncKind, DiagnosticSeverity, CodeActionKind, DidChangeWatchedFilesNotification } = lspNode;

export const SOURCE = "handoff-lint";
export const DEFAULT_DEBOUNCE_MS = 250;
const FIX_ALL_KIND = "source.fixAll.handoff-lint";

/** What a diagnostic carries back to the server in code-action requests. */
interface DiagnosticData {
  concern: string | null;
  fix?: { range: [number, number]; text: string };
  /** Document version the diagnostic (and its fix offsets) belongs to. */
  version: number;
}

/** LSP positions are 0-based; LintMessage lines and columns are 1-based, both in UTF-16 code units. */
export function toDiagnostic(m: LintMessage, version: number, docsUrl: (id: string) => string | undefined): Diagnostic {
  const d: Diagnostic = {
    range: { start: { line: m.line - 1, character: m.column - 1 }, end: { line: m.endLine - 1, character: m.endColumn - 1 } },
    severity: m.severity === 2 ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: SOURCE,
    message: m.message,
    data: { concern: m.concern, version, ...(m.fix ? { fix: m.fix } : {}) } satisfies DiagnosticData,
  };
  if (m.ruleId) {
    d.code = m.ruleId;
    const href = docsUrl(m.ruleId);
    if (href) d.codeDescription = { href };
  }
  return d;
}

function filePathOf(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

const isConfigFile = (path: string) => CONFIG_FILES.includes(basename(path));

/**
 * Whether a config file that could apply to `dir` appeared, changed or went away since the last look
 * (`known` maps each candidate path to its "mtime:size", or null when absent). Catches edits made outside
 * the editor when the client watches nothing.
 */
function configsChanged(dir: string, known: Map<string, string | null>): boolean {
  let changed = false;
  for (let d = dir, i = 0; i < 64; i++) {
    for (const name of CONFIG_FILES) {
      const f = join(d, name);
      let now: string | null = null;
      try {
        const st = statSync(f);
        now = `${st.mtimeMs}:${st.size}`;
      } catch {
        /* absent */
      }
      if (known.has(f) && known.get(f) !== now) changed = true;
      known.set(f, now);
    }
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return changed;
}

export interface ServerOptions {
  debounceMs?: number;
}

/** Wire a handoff-lint language server onto a connection (exported for embedding). */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  let debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let rootDir = process.cwd();
  let canWatch = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const configFiles = new Map<string, string | null>();
  const ruleDocs = new Map<string, string | undefined>();
  /** Sequence number per document, so a slow lint never publishes over a newer one. */
  const runs = new Map<string, number>();

  const docsUrl = (id: string) => ruleDocs.get(id);

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? null;
    const root = folder ? filePathOf(folder) : undefined;
    if (root && existsSync(root)) rootDir = root;
    const init = params.initializationOptions as { debounceMs?: unknown } | undefined;
    if (init && typeof init.debounceMs === "number" && init.debounceMs >= 0) debounceMs = init.debounceMs;
    canWatch = !!params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
      },
      serverInfo: { name: "handoff-lint", version: VERSION },
    };
  });

  connection.onInitialized(() => {
    if (!canWatch) return;
    const globs = CONFIG_FILES.map((n) => ({ globPattern: `**/${n}` }));
    connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: globs }).catch((e: Error) => connection.console.warn(`handoff-lint: could not watch config files: ${e.message}`));
  });

  async function lint(doc: TextDocument): Promise<void> {
    const uri = doc.uri;
    const seq = (runs.get(uri) ?? 0) + 1;
    runs.set(uri, seq);
    const file = filePathOf(uri);
    const dir = file ? dirname(file) : rootDir;
    if (configsChanged(dir, configFiles)) forgetConfigs();
    const version = doc.version;
    let diagnostics: Diagnostic[];
    try {
      const result = await lintForDoor(doc.getText(), { filePath: file, cwd: file ? dir : rootDir });
      rememberDocsUrls(result.messages);
      diagnostics = result.messages.map((m) => toDiagnostic(m, version, docsUrl));
    } catch (e) {
      // A broken config or an internal failure: say so on the document instead of going quiet.
      diagnostics = [
        {
          range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
          severity: DiagnosticSeverity.Error,
          source: SOURCE,
          message: `handoff-lint could not lint this file: ${(e as Error)?.message ?? String(e)}`,
        },
      ];
    }
    if (runs.get(uri) !== seq || !documents.get(uri)) return;
    await connection.sendDiagnostics({ uri, version, diagnostics });
  }

  function rememberDocsUrls(messages: LintMessage[]): void {
    for (const m of messages) {
      if (!m.ruleId || ruleDocs.has(m.ruleId)) continue;
      const docs = getRule(m.ruleId)?.meta.docs;
      ruleDocs.set(m.ruleId, docs && /^https?:\/\//.test(docs) ? docs : undefined);
    }
  }

  const safeLint = (doc: TextDocument) => {
    lint(doc).catch((e: Error) => connection.console.error(`handoff-lint: ${e?.stack ?? e}`));
  };

  function schedule(doc: TextDocument, delay: number): void {
    const old = timers.get(doc.uri);
    if (old) clearTimeout(old);
    if (delay <= 0) {
      timers.delete(doc.uri);
      safeLint(doc);
      return;
    }
    timers.set(
      doc.uri,
      setTimeout(() => {
        timers.delete(doc.uri);
        const current = documents.get(doc.uri);
        if (current) safeLint(current);
      }, delay),
    );
  }

  function relintAll(): void {
    forgetConfigs();
    for (const d of documents.all()) schedule(d, 0);
  }

  // didOpen fires onDidOpen, then onDidChangeContent for the same version: lint once, at once.
  const openedAt = new Map<string, number>();
  documents.onDidOpen((e) => {
    openedAt.set(e.document.uri, e.document.version);
    schedule(e.document, 0);
  });
  documents.onDidChangeContent((e) => {
    if (openedAt.get(e.document.uri) === e.document.version) return;
    schedule(e.document, debounceMs);
  });
  documents.onDidSave((e) => {
    const file = filePathOf(e.document.uri);
    if (file && isConfigFile(file)) relintAll();
    else schedule(e.document, 0);
  });
  documents.onDidClose((e) => {
    const t = timers.get(e.document.uri);
    if (t) clearTimeout(t);
    timers.delete(e.document.uri);
    runs.delete(e.document.uri);
    openedAt.delete(e.document.uri);
    connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }).catch(() => undefined);
  });

  connection.onDidChangeWatchedFiles((params) => {
    if (params.changes.some((c) => isConfigFile(filePathOf(c.uri) ?? c.uri))) relintAll();
  });

  connection.onCodeAction(async (params) => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const actions: CodeAction[] = [];
    const only = params.context.only;
    const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(k + "."));
    if (wants(CodeActionKind.QuickFix)) {
      // One "Disable <rule> for this line" per rule and line, however many of its diagnostics are there.
      const disables = new Set<string>();
      for (const d of params.context.diagnostics) {
        if (d.source !== SOURCE) continue;
        const data = d.data as DiagnosticData | undefined;
        if (data?.fix && data.version === doc.version) {
          const edit: TextEdit = { range: { start: doc.positionAt(data.fix.range[0]), end: doc.positionAt(data.fix.range[1]) }, newText: data.fix.text };
          actions.push({ title: `Fix: ${d.message.length > 60 ? d.message.slice(0, 57) + "…" : d.message}`, kind: CodeActionKind.QuickFix, diagnostics: [d], isPreferred: true, edit: { changes: { [doc.uri]: [edit] } } });
        }
        if (typeof d.code === "string" && !disables.has(`${d.range.start.line}\u0000${d.code}`)) {
          disables.add(`${d.range.start.line}\u0000${d.code}`);
          actions.push(disableNextLine(doc, d, d.code));
        }
      }
    }
    if (wants(FIX_ALL_KIND) && (only || params.context.diagnostics.some((d) => d.source === SOURCE && (d.data as DiagnosticData | undefined)?.fix))) {
      const all = await fixAll(doc);
      if (all) actions.push(all);
    }
    return actions;
  });

  /** Fix everything fixable, as `--fix` would (lint, fix, lint again). */
  async function fixAll(doc: TextDocument): Promise<CodeAction | null> {
    const file = filePathOf(doc.uri);
    try {
      const text = doc.getText();
      const result = await lintForDoor(text, { filePath: file, cwd: file ? dirname(file) : rootDir });
      if (!result.messages.some((m) => m.fix)) return null;
      const { text: fixed, applied } = applyFixes(text, result.messages);
      if (!applied || fixed === text) return null;
      const whole = { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) };
      return { title: "Fix all auto-fixable handoff-lint problems", kind: FIX_ALL_KIND, edit: { changes: { [doc.uri]: [{ range: whole, newText: fixed }] } } };
    } catch {
      return null;
    }
  }

  connection.onShutdown(() => {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  });

  documents.listen(connection);
  connection.listen();
}

/** `<!-- handoff-lint-disable-next-line id -->` above the line, indented as it is. */
function disableNextLine(doc: TextDocument, d: Diagnostic, id: string): CodeAction {
  const line = d.range.start.line;
  const text = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
  const indent = /^[ \t]{0,40}/.exec(text)?.[0] ?? "";
  return {
    title: `Disable ${id} for this line`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [d],
    edit: { changes: { [doc.uri]: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}<!-- handoff-lint-disable-next-line ${id} -->\n` }] } },
  };
}

export async function run(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write("Usage: handoff-lint lsp [--stdio]\n\nA language server over stdio (see docs/integrations.md for VS Code, Neovim and Helix).\n");
    return 0;
  }
  // stdout is the protocol channel: nothing else may write to it.
  const toStderr = (...a: unknown[]) => process.stderr.write(a.map(String).join(" ") + "\n");
  console.log = console.info = console.debug = toStderr;
  process.stdout.on("error", () => process.exit(1)); // the client is gone
  // Given the streams themselves, the library ends the process when stdin closes (an abrupt client exit).
  // Framing checked first (shared.ts): a bad Content-Length is reported and skipped, not waited on forever.
  const input = process.stdin.pipe(new FrameChecker(MAX_REQUEST_BYTES, (note) => process.stderr.write(note + "\n")));
  process.stdin.on("end", () => input.end());
  const connection = createConnection(input, process.stdout);
  startServer(connection);
  // The connection ends the process on `exit` or when stdin closes; until then, keep running.
  return new Promise<number>(() => undefined);
}
