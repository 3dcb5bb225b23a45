// src/document/compile.ts against mdast-util-from-markdown: for the three micromark extension sets the
// project uses, `parseToMdast` must give the tree `fromMarkdown` gives (every node, every field, every
// position), on the real handoffs of /work/shared/corpus, every .md of fixtures/ and docs/, hand-written
// edge cases and random Markdown built from the constructs. COMPILE_FUZZ_RUNS overrides the 300 runs,
// COMPILE_FUZZ_SEED the fixed seed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { fromMarkdown } from "mdast-util-from-markdown";
import { frontmatterFromMarkdown } from "mdast-util-frontmatter";
import { describe, expect, it } from "vitest";
import { textFiles } from "../helpers/text-files.js";
import { parse, postprocess as micromarkPostprocess, preprocess } from "micromark";
import type { Event } from "micromark-util-types";
import { compileEvents, EXTENSION_SETS, parseEvents, parseToMdast } from "../../src/document/compile.js";
import { postprocess, Unsupported } from "../../src/document/subtokenize.js";

const ROOT = join(import.meta.dirname, "..", "..");
const CORPUS = join(ROOT, "..", "shared", "corpus");
const SETS = Object.entries(EXTENSION_SETS);
const mdastExtensions = [frontmatterFromMarkdown(["yaml", "toml"])];

