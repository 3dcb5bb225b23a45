// What our worker threads share (the lint pool, the guard, the config loader). It imports nothing, so a
// worker that loads it starts as fast as one that does not.

/**
 * Node options for a worker thread: the parent's, without `--input-type` (valid only for a script given
 * with -e, -p or on stdin, it makes a worker started from a file fail). undefined = inherit them as they are.
 */
export function workerExecArgv(): string[] | undefined {
  const argv = process.execArgv;
  if (!argv.some((a) => a.startsWith("--input-type"))) return undefined;
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--input-type") i++;
    else if (!argv[i].startsWith("--input-type=")) out.push(argv[i]);
  }
  return out;
}

/** What was thrown, as one line (and something printable when even that throws). */
export function errorText(e: unknown): string {
  try {
    return String((e as Error)?.message ?? e).split("\n")[0];
  } catch {
    return "an error that cannot be printed";
  }
}
