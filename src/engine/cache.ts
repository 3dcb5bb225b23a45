// Result cache for lintFiles (`--cache`): a second run over unchanged files skips parsing and rules.
// An entry is reused only when all of these are unchanged: the file's content (sha256), the resolved
// config (its JSON: rules, severities, options, settings, template globs; custom rules' code and the
// content of the config file and of the plugin files a JSON config names), the lint options that change
// results, the package version and Node's version, and the state of every file the text may point to.
// That last part is what ESLint's cache lacks: rules that look at OTHER files (broken-pointer: does the
// path exist? pasted-content: does the file hold the pasted text?) would keep a stale answer after a file
// is renamed. So each path-like word of the text (see pointedFiles: a superset of what the rules look up,
// checked against every rule by a test) is looked up from the project root and from the handoff's own
// folder, and whether it exists, its size and its mtime are part of the key.
// The cache is one JSON file, written atomically (temporary file + rename); a missing, unreadable or
// corrupt cache is treated as empty, never as an error.
// Where it lives (see cacheFile): --cache-location as ESLint reads it; by default
// node_modules/.cache/handoff-lint/results.json in a Node project (a package.json or node_modules in the
// working folder), else the OS cache folder, so a run never leaves files in a repository that ignores
// nothing of the kind.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { readRegularFile, SMALL_FILE_MAX_BYTES } from "./read-file.js";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { LintResult, ResolvedConfig } from "../types.js";
import { VERSION } from "../version.js";

export const DEFAULT_CACHE_LOCATION = join("node_modules", ".cache", "handoff-lint");
const FILE_NAME = "results.json";
const FORMAT = 2;

type CachedResult = Omit<LintResult, "filePath">;
interface Entry {
  key: string;
  /** The result as JSON: read back only for a hit (the cache file parses into 2 strings per file, not a tree). */
  result: string;
}
interface CacheFile {
  format: number;
  entries: Record<string, Entry>;
}

/** Largest cache file read. */
const CACHE_MAX_BYTES = 512 * 1024 * 1024;

const isCount = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isPosition = (v: unknown) => typeof v === "number" && Number.isInteger(v) && v >= 1;

/** Whether a cache entry is a whole result the formatters can print (an entry edited or damaged on disk is a miss, not a crash). */
function isCachedResult(r: unknown): r is CachedResult {
  if (!r || typeof r !== "object" || Array.isArray(r)) return false;
  const o = r as Record<string, unknown>;
  if (!["errorCount", "warningCount", "fixableErrorCount", "fixableWarningCount"].every((k) => isCount(o[k]))) return false;
  if (!(o.tokens === null || isCount(o.tokens))) return false;
  return Array.isArray(o.messages) && o.messages.every(isCachedMessage);
}

function isCachedMessage(m: unknown): boolean {
  if (!m || typeof m !== "object" || Array.isArray(m)) return false;
  const o = m as Record<string, unknown>;
  return (
    (o.severity === 1 || o.severity === 2) &&
    typeof o.message === "string" &&
    (o.ruleId === null || typeof o.ruleId === "string") &&
    [o.line, o.column, o.endLine, o.endColumn].every(isPosition) &&
    Array.isArray(o.range) &&
    o.range.length === 2 &&
    o.range.every(isCount) &&
    (o.fix === undefined || (!!o.fix && typeof o.fix === "object" && Array.isArray((o.fix as { range?: unknown }).range) && typeof (o.fix as { text?: unknown }).text === "string"))
  );
}

const sha = (s: string | Buffer) => createHash("sha256").update(s).digest("hex");

function fileHash(path: string): string {
  const r = readRegularFile(path, SMALL_FILE_MAX_BYTES);
  return r.ok ? sha(r.bytes) : "missing";
}

