#!/usr/bin/env node
// handoff-lint command line entry: no work here but loading the CLI.
import { setFlagsFromString } from "node:v8";

// Rules match sentences against a few large regular expressions. By default V8 first runs a new
// expression in its bytecode interpreter and compiles it to machine code later; for those large
// expressions the interpreted first runs cost more than compiling at once (one small handoff:
// ~120 ms of a ~680 ms cold start here). This changes only how this process compiles expressions.
setFlagsFromString("--no-regexp-tier-up");

// dist/cli/ is the CLI bundled by scripts/bundle.mjs (a few files instead of ~260 modules to resolve).
const { main } = await import("../dist/cli/main.js");
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`handoff-lint: ${e?.message ?? e}\n`);
    process.exitCode = 2;
  },
);
