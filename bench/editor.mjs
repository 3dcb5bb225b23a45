#!/usr/bin/env node
// Editor latency: how long after an edit the language server publishes diagnostics, measured with a real
// JSON-RPC client (vscode-jsonrpc, what VS Code's client library is built on) on the server's stdio, as an
// editor runs it: `handoff-lint lsp --stdio`.
//
//   node bench/editor.mjs [--file F] [--warmups 50] [--edits 300]     (run by `npm run bench`)
//
// The client opens one ~4 KB handoff and types into it: each edit inserts one character at a position
// picked by a seeded generator (a word, a space or a line break now and then), sent as a full-text
// didChange with the next version, and waits for the publishDiagnostics of that version before the next
// edit. Latency is from sending the change to receiving its diagnostics. The server's debounce (250 ms
// by default, `initializationOptions.debounceMs`) is a delay an editor adds on purpose while the user
// types; it is set to 0 here so the figure is the lint itself plus the round trip. "Warm" means after
// `warmups` edits. Prints one JSON object on stdout: { file, bytes, warmups, samples: [ms...] }.
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import * as rpc from "vscode-jsonrpc/node.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const opt = (n, d) => {
  const i = argv.indexOf(n);
  return i >= 0 ? argv[i + 1] : d;
};
const CORPUS = join(ROOT, "bench", "out", "corpus");
const WARMUPS = Number(opt("--warmups", 50));
const EDITS = Number(opt("--edits", 300));

/** The small-corpus file closest to 4 KB (the figure the goal names). */
function pickFile() {
  const dir = join(CORPUS, "small");
  let best = null;
  for (const n of readdirSync(dir).sort()) {
    const size = statSync(join(dir, n)).size;
    if (!best || Math.abs(size - 4096) < Math.abs(best.size - 4096)) best = { path: join(dir, n), size };
  }
  if (!best) throw new Error(`no corpus in ${dir}: run npm run bench once`);
  return best.path;
}
const file = resolve(opt("--file", pickFile()));
let text = readFileSync(file, "utf8");
const uri = pathToFileURL(file).href;

let seed = 20261130;
const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
const INSERTS = "etaoinshrdlu etaoinshrdlu,.\n";

const child = spawn(process.execPath, [process.env.HL_BIN ?? join(ROOT, "bin", "handoff-lint.js"), "lsp", "--stdio"], { cwd: CORPUS, stdio: ["pipe", "pipe", "inherit"] });
const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
const waiting = new Map();
connection.onNotification("textDocument/publishDiagnostics", (p) => {
  const w = waiting.get(p.version);
  if (p.uri === uri && w) {
    waiting.delete(p.version);
    w(performance.now());
  }
});
connection.onRequest("client/registerCapability", () => null);
connection.onRequest("workspace/configuration", () => []);
connection.onNotification("window/logMessage", () => undefined);
connection.listen();

const published = (version) => new Promise((r) => waiting.set(version, r));
await connection.sendRequest("initialize", {
  processId: process.pid,
  rootUri: pathToFileURL(CORPUS).href,
  workspaceFolders: [{ uri: pathToFileURL(CORPUS).href, name: "corpus" }],
  capabilities: { textDocument: { publishDiagnostics: { versionSupport: true } } },
  initializationOptions: { debounceMs: 0 },
});
await connection.sendNotification("initialized", {});
let version = 1;
const opened = published(version);
await connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "markdown", version, text } });
await opened;

const samples = [];
for (let i = 0; i < WARMUPS + EDITS; i++) {
  const at = Math.floor(rand() * (text.length + 1));
  text = text.slice(0, at) + INSERTS[Math.floor(rand() * INSERTS.length)] + text.slice(at);
  version++;
  const got = published(version);
  const t0 = performance.now();
  await connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
  const t1 = await got;
  if (i >= WARMUPS) samples.push(t1 - t0);
}
await connection.sendRequest("shutdown");
await connection.sendNotification("exit");
await new Promise((r) => child.on("exit", r));
process.stdout.write(JSON.stringify({ file: file.slice(CORPUS.length + 1), bytes: Buffer.byteLength(readFileSync(file)), warmups: WARMUPS, samples }) + "\n");
