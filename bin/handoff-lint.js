#!/usr/bin/env node
// handoff-lint command line entry: no work here but loading the CLI.
// CommonJS (bin/package.json says so): an ES module entry costs Node's ESM loader, ~10 ms of every start.
"use strict";
const { setFlagsFromString } = require("node:v8");

// Rules match sentences against a few large regular expressions. By default V8 first runs a new
// expression in its bytecode interpreter and compiles it to machine code later; for those large
// expressions the interpreted first runs cost more than compiling at once (one small handoff:
// ~120 ms of a ~680 ms cold start here). This changes only how this process compiles expressions.
setFlagsFromString("--no-regexp-tier-up");
// The tokenizer (tiktoken, WebAssembly) is compiled by V8's baseline compiler only: its optimizing tier
// added ~25 MB of peak memory to a run that needs an exact count (measured: 2,000 small handoffs), for an
// encode about 1.7x faster (10 large handoffs: 130 vs 225 ms); memory is the figure the bench fails first.
setFlagsFromString("--liftoff-only");
// A lint run allocates a lot of short-lived trees, and V8 lets the heap grow up to several times what
// is live before it collects; for a one-shot CLI that is most of its peak memory. Growing by 30% at a
// time keeps 2,000 small handoffs at ~170 MB instead of ~270 MB, at about the same speed (bench/).
// Not for the servers (lsp, mcp): there a bigger heap means fewer full collections while the user types
// (p95 latency after an edit 12 vs 13-16 ms with the flag, bench/editor.mjs). The flag exists in the V8
// of every Node release we support; elsewhere we leave V8's default.
const server = ["lsp", "--lsp", "mcp"].includes(process.argv[2]);
if (!server && Number(process.versions.node.split(".")[0]) <= 24) setFlagsFromString("--heap-growing-percent=30");

// Compiled code kept between runs where Node offers it (22.1+), as ESLint's bin does; NODE_DISABLE_COMPILE_CACHE=1
// turns it off. On Node 20 there is none.
const mod = require("node:module");
if (mod.enableCompileCache) mod.enableCompileCache();

// dist/cli/ is the CLI bundled by scripts/bundle.mjs (a few files instead of ~260 modules to resolve).
const { main } = require("../dist/cli/main.cjs");
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`handoff-lint: ${e?.message ?? e}\n`);
    process.exitCode = 2;
  },
);
