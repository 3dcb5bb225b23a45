#!/usr/bin/env node
// micromark events -> mdast: mdast-util-from-markdown's `fromMarkdown` against our `parseToMdast`
// (src/document/compile.ts), on the generated corpus. Run `npm run build` first (it times dist/).
//
//   node bench/compile.mjs [--runs 5] [--set frontmatter|plain|noContainers] [--corpus DIR]
//
// The corpus (bench/out/corpus, gitignored) is generated when missing: node ../shared/bench/gen-corpus.mjs.
// For `small` (2,000 files, 1.5-4 KB) and `large` (50 files, 40-80 KB) it times, per round, over all files:
//   events     micromark alone: preprocess + parse + postprocess (the part both share)
//   fromMd     fromMarkdown(text, { extensions, mdastExtensions: [frontmatterFromMarkdown] })
//   ours       parseToMdast(text, extensions)
//   fmCompile  from-markdown's compiler alone on events made untimed, per file (its `compiler` is not
//              exported: the installed lib/index.js is copied to bench/out/ with the one word `export` added)
//   compile    our compileEvents alone, the same way
// after one warm-up round, the passes alternating in order, and prints medians of the rounds.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { alternation, median } from "./lib/stats.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : def;
};
const RUNS = Number(opt("--runs", "5"));
const SET = opt("--set", "frontmatter");
const CORPUS = resolve(ROOT, opt("--corpus", "bench/out/corpus"));

const built = join(ROOT, "dist", "src", "document", "compile.js");
if (!existsSync(built)) {
  console.error("bench/compile: run `npm run build` first (dist/src/document/compile.js is missing)");
  process.exit(2);
}
const { compileEvents, parseEvents, parseToMdast, EXTENSION_SETS } = await import(pathToFileURL(built).href);
if (!EXTENSION_SETS[SET]) {
  console.error(`bench/compile: unknown --set ${SET} (${Object.keys(EXTENSION_SETS).join(", ")})`);
  process.exit(2);
}

if (!existsSync(join(CORPUS, "small")) || !existsSync(join(CORPUS, "large"))) {
  const gen = resolve(ROOT, "..", "shared", "bench", "gen-corpus.mjs");
  console.log(`generating the corpus in ${CORPUS} (about a minute)`);
  execFileSync(process.execPath, [gen, "--out", CORPUS], { stdio: "inherit" });
}

// from-markdown's compiler, exported from a copy of its module (same imports, resolved from node_modules).
const fmLib = join(dirname(fileURLToPath(import.meta.resolve("mdast-util-from-markdown"))), "lib", "index.js");
const fmSource = readFileSync(fmLib, "utf8");
if (!/^function compiler\(/m.test(fmSource)) throw new Error(`bench/compile: no \`function compiler(\` in ${fmLib}`);
mkdirSync(join(ROOT, "bench", "out"), { recursive: true });
const fmCopy = join(ROOT, "bench", "out", "from-markdown-compiler.mjs");
writeFileSync(fmCopy, fmSource.replace(/^function compiler\(/m, "export function compiler("));
const { compiler } = await import(pathToFileURL(fmCopy).href);

const extensions = EXTENSION_SETS[SET]();
const mdastExtensions = [frontmatterFromMarkdown(["yaml", "toml"])];
const read = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8"));

let sink = 0;
const stripBom = (t) => (t.charCodeAt(0) === 0xfeff ? t.slice(1) : t);

function passes(docs) {
  return [
    ["events", () => {
      const t0 = performance.now();
      for (const d of docs) sink += parseEvents(d, extensions).length;
      return performance.now() - t0;
    }],
    ["fromMd", () => {
      const t0 = performance.now();
      for (const d of docs) sink += fromMarkdown(d, { extensions, mdastExtensions }).children.length;
      return performance.now() - t0;
    }],
    ["ours", () => {
      const t0 = performance.now();
      for (const d of docs) sink += parseToMdast(d, extensions).children.length;
      return performance.now() - t0;
    }],
    ["fmCompile", () => {
      const compile = compiler({ mdastExtensions });
      let total = 0;
      for (const d of docs) {
        const events = parseEvents(d, extensions);
        const t0 = performance.now();
        sink += compile(events).children.length;
        total += performance.now() - t0;
      }
      return total;
    }],
    ["compile", () => {
      let total = 0;
      for (const d of docs) {
        const events = parseEvents(d, extensions);
        const t0 = performance.now();
        sink += compileEvents(events, stripBom(d)).children.length;
        total += performance.now() - t0;
      }
      return total;
    }],
  ];
}

const ms = (v) => `${v.toFixed(0).padStart(6)} ms`;
console.log(`node ${process.version}, extension set "${SET}", ${RUNS} rounds after 1 warm-up, medians`);
for (const name of ["small", "large"]) {
  const docs = read(join(CORPUS, name));
  const bytes = docs.reduce((n, d) => n + Buffer.byteLength(d), 0);
  const list = passes(docs);
  for (const [, run] of list) run(); // warm-up
  const samples = list.map(() => []);
  for (const k of alternation(list.length, RUNS)) samples[k].push(list[k][1]());
  const m = Object.fromEntries(list.map(([label], k) => [label, median(samples[k])]));
  console.log(`\n${name}: ${docs.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MiB`);
  console.log(`  micromark events alone               ${ms(m.events)}`);
  console.log(`  fromMarkdown (events + compile)      ${ms(m.fromMd)}`);
  console.log(`  parseToMdast (events + compile)      ${ms(m.ours)}    fromMarkdown / parseToMdast ${(m.fromMd / m.ours).toFixed(2)}x`);
  console.log(`  from-markdown's compile alone        ${ms(m.fmCompile)}`);
  console.log(`  compileEvents alone                  ${ms(m.compile)}    from-markdown's / ours ${(m.fmCompile / m.compile).toFixed(2)}x`);
}
if (sink === 0) console.log("(nothing parsed)");
