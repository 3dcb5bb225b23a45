// Hostile Markdown: every rule runs on it without failing, every position is exact (columns in UTF-16
// code units, as editors count them), and what follows a broken construct is still linted.
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { parseHandoff } from "../../src/document/parse.js";
import type { LintResult } from "../../src/types.js";
import { PLUGIN } from "../core/util.js";

/** Every built-in rule (strict) plus the test rule that reports each MARK. */
const config = { extends: "strict", plugins: [PLUGIN], rules: { "test-mark": "error" as const } };
async function lint(text: string): Promise<LintResult> {
  const r = await lintText(text, { config, cwd: import.meta.dirname });
  for (const m of r.messages) {
    expect(m.fatal, `${m.ruleId}: ${m.message}`).toBeFalsy();
    expect(m.range[0]).toBeGreaterThanOrEqual(0);
    expect(m.range[0]).toBeLessThanOrEqual(m.range[1]);
    expect(m.range[1]).toBeLessThanOrEqual(text.length);
  }
  return r;
}
const marks = (r: LintResult) => r.messages.filter((m) => m.ruleId === "test-mark").map((m) => [m.line, m.column, m.endLine, m.endColumn]);

describe("broken constructs: the rest is still linted", () => {
  it("an unclosed code fence runs to the end: a code block, masked from prose", async () => {
    const text = "Intro MARK.\n\n```js\nconst a = MARK;\n\n## not a heading\n";
    const r = await lint(text);
    expect(marks(r)).toEqual([
      [1, 7, 1, 11],
      [4, 11, 4, 15],
    ]);
    const doc = parseHandoff(text);
    expect(doc.blocks.filter((b) => b.kind === "code").map((b) => b.range[1])).toEqual([text.length]);
    expect(doc.sections.map((s) => s.heading)).toEqual([null]);
  });

  it("an HTML comment that never closes is HTML to the end, and a directive in it does nothing", async () => {
    const text = "Fix MARK.\n\n<!-- handoff-lint-disable test-mark\nMARK\n\nstill MARK\n";
    const r = await lint(text);
    expect(marks(r)).toEqual([
      [1, 5, 1, 9],
      [4, 1, 4, 5],
      [6, 7, 6, 11],
    ]);
  });

  it("malformed frontmatter: a diagnostic at its line, the rest linted; an alias bomb is refused", async () => {
    const bomb = "---\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n---\nDo MARK.\n";
    const r = await lint(bomb);
    expect(r.messages.filter((m) => m.ruleId === null).map((m) => [m.line, m.message.slice(0, 25)])).toEqual([[1, "Invalid frontmatter YAML:"]]);
    expect(marks(r)).toEqual([[7, 4, 7, 8]]);
    const unclosed = await lint("---\ntitle: [unclosed\nMARK\n");
    expect(marks(unclosed)).toEqual([[3, 1, 3, 5]]);
    const tabs = await lint("---\n\tbad: indent\n---\nMARK\n");
    expect(tabs.messages.find((m) => m.ruleId === null)?.line).toBe(2);
    expect(marks(tabs)).toEqual([[4, 1, 4, 5]]);
  });
});

describe("depth and length", () => {
  it("10,000 nested quotes or list levels on one line: no stack overflow, the text after is still read", { timeout: 120_000 }, async () => {
    for (const prefix of ["> ".repeat(10_000), ">".repeat(10_000), "- ".repeat(10_000), "1. ".repeat(10_000), "* > ".repeat(5_000)]) {
      const r = await lint(`${prefix}MARK here\n\nThen MARK.\n`);
      expect(marks(r)).toEqual([
        [1, prefix.length + 1, 1, prefix.length + 5],
        [3, 6, 3, 10],
      ]);
    }
  });

  it("list nesting by indentation, 400 levels deep", async () => {
    const text = Array.from({ length: 400 }, (_, i) => `${" ".repeat(2 * i)}- item ${i}`).join("\n") + "\nMARK\n";
    expect(marks(await lint(text))).toEqual([[401, 1, 401, 5]]);
  });

  it("emphasis nested 10,000 deep and 100,000 backticks", { timeout: 180_000 }, async () => {
    const nested = "*a ".repeat(10_000) + "MARK" + " a*".repeat(10_000) + "\n";
    expect(marks(await lint(nested))).toEqual([[1, 30_001, 1, 30_005]]);
    const stars = "**".repeat(8_000) + "MARK" + "**".repeat(8_000) + "\n";
    expect(marks(await lint(stars))).toEqual([[1, 16_001, 1, 16_005]]);
    const ticks = "`".repeat(100_000) + " MARK\n";
    expect(marks(await lint(ticks))).toEqual([[1, 100_002, 1, 100_006]]);
    const spans = "`a`` ".repeat(20_000) + "MARK\n";
    expect(marks(await lint(spans))).toEqual([[1, 100_001, 1, 100_005]]);
  });

  it("a 1 MB line and a table of 5,000 columns", { timeout: 180_000 }, async () => {
    const line = "word ".repeat(200_000) + "MARK\n";
    expect(marks(await lint(line))).toEqual([[1, 1_000_001, 1, 1_000_005]]);
    const cols = 5_000;
    const table = `|${" h |".repeat(cols)}\n|${"---|".repeat(cols)}\n|${" c |".repeat(cols - 1)} MARK |\nAfter MARK.\n`;
    const r = await lint(table);
    expect(marks(r)).toEqual([
      [3, 4 * (cols - 1) + 3, 3, 4 * (cols - 1) + 7],
      [4, 7, 4, 11],
    ]);
  });
});

describe("line breaks and characters: columns as editors count them", () => {
  it("mixed CRLF, LF and lone CR", async () => {
    expect(marks(await lint("a MARK\r\nb MARK\nc MARK\rd MARK"))).toEqual([
      [1, 3, 1, 7],
      [2, 3, 2, 7],
      [3, 3, 3, 7],
      [4, 3, 4, 7],
    ]);
  });

  it("zero-width and right-to-left characters are one column each", async () => {
    expect(marks(await lint("\u200b\u200bMARK \u202eMARK\u202c \u200fשלום MARK\n"))).toEqual([
      [1, 3, 1, 7],
      [1, 9, 1, 13],
      [1, 21, 1, 25],
    ]);
  });

  it("emoji and other astral characters are two columns (UTF-16 code units); a BOM is none", async () => {
    expect(marks(await lint("\ufeff😀😀 MARK 👩‍👩‍👧 MARK 𝕏MARK\n"))).toEqual([
      [1, 6, 1, 10],
      [1, 20, 1, 24],
      [1, 27, 1, 31],
    ]);
  });

  it("NUL, lone surrogates and control characters in a text handed over directly", async () => {
    expect(marks(await lint("a\u0000b \ud800 \udc00 \u0007 MARK\n"))).toEqual([[1, 11, 1, 15]]);
  });
});

describe("text handed over directly is held to maxFileSize too", () => {
  it("over the limit: one fatal message naming the sizes, nothing else", async () => {
    const r = await lintText("é".repeat(600), { config: { maxFileSize: 1000 }, cwd: import.meta.dirname });
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]).toMatchObject({ fatal: true, severity: 2, line: 1, column: 1 });
    expect(r.messages[0].message).toBe("Too large to lint (1.2 KB, limit 1000 B): not linted. Raise `maxFileSize` in the config to lint it.");
    expect((await lintText("é".repeat(400), { config: { maxFileSize: 1000 }, cwd: import.meta.dirname })).messages.every((m) => !m.fatal)).toBe(true);
  });
});
