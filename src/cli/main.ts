// The handoff-lint command line.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { LintResult, Rule, RuleSetting } from "../types.js";
import type { FileProblem } from "../api.js";
import { FORMATS, loadFormatter, printable } from "../format/index.js";
import { parseTimingRows, timingTable } from "./timing.js";
// The linter itself (parser, rules, config) is imported once the arguments ask for it, so
// --version and --help answer without loading the Markdown parser.
const core = async () => {
  const [api, config, files] = await Promise.all([import("../api.js"), import("../config/config.js"), import("../engine/files.js")]);
  return { ...api, ...config, decodeBuffer: files.decodeBuffer };
};

function parseSeverity(v: string): 0 | 1 | 2 | null {
  return v === "off" || v === "0" ? 0 : v === "warn" || v === "warning" || v === "1" ? 1 : v === "error" || v === "2" ? 2 : null;
}
import { PACKAGE_ROOT, VERSION } from "../version.js";

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_FAILURE = 2;

class UsageError extends Error {}

function parseRuleFlags(values: string[] | undefined): Record<string, RuleSetting> {
  // No prototype: `--rule __proto__:off` is then a rule id like any other (and an unknown one), not a
  // change of the object's prototype that would pass in silence.
  const out: Record<string, RuleSetting> = Object.create(null) as Record<string, RuleSetting>;
  for (const v of values ?? []) {
    for (const part of v.split(",")) {
      const t = part.trim();
      if (!t) continue;
      const i = t.lastIndexOf(":");
      if (i <= 0) throw new UsageError(`--rule expects id:severity (off, warn, error), got "${t}"`);
      const id = t.slice(0, i);
      const sev = t.slice(i + 1);
      if (parseSeverity(sev) === null) throw new UsageError(`--rule ${id}: severity must be off, warn or error, got "${sev}"`);
      out[id] = sev as RuleSetting;
    }
  }
  return out;
}

/** Read standard input to its end; past `limit` bytes the input is dropped (null) and only counted. */
async function readStdin(limit = Infinity): Promise<{ buffer: Buffer | null; bytes: number }> {
  let chunks: Buffer[] = [];
  let bytes = 0;
  for await (const c of process.stdin) {
    bytes += (c as Buffer).length;
    if (bytes <= limit) chunks.push(c as Buffer);
    else chunks = [];
  }
  return { buffer: bytes > limit ? null : Buffer.concat(chunks), bytes };
}

const STARTER = {
  extends: "recommended",
  budget: 4000,
  rules: {},
  ignores: [],
};

/** Modes served by their own modules, loaded only when used: `lsp` (or `--lsp`), `mcp`, `hook <client>`, `audit`. */
const MODES: Record<string, string> = { lsp: "lsp", "--lsp": "lsp", mcp: "mcp", hook: "hook", audit: "audit" };

/** What main() reads from the parsed arguments (yargs' result has the same keys). */
export interface CliArgs {
  _: Array<string | number>;
  format: string;
  "output-file"?: string;
  "max-warnings"?: number;
  quiet: boolean;
  stdin: boolean;
  "stdin-filename"?: string;
  config?: string;
  "print-config"?: string;
  rule?: string[];
  fix: boolean;
  "fix-dry-run": boolean;
  explain?: string;
  init: boolean;
  "inline-config": boolean;
  "report-unused-disable-directives": boolean;
  "error-on-unmatched-pattern": boolean;
  "warn-ignored": boolean;
  "ignore-pattern"?: string[];
  color?: boolean;
  cache: boolean;
  "cache-location"?: string;
  help?: boolean;
  version?: boolean;
}

