// The time limit of custom rules (config `timeLimit`, per rule and file; 0 = off). A rule stuck in
// `while (true) {}` cannot be interrupted on the thread that runs it, so a file whose config enables custom
// rules (`plugins`) is linted on a worker thread the main thread can terminate. Loaded only then: built-in
// rules alone stay on the main thread, and a plain run never imports this module.
//
// The worker is sent the config the main thread resolved for the file, without its custom rules (functions
// cannot be posted): it loads each one from the plugin file it came from (ruleSource), so config files are
// never loaded twice, and it runs lintWithConfig. Before each rule it writes into a SharedArrayBuffer which
// custom rule is running and since when, so the main thread knows WHICH rule hung without the worker
// yielding. Only time spent inside one custom rule counts: parsing and built-in rules never trip the limit.
// When a rule passes the limit (or kills its thread: process.exit, out of memory), the worker is
// terminated and the file is linted again with that rule stopped: it gets one fatal message, the other
// rules report as usual. Each custom rule is stopped at most once per file; once no custom rule is left to
// run, the last pass runs on the main thread.
//
// A job may also carry a deadline (the hook's --time-budget): then the whole lint, parse and built-in rules
// included, runs on the worker even without custom rules, and at the deadline the worker is terminated and
// the lint rejects with an error marked `overBudget`.
//
// Workers are unref'd while idle, so they never keep a process alive.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { LintResult, ResolvedConfig, Rule } from "../types.js";
import { pluginRules, ruleSource, type RuleSource } from "../config/config.js";
import { FIX_PASSES, fixedResult, lintWithConfig, nextFixPass, type LintOptions } from "./lint.js";
import { workerExecArgv } from "../threads.js";
import { importEsm } from "../load.js";

export interface GuardJob {
  text: string;
  /** Plain data only (posted to the worker). */
  lintOpts: LintOptions;
  /** The config resolved for this file. */
  config: ResolvedConfig;
  /** The enabled custom rules (guardedRuleIds(config)). */
  guarded: string[];
  /** A Date.now() time by which the lint must be over (see the header), or undefined for none. */
  deadline?: number;
}

/** The error a lint past its deadline rejects with. */
export const overBudget = (): Error => Object.assign(new Error("the lint did not finish within its time budget"), { overBudget: true });

/** What the worker is sent for one lint. */
interface WorkerJob {
  seq: number;
  text: string;
  lintOpts: LintOptions;
  /** The resolved config without its custom rules, and where each of them is loaded from. */
  config: Omit<ResolvedConfig, "customRules">;
  plugins: RuleSource[];
  /** Custom rules still to run: the worker writes 1 + the index of the running one. */
  guarded: string[];
}
type Reply = { seq: number; started: true } | { seq: number; result: LintResult } | { seq: number; error: string };
type Outcome = { kind: "done"; result: LintResult } | { kind: "stopped"; id: string; message: string };

/** A worker that has not started to lint a file this long after it was sent is given up (a failure). */
const STARTUP_LIMIT = 60_000;
/** setTimeout's largest delay (a larger one fires at once). */
const MAX_DELAY = 2 ** 31 - 1;

// The worker module: the compiled file next to this one. Under a TypeScript runner (the tests that import
// src/) there is no JavaScript to start, and the lint runs inline, without the limit.
const WORKER_URL = /\.c?js$/.test(import.meta.url) ? new URL(import.meta.url) : null;

export function formatLimit(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}

const stoppedMessage = (id: string, limit: number) => `Rule "${id}" did not finish within ${formatLimit(limit)} on this file and was stopped`;

/** One worker thread that lints one file at a time, and is replaced when it had to be stopped. */
class GuardThread {
  private worker: Worker | null = null;
  private readonly sab = new SharedArrayBuffer(16);
  /** [0]: seq of the job being linted; [1]: 1 + index (in job.guarded) of the running custom rule, or 0. */
  private readonly state = new Int32Array(this.sab, 0, 2);
  /** [0]: when (Date.now()) the running custom rule started. */
  private readonly since = new Float64Array(this.sab, 8, 1);
  private seq = 0;
  private tail: Promise<unknown> = Promise.resolve();

  /** Run one lint; jobs on one thread run one after the other. */
  run(job: Omit<WorkerJob, "seq">, limit: number, deadline?: number): Promise<Outcome> {
    const attempt = () => this.exec({ ...job, seq: ++this.seq }, limit, deadline);
    // A worker that died while idle (a rule's leftover timer threw or exited) is replaced once.
    const p = this.tail.then(() => attempt().catch((e: unknown) => ((e as { beforeStart?: boolean })?.beforeStart ? attempt() : Promise.reject(e))));
    this.tail = p.catch(() => undefined);
    return p;
  }

