// Writing `--fix` results back to disk without losing a byte the fixes did not mean to change.
//
// The rules see decoded text, where every undecodable byte (invalid UTF-8, a CESU-8 surrogate, a lone UTF-16
// surrogate, an odd trailing byte) reads as U+FFFD; encoding the fixed text again would write U+FFFD in
// their place. So the fixed text is written back line by line against the original bytes: a line whose
// bytes do not come back from its text is copied from the original as it was, wherever the fixed text
// still holds that line; a fix that rewrote such a line is refused rather than written.
//
// And the file is written, not replaced: through a symlink to its target, in place when it has other hard
// links or an owner the rename would change, with its mode; a read-only file is not fixed (as ESLint).
import { chmodSync, chownSync, closeSync, constants, fstatSync, ftruncateSync, lstatSync, openSync, readSync, realpathSync, renameSync, unlinkSync, writeFileSync, writeSync, type Stats } from "node:fs";
import { basename, dirname, join } from "node:path";
import { readRegularFile } from "./read-file.js";

type Encoding = "utf8" | "utf16le" | "utf16be";

/** The encoding decodeBuffer (files.ts) read these bytes with: UTF-16 when they start with its BOM. */
function encodingOf(bytes: Buffer): Encoding {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return "utf16le";
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return "utf16be";
  return "utf8";
}

/** A text's bytes in an encoding (for UTF-16 the text's own U+FEFF becomes the BOM). */
function encode(text: string, enc: Encoding): Buffer {
  if (enc === "utf8") return Buffer.from(text, "utf8");
  const b = Buffer.from(text, "utf16le");
  return enc === "utf16be" ? b.swap16() : b;
}

/** A text's lines, each with its "\n". */
function textLines(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) {
    out.push(text.slice(from, i + 1));
    from = i + 1;
  }
  if (from < text.length || out.length === 0) out.push(text.slice(from));
  return out;
}

/**
 * The bytes of each line, split where the text has "\n". A "\n" byte (or UTF-16 code unit) never sits inside
 * a character or an undecodable sequence, so line i of the bytes decodes to line i of the text.
 */
function byteLines(bytes: Buffer, enc: Encoding): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  if (enc === "utf8") {
    for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) {
      out.push(bytes.subarray(from, i + 1));
      from = i + 1;
    }
  } else {
    const [hi, lo] = enc === "utf16le" ? [1, 0] : [0, 1];
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      if (bytes[i + lo] === 0x0a && bytes[i + hi] === 0) {
        out.push(bytes.subarray(from, i + 2));
        from = i + 2;
      }
    }
  }
  if (from < bytes.length || out.length === 0) out.push(bytes.subarray(from));
  return out;
}

/**
 * The bytes to write for `next`, the fixed form of `before` (which was decoded from `original`): every
 * line the fixes left as it was keeps its original bytes. Returns an error text when a fix rewrote a line
 * holding bytes that have no text form (they would be lost).
 */
export function fixedBytes(original: Buffer, before: string, next: string): Buffer | string {
  const enc = encodingOf(original);
  if (encode(before, enc).equals(original)) return encode(next, enc);
  const lines = textLines(before);
  const raw = byteLines(original, enc);
  if (raw.length !== lines.length) return "could not map the fixes onto the file's bytes: not fixed";
  const kept = lines.map((l, i) => (encode(l, enc).equals(raw[i]) ? -1 : i)).filter((i) => i >= 0);
  const out = textLines(next);
  const parts: Buffer[] = [];
  let j = 0;
  let lost: number | null = null;
  const flush = (to: number): string | null => {
    const segment = out.slice(j, to).join("");
    // A line with undecodable bytes was not found again: if the text in its place still shows U+FFFD,
    // the fix rewrote the line and writing it would turn those bytes into U+FFFD.
    if (lost !== null && segment.includes("\ufffd")) return `a fix would rewrite undecodable bytes on line ${lost + 1}: not fixed`;
    lost = null;
    parts.push(encode(segment, enc));
    return null;
  };
  for (const i of kept) {
    let k = j;
    while (k < out.length && out[k] !== lines[i]) k++;
    if (k === out.length) {
      lost ??= i;
      continue;
    }
    const err = flush(k);
    if (err) return err;
    parts.push(raw[i]);
    j = k + 1;
  }
  const err = flush(out.length);
  return err ?? Buffer.concat(parts);
}

