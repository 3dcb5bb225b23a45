// The one reader for every file the linter opens: handoffs, configs, ignore files, cache files and the
// files a handoff points to. A repository is someone else's: any of these names can be a symlink to
// /dev/zero, a FIFO, a socket or a 1.5 GB log. So: one open (O_NONBLOCK, so a FIFO does not wait for a
// writer), fstat on that descriptor, regular files only, and never more than `maxBytes` read, even from
// a file that grows or lies about its size (/proc).
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from "node:fs";

export type ReadFailure = "missing" | "not-regular" | "too-large" | "unreadable";

export type ReadBytes = { ok: true; bytes: Buffer; stats: Stats } | { ok: false; kind: ReadFailure; reason: string; size?: number };

/** Read a regular file of at most `maxBytes` bytes. Never throws. */
export function readRegularFile(path: string, maxBytes: number): ReadBytes {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, kind: code === "ENOENT" || code === "ENOTDIR" ? "missing" : "unreadable", reason: errnoText(e) };
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) return { ok: false, kind: "not-regular", reason: "is a directory" };
    if (!stats.isFile()) return { ok: false, kind: "not-regular", reason: `not a regular file (${specialKind(stats)})` };
    if (stats.size > maxBytes) return { ok: false, kind: "too-large", reason: `too large (${formatBytes(stats.size)}, limit ${formatBytes(maxBytes)})`, size: stats.size };
    const bytes = readAtMost(fd, maxBytes, stats.size);
    if (bytes === null) return { ok: false, kind: "too-large", reason: `too large (over ${formatBytes(maxBytes)} when read)` };
    return { ok: true, bytes, stats };
  } catch (e) {
    return { ok: false, kind: "unreadable", reason: errnoText(e) };
  } finally {
    closeSync(fd);
  }
}

/** Read a regular file as UTF-8 text (BOM dropped), or throw an Error whose message is one line naming the file. */
export function readTextOrThrow(path: string, maxBytes: number): string {
  const r = readRegularFile(path, maxBytes);
  if (!r.ok) throw new Error(`${path}: ${r.reason}`);
  const text = r.bytes.toString("utf8");
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The bytes of `fd` up to its end, or null when there are more than `maxBytes` (the size fstat gave is only a hint). */
function readAtMost(fd: number, maxBytes: number, hint: number): Buffer | null {
  const chunks: Buffer[] = [];
  let total = 0;
  let size = Math.min(Math.max(hint, 0) + 1, maxBytes + 1, 64 * 1024 * 1024) || 1;
  for (;;) {
    const buf = Buffer.allocUnsafe(Math.min(size, maxBytes + 1 - total));
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    chunks.push(n === buf.length ? buf : buf.subarray(0, n));
    total += n;
    if (total > maxBytes) return null;
    size = 64 * 1024;
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

function specialKind(st: Stats): string {
  if (st.isFIFO()) return "a FIFO";
  if (st.isCharacterDevice()) return "a character device";
  if (st.isBlockDevice()) return "a block device";
  if (st.isSocket()) return "a socket";
  return "a special file";
}

export function errnoText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  switch (err?.code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "is a directory";
    case "ELOOP":
      return "too many levels of symbolic links";
    case "EIO":
      return "input/output error";
    case "ENAMETOOLONG":
      return "file name too long";
    case "ENXIO":
      return "not a regular file (no such device or address)";
    default:
      return (err?.message ?? String(e)).split("\n")[0];
  }
}

/** A size for messages: "512 B", "3.5 KB", "11.0 MB". */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} B`;
}

/** Largest config, ignore or cache-index file read: far above any real one, far below what would hurt. */
export const SMALL_FILE_MAX_BYTES = 4 * 1024 * 1024;
