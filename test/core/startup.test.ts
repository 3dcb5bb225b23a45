// Startup discipline: importing the library or the CLI loads nothing heavy; the tokenizer, YAML,
// ajv, picomatch, file globbing and each formatter are loaded only when a run needs them.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "./util.js";

const HEAVY = ["tiktoken", "yaml", "ajv", "picomatch", "tinyglobby", "ignore"];

/** Run a module script in a fresh process; return the packages and our own modules it loaded. */
function loads(body: string): { packages: string[]; own: string[]; out: string } {
  const trace = join(mkdtempSync(join(tmpdir(), "hl-trace-")), "trace.txt");
  const script = `
    import { createRequire } from "node:module";
    const require = createRequire(import.meta.url);
    ${body}
    for (const k of Object.keys(require.cache)) (await import("node:fs")).appendFileSync(process.env.TRACE_FILE, k + "\\n");
  `;
  const r = spawnSync(process.execPath, ["--import", pathToFileURL(join(ROOT, "fixtures/core/trace-loads.mjs")).href, "--input-type=module", "-e", script], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, TRACE_FILE: trace },
  });
  expect(r.stderr).toBe("");
  const lines = readFileSync(trace, "utf8").split("\n").filter(Boolean);
  const packages = new Set<string>();
  const own = new Set<string>();
  for (const l of lines) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(l);
    if (m) packages.add(m[1]);
    const o = /\/dist\/(src\/.*\.js)$/.exec(l);
    if (o) own.add(o[1]);
  }
  return { packages: [...packages], own: [...own], out: r.stdout };
}

const dist = (p: string) => JSON.stringify(pathToFileURL(join(ROOT, "dist", p)).href);

describe("startup discipline", () => {
  it("importing the library loads none of the heavy packages and no formatter", () => {
    const { packages, own } = loads(`await import(${dist("src/index.js")});`);
    for (const p of HEAVY) expect(packages, p).not.toContain(p);
    expect(own.filter((f) => f.startsWith("src/format/") && !["src/format/index.js", "src/format/printable.js"].includes(f))).toEqual([]);
  });

  it("importing the CLI module loads none of them either", () => {
    const { packages, own } = loads(`await import(${dist("src/cli/main.js")});`);
    for (const p of HEAVY) expect(packages, p).not.toContain(p);
    expect(own.filter((f) => f.startsWith("src/format/") && !["src/format/index.js", "src/format/printable.js"].includes(f))).toEqual([]);
  });

  it("linting a short text with flat frontmatter and no options or globs loads none of them", () => {
    const { packages, out } = loads(`
      const { lintText } = await import(${dist("src/index.js")});
      const r = await lintText("---\\ntitle: export fix\\ntags: [a, b]\\n---\\n# Goal\\n\\nFix the export in src/export.ts and return the diff.\\n", { config: { rules: {} } });
      console.log(r.messages.length);
    `);
    expect(out.trim()).toBe("0");
    for (const p of HEAVY) expect(packages, p).not.toContain(p);
  });

  it("each is loaded once it is needed", () => {
    const { packages, own } = loads(`
      const api = await import(${dist("src/index.js")});
      // (frontmatter the simple reader declines: a flat \`a: 1\` is read without the YAML library)
      // (a letter outside the Unicode blocks whose split is proven, U+A74F: exact counts need tiktoken itself;
      // text split as tiktoken splits it is counted from its ranks, src/document/bpe.ts)
      await api.lintText("---\\na: {b: 1}\\n---\\n" + "word ".repeat(2000) + "\\uA74F", {
        config: { budget: 100, rules: { "context-budget": ["warn", { budget: 50 }] }, overrides: [{ files: "*.md", rules: {} }] },
        filePath: "x.md",
      });
      const f = await api.loadFormatter("sarif");
      f([], { cwd: process.cwd(), rules: [], color: false });
    `);
    for (const p of ["tiktoken", "yaml", "ajv", "picomatch"]) expect(packages, p).toContain(p);
    expect(own).toContain("src/format/sarif.js");
    expect(own).not.toContain("src/format/json.js");
  });
});
