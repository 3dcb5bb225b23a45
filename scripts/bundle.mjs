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
// The library (`import { lintText } from "handoff-lint"`) is not bundled: it is dist/src/, as tsc wrote it.
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "dist", "cli");
const entry = join(ROOT, "dist", "src", "cli", "main.js");
if (!existsSync(entry)) throw new Error("bundle: run tsc first (dist/src/cli/main.js is missing)");

const external = [/^node:/, /^tiktoken(\/|$)/, /^yaml(\/|$)/, /^ajv(\/|$)/, /^picomatch(\/|$)/, /^ignore(\/|$)/, /token-words\.json$/];
rmSync(OUT, { recursive: true, force: true });
const bundle = await rolldown({ input: { main: entry }, platform: "node", external, logLevel: "warn" });
await bundle.write({ dir: OUT, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js", minify: false, sourcemap: false });
await bundle.close();
copyFileSync(join(ROOT, "dist", "src", "document", "token-words.json"), join(OUT, "token-words.json"));
