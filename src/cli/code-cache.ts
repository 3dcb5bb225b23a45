// V8 code cache for the bundled command line on Node < 22.1.
//
// Why: after Node's own start-up, most of a cold `handoff-lint file.md` was V8 compiling the ~650 KB of
// the bundle (parser, model, rules) and the functions a first lint runs. Node >= 22.1 can keep that
// compiled code between runs (`module.enableCompileCache`, which startCodeCache calls when it exists); Node 20 has
// no such cache for ES modules, and none at all for CommonJS unless a loader asks V8 for one. So the CLI
// bundle (dist/cli/) is CommonJS, and this hook compiles its files with `vm.Script` and V8's cached data:
// - the first run compiles as usual and, when it exits, writes what V8 compiled during the run (the
//   top level and every function that ran) next to the other caches;
// - later runs hand that data to V8, which checks it (V8 version, flags, source length) and uses it
//   instead of compiling. Rejected data (another Node, other flags) is rewritten at exit.
// What is cached: only the bundle's own files (dist/cli/*.cjs, but the one with import() in it), keyed on their name, size and mtime, so
// a rebuild or another install never meets an old entry. Where: the nearest node_modules/.cache/ (as the
// lint cache), or HANDOFF_LINT_CODE_CACHE=<dir>; HANDOFF_LINT_CODE_CACHE=0 turns it off. Any failure to
// read or write the cache only means compiling as before: it is never an error.
import Module, { createRequire } from "node:module";
import vm from "node:vm";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";

interface CompilingModule {
  exports: unknown;
  _compile(content: string, filename: string): unknown;
}

interface Pending {
  script: vm.Script;
  file: string;
  name: string;
}

/**
 * Where the cache of a bundle in `bundleDir` lives (null = off): `HANDOFF_LINT_CODE_CACHE` if set, else
 * `<first node_modules above the bundle>/.cache/handoff-lint-v8/`, or in a checkout of this repository
 * `<repo>/node_modules/.cache/handoff-lint-v8/`. One folder per Node version and architecture.
 */
export function codeCacheDir(bundleDir: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const setting = env.HANDOFF_LINT_CODE_CACHE;
  if (setting !== undefined && /^(?:0|off|false|no)$/i.test(setting.trim())) return null;
  const tag = `${process.version}-${process.arch}`;
  if (setting && setting.trim()) return join(resolve(setting.trim()), tag);
  const marker = `${sep}node_modules${sep}`;
  const at = bundleDir.indexOf(marker);
  const modules = at >= 0 ? bundleDir.slice(0, at + marker.length - 1) : join(bundleDir, "..", "..", "node_modules");
  return join(modules, ".cache", "handoff-lint-v8", tag);
}

/**
 * Keep compiled code between runs for the CLI bundled in `bundleDir`, unless HANDOFF_LINT_CODE_CACHE turns
 * it off: Node's own compile cache where there is one (Node >= 22.1), else installCodeCache.
 */
export function startCodeCache(bundleDir: string, variant: string, env: NodeJS.ProcessEnv = process.env): void {
  const dir = codeCacheDir(bundleDir, env);
  if (!dir) return;
  const enable = (Module as unknown as { enableCompileCache?: () => unknown }).enableCompileCache;
  if (enable) enable();
  else installCodeCache(bundleDir, dir, variant);
}

/**
 * The bundle's one file with import() in it (src/load.ts): a script compiled by vm.Script has
 * no loader for import() (Node has one only as an experimental, warning feature), so Node compiles it.
 */
const UNCACHED = "load.cjs";

// An entry is "HLC1", a checksum of the data, then V8's data. V8 checks its own header (version, flags,
// source length, data length) but, in release builds, not the data itself; a damaged entry must be
// rejected, never deserialized. The checksum costs ~3 ms per start for ~500 KB.
const MAGIC = 0x31434c48; // "HLC1" little-endian

