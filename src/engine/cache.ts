// Result cache for lintFiles (`--cache`): a second run over unchanged files skips parsing and rules.
// An entry is reused only when all of these are unchanged: the file's content (sha256), the resolved
// config (its JSON: rules, severities, options, settings, template globs; custom rules' code and the
// content of the config file and of the plugin files a JSON config names), the lint options that change results, the package version and Node's version.
// The cache is one JSON file, written atomically (temporary file + rename); a missing, unreadable or
// corrupt cache is treated as empty, never as an error.
// Known limit (as ESLint's cache): a rule that looks at OTHER files (pointer checks: does `path` exist?)
// is not re-run when only those files change; delete the cache (or run without --cache) after moving files.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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

const sha = (s: string | Buffer) => createHash("sha256").update(s).digest("hex");

function fileHash(path: string): string {
  try {
    return sha(readFileSync(path));
  } catch {
    return "missing";
  }
}

/** Plugin paths named by a JSON config file (other config formats: custom rules are hashed by code). */
function pluginFiles(configPath: string | null): string[] {
  if (!configPath || !/\.json$|rc$/.test(configPath)) return [];
  try {
    const c = JSON.parse(readFileSync(configPath, "utf8")) as { plugins?: unknown };
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

export class ResultCache {
  private readonly file: string;
  private entries: Record<string, Entry> = {};
  private dirty = false;
  private readonly seen = new Set<string>();

  /** `location`: a folder (default) or, when it ends in .json, the cache file itself. */
  constructor(location: string | undefined, cwd: string) {
    const loc = resolve(cwd, location ?? DEFAULT_CACHE_LOCATION);
    this.file = loc.endsWith(".json") ? loc : join(loc, FILE_NAME);
    try {
      const data = JSON.parse(readFileSync(this.file, "utf8")) as CacheFile;
      if (data && data.format === FORMAT && data.entries && typeof data.entries === "object" && !Array.isArray(data.entries)) this.entries = data.entries;
    } catch {
      this.entries = {};
    }
  }

  key(text: string, config: ResolvedConfig, opts: unknown): string {
    return sha([FORMAT, VERSION, process.version, configKey(config), JSON.stringify(opts), sha(text)].join("\u0000"));
  }

  get(file: string, key: string): CachedResult | null {
    this.seen.add(file);
    const e = this.entries[file];
    if (!e || e.key !== key || typeof e.result !== "string") return null;
    try {
      // a new object each time: callers (--quiet) edit results
      const r = JSON.parse(e.result) as CachedResult;
      return r && Array.isArray(r.messages) ? r : null;
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
