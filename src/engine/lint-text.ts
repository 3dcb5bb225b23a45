// lintText: one text, its config found from its path (or given), custom rules under their time limit.
import { dirname, resolve } from "node:path";
import type { Config, LintResult, ResolvedConfig, RuleSetting } from "../types.js";
import { projectRootWithin } from "../config/config.js";
import type { ParentContextInput } from "../transcript/context.js";
import { guardedRuleIds, lintAndFix, lintWithConfig, type LintOptions } from "./lint.js";
import { resolveConfig } from "./resolve-config.js";

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
  /**
   * A Date.now() time by which the lint must be over (the hook's --time-budget): the lint then runs on a
   * worker thread that is stopped at that time, and lintText rejects with an error whose `overBudget` is
   * true (src/engine/guard.ts). Where no worker can start (a TypeScript runner) it runs inline, unlimited.
   */
  deadline?: number;
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
    ...(options.parentContext ? { parentContext: (await import("../transcript/context.js")).toParentContext(options.parentContext) } : {}),
  };
  return lintResolved(text, config, lintOpts, !!options.fix, options.deadline);
}

/** Lint (and fix, when asked) one text with its resolved config; custom rules run under their time limit, on a worker thread (src/engine/guard.ts). */
export async function lintResolved(text: string, config: ResolvedConfig, lintOpts: LintOptions, fix: boolean, deadline?: number): Promise<LintResult> {
  const guarded = guardedRuleIds(config);
  if (guarded.length || deadline !== undefined) {
    const { guardedLint } = await import("./guard.js");
    return guardedLint({ text, lintOpts, config, guarded, ...(deadline !== undefined ? { deadline } : {}) }, fix);
  }
  if (fix) return lintAndFix(text, config, lintOpts);
  const { document: _doc, ...result } = lintWithConfig(text, config, lintOpts);
  void _doc;
  return result;
}
