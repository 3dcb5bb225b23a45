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
    entry.result = JSON.stringify({ ...JSON.parse(entry.result), messages: [{ ruleId: "planted", message: "from the cache", severity: 2, line: 1, column: 1 }] });
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
    e2.result = JSON.stringify({ ...JSON.parse(e2.result), messages: [{ ruleId: "planted", message: "x", severity: 2, line: 1, column: 1 }] });
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