  stop(): void {
    const w = this.worker;
    this.worker = null;
    if (w) void w.terminate();
  }

  private start(): Worker {
    const options = { workerData: { handoffLintGuard: true, sab: this.sab }, execArgv: workerExecArgv() };
    let w: Worker;
    try {
      w = new Worker(WORKER_URL!, options);
    } catch (e) {
      // Options given explicitly must all be valid in a worker (inherited ones that are not are skipped).
      if ((e as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV") throw e;
      w = new Worker(WORKER_URL!, { ...options, execArgv: [] });
    }
    // Failures are handled per job; these keep a late one (an idle worker dying) from being unhandled.
    w.on("error", () => {});
    w.on("exit", () => {
      if (this.worker === w) this.worker = null;
    });
    w.unref();
    return w;
  }

  private exec(job: WorkerJob, limit: number, deadline?: number): Promise<Outcome> {
    try {
      this.worker ??= this.start();
    } catch (e) {
      return Promise.reject(Object.assign(e as Error, { beforeStart: true }));
    }
    const w = this.worker;
    const { seq } = job;
    const delay = Math.min(limit, MAX_DELAY);
    return new Promise<Outcome>((resolvePromise, reject) => {
      let timer: NodeJS.Timeout | null = null;
      let budgetTimer: NodeJS.Timeout | null = null;
      let settled = false;
      let started = false;
      const settle = (stop: boolean) => {
        settled = true;
        if (timer) clearTimeout(timer);
        if (budgetTimer) clearTimeout(budgetTimer);
        w.off("message", onMessage);
        w.off("error", onError);
        w.off("exit", onExit);
        if (stop) {
          if (this.worker === w) this.worker = null;
          void w.terminate();
        } else w.unref();
      };
      /** The custom rule running now, if this job is in one. */
      const running = (): string | null => {
        if (Atomics.load(this.state, 0) !== seq) return null;
        const k = Atomics.load(this.state, 1);
        return k > 0 ? job.guarded[k - 1] : null;
      };
      // Wakes when the running rule could first pass the limit: a rule that starts now passes it `limit`
      // from now at the earliest, so nothing is polled in between.
      const check = () => {
        const id = running();
        const elapsed = id ? Date.now() - this.since[0] : 0;
        if (id && elapsed >= limit) {
          settle(true);
          resolvePromise({ kind: "stopped", id, message: stoppedMessage(id, limit) });
          return;
        }
        timer = setTimeout(check, Math.max(1, Math.min(delay - elapsed, MAX_DELAY)));
      };
      const died = (why: string) => {
        if (settled) return;
        const id = running();
        settle(true);
        if (id) resolvePromise({ kind: "stopped", id, message: `Rule "${id}" failed on this file: ${why}` });
        else reject(Object.assign(new Error(`the worker thread for custom rules failed: ${why}`), { beforeStart: !started }));
      };
      const onMessage = (m: Reply) => {
        if (m.seq !== seq || settled) return;
        if ("started" in m) {
          started = true;
          if (timer) clearTimeout(timer);
          timer = job.guarded.length && limit > 0 ? setTimeout(check, delay) : null;
          return;
        }
        settle(false);
        // Before the lint started, the worker could not load a custom rule the main thread loaded: as a
        // worker that does not start (retried once, then inline).
        if ("error" in m) reject(Object.assign(new Error(m.error), { beforeStart: !started }));
        else resolvePromise({ kind: "done", result: m.result });
      };
      const onError = (e: Error) => died(e?.message ?? String(e));
      const onExit = (code: number) => died(`it ended the worker thread (exit code ${code})`);
      w.on("message", onMessage);
      w.on("error", onError);
      w.on("exit", onExit);
      w.ref();
      if (deadline !== undefined) {
        budgetTimer = setTimeout(() => {
          if (settled) return;
          settle(true);
          reject(overBudget());
        }, Math.max(0, Math.min(deadline - Date.now(), MAX_DELAY)));
      }
      timer = setTimeout(() => {
        if (settled) return;
        settle(true);
        reject(new Error(`the worker thread for custom rules did not start within ${formatLimit(STARTUP_LIMIT)}`));
      }, STARTUP_LIMIT);
      try {
        w.postMessage(job);
      } catch (e) {
        // Not posted (a config object holding functions): the caller lints inline.
        settle(false);
        reject(Object.assign(e as Error, { notPosted: true }));
      }
    });
  }
}

let shared: GuardThread | null = null;

/** Lint one file (fixing it when asked) with the time limit on its custom rules. */
export async function guardedLint(job: GuardJob, fix = false): Promise<LintResult> {
  shared ??= new GuardThread();
  return lintOne(shared, job, fix);
}

/** Lint many files on `threads` guard threads; results in job order. */
export async function guardedLintMany(jobs: GuardJob[], threads: number): Promise<LintResult[]> {
  shared ??= new GuardThread();
  const pool = [shared];
  for (let i = 1; i < Math.max(1, Math.min(threads, jobs.length)); i++) pool.push(new GuardThread());
  const out = new Array<LintResult>(jobs.length);
  let next = 0;
  try {
    await Promise.all(
      pool.map(async (t) => {
        while (next < jobs.length) {
          const i = next++;
          out[i] = await lintOne(t, jobs[i], false);
        }
      }),
    );
  } finally {
    for (const t of pool) if (t !== shared) t.stop();
  }
  return out;
}

async function lintOne(thread: GuardThread, job: GuardJob, fix: boolean): Promise<LintResult> {
  const stopped: Record<string, string> = { ...job.lintOpts.stoppedRules };
  if (!fix) return lintPass(thread, job, job.text, stopped);
  let current = job.text;
  let result = await lintPass(thread, job, current, stopped);
  for (let pass = 0; pass < FIX_PASSES; pass++) {
    const next = nextFixPass(current, result);
    if (next === null) break;
    current = next;
    result = await lintPass(thread, job, current, stopped);
  }
  // `stopped` only grows, and each pass reports every rule in it: the last pass names each stopped rule once.
  return fixedResult(job.text, current, result);
}

/** One lint of `text`; rules stopped on this file are added to `stopped`. */
async function lintPass(thread: GuardThread, job: GuardJob, text: string, stopped: Record<string, string>): Promise<LintResult> {
  const { customRules, ...config } = job.config;
  const plugins = customRules.map(ruleSource);
  for (;;) {
    const guarded = job.guarded.filter((id) => !Object.hasOwn(stopped, id));
    const lintOpts: LintOptions = Object.keys(stopped).length ? { ...job.lintOpts, stoppedRules: { ...stopped } } : job.lintOpts;
    // A rule object handed over in memory has no file a worker could load it from: inline, unguarded.
    if ((!guarded.length && job.deadline === undefined) || !WORKER_URL || plugins.some((p) => !p)) return inline(text, job.config, lintOpts);
    if (job.deadline !== undefined && Date.now() >= job.deadline) throw overBudget();
    let out: Outcome;
    try {
      out = await thread.run({ text, lintOpts, config, plugins: plugins as RuleSource[], guarded }, job.config.timeLimit, job.deadline);
    } catch (e) {
      // No thread to run on (the job cannot be posted: a config object holding functions; or no worker
      // starts here, twice): lint inline, as without the limit, rather than not at all.
      const err = e as { notPosted?: boolean; beforeStart?: boolean };
      if (err.notPosted || err.beforeStart) return inline(text, job.config, lintOpts);
      throw e;
    }
    if (out.kind === "done") return out.result;
    stopped[out.id] = out.message;
  }
}

function inline(text: string, config: ResolvedConfig, lintOpts: LintOptions): LintResult {
  const { document: _d, ...r } = lintWithConfig(text, config, lintOpts);
  void _d;
  return r;
}

async function workerMain(): Promise<void> {
  const { sab } = workerData as { sab: SharedArrayBuffer };
  const state = new Int32Array(sab, 0, 2);
  const since = new Float64Array(sab, 8, 1);
  const loaded = new Map<string, Array<Rule | null>>();
  const load = async (src: RuleSource): Promise<Rule> => {
    let list = loaded.get(src.path);
    if (!list) {
      list = pluginRules(await importEsm(pathToFileURL(src.path).href));
      loaded.set(src.path, list);
    }
    const rule = list[src.index];
    if (!rule) throw new Error(`custom rule ${src.index} of ${src.path} is gone`);
    return rule;
  };
  parentPort!.on("message", async (job: WorkerJob) => {
    const reply = (m: Reply) => parentPort!.postMessage(m);
    try {
      const config: ResolvedConfig = { ...job.config, customRules: await Promise.all(job.plugins.map(load)) };
      const index = new Map(job.guarded.map((id, i) => [id, i + 1]));
      Atomics.store(state, 1, 0);
      Atomics.store(state, 0, job.seq);
      reply({ seq: job.seq, started: true });
      const onRule = (id: string | null) => {
        const k = id === null ? 0 : (index.get(id) ?? 0);
        if (k) since[0] = Date.now();
        Atomics.store(state, 1, k);
      };
      const { document: _d, ...result } = lintWithConfig(job.text, config, { ...job.lintOpts, onRule });
      void _d;
      reply({ seq: job.seq, result });
    } catch (e) {
      reply({ seq: job.seq, error: (e as Error)?.message ?? String(e) });
    }
  });
}

if (!isMainThread && (workerData as { handoffLintGuard?: boolean } | null)?.handoffLintGuard) {
  void workerMain();
}
