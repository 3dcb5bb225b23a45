// Reading a session log without getting in the client's way: opened read-only (nothing is locked; the
// client keeps appending), never written, and at dispatch time only its end, bounded in bytes and time.
// A log being written ends in a half line; that line is dropped, as is the cut line a tail read starts in.
import { closeSync, createReadStream, fstatSync, openSync, readSync } from "node:fs";
import { createInterface } from "node:readline";

export interface LogLine {
  /** 1-based line number, or null when the log was read from its end. */
  line: number | null;
  value: Record<string, unknown>;
}

export interface TailRead {
  lines: LogLine[];
  /** Lines that were not JSON objects. */
  unreadable: number;
  /** True when the read started after the beginning of the file, or stopped at the time bound. */
  partial: boolean;
}

export interface TailBounds {
  /** Bytes read from the end of the file at most. */
  maxBytes: number;
  /** Milliseconds spent parsing at most (the newest lines are parsed first, so the bound cuts the oldest). */
  maxMs: number;
}

// 2 MB is about a thousand entries of a busy session: the recent history a retry or a fact comes from. The
// bounds keep the hook's added time on a log of any size near 100 ms (bench row hook-transcript-200mb).
export const DISPATCH_BOUNDS: TailBounds = { maxBytes: 2 * 1024 * 1024, maxMs: 50 };

/** One JSON object per line, or null for anything else. */
export function parseLine(text: string): Record<string, unknown> | null {
  const t = text.trim();
  if (!t.startsWith("{")) return null;
  try {
    const v: unknown = JSON.parse(t);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The last `maxBytes` of a log, parsed newest line first until `maxMs` is spent. Null when the file cannot
 * be opened or read (missing, a folder, no permission): the caller goes on without it.
 */
export function readLogTail(path: string, bounds: TailBounds = DISPATCH_BOUNDS): TailRead | null {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return null;
  }
  let buf: Buffer;
  let start: number;
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return null;
    // The size as of now: what the client appends after this is not read (it is not history yet).
    const size = st.size;
    start = Math.max(0, size - bounds.maxBytes);
    buf = Buffer.allocUnsafe(size - start);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, start + got);
      if (n === 0) break;
      got += n;
    }
    buf = buf.subarray(0, got);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
  let from = 0;
  // A read that starts mid-file starts inside a line: skip to the next one.
  if (start > 0) {
    const nl = buf.indexOf(10);
    from = nl < 0 ? buf.length : nl + 1;
  }
  const text = buf.toString("utf8", from);
  const raw = text.split("\n");
  const known = start === 0;
  const deadline = performance.now() + bounds.maxMs;
  const out: LogLine[] = [];
  let unreadable = 0;
  let timedOut = false;
  for (let i = raw.length - 1; i >= 0; i--) {
    if (!raw[i].trim()) continue;
    if (performance.now() > deadline) {
      timedOut = true;
      break;
    }
    const value = parseLine(raw[i]);
    if (value) out.push({ line: known ? i + 1 : null, value });
    // The last line of a log being written may be cut: not counted as damage.
    else if (i !== raw.length - 1) unreadable++;
  }
  out.reverse();
  return { lines: out, unreadable, partial: start > 0 || timedOut };
}

/** Every line of a log, in order. */
export async function readLogLines(path: string): Promise<{ lines: LogLine[]; unreadable: number }> {
  const lines: LogLine[] = [];
  const { unreadable } = await streamLogLines(path, (l) => lines.push(l));
  return { lines, unreadable };
}

/** Every line of a log handed to `onLine` as it is read (for `audit`, which reads whole logs of any size). */
export async function streamLogLines(path: string, onLine: (l: LogLine) => void): Promise<{ unreadable: number }> {
  const stream = createReadStream(path, { encoding: "utf8", flags: "r" });
  const rl = createInterface({ input: stream, crlfDelay: Infinity });
  let unreadable = 0;
  let n = 0;
  let lastBad = false;
  for await (const l of rl) {
    n++;
    if (!l.trim()) continue;
    const value = parseLine(l);
    if (value) {
      onLine({ line: n, value });
      lastBad = false;
    } else {
      unreadable++;
      lastBad = true;
    }
  }
  // The last line of a log still being written is cut, not damaged.
  if (lastBad) unreadable--;
  return { unreadable };
}

/** Lines of a log given as text (lintText's parentContext, tests). */
export function parseLogText(text: string): { lines: LogLine[]; unreadable: number } {
  const raw = text.split(/\r?\n/);
  const lines: LogLine[] = [];
  let unreadable = 0;
  raw.forEach((l, i) => {
    if (!l.trim()) return;
    const value = parseLine(l);
    if (value) lines.push({ line: i + 1, value });
    else if (i !== raw.length - 1) unreadable++;
  });
  return { lines, unreadable };
}
