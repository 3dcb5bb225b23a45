// lintFiles: the files that patterns name, each with its own config, read once, cached, linted on this
// thread or on worker threads (src/engine/pool.ts), results in input order, one problem line per bad file.
import { dirname } from "node:path";
import { availableParallelism } from "node:os";
import type { LintResult, ResolvedConfig, Rule } from "../types.js";
import { findProjectRoot, flattenConfig, resolveForFile, ConfigError, DEFAULT_CONFIG } from "../config/config.js";
import { guardedRuleIds, lintWithConfig, withSharedFileChecks, type LintOptions } from "./lint.js";
import { collectFiles, makeIgnore, readTextFile } from "./files.js";
import { writeFix } from "./write-fix.js";
import { resolveConfig } from "./resolve-config.js";
import { lintResolved, type LintTextOptions } from "./lint-text.js";
import type { ResultCache } from "./cache.js";

export interface LintFilesOptions extends Omit<LintTextOptions, "filePath"> {
  /** Do not fail when a pattern matches nothing. */
  errorOnUnmatchedPattern?: boolean;
  /** Write fixes to disk (atomically). */
  fix?: boolean;
  /** With fix: compute fixes but do not write. */
  fixDryRun?: boolean;
  /** Extra ignore globs (as --ignore-pattern). */
  ignorePatterns?: string[];
  /** Note each file named explicitly that the ignore rules leave out (default true; ESLint's --no-warn-ignored turns it off). */
  warnIgnored?: boolean;
  /** Called for every skipped or failed file (one line each). */
  onProblem?: (problem: FileProblem) => void;
  /** Reuse results of unchanged files from an earlier run (see src/engine/cache.ts). Not used with fix. */
  cache?: boolean;
  /** Cache folder (or .json file); default node_modules/.cache/handoff-lint, relative to cwd. */
  cacheLocation?: string;
  /**
   * Worker threads for the lint work: a number (0 = none), or undefined for automatic (threads only when
   * there is enough work to pay for starting them; see WORKER_MIN_*). Custom rules (plugins) are loaded
   * in each worker. Results and their order are the same either way. Files whose config enables custom
   * rules under a `timeLimit` are linted on threads that can be stopped (src/engine/guard.ts): as many as
   * this, and one when it is 0.
   */
  workers?: number;
}

/** Automatic workers: at least this many files to lint (or bytes), and this many cores. HANDOFF_LINT_WORKERS=N overrides. */
export const WORKER_MIN_FILES = 200;
export const WORKER_MIN_BYTES = 2_000_000;
export const WORKER_MIN_CORES = 4;

/** The most worker threads a run starts, whatever is asked (`Infinity` once started ~1,250 threads and 11 GB). */
export const MAX_WORKERS = Math.max(1, availableParallelism() * 2);

function workerCount(requested: number | undefined, pending: Array<{ text: string }>): number {
  if (requested !== undefined) return Math.min(MAX_WORKERS, Math.max(0, Math.floor(requested) || 0));
  if (process.env.HANDOFF_LINT_WORKERS !== undefined) return Math.min(MAX_WORKERS, Math.max(0, Math.floor(Number(process.env.HANDOFF_LINT_WORKERS)) || 0));
  let chars = 0;
  for (const p of pending) chars += p.text.length;
  if (pending.length < WORKER_MIN_FILES && chars < WORKER_MIN_BYTES) return 0;
  // Measured on a shared 2-core box (load ~7): 500 small files took 15.4 s on 2 workers vs 10.2 s inline
  // (CPU 10.5 vs 6.7 s), so automatic threads start at 4 cores, where they have room to pay.
  const cores = availableParallelism();
  return cores >= WORKER_MIN_CORES ? Math.min(cores - 1, 8) : 0;
}

export interface FileProblem {
  filePath: string;
  message: string;
  /** "error" makes the run exit 2; "note" is informational (binary file skipped). */
  kind: "error" | "note";
}

