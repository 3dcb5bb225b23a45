// Configuration: find the nearest config upward from a file (nearest wins, no merging; use
// `extends`), load it (lilconfig; YAML with `yaml`), validate it once, and resolve it per file.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, ConfigOverride, ResolvedConfig, ResolvedRuleConfig, Rule, RuleSetting, Severity } from "../types.js";
import { builtinRules } from "../../rules/index.js";

export const CONFIG_FILES = [
  ".handofflintrc.json",
  ".handofflintrc.yaml",
  ".handofflintrc.yml",
  ".handofflintrc",
  "handoff-lint.config.js",
  "handoff-lint.config.mjs",
  "package.json",
];

export const DEFAULT_FILES = [
  "**/*.prompt.md",
  "**/*.prompt",
  "**/*.handoff.md",
  "**/prompts/**/*.{md,txt}",
  "**/handoffs/**/*.md",
  "**/.claude/agents/**/*.md",
  "**/agents/**/*.md",
  "**/HANDOFF*.md",
  "**/NEXT_PROMPT*.md",
];

export const DEFAULT_BUDGET = 4000;
export const DEFAULT_TIME_LIMIT = 10_000;
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

const KNOWN_KEYS = new Set(["$schema", "extends", "rules", "overrides", "ignores", "files", "templates", "budget", "encoding", "plugins", "timeLimit", "maxFileSize"]);

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

