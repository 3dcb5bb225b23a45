// GFM tables and task items are found in the CommonMark tree (src/document/tables.ts) instead of by
// remark-gfm's parser. These tests compare the two trees, node for node with every position: on the
// repository's Markdown, on hand-written cases, and on random Markdown made of table-like lines.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../src/document/markdown.js";

// The reference: remark-gfm, without what the project does not parse as GFM (autolink literals are found
// by the document model instead; strikethrough and footnotes stay text).
function settings(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({
    disable: { null: ["codeIndented", "wwwAutolink", "protocolAutolink", "emailAutolink", "strikethrough", "gfmFootnoteDefinition", "gfmFootnoteCall"] },
  });
}
function noAutolinkTransform(this: Processor): void {
  const data = this.data() as { fromMarkdownExtensions?: unknown[] };
  const strip = (e: unknown): unknown => {
    if (Array.isArray(e)) return e.map(strip);
    const x = e as { enter?: Record<string, unknown>; transforms?: unknown[] };
    return x && x.enter && "literalAutolink" in x.enter && x.transforms ? { ...x, transforms: [] } : e;
  };
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(strip);
}
const reference = unified().use(remarkParse).use(settings).use(remarkFrontmatter, ["yaml", "toml"]).use(remarkGfm).use(noAutolinkTransform);
const tree = (t: unknown) => JSON.parse(JSON.stringify(t, (k, v) => (k === "data" ? undefined : v)));
const same = (text: string) => expect(tree(parseMarkdown(text))).toEqual(tree(reference.parse(text)));

const root = join(import.meta.dirname, "..", "..");
function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) markdownFiles(p, out);
    else if (name.endsWith(".md")) out.push(p);
  }
  return out;
}

describe("GFM tables and task items", () => {
  it("give remark-gfm's tree on every Markdown file of the repository", () => {
    const files = [...markdownFiles(join(root, "fixtures")), ...markdownFiles(join(root, "docs")), join(root, "README.md")];
    expect(files.length).toBeGreaterThan(100);
    let tables = 0;
    for (const f of files) {
      let text = readFileSync(f, "utf8");
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length > 200_000) continue;
      tables += (text.match(/^\s*(?:\|\s*)?:?-+:?\s*\|/gm) ?? []).length;
      expect(tree(parseMarkdown(text)), f).toEqual(tree(reference.parse(text)));
    }
    expect(tables).toBeGreaterThan(5);
  });

  it.each([
    ["a plain table", "| a | b |\n| :- | -: |\n| 1 `c` | 2 |"],
    ["no outer pipes", "x | y\n--|--\n1 | 2"],
    ["a table that interrupts a paragraph", "para line\n| a | b |\n| - | - |\n| 1 | 2 |\nlazy\n> q"],
    ["a pipe inside code splits the cell", "| a | b |\n|---|---|\n| 1 `x|y` | 2 \\| 3 |"],
    ["an escaped pipe in code does not", "| a |\n|---|\n| `a \\| b` |"],
    ["emphasis across a pipe becomes text", "| a | b |\n|---|---|\n| **x|y** | z |"],
    ["a colon-only delimiter without pipes", "a\n:-"],
    ["dashes without a pipe are a setext heading", "a|\n-"],
    ["cell counts that differ are no table", "| a | b |\n| - |"],
    ["a thematic break after a table", "x | y\n--|--\n1\n---"],
    ["an = line after a table is a row", "| a |\n|---|\n| b |\n==="],
    ["a table in a quote", "> | a | b |\n> |---|---|\n> | 1 | 2 |"],
    ["a table in a list item", "- | a | b |\n  |---|---|\n  | 1 | **2|3** |"],
    ["a table in a quoted list item", "> - | a | b |\n>   |---|---|\n>   | 1 | 2 |"],
    ["rows with more and fewer cells", "| a | b |\n|---|---|\n| 1 |\n| 1 | 2 | 3 |"],
    ["a heading after a table", "| a |\n| - |\n# h"],
    ["CRLF line endings", "| a | b |\r\n|---|---|\r\n| 1 | 2 |\r\n"],
    ["trailing spaces and tabs", "| a | b |  \n|---|---|\t\n| 1 | 2 |   "],
    ["a link and an image in cells", "| [a](https://x.io) | ![b](c.png) |\n|---|---|\n| [r] | <https://y.io> |\n\n[r]: https://z.io"],
    ["task items", "- [ ] do x\n- [x] done\n- [X] also done\n* [ ]  two spaces\n1. [x] ordered"],
    ["a task item that starts with strong text", "- [ ] **a) Clean layout:**\n  - nested"],
    ["not task items", "- [ ]\n- [ ] \n- [y] no\n- [x]no space\n- text [ ] later"],
    ["a task item in a quote", "> - [x] quoted"],
    ["frontmatter then a table", "---\ntitle: x\n---\n| a |\n|---|\n| 1 |"],
  ])("%s", (_name, text) => same(text));

  it("give remark-gfm's tree on random table-like Markdown (400 runs)", { timeout: 600_000 }, () => {
    const cell = fc.constantFrom("a", " b ", "`c`", "`x|y`", "**d**", "**e|f**", "\\|", "[l](u)", "", "  ", "1", "é", ":", "-", "--", "~~s~~");
    const row = fc.tuple(fc.boolean(), fc.array(cell, { minLength: 1, maxLength: 4 }), fc.boolean()).map(([lead, cs, trail]) => (lead ? "| " : "") + cs.join(" | ") + (trail ? " |" : ""));
    const delim = fc.tuple(fc.boolean(), fc.array(fc.constantFrom("-", "---", ":-", "-:", ":-:", " --- "), { minLength: 1, maxLength: 4 }), fc.boolean()).map(([lead, cs, trail]) => (lead ? "|" : "") + cs.join("|") + (trail ? "|" : ""));
    const line = fc.oneof(row, delim, fc.constantFrom("text", "---", "===", "> q", "- item", "- [ ] task", "- [x] done", "# h", "", "  indented | x", "```", "<div>"));
    // A container around the whole text (none, a quote, a list item), and on some lines a prefix of its own
    // (lazy lines, nested containers).
    const container = fc.constantFrom(["", ""], ["", ""], ["> ", "> "], ["- ", "  "], ["> - ", ">   "]);
    const own = fc.constantFrom("", "", "", "", "> ", "- ", "  ", "   ", "1. ");
    const doc = fc
      .tuple(container, fc.array(fc.tuple(own, line), { minLength: 1, maxLength: 8 }))
      .map(([[first, rest], ls]) => ls.map(([o, l], i) => (i ? rest : first) + o + l).join("\n"));
    fc.assert(fc.property(doc, (text) => { same(text); }), { numRuns: Number(process.env.TABLE_RUNS ?? 400), seed: Number(process.env.TABLE_SEED ?? 20261130) });
  });

  it.each([
    ["a lazy row after a table in a list item", "- | a |\n  | - |\n  | 1 |\n| 2 |\nmore"],
    ["a lazy row after a table in a quote", "> | a |\n> | - |\n| 1 |"],
    ["a lazy header row", "- x\n| a |\n  | - |"],
    ["a lazy delimiter row", "- x\n  | a |\n| - |"],
    ["a setext underline under a table (thematic break)", "x | y\n--|--\n1\n---"],
    ["a setext underline under a table (row)", "| a |\n|---|\n| b |\n===\nc"],
    ["a setext underline under a table (list item)", "-|\n-|\n-\n  indented | x\ntext"],
  ])("%s: parsed again with micromark's table construct", (_name, text) => same(text));
});