/** Plugin paths named by a JSON config file (other config formats: custom rules are hashed by code). */
function pluginFiles(configPath: string | null): string[] {
  if (!configPath || !/\.json$|rc$/.test(configPath)) return [];
  try {
    const r = readRegularFile(configPath, SMALL_FILE_MAX_BYTES);
    if (!r.ok) return [];
    const c = JSON.parse(r.bytes.toString("utf8")) as { plugins?: unknown };
    return Array.isArray(c.plugins) ? c.plugins.filter((p): p is string => typeof p === "string").map((p) => resolve(dirname(configPath), p)) : [];
  } catch {
    return [];
  }
}

const configKeys = new WeakMap<ResolvedConfig, string>();

/** A hash of everything in a resolved config that can change a result. */
export function configKey(config: ResolvedConfig): string {
  let k = configKeys.get(config);
  if (k) return k;
  const { customRules, ...rest } = config;
  const parts = [
    JSON.stringify(rest),
    config.filePath ? fileHash(config.filePath) : "",
    ...customRules.map((r) => `${JSON.stringify(r.meta)}:${String(r.check)}`),
    ...pluginFiles(config.filePath).map((p) => `${p}:${fileHash(p)}`),
  ];
  k = sha(parts.join("\u0000"));
  configKeys.set(config, k);
  return k;
}

/**
 * Where the cache file is. `location` as ESLint's --cache-location: a folder when it ends with a slash or
 * is an existing folder (the file inside it named after the working folder, `.cache_<hash>`, so runs from
 * different folders do not share one file), else the file itself. Without it: node_modules/.cache/handoff-lint
 * in a Node project, else `<OS cache folder>/handoff-lint/<hash of the working folder>/` (XDG_CACHE_HOME or
 * ~/.cache; ~/Library/Caches on macOS; LOCALAPPDATA on Windows).
 */
export function cacheFile(location: string | undefined, cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const tag = sha(resolve(cwd)).slice(0, 16);
  if (location !== undefined && location !== "") {
    const loc = resolve(cwd, location);
    let isDir = /[\\/]$/.test(location);
    if (!isDir) {
      try {
        isDir = statSync(loc).isDirectory();
      } catch {
        /* not there yet: a file */
      }
    }
    return isDir ? join(loc, `.cache_${tag}`) : loc;
  }
  if (existsSync(join(cwd, "package.json")) || existsSync(join(cwd, "node_modules"))) return resolve(cwd, DEFAULT_CACHE_LOCATION, FILE_NAME);
  return join(osCacheDir(env), "handoff-lint", tag, FILE_NAME);
}

function osCacheDir(env: NodeJS.ProcessEnv): string {
  if (process.platform === "win32") return env.LOCALAPPDATA || join(homedir(), "AppData", "Local");
  if (process.platform === "darwin") return join(homedir(), "Library", "Caches");
  return env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), ".cache");
}

