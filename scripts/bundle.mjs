#!/usr/bin/env node
// Bundles the command line into a few files under dist/cli/ (run by `npm run build`, after tsc).
//
// Why: a cold start of `handoff-lint file.md` resolves and loads ~260 ES module files (our own, unified,
// micromark and its extensions). Each costs a path resolution, a package.json lookup and a compile
// unit. Bundled, the common path loads a handful of files. Dynamic imports stay chunks of their own, so
// what the CLI loads lazily (yargs, the LSP server, the MCP server, formatters, the cache, worker pool)
// is still loaded only when used.
//
// Left outside the bundle, loaded at run time from node_modules with require(): packages the code loads
// lazily through createRequire (tiktoken and its vocabularies, yaml, ajv, picomatch, ignore). The
// token-word table is copied next to the chunks, where the bundled code looks for it.
//
// The bundle is CommonJS (.cjs) for one reason: Node 20 keeps no compiled code between runs for ES
// modules, and for CommonJS a loader can ask V8 for it. bin/ installs that loader (dist/cli/code-cache.cjs,
// from src/cli/code-cache.ts) on Node < 22.1, and Node's own compile cache on later releases. The
// import() calls rolldown leaves (config files and custom rules, by file URL) are all in
// src/load.ts, an entry of its own here (dist/cli/load.cjs) that the code cache does
// not compile: an import() in a script compiled by vm.Script would find no loader.
//
// The library (`import { lintText } from "handoff-lint"`) is not bundled: it is dist/src/, as tsc wrote it.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "dist", "cli");
const entry = join(ROOT, "dist", "src", "cli", "main.js");
const loader = join(ROOT, "dist", "src", "cli", "code-cache.js");
const load = join(ROOT, "dist", "src", "load.js");
if (!existsSync(entry) || !existsSync(loader)) throw new Error("bundle: run tsc first (dist/src/cli/main.js is missing)");

const external = [/^node:/, /^tiktoken(\/|$)/, /^yaml(\/|$)/, /^ajv(\/|$)/, /^picomatch(\/|$)/, /^ignore(\/|$)/, /token-words\.json$/];
rmSync(OUT, { recursive: true, force: true });
// yargs' applyExtends reads import.meta.resolve, which a CommonJS bundle lacks; it runs only for a yargs
// config with `extends`, which the CLI never sets.
const onLog = (level, log, handler) => {
  if (log.code === "EMPTY_IMPORT_META" && /node_modules[\\/]yargs[\\/]/.test(log.id ?? log.message)) return;
  handler(level, log);
};
const bundle = await rolldown({ input: { main: entry, "code-cache": loader, load }, platform: "node", external, logLevel: "warn", onLog });
await bundle.write({ dir: OUT, format: "cjs", entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs", minify: false, sourcemap: false });
await bundle.close();
copyFileSync(join(ROOT, "dist", "src", "document", "token-words.json"), join(OUT, "token-words.json"));
