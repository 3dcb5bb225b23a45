// Which files a run lints: explicit files always (unless ignored), folders walked for handoff files
// (config `files`), globs expanded; .gitignore, .handofflintignore and config `ignores` respected.
import { statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { createRequire } from "node:module";
import { findProjectRoot } from "../config/config.js";
import { errnoText, formatBytes, readRegularFile, SMALL_FILE_MAX_BYTES } from "./read-file.js";

const require = createRequire(import.meta.url);

export interface FileTarget {
  path: string;
  explicit: boolean;
}

export interface CollectResult {
  files: string[];
  /** Patterns that matched nothing. */
  unmatched: string[];
  /** Patterns naming a path that does not exist or cannot be read (not a glob), with the reason. */
  missing: Array<{ path: string; reason: string }>;
  /** Files named explicitly that the ignore rules leave out (as ESLint does, they are not linted, with a note). */
  ignored: string[];
}

const ALWAYS_IGNORED = ["**/node_modules/**", "**/.git/**"];

function isGlob(p: string): boolean {
  return /[*?{}[\]!]/.test(p);
}

type IgnoreFn = (absPath: string) => boolean;

/**
 * Build an ignore predicate from .gitignore and .handofflintignore at `root` and in the folders below it
 * (each file's patterns relative to its own folder, as git reads them), plus globs relative to `root`.
 * As in git, a deeper file's patterns take precedence over a shallower one's, and nothing below an
 * ignored folder can be brought back.
 */
export function makeIgnore(root: string, extra: string[]): IgnoreFn {
  const ignoreMod = require("ignore") as { default?: (o?: object) => IgnoreInstance } & ((o?: object) => IgnoreInstance);
  const make = (ignoreMod.default ?? ignoreMod) as (o?: object) => IgnoreInstance;
  const read = (dir: string): IgnoreInstance | null => {
    let ig: IgnoreInstance | null = null;
    for (const name of [".gitignore", ".handofflintignore"]) {
      // A symlink to /dev/zero or a FIFO in a cloned repository is not read: ignore nothing from it.
      const r = readRegularFile(join(dir, name), SMALL_FILE_MAX_BYTES);
      if (r.ok) (ig ??= make({ allowRelativePaths: true })).add(r.bytes.toString("utf8"));
    }
    return ig;
  };
  const top = read(root) ?? make({ allowRelativePaths: true });
  top.add(extra.map((g) => g.replace(/^\.\//, "")));
  top.add(["node_modules/", ".git/"]);
  // ignore files of the folders below root, read once each ("" is root itself)
  const levels = new Map<string, IgnoreInstance | null>([["", top]]);
  const level = (dirRel: string) => {
    let ig = levels.get(dirRel);
    if (ig === undefined) {
      ig = read(join(root, dirRel));
      levels.set(dirRel, ig);
    }
    return ig;
  };
  /** Whether the last ignore file with a say about `parts` (a folder when `slash`) ignores it. */
  const decide = (parts: string[], slash: string): boolean => {
    let ignored = false;
    for (let j = 0; j < parts.length; j++) {
      const ig = level(parts.slice(0, j).join("/"));
      if (!ig) continue;
      const t = ig.test(parts.slice(j).join("/") + slash);
      if (t.ignored) ignored = true;
      else if (t.unignored) ignored = false;
    }
    return ignored;
  };
  // Folders are decided once each (files share them); nothing below an ignored folder comes back.
  const folders = new Map<string, boolean>();
  const folderIgnored = (parts: string[]): boolean => {
    const key = parts.join("/");
    let v = folders.get(key);
    if (v === undefined) {
      v = (parts.length > 1 && folderIgnored(parts.slice(0, -1))) || decide(parts, "/");
      folders.set(key, v);
    }
    return v;
  };
  return (abs: string) => {
    const rel = relative(root, abs).split("\\").join("/");
    if (!rel || rel.startsWith("..")) return false;
    const parts = rel.split("/");
    return (parts.length > 1 && folderIgnored(parts.slice(0, -1))) || decide(parts, "");
  };
}

interface IgnoreInstance {
  add(p: string | string[]): IgnoreInstance;
  test(p: string): { ignored: boolean; unignored: boolean };
}

export async function collectFiles(
  patterns: string[],
  opts: { cwd: string; files: string[]; ignore: IgnoreFn },
): Promise<CollectResult> {
  // tinyglobby (and picomatch under it) only for folders and globs: a hook names files one by one.
  type Glob = (patterns: string | string[], options: import("tinyglobby").GlobOptions) => Promise<string[]>;
  let globFn: Glob | null = null;
  const glob: Glob = async (patterns, options) => (globFn ??= (await import("tinyglobby")).glob as Glob)(patterns, options);
  const seen = new Set<string>();
  const files: string[] = [];
  const unmatched: string[] = [];
  const missing: CollectResult["missing"] = [];
  const ignored: string[] = [];
  const add = (p: string) => {
    if (!seen.has(p)) {
      seen.add(p);
      files.push(p);
    }
  };
  for (const pattern of patterns) {
    const abs = resolve(opts.cwd, pattern);
    let st: import("node:fs").Stats | null = null;
    let statError: unknown = null;
    try {
      st = statSync(abs);
    } catch (e) {
      st = null;
      statError = e;
    }
    if (st?.isFile()) {
      if (!opts.ignore(abs)) add(abs);
      else if (!ignored.includes(pattern)) ignored.push(pattern);
      continue;
    }
    if (st?.isDirectory()) {
      const found = await glob(["**"], {
        cwd: abs,
        absolute: true,
        dot: true,
        followSymbolicLinks: false,
        onlyFiles: true,
        ignore: ALWAYS_IGNORED,
        expandDirectories: false,
      });
      const isHandoff = handoffMatcher(abs, opts.files);
      const kept = found.filter((f) => isHandoff(f) && !opts.ignore(f)).sort();
      if (!kept.length) unmatched.push(pattern);
      kept.forEach(add);
      continue;
    }
    if (!isGlob(pattern) || (statError && (statError as NodeJS.ErrnoException).code !== "ENOENT")) {
      missing.push({ path: pattern, reason: st ? "not a file or folder" : errnoText(statError) });
      continue;
    }
    const found = await glob([pattern], {
      cwd: opts.cwd,
      absolute: true,
      dot: true,
      followSymbolicLinks: false,
      onlyFiles: true,
      ignore: ALWAYS_IGNORED,
      expandDirectories: false,
    });
    const kept = found.filter((f) => !opts.ignore(f)).sort();
    if (!kept.length) unmatched.push(pattern);
    kept.forEach(add);
  }
  return { files, unmatched, missing, ignored };
}

/**
 * Which files found in a walk of the folder `dir` are handoff files: those whose path matches a `files`
 * pattern, read from the project root (the nearest folder upward with .git or a config file, where ESLint
 * reads a config's `files` from), so `handoff-lint prompts/` finds `prompts/a.md` as `handoff-lint .` does.
 * Without a project root, the path from the folder's parent: the folder named counts by its own name
 * (`cd prompts && handoff-lint .`). The path from the folder itself is matched too, as before.
 */
function handoffMatcher(dir: string, patterns: string[]): (abs: string) => boolean {
  const picomatch = require("picomatch") as typeof import("picomatch");
  const match = picomatch(patterns, { dot: true });
  const root = findProjectRoot(dir);
  const base = root ?? dirname(dir);
  const posix = (p: string) => p.split("\\").join("/");
  return (abs) => {
    if (match(posix(relative(dir, abs)))) return true;
    const rel = posix(relative(base, abs));
    return !rel.startsWith("../") && rel !== ".." && match(rel);
  };
}

export interface ReadOutcome {
  text?: string;
  /** The bytes as read (what --fix writes back to, src/engine/write-fix.ts). */
  bytes?: Buffer;
  /** Skipped with a note (binary, too large): not an error. */
  skipped?: string;
  /** Could not read: an error. */
  error?: string;
}

/** Read a file as text: UTF-8 (invalid bytes replaced), UTF-16 with a BOM; binary files and files over the limit are skipped. */
export function readTextFile(path: string, maxBytes: number): ReadOutcome {
  const r = readRegularFile(path, maxBytes);
  if (!r.ok) return r.kind === "too-large" ? { skipped: `${r.reason}: skipped` } : { error: r.reason };
  return { ...decodeBuffer(r.bytes), bytes: r.bytes };
}

export function decodeBuffer(buf: Buffer): ReadOutcome {
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return { text: "\ufeff" + new TextDecoder("utf-16le").decode(buf.subarray(2)) };
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return { text: "\ufeff" + new TextDecoder("utf-16be").decode(buf.subarray(2)) };
  if (buf.indexOf(0) !== -1) return { skipped: "binary file (contains NUL bytes): skipped" };
  return { text: utf8.decode(buf) };
}
// One decoder for every file (decode() without { stream } keeps no state between calls).
const utf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });

export { errnoText, formatBytes };
export { dirname };
