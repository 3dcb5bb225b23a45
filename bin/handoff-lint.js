#!/usr/bin/env node
// handoff-lint command line entry: no work here but loading the CLI.
import { main } from "../dist/src/cli/main.js";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`handoff-lint: ${e?.message ?? e}\n`);
    process.exitCode = 2;
  },
);