const FAST_OPTIONS = {
  format: { type: "string", short: "f" },
  "output-file": { type: "string", short: "o" },
  "max-warnings": { type: "string" },
  quiet: { type: "boolean" },
  stdin: { type: "boolean" },
  "stdin-filename": { type: "string" },
  config: { type: "string", short: "c" },
  rule: { type: "string", multiple: true },
  fix: { type: "boolean" },
  "fix-dry-run": { type: "boolean" },
  "inline-config": { type: "boolean" },
  "report-unused-disable-directives": { type: "boolean" },
  "error-on-unmatched-pattern": { type: "boolean" },
  "warn-ignored": { type: "boolean" },
  "ignore-pattern": { type: "string", multiple: true },
  color: { type: "boolean" },
  cache: { type: "boolean" },
  "cache-location": { type: "string" },
} as const;

/**
 * The start-up fast path: the common call (paths and the options above) parsed with node:util, without
 * loading yargs (~70 ms of start-up). Returns null for anything it is not sure yargs would read the same
 * way (--help, --version, --init, --print-config, --explain, an unknown or repeated option, a bad value,
 * "--", numeric-looking or "true"/"false" positionals, values after an array option...): main() then
 * parses with yargs, which gives the same result or the same usage message as before.
 */
export function fastArgs(argv: string[]): CliArgs | null {
  if (argv.includes("--")) return null;
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof FAST_OPTIONS; allowPositionals: true; allowNegative: true; tokens: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: FAST_OPTIONS, allowPositionals: true, allowNegative: true, tokens: true, strict: true });
  } catch {
    return null;
  }
  const seen = new Set<string>();
  for (const t of parsed.tokens) {
    if (t.kind === "option-terminator") return null;
    if (t.kind === "positional") {
      // yargs reads "true"/"false" after a boolean as its value, and numeric-looking paths as numbers
      if (t.value === "true" || t.value === "false" || t.value === "" || /^[-+.\d]/.test(t.value) && !Number.isNaN(Number(t.value))) return null;
      continue;
    }
    const def = FAST_OPTIONS[t.name as keyof typeof FAST_OPTIONS];
    if (!def) return null;
    if (!("multiple" in def) && seen.has(t.name)) return null;
    seen.add(t.name);
    if (t.rawName.startsWith("--no-") && def.type !== "boolean") return null;
    if (!t.rawName.startsWith("--") && t.inlineValue) return null; // yargs reads -fjson as -f -j -s -o -n
    if (def.type === "string" && (t.value === undefined || t.value === "")) return null;
  }
  const v = parsed.values;
  const format = v.format ?? "stylish";
  if (!(FORMATS as readonly string[]).includes(format)) return null;
  let maxWarnings: number | undefined;
  if (v["max-warnings"] !== undefined) {
    if (!/^\d{1,15}$/.test(v["max-warnings"])) return null;
    maxWarnings = parseMaxWarnings(v["max-warnings"]);
  }
  return {
    _: parsed.positionals,
    format,
    "output-file": v["output-file"],
    "max-warnings": maxWarnings,
    quiet: v.quiet ?? false,
    stdin: v.stdin ?? false,
    "stdin-filename": v["stdin-filename"],
    config: v.config,
    rule: v.rule,
    fix: v.fix ?? false,
    "fix-dry-run": v["fix-dry-run"] ?? false,
    init: false,
    "inline-config": v["inline-config"] ?? true,
    "report-unused-disable-directives": v["report-unused-disable-directives"] ?? false,
    "error-on-unmatched-pattern": v["error-on-unmatched-pattern"] ?? true,
    "warn-ignored": v["warn-ignored"] ?? true,
    "ignore-pattern": v["ignore-pattern"],
    color: v.color,
    cache: v.cache ?? false,
    "cache-location": v["cache-location"],
  };
}

