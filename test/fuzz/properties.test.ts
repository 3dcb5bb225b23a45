// Property tests: for arbitrary Unicode text and for arbitrary Markdown built from a grammar (headings,
// lists, fences, quotes, tables, HTML, frontmatter, slots), linting never throws, every reported range lies
// in the text with start <= end and positions that match it, results are deterministic, fixing settles (the
// fixed text has nothing left to fix and a second fix changes nothing), and the chunked parse is the parse.
// `npm test` runs a few cases (FUZZ_RUNS overrides); `npm run fuzz` runs 20,000.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { parseHandoff } from "../../src/document/parse.js";
import { parseMarkdown } from "../../src/document/markdown.js";
import { whole } from "../helpers/whole-parse.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const TIMEOUT = Math.max(60_000, RUNS * 200);
const config = { extends: "strict" };
const cwd = import.meta.dirname;

// Characters that mean something to Markdown, to line breaks or to columns, mixed into arbitrary text.
const special = fc.constantFrom(
  ..."#*_`~>-+|[](){}<>!\\=:.\"'\n\r\t ".split(""),
  "\r\n", "\u0000", "\ufeff", "\u200b", "\u202e", "\ud800", "\udc00", "😀", "👩‍👩‍👧", "é", "中", "{{", "}}", "{%", "%}", "${", "<!--", "-->", "```", "---\n",
);
const unicode = fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 8 }), special), { maxLength: 60 }).map((a) => a.join(""));

// Markdown from a grammar.
const word = fc.constantFrom("fix", "the", "loader", "MARK", "src/a.ts", "`code`", "**bold**", "_em_", "[link](https://x.io)", "{name}", "{{ file_content }}", "${var}", "<b>", "as discussed", "the endpoint", "Return", "Goal:", "😀", "é", "\\*", "&amp;", "[ref]", "[^1]");
const words = fc.array(word, { minLength: 1, maxLength: 12 }).map((w) => w.join(" "));
const eol = fc.constantFrom("\n", "\r\n");
const block: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 6 }), words).map(([d, w]) => `${"#".repeat(d)} ${w}`),
  fc.array(fc.tuple(fc.constantFrom("- ", "* ", "1. ", "  - ", "    - ", "- [ ] "), words), { minLength: 1, maxLength: 5 }).map((items) => items.map(([m, w]) => m + w).join("\n")),
  fc.tuple(fc.constantFrom("```", "~~~", "````", "```ts", "```json"), fc.array(words, { maxLength: 6 }), fc.boolean()).map(([f, lines, closed]) => [f, ...lines, closed ? f.replace(/[a-z]+$/, "") : ""].join("\n")),
  fc.array(words, { minLength: 1, maxLength: 4 }).map((lines) => lines.map((l) => "> " + l).join("\n")),
  fc.tuple(fc.integer({ min: 1, max: 5 }), fc.array(words, { minLength: 1, maxLength: 4 })).map(([n, cells]) => [`|${" h |".repeat(n)}`, `|${"---|".repeat(n)}`, ...cells.map((c) => `| ${c} |`)].join("\n")),
  fc.constantFrom("<!-- handoff-lint-disable -->", "<!-- handoff-lint-enable -->", "<!-- handoff-lint-disable-next-line test-mark -->", "<!-- never closed", "<div>", "</div>", "---", "***", "[ref]: https://example.com", "[^1]: a note"),
  fc.integer({ min: 100, max: 160 }).map((n) => "```\n" + "log line\n".repeat(n) + "```"),
  words,
);
const frontmatter = fc.oneof(
  fc.constant(""),
  fc.constantFrom("---\ntitle: x\n---\n", "---\nvariables: [name, topic]\n---\n", "---\nattempt: 2\nbudget: 50\n---\n", "---\nbad: [unclosed\n---\n", "+++\na = 1\n+++\n", "---\nno close\n"),
);
const markdown = fc
  .tuple(frontmatter, fc.array(fc.tuple(block, fc.constantFrom("\n\n", "\n", "\n\n\n")), { maxLength: 14 }), eol, fc.boolean())
  .map(([fm, blocks, nl, bom]) => (bom ? "\ufeff" : "") + fm + blocks.map(([b, sep]) => b + sep).join("").replace(/\n/g, nl));

async function checkLint(text: string): Promise<void> {
  const r = await lintText(text, { config, cwd });
  const doc = parseHandoff(text);
  for (const m of r.messages) {
    expect(m.fatal, `${m.ruleId}: ${m.message}`).toBeFalsy();
    expect(m.range[0]).toBeGreaterThanOrEqual(0);
    expect(m.range[0]).toBeLessThanOrEqual(m.range[1]);
    expect(m.range[1]).toBeLessThanOrEqual(text.length);
    expect(doc.positionAt(m.range[0])).toEqual({ line: m.line, column: m.column });
    expect(doc.positionAt(m.range[1])).toEqual({ line: m.endLine, column: m.endColumn });
  }
  // Deterministic.
  const again = await lintText(text, { config, cwd });
  expect(JSON.stringify(again)).toBe(JSON.stringify(r));
  // Fixing settles: nothing fixable is left, and fixing the fixed text changes nothing.
  const fixed = await lintText(text, { config, cwd, fix: true });
  if (fixed.output !== undefined) {
    const after = await lintText(fixed.output, { config, cwd });
    expect(after.messages.filter((m) => m.fix)).toEqual([]);
    expect((await lintText(fixed.output, { config, cwd, fix: true })).output).toBeUndefined();
  }
}


describe("properties", () => {
  it(`arbitrary Unicode text (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    await fc.assert(fc.asyncProperty(unicode, checkLint), { numRuns: RUNS });
  });

  it(`arbitrary Markdown from a grammar (${RUNS} runs)`, { timeout: TIMEOUT }, async () => {
    await fc.assert(fc.asyncProperty(markdown, checkLint), { numRuns: RUNS });
  });

  it(`the chunked parse, cut at every safe boundary, is the parse (${RUNS * 5} runs)`, { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.oneof(markdown, unicode), (text) => {
        const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
        expect(JSON.stringify(parseMarkdown(body, { minChunk: 0, maxChunk: Infinity }))).toBe(JSON.stringify(whole.parse(body)));
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
