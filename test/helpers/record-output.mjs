#!/usr/bin/env node
// The expected-output record: what a built linter says (`--format json`) on every Markdown file of the dev
// corpus, fixtures/ and docs/, so a change of parser or tokenizer can prove the output is byte-identical.
//
//   node test/helpers/record-output.mjs --write --linter DIR   record DIR's build into test/expected/output.json
//   node test/helpers/record-output.mjs [--linter DIR]          compare DIR's build (default: this one); exit 1 on a difference
//
// DIR is a checkout with a build (bin/ and dist/), for example main's. The files linted are this checkout's
// (and the corpus beside it), with this checkout's folder as cwd, so configs and paths resolve the same way
// for any DIR. A comparison lints the files the record lists, so files added later do not fail it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const RECORD = join(ROOT, "test", "expected", "output.json");
/** The dev corpus: `../shared/corpus` beside the checkout (CI lays shared/ there). */
export const CORPUS = resolve(ROOT, "..", "shared", "corpus");
/** Files per CLI run (argv stays short; each run is one process, as a user's would be). */
const BATCH = 200;

function markdownUnder(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownUnder(p));
    else if (e.name.endsWith(".md")) out.push(p);
  }
  return out;
}

/** The files a new record covers, as paths relative to ROOT (the corpus as `../shared/corpus/…`). */
export function recordedFiles() {
  const own = ["fixtures", "docs"].flatMap((d) => markdownUnder(join(ROOT, d)));
  const corpus = existsSync(CORPUS) ? markdownUnder(CORPUS) : [];
  return [...own, ...corpus].map((f) => relative(ROOT, f)).sort();
}

/** What the linter in `linterDir` prints for `files`, one entry per file keyed by its path. */
export function lintWith(linterDir, files) {
  const bin = join(linterDir, "bin", "handoff-lint.js");
  if (!existsSync(bin)) throw new Error(`no built linter at ${bin}`);
  const out = {};
  for (let i = 0; i < files.length; i += BATCH) {
    const batch = files.slice(i, i + BATCH);
    const r = spawnSync(process.execPath, [bin, "--format", "json", "--no-error-on-unmatched-pattern", "--no-warn-ignored", ...batch], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: "1", HANDOFF_LINT_WORKERS: "0" },
    });
    if (r.status !== 0 && r.status !== 1) throw new Error(`linter exited ${r.status}: ${r.stderr}`);
    // Keyed and named relative to ROOT: the corpus is printed with an absolute path, which differs per machine.
    for (const result of JSON.parse(r.stdout)) {
      result.filePath = relative(ROOT, resolve(ROOT, result.filePath));
      out[result.filePath] = result;
    }
  }
  return out;
}

/** Entries of `expected` that `actual` gives differently (or not at all), as short lines. */
export function differences(expected, actual) {
  const lines = [];
  for (const [file, want] of Object.entries(expected)) {
    const got = actual[file];
    if (JSON.stringify(got) !== JSON.stringify(want)) lines.push(`${file}: expected ${JSON.stringify(want).slice(0, 400)}\n  got ${JSON.stringify(got)?.slice(0, 400)}`);
  }
  return lines;
}

function main(argv) {
  const at = argv.indexOf("--linter");
  const linterDir = resolve(at >= 0 ? argv[at + 1] : ROOT);
  if (argv.includes("--write")) {
    const record = lintWith(linterDir, recordedFiles());
    mkdirSync(dirname(RECORD), { recursive: true });
    writeFileSync(
      RECORD,
      "{\n" +
        Object.entries(record)
          .map(([f, r]) => `${JSON.stringify(f)}: ${JSON.stringify(r)}`)
          .join(",\n") +
        "\n}\n",
    );
    console.log(`recorded ${Object.keys(record).length} files from ${linterDir} into ${relative(ROOT, RECORD)}`);
    return 0;
  }
  const expected = JSON.parse(readFileSync(RECORD, "utf8"));
  const diffs = differences(expected, lintWith(linterDir, Object.keys(expected)));
  for (const d of diffs) console.log(d);
  console.log(`${Object.keys(expected).length - diffs.length} of ${Object.keys(expected).length} files give the recorded output`);
  return diffs.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
