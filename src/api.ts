// Library API: the same lint every door uses.
import { dirname, resolve } from "node:path";
import { availableParallelism } from "node:os";
import type { Config, LintResult, ResolvedConfig, Rule, RuleSetting } from "./types.js";
import { clearConfigCache, configFor, flattenConfig, findProjectRoot, projectRootWithin, resolveForFile, ConfigError, DEFAULT_CONFIG, type FlatConfig } from "./config/config.js";
import { guardedRuleIds, lintAndFix, lintWithConfig, summarize, withSharedFileChecks, type LintOptions } from "./engine/lint.js";
import { collectFiles, makeIgnore, readTextFile } from "./engine/files.js";
import type { ParentContextInput } from "./transcript/context.js";
import { writeFix } from "./engine/write-fix.js";

export interface LintTextOptions {
  /** Used for config lookup, overrides and messages. Need not exist. */
  filePath?: string;
  /** A config object used instead of the files on disk (relative paths resolve from `cwd`). */
  config?: Config;
  /** A config file to use instead of searching. */
  configFile?: string;
  cwd?: string;
  fix?: boolean;
  countTokens?: boolean;
  inlineConfig?: boolean;
  reportUnusedDisableDirectives?: false | 1 | 2;
  /** Extra rule settings that win over the config (as `--rule`). */
  rules?: Record<string, RuleSetting>;
  /**
   * Add the milliseconds spent per rule id (and under "(parse)" for building the document) to this map,
   * as ESLint's TIMING does. Only for texts linted on this thread: lintFiles uses no worker threads while
   * timing, and custom rules under a `timeLimit` (which run on a thread of their own) are not timed.
   */
  timing?: Map<string, number>;
  /**
   * What the parent knew, for the checks that compare the handoff with it (an unexplained retry, a fact the
   * parent had and left out): its session log as JSONL text, its notes as any other text, or
   * `{ transcript, notes, inherits, label }`. Read here only; nothing of it leaves the findings.
   */
  parentContext?: ParentContextInput;
  /**
   * The folder a door (MCP server, dispatch hook) was started for: configs load only from inside it and
   * pointer checks look only inside it (docs/security.md). A `filePath` outside it is a ConfigError.
   */
  workspace?: string;
  /** Token budget that wins over the config's and its overrides' (a door's `budget`). */
  budget?: number;
}

const flatCache = new Map<string, Promise<{ flat: FlatConfig; path: string | null }>>();

async function flatFor(dir: string, opts: { config?: Config; configFile?: string; cwd: string; workspace?: string }) {
  if (opts.config) {
    const key = "obj:" + JSON.stringify(opts.config) + "@" + opts.cwd;
    let p = flatCache.get(key);
    if (!p) {
      p = flattenConfig(opts.config.extends === undefined ? { ...opts.config, extends: "recommended" } : opts.config, null, opts.cwd).then((flat) => ({ flat, path: null }));
      flatCache.set(key, p);
      p.catch(() => flatCache.delete(key));
    }
    return p;
  }
  const key = opts.configFile ? "file:" + resolve(opts.cwd, opts.configFile) : `dir:${dir}\0${opts.workspace ?? ""}`;
  let p = flatCache.get(key);
  if (!p) {
    p = configFor(dir, opts.configFile ? resolve(opts.cwd, opts.configFile) : null, { workspace: opts.workspace });
    flatCache.set(key, p);
    p.catch(() => flatCache.delete(key));
  }
  return p;
}

/** Forget loaded configs (for long-running hosts such as an editor, after a config file changed). */
export function clearCaches(): void {
  flatCache.clear();
  clearConfigCache();
}

/** Resolve the configuration that applies to a file. Throws ConfigError for bad configs. */
export async function resolveConfig(filePath: string | null, opts: { config?: Config; configFile?: string; cwd?: string; rules?: Record<string, RuleSetting>; workspace?: string } = {}): Promise<ResolvedConfig> {
  const cwd = opts.cwd ?? process.cwd();
  const abs = filePath ? resolve(cwd, filePath) : null;
  const dir = abs ? dirname(abs) : cwd;
  const { flat, path } = await flatFor(dir, { ...opts, cwd });
  return resolveForFile(flat, abs, path, opts.rules);
}

/** Lint one text. Config is found from `filePath`'s folder (or `cwd`) unless given. */
export async function lintText(text: string, options: LintTextOptions = {}): Promise<LintResult> {
  const cwd = options.cwd ?? process.cwd();
  const abs = options.filePath ? resolve(cwd, options.filePath) : null;
  const resolved = await resolveConfig(abs, { ...options, cwd });
  const config = options.budget === undefined ? resolved : { ...resolved, settings: { ...resolved.settings, budget: options.budget } };
  const lintOpts: LintOptions = {
    filePath: options.filePath ?? null,
    projectRoot: projectRootWithin(abs ? dirname(abs) : cwd, options.workspace),
    inlineConfig: options.inlineConfig,
    reportUnusedDisableDirectives: options.reportUnusedDisableDirectives,
    countTokens: options.countTokens,
    timing: options.timing,
    ...(options.parentContext ? { parentContext: (await import("./transcript/context.js")).toParentContext(options.parentContext) } : {}),
  };
  return lintOne(text, config, lintOpts, !!options.fix);
}

/** Lint (and fix, when asked) one text; custom rules run under their time limit, on a worker thread (src/engine/guard.ts). */
async function lintOne(text: string, config: ResolvedConfig, lintOpts: LintOptions, fix: boolean): Promise<LintResult> {
  const guarded = guardedRuleIds(config);
  if (guarded.length) {
    const { guardedLint } = await import("./engine/guard.js");
    return guardedLint({ text, lintOpts, config, guarded }, fix);
  }
  if (fix) return lintAndFix(text, config, lintOpts);
  const { document: _doc, ...result } = lintWithConfig(text, config, lintOpts);
  void _doc;
  return result;
}

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
      problem({ filePath: e.file ?? filePath, message: `configuration error: ${e.message.startsWith(e.file ?? "\0") ? e.message.slice((e.file ?? "").length + 2) : e.message}`, kind: "error" });
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
  if (options.warnIgnored !== false) for (const i of ignored) problem({ filePath: i, message: "ignored by the project's ignore rules (.gitignore or `ignores`): not linted", kind: "note" });
  if (options.errorOnUnmatchedPattern !== false) {
    for (const u of unmatched) problem({ filePath: u, message: "no handoff files matched this pattern (use --no-error-on-unmatched-pattern to allow)", kind: "error" });
  }
  const results: LintResult[] = [];
  const customRules = new Set<Rule>();
  const useCache = !!options.cache && !options.fix && !options.fixDryRun;
  let cache: import("./engine/cache.js").ResultCache | null = null;
  if (useCache) {
    const { ResultCache } = await import("./engine/cache.js");
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
      result = await lintOne(text, config, timed(lintOpts), true);
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
    const { guardedLintMany } = await import("./engine/guard.js");
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
    const { lintInWorkers } = await import("./engine/pool.js");
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

export { summarize, ConfigError };
/** (For the CLI: one size format for every "too large" message.) */
export { formatBytes } from "./engine/files.js";
