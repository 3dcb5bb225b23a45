// Configuration: find the nearest config upward from a file (nearest wins, no merging; use
// `extends`), load it (YAML with `yaml`), validate it once, and resolve it per file. The search is our own,
// not lilconfig's: every candidate is read through readRegularFile (no FIFOs or devices, a size cap: see
// docs/security.md) and the walk stops at the repository or shared-folder boundary, two things lilconfig's
// readFile-and-walk cannot be told.
import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, ConfigOverride, HandoffMapping, ResolvedConfig, ResolvedRuleConfig, Rule, RuleSetting, Severity, SeverityName } from "../types.js";
import { builtinRules } from "../../rules/index.js";
import { defaultExport, importEsm, loadPackage } from "../load.js";
import { errorText } from "../threads.js";
import { readRegularFile, SMALL_FILE_MAX_BYTES } from "../engine/read-file.js";

export const CONFIG_FILES = [
  ".handofflintrc.json",
  ".handofflintrc.yaml",
  ".handofflintrc.yml",
  ".handofflintrc",
  "handoff-lint.config.js",
  "handoff-lint.config.mjs",
  "package.json",
];

// Where teams keep handoffs (agent, command, prompt and task files): src/formats/patterns.ts.
export { DEFAULT_FILES } from "../formats/patterns.js";
import { DEFAULT_FILES } from "../formats/patterns.js";

export const DEFAULT_BUDGET = 4000;
/** Per-file time limit of each custom rule, in milliseconds (config `timeLimit`; 0 = none). See src/engine/guard.ts. */
export const DEFAULT_TIME_LIMIT = 10_000;
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

const OVERRIDE_KEYS = new Set(["files", "rules", "budget", "template"]);
const KNOWN_KEYS = new Set(["$schema", "extends", "rules", "overrides", "ignores", "files", "templates", "budget", "encoding", "plugins", "timeLimit", "maxFileSize", "trustInlineConfig", "handoffs"]);

/**
 * How long a JS config or plugin may take to load (its module, then its exported function) before it is
 * an error naming it: one that never settles would otherwise end the run with nothing linted and exit 0.
 * HANDOFF_LINT_LOAD_TIMEOUT (milliseconds) overrides it.
 */
export const DEFAULT_LOAD_TIMEOUT = 10_000;
function loadTimeout(): number {
  const v = Number(process.env.HANDOFF_LINT_LOAD_TIMEOUT);
  const limit = Number.isFinite(v) && v > 0 ? v : DEFAULT_LOAD_TIMEOUT;
  return loadDeadline === null ? limit : Math.max(1, Math.min(limit, Math.ceil(loadDeadline - Date.now())));
}

/** When loading must be over whatever the load time limit says (Date.now() time; the hook's --time-budget), or null. */
let loadDeadline: number | null = null;
/** Make every later config and plugin load end by `at` (a Date.now() time), or lift that with null. For a one-shot door such as the hook. */
export function setLoadDeadline(at: number | null): void {
  loadDeadline = at;
}

export class ConfigError extends Error {
  constructor(
    readonly file: string | null,
    readonly key: string | null,
    message: string,
  ) {
    super(`${file ?? "<config>"}${key ? `: ${key}` : ""}: ${message}`);
    this.name = "ConfigError";
  }
}

const builtinById = new Map<string, Rule>(builtinRules.map((r) => [r.meta.id, r]));
export function getBuiltinRules(): Rule[] {
  return builtinRules;
}
export function getRule(id: string, custom: Rule[] = []): Rule | undefined {
  return custom.find((r) => r.meta.id === id) ?? builtinById.get(id);
}

// Settings a preset wrote (not the user): under them a sure finding of a warning rule is an error.
const PRESET_SETTINGS = new WeakSet<object>();
function presetSetting(severity: SeverityName): RuleSetting {
  const setting: RuleSetting = [severity];
  PRESET_SETTINGS.add(setting);
  return setting;
}

function presetRules(name: string, file: string | null): Record<string, RuleSetting> {
  const out: Record<string, RuleSetting> = {};
  if (name === "recommended" || name === "handoff-lint:recommended") {
    for (const r of builtinRules) out[r.meta.id] = presetSetting(r.meta.recommended ? r.meta.defaultSeverity : "off");
  } else if (name === "strict" || name === "handoff-lint:strict") {
    for (const r of builtinRules) out[r.meta.id] = presetSetting("error");
  } else if (name === "all" || name === "handoff-lint:all") {
    for (const r of builtinRules) out[r.meta.id] = presetSetting(r.meta.defaultSeverity);
  } else {
    throw new ConfigError(file, "extends", `unknown preset or file "${name}" (built-in presets: recommended, strict)`);
  }
  return out;
}

