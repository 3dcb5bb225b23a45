// The frontmatter fast path (src/document/simple-yaml.ts) must give what the YAML library gives, or
// decline. Checked on hand-written blocks, on every frontmatter of the repository's Markdown, and on
// random blocks of key lines built from scalars that sit on the edges of the YAML 1.2 core schema.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { simpleYaml } from "../../src/document/simple-yaml.js";

const library = (v: string) => {
  const d = parseDocument(v, { prettyErrors: false, uniqueKeys: false });
  return d.errors.length ? "error" : d.toJS({ maxAliasCount: 100 });
};
/** The fast path agrees with the library whenever it answers. */
function agrees(v: string): boolean {
  const mine = simpleYaml(v);
  if (mine === null) return false;
  expect(mine).toStrictEqual(library(v));
  return true;
}

describe("simple frontmatter without the YAML library", () => {
  it("reads the usual blocks as the library does", () => {
    for (const v of [
      'title: "document line index"\nagent: planner\nmodel_hint: medium\ntoken_budget: 64000\ncreated: 2026-11-07\ntags: [scope, lint, handoff, lint]',
      "a: 1\nb: -2\nc: +3\nd: 1.5\ne: .5\nf: 5.\ng: true\nh: False\ni: NULL\nj: ~\nk:\nl: []\nm: [1, two, 3.0, true, null]",
      "name: it's fine\nquote: say \"hi\" now\npath: src/a.ts\nv: (draft) 2\nlist: a, b, c",
      "x: 'single'\ny: \"double\"\nz: ''\nw: \"\"",
    ])
      expect(agrees(v), v).toBe(true);
  });

  it("declines what it does not read", () => {
    for (const v of [
      "a: 0x1F",
      "a: 0o17",
      "a: 1e3",
      "a: .inf",
      "a: -.Inf",
      "a: .nan",
      "a: b # comment",
      "url: https://example.com",
      "a:\n  b: 1",
      "list:\n  - a",
      "text: |\n  block",
      "a: &x 1\nb: *x",
      "a: 1\na: 2",
      "__proto__: 1",
      "a: \"esc\\n\"",
      "a: [b, [c]]",
      "a: {b: 1}",
      "# comment\na: 1",
      "a:\tb",
      "a: @x",
      "a: !tag x",
      "",
      "  \n",
    ])
      expect(simpleYaml(v), v).toBeNull();
  });

  it("gives the library's data for every frontmatter in the repository that it reads", () => {
    const root = join(import.meta.dirname, "..", "..");
    const files: string[] = [];
    const walk = (d: string) => {
      for (const n of readdirSync(d)) {
        if (n === "node_modules" || n.startsWith(".")) continue;
        const p = join(d, n);
        if (statSync(p).isDirectory()) walk(p);
        else if (n.endsWith(".md")) files.push(p);
      }
    };
    walk(join(root, "fixtures"));
    walk(join(root, "docs"));
    let read = 0;
    for (const f of files) {
      const m = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(readFileSync(f, "utf8"));
      if (m && agrees(m[1])) read++;
    }
    expect(read).toBeGreaterThan(5);
  });

  it("agrees with the library on random key lines (2,000 runs)", () => {
    const scalar = fc.oneof(
      fc.constantFrom("0", "-1", "+2", "007", "1.5", ".5", "5.", "-.5", "1e3", "0x1F", "0o7", ".inf", ".NaN", "true", "True", "TRUE", "false", "no", "yes", "null", "Null", "~", "2026-11-30", "12:30", "a b", "a, b", "it's", 'say "x"', "(x)", "a#b", "a #b", "x:y", "-x", "- x", "?x", "%x", "@x", "`x`", "[a]", "{a}", "a]", "\\x", "é", "", " "),
      fc.string({ maxLength: 8 }),
    );
    const value = fc.oneof(
      scalar,
      scalar.map((s) => `"${s}"`),
      scalar.map((s) => `'${s}'`),
      fc.array(scalar, { maxLength: 4 }).map((xs) => `[${xs.join(", ")}]`),
    );
    const key = fc.constantFrom("title", "agent", "token_budget", "tags", "a-b", "_x", "x1", "2x", "__proto__", "a b");
    const line = fc.tuple(key, fc.constantFrom(": ", ":", ":  ", ":\t"), value, fc.constantFrom("", " ", "\t")).map(([k, c, v, t]) => k + c + v + t);
    const block = fc.array(fc.oneof(line, fc.constantFrom("", "  ", "# c")), { minLength: 1, maxLength: 6 }).map((ls) => ls.join("\n"));
    let read = 0;
    fc.assert(
      fc.property(block, (v) => {
        if (agrees(v)) read++;
      }),
      { numRuns: 2000, seed: 20261130 },
    );
    expect(read).toBeGreaterThan(100);
  });
});
