#!/usr/bin/env node
// EXPERIMENT (not shipped): what `handoff-lint FILES` costs without yargs. The common hook/editor call
// (paths, maybe --format/--max-warnings/--quiet) is parsed with util.parseArgs; anything else would
// fall back to the full CLI (src/cli/main.ts). Used by bench/experiments/startup-variants.mjs to put a
// number on "lazy yargs / a hand-rolled fast path". Same library calls as main.ts's default path.
import { parseArgs } from "node:util";

const argv = process.argv.slice(2);
let parsed = null;
try {
  parsed = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      format: { type: "string", short: "f" },
      quiet: { type: "boolean" },
      "max-warnings": { type: "string" },
    },
  });
} catch {
  parsed = null; // an option the fast path does not know: the full CLI handles it
}

if (!parsed || !parsed.positionals.length || parsed.positionals[0] === "lsp" || parsed.positionals[0] === "mcp" || parsed.positionals[0] === "hook") {
  const { main } = await import("../../dist/src/cli/main.js");
  process.exitCode = await main(argv);
} else {
  const { lintFiles } = await import("../../dist/src/api.js");
  const { loadFormatter } = await import("../../dist/src/format/index.js");
  const { getBuiltinRules } = await import("../../dist/src/config/config.js");
  const cwd = process.cwd();
  let failed = false;
  const { results } = await lintFiles(parsed.positionals, {
    cwd,
    countTokens: parsed.values.format === "json" || parsed.values.format === "sarif",
    onProblem: (p) => {
      if (p.kind === "error") failed = true;
      process.stderr.write(`handoff-lint: ${p.filePath}: ${p.message}\n`);
    },
  });
  if (parsed.values.quiet) for (const r of results) (r.messages = r.messages.filter((m) => m.severity === 2)), (r.warningCount = 0);
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  const max = parsed.values["max-warnings"] === undefined ? -1 : Number(parsed.values["max-warnings"]);
  const tooMany = max >= 0 && warnings > max;
  const formatter = await loadFormatter(parsed.values.format ?? "stylish");
  const text = formatter(results, { cwd, rules: getBuiltinRules(), color: !!process.stdout.isTTY && !process.env.NO_COLOR });
  if (text) process.stdout.write(text);
  process.exitCode = failed ? 2 : errors || tooMany ? 1 : 0;
}