/** The full parser (yargs, loaded on demand): --help, --version, the rarer options and every usage error. */
export async function yargsArgs(argv: string[]): Promise<CliArgs> {
  const { default: yargs } = await import("yargs");
  const parser = yargs(argv)
    .scriptName("handoff-lint")
    .usage("$0 [options] [paths|globs...]\n\nLint handoff queries: the text an orchestrator writes for a sub-agent.\nA folder is walked for handoff files (config `files`); a file named explicitly is always linted.")
    .option("format", { alias: "f", type: "string", requiresArg: true, choices: FORMATS as unknown as string[], default: "stylish", describe: "Output format" })
    .option("output-file", { alias: "o", type: "string", requiresArg: true, describe: "Write the report to a file" })
    .option("max-warnings", { type: "string", requiresArg: true, describe: "Exit 1 when there are more warnings than this (a whole number; -1: no limit)" })
    .option("quiet", { type: "boolean", default: false, describe: "Report errors only" })
    .option("stdin", { type: "boolean", default: false, describe: "Lint text from standard input" })
    .option("stdin-filename", { type: "string", requiresArg: true, describe: "File name for --stdin (config lookup and messages)" })
    .option("config", { alias: "c", type: "string", requiresArg: true, describe: "Use this config file instead of searching" })
    .option("print-config", { type: "string", requiresArg: true, describe: "Print the configuration that applies to a file" })
    .option("rule", { type: "string", requiresArg: true, array: true, nargs: 1, describe: "Set a rule's severity: id:off|warn|error (repeatable)" })
    .option("fix", { type: "boolean", default: false, describe: "Fix problems in place (atomic writes)" })
    .option("fix-dry-run", { type: "boolean", default: false, describe: "Compute fixes without writing (json shows the output)" })
    .option("explain", { type: "string", requiresArg: true, describe: "Print a rule's documentation" })
    .option("init", { type: "boolean", default: false, describe: "Write a starter .handofflintrc.json" })
    .option("inline-config", { type: "boolean", default: true, describe: "Honour <!-- handoff-lint-… --> comments (--no-inline-config to ignore)" })
    .option("report-unused-disable-directives", { type: "boolean", default: false, describe: "Report disable comments that disable nothing" })
    .option("error-on-unmatched-pattern", { type: "boolean", default: true, describe: "Fail when a pattern matches no file (--no-error-on-unmatched-pattern)" })
    .option("warn-ignored", { type: "boolean", default: true, describe: "Note a file named explicitly but left out by the ignore rules (--no-warn-ignored)" })
    .option("ignore-pattern", { type: "string", requiresArg: true, array: true, nargs: 1, describe: "Extra patterns of files to ignore" })
    .option("cache", { type: "boolean", default: false, describe: "Reuse results of unchanged files (content, config, version, the files they point to)" })
    .option("cache-location", { type: "string", requiresArg: true, describe: "Cache file, or folder when it ends in / or is one (default: node_modules/.cache/handoff-lint in a Node project, else the OS cache folder)" })
    .option("color", { type: "boolean", describe: "Force colour on or off (default: on a TTY without NO_COLOR)" })
    .epilog(
      "Modes (each takes --help):\n" +
        "  handoff-lint lsp                a language server over stdio, for editors\n" +
        "  handoff-lint mcp                an MCP server over stdio, for orchestrating agents\n" +
        "  handoff-lint hook claude-code   a Claude Code PreToolUse hook that checks each sub-agent dispatch\n" +
        "  handoff-lint audit LOG.jsonl    lint every dispatch in Claude Code or Codex session logs\n" +
        "See docs/configuration.md and docs/integrations.md.",
    )
    .version(VERSION)
    .alias("v", "version")
    .help()
    .alias("h", "help")
    .strictOptions()
    // Paths stay as written: `handoff-lint 1e3` names a file "1e3", not 1000.
    .parserConfiguration({ "parse-positional-numbers": false })
    .exitProcess(false)
    .wrap(Math.min(110, process.stdout.columns || 100))
    .fail((msg, err) => {
      throw new UsageError(usageText(msg || err?.message || "invalid arguments"));
    });
  const parsed = (await parser.parse()) as unknown as Omit<CliArgs, "max-warnings"> & { "max-warnings"?: string | number };
  return { ...parsed, "max-warnings": parsed["max-warnings"] === undefined ? undefined : parseMaxWarnings(String(parsed["max-warnings"])) };
}

