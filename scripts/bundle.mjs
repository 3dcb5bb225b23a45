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
// on demand through src/load.ts (tiktoken and its vocabularies, yaml, ajv, picomatch, ignore).
//
// The bundle is CommonJS (.cjs): bin/ is CommonJS (an ES module entry costs Node's ESM loader, ~10 ms of
// every start), and Node's compile cache (22.1+, enabled by bin/) keeps CommonJS code between runs too.
// import() of a file URL (config files, custom rules: src/load.ts importEsm) works in CommonJS as it is.
//
// The library (`import { lintText } from "handoff-lint"`) is not bundled: it is dist/src/, as tsc wrote it.
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "dist", "cli");
const entry = join(ROOT, "dist", "src", "cli", "main.js");
if (!existsSync(entry)) throw new Error("bundle: run tsc first (dist/src/cli/main.js is missing)");

const external = [/^node:/, /^tiktoken(\/|$)/, /^yaml(\/|$)/, /^ajv(\/|$)/, /^picomatch(\/|$)/, /^ignore(\/|$)/];
rmSync(OUT, { recursive: true, force: true });
// yargs' applyExtends reads import.meta.resolve, which a CommonJS bundle lacks; it runs only for a yargs
// config with `extends`, which the CLI never sets.
const onLog = (level, log, handler) => {
  if (log.code === "EMPTY_IMPORT_META" && /node_modules[\\/]yargs[\\/]/.test(log.id ?? log.message)) return;
  handler(level, log);
};
const bundle = await rolldown({ input: { main: entry }, platform: "node", external, logLevel: "warn", onLog });
await bundle.write({ dir: OUT, format: "cjs", entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs", minify: false, sourcemap: false });
await bundle.close();