export interface LoadedConfig {
  filePath: string | null;
  dir: string;
  config: Config;
}

/** Parse a config file's contents. */
export async function loadConfigFile(filePath: string): Promise<Config | null> {
  const base = filePath.split(/[\\/]/).pop()!;
  // Every config is first read as a regular file of bounded size: a symlink to /dev/zero or a FIFO that
  // came with a clone is an error naming it, never a hang or gigabytes in memory.
  const read = readRegularFile(filePath, SMALL_FILE_MAX_BYTES);
  if (!read.ok) throw new ConfigError(filePath, null, `cannot read: ${read.reason}`);
  if (base.endsWith(".js") || base.endsWith(".mjs") || base.endsWith(".cjs")) {
    const value = await runJsConfig(filePath, read.stats.mtimeMs);
    if (!value || typeof value !== "object" || Array.isArray(value)) throw new ConfigError(filePath, null, "must export a configuration object");
    return plainData(value, filePath) as Config;
  }
  let text = read.bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (base === "package.json") {
    const pkg = parseJson(text, filePath) as Record<string, unknown>;
    const c = pkg?.handoffLint;
    if (c === undefined) return null;
    if (!c || typeof c !== "object" || Array.isArray(c)) throw new ConfigError(filePath, "handoffLint", "must be an object");
    return c as Config;
  }
  if (base.endsWith(".json")) {
    const v = parseJson(text, filePath);
    if (!v || typeof v !== "object" || Array.isArray(v)) throw new ConfigError(filePath, null, `must be a JSON object of settings, not ${Array.isArray(v) ? "an array" : JSON.stringify(v)}`);
    return v as Config;
  }
  // .yaml, .yml and extensionless rc: YAML (a superset of JSON)
  const { parseDocument } = loadPackage<typeof import("yaml")>("yaml");
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const p = lineColumn(text, e.pos?.[0] ?? 0);
    throw new ConfigError(filePath, null, `invalid YAML at line ${p.line}, column ${p.column}: ${e.message.split("\n")[0]}`);
  }
  let v: unknown;
  try {
    v = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    throw new ConfigError(filePath, null, `invalid YAML: ${(e as Error).message.split("\n")[0]}`);
  }
  if (v === null || v === undefined) return {};
  if (typeof v !== "object" || Array.isArray(v)) throw new ConfigError(filePath, null, "must be a mapping");
  return v as Config;
}

/**
 * Import a JS config and call its exported function, if any: within the load time limit, and with
 * process.exit turned into an error. On a worker thread (load-worker.ts), so that a synchronous loop can
 * be stopped too; on the main thread only where no worker can start (a TypeScript runner).
 */
async function runJsConfig(filePath: string, mtimeMs: number): Promise<unknown> {
  const { loadOnWorker } = await import("./load-worker.js");
  const onWorker = loadOnWorker(filePath, "config", loadTimeout());
  if (onWorker) {
    const r = await onWorker;
    if (!r.ok) throw new ConfigError(filePath, null, r.why);
    return r.value;
  }
  const mod = await loadGuarded(filePath, null, "could not load", () => importEsm(pathToFileURL(filePath).href + `?t=${mtimeMs}`) as Promise<{ default?: unknown }>);
  let c: unknown;
  try {
    c = mod.default ?? mod;
  } catch (e) {
    throw new ConfigError(filePath, null, `could not load: ${errorText(e)}`);
  }
  return typeof c === "function" ? loadGuarded(filePath, null, "its exported function threw", async () => (c as () => unknown)()) : c;
}

/** Thrown in place of exiting when code being loaded calls process.exit. */
class ExitCalled extends Error {}

/**
 * Run a step of loading a stranger's code (a JS config, a plugin) so that it cannot end the run: a call to
 * process.exit while it runs throws instead, and a step that has not settled after the load time limit is
 * an error naming the file. Any failure is a ConfigError naming `file`.
 */