/** FNV-1a over 32-bit words (then the last bytes) of `data`. */
function checksum(data: Buffer): number {
  const aligned = data.byteOffset % 4 === 0 ? data : Buffer.from(data);
  const n = aligned.length >> 2;
  const words = new Int32Array(aligned.buffer, aligned.byteOffset, n);
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ words[i], 0x01000193);
  for (let i = n << 2; i < aligned.length; i++) h = Math.imul(h ^ aligned[i], 0x01000193);
  return h >>> 0;
}

function wrap(data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32LE(MAGIC, 0);
  head.writeUInt32LE(checksum(data), 4);
  return Buffer.concat([head, data]);
}

/** V8's data from an entry, or undefined when the entry is not ours or is damaged. */
function unwrap(entry: Buffer): Buffer | undefined {
  if (entry.length < 8 || entry.readUInt32LE(0) !== MAGIC) return undefined;
  const data = entry.subarray(8);
  return checksum(data) === entry.readUInt32LE(4) ? data : undefined;
}

/** `api-Dng3wS8h.cjs` -> `api`: the chunk a file is, whatever its content hash. */
const chunkName = (file: string) => basename(file).replace(/(?:-[\w-]{8})?\.c?js$/, "");

/**
 * Compile the CommonJS files under `bundleDir` with V8's code cache in `cacheDir`. `variant` separates
 * processes that run with different V8 flags (V8 rejects data made under other flags), so they do not
 * overwrite each other's entries. Returns false (and changes nothing) when there is nothing to do.
 */
export function installCodeCache(bundleDir: string, cacheDir: string | null, variant = "cli"): boolean {
  if (!cacheDir) return false;
  const proto = (Module as unknown as { prototype: CompilingModule }).prototype;
  const original = proto._compile;
  if (typeof original !== "function") return false;
  const prefix = bundleDir.endsWith(sep) ? bundleDir : bundleDir + sep;
  const pending: Pending[] = [];

  proto._compile = function (this: CompilingModule, content: string, filename: string) {
    if (!filename.startsWith(prefix) || !filename.endsWith(".cjs") || basename(filename) === UNCACHED) return original.call(this, content, filename);
    let key: string;
    try {
      const st = statSync(filename);
      key = `${basename(filename)}.${variant}.${st.size}.${Math.trunc(st.mtimeMs)}.bin`;
    } catch {
      return original.call(this, content, filename);
    }
    const file = join(cacheDir, key);
    let cachedData: Buffer | undefined;
    try {
      cachedData = unwrap(readFileSync(file));
    } catch {
      cachedData = undefined;
    }
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    if (!cachedData || script.cachedDataRejected) {
      if (!pending.length) process.once("exit", () => writeCaches(cacheDir, pending));
      pending.push({ script, file, name: chunkName(filename) });
    }
    const fn = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return fn.call(this.exports, this.exports, createRequire(filename), this, filename, dirname(filename));
  };
  return true;
}

/** At exit: write each new entry atomically (temporary file, then rename) and drop older entries of its chunk. */
function writeCaches(cacheDir: string, pending: Pending[]): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
  } catch {
    return;
  }
  let existing: string[];
  try {
    existing = readdirSync(cacheDir);
  } catch {
    existing = [];
  }
  for (const p of pending) {
    const tmp = `${p.file}.${process.pid}.tmp`;
    try {
      writeFileSync(tmp, wrap(p.script.createCachedData()));
      renameSync(tmp, p.file);
    } catch {
      try {
        unlinkSync(tmp);
      } catch {
        // nothing was written
      }
      continue;
    }
    // An entry of the same chunk under another key belongs to an older build: drop it.
    const own = basename(p.file);
    const variant = own.split(".")[2];
    for (const other of existing) {
      if (other === own || !other.endsWith(".bin")) continue;
      const parts = other.split(".");
      if (chunkName(parts.slice(0, 2).join(".")) === p.name && parts[2] === variant) {
        try {
          unlinkSync(join(cacheDir, other));
        } catch {
          // another process got there first
        }
      }
    }
  }
}