const SHORT: Record<string, string> = { f: "format", o: "output-file", c: "config" };
/** yargs' "Not enough arguments following: f" as "--format needs a value". */
function usageText(msg: string): string {
  const m = /^Not enough arguments following: (.+)$/.exec(msg);
  if (!m) return msg;
  const name = SHORT[m[1]] ?? m[1];
  if (name === "explain") return "--explain needs a rule id (handoff-lint --explain context-budget); the rules are listed in docs/rules/";
  return `--${name} needs a value`;
}

/** `--max-warnings N`: a whole number, -1 for no limit (as ESLint's); anything else is a usage error. */
function parseMaxWarnings(v: string): number {
  const n = /^\s*-?\d{1,15}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < -1) throw new UsageError(`--max-warnings must be a whole number (0 or more, or -1 for no limit), got "${v}"`);
  return n;
}

export async function main(argv: string[]): Promise<number> {
  const mode = argv.length ? MODES[argv[0]] : undefined;
  if (mode) {
    // Spelled out (not a computed path) so a bundler can follow each mode to its module.
    const mod: { run(args: string[]): Promise<number> } =
      mode === "lsp"
        ? await import("../integrations/lsp.js")
        : mode === "mcp"
          ? await import("../integrations/mcp.js")
          : mode === "audit"
            ? await import("./audit.js")
            : await import("../integrations/hook.js");
    return mod.run(argv.slice(1));
  }
  return untilFinished(() => lintCommand(argv));
}

/**
 * Run `work` so the process cannot end before it finished and look like success: a config or plugin that
 * calls process.exit mid-run, or leaves only a promise that never settles (Node then exits with nothing
 * left to do), ends the run with exit 2 and a line saying so. Once the work is done, its exit code is
 * the process's, whatever a timer left behind by a config calls process.exit with.
 */
export async function untilFinished(work: () => Promise<number>): Promise<number> {
  let result: number | null = null;
  process.on("exit", () => {
    if (result !== null) {
      process.exitCode = result;
      return;
    }
    process.stderr.write("handoff-lint: the run ended before it finished (a config or plugin called process.exit, or left nothing but a promise that never settles): nothing was checked\n");
    process.exitCode = EXIT_FAILURE;
  });
  try {
    result = await work();
  } catch (e) {
    result = EXIT_FAILURE;
    throw e;
  }
  return result;
}

