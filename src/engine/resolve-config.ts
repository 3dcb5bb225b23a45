// The configuration that applies to a file, loaded once per folder (or config file, or config object) and
// shared by every text a run lints: the library's lintText, lintFiles and the worker threads all ask here.
import { dirname, resolve } from "node:path";
import type { Config, ResolvedConfig, RuleSetting } from "../types.js";
import { clearConfigCache, configFor, flattenConfig, resolveForFile, type FlatConfig } from "../config/config.js";

const flatCache = new Map<string, Promise<{ flat: FlatConfig; path: string | null }>>();

async function flatFor(dir: string, opts: { config?: Config; configFile?: string; cwd: string; workspace?: string }) {
  if (opts.config) {
    const key = "obj:" + JSON.stringify(opts.config) + "@" + opts.cwd;
    let p = flatCache.get(key);
    if (!p) {
      p = flattenConfig(opts.config.extends === undefined ? { ...opts.config, extends: "recommended" } : opts.config, null, opts.cwd).then((flat) => ({ flat, path: null }));
      flatCache.set(key, p);
      p.catch(() => flatCache.delete(key));
    }
    return p;
  }
  const key = opts.configFile ? "file:" + resolve(opts.cwd, opts.configFile) : `dir:${dir}\0${opts.workspace ?? ""}`;
  let p = flatCache.get(key);
  if (!p) {
    p = configFor(dir, opts.configFile ? resolve(opts.cwd, opts.configFile) : null, { workspace: opts.workspace });
    flatCache.set(key, p);
    p.catch(() => flatCache.delete(key));
  }
  return p;
}

/** Forget loaded configs (for long-running hosts such as an editor, after a config file changed). */
export function clearCaches(): void {
  flatCache.clear();
  clearConfigCache();
}

/** Resolve the configuration that applies to a file. Throws ConfigError for bad configs. */
export async function resolveConfig(
  filePath: string | null,
  opts: { config?: Config; configFile?: string; cwd?: string; rules?: Record<string, RuleSetting>; workspace?: string } = {},
): Promise<ResolvedConfig> {
  const cwd = opts.cwd ?? process.cwd();
  const abs = filePath ? resolve(cwd, filePath) : null;
  const dir = abs ? dirname(abs) : cwd;
  const { flat, path } = await flatFor(dir, { ...opts, cwd });
  return resolveForFile(flat, abs, path, opts.rules);
}
