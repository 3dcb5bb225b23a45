// On-demand loading, in one place. A run pays at start-up for every module it imports, so packages that only
// some runs need (YAML for frontmatter and YAML configs, the tokenizer for an exact count, the schema
// validator, glob matchers) are required the first time a caller asks, here, and kept for the process.
//
// loadPackage is synchronous (require) because the document is built synchronously: a rule asking for an
// exact token count cannot await. importEsm is the one import() of a file URL (a config file, a custom rule
// plugin).
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const loaded = new Map<string, unknown>();

/** The package (or package subpath) `id`, required on first use and kept. */
export function loadPackage<T>(id: string): T {
  let mod = loaded.get(id);
  if (mod === undefined) {
    mod = require(id) as unknown;
    loaded.set(id, mod);
  }
  return mod as T;
}

/** A package's JSON file (`pkg/path.json`), read and parsed each time it is asked for, and not kept. */
export function readJson<T>(id: string): T {
  return JSON.parse(readFileSync(require.resolve(id), "utf8")) as T;
}

/** The default export of a CommonJS-or-ESM package as `require` returns it (`{ default }` or the value itself). */
export function defaultExport<T>(mod: T | { default?: T }): T {
  return ((mod as { default?: T }).default ?? mod) as T;
}

/** Load an ES module (a config file, a custom rule plugin) by file URL. */
export function importEsm(url: string): Promise<Record<string, unknown>> {
  return import(url) as Promise<Record<string, unknown>>;
}