// A path-like word: split at white space, quotes, brackets and the marks that end or decorate a path in
// prose or Markdown (`a.md#x`, `a.ts:12`, `title="a.ts"`, `ts:src/a.ts`); what is left must hold a slash or
// a dot between letters.
const WORD_BREAK = /[\s`'"<>()[\]{}|,;:=*!?#^~$\\]+/;

/**
 * Every file under `root` that the text of `file` may point to (absolute paths, no duplicates): each
 * path-like word read from the project root and from the handoff's folder. A superset of the paths the
 * rules look up through fileExists/readFile (test/speed/cache.test.ts checks it against every rule).
 */
export function pointedFiles(text: string, file: string, root: string | null): string[] {
  if (!root) return [];
  const bases = [root];
  const own = dirname(file);
  if (own !== root && (own + sep).startsWith(root + sep)) bases.push(own);
  const out = new Set<string>();
  const inside = (abs: string) => abs === root || abs.startsWith(root.endsWith(sep) ? root : root + sep);
  for (const raw of text.split(WORD_BREAK)) {
    if (raw.length < 3 || raw.length > 300 || !/[./]/.test(raw) || !/[A-Za-z]/.test(raw)) continue;
    // eslint-disable-next-line regexp/no-super-linear-move -- raw is at most 300 characters (above)
    const words = new Set([raw.replace(/^\.\//, "").replace(/\.+$/, "")]);
    if (raw.includes("%")) {
      try {
        words.add(decodeURIComponent(raw).replace(/^\.\//, ""));
      } catch {
        /* not percent-encoded */
      }
    }
    for (const w of words) {
      if (!w) continue;
      for (const b of bases) {
        const abs = resolve(b, w);
        if (inside(abs)) out.add(abs);
      }
    }
  }
  return [...out];
}

export class ResultCache {
  private readonly file: string;
  private entries: Record<string, Entry> = {};
  private dirty = false;
  private readonly seen = new Set<string>();

  private readonly cwd: string;
  /** Each pointed-to path's state ("-" when absent, else size and mtime), looked up once per run. */
  private readonly states = new Map<string, string>();

  /** `location`: see cacheFile. */
  constructor(location: string | undefined, cwd: string) {
    this.cwd = cwd;
    this.file = cacheFile(location, cwd);
    try {
      // A cache file that is not a regular file, or absurdly large, is not read (the run starts afresh).
      const r = readRegularFile(this.file, CACHE_MAX_BYTES);
      const data = (r.ok ? JSON.parse(r.bytes.toString("utf8")) : null) as CacheFile | null;
      if (data && data.format === FORMAT && data.entries && typeof data.entries === "object" && !Array.isArray(data.entries)) this.entries = data.entries;
    } catch {
      this.entries = {};
    }
  }

  key(text: string, config: ResolvedConfig, opts: { filePath?: string | null; projectRoot?: string | null }): string {
    const file = resolve(this.cwd, opts.filePath ?? "");
    const pointed = pointedFiles(text, file, opts.projectRoot ?? null).map((p) => `${relative(this.cwd, p)}=${this.state(p)}`);
    return sha([FORMAT, VERSION, process.version, configKey(config), JSON.stringify(opts), sha(text), ...pointed].join("\u0000"));
  }

  private state(abs: string): string {
    let v = this.states.get(abs);
    if (v === undefined) {
      try {
        const st = statSync(abs);
        v = `${st.isDirectory() ? "d" : "f"}:${st.size}:${st.mtimeMs}`;
      } catch {
        v = "-";
      }
      this.states.set(abs, v);
    }
    return v;
  }

  get(file: string, key: string): CachedResult | null {
    this.seen.add(file);
    const e = this.entries[file];
    if (!e || e.key !== key || typeof e.result !== "string") return null;
    try {
      // a new object each time: callers (--quiet) edit results
      const r = JSON.parse(e.result) as unknown;
      return isCachedResult(r) ? r : null;
    } catch {
      return null;
    }
  }

  set(file: string, key: string, result: LintResult): void {
    this.seen.add(file);
    const { filePath: _f, ...rest } = result;
    void _f;
    this.entries[file] = { key, result: JSON.stringify(rest) };
    this.dirty = true;
  }

  /** Write the cache atomically. Entries of files that no longer exist are dropped. Never throws. */
  save(): void {
    let changed = this.dirty;
    for (const f of Object.keys(this.entries)) {
      if (!this.seen.has(f) && !existsSync(f)) {
        delete this.entries[f];
        changed = true;
      }
    }
    if (!changed) return;
    const tmp = `${this.file}.${process.pid}.${Date.now().toString(36)}.tmp`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(tmp, JSON.stringify({ format: FORMAT, entries: this.entries } satisfies CacheFile));
      renameSync(tmp, this.file);
      this.dirty = false;
    } catch {
      try {
        if (existsSync(tmp) && statSync(tmp).isFile()) unlinkSync(tmp);
      } catch {
        /* nothing more to do */
      }
    }
  }
}