export interface LintFilesResult {
  results: LintResult[];
  problems: FileProblem[];
  /** Custom rules (config `plugins`) that the configs of these files loaded, for formatters' metadata. */
  customRules: Rule[];
}

/** Lint the files that patterns name (files, folders, globs). Never throws for one bad file. */
export function lintFiles(patterns: string[], options: LintFilesOptions = {}): Promise<LintFilesResult> {
  return withSharedFileChecks(() => lintFilesOnce(patterns, options));
}

async function lintFilesOnce(patterns: string[], options: LintFilesOptions): Promise<LintFilesResult> {
  const cwd = options.cwd ?? process.cwd();
  // The timing map rides along only where a text is linted: lintOpts also key the cache and go to workers.
  const timed = (o: LintOptions): LintOptions => (options.timing ? { ...o, timing: options.timing } : o);
  const problems: FileProblem[] = [];
  const problem = (p: FileProblem) => {
    problems.push(p);
    options.onProblem?.(p);
  };
  const configErrors = new Set<string>();
  const configProblem = (filePath: string, e: ConfigError) => {
    if (!configErrors.has(e.message)) {
      configErrors.add(e.message);
      problem({
        filePath: e.file ?? filePath,
        message: `configuration error: ${e.message.startsWith(e.file ?? "\0") ? e.message.slice((e.file ?? "").length + 2) : e.message}`,
        kind: "error",
      });
    }
    if (filePath !== e.file && e.file !== "--rule") problem({ filePath, message: `not linted: its configuration ${e.file ?? ""} has errors`.replace(/ {2,}/, " "), kind: "error" });
  };
  // The config at cwd decides which files a folder walk finds and what is ignored; when it is
  // broken, the walk uses the defaults and each file under it reports the error.
  let base: ResolvedConfig;
  try {
    base = await resolveConfig(null, { ...options, cwd });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    if (options.configFile) {
      configProblem(e.file ?? options.configFile, e);
      return { results: [], problems, customRules: [] };
    }
    base = resolveForFile(await flattenConfig(DEFAULT_CONFIG, null, cwd), null, null);
  }
  const baseRoot = findProjectRoot(cwd) ?? cwd;
  const ignore = makeIgnore(baseRoot, [...base.ignores, ...(options.ignorePatterns ?? [])]);
  const { files, unmatched, missing, ignored } = await collectFiles(patterns, { cwd, files: base.files, ignore });
  for (const m of missing) problem({ filePath: m.path, message: m.reason, kind: "error" });
  // Named on the command line but left out by .gitignore or `ignores`: say so rather than pass in silence.
  if (options.warnIgnored !== false)
    for (const i of ignored) problem({ filePath: i, message: "ignored by the project's ignore rules (.gitignore or `ignores`): not linted", kind: "note" });
  if (options.errorOnUnmatchedPattern !== false) {
    for (const u of unmatched) problem({ filePath: u, message: "no handoff files matched this pattern (use --no-error-on-unmatched-pattern to allow)", kind: "error" });
  }
  const results: LintResult[] = [];
  const customRules = new Set<Rule>();
  const useCache = !!options.cache && !options.fix && !options.fixDryRun;
  let cache: ResultCache | null = null;
  if (useCache) {
    const { ResultCache } = await import("./cache.js");
    cache = new ResultCache(options.cacheLocation, cwd);
  }
  // Phase 1, in input order: config, read, cache. Problems are reported here, so their order never
  // depends on threads. Phase 2 lints the rest, on worker threads when there are many (src/engine/pool.ts).
  const slots: Array<LintResult | null> = [];
  const pending: Array<{ slot: number; file: string; text: string; config: ResolvedConfig; lintOpts: LintOptions; key: string }> = [];
  for (const file of files) {
    const rel = file.startsWith(cwd + "/") ? file.slice(cwd.length + 1) : file;
    let config: ResolvedConfig;
    try {
      config = await resolveConfig(file, { ...options, cwd });
    } catch (e) {
      if (e instanceof ConfigError) {
        configProblem(rel, e);
        continue;
      }
      throw e;
    }
    for (const r of config.customRules) customRules.add(r);
    const read = readTextFile(file, config.maxFileSize);
    if (read.error) {
      problem({ filePath: rel, message: read.error, kind: "error" });
      continue;
    }
    if (read.skipped) {
      problem({ filePath: rel, message: read.skipped, kind: "note" });
      continue;
    }
    const text = read.text!;
    const lintOpts: LintOptions = {
      filePath: rel,
      projectRoot: findProjectRoot(dirname(file)),
      inlineConfig: options.inlineConfig,
      reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
      countTokens: options.countTokens,
    };
    let result: LintResult;
    if (options.fix || options.fixDryRun) {
      result = await lintResolved(text, config, timed(lintOpts), true);
      if (options.fix && !options.fixDryRun && result.output !== undefined) {
        const err = writeFix(file, read.bytes!, text, result.output);
        if (err) problem({ filePath: rel, message: err, kind: "error" });
      }
    } else {
      const key = cache ? cache.key(text, config, lintOpts) : "";
      const hit = cache?.get(file, key);
      if (!hit) {
        pending.push({ slot: slots.length, file, text, config, lintOpts, key });
        slots.push(null);
        continue;
      }
      result = { filePath: rel, ...hit };
    }
    result.filePath = rel;
    slots.push(result);
  }
  // (Timings are added up on this thread: none while timing.)
  const threads = options.timing ? 0 : workerCount(options.workers, pending);
  // Files whose config enables custom rules under a time limit go to threads that can be stopped.
  const guardedJobs: Array<(typeof pending)[number] & { guarded: string[] }> = [];
  const plain: typeof pending = [];
  for (const p of pending) {
    const guarded = guardedRuleIds(p.config);
    if (guarded.length) guardedJobs.push({ ...p, guarded });
    else plain.push(p);
  }
  if (guardedJobs.length) {
    const { guardedLintMany } = await import("./guard.js");
    const out = await guardedLintMany(
      guardedJobs.map((p) => ({ text: p.text, lintOpts: p.lintOpts, config: p.config, guarded: p.guarded })),
      threads,
    );
    guardedJobs.forEach((p, i) => {
      out[i].filePath = p.lintOpts.filePath!;
      slots[p.slot] = out[i];
      // A custom rule stopped by the time limit depends on the machine's load that moment: not cached.
      if (!out[i].messages.some((m) => m.fatal && m.ruleId !== null && p.guarded.includes(m.ruleId))) cache?.set(p.file, p.key, out[i]);
    });
  }
  if (threads > 0 && plain.length) {
    const { lintInWorkers } = await import("./pool.js");
    const out = await lintInWorkers(
      plain.map((p) => ({ file: p.file, text: p.text, lintOpts: p.lintOpts })),
      { config: options.config, configFile: options.configFile, cwd, rules: options.rules },
      threads,
    );
    plain.forEach((p, i) => {
      slots[p.slot] = { filePath: p.lintOpts.filePath!, ...out[i] };
      cache?.set(p.file, p.key, slots[p.slot]!);
    });
  } else {
    for (const p of plain) {
      const { document: _d, ...r } = lintWithConfig(p.text, p.config, timed(p.lintOpts));
      void _d;
      r.filePath = p.lintOpts.filePath!;
      slots[p.slot] = r;
      cache?.set(p.file, p.key, r);
      // Each text is let go once linted: a run's peak memory is at its end, when every result is kept.
      p.text = "";
    }
  }
  for (const r of slots) results.push(r!);
  cache?.save();
  return { results, problems, customRules: [...customRules] };
}

/** (Kept for library callers: write a fixed text over `file`, which must still hold `before`.) */
export function writeAtomic(file: string, before: string, next: string): string | null {
  const read = readTextFile(file, Number.MAX_SAFE_INTEGER);
  if (read.bytes === undefined || read.text !== before) return "changed on disk while it was being linted: not overwritten";
  return writeFix(file, read.bytes, before, next);
}
