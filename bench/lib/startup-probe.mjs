// One fresh-process probe for bench/profile-startup.mjs; prints one JSON line.
//   node startup-probe.mjs import SPECIFIER      time `await import(SPECIFIER)` (bare names resolve from the repo)
//   node startup-probe.mjs require SPECIFIER     time `require(SPECIFIER)`
//   node startup-probe.mjs tiktoken              time what tokens.ts does on first exact count (o200k_base)
//   node startup-probe.mjs phases FILE           import the CLI, run main([FILE]) twice (stdout discarded)
// Wall is performance.now(); cpu is process.cpuUsage() user+sys, both in ms; `sinceStart` is the time
// from process start (performance.timeOrigin) to the probe's first line, i.e. Node's own bootstrap.
import { performance } from "node:perf_hooks";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const sinceStart = performance.now();
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const require = createRequire(join(ROOT, "package.json"));
const [kind, arg] = process.argv.slice(2);

function span() {
  const t = performance.now();
  const c = process.cpuUsage();
  return () => {
    const d = process.cpuUsage(c);
    return { wall: performance.now() - t, cpu: (d.user + d.system) / 1000 };
  };
}
const spec = (s) => (s.startsWith("dist/") ? pathToFileURL(join(ROOT, s)).href : pathToFileURL(require.resolve(s)).href);

const out = { kind, arg, sinceStart };
if (kind === "import") {
  const end = span();
  await import(spec(arg));
  Object.assign(out, end());
} else if (kind === "require") {
  const end = span();
  require(arg);
  Object.assign(out, end());
} else if (kind === "tiktoken") {
  const tokens = await import(spec("dist/src/document/tokens.js"));
  const end = span();
  const n = tokens.countTokens("Fix the import bug from before.", "o200k_base");
  Object.assign(out, end(), { tokens: n });
} else if (kind === "phases") {
  const realWrite = process.stdout.write.bind(process.stdout);
  let end = span();
  const { main } = await import(spec("dist/src/cli/main.js"));
  out.importCli = end();
  process.stdout.write = () => true; // the report is not what we time here
  end = span();
  const code1 = await main([arg]);
  out.firstRun = end();
  end = span();
  const code2 = await main([arg]);
  out.secondRun = end();
  process.stdout.write = realWrite;
  out.exitCodes = [code1, code2];
} else if (kind === "firstparse") {
  // the parser our document model uses, imported untimed; then its first and second parse of FILE
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(arg, "utf8");
  const { unified } = await import(spec("unified"));
  const { default: remarkParse } = await import(spec("remark-parse"));
  const { default: remarkFrontmatter } = await import(spec("remark-frontmatter"));
  const { default: remarkGfm } = await import(spec("remark-gfm"));
  let end = span();
  const p = unified().use(remarkParse).use(remarkFrontmatter, ["yaml", "toml"]).use(remarkGfm);
  p.parse(text);
  out.firstParse = end();
  end = span();
  p.parse(text);
  out.secondParse = end();
} else if (kind === "firstlint") {
  // the library imported untimed; then lintText on FILE twice (config discovery, parse, rules)
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(arg, "utf8");
  const { lintText } = await import(spec("dist/src/index.js"));
  let end = span();
  await lintText(text, { filePath: arg });
  out.firstLint = end();
  end = span();
  await lintText(text, { filePath: arg });
  out.secondLint = end();
} else {
  process.stderr.write(`startup-probe: unknown kind ${kind}\n`);
  process.exit(2);
}
process.stdout.write(JSON.stringify(out) + "\n");