/**
 * Write the fixed text of `file` (read as `original`, decoded as `before`) to disk. Refuses when the file's
 * bytes changed since they were read, or it is read-only. Returns an error text, or null when written.
 */
export function writeFix(file: string, original: Buffer, before: string, next: string): string | null {
  let target: string;
  try {
    target = realpathSync(file);
  } catch (e) {
    return `could not write fixes: ${(e as Error).message}`;
  }
  const bytes = fixedBytes(original, before, next);
  if (typeof bytes === "string") return bytes;
  const now = readRegularFile(target, Math.max(original.length, 1) * 2 + 1024);
  if (!now.ok || !now.bytes.equals(original)) return "changed on disk while it was being linted: not overwritten";
  const st = now.stats;
  if ((st.mode & 0o200) === 0) return `read-only (mode ${(st.mode & 0o777).toString(8).padStart(4, "0")}): not fixed`;
  try {
    if (st.nlink > 1 || !replaceKeepsOwner(st)) return writeInPlace(target, original, bytes);
    return replaceAtomically(target, original, bytes, st);
  } catch (e) {
    return `could not write fixes: ${(e as Error).message}`;
  }
}

/** Whether a new file made by this process would have the file's owner and group (or can be given them). */
function replaceKeepsOwner(st: Stats): boolean {
  const uid = process.getuid?.();
  const gid = process.getgid?.();
  return uid === undefined || uid === 0 || (st.uid === uid && st.gid === gid);
}

/**
 * A temporary file in the target's folder, then a rename, so a reader sees the old file or the new one,
 * never half of one; mode, owner and group as they were.
 */
function replaceAtomically(target: string, original: Buffer, bytes: Buffer, st: Stats): string | null {
  const tmp = join(dirname(target), `.${basename(target)}.handoff-lint-${process.pid}-${Date.now().toString(36)}.tmp`);
  try {
    writeFileSync(tmp, bytes, { mode: st.mode & 0o7777, flag: "wx" });
    if (process.getuid?.() === 0 && (st.uid !== 0 || st.gid !== 0)) chownSync(tmp, st.uid, st.gid);
    chmodSync(tmp, st.mode & 0o7777);
    // Last look before the swap: a writer that came in while we prepared wins.
    const again = readRegularFile(target, original.length + 1);
    if (!again.ok || !again.bytes.equals(original) || lstatSync(target).ino !== st.ino) {
      unlinkSync(tmp);
      return "changed on disk while it was being linted: not overwritten";
    }
    renameSync(tmp, target);
    return null;
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      /* never made, or already gone */
    }
    // A folder we may not create files in, but a file we may write: write it where it is.
    if ((e as NodeJS.ErrnoException).code === "EACCES" || (e as NodeJS.ErrnoException).code === "EPERM") return writeInPlace(target, original, bytes);
    throw e;
  }
}

/** Overwrite the file's own bytes (every hard link sees the fix; owner and mode untouched). */
function writeInPlace(target: string, original: Buffer, bytes: Buffer): string | null {
  const fd = openSync(target, constants.O_RDWR | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile()) return "not a regular file: not fixed";
    const check = Buffer.alloc(original.length + 1);
    let n = 0;
    for (let r; n < check.length && (r = readAt(fd, check, n)) > 0; ) n += r;
    if (n !== original.length || !check.subarray(0, n).equals(original)) return "changed on disk while it was being linted: not overwritten";
    ftruncateSync(fd, 0);
    for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off, off);
    return null;
  } finally {
    closeSync(fd);
  }
}

function readAt(fd: number, buf: Buffer, at: number): number {
  return readSync(fd, buf, at, buf.length - at, at);
}
