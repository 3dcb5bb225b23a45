// Worker threads for lintFiles over many files. The main thread reads the files, resolves configs and
// consults the cache (in input order, so problems and results keep their order); only the lint work
// (parse + rules) runs here, spread over worker threads that each import the library once and take
// small batches on demand. Results come back by index and are put in input order by the caller.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { availableParallelism } from "node:os";
import type { Config, LintResult, RuleSetting } from "../types.js";
import type { LintOptions } from "./lint.js";
import { workerExecArgv } from "../threads.js";

export interface PoolJob {
  /** absolute path: config lookup */
  file: string;
  text: string;
  lintOpts: LintOptions;
}

export interface PoolConfigOptions {
  config?: Config;
  configFile?: string;
  cwd: string;
  rules?: Record<string, RuleSetting>;
}

interface Batch {
  start: number;
  jobs: PoolJob[];
}
type Reply = { start: number; results: Array<Omit<LintResult, "filePath"> | { error: string }> } | { fatal: string };

const BATCH = 8;

/** Lint jobs on `threads` worker threads; results in job order. Rejects if a worker fails. */
export function lintInWorkers(jobs: PoolJob[], configOptions: PoolConfigOptions, threads: number): Promise<Array<Omit<LintResult, "filePath">>> {
  const out = new Array<Omit<LintResult, "filePath">>(jobs.length);
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  // Workers we stopped ourselves (no work left for them): terminate() makes them exit with code 1,
  // which is not a failure. Another worker may still be busy when that exit event arrives.
  const retired = new Set<Worker>();
  return new Promise((resolvePromise, reject) => {
    let failed = false;
    const fail = (e: Error) => {
      if (failed) return;
      failed = true;
      for (const w of workers) {
        retired.add(w);
        void w.terminate();
      }
      reject(e);
    };
    const feed = (w: Worker) => {
      if (next >= jobs.length) {
        retired.add(w);
        void w.terminate();
        return;
      }
      const start = next;
      next = Math.min(jobs.length, next + BATCH);
      w.postMessage({ start, jobs: jobs.slice(start, next) } satisfies Batch);
    };
    // (Never more than twice the cores, whatever the caller asked: see MAX_WORKERS in lint-files.ts.)
    const n = Math.max(1, Math.min(threads, Math.ceil(jobs.length / BATCH), availableParallelism() * 2));
    for (let i = 0; i < n; i++) {
      const options = { workerData: { handoffLintPool: true, configOptions }, execArgv: workerExecArgv() };
      let w: Worker;
      try {
        w = new Worker(new URL(import.meta.url), options);
      } catch (e) {
        // Options given explicitly must all be valid in a worker (inherited ones that are not are skipped).
        if ((e as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV") throw e;
        w = new Worker(new URL(import.meta.url), { ...options, execArgv: [] });
      }
      workers.push(w);
      w.on("message", (m: Reply) => {
        if ("fatal" in m) return fail(new Error(m.fatal));
        for (let k = 0; k < m.results.length; k++) {
          const r = m.results[k];
          if ("error" in r) return fail(new Error(r.error));
          out[m.start + k] = r;
          done++;
        }
        if (done === jobs.length) {
          for (const x of workers) {
            retired.add(x);
            void x.terminate();
          }
          resolvePromise(out);
        } else feed(w);
      });
      w.on("error", fail);
      w.on("exit", (code) => {
        if (!retired.has(w) && !failed && done < jobs.length) fail(new Error(`lint worker exited early (code ${code})`));
      });
      feed(w);
    }
  });
}

async function workerMain(): Promise<void> {
  const { configOptions } = workerData as { configOptions: PoolConfigOptions };
  const [{ resolveConfig }, { lintWithConfig }] = await Promise.all([import("./resolve-config.js"), import("./lint.js")]);
  parentPort!.on("message", async (batch: Batch) => {
    const results: Array<Omit<LintResult, "filePath"> | { error: string }> = [];
    for (const job of batch.jobs) {
      try {
        const config = await resolveConfig(job.file, configOptions);
        const { document: _d, filePath: _f, ...r } = lintWithConfig(job.text, config, job.lintOpts);
        void _d;
        void _f;
        results.push(r);
      } catch (e) {
        results.push({ error: (e as Error)?.message ?? String(e) });
      }
    }
    parentPort!.postMessage({ start: batch.start, results } satisfies Reply);
  });
}

if (!isMainThread && (workerData as { handoffLintPool?: boolean } | null)?.handoffLintPool) {
  workerMain().catch((e: unknown) => parentPort!.postMessage({ fatal: (e as Error)?.message ?? String(e) } satisfies Reply));
}
