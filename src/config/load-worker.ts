// Loading a JS config, or probing a plugin, on a worker thread the main thread can stop (issue 18).
//
// A config or plugin stuck in `while (true) {}` (at its top level or in the function a config exports)
// cannot be interrupted on the thread that runs it: on the main thread it would hang the whole run. So:
//
// - A JS config is run HERE, never on the main thread: the worker imports it, calls its exported function
//   (awaited), and posts the value back. A config's value must be plain data anyway (config.ts copies it
//   with structuredClone; plugins are named by path), so nothing is lost in the crossing: a function, a
//   getter that throws or a Proxy fails the post as it failed the copy.
// - A plugin holds rule functions, which cannot cross a thread: the worker imports it once as a probe,
//   and only a plugin that finished loading there is imported on the main thread (and, for custom rules
//   under `timeLimit`, on the guard thread, src/engine/guard.ts).
//
// A load that has not finished within the load time limit is stopped (the worker is terminated) and is an
// error naming the file; so is process.exit (it throws here, as on the main thread) or a thread that dies.
// Each load gets a fresh worker, terminated once it answered: a timer the code left behind never runs.
//
// This module imports nothing but Node's own modules and the import-free src/threads.ts, so a worker starts in tens of milliseconds. Under a
// TypeScript runner (tests that import src/) there is no JavaScript file to start, and loadOnWorker returns
// null: the caller loads on the main thread, as before.
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { errorText, workerExecArgv } from "../threads.js";

const WORKER_URL = /\.c?js$/.test(import.meta.url) ? new URL(import.meta.url) : null;
/** A worker that has not started this long after it was asked for is given up (a failure naming the file). */
const STARTUP_LIMIT = 60_000;

export type LoadKind = "config" | "plugin";
/** A config's value (plain data) or a plugin that loaded; or why not, as one line ("it called process.exit(0)"). */
export type Loaded = { ok: true; value?: unknown } | { ok: false; why: string };

type Job = { handoffLintLoad: true; kind: LoadKind; url: string };
type Reply = { started: true } | { ok: true; value?: unknown } | { ok: false; why: string };

/** Whether loads can run on a worker here (false under a TypeScript runner). */
export const canLoadOnWorker = WORKER_URL !== null;

/**
 * Load `file` on a fresh worker within `limitMs` (counted from when the worker starts the import). Resolves
 * with the value or the reason; never rejects. null when no worker can run here.
 */
export function loadOnWorker(file: string, kind: LoadKind, limitMs: number): Promise<Loaded> | null {
  if (!WORKER_URL) return null;
  const job: Job = { handoffLintLoad: true, kind, url: pathToFileURL(file).href };
  let w: Worker;
  try {
    w = new Worker(WORKER_URL, { workerData: job, execArgv: workerExecArgv() });
  } catch (e) {
    // Options given explicitly must all be valid in a worker (inherited ones that are not are skipped).
    if ((e as NodeJS.ErrnoException).code !== "ERR_WORKER_INVALID_EXEC_ARGV") return Promise.resolve({ ok: false, why: `no worker thread to load it on (${(e as Error).message})` });
    w = new Worker(WORKER_URL, { workerData: job, execArgv: [] });
  }
  return new Promise<Loaded>((resolvePromise) => {
    let done = false;
    let timer: NodeJS.Timeout = setTimeout(() => finish({ ok: false, why: `its worker thread did not start within ${STARTUP_LIMIT} ms` }), STARTUP_LIMIT);
    const finish = (r: Loaded) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      w.off("message", onMessage);
      void w.terminate();
      resolvePromise(r);
    };
    const onMessage = (m: Reply) => {
      if ("started" in m) {
        clearTimeout(timer);
        timer = setTimeout(() => finish({ ok: false, why: `it did not finish loading within ${limitMs} ms (stopped: a loop that never returns, or a promise that never settles)` }), limitMs);
        return;
      }
      finish(m);
    };
    w.on("message", onMessage);
    w.on("error", (e: unknown) => finish({ ok: false, why: `its worker thread failed: ${errorText(e)}` }));
    // Ending with nothing left to run and no answer: it waited on a promise nothing can settle any more.
    w.on("exit", (code) => finish({ ok: false, why: code === 0 ? "it never settled (it waits on a promise that nothing left running can settle)" : `it ended its thread (exit code ${code})` }));
  });
}

class ExitCalled extends Error {}

async function workerMain(job: Job): Promise<void> {
  const port = parentPort!;
  const reply = (m: Reply) => {
    try {
      port.postMessage(m);
    } catch (e) {
      // The value cannot cross (a function, a getter that throws, a Proxy): the same words as config.ts's copy.
      port.postMessage({ ok: false, why: `must export plain data (objects, lists, strings, numbers): ${errorText(e)}` } satisfies Reply);
    }
  };
  process.exit = ((code?: number) => {
    throw new ExitCalled(`it called process.exit(${code ?? ""})`);
  }) as typeof process.exit;
  reply({ started: true });
  let step = "could not load";
  try {
    const mod = (await import(job.url)) as { default?: unknown };
    if (job.kind === "plugin") return reply({ ok: true });
    const c = mod.default ?? mod;
    step = "its exported function threw";
    const value = typeof c === "function" ? await (c as () => unknown)() : c;
    reply({ ok: true, value });
  } catch (e) {
    // (A plugin's error is named by the caller's `cannot load "…"`, as when it is imported on the main thread.)
    reply({ ok: false, why: e instanceof ExitCalled ? e.message : job.kind === "plugin" ? errorText(e) : `${step}: ${errorText(e)}` });
  }
}

if (!isMainThread && (workerData as Partial<Job> | null)?.handoffLintLoad) {
  void workerMain(workerData as Job);
}
