#!/usr/bin/env node
// Hostile shapes: how long a 1 MB and an 8 MB input of each shape in test/hostile/ takes to lint.
//
//   npm run build && node bench/hostile.mjs [--sizes 1,8] [--shapes a,spaces,...] [--timeout 120] [--json]
//   (npm run bench -- --only hostile records the same as figures in bench/results.json)
//
// Each input is linted in a fresh child process (in-process `lintText`, default config, `maxFileSize`
// raised so the 8 MB inputs are linted), with a time limit per input. The goal (issue 18): every 1 MB
// input under 5 s on this machine, and the 8 MB one under 10x its 1 MB time. Prints one row per shape:
// the seconds per size, the 8 MB / 1 MB ratio, and the rule or phase that took the most time.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { dirname, join } from "node:path";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const MB = 1024 * 1024;

/** Each shape: a function from a size in characters to the text (ASCII, so bytes too). */
export const HOSTILE = {
  // One character repeated, no space, no line break (context-budget held 99.6 % of 12-52 s).
  a: (n) => "a".repeat(n),
  // Spaces only (8 MB took 12 minutes).
  spaces: (n) => " ".repeat(n),
  // Sentences with no spaces between them or inside (action-without-target was quadratic: 145 s for 960 KB).
  nospace: (n) => "Fix.the.loader.now.".repeat(Math.ceil(n / 19)).slice(0, n),
  // Blockquote markers only (4 minutes for 1 M of them).
  quotes: (n) => ">".repeat(n),
  // Frontmatter variables, each used once in the body (unused-variable was quadratic at 20,000).
  frontmatter: (n) => {
    const count = Math.max(1, Math.floor(n / 40));
    const head = Array.from({ length: count }, (_, i) => `v${i}: x`).join("\n");
    const body = Array.from({ length: count }, (_, i) => `{{v${i}}}`).join(" ");
    return `---\n${head}\n---\nFix the loader. ${body}\n`;
  },
  // Directive comments, one a line (180,000 of them overflowed the stack).
  directives: (n) => "Fix the loader in src/a.ts.\n" + "<!-- handoff-lint-disable-line nope -->\n".repeat(Math.ceil(n / 40)),
  // Lines of one word (many short lines in one paragraph).
  words: (n) => "word\n".repeat(Math.ceil(n / 5)),
};

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[2] === "--child") {
  const [, , , shape, size] = process.argv;
  const { lintText } = await import(pathToFileURL(join(ROOT, "dist", "src", "api.js")).href);
  const text = HOSTILE[shape](Number(size));
  const timing = new Map();
  const t0 = performance.now();
  const r = await lintText(text, { config: { maxFileSize: 64 * MB }, timing, cwd: ROOT });
  const ms = performance.now() - t0;
  const top = [...timing].sort((x, y) => y[1] - x[1])[0];
  process.stdout.write(JSON.stringify({ ms, messages: r.messages.length, top: top ? `${top[0]} ${Math.round((top[1] / ms) * 100)}%` : "" }));
} else {
  const sizes = arg("--sizes", "1,8").split(",").map(Number);
  const shapes = arg("--shapes", Object.keys(HOSTILE).join(",")).split(",");
  const limit = Number(arg("--timeout", "120")) * 1000;
  const asJson = process.argv.includes("--json");
  const rows = [];
  if (!asJson) console.log(`shape        ${sizes.map((s) => `${s} MB`.padStart(9)).join(" ")}   ratio  slowest part`);
  for (const shape of shapes) {
    const times = [];
    let top = "";
    for (const size of sizes) {
      const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--child", shape, String(size * MB)], { encoding: "utf8", timeout: limit, maxBuffer: 64 * MB });
      if (r.status !== 0 || !r.stdout) {
        times.push(null);
        top ||= r.error?.code === "ETIMEDOUT" || r.signal ? `over ${limit / 1000} s` : (r.stderr || "failed").split("\n")[0];
        break;
      }
      const o = JSON.parse(r.stdout);
      times.push(o.ms / 1000);
      top = o.top;
    }
    const cells = sizes.map((_, i) => (times[i] == null ? "-" : times[i].toFixed(2) + " s").padStart(9)).join(" ");
    const ratio = times.length > 1 && times[0] && times[times.length - 1] != null ? (times[times.length - 1] / times[0]).toFixed(1) : "-";
    rows.push({ shape, sizesMB: sizes, ms: sizes.map((_, i) => (times[i] == null ? null : times[i] * 1000)), slowest: top });
    if (!asJson) console.log(`${shape.padEnd(12)} ${cells}   ${ratio.padStart(5)}  ${top}`);
  }
  if (asJson) process.stdout.write(JSON.stringify(rows));
}
