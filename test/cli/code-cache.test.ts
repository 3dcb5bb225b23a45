// The V8 code cache of the bundled CLI (src/cli/code-cache.ts): where it lives, that a second run uses it
// (its entries are not rewritten, which they are when V8 rejects them), and that a damaged, stale or
// unwritable cache only costs compile time: the output stays the same and nothing fails.
import { chmodSync, existsSync, readFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import module from "node:module";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeCacheDir } from "../../src/cli/code-cache.js";
import { assertBuilt, PLUGIN, ROOT, run } from "./helpers.js";

const TAG = `${process.version}-${process.arch}`;

describe("the bundle (dist/cli/)", () => {
  it("has import() only in load.cjs, the one file the code cache leaves to Node's loader", () => {
    assertBuilt();
    const dir = join(ROOT, "dist", "cli");
    const withImport = readdirSync(dir)
      .filter((f) => f.endsWith(".cjs"))
      .filter((f) =>
        readFileSync(join(dir, f), "utf8")
          .split("\n")
          .some((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line) && /(?<![\w$.])import\(/.test(line)),
      );
    expect(withImport).toEqual(["load.cjs"]);
  });
});

describe("codeCacheDir", () => {
  it("is off for HANDOFF_LINT_CODE_CACHE=0 (or off, false, no)", () => {
    for (const v of ["0", "off", "FALSE", " no "]) expect(codeCacheDir("/x/dist/cli", { HANDOFF_LINT_CODE_CACHE: v })).toBeNull();
  });
  it("uses the folder HANDOFF_LINT_CODE_CACHE names, one subfolder per Node version and architecture", () => {
    expect(codeCacheDir("/x/dist/cli", { HANDOFF_LINT_CODE_CACHE: "/tmp/cc" })).toBe(join("/tmp/cc", TAG));
    // a relative folder is resolved against the working folder
    expect(codeCacheDir("/x/dist/cli", { HANDOFF_LINT_CODE_CACHE: "cc" })).toBe(join(process.cwd(), "cc", TAG));
  });
  it("defaults to the first node_modules above an installed package (npm, pnpm)", () => {
    const npm = ["", "p", "node_modules", "handoff-lint", "dist", "cli"].join(sep);
    expect(codeCacheDir(npm, {})).toBe(join(sep, "p", "node_modules", ".cache", "handoff-lint-v8", TAG));
    const pnpm = ["", "p", "node_modules", ".pnpm", "handoff-lint@0.1.0", "node_modules", "handoff-lint", "dist", "cli"].join(sep);
    expect(codeCacheDir(pnpm, {})).toBe(join(sep, "p", "node_modules", ".cache", "handoff-lint-v8", TAG));
  });
  it("in a checkout of the repository, to its node_modules", () => {
    expect(codeCacheDir(join(ROOT, "dist", "cli"), {})).toBe(join(ROOT, "node_modules", ".cache", "handoff-lint-v8", TAG));
  });
});

// Node >= 22.1 keeps compiled code itself (module.enableCompileCache) and bin/ does not install the hook.
const hooked = !(module as unknown as { enableCompileCache?: unknown }).enableCompileCache;

describe.runIf(hooked)("the CLI with a code cache", () => {
  let dir: string;
  let cache: string;
  let work: string;
  const lint = (extra: string[] = [], env: Record<string, string> = {}) =>
    run(["--format", "json", "h.md", ...extra], { cwd: work, env: { HANDOFF_LINT_CODE_CACHE: cache, ...env } });
  const entries = () => (existsSync(join(cache, TAG)) ? readdirSync(join(cache, TAG)).sort() : []);
  const stamps = () => entries().map((f) => `${f}@${statSync(join(cache, TAG, f)).mtimeMs}`);

  beforeAll(() => {
    assertBuilt();
    dir = mkdtempSync(join(tmpdir(), "hl-codecache-"));
    cache = join(dir, "cache");
    work = join(dir, "work");
    mkdirSync(work);
    writeFileSync(join(work, "h.md"), readFileSync(join(ROOT, "fixtures", "examples", "poor.handoff.md")));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes entries on the first run, uses them on the next (no rewrite) and prints the same", () => {
    const uncached = lint([], { HANDOFF_LINT_CODE_CACHE: "0" });
    expect(uncached.code).toBe(1); // the poor example is stopped by the gate
    expect(JSON.parse(uncached.stdout)[0].messages.length).toBeGreaterThan(0);
    expect(existsSync(cache)).toBe(false);
    const first = lint();
    expect(first.stdout).toBe(uncached.stdout);
    expect(first.code).toBe(1);
    const names = entries();
    expect(names.some((f) => /^main\.cjs\.cli\./.test(f))).toBe(true);
    expect(names.some((f) => /^api-[\w-]+\.cjs\.cli\./.test(f))).toBe(true);
    expect(names.every((f) => f.endsWith(".bin"))).toBe(true);
    const before = stamps();
    const second = lint();
    expect(second.stdout).toBe(first.stdout);
    expect(second.stderr).toBe(first.stderr);
    expect(stamps()).toEqual(before);
  });

  it("a damaged entry is rejected by V8, rewritten, and the output does not change", () => {
    const ok = lint();
    const api = entries().find((f) => f.startsWith("api-"))!;
    writeFileSync(join(cache, TAG, api), Buffer.from("not a code cache at all"));
    const damaged = lint();
    expect(damaged.stdout).toBe(ok.stdout);
    expect(damaged.code).toBe(ok.code);
    expect(statSync(join(cache, TAG, api)).size).toBeGreaterThan(1000);
  });

  it("an entry with one byte changed in V8's data is not used (checksum) but rewritten", () => {
    const ok = lint();
    const api = entries().find((f) => f.startsWith("api-"))!;
    const path = join(cache, TAG, api);
    const flipped = readFileSync(path);
    flipped[Math.floor(flipped.length / 2)] ^= 0x5a;
    writeFileSync(path, flipped);
    const again = lint();
    expect(again.stdout).toBe(ok.stdout);
    expect(again.code).toBe(ok.code);
    expect(readFileSync(path).equals(flipped)).toBe(false);
  });

  it("an entry of an older build of a chunk is dropped when the new one is written", () => {
    const api = entries().find((f) => f.startsWith("api-"))!;
    const [chunk, ext, variant] = api.split(".");
    const old = `${chunk.replace(/-[\w-]{8}$/, "-OLDHASH0")}.${ext}.${variant}.123.456.bin`;
    writeFileSync(join(cache, TAG, old), "old");
    rmSync(join(cache, TAG, api));
    lint();
    expect(entries()).toContain(api);
    expect(entries()).not.toContain(old);
  });

  it("loads ES module plugins through import() from a cached chunk", () => {
    writeFileSync(join(work, ".handofflintrc.json"), JSON.stringify({ extends: [], plugins: [PLUGIN], rules: { "test-mark": "error" } }));
    writeFileSync(join(work, "m.md"), "MARK here.\n");
    try {
      for (let i = 0; i < 2; i++) {
        // the first run writes the cache, the second runs from it
        const r = run(["--format", "json", "m.md"], { cwd: work, env: { HANDOFF_LINT_CODE_CACHE: cache } });
        expect(r.code, r.stderr).toBe(1);
        expect(JSON.parse(r.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toContain("test-mark");
      }
    } finally {
      rmSync(join(work, ".handofflintrc.json"));
    }
  });

  it("a cache that cannot be written changes nothing but speed", () => {
    const blocked = join(dir, "blocked");
    writeFileSync(blocked, "a file where the cache folder would be");
    const r = run(["--format", "json", "h.md"], { cwd: work, env: { HANDOFF_LINT_CODE_CACHE: blocked } });
    const plain = lint([], { HANDOFF_LINT_CODE_CACHE: "0" });
    expect(r.code).toBe(plain.code);
    expect(r.stdout).toBe(plain.stdout);
    expect(r.stderr).toBe("");
    if (process.getuid?.() !== 0) {
      const ro = join(dir, "ro");
      mkdirSync(join(ro, TAG), { recursive: true });
      chmodSync(join(ro, TAG), 0o500);
      const r2 = run(["--format", "json", "h.md"], { cwd: work, env: { HANDOFF_LINT_CODE_CACHE: ro } });
      expect(r2.stdout).toBe(plain.stdout);
      expect(readdirSync(join(ro, TAG))).toEqual([]);
    }
  });
});