function presetRules(name: string, file: string | null): Record<string, RuleSetting> {
  const out: Record<string, RuleSetting> = {};
  if (name === "recommended" || name === "handoff-lint:recommended") {
    for (const r of builtinRules) out[r.meta.id] = r.meta.recommended ? r.meta.defaultSeverity : "off";
  } else if (name === "strict" || name === "handoff-lint:strict") {
    for (const r of builtinRules) out[r.meta.id] = "error";
  } else if (name === "all" || name === "handoff-lint:all") {
    for (const r of builtinRules) out[r.meta.id] = r.meta.defaultSeverity;
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
  let text: string;
  if (base.endsWith(".js") || base.endsWith(".mjs") || base.endsWith(".cjs")) {
    let mod: { default?: unknown };
    try {
      mod = await import(pathToFileURL(filePath).href + `?t=${statSync(filePath).mtimeMs}`);
    } catch (e) {
      throw new ConfigError(filePath, null, `could not load: ${(e as Error).message}`);
    }
    const c = (mod.default ?? mod) as unknown;
    const value = typeof c === "function" ? await (c as () => unknown)() : c;
    if (!value || typeof value !== "object") throw new ConfigError(filePath, null, "must export a configuration object");
    return value as Config;
  }
  try {
    text = readFileSync(filePath, "utf8");
  } catch (e) {
    throw new ConfigError(filePath, null, `cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (base === "package.json") {
    const pkg = parseJson(text, filePath) as Record<string, unknown>;
    const c = pkg?.handoffLint;
    if (c === undefined) return null;
    if (!c || typeof c !== "object") throw new ConfigError(filePath, "handoffLint", "must be an object");
    return c as Config;
  }
  if (base.endsWith(".json")) return parseJson(text, filePath) as Config;
  // .yaml, .yml and extensionless rc: YAML (a superset of JSON)
  const { parseDocument } = await import("yaml");
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const p = e.linePos?.[0];
    throw new ConfigError(filePath, null, `invalid YAML${p ? ` at line ${p.line}, column ${p.col}` : ""}: ${e.message.split("\n")[0]}`);
  }
  const v = doc.toJS();
  if (v === null || v === undefined) return {};
  if (typeof v !== "object" || Array.isArray(v)) throw new ConfigError(filePath, null, "must be a mapping");
  return v as Config;
}

function parseJson(text: string, filePath: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const msg = (e as Error).message;
    const m = /position (\d+)/.exec(msg);
    let where = "";
    if (m) {
      const pos = Number(m[1]);
      const before = text.slice(0, pos);
      const line = before.split("\n").length;
      const col = pos - before.lastIndexOf("\n");
      where = ` at line ${line}, column ${col}`;
    }
    throw new ConfigError(filePath, null, `invalid JSON${where}: ${msg.replace(/ in JSON at position \d+.*$/, "")}`);
  }
}

const configCache = new Map<string, Promise<LoadedConfig | null>>();

/** Find the nearest config file from `dir` upward. Cached per folder for the process's life. */
export function findConfig(dir: string): Promise<LoadedConfig | null> {
  const key = resolve(dir);
  let p = configCache.get(key);
  if (!p) {
    p = (async () => {
      for (const name of CONFIG_FILES) {
        const f = join(key, name);
        if (!existsSync(f)) continue;
        const c = await loadConfigFile(f);
        if (c) return { filePath: f, dir: key, config: c };
      }
      const parent = dirname(key);
      if (parent === key) return null;
      return findConfig(parent);
    })();
    configCache.set(key, p);
  }
  return p;
}

export function clearConfigCache(): void {
  configCache.clear();
  rootCache.clear();
}

const rootCache = new Map<string, string | null>();
/** Nearest folder upward holding `.git` or a handoff-lint config file. */
export function findProjectRoot(dir: string): string | null {
  const key = resolve(dir);
  if (rootCache.has(key)) return rootCache.get(key)!;
  let result: string | null = null;
  if (existsSync(join(key, ".git")) || CONFIG_FILES.slice(0, 6).some((n) => existsSync(join(key, n)))) result = key;
  else {
    const parent = dirname(key);
    result = parent === key ? null : findProjectRoot(parent);
  }
  rootCache.set(key, result);
  return result;
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
    let mod: { default?: unknown };
    try {
      mod = await import(pathToFileURL(target).href);
    } catch (e) {
      throw new ConfigError(filePath, "plugins", `cannot load "${p}": ${(e as Error).message}`);
    }
    const exported = (mod.default ?? mod) as unknown;
    const list = Array.isArray(exported) ? exported : (exported as { rules?: unknown }).rules ? Object.values((exported as { rules: object }).rules) : [exported];
    for (const r of list as Rule[]) {
      if (!r || typeof r !== "object" || !r.meta || typeof r.meta.id !== "string" || typeof r.check !== "function") {
        throw new ConfigError(filePath, "plugins", `"${p}" does not export a rule ({ meta: { id, concern, messages, … }, check })`);
      }
      r.meta.schema ??= { type: "object", properties: {} };
      r.meta.defaultOptions ??= {};
      r.meta.messages ??= {};
      r.meta.defaultSeverity ??= "warn";
      flat.customRules.push(r);
    }
  }
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
  });
  validateRules(flat.rules, flat.customRules, filePath, "rules");
  flat.overrides.forEach((o, i) => validateRules(o.rules ?? {}, flat.customRules, filePath, `overrides[${i}].rules`));
  return flat;
}

function merge(into: Flat, from: Flat): void {
  Object.assign(into.rules, from.rules);
  into.overrides.push(...from.overrides);
  into.ignores.push(...from.ignores);
  if (from.files) into.files = from.files;
  into.templates.push(...from.templates);
  if (from.budget !== undefined) into.budget = from.budget;
  if (from.encoding !== undefined) into.encoding = from.encoding;
  if (from.timeLimit !== undefined) into.timeLimit = from.timeLimit;
  if (from.maxFileSize !== undefined) into.maxFileSize = from.maxFileSize;
  into.customRules.push(...from.customRules);
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
      const f = o.files;
      if (!(typeof f === "string" || (Array.isArray(f) && f.every((x) => typeof x === "string")))) throw new ConfigError(file, `overrides[${i}].files`, "must be a glob or a list of globs");
    });
  }
  for (const k of ["timeLimit", "maxFileSize"] as const) {
    const v = c[k];
    if (v !== undefined && (typeof v !== "number" || !(v > 0))) throw new ConfigError(file, k, "must be a positive number");
  }
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
      // eslint-disable-next-line @typescript-eslint/no-require-imports
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

import { createRequire } from "node:module";
const req = createRequire(import.meta.url);
function requireAjv(): typeof import("ajv").default {
  const m = req("ajv") as { default?: typeof import("ajv").default } & typeof import("ajv").default;
  return m.default ?? m;
}

/** Resolve a flattened config for one file: severities, options, overrides, settings. */
export function resolveForFile(flat: Flat, filePath: string | null, configPath: string | null, cliRules: Record<string, RuleSetting> = {}): ResolvedConfig {
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
  Object.assign(settings.rules, cliRules);
  const rules: Record<string, ResolvedRuleConfig> = {};
  for (const [id, setting] of Object.entries(settings.rules)) {
    const rule = getRule(id, flat.customRules);
    if (!rule) continue;
    const sev = parseSeverity(Array.isArray(setting) ? setting[0] : setting) ?? 0;
    const opts = Array.isArray(setting) && setting.length > 1 ? (setting[1] as Record<string, unknown>) : {};
    rules[id] = { severity: sev, options: { ...(rule.meta.defaultOptions as object), ...opts } };
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
  };
}

let picomatchFn: typeof import("picomatch") | null = null;
export function matchGlobs(globs: string[], rel: string): boolean {
  picomatchFn ??= req("picomatch") as typeof import("picomatch");
  return globs.some((g) => picomatchFn!(g, { dot: true, matchBase: !g.includes("/") })(rel));
}

export const DEFAULT_CONFIG: Config = { extends: "recommended" };

/** Load and flatten the config that applies to files in `dir` (or `explicit`), with defaults when none. */
export async function configFor(dir: string, explicit?: string | null): Promise<{ flat: Flat; path: string | null }> {
  if (explicit) {
    const p = resolve(explicit);
    if (!existsSync(p)) throw new ConfigError(p, null, "does not exist");
    const c = await loadConfigFile(p);
    return { flat: await flattenConfig(c ?? {}, p, dirname(p)), path: p };
  }
  const found = await findConfig(dir);
  if (!found) return { flat: await flattenConfig(DEFAULT_CONFIG, null, dir), path: null };
  const c = found.config;
  // A config without `extends` starts from recommended, as most users expect.
  const withBase = c.extends === undefined ? { ...c, extends: "recommended" } : c;
  return { flat: await flattenConfig(withBase, found.filePath, found.dir), path: found.filePath };
}

export type { Flat as FlatConfig };
