// GFM autolink literals are found by the document model (src/document/autolinks.ts), not by remark-gfm's
// parser extension and transform. Checked against remark-gfm itself: on real handoffs, fixtures and docs,
// every literal remark-gfm links is a `url` reference at the same place with the same URL, and nothing else
// is; and case by case on the rules of the GFM spec.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { Link, Nodes, Root } from "mdast";
import { describe, expect, it } from "vitest";
import { textFiles } from "../helpers/text-files.js";
import { findAutolinks } from "../../src/document/autolinks.js";
import { parseHandoff } from "../../src/document/parse.js";

const ROOT = join(import.meta.dirname, "..", "..");
const gfm = unified()
  .use(remarkParse)
  .use(function (this: import("unified").Processor) {
    const data = this.data() as { micromarkExtensions?: unknown[] };
    (data.micromarkExtensions ??= []).push({ disable: { null: ["codeIndented"] } });
  })
  .use(remarkFrontmatter, ["yaml", "toml"])
  .use(remarkGfm);

/** Literal autolinks as remark-gfm makes them: link nodes not written as `[…](…)` or `<…>`. */
function gfmLiterals(text: string): Array<[string, number, number]> {
  const out: Array<[string, number, number]> = [];
  const walk = (n: Nodes) => {
    if (n.type === "link") {
      const l = n as Link;
      const s = l.position?.start.offset;
      const e = l.position?.end.offset;
      if (s !== undefined && e !== undefined && text[s] !== "[" && text[s] !== "<") out.push([l.url, s, e]);
      return;
    }
    if ("children" in n) for (const c of n.children) walk(c as Nodes);
  };
  walk(gfm.parse(text) as Root);
  return out;
}

function ours(text: string): Array<[string, number, number]> {
  const doc = parseHandoff(text);
  const linked = new Set(gfmLinkStarts(text));
  return doc.references.filter((r) => r.kind === "url" && !linked.has(r.range[0])).map((r) => [r.text, r.range[0], r.range[1]]);
}
/** Starts of `[…](…)` and `<…>` links (ours lists those as url references too). */
function gfmLinkStarts(text: string): number[] {
  const out: number[] = [];
  const walk = (n: Nodes) => {
    if (n.type === "link" || n.type === "definition" || n.type === "image") {
      const s = n.position?.start.offset;
      if (s !== undefined && (text[s] === "[" || text[s] === "<" || text[s] === "!")) out.push(s);
    }
    if ("children" in n) for (const c of n.children) walk(c as Nodes);
  };
  walk(gfm.parse(text) as Root);
  return out;
}


describe("autolink literals", () => {
  it("agree with remark-gfm on real handoffs, fixtures and docs", () => {
    const all = [...textFiles(join(ROOT, "..", "shared", "corpus")), ...textFiles(join(ROOT, "fixtures")), ...textFiles(join(ROOT, "docs"))];
    expect(all.length).toBeGreaterThan(50);
    let literals = 0;
    for (const f of all) {
      const text = readFileSync(f, "utf8").replace(/^\uFEFF/, "");
      const want = gfmLiterals(text);
      literals += want.length;
      expect(ours(text), f).toEqual(want);
    }
    expect(literals).toBeGreaterThan(5); // the files do hold literals to compare
    // Two full parses of ~400 files (the shared corpus, fixtures, docs): past 30 s on a loaded 2-core box.
  }, 120_000);

  const cases: Array<[string, string[]]> = [
    ["See https://example.com/a/b?x=1. Then go.", ["https://example.com/a/b?x=1"]],
    ["Visit www.example.com, or (www.example.com/path).", ["http://www.example.com", "http://www.example.com/path"]],
    ["Mail me@example.com now", ["mailto:me@example.com"]],
    ["http://x.io/a_(b)_c) trailing", ["http://x.io/a_(b)_c"]],
    ["**https://x.io/a** bold", ["https://x.io/a"]],
    ["user.name@sub.domain.org.", ["mailto:user.name@sub.domain.org"]],
    ["see https://x.io/a.b.c... ok", ["https://x.io/a.b.c"]],
    ["ends with www.x.io?", ["http://www.x.io"]],
    ["run it on http://localhost:3000/api", ["http://localhost:3000/api"]],
    ["awww.x.io and a@b.c- and x@y.io_", []],
    ["a bare www.x too", ["http://www.x"]],
    ["https://a.b/c&amp; more", ["https://a.b/c"]],
  ];
  for (const [text, urls] of cases) {
    it(JSON.stringify(text), () => {
      // what we find, what remark-gfm finds, and what the spec says, all three the same
      expect(ours(text).map(([u]) => u)).toEqual(urls);
      expect(gfmLiterals(text).map(([u]) => u)).toEqual(urls);
      expect(ours(text)).toEqual(gfmLiterals(text));
      // and each is masked as a link in the prose, so rules read it as a pointer, not as words
      const doc = parseHandoff(text);
      for (const [, a, b] of ours(text)) expect(doc.prose.slice(a, b)).toBe("\uE001".repeat(b - a));
    });
  }

  it("where the parser side differs: a literal cut by emphasis markers ends at the marker", () => {
    // remark-gfm's parser lets a literal run over `*b*`; here the text node ends at the marker
    expect(gfmLiterals("www.example.com/a*b*c").map(([u]) => u)).toEqual(["http://www.example.com/a*b*c"]);
    expect(ours("www.example.com/a*b*c").map(([u]) => u)).toEqual(["http://www.example.com/a"]);
    expect(findAutolinks("plain www.example.com/a*b*c").map((l) => l.url)).toEqual(["http://www.example.com/a*b*c"]);
  });

  it("stays linear on text full of near-literals", () => {
    const text = "www.a@b.c-http://x ".repeat(20_000);
    const t = findAutolinks(text);
    expect(t.length).toBeGreaterThan(0);
  });
});
