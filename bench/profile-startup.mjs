#!/usr/bin/env node
// Where the start-up milliseconds of `handoff-lint one.md` go. Needs a build (dist/) and the corpus
// (run `npm run bench` once, or any run of it, first).
//
//   node bench/profile-startup.mjs [--runs N] [--no-cpuprof]
//
// 1. import costs: each module imported alone in a fresh process (N runs, median wall and CPU ms)
// 2. phases: import the CLI, first main([one.md]), second main (warm) in one process
// 3. node --cpu-prof of the real CLI run (N runs, merged), self time by package / part of ours
// 4. modules loaded by the run (ESM + CJS files, bytes, packages)
// Writes bench/out/startup-profile.json and prints the tables.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import os from "node:os";
import { formatNumber, formatTable, median, summarize } from "./lib/stats.mjs";
import { summarizeProfile } from "./lib/cpuprofile.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "bench", "out");
const CORPUS = join(OUT, "corpus");
const PROBE = join(ROOT, "bench", "lib", "startup-probe.mjs");
const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf("--runs") + 1]) || 7;
const log = (s) => process.stderr.write(s + "\n");

if (!existsSync(join(ROOT, "dist", "src", "cli", "main.js"))) {
  log("profile-startup: dist/ is missing: run `npm run build` first");
  process.exit(2);
}
if (!existsSync(join(CORPUS, "one.md"))) {
  log("profile-startup: bench/out/corpus/one.md is missing: run `npm run bench -- --quick --only cold` once to generate the corpus");
  process.exit(2);
}

