// lintFiles on worker threads gives the same results, in the same order, as on the main thread.
// Uses the BUILT library (a worker thread runs dist/ JavaScript): `npm run build` first (npm test does).
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertBuilt, ROOT } from "../cli/helpers.js";

assertBuilt();
const api = (await import(join(ROOT, "dist", "src", "api.js"))) as typeof import("../../src/api.js");

const dir = mkdtempSync(join(tmpdir(), "hl-pool-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const corpus = "/work/shared/corpus";
let files: string[];
try {
  files = readdirSync(corpus).filter((f) => f.endsWith(".md"));
} catch {
  files = [];
}
mkdirSync(join(dir, "docs"), { recursive: true });
writeFileSync(join(dir, ".handofflintrc.json"), JSON.stringify({ extends: "strict", files: ["**/*.md"] }));
for (const f of files) cpSync(join(corpus, f), join(dir, "docs", f));
for (let i = 0; i < 20; i++) writeFileSync(join(dir, `gen-${String(i).padStart(2, "0")}.md`), `# Task ${i}\n\nFix it like before.${" Then check it.".repeat(i * 7)}\n`);
writeFileSync(join(dir, "binary.md"), Buffer.from([0, 1, 2, 3, 0, 0, 255]));

// Each test lints the shared corpus twice (with and without threads): past 30 s on a loaded 2-core box.
describe("worker pool", { timeout: 120_000 }, () => {
  it("identical diagnostics and order with and without workers", async () => {
    const problemsA: string[] = [];
    const problemsB: string[] = [];
    const a = await api.lintFiles(["."], { cwd: dir, workers: 0, onProblem: (p) => problemsA.push(JSON.stringify(p)) });
    api.clearCaches();
    const b = await api.lintFiles(["."], { cwd: dir, workers: 2, onProblem: (p) => problemsB.push(JSON.stringify(p)) });
    expect(a.results.length).toBeGreaterThan(20);
    expect(a.results.some((r) => r.messages.length > 0)).toBe(true);
    expect(b.results).toEqual(a.results);
    expect(problemsB).toEqual(problemsA);
    expect(b.customRules.length).toBe(a.customRules.length);
    // (the whole corpus, twice, under the strict preset: it took just over 30 s on a shared, loaded 2-core machine)
  }, 120_000);

  it("a worker that runs out of work while another is still busy is not a failure", async () => {
    // Two workers, two batches: the first batch holds a slow file, so the second worker finishes,
    // is stopped (exit code 1 from terminate) and its exit arrives while the first still works.
    const sub = join(dir, "uneven");
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, "a-slow.md"), "# Slow\n\n" + "Fix the parser in `src/p.ts` like before, then report back.\n\n".repeat(6000));
    for (let i = 0; i < 15; i++) writeFileSync(join(sub, `b-${String(i).padStart(2, "0")}.md`), `Fix item ${i} like before.\n`);
    const a = await api.lintFiles(["uneven"], { cwd: dir, workers: 0 });
    const b = await api.lintFiles(["uneven"], { cwd: dir, workers: 2 });
    expect(a.results.length).toBe(16);
    expect(b.results).toEqual(a.results);
  });

  it("with a custom rule loaded from a plugin in each worker", async () => {
    const plugin = join(ROOT, "fixtures", "core", "plugins", "mark.mjs");
    writeFileSync(join(dir, "m.md"), "MARK here\n");
    const cfg = { extends: [], plugins: [plugin], rules: { "test-mark": "error" }, files: ["**/*.md"] };
    const a = await api.lintFiles(["m.md", "gen-01.md"], { cwd: dir, config: cfg as never, workers: 0 });
    const b = await api.lintFiles(["m.md", "gen-01.md"], { cwd: dir, config: cfg as never, workers: 2 });
    expect(a.results[0].messages.map((m) => m.ruleId)).toContain("test-mark");
    expect(b.results).toEqual(a.results);
  });
});
