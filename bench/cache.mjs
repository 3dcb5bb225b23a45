#!/usr/bin/env node
// --cache payoff: the same CLI call over the 2,000 small corpus files without a cache, then twice with a
// fresh cache (first run fills it, second run reuses it), alternated over rounds; median wall times.
// Also checks that the three reports are byte-identical. Run after `npm run build` and once `npm run bench`
// has generated bench/out/corpus. Usage: node bench/cache.mjs [--rounds 3] [--glob 'small/*.md']
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CORPUS = join(ROOT, "bench", "out", "corpus");
const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : def;
};
const rounds = Number(arg("--rounds", "3"));
const glob = arg("--glob", "small/*.md");
const BIN = join(ROOT, "bin", "handoff-lint.js");
const run = (extra) => {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [BIN, glob, ...extra], { cwd: CORPUS, encoding: "utf8", maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`exit ${r.status}: ${r.stderr}`);
  return { ms, out: r.stdout };
};
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const times = { none: [], fill: [], reuse: [] };
let identical = true;
for (let i = 0; i < rounds; i++) {
  const dir = mkdtempSync(join(tmpdir(), "hl-cache-bench-"));
  const loc = join(dir, "cache.json");
  const a = run([]);
  const b = run(["--cache", "--cache-location", loc]);
  const c = run(["--cache", "--cache-location", loc]);
  rmSync(dir, { recursive: true, force: true });
  times.none.push(a.ms);
  times.fill.push(b.ms);
  times.reuse.push(c.ms);
  identical &&= a.out === b.out && b.out === c.out;
}
const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
console.log(`${glob}: ${rounds} rounds, median wall ms: no cache ${m.none.toFixed(0)}, --cache first run ${m.fill.toFixed(0)}, --cache second run ${m.reuse.toFixed(0)}`);
console.log(`second run speed-up vs no cache: ${(m.none / m.reuse).toFixed(1)}x (goal >= 10x); reports identical: ${identical}`);