async function lintCommand(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = fastArgs(argv) ?? (await yargsArgs(argv));
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`handoff-lint: ${e.message}\nRun handoff-lint --help for usage.\n`);
      return EXIT_FAILURE;
    }
    throw e;
  }
  if (args.help || args.version) return EXIT_OK;
  const cwd = process.cwd();
  const { lintFiles, lintText, resolveConfig, ConfigError, getBuiltinRules, getRule, formatBytes, decodeBuffer } = await core();

  try {
    if (args.explain !== undefined) return explain(String(args.explain), getRule, getBuiltinRules);
    if (args.init) return init(cwd);
    const cliRules = parseRuleFlags(args.rule as string[] | undefined);

    if (args["print-config"] !== undefined) {
      const file = resolve(cwd, String(args["print-config"]));
      const cfg = await resolveConfig(file, { configFile: args.config, cwd, rules: cliRules });
      const printable = {
        configFile: cfg.filePath,
        rules: Object.fromEntries(Object.entries(cfg.rules).map(([id, r]) => [id, [["off", "warn", "error"][r.severity], r.options]])),
        budget: cfg.settings.budget,
        encoding: cfg.settings.encoding,
        template: cfg.settings.template,
        files: cfg.files,
        ignores: cfg.ignores,
      };
      process.stdout.write(JSON.stringify(printable, null, 2) + "\n");
      return EXIT_OK;
    }

    const format = String(args.format);
    const countTokens = format === "json" || format === "sarif";
    // HANDOFF_LINT_TIMING=1 (or a number of rows, or "all"): where the time went, per rule, on stderr.
    const timingRows = parseTimingRows(process.env.HANDOFF_LINT_TIMING);
    const timing = timingRows ? new Map<string, number>() : undefined;
    let results: LintResult[];
    let customRules: Rule[] = [];
    let failed = false;
    const report = (p: FileProblem) => {
      if (p.kind === "error") failed = true;
      process.stderr.write(`handoff-lint: ${printable(p.filePath)}: ${printable(p.message)}\n`);
    };
    const patterns = (args._ as Array<string | number>).map(String);
    let fixedText: string | Buffer | null = null;
    if (args.stdin) {
      const name = args["stdin-filename"] ?? "<stdin>";
      // The config is needed for `maxFileSize` while reading; a config error is reported after the read, as before.
      const configP = resolveConfig(args["stdin-filename"] ?? null, { configFile: args.config, cwd, rules: cliRules });
      const limit = await configP.then(
        (c) => c.maxFileSize,
        () => Infinity,
      );
      const { buffer, bytes } = await readStdin(limit);
      customRules = (await configP).customRules;
      // Decoded as a file is (UTF-8, or UTF-16 with a BOM); binary input gets the note a binary file gets.
      const decoded = buffer === null ? null : decodeBuffer(buffer);
      const text = decoded?.text;
      if (buffer === null) {
        // The only input could not be linted: the run could not do its job (exit 2), nothing is reported.
        report({ filePath: name, message: `too large (${formatBytes(bytes)}, limit ${formatBytes(limit)}): not linted (raise \`maxFileSize\` in the config to lint it)`, kind: "error" });
        results = [];
      } else if (text === undefined) {
        report({ filePath: name, message: decoded?.skipped ?? decoded?.error ?? "could not be read", kind: "note" });
        results = [];
        // --fix: stdout is still the whole input, as it came
        if (args.fix && !args["fix-dry-run"]) fixedText = buffer;
      } else {
        const r = await lintText(text, {
          filePath: args["stdin-filename"] ?? undefined,
          configFile: args.config,
          cwd,
          rules: cliRules,
          fix: args["fix"] || args["fix-dry-run"],
          countTokens,
          inlineConfig: args["inline-config"],
          reportUnusedDisableDirectives: args["report-unused-disable-directives"] ? 2 : false,
          timing,
        });
        r.filePath = name;
        results = [r];
        // --stdin --fix: stdout is always the whole resulting text (fixed or as it came), so an editor that
        // pipes a buffer through it never loses it; the report of what is left goes to stderr. Written in
        // the input's own bytes (UTF-16 stays UTF-16 with its BOM, undecodable bytes stay), as --fix writes files.
        if (args.fix && !args["fix-dry-run"]) {
          const { fixedBytes } = await import("../engine/write-fix.js");
          const bytes = r.output === undefined ? buffer : fixedBytes(buffer, text, r.output);
          if (typeof bytes === "string") report({ filePath: name, message: bytes, kind: "error" });
          fixedText = typeof bytes === "string" ? buffer : bytes;
        }
      }
    } else {
      if (!patterns.length) throw new UsageError("no files or folders given (try: handoff-lint prompts/)");
      const out = await lintFiles(patterns, {
        configFile: args.config,
        cwd,
        rules: cliRules,
        fix: args.fix,
        fixDryRun: args["fix-dry-run"],
        countTokens,
        inlineConfig: args["inline-config"],
        reportUnusedDisableDirectives: args["report-unused-disable-directives"] ? 2 : false,
        errorOnUnmatchedPattern: args["error-on-unmatched-pattern"],
        warnIgnored: args["warn-ignored"],
        ignorePatterns: args["ignore-pattern"] as string[] | undefined,
        onProblem: report,
        cache: args.cache,
        cacheLocation: args["cache-location"],
        timing,
      });
      results = out.results;
      customRules = out.customRules;
    }

    if (args.quiet) {
      for (const r of results) {
        r.messages = r.messages.filter((m) => m.severity === 2);
        r.warningCount = 0;
        r.fixableWarningCount = 0;
      }
    }
    const errors = results.reduce((n, r) => n + r.errorCount, 0);
    const warnings = results.reduce((n, r) => n + r.warningCount, 0);
    const maxWarnings = args["max-warnings"];
    const tooMany = typeof maxWarnings === "number" && maxWarnings >= 0 && warnings > maxWarnings;
    // NO_COLOR (https://no-color.org) wins over everything, --color included.
    const reportStream = fixedText !== null ? process.stderr : process.stdout;
    const color = !process.env.NO_COLOR && (args.color ?? (!!reportStream.isTTY && !args["output-file"]));
    const formatter = await loadFormatter(format);
    const text = formatter(results, {
      cwd,
      rules: [...getBuiltinRules(), ...customRules],
      builtin: new Set(getBuiltinRules().map((r) => r.meta.id)),
      color,
      ...(tooMany ? { maxWarningsExceeded: { maxWarnings: maxWarnings!, foundWarnings: warnings } } : {}),
    });
    if (args["output-file"]) {
      const target = resolve(cwd, String(args["output-file"]));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    } else if (text) {
      reportStream.write(text);
    }
    if (fixedText !== null) process.stdout.write(fixedText);
    if (timing) process.stderr.write(timingTable(timing, timingRows));
    if (failed) return EXIT_FAILURE;
    if (errors || tooMany) return EXIT_PROBLEMS;
    return EXIT_OK;
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`handoff-lint: ${e.message}\n`);
      return EXIT_FAILURE;
    }
    if (e instanceof ConfigError) {
      process.stderr.write(`handoff-lint: configuration error: ${e.message}\n`);
      return EXIT_FAILURE;
    }
    process.stderr.write(`handoff-lint: ${(e as Error)?.message ?? String(e)}\n`);
    if (process.env.HANDOFF_LINT_DEBUG) process.stderr.write(String((e as Error)?.stack) + "\n");
    return EXIT_FAILURE;
  }
}