function probe(...args) {
  const r = spawnSync(process.execPath, [PROBE, ...args], { cwd: CORPUS, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (r.status !== 0) throw new Error(`probe ${args.join(" ")} failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").pop());
}
function repeat(n, f) {
  const xs = [];
  for (let i = 0; i < n; i++) xs.push(f());
  return xs;
}
const ms = (x) => formatNumber(x);

const result = { meta: { date: new Date().toISOString(), node: process.version, nproc: os.availableParallelism?.() ?? os.cpus().length, loadavg: os.loadavg(), runs: RUNS } };

// ---------- 0. node itself ----------
log(`node -e 0 and the CLI on one.md, ${RUNS} runs each (alternated)`);
const bareWall = [];
const cliWall = [];
for (let i = 0; i < RUNS + 1; i++) {
  for (const [list, args] of [
    [bareWall, ["-e", "0"]],
    [cliWall, [join(ROOT, "bin", "handoff-lint.js"), "one.md"]],
  ]) {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, args, { cwd: CORPUS, stdio: "ignore" });
    if (i > 0) list.push(Number(process.hrtime.bigint() - t) / 1e6); // run 0 is the warm-up
  }
}
result.wholeRun = { nodeE0: summarize(bareWall), cli: summarize(cliWall) };

// ---------- 1. import costs ----------
const TARGETS = [
  ["import", "yargs", "CLI parser (src/cli/main.ts)"],
  ["import", "unified", "parse pipeline"],
  ["import", "remark-parse", "parse pipeline (micromark, mdast-util-from-markdown)"],
  ["import", "remark-gfm", "GFM (tables, autolink literals, footnotes; pulls mdast-util-to-markdown)"],
  ["import", "remark-frontmatter", "frontmatter"],
  ["import", "tinyglobby", "file globbing (engine/files.ts, dynamic)"],
  ["require", "ignore", ".gitignore matching (engine/files.ts)"],
  ["require", "yaml", "frontmatter YAML (document/parse.ts, lazy)"],
  ["import", "dist/rules/index.js", "all rules (+ what they import)"],
  ["import", "dist/src/document/parse.js", "document model (+ remark stack)"],
  ["import", "dist/src/config/config.js", "config (+ rules)"],
  ["import", "dist/src/api.js", "library API (parse + config + engine)"],
  ["import", "dist/src/cli/main.js", "whole CLI module graph"],
  ["tiktoken", "", "first exact token count: tiktoken wasm + o200k_base ranks (document/tokens.ts)"],
];
log(`import costs: ${TARGETS.length} targets x ${RUNS} fresh processes`);
const imports = [];
for (const [kind, target, what] of TARGETS) {
  const xs = repeat(RUNS, () => probe(kind, ...(target ? [target] : [])));
  imports.push({ kind, target: target || "tiktoken o200k_base", what, wall: summarize(xs.map((x) => x.wall)), cpu: summarize(xs.map((x) => x.cpu)), bootstrap: median(xs.map((x) => x.sinceStart)) });
}
result.imports = imports;

// ---------- 2. phases ----------
log(`phases of one run: ${RUNS} fresh processes`);
const phases = repeat(RUNS, () => probe("phases", "one.md"));
const firstParse = repeat(RUNS, () => probe("firstparse", "one.md"));
const firstLint = repeat(RUNS, () => probe("firstlint", "one.md"));
const pick = (xs, key, f) => summarize(xs.map((x) => x[key][f]));
result.phases = {
  bootstrap: summarize(phases.map((x) => x.sinceStart)),
  importCli: { wall: pick(phases, "importCli", "wall"), cpu: pick(phases, "importCli", "cpu") },
  firstMain: { wall: pick(phases, "firstRun", "wall"), cpu: pick(phases, "firstRun", "cpu") },
  secondMain: { wall: pick(phases, "secondRun", "wall"), cpu: pick(phases, "secondRun", "cpu") },
  firstParse: { wall: pick(firstParse, "firstParse", "wall"), cpu: pick(firstParse, "firstParse", "cpu") },
  secondParse: { wall: pick(firstParse, "secondParse", "wall"), cpu: pick(firstParse, "secondParse", "cpu") },
  firstLintText: { wall: pick(firstLint, "firstLint", "wall"), cpu: pick(firstLint, "firstLint", "cpu") },
  secondLintText: { wall: pick(firstLint, "secondLint", "wall"), cpu: pick(firstLint, "secondLint", "cpu") },
};

// ---------- 3. cpu profile ----------
if (!argv.includes("--no-cpuprof")) {
  const dir = join(OUT, "cpuprof");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  log(`cpu profile: ${RUNS} runs of node --cpu-prof --cpu-prof-interval 100 bin/handoff-lint.js one.md`);
  for (let i = 0; i < RUNS; i++) {
    spawnSync(process.execPath, ["--cpu-prof", "--cpu-prof-interval", "100", "--cpu-prof-dir", dir, join(ROOT, "bin", "handoff-lint.js"), "one.md"], { cwd: CORPUS, stdio: "ignore" });
  }
  const owners = new Map();
  const selfs = new Map();
  let total = 0;
  const files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  for (const f of files) {
    const s = summarizeProfile(JSON.parse(readFileSync(join(dir, f), "utf8")), { top: 1e9 });
    total += s.totalMs;
    for (const [k, v] of s.byOwner) owners.set(k, (owners.get(k) ?? 0) + v);
    for (const [k, v] of s.bySelf) selfs.set(k, (selfs.get(k) ?? 0) + v);
  }
  const per = (m) => [...m.entries()].map(([k, v]) => [k, v / files.length]).sort((a, b) => b[1] - a[1]);
  result.cpuprofile = { runs: files.length, totalMsPerRun: total / files.length, byOwner: per(owners).slice(0, 25), bySelf: per(selfs).slice(0, 25) };
}

// ---------- 4. modules loaded ----------
const modFile = join(OUT, "tmp-modules.json");
spawnSync(process.execPath, ["--import", join(ROOT, "bench", "lib", "module-count-hook.mjs"), join(ROOT, "bin", "handoff-lint.js"), "one.md"], {
  cwd: CORPUS,
  stdio: "ignore",
  env: { ...process.env, BENCH_MODULES_FILE: modFile },
});
result.modules = existsSync(modFile) ? JSON.parse(readFileSync(modFile, "utf8")) : null;
rmSync(modFile, { force: true });

// ---------- print ----------
const s = (x) => (x ? `${ms(x.median)} (${ms(x.min)}-${ms(x.max)})` : "-");
const lines = [];
lines.push(`node ${process.version}, nproc ${result.meta.nproc}, load average ${result.meta.loadavg[0].toFixed(2)}; ${RUNS} runs per probe; ms as median (min-max)`);
lines.push("");
lines.push(`whole run, wall: node -e 0 ${s(result.wholeRun.nodeE0)}; handoff-lint one.md ${s(result.wholeRun.cli)} (${formatNumber(result.wholeRun.cli.median / result.wholeRun.nodeE0.median)}x)`);
lines.push("");
lines.push(formatTable([["import (fresh process)", "wall ms", "cpu ms", "what"], ...imports.map((r) => [`${r.kind === "require" ? "require" : r.kind === "import" ? "import" : ""} ${r.target}`.trim(), s(r.wall), s(r.cpu), r.what])]));
lines.push("");
const P = result.phases;
lines.push(
  formatTable([
    ["phase of one CLI run (in-process)", "wall ms", "cpu ms"],
    ["node bootstrap to first line of the entry script", s(P.bootstrap), "-"],
    ["import dist/src/cli/main.js (static graph)", s(P.importCli.wall), s(P.importCli.cpu)],
    ["first main([one.md]) (yargs, config, glob, parse, rules, format)", s(P.firstMain.wall), s(P.firstMain.cpu)],
    ["second main([one.md]) in the same process (warm)", s(P.secondMain.wall), s(P.secondMain.cpu)],
    ["  of which: first lintText(one.md) after import", s(P.firstLintText.wall), s(P.firstLintText.cpu)],
    ["  second lintText(one.md)", s(P.secondLintText.wall), s(P.secondLintText.cpu)],
    ["  first parse of one.md (remark + gfm + frontmatter)", s(P.firstParse.wall), s(P.firstParse.cpu)],
    ["  second parse of one.md", s(P.secondParse.wall), s(P.secondParse.cpu)],
  ]),
);
if (result.cpuprofile) {
  lines.push("");
  lines.push(`cpu profile: ${formatNumber(result.cpuprofile.totalMsPerRun)} ms sampled per run; self time by owner (ms per run):`);
  lines.push(formatTable([["owner", "ms", "%"], ...result.cpuprofile.byOwner.slice(0, 15).map(([k, v]) => [k, ms(v), `${((100 * v) / result.cpuprofile.totalMsPerRun).toFixed(1)}%`])]));
  lines.push("");
  lines.push(formatTable([["top self-time functions", "ms"], ...result.cpuprofile.bySelf.slice(0, 12).map(([k, v]) => [k, ms(v)])]));
}
if (result.modules) {
  lines.push("");
  lines.push(`modules loaded by one run: ${result.modules.esm} ESM + ${result.modules.cjs} CJS files, ${formatNumber(result.modules.bytes / 1024)} KB of source, ${result.modules.packages.length} packages`);
}
const text = lines.join("\n");
result.table = text;
writeFileSync(join(OUT, "startup-profile.json"), JSON.stringify(result, null, 2) + "\n");
process.stdout.write(text + "\nwritten: bench/out/startup-profile.json\n");