/** The first place two values differ ("" when equal): keys present with `undefined` count, order does not. */
function firstDifference(a: unknown, b: unknown): string {
  const todo: Array<[unknown, unknown, string]> = [[a, b, "$"]];
  while (todo.length) {
    const [x, y, path] = todo.pop()!;
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) {
      return `${path}: ${JSON.stringify(x)} (fromMarkdown) vs ${JSON.stringify(y)} (ours)`;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return `${path}: array vs not`;
    const kx = Object.keys(x).sort();
    const ky = Object.keys(y).sort();
    if (kx.join() !== ky.join()) return `${path}: keys ${kx.join(",")} (fromMarkdown) vs ${ky.join(",")} (ours)`;
    for (const k of kx) todo.push([(x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`]);
  }
  return "";
}

/** An event as a line: enter/exit, type, start and end point, the content type and the flags the compiler reads. */
function eventLine(e: Event): string {
  const t = e[1] as Event[1] & { _spread?: boolean; _contentTypeTextTrailing?: boolean };
  const p = (x: Event[1]["start"]) => `${x.line}:${x.column}:${x.offset}:${x._index}:${x._bufferIndex}`;
  return `${e[0]} ${t.type} ${p(t.start)}-${p(t.end)} ${t.contentType ?? ""} ${t._spread ?? ""}`;
}

/** micromark's events with its own postprocess (the step src/document/subtokenize.ts replaces). */
function micromarkEvents(text: string, extensions: ReturnType<(typeof SETS)[number][1]>): Event[] {
  return micromarkPostprocess(parse({ extensions }).document().write(preprocess()(text, undefined, true)));
}

/** Differences between the two trees (and the two event lists), one line per extension set that differs. */
function differences(text: string): string[] {
  const out: string[] = [];
  for (const [name, make] of SETS) {
    const theirs = fromMarkdown(text, { extensions: make(), mdastExtensions });
    const ours = parseToMdast(text, make());
    const d = firstDifference(theirs, ours);
    if (d) out.push(`[${name}] ${d}`);
    const a = micromarkEvents(text, make()).map(eventLine);
    const b = parseEvents(text, make()).map(eventLine);
    const i = a.findIndex((line, k) => line !== b[k]);
    if (i >= 0 || a.length !== b.length) out.push(`[${name}] event ${i < 0 ? a.length : i}: ${a[i] ?? "(none)"} (micromark) vs ${b[i] ?? "(none)"} (ours)`);
  }
  return out;
}

function checkFiles(files: string[]): void {
  const bad: string[] = [];
  for (const f of files) {
    for (const d of differences(readFileSync(f, "utf8"))) bad.push(`${f} ${d}`);
  }
  expect(bad).toEqual([]);
}

describe("compileEvents gives fromMarkdown's tree", () => {
  const corpus = textFiles(CORPUS).filter((f) => f.endsWith(".md"));
  it.skipIf(corpus.length === 0)(`on the real handoffs of ${CORPUS} (${corpus.length} files)`, { timeout: 120_000 }, () => {
    checkFiles(corpus);
  });
  if (corpus.length === 0) {
    it.skip(`on the real handoffs: ${CORPUS} is absent here (it is not in CI)`, () => {});
  }

  it("on every .md under fixtures/ and docs/", { timeout: 120_000 }, () => {
    const files = [...textFiles(join(ROOT, "fixtures")), ...textFiles(join(ROOT, "docs"))].filter((f) => f.endsWith(".md"));
    expect(files.length).toBeGreaterThan(20);
    checkFiles(files);
  });

  const cases: Record<string, string> = {
    "empty string": "",
    "only spaces": "   ",
    "only whitespace and line endings": " \t \n\n  \r\n\t\r",
    "one line ending": "\n",
    "setext headings": "Title\n=====\n\nSub *title*\nsecond line\n---\n\n  Indented\n  ===  \n\nNot\\\n===\n",
    "setext underline after a lazy line": "> a\nb\n===\n",
    "ATX headings, closing sequences, empty": "# a\n## b ##\n### c ###   \n#### d #\\#\n#\n##   \n###### ######\n####### seven\n# #\n#\tx\n",
    "thematic breaks": "***\n---\n___\n * * *\n- - -\n_____ \n",
    "tight list": "- a\n- b\n- c\n",
    "loose list (blank between items)": "- a\n\n- b\n- c\n",
    "loose item (blank inside)": "- a\n\n  b\n- c\n",
    "blank line right after the marker": "-\n  a\n-\n\n  b\n- c\n",
    "blank lines at the end of a list": "- a\n- b\n\n\n\nafter\n",
    "nested lists, loose inner, tight outer": "- a\n  - b\n\n  - c\n- d\n",
    "nested lists, blank before the outer item": "- a\n  - b\n\n- c\n",
    "nested list ends the document": "- a\n  - b\n    - c",
    "list ends the document with a blank line": "- a\n- b\n\n",
    "fence with blank lines in a list item": "- a\n  ```\n  x\n\n  y\n  ```\n- b\n",
    "unclosed fence in a list item": "- ```\n  code\n\n- b\n",
    "ordered lists and starts": "1. a\n2. b\n\n007. c\n\n3) d\n4) e\n\n0. z\n",
    "ordered list interrupting nothing": "text\n1. a\n2. b\n",
    "list markers of each kind change lists": "- a\n+ b\n* c\n1. d\n1) e\n",
    "lazy continuation lines": "> a\nlazy\n> b\n\n- c\nlazy too\n\n> - d\n> e\nf\n",
    "block quotes nested and spread": "> a\n>\n> b\n> > c\n> > > d\n>\n> e\n",
    "deep nesting > > > - - 1.": "> > > - - 1. deep\n> > >     2. item\n> > >   - x\n\n> > > > > > > > > > > - - - - - - - 1. 2. x\n",
    "reference links: full, collapsed, shortcut, defined": "[a][x] [b][] [c] [X][] ![i][x] ![j][] ![k]\n\n[x]: /url \"title\"\n[b]: </u r l> 'single'\n[c]: /c (paren)\n[j]: /j\n[k]:\n  /k\n  \"multi\nline\"\n",
    "reference links without definitions": "[a][nope] [b][] [c] ![d][nope] ![e][]\n",
    "reference labels with escapes, entities and case": "[Foo\\]Bar &amp; baz][] [ẞ] [ss]\n\n[foo\\]bar &amp; BAZ]: /x\n[SS]: /ss\n",
    "reference label across lines, in a quote": "> [foo\n> bar][] and [x\n> y][foo bar]\n>\n> [Foo Bar]: /u\n",
    "inline links and images": "[a](/u) [b](</u v> \"t\") [c](/u 't') [d](/u (t)) [e]() [](/f) ![g](/i.png \"T\") ![](x)\n",
    "images with emphasis, code and nested images in alt": "![a *b* **c** `d` <span>e</span> ![f](g) [h](i)\\\nj](/k) ![*x*][r]\n\n[r]: /r\n",
    "links containing emphasis, code, images, breaks": "[*a* `b` ![c](d)  \ne](/f)\n",
    "autolinks": "<https://x> <a@b.c> <mailto:a@b.c> <HTTP://X.Y/z?q=1&r=2> <a+b@c.d> <https://x/a\\b>\n",
    "hard breaks: two spaces and backslash": "a  \nb\\\nc   \nd\t\ne\\\n",
    "hard break at the end of a paragraph (none)": "a  \n\nb\\\n\nc\\",
    "character references": "&amp; &#35; &#x41; &#X41; &nbsp; &copy; &notanentity; &#0; &#1234567; &#x110000; &amp\n",
    "character references in code, titles and urls": "```a&amp;b c&#35;d\n&amp;\n```\n\n[x](/a&amp;b \"t&quot;\") `&amp;`\n",
    "escapes": "\\* \\_ \\` \\\\ \\[ \\] \\# \\& \\a \\\n\\!\\\"\\$\\%\\'\\(\\)\\+\\,\\-\\.\\/\\:\\;\\<\\=\\>\\?\\@\\^\\{\\|\\}\\~\n",
    "emphasis and strong": "*a* _b_ **c** __d__ ***e*** *a **b** c* **a *b* c** *a\nb* foo*bar* _foo_bar_ * a * ** b **\n",
    "unbalanced emphasis": "*a **b *c ***d* e** f\n",
    "inline code": "`a` `` b ` c `` ` d ` `  ` `\ne\nf` ``unclosed\n",
    "html blocks of all 7 kinds": "<script>\nx\n</script>\n\n<!-- c\n\nd -->\n\n<?php\n\n?>\n\n<!DOCTYPE html>\n\n<![CDATA[\n\nx\n]]>\n\n<div>\n*a*\n\n<custom-tag attr=\"1\">\nb\n\n</a>\n",
    "html block interrupted by nothing, in containers": "> <div>\n> a\n\n- <!--\n  b\n  -->\n\n<div>\n- x\n",
    "inline html": "a <b>c</b> <!-- d --> <?e?> <!X> <![CDATA[f]]> <a\nhref=\"x\"> </a >\n",
    "definitions only": "[a]: /a\n[b]: /b 'b'\n",
    "definition that is not one": "[a]: \n\n[b]:/b \"x\"y\n",
    "CRLF line endings": "# A\r\n\r\ntext\r\nmore  \r\nx\\\r\ny\r\n\r\n- a\r\n\r\n- b\r\n```\r\ncode\r\n```\r\n",
    "lone CR line endings": "# A\r\rtext\rmore  \rb\r\r- a\r\r- b\r> q\r```\rc\r```\r",
    "mixed line endings": "a\r\nb\rc\nd\n\r\n\re\n",
    "tabs everywhere": "#\tHead\n\n-\ta\n\t-\tb\n\n>\tq\n\n```\n\tcode\n\t\tmore\n```\n\n- x\n\n\t```\n\tin\n\t```\n\na\tb\t\n\n-\t\tdeep tab\n",
    "tabs before fenced code in lists": "1.\t```\n\t\tx\n\t```\n\n-\t```js\n\t\ty\n",
    "BOM at the start": "\uFEFF# Title\n\ntext\n",
    "NUL characters": "a\u0000b\n\n# \u0000\n\n```\n\u0000\n```\n",
    "frontmatter yaml": "---\ntitle: x\nlist:\n  - a\n\n---\n\n# H\n",
    "frontmatter toml": "+++\ntitle = \"x\"\r\n+++\r\ntext\n",
    "frontmatter empty and unclosed": "---\n---\n",
    "unclosed frontmatter": "---\ntitle: x\n\n- a\n> b\n",
    "unclosed fences": "```js meta data\ncode\n\n~~~\n",
    "fence info with escapes and references": "``` js\\ x &amp; y\nz\n```\n~~~ a`b\n~~~\n",
    "fence closing sequence longer, indented": "  ```\n  a\n   b\n c\n  ````  \n",
    "fence in a quote that ends lazily": "> ```\n> a\nb\n```\n",
    "empty list items and empty quote": "-\n-\n\n>\n\n1.\n",
    "list item with only a fence": "- ```\n  ```\n",
    "paragraph interrupted by a list and quote": "a\n- b\nc\n> d\ne\n",
    "headings in lists and quotes": "- # a\n  b\n  ===\n> ## c\n",
    "non-ASCII and astral": "é 日本 😀 𝒳\n\n# 👩‍👩‍👧\n",
  };
  for (const [name, text] of Object.entries(cases)) {
    it(name, () => {
      expect(differences(text)).toEqual([]);
    });
  }

  it("a chunk whose child events do not split over its linked tokens is left to micromark's own step", () => {
    // Two linked chunk tokens, and child events with no line break to split them at.
    const start = { line: 1, column: 1, offset: 0, _index: 0, _bufferIndex: 0 };
    const second = { type: "chunkText", start, end: start, contentType: "text" } as Event[1];
    const first = { type: "chunkText", start, end: start, contentType: "text", next: second } as Event[1];
    const child: Event[] = [["enter", { type: "data", start, end: start }, {} as Event[2]], ["exit", { type: "data", start, end: start }, {} as Event[2]]];
    const tokenizer = { events: child, write() {}, defineSkip() {} };
    (first as { _tokenizer?: unknown })._tokenizer = tokenizer;
    (second as { _tokenizer?: unknown })._tokenizer = tokenizer;
    const context = { sliceStream: () => [] } as unknown as Event[2];
    const events: Event[] = [["enter", first, context], ["exit", first, context], ["enter", second, context], ["exit", second, context]];
    expect(() => postprocess(events)).toThrow(Unsupported);
  });

  it("without the source string (micromark serializes every token)", () => {
    for (const text of Object.values(cases)) {
      for (const [name, make] of SETS) {
        const theirs = fromMarkdown(text, { extensions: make(), mdastExtensions });
        expect([name, firstDifference(theirs, compileEvents(parseEvents(text, make())))]).toEqual([name, ""]);
      }
    }
  });

  it("deep nesting does not overflow the stack", () => {
    // As deep as micromark itself goes without overflowing; the compiler walks its events without recursion.
    for (const text of ["> ".repeat(400) + "a\n", "- ".repeat(200) + "a\n", "*".repeat(300) + "a" + "*".repeat(300), "[".repeat(300) + "a" + "](b)".repeat(300), "![".repeat(100) + "a" + "](b)".repeat(100)]) {
      expect(differences(text)).toEqual([]);
    }
  });
});

// Random Markdown from the constructs above.
const eol = fc.constantFrom("\n", "\n", "\n", "\r\n", "\r");
const inline = fc.constantFrom(
  "word", "two words", "é", "😀", "*em*", "_em_", "**strong**", "__strong__", "***both***", "*", "_", "**", "`code`", "`` a`b ``", "`",
  "[link](/u)", "[link](</a b> \"t\")", "[ref]", "[ref][]", "[text][ref]", "[nope][]", "![img](/i.png)", "![*alt* `c`](/i)", "![ref]", "![alt][ref]",
  "<https://x.io>", "<a@b.c>", "<span>", "</span>", "<!-- c -->", "&amp;", "&#35;", "&#x41;", "&bogus;", "\\*", "\\\\", "\\", "  ", "\t", "[", "]", "(", ")", "!",
);
const line = fc.array(inline, { minLength: 1, maxLength: 8 }).map((a) => a.join(" "));
const lines = fc.tuple(fc.array(line, { minLength: 1, maxLength: 3 }), eol, fc.constantFrom("", "  ", "\\", "   ")).map(([ls, e, brk]) => ls.join(brk + e));
const leaf: fc.Arbitrary<string> = fc.oneof(
  lines,
  fc.tuple(fc.integer({ min: 1, max: 7 }), line, fc.constantFrom("", " #", " ###", "#")).map(([d, l, close]) => `${"#".repeat(d)} ${l}${close}`),
  fc.tuple(lines, eol, fc.constantFrom("===", "---", "  =", "-")).map(([l, e, u]) => l + e + u),
  fc.constantFrom("---", "***", "* * *", "___"),
  fc.tuple(fc.constantFrom("```", "~~~", "````", "```js", "``` js meta", "~~~ a&amp;b"), fc.array(fc.oneof(line, fc.constant(""), fc.constant("\tx")), { maxLength: 4 }), fc.boolean(), eol).map(
    ([f, body, closed, e]) => [f, ...body, ...(closed ? [f.replace(/ .*|[a-z]+$/, "")] : [])].join(e),
  ),
  fc.constantFrom(
    "<div>\ntext\n</div>", "<!-- a\n\nb -->", "<script>\nx\n\n</script>", "<?x\n?>", "<!DOCTYPE html>", "<![CDATA[\n]]>", "<custom-el>\n*x*", "</p>",
    "[ref]: /url \"Title\"", "[Ref]: <u v>\n  'title'", "[text]: /t", "[a]:\n/b",
  ),
);
const containerPrefix = fc.constantFrom("- ", "* ", "+ ", "1. ", "2) ", "> ", "  - ", "-\t", ">\t", "10. ", "   > ", "- > ", "> - ", "> > ", "- - ", "1. - ");
const block: fc.Arbitrary<string> = fc.tuple(fc.array(containerPrefix, { maxLength: 3 }), leaf, fc.constantFrom("", "  ", "   ", "    ", "\t"), eol).map(
  ([prefixes, body, indent, e]) => {
    const prefix = prefixes.join("");
    const [first, ...rest] = body.split(/\r\n|\r|\n/);
    // Continuation lines: indented to the container, or lazy, or re-marked.
    return [prefix + first, ...rest.map((l, k) => (k % 2 ? indent + l : " ".repeat(prefix.length) + l))].join(e);
  },
);
const doc = fc
  .tuple(
    fc.constantFrom("", "", "", "---\ntitle: x\n---\n", "+++\na = 1\n+++\n", "---\nunclosed: y\n", "\uFEFF"),
    fc.array(fc.tuple(block, fc.constantFrom("\n", "\n\n", "\n\n\n", "\r\n\r\n", "\n  \n")), { minLength: 1, maxLength: 8 }),
  )
  .map(([front, blocks]) => front + blocks.map(([b, sep]) => b + sep).join(""));

// Random text: pieces that mean something to Markdown, to line breaks or to columns, and arbitrary strings.
const special = fc.constantFrom(
  ..."#*_`~>-+=:.!\\[](){}<>\"'&;/@\n\r\t 1aé".split(""),
  "\r\n", "\u0000", "\ufeff", "😀", "```", "~~~", "---", "+++", "&amp;", "&#35;", "&#x41;", "<!--", "-->", "<div>", "</div>", "<a href=\"x\">", "<?", "?>", "<![CDATA[", "]]>", "http://", "mailto:", "    ", "\t\t",
);
const text = fc.array(fc.oneof(special, special, special, fc.string({ maxLength: 6 })), { maxLength: 80 }).map((a) => a.join(""));

describe("random Markdown", () => {
  const runs = Number(process.env.COMPILE_FUZZ_RUNS ?? 300);
  const seed = Number(process.env.COMPILE_FUZZ_SEED ?? 20261130);
  const check = (input: string) => {
    const d = differences(input);
    if (d.length) throw new Error(`${JSON.stringify(input)}\n${d.join("\n")}`);
  };
  it(`${runs} documents built from the constructs give fromMarkdown's tree`, { timeout: Math.max(60_000, runs * 100) }, () => {
    fc.assert(fc.property(doc, check), { numRuns: runs, seed });
  });
  it(`${runs} texts of Markdown punctuation, line breaks and tabs give fromMarkdown's tree`, { timeout: Math.max(60_000, runs * 100) }, () => {
    fc.assert(fc.property(text, check), { numRuns: runs, seed });
  });
});
