#!/usr/bin/env node
// In-process measurements, run by bench/run.mjs in a child process of their own (so the harness's
// own modules and heap do not mix in). Prints one JSON object on stdout.
//
//   node bench/inproc.mjs '{"mode":"library","corpus":DIR,"files":[...],"warmups":1,"runs":5}'
//   node bench/inproc.mjs '{"mode":"scaling","corpus":DIR,"sizesMB":[1,2,4,8],"warmups":1,"runs":3,"budgetMs":90000,"capMs":20000}'
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { buildLargeHandoff } from "./lib/corpus.mjs";
import { alternation, median } from "./lib/stats.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const spec = JSON.parse(process.argv[2] ?? "{}");
const api = await import(pathToFileURL(join(ROOT, "dist", "src", "index.js")).href);
const { lintText } = api;

const smallTexts = (corpus, files) => files.map((rel) => ({ rel, text: readFileSync(join(corpus, rel), "utf8") }));

function gcIfExposed() {
  if (typeof globalThis.gc === "function") globalThis.gc();
}

async function library() {
  const { unified } = await import("unified");
  const { default: remarkParse } = await import("remark-parse");
  const docs = smallTexts(spec.corpus, spec.files);
  const bytes = docs.reduce((n, d) => n + Buffer.byteLength(d.text, "utf8"), 0);
  const parser = unified().use(remarkParse);
  let sink = 0;
  const passes = [
    // A: bare remark-parse, the floor any Markdown-reading linter stands on
    () => {
      for (const d of docs) sink += parser.parse(d.text).children.length;
    },
    // B: our library door, default config found from the file's folder (cached after the first file)
    async () => {
      for (const d of docs) {
        const r = await lintText(d.text, { filePath: d.rel, cwd: spec.corpus });
        sink += r.messages.length;
      }
    },
  ];
  const ms = [[], []];
  for (let w = 0; w < spec.warmups; w++) for (const p of passes) await p();
  for (const i of alternation(2, spec.runs)) {
    gcIfExposed();
    const t0 = performance.now();
    await passes[i]();
    ms[i].push(performance.now() - t0);
  }
  return { files: docs.length, bytes, parseMs: ms[0], lintMs: ms[1], sink };
}

async function scaling() {
  const dir = join(spec.corpus, "small");
  const names = readdirSync(dir).filter((n) => n.endsWith(".md")).sort();
  const texts = names.map((n) => readFileSync(join(dir, n), "utf8"));
  const MB = 1024 * 1024;
  const docs = spec.sizesMB.map((mb) => {
    const text = buildLargeHandoff(texts, mb * MB);
    return { mb, text, bytes: Buffer.byteLength(text, "utf8") };
  });
  const lint = async (d) => {
    const r = await lintText(d.text, { filePath: `scale-${d.mb}mb.md`, cwd: spec.corpus });
    return r.messages.length;
  };
  // Warm-up: a 128 KB handoff, so the parser, rules and tokenizer are loaded and compiled.
  const warm = { mb: "warm-up", text: buildLargeHandoff(texts, 128 * 1024) };
  for (let w = 0; w < spec.warmups; w++) await lint(warm);
  // Sizes in ascending order. The first two always run; a later size whose projected time (from the growth measured so far) would
  // overrun the budget is not run; a size whose first run exceeds capMs gets that one run only.
  const ms = docs.map(() => []);
  const skipped = docs.map(() => null);
  const began = performance.now();
  let exponent = 1;
  for (let i = 0; i < docs.length; i++) {
    if (i > 1) {
      // the first two sizes always run (once at least), so there is always one ratio
      const prev = median(ms[i - 1]);
      const projected = prev * Math.pow(docs[i].bytes / docs[i - 1].bytes, exponent);
      const left = spec.budgetMs - (performance.now() - began);
      if (projected * Math.min(spec.runs, projected > spec.capMs ? 1 : spec.runs) > left) {
        for (let j = i; j < docs.length; j++) skipped[j] = { projectedMs: prev * Math.pow(docs[j].bytes / docs[i - 1].bytes, exponent), exponent };
        break;
      }
    }
    for (let r = 0; r < spec.runs; r++) {
      gcIfExposed();
      const t0 = performance.now();
      await lint(docs[i]);
      ms[i].push(performance.now() - t0);
      if (ms[i][0] > spec.capMs) break;
    }
    if (i > 0) exponent = Math.max(1, Math.log(median(ms[i]) / median(ms[i - 1])) / Math.log(docs[i].bytes / docs[i - 1].bytes));
  }
  return { sizes: docs.map((d, i) => ({ mb: d.mb, bytes: d.bytes, ms: ms[i], skipped: skipped[i] })), budgetMs: spec.budgetMs, capMs: spec.capMs };
}

const out = spec.mode === "library" ? await library() : spec.mode === "scaling" ? await scaling() : null;
if (!out) {
  process.stderr.write(`inproc: unknown mode ${spec.mode}\n`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(out) + "\n");
