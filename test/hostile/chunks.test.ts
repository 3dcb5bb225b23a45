// The chunked parse (src/document/markdown.ts) against one whole parse. Cut at every safe boundary, real
// handoffs, fixtures and docs, and constructs chosen to straddle a boundary, must give the same tree,
// positions included. Past the hard limit the tree may differ, but every position must stay exact.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { textFiles } from "../helpers/text-files.js";
import { MAX_CHUNK, MAX_LINE_CHUNK, parseMarkdown, planChunks } from "../../src/document/markdown.js";
import { whole } from "../helpers/whole-parse.js";
import { parseHandoff } from "../../src/document/parse.js";

const ROOT = join(import.meta.dirname, "..", "..");
const every = { minChunk: 0, maxChunk: Infinity };


function same(text: string): void {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  expect(JSON.stringify(parseMarkdown(body, every))).toBe(JSON.stringify(whole.parse(body)));
}

describe("cut at every safe boundary, the tree is the tree of one parse", () => {
  const all = [...textFiles(join(ROOT, "..", "shared", "corpus")), ...textFiles(join(ROOT, "fixtures")), ...textFiles(join(ROOT, "docs"))];
  it(`on ${all.length} real handoffs, fixtures and docs`, { timeout: 120_000 }, () => {
    expect(all.length).toBeGreaterThan(50);
    let chunks = 0;
    for (const f of all) {
      const text = readFileSync(f, "utf8");
      chunks += planChunks(text, every).cuts.length;
      same(text);
    }
    expect(chunks).toBeGreaterThan(all.length * 3); // the files really were cut
  });

  const cases: Record<string, string> = {
    // a closing run between punctuation ("）**，") can also open: the nesting guard must count it as a close
    "strong emphasis closed between CJK punctuation, in many list items": Array.from({ length: 24 }, (_, i) => `- **第${i}项（说明）**，后面的文字。`).join("\n") + "\n\n# 结束\n",
    "a reference and its definition in different chunks": "See [the spec][spec] and [^1].\n\nMore text.\n\n[spec]: https://example.com/spec\n\n[^1]: A note.\n\n# End\n",
    "a definition before its use, in another chunk": "[a]: /a\n\nText.\n\n# H\n\nUse [a] and [A].\n",
    "fenced code with blank lines and headings inside": "Intro\n\n```sh\n# not a heading\n\nmore\n```\n\nAfter\n\n~~~~\n```\n\n# still code\n~~~~\n\n# Heading\n",
    "a fence in a list item and in a quote": "- item\n  ```\n  code\n\n  # in code\n  ```\n\nPara\n\n> ```\n> q\n\n# H\n\n- ```\n  x\n- y\n\n# After\n",
    "an indented fence (indented code is off)": "Text\n\n      ```\n# in code\n\n      ```\n\n# H\n",
    "HTML blocks of each kind": "<!--\n\n# in comment\n\n-->\n\n<div>\n# in div\n\n# out\n\n<script>\n\n# in script\n</script>\n\n<?php\n\n# x\n?>\n\n<![CDATA[\n\n# y\n]]>\n\n<!DOCTYPE\n\n# z\n>\n\n# end\n",
    "frontmatter with blank lines and headings": "---\ntitle: x\n\n# not a heading\nlist:\n  - a\n---\n\n# H\n\nText\n",
    "a loose list and a list then a paragraph": "- a\n\n- b\n\n  continued\n\nafter\n\n1. one\n\n2. two\n\n# H\n- c\n## H2\n- d\n",
    "a table, then a heading, then quotes": "| a | b |\n|---|---|\n| 1 | 2 |\n# H\n> q\n\n> r\n# H2\n> s\nlazy\n\nend\n",
    "setext headings and thematic breaks": "Title\n=====\n\nSub\n---\n\n---\n\n***\n\n# x\n",
    "CRLF and lone CR": "# A\r\n\r\ntext\r\n\r\n- a\r\n\r\nb\r\r# C\rc\r",
    "a paragraph then a heading": "para line\n# H1\npara\n## H2\n",
  };
  for (const [name, text] of Object.entries(cases)) it(name, () => same(text));
});

describe("past the hard limit: a different tree, exact positions", () => {
  it("a long paragraph, a long line and a huge list are cut, within the limits", { timeout: 120_000 }, () => {
    const para = "A line of `code` in a long paragraph, see src/a.ts.\n".repeat(4000); // 200 KB, no blank line
    const line = "word `code` ".repeat(20_000) + "\n"; // 240 KB on one line
    for (const text of [para, line]) {
      const plan = planChunks(text);
      const sizes = plan.cuts.map((c, i) => (plan.cuts[i + 1]?.offset ?? text.length) - c.offset);
      expect(plan.cuts.length).toBeGreaterThan(5);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_CHUNK + MAX_LINE_CHUNK);
      const doc = parseHandoff(text);
      const codes = doc.references.filter((r) => r.kind === "code");
      expect(codes).toHaveLength(text.split("`code`").length - 1);
      for (const c of codes) expect(text.slice(c.range[0], c.range[1])).toBe("`code`");
      expect(doc.paragraphs).toHaveLength(1); // the pieces of the paragraph are put back together
      // Every node's position agrees with its offsets.
      const stack: Array<{ position?: { start: { line: number; column: number; offset?: number } }; children?: unknown[] }> = [doc.mdast];
      while (stack.length) {
        const n = stack.pop()!;
        if (n.position) expect(doc.positionAt(n.position.start.offset!)).toEqual({ line: n.position.start.line, column: n.position.start.column });
        for (const c of (n.children ?? []) as typeof stack) stack.push(c);
      }
    }
  });

  it("a fenced block is never cut, however long", () => {
    const text = "```\n" + "# comment line in code\n\n".repeat(5000) + "```\n\n# After\n";
    const doc = parseHandoff(text);
    expect(doc.blocks.filter((b) => b.kind === "code")).toHaveLength(1);
    expect(doc.sections.map((s) => s.heading)).toEqual([null, "After"]);
  });
});