function explain(id: string, getRule: (id: string) => Rule | undefined, getBuiltinRules: () => Rule[]): number {
  if (!id.trim()) throw new UsageError(usageText("Not enough arguments following: explain"));
  const rule = getRule(id);
  if (!rule) {
    const ids = getBuiltinRules().map((r) => r.meta.id);
    const near = nearestId(id, ids);
    process.stderr.write(`handoff-lint: unknown rule "${id}"${near ? ` (did you mean "${near}"?)` : ""}. Rules: ${ids.join(", ")}\n`);
    return EXIT_FAILURE;
  }
  const doc = join(PACKAGE_ROOT, "docs", "rules", `${id}.md`);
  if (existsSync(doc)) process.stdout.write(readFileSync(doc, "utf8"));
  else process.stdout.write(`# ${id}\n\n${rule.meta.description}\n`);
  return EXIT_OK;
}

function init(cwd: string): number {
  const target = join(cwd, ".handofflintrc.json");
  if (existsSync(target)) {
    process.stderr.write(`handoff-lint: ${target} already exists; not overwritten\n`);
    return EXIT_FAILURE;
  }
  writeFileSync(target, JSON.stringify(STARTER, null, 2) + "\n", { flag: "wx" });
  process.stdout.write(`Wrote ${target}\n`);
  return EXIT_OK;
}

/**
 * The rule id a mistyped one most likely meant: the same words in another order ("pointer-broken"), or
 * the closest by edit distance (a letter left out, added, changed or two swapped), within a quarter of its
 * length (at least 2); null when nothing is that close.
 */
export function nearestId(typed: string, ids: string[]): string | null {
  const t = typed.trim().toLowerCase();
  const words = (s: string) => s.split(/[-_\s]+/).filter(Boolean).sort().join(" ");
  const same = ids.find((id) => words(id) === words(t));
  if (same) return same;
  let best: string | null = null;
  let bestD = Math.max(2, Math.floor(t.length / 4)) + 1;
  for (const id of ids) {
    const d = editDistance(t, id);
    if (d < bestD) {
      bestD = d;
      best = id;
    }
  }
  return best;
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Infinity;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
