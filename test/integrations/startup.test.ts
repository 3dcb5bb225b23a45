// The plain CLI must not pay for the doors: nothing it imports statically reaches the integration modules
// or their libraries (they load with `import()` only when `lsp`, `mcp` or `hook` is asked for).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, ROOT } from "./helpers.js";

/** Static `import … from "x"` / `export … from "x"` specifiers of a built module (dynamic import() excluded). */
function staticImports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const out: string[] = [];
  const re = /^\s{0,8}(?:import|export)\s[^;'"]{0,2000}?from\s*["']([^"']{1,300})["']|^\s{0,8}import\s*["']([^"']{1,300})["']/gm;
  for (let m = re.exec(src); m; m = re.exec(src)) out.push(m[1] ?? m[2]);
  return out;
}

describe("start-up cost of the plain CLI", () => {
  it("loads no integration module or integration library statically", () => {
    const seen = new Set<string>();
    const bare = new Set<string>();
    // The CLI's entry, and what a plain lint loads after the arguments are parsed (the library).
    const stack = [join(ROOT, "dist", "src", "cli", "main.js"), join(ROOT, "dist", "src", "index.js")];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of staticImports(file)) {
        if (spec.startsWith(".")) stack.push(resolve(dirname(file), spec));
        else bare.add(spec);
      }
    }
    expect(seen.size).toBeGreaterThan(5); // the walk found the CLI's real graph
    expect([...seen].filter((f) => f.includes(`${join("dist", "src", "integrations")}`))).toEqual([]);
    expect([...bare].filter((s) => /^(vscode-|@modelcontextprotocol\/|zod)/.test(s))).toEqual([]);
  });

  it("the bundled CLI (dist/cli/, what bin/ runs) keeps the doors in chunks of their own", () => {
    // The bundle is CommonJS: a chunk's static imports are top-level `const x = require("./chunk.cjs")`;
    // a dynamic import is `Promise.resolve().then(() => require("./chunk.cjs"))`, loaded only when reached.
    const staticRequires = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/^const \w+ = require\(["'](\.\/[\w-]+\.cjs)["']\);$/gm)].map((m) => resolve(dirname(file), m[1]));
    const seen = new Set<string>();
    // the entry, and the chunks a plain lint loads (the library and the config: api-*.cjs, config-*.cjs)
    const entry = join(ROOT, "dist", "cli", "main.cjs");
    const all = readFileSync(entry, "utf8");
    const lazy = [...all.matchAll(/then\(\(\) => require\(["'](\.\/(?:api|config)-[\w-]+\.cjs)["']\)\)/g)].map((m) => resolve(dirname(entry), m[1]));
    expect(lazy.length).toBe(2);
    const stack = [entry, ...lazy];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...staticRequires(file));
    }
    const code = [...seen].map((f) => readFileSync(f, "utf8")).join("\n");
    expect(code).toContain("micromark"); // the walk reached the parser: the real graph
    for (const lib of ["node_modules/vscode-languageserver", "node_modules/@modelcontextprotocol", "node_modules/zod", "node_modules/yargs", "dist/src/integrations/"]) {
      expect(code.includes(lib), lib).toBe(false);
    }
    // and the chunks that hold them exist, loaded only when a mode asks
    expect(all).toMatch(/then\(\(\) => require\(["']\.\/lsp-[\w-]+\.cjs["']\)\)/);
    expect(all).toMatch(/then\(\(\) => require\(["']\.\/mcp-[\w-]+\.cjs["']\)\)/);
  });

  it("still answers plain CLI calls and dispatches the modes", async () => {
    const help = await cli(["hook", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stderr).toMatch(/Usage: handoff-lint hook <client>/);
    const lsp = await cli(["lsp", "--help"]);
    expect(lsp.stdout).toMatch(/Usage: handoff-lint lsp/);
    const mcp = await cli(["mcp", "--help"]);
    expect(mcp.stdout).toMatch(/Usage: handoff-lint mcp/);
  });
});