async function loadGuarded<T>(file: string, key: string | null, what: string, step: () => Promise<T>): Promise<T> {
  const exit = process.exit;
  process.exit = ((code?: number) => {
    throw new ExitCalled(`it called process.exit(${code ?? ""})`);
  }) as typeof process.exit;
  let timer: NodeJS.Timeout | undefined;
  const ms = loadTimeout();
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExitCalled(`it did not settle within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([step(), late]);
  } catch (e) {
    throw new ConfigError(file, key, e instanceof ExitCalled ? e.message : `${what}: ${errorText(e)}`);
  } finally {
    clearTimeout(timer);
    process.exit = exit;
  }
}

/** A copy of a JS config's exported value as plain data: a getter that throws (or a Proxy) fails here, naming the file, and nowhere later. */
function plainData(value: object, filePath: string): unknown {
  try {
    return structuredClone(value);
  } catch (e) {
    throw new ConfigError(filePath, null, `must export plain data (objects, lists, strings, numbers): ${errorText(e)}`);
  }
}

function parseJson(text: string, filePath: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    // V8 gives a position for some errors only ("Unexpected token '}', ... is not valid JSON" has none).
    const m = /position (\d+)/.exec(msg);
    const pos = m ? Number(m[1]) : jsonErrorOffset(text);
    const p = lineColumn(text, pos);
    const reason = msg.replace(/ in JSON at position \d.*$/, "").replace(/, ".*" is not valid JSON$/s, "");
    throw new ConfigError(filePath, null, `invalid JSON at line ${p.line}, column ${p.column}: ${reason}`);
  }
}

/** 1-based line and column (UTF-16 units) of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.max(0, Math.min(offset, text.length));
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Offset of the first JSON syntax error: a small iterative scanner, run only once JSON.parse has failed. */
export function jsonErrorOffset(t: string): number {
  const n = t.length;
  let i = 0;
  const ws = () => {
    while (i < n && (t[i] === " " || t[i] === "\t" || t[i] === "\n" || t[i] === "\r")) i++;
  };
  const str = (): boolean => {
    if (t[i] !== '"') return false;
    i++;
    while (i < n && t[i] !== '"') {
      if (t.charCodeAt(i) < 32) return false;
      if (t[i] === "\\") {
        i++;
        if (t[i] === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(i + 1, i + 5))) return false;
          i += 4;
        } else if (i >= n || !'"\\/bfnrt'.includes(t[i])) return false;
      }
      i++;
    }
    if (i >= n) return false;
    i++;
    return true;
  };
  const stack: string[] = [];
  let expect: "value" | "key" | "after" = "value";
  for (;;) {
    ws();
    if (expect === "value") {
      const c = t[i];
      if (c === "{" || c === "[") {
        stack.push(c);
        i++;
        ws();
        if (t[i] === (c === "{" ? "}" : "]")) {
          i++;
          stack.pop();
          expect = "after";
        } else expect = c === "{" ? "key" : "value";
        continue;
      }
      if (c === '"') {
        if (!str()) return i;
        expect = "after";
        continue;
      }
      const m = /^(?:true|false|null|-?(?:0|[1-9]\d{0,300})(?:\.\d{1,300})?(?:[eE][+-]?\d{1,10})?)/.exec(t.slice(i, i + 640));
      if (!m) return i;
      i += m[0].length;
      expect = "after";
      continue;
    }
    if (expect === "key") {
      if (!str()) return i;
      ws();
      if (t[i] !== ":") return i;
      i++;
      expect = "value";
      continue;
    }
    const top = stack[stack.length - 1];
    if (!top) return i;
    if (t[i] === ",") {
      i++;
      expect = top === "{" ? "key" : "value";
      continue;
    }
    if (t[i] === (top === "{" ? "}" : "]")) {
      i++;
      stack.pop();
      continue;
    }
    return i;
  }
}

const configCache = new Map<string, Promise<LoadedConfig | null>>();

/**
 * Find the nearest config file from `dir` upward, no higher than `boundary` (see searchBoundary): a config
 * in /tmp or a home folder never applies to a project below it. Cached per folder for the process's life.
 */
export function findConfig(dir: string, boundary: string = searchBoundary(dir)): Promise<LoadedConfig | null> {
  const key = resolve(dir);
  const stop = resolve(boundary);
  const cacheKey = key + "\0" + stop;
  let p = configCache.get(cacheKey);
  if (!p) {
    p = (async () => {
      for (const name of CONFIG_FILES) {
        const f = join(key, name);
        if (!existsSync(f)) continue;
        const c = await loadConfigFile(f);
        if (c) return { filePath: f, dir: key, config: c };
      }
      const parent = dirname(key);
      if (key === stop || parent === key || !isInside(parent, stop)) return null;
      return findConfig(parent, stop);
    })();
    configCache.set(cacheKey, p);
  }
  return p;
}

/** Whether `p` is `root` or a path below it. */
export function isInside(p: string, root: string): boolean {
  const rel = relative(root, p);
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}

/**
 * Whether `p` is inside `root` once symlinks are followed (the nearest existing folder of `p` is resolved),
 * so a link inside the workspace that points out of it does not count as inside.
 */
export function isInsideReal(p: string, root: string): boolean {
  let probe = resolve(p);
  let rest = "";
  for (;;) {
    try {
      const real = realpathSync(probe);
      return isInside(join(real, rest), realpathSync(root));
    } catch {
      const parent = dirname(probe);
      if (parent === probe) return false;
      rest = join(probe.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)), rest);
      probe = parent;
    }
  }
}

/** The nearest folder from `dir` upward that `holds` accepts, or null; each folder's answer is cached. */
function nearestUp(dir: string, cache: Map<string, string | null>, holds: (folder: string) => boolean): string | null {
  const key = resolve(dir);
  if (cache.has(key)) return cache.get(key)!;
  const parent = dirname(key);
  const result = holds(key) ? key : parent === key ? null : nearestUp(parent, cache, holds);
  cache.set(key, result);
  return result;
}

const repoCache = new Map<string, string | null>();
/** The nearest folder upward holding `.git` (a repository's root, or a submodule's), or null. */
export function repositoryRoot(dir: string): string | null {
  return nearestUp(dir, repoCache, (f) => existsSync(join(f, ".git")));
}

/**
 * The highest folder a config search from `dir` may reach: the root of the repository `dir` is in. Outside
 * a repository, the highest folder below the first one that anyone may write to (a folder such as /tmp,
 * mode o+w): a config dropped there by someone else never applies to the folders below it.
 */
export function searchBoundary(dir: string): string {
  const abs = resolve(dir);
  const repo = repositoryRoot(abs);
  if (repo) return repo;
  let top = abs;
  if (sharedWritable(top)) return top;
  for (;;) {
    const parent = dirname(top);
    if (parent === top || sharedWritable(parent)) return top;
    top = parent;
  }
}

/** Whether anyone may write into the folder (mode o+w, as /tmp), or it cannot be looked at. */
function sharedWritable(dir: string): boolean {
  try {
    return (statSync(dir).mode & 0o002) !== 0;
  } catch {
    return false;
  }
}

/**
 * The workspace a door (MCP server, dispatch hook) was started for, from the folder it runs in: that
 * folder's repository root, or the folder itself outside a repository. The doors load configs and look
 * up files only inside it, whatever a request names.
 */
export function workspaceOf(cwd: string): string {
  return repositoryRoot(cwd) ?? resolve(cwd);
}

export function clearConfigCache(): void {
  configCache.clear();
  rootCache.clear();
  repoCache.clear();
}

const rootCache = new Map<string, string | null>();
/** Nearest folder upward holding `.git` or a handoff-lint config file. */
export function findProjectRoot(dir: string): string | null {
  return nearestUp(dir, rootCache, (f) => existsSync(join(f, ".git")) || CONFIG_FILES.slice(0, 6).some((n) => existsSync(join(f, n))));
}

/** The project root for pointer checks from `dir`, never above `workspace` when one is given. */
export function projectRootWithin(dir: string, workspace?: string): string | null {
  const root = findProjectRoot(dir);
  if (!workspace) return root;
  return root && isInside(root, workspace) ? root : isInside(resolve(dir), workspace) ? resolve(workspace) : null;
}

/** Where a custom rule was loaded from: its plugin file and its place in that file's rules (pluginRules). */
export interface RuleSource {
  path: string;
  index: number;
}
const ruleSources = new WeakMap<Rule, RuleSource>();
/** Where a custom rule came from, so a worker thread can load the same rule (src/engine/guard.ts); undefined for a rule object handed over in memory. */
export function ruleSource(rule: Rule): RuleSource | undefined {
  return ruleSources.get(rule);
}

/** The rules a plugin module exports (a rule, a list of rules, or `{ rules: { … } }`), meta defaults filled in; null for an entry that is not a rule. */
export function pluginRules(mod: { default?: unknown }): Array<Rule | null> {
  const exported = (mod.default ?? mod) as unknown;
  const list = Array.isArray(exported) ? exported : (exported as { rules?: unknown }).rules ? Object.values((exported as { rules: object }).rules) : [exported];
  return (list as Rule[]).map((r) => {
    if (!r || typeof r !== "object" || !r.meta || typeof r.meta.id !== "string" || typeof r.check !== "function") return null;
    r.meta.schema ??= { type: "object", properties: {} };
    r.meta.defaultOptions ??= {};
    r.meta.messages ??= {};
    r.meta.defaultSeverity ??= "warn";
    return r;
  });
}

/** A config with `extends` flattened: later layers override earlier ones. */
interface Flat {
  rules: Record<string, RuleSetting>;
  overrides: Array<ConfigOverride & { base: string }>;
  ignores: string[];
  files: string[] | null;
  templates: string[];
  budget?: number;
  encoding?: "o200k_base" | "cl100k_base";
  customRules: Rule[];
  timeLimit?: number;
  maxFileSize?: number;
  trustInlineConfig?: boolean;
  /** Config `handoffs`, each with the folder its globs are relative to. */
  handoffs?: Array<HandoffMapping & { base: string }>;
}

export async function flattenConfig(config: Config, filePath: string | null, dir: string, seen: string[] = []): Promise<Flat> {
  validateShape(config, filePath);
  const flat: Flat = { rules: {}, overrides: [], ignores: [], files: null, templates: [], customRules: [] };
  const ext = config.extends === undefined ? [] : Array.isArray(config.extends) ? config.extends : [config.extends];
  for (const e of ext) {
    if (typeof e !== "string") throw new ConfigError(filePath, "extends", "must be a string or a list of strings");
    if (e.startsWith(".") || isAbsolute(e)) {
      const target = resolve(dir, e);
      if (seen.includes(target) || target === filePath) throw new ConfigError(filePath, "extends", `cycle: ${[...seen, filePath ?? "", target].filter(Boolean).join(" -> ")}`);
      if (!existsSync(target)) throw new ConfigError(filePath, "extends", `"${e}" does not exist`);
      const c = await loadConfigFile(target);
      const inner = await flattenConfig(c ?? {}, target, dirname(target), [...seen, ...(filePath ? [filePath] : [])]);
      merge(flat, inner);
    } else {
      merge(flat, { rules: presetRules(e, filePath), overrides: [], ignores: [], files: null, templates: [], customRules: [] });
    }
  }
  // Custom rules
  for (const p of config.plugins ?? []) {
    const target = resolve(dir, p);
    const read = readRegularFile(target, SMALL_FILE_MAX_BYTES);
    if (!read.ok) throw new ConfigError(filePath, "plugins", `cannot load "${p}": ${read.reason}`);
    // First on a worker thread that can be stopped (a top-level loop that never returns), then here.
    const { loadOnWorker } = await import("./load-worker.js");
    const probe = await loadOnWorker(target, "plugin", loadTimeout());
    if (probe && !probe.ok) throw new ConfigError(filePath ?? target, "plugins", `cannot load "${p}": ${probe.why}`);
    const mod = await loadGuarded(filePath ?? target, "plugins", `cannot load "${p}"`, () => importEsm(pathToFileURL(target).href) as Promise<{ default?: unknown }>);
    let list: Array<Rule | null>;
    try {
      list = pluginRules(mod);
    } catch (e) {
      throw new ConfigError(filePath, "plugins", `cannot load "${p}": ${errorText(e)}`);
    }
    list.forEach((r, index) => {
      if (!r) throw new ConfigError(filePath, "plugins", `"${p}" does not export a rule ({ meta: { id, concern, messages, … }, check })`);
      ruleSources.set(r, { path: target, index });
      flat.customRules.push(r);
    });
  }
  // The config's own keys are checked before they are merged: a key such as "__proto__" would otherwise
  // change the merged object's prototype and pass in silence.
  validateRules(config.rules ?? {}, flat.customRules, filePath, "rules");
  merge(flat, {
    rules: config.rules ?? {},
    overrides: (config.overrides ?? []).map((o) => ({ ...o, base: dir })),
    ignores: config.ignores ?? [],
    files: config.files ?? null,
    templates: config.templates ?? [],
    budget: config.budget,
    encoding: config.encoding,
    customRules: [],
    timeLimit: config.timeLimit,
    maxFileSize: config.maxFileSize,
    trustInlineConfig: config.trustInlineConfig,
    ...(config.handoffs ? { handoffs: config.handoffs.map((h) => ({ ...h, base: dir })) } : {}),
  });
  validateRules(flat.rules, flat.customRules, filePath, "rules");
  flat.overrides.forEach((o, i) => validateRules(o.rules ?? {}, flat.customRules, filePath, `overrides[${i}].rules`));
  return flat;
}

function merge(into: Flat, from: Flat): void {
  Object.assign(into.rules, from.rules);
  // (concat, not push(...): a config's lists can be longer than a call's arguments may be)
  into.overrides = into.overrides.concat(from.overrides);
  into.ignores = into.ignores.concat(from.ignores);
  if (from.files) into.files = from.files;
  into.templates = into.templates.concat(from.templates);
  if (from.budget !== undefined) into.budget = from.budget;
  if (from.encoding !== undefined) into.encoding = from.encoding;
  if (from.timeLimit !== undefined) into.timeLimit = from.timeLimit;
  if (from.maxFileSize !== undefined) into.maxFileSize = from.maxFileSize;
  if (from.trustInlineConfig !== undefined) into.trustInlineConfig = from.trustInlineConfig;
  if (from.handoffs) into.handoffs = (into.handoffs ?? []).concat(from.handoffs);
  into.customRules = into.customRules.concat(from.customRules);
}

function validateShape(c: Config, file: string | null): void {
  if (!c || typeof c !== "object" || Array.isArray(c)) throw new ConfigError(file, null, "must be an object");
  for (const k of Object.keys(c)) if (!KNOWN_KEYS.has(k)) throw new ConfigError(file, k, `unknown key (known: ${[...KNOWN_KEYS].filter((x) => x !== "$schema").join(", ")})`);
  if (c.rules !== undefined && (typeof c.rules !== "object" || Array.isArray(c.rules) || c.rules === null)) throw new ConfigError(file, "rules", "must be an object of rule id to severity");
  if (c.budget !== undefined && (typeof c.budget !== "number" || !(c.budget > 0))) throw new ConfigError(file, "budget", "must be a positive number of tokens");
  if (c.encoding !== undefined && c.encoding !== "o200k_base" && c.encoding !== "cl100k_base") throw new ConfigError(file, "encoding", 'must be "o200k_base" or "cl100k_base"');
  for (const k of ["ignores", "files", "templates", "plugins"] as const) {
    const v = c[k];
    if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== "string"))) throw new ConfigError(file, k, "must be a list of strings");
  }
  if (c.overrides !== undefined) {
    if (!Array.isArray(c.overrides)) throw new ConfigError(file, "overrides", "must be a list");
    c.overrides.forEach((o, i) => {
      if (!o || typeof o !== "object") throw new ConfigError(file, `overrides[${i}]`, "must be an object");
      for (const k of Object.keys(o)) if (!OVERRIDE_KEYS.has(k)) throw new ConfigError(file, `overrides[${i}].${k}`, `unknown key (known: ${[...OVERRIDE_KEYS].join(", ")})`);
      const f = o.files;
      if (!(typeof f === "string" || (Array.isArray(f) && f.every((x) => typeof x === "string")))) throw new ConfigError(file, `overrides[${i}].files`, "must be a glob or a list of globs");
      if (o.rules !== undefined && (typeof o.rules !== "object" || Array.isArray(o.rules) || o.rules === null)) throw new ConfigError(file, `overrides[${i}].rules`, "must be an object of rule id to severity");
      if (o.budget !== undefined && (typeof o.budget !== "number" || !(o.budget > 0))) throw new ConfigError(file, `overrides[${i}].budget`, "must be a positive number of tokens");
      if (o.template !== undefined && typeof o.template !== "boolean") throw new ConfigError(file, `overrides[${i}].template`, "must be true or false");
    });
  }
  if (c.trustInlineConfig !== undefined && typeof c.trustInlineConfig !== "boolean") throw new ConfigError(file, "trustInlineConfig", "must be true or false");
  if (c.handoffs !== undefined) validateHandoffs(c.handoffs, file);
  if (c.maxFileSize !== undefined && (typeof c.maxFileSize !== "number" || !(c.maxFileSize > 0))) throw new ConfigError(file, "maxFileSize", "must be a positive number");
  // 0 turns the time limit of custom rules off (they then run on the main thread, unguarded).
  if (c.timeLimit !== undefined && (typeof c.timeLimit !== "number" || !(c.timeLimit >= 0) || c.timeLimit === Infinity)) {
    throw new ConfigError(file, "timeLimit", "must be a number of milliseconds (0 turns the limit off)");
  }
}

function validateHandoffs(list: unknown, file: string | null): void {
  if (!Array.isArray(list)) throw new ConfigError(file, "handoffs", 'must be a list of { files, fields } (e.g. [{ "files": "**/*.yaml", "fields": ["tasks.*.prompt"] }])');
  list.forEach((h: unknown, i) => {
    const at = `handoffs[${i}]`;
    if (!h || typeof h !== "object" || Array.isArray(h)) throw new ConfigError(file, at, "must be an object with files and fields");
    const { files, fields, ...rest } = h as Record<string, unknown>;
    for (const k of Object.keys(rest)) throw new ConfigError(file, `${at}.${k}`, "unknown key (known: files, fields)");
    if (!(typeof files === "string" || (Array.isArray(files) && files.length && files.every((x) => typeof x === "string")))) throw new ConfigError(file, `${at}.files`, "must be a glob or a list of globs");
    if (!Array.isArray(fields) || !fields.length || fields.some((x) => typeof x !== "string" || !x)) throw new ConfigError(file, `${at}.fields`, 'must be a list of field paths (e.g. "tasks.*.prompt")');
  });
}

export function parseSeverity(v: unknown): Severity | null {
  if (v === "off" || v === 0 || v === "0") return 0;
  if (v === "warn" || v === "warning" || v === 1 || v === "1") return 1;
  if (v === "error" || v === 2 || v === "2") return 2;
  return null;
}

function validateRules(rules: Record<string, RuleSetting>, custom: Rule[], file: string | null, where: string): void {
  for (const [id, setting] of Object.entries(rules)) {
    const rule = getRule(id, custom);
    if (!rule) throw new ConfigError(file, `${where}.${id}`, `unknown rule "${id}"${suggest(id, custom)}`);
    const sev = Array.isArray(setting) ? setting[0] : setting;
    if (parseSeverity(sev) === null) throw new ConfigError(file, `${where}.${id}`, `severity must be "off", "warn" or "error", got ${JSON.stringify(sev)}`);
    if (Array.isArray(setting) && setting.length > 1) {
      const err = validateOptions(rule, setting[1]);
      if (err) throw new ConfigError(file, `${where}.${id}`, `invalid options: ${err}`);
    }
  }
}

function suggest(id: string, custom: Rule[]): string {
  const all = [...builtinRules, ...custom].map((r) => r.meta.id);
  const near = all.find((x) => x.includes(id) || id.includes(x));
  return near ? ` (did you mean "${near}"?)` : "";
}

let ajv: import("ajv").default | null = null;
const validators = new WeakMap<object, import("ajv").ValidateFunction>();
/** Validate options against the rule's JSON Schema (ajv loaded only when options are given). */
export function validateOptions(rule: Rule, options: unknown): string | null {
  if (!options || typeof options !== "object" || Array.isArray(options)) return "options must be an object";
  let v = validators.get(rule.meta.schema);
  if (!v) {
    if (!ajv) {
      const Ajv = requireAjv();
      ajv = new Ajv({ allErrors: false, strict: false });
    }
    v = ajv.compile({ ...rule.meta.schema, additionalProperties: rule.meta.schema.additionalProperties ?? false });
    validators.set(rule.meta.schema, v);
  }
  if (v(options)) return null;
  const e = v.errors?.[0];
  if (!e) return "invalid";
  const at = e.instancePath ? e.instancePath.replace(/^\//, "").replace(/\//g, ".") : "";
  if (e.keyword === "additionalProperties") return `unknown option "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  return `${at ? `"${at}" ` : ""}${e.message}`;
}

function requireAjv(): typeof import("ajv").default {
  return defaultExport(loadPackage<typeof import("ajv").default>("ajv"));
}

/**
 * Resolve a flattened config for one file: severities, options, overrides, settings. Without overrides,
 * template globs or `--rule`, every file gets the same result: it is made once per flat config.
 */
const sameForAll = new WeakMap<Flat, Map<string | null, ResolvedConfig>>();
export function resolveForFile(flat: Flat, filePath: string | null, configPath: string | null, cliRules: Record<string, RuleSetting> = {}): ResolvedConfig {
  const uniform = flat.overrides.length === 0 && (flat.templates.length === 0 || !configPath) && !flat.handoffs?.length && Object.keys(cliRules).length === 0;
  if (!uniform) return resolveOne(flat, filePath, configPath, cliRules);
  let byPath = sameForAll.get(flat);
  if (!byPath) sameForAll.set(flat, (byPath = new Map()));
  let r = byPath.get(configPath);
  if (!r) byPath.set(configPath, (r = resolveOne(flat, filePath, configPath, cliRules)));
  return r;
}

function resolveOne(flat: Flat, filePath: string | null, configPath: string | null, cliRules: Record<string, RuleSetting>): ResolvedConfig {
  const settings = { rules: { ...flat.rules }, budget: flat.budget ?? DEFAULT_BUDGET, template: null as boolean | null };
  if (filePath) {
    for (const o of flat.overrides) {
      const rel = relative(o.base, resolve(filePath)).split("\\").join("/");
      if (matchGlobs(Array.isArray(o.files) ? o.files : [o.files], rel)) {
        Object.assign(settings.rules, o.rules ?? {});
        if (o.budget !== undefined) settings.budget = o.budget;
        if (o.template !== undefined) settings.template = o.template;
      }
    }
    if (flat.templates.length && configPath) {
      const rel = relative(dirname(configPath), resolve(filePath)).split("\\").join("/");
      if (matchGlobs(flat.templates, rel)) settings.template = true;
    }
  }
  for (const id of Object.keys(cliRules)) if (!getRule(id, flat.customRules)) throw new ConfigError("--rule", id, `unknown rule${suggest(id, flat.customRules)}`);
  Object.assign(settings.rules, cliRules);
  const rules: Record<string, ResolvedRuleConfig> = {};
  for (const [id, setting] of Object.entries(settings.rules)) {
    const rule = getRule(id, flat.customRules);
    if (!rule) continue;
    const sev = parseSeverity(Array.isArray(setting) ? setting[0] : setting) ?? 0;
    const opts = Array.isArray(setting) && setting.length > 1 ? (setting[1] as Record<string, unknown>) : {};
    rules[id] = { severity: sev, options: { ...(rule.meta.defaultOptions as object), ...opts }, ...(typeof setting === "object" && PRESET_SETTINGS.has(setting) ? { fromPreset: true } : {}) };
  }
  return {
    filePath: configPath,
    rules,
    settings: { budget: settings.budget, encoding: flat.encoding ?? "o200k_base", template: settings.template },
    files: flat.files ?? DEFAULT_FILES,
    ignores: flat.ignores,
    templates: flat.templates,
    customRules: flat.customRules,
    timeLimit: flat.timeLimit ?? DEFAULT_TIME_LIMIT,
    maxFileSize: flat.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    trustInlineConfig: flat.trustInlineConfig ?? false,
    ...handoffFieldsFor(flat, filePath),
  };
}

/** The field paths the config's `handoffs` mapping names for a file (globs relative to each config's folder). */
function handoffFieldsFor(flat: Flat, filePath: string | null): { handoffFields?: string[] } {
  if (!filePath || !flat.handoffs?.length) return {};
  const fields: string[] = [];
  for (const h of flat.handoffs) {
    const rel = relative(h.base, resolve(filePath)).split("\\").join("/");
    if (matchGlobs(Array.isArray(h.files) ? h.files : [h.files], rel)) fields.push(...h.fields);
  }
  return fields.length ? { handoffFields: [...new Set(fields)] } : {};
}

export function matchGlobs(globs: string[], rel: string): boolean {
  const picomatch = loadPackage<typeof import("picomatch")>("picomatch");
  return globs.some((g) => picomatch(g, { dot: true, matchBase: !g.includes("/") })(rel));
}

export const DEFAULT_CONFIG: Config = { extends: "recommended" };

/** A config the user wrote, as the docs describe it: without `extends`, it starts from `recommended`. */
export function withRecommendedBase(c: Config): Config {
  return c.extends === undefined ? { ...c, extends: "recommended" } : c;
}

/**
 * Load and flatten the config that applies to files in `dir` (or `explicit`), with defaults when none.
 * The search stops at searchBoundary(dir), or at `workspace` for a door that was started for one.
 * Whatever goes wrong while loading (a getter that throws, a plugin that exits) is a ConfigError naming
 * the file, so the files of other configs are still linted.
 */
export async function configFor(dir: string, explicit?: string | null, where: { workspace?: string } = {}): Promise<{ flat: Flat; path: string | null }> {
  let path: string | null = explicit ? resolve(explicit) : null;
  try {
    if (path) {
      if (!existsSync(path)) throw new ConfigError(path, null, "does not exist");
      const c = await loadConfigFile(path);
      return { flat: await flattenConfig(withRecommendedBase(c ?? {}), path, dirname(path)), path };
    }
    const found = await findConfig(dir, doorBoundary(dir, where));
    if (!found) return { flat: await flattenConfig(DEFAULT_CONFIG, null, dir), path: null };
    path = found.filePath;
    return { flat: await flattenConfig(withRecommendedBase(found.config), found.filePath, found.dir), path };
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(path, null, `could not be used: ${errorText(e)}`);
  }
}

/** Where a config search from `dir` stops: inside the workspace for a door, else at the project's boundary. */
function doorBoundary(dir: string, where: { workspace?: string }): string {
  if (!where.workspace) return searchBoundary(dir);
  if (!isInsideReal(dir, where.workspace)) throw new ConfigError(null, null, `${dir} is outside the workspace ${where.workspace}: no config is loaded from there`);
  const b = searchBoundary(dir);
  return isInside(b, where.workspace) ? b : where.workspace;
}

export type { Flat as FlatConfig };
