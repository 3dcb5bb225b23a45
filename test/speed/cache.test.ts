// --cache: results of unchanged files are reused; a changed file, config or custom rule invalidates;
// a corrupt cache is ignored. Diagnostics with and without the cache are identical.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { clearCaches, lintFiles } from "../../src/api.js";

const dir = mkdtempSync(join(tmpdir(), "hl-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const corpus = "/work/shared/corpus";
const write = (p: string, t: string) => {
  mkdirSync(join(dir, p, ".."), { recursive: true });
  writeFileSync(join(dir, p), t);
};
write(".handofflintrc.json", JSON.stringify({ extends: "recommended", files: ["**/*.md"] }));
write("a.md", "# Task\n\nFix it like before and make it better.\n");
write("b.md", "Summarise `src/api.ts` in three bullet points; stop after reading it. Reply with the list only.\n");
let n = 0;
try {
  for (const f of ["001", "010", "050"]) {
    const hit = readFileSync(join(corpus, readdirSync(corpus).find((x) => x.startsWith(f))!), "utf8");
    write(`c${n++}.md`, hit);
  }
} catch {
  /* corpus not available: the two files above still test the cache */
}
const location = join(dir, ".cache", "hl.json");
const lint = (cache: boolean) => {
  clearCaches();
  return lintFiles(["."], { cwd: dir, cache, cacheLocation: location });
};
const strip = (r: Awaited<ReturnType<typeof lint>>) => r.results.map((x) => ({ ...x }));

describe("result cache", () => {
  it("gives the same diagnostics, in the same order, with and without the cache", async () => {
    const plain = strip(await lint(false));
    const first = strip(await lint(true));
    const second = strip(await lint(true));
    expect(first).toEqual(plain);
    expect(second).toEqual(plain);
    expect(plain.some((r) => r.messages.length > 0)).toBe(true);
  });

  it("reuses an entry until the file or the config changes", async () => {
    await lint(true);
    const data = JSON.parse(readFileSync(location, "utf8"));
    // (an entry's result is stored as a JSON string)
    const entry = data.entries[join(dir, "a.md")];
    entry.result = JSON.stringify({ ...JSON.parse(entry.result), messages: [{ ruleId: "planted", message: "from the cache", severity: 2, line: 1, column: 1, endLine: 1, endColumn: 1, range: [0, 0] }] });
    writeFileSync(location, JSON.stringify(data));
    const reused = await lint(true);
    expect(reused.results.find((r) => r.filePath === "a.md")!.messages.map((m) => m.ruleId)).toEqual(["planted"]);
    // a changed config invalidates
    write(".handofflintrc.json", JSON.stringify({ extends: "recommended", files: ["**/*.md"], budget: 3000 }));
    const afterConfig = await lint(true);
    expect(afterConfig.results.find((r) => r.filePath === "a.md")!.messages.map((m) => m.ruleId)).not.toContain("planted");
    // plant again, then change the file
    const d2 = JSON.parse(readFileSync(location, "utf8"));
    const e2 = d2.entries[join(dir, "a.md")];
    e2.result = JSON.stringify({ ...JSON.parse(e2.result), messages: [{ ruleId: "planted", message: "x", severity: 2, line: 1, column: 1, endLine: 1, endColumn: 1, range: [0, 0] }] });
    writeFileSync(location, JSON.stringify(d2));
    write("a.md", "# Task\n\nFix it like before and make it much better.\n");
    const afterEdit = await lint(true);
    expect(afterEdit.results.find((r) => r.filePath === "a.md")!.messages.map((m) => m.ruleId)).not.toContain("planted");
    expect(strip(afterEdit)).toEqual(strip(await lint(false)));
  });

  it("ignores a corrupt or foreign cache file", async () => {
    const plain = strip(await lint(false));
    for (const junk of ["{not json", "[]", JSON.stringify({ format: 1, entries: [] }), JSON.stringify({ format: 1, entries: { x: 1 } }), JSON.stringify({ format: 2, entries: { x: { key: "k", result: "{not json" } } }), ""]) {
      writeFileSync(location, junk);
      expect(strip(await lint(true))).toEqual(plain);
    }
  });
});

// The cache key covers every file a text may point to (pointedFiles). That list must hold every path a
// rule looks up (fileExists / readFile) on that text, or a renamed file would leave a stale result: each
// built-in rule, as the rules are now, is run on the fixtures and the corpus with a context that records.
describe("pointedFiles covers what the rules look up", () => {
  it("on the rule fixtures and corpus texts, whether the files exist or not", async () => {
    const { readdirSync: ls, statSync: st } = await import("node:fs");
    const { parseHandoff } = await import("../../src/document/parse.js");
    const { getBuiltinRules } = await import("../../src/config/config.js");
    const { pointedFiles } = await import("../../src/engine/cache.js");
    const { isAbsolute, normalize, resolve } = await import("node:path");
    const walk = (d: string): string[] => ls(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : /\.(?:md|txt|prompt)$/.test(e.name) ? [join(d, e.name)] : []));
    const root = join(import.meta.dirname, "..", "..");
    // (the rule fixtures and examples, and the corpus' smaller handoffs: enough kinds of pointer, in a few seconds)
    let texts = [...walk(join(root, "fixtures", "rules")), ...walk(join(root, "fixtures", "examples"))];
    try {
      if (st(corpus).isDirectory()) texts = texts.concat(ls(corpus).filter((f) => f.endsWith(".md") && st(join(corpus, f)).size < 2500).map((f) => join(corpus, f)));
    } catch {
      /* no corpus here */
    }
    const projectRoot = "/p";
    const file = "/p/prompts/sub/t.md";
    let asked = 0;
    for (const path of texts) {
      const text = readFileSync(path, "utf8");
      const doc = parseHandoff(text, { filePath: file });
      const covered = new Set(pointedFiles(text, file, projectRoot));
      // (files absent first; present only where a rule looked, to follow what it does with a found file)
      for (const exists of [false, true]) {
        const seen: string[] = [];
        const note = (p: string) => {
          const clean = p.replace(/^\.\//, "").replace(/[#?].*$/, "");
          const abs = isAbsolute(clean) ? normalize(clean) : resolve(projectRoot, clean);
          if (abs.startsWith(projectRoot + "/")) seen.push(abs);
        };
        for (const rule of getBuiltinRules()) {
          try {
            rule.check(doc, {
              id: rule.meta.id,
              options: { ...(rule.meta.defaultOptions as object) },
              settings: { budget: 4000, encoding: "o200k_base", template: null },
              filePath: file,
              projectRoot,
              fileExists: (p: string) => (note(p), exists),
              readFile: (p: string) => (note(p), exists ? "x\n" : null),
              report: () => undefined,
            } as never);
          } catch {
            /* a rule's own failure is not this test's business */
          }
        }
        asked += seen.length;
        for (const p of seen) expect(covered.has(p), `${path}: ${p}`).toBe(true);
        if (!seen.length) break;
      }
    }
    expect(asked).toBeGreaterThan(20);
  });
});
