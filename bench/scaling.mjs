#!/usr/bin/env node
// Scaling: does lint time grow linearly with the size of a handoff?
//
//   npm run build && node bench/scaling.mjs [--sizes 1,2,4,8] [--shapes mixed,line,...] [--phase lint|parse]
//
// For each shape it lints generated handoffs of 1, 2, 4 and 8 MB (in-process `lintText`, default config,
// each size in a fresh child process so caches and JIT state do not carry over) and prints the time and
// the ratio to the 1 MB time. Linear is 1 : 2 : 4 : 8; quadratic would be 1 : 4 : 16 : 64. Compare ratios,
// not absolute times: the machine may be shared.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1024 * 1024;

/** Generated handoffs of a given size (characters, ASCII so bytes too). */
export const SHAPES = {
  // A realistic handoff: headings, prose with code spans and links, lists, a fence, a quote, a table.
  mixed: () =>
    "## Goal\nFix the loader in `src/load.ts` so the tests pass; the worker must not touch `src/api.ts`. See https://example.com/issue/12.\n\n" +
    "- read the failing test first\n- step two with **bold** and _emphasis_\n- then run `npm test`\n\n" +
    "```ts\nconst x = { a: 1 };\nexport default x;\n```\n\n> The last attempt failed because the cache was stale.\n\n" +
    "| file | why |\n|---|---|\n| src/load.ts | the bug |\n\nReturn a short report: what changed and why.\n\n",
  // One line, no line break until the end.
  line: () => "word and another word with a path src/a.ts and `code` ",
  // Many short lines in one paragraph (no blank line).
  short: () => "short line of text\n",
  // One long paragraph of wrapped sentences.
  paragraph: () => "This is a sentence of a long paragraph with `code`, a path src/a.ts and a link https://x.io.\n",
  // Headings directly followed by lists (no blank lines): micromark's lazy-line case.
  headings: () => "## Option 1\n- a\n- b\n",
};

export function generate(shape, size) {
  const unit = SHAPES[shape]();
  const body = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return shape === "line" ? body + "\n" : body;
}

async function child(shape, size, phase) {
  const text = generate(shape, size);
  const t0 = performance.now();
  if (phase === "parse") {
    const { parseHandoff } = await import(pathToFileURL(join(ROOT, "dist/src/document/parse.js")).href);
    parseHandoff(text);
  } else {
    const { lintText } = await import(pathToFileURL(join(ROOT, "dist/src/api.js")).href);
    await lintText(text, { config: {}, cwd: ROOT });
  }
  process.stdout.write(JSON.stringify({ ms: performance.now() - t0 }));
}

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[2] === "--child") {
  await child(process.argv[3], Number(process.argv[4]), process.argv[5]);
} else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sizes = arg("--sizes", "1,2,4,8").split(",").map(Number);
  const shapes = arg("--shapes", Object.keys(SHAPES).join(",")).split(",");
  const phase = arg("--phase", "lint");
  console.log(`phase: ${phase}; sizes in MB: ${sizes.join(", ")}; time in seconds (ratio to the first size)`);
  console.log(["shape".padEnd(10), ...sizes.map((s) => `${s} MB`.padStart(16))].join(""));
  for (const shape of shapes) {
    const cells = [];
    let base = null;
    for (const mb of sizes) {
      const r = spawnSync(process.execPath, ["--max-old-space-size=4096", fileURLToPath(import.meta.url), "--child", shape, String(Math.round(mb * MB)), phase], { encoding: "utf8" });
      if (r.status !== 0) {
        cells.push("failed".padStart(16));
        process.stderr.write(r.stderr);
        continue;
      }
      const { ms } = JSON.parse(r.stdout);
      base ??= ms;
      cells.push(`${(ms / 1000).toFixed(1)} (${(ms / base).toFixed(1)})`.padStart(16));
    }
    console.log([shape.padEnd(10), ...cells].join(""));
  }
}
