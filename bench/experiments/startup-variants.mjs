#!/usr/bin/env node
// EXPERIMENT (not part of `npm run bench`): cold start of `handoff-lint one.md` in four shapes, to put
// numbers on the start-up changes proposed in docs/performance.md:
//   cli             node bin/handoff-lint.js one.md                    (as shipped: yargs, ~260 module files)
//   fastpath        node bench/experiments/fastpath-cli.mjs one.md     (util.parseArgs, no yargs)
//   cli-bundle      the shipped CLI bundled into one file by rolldown   (no module resolution)
//   fastpath-bundle the fast path bundled into one file
// plus `node -e 0` and markdownlint-cli2. The bundles are written to bench/out/bundle/ with rolldown
// (a devDependency of vite, already installed); tiktoken, yaml and ignore stay external (lazy require).
//
//   node bench/experiments/startup-variants.mjs [--runs N]
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import os from "node:os";
import { alternation, formatNumber, formatTable, summarize } from "../lib/stats.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT = join(ROOT, "bench", "out");
const CORPUS = join(OUT, "corpus");
const BUNDLE = join(OUT, "bundle");
const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1]) || 15;
const WARMUPS = 2;
if (!existsSync(join(ROOT, "dist", "src", "cli", "main.js"))) throw new Error("run `npm run build` first");
if (!existsSync(join(CORPUS, "one.md"))) throw new Error("run `npm run bench -- --quick --only cold` once first (corpus)");

// ---------- bundles ----------
const { rolldown } = await import("rolldown");
mkdirSync(BUNDLE, { recursive: true });
const EXTERNAL = [/^node:/, "tiktoken", /^tiktoken\//, "yaml", "ignore"];
for (const [name, input] of [
  ["cli", join(ROOT, "bin", "handoff-lint.js")],
  ["fastpath", join(ROOT, "bench", "experiments", "fastpath-cli.mjs")],
]) {
  const bundle = await rolldown({ input, platform: "node", external: EXTERNAL, logLevel: "silent" });
  await bundle.write({ file: join(BUNDLE, `${name}.mjs`), format: "esm", codeSplitting: false, minify: false });
  await bundle.close();
}

// ---------- runs ----------
const PY = spawnSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" }).stdout.trim();
const RUSAGE = join(ROOT, "bench", "lib", "rusage.py");
const RES = join(OUT, "tmp", "variant.json");
mkdirSync(dirname(RES), { recursive: true });
function run(args) {
  const r = spawnSync(PY, [RUSAGE, RES, process.execPath, ...args], { cwd: CORPUS, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  const m = JSON.parse(readFileSync(RES, "utf8"));
  return { wall: m.wall_ms, cpu: m.user_ms + m.sys_ms, rss: m.maxrss_kb / 1024, out: r.stdout };
}
const variants = [
  ["node -e 0", ["-e", "0"]],
  ["cli (as shipped)", [join(ROOT, "bin", "handoff-lint.js"), "one.md"]],
  ["fastpath (no yargs)", [join(ROOT, "bench", "experiments", "fastpath-cli.mjs"), "one.md"]],
  ["cli bundled", [join(BUNDLE, "cli.mjs"), "one.md"]],
  ["fastpath bundled", [join(BUNDLE, "fastpath.mjs"), "one.md"]],
  ["markdownlint-cli2", [realpathSync(join(ROOT, "node_modules", ".bin", "markdownlint-cli2")), "one.md"]],
];
// Same output check: every handoff-lint variant must print the same report.
const reports = new Set(variants.slice(1, 5).map(([, a]) => run(a).out));
if (reports.size !== 1) throw new Error("the variants print different reports");
for (let w = 0; w < WARMUPS; w++) for (const [, a] of variants) run(a);
const samples = variants.map(() => ({ wall: [], cpu: [], rss: [] }));
for (const i of alternation(variants.length, RUNS)) {
  const r = run(variants[i][1]);
  for (const k of ["wall", "cpu", "rss"]) samples[i][k].push(r[k]);
}
const base = summarize(samples[0].wall).median;
const shipped = summarize(samples[1].wall).median;
const rows = [["variant", "wall ms", "cpu ms", "max RSS MB", "x node -e 0", "saves vs shipped"]];
const result = { meta: { date: new Date().toISOString(), node: process.version, nproc: os.availableParallelism?.() ?? os.cpus().length, loadavg: os.loadavg(), runs: RUNS, warmups: WARMUPS }, variants: [] };
variants.forEach(([name], i) => {
  const w = summarize(samples[i].wall);
  const c = summarize(samples[i].cpu);
  const m = summarize(samples[i].rss);
  result.variants.push({ name, wall: w, cpu: c, rss: m });
  rows.push([name, `${formatNumber(w.median)} (${formatNumber(w.min)}-${formatNumber(w.max)})`, formatNumber(c.median), formatNumber(m.median), `${formatNumber(w.median / base)}x`, i >= 2 && i <= 4 ? `${formatNumber(shipped - w.median)} ms` : ""]);
});
const text = `node ${process.version}, nproc ${result.meta.nproc}, load ${os.loadavg()[0].toFixed(2)}; ${WARMUPS} warm-ups, ${RUNS} alternated runs; median (min-max)\n\n${formatTable(rows)}\n`;
result.table = text;
writeFileSync(join(OUT, "startup-variants.json"), JSON.stringify(result, null, 2) + "\n");
process.stdout.write(text);
