// Exact counts piece by piece (LazyTokenCounter.countPieces) against one encode of the whole text: the
// total and the token offset of every position must be the same, on the repository's Markdown, the
// labeled corpus when present, and random text mixing words, numbers, whitespace runs, punctuation,
// contractions, CJK, accents and emoji, in both encodings. Repeated pieces come from the memo, so each
// text is counted twice (cold and warm memo).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LazyTokenCounter, tokenBounds } from "../../src/document/tokens.js";
import { tokenStarts } from "../helpers/token-starts.js";
import { ROOT } from "./util.js";

type Encoding = "o200k_base" | "cl100k_base";

/** Reference: token count of the whole text from `start`, and the tokens that start before each UTF-8 byte. */
function reference(text: string, start: number, encoding: Encoding): { total: number; before: (offset: number) => number } {
  const starts = tokenStarts(text.slice(start), encoding);
  return {
    total: starts.length,
    before(offset: number) {
      if (offset <= start) return 0;
      let e = Math.min(offset, text.length);
      if (e > 0 && e < text.length && (text.charCodeAt(e) & 0xfc00) === 0xdc00 && (text.charCodeAt(e - 1) & 0xfc00) === 0xd800) e--;
      const byte = Buffer.byteLength(text.slice(start, e));
      let n = 0;
      while (n < starts.length && starts[n] < byte) n++;
      return n;
    },
  };
}

function check(text: string, start: number, encoding: Encoding, every = 1): void {
  const ref = reference(text, start, encoding);
  for (let round = 0; round < 2; round++) {
    const t = new LazyTokenCounter(text, start, encoding);
    expect(t.total()).toBe(ref.total);
    for (let o = 0; o <= text.length + 1; o += every) expect(t.tokenOffset(o), `offset ${o}`).toBe(ref.before(o));
    expect(t.tokenOffset(text.length)).toBe(ref.total);
  }
}

function markdownFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".") || name === "dist" || name === "out") continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) markdownFiles(p, out);
    else if (name.endsWith(".md")) out.push(p);
  }
  return out;
}

describe("token counts piece by piece equal one encode of the whole text", () => {
  const files = [...markdownFiles(join(ROOT, "docs")), ...markdownFiles(join(ROOT, "fixtures")), ...markdownFiles(join(ROOT, "..", "shared", "corpus"))];

  it(`on ${files.length} Markdown files of the repository (and the corpus when present), both encodings`, () => {
    expect(files.length).toBeGreaterThan(20);
    let trusted = 0;
    for (const f of files) {
      const text = readFileSync(f, "utf8");
      for (const encoding of ["o200k_base", "cl100k_base"] as const) {
        if (tokenBounds(text, 0, encoding).trusted) trusted++;
        // every offset on short files, every 7th on long ones (the reference is linear per offset)
        check(text, 0, encoding, text.length > 4000 ? 97 : 7);
      }
    }
    expect(trusted).toBeGreaterThan(files.length); // the piece path really ran
  });

  it("with a start offset (frontmatter skipped)", () => {
    const text = "---\ntitle: x\n---\nDon't stop: it's 12345 items, 日本語 and 🎉🎉 here.\n\n\n   spaced   out\n";
    for (const encoding of ["o200k_base", "cl100k_base"] as const) check(text, 16, encoding);
  });

  it("on random text (both encodings)", () => {
    const part = fc.constantFrom(
      "the", " the", "The", "THE", "don't", "I'll", "we've", "it's", "123", "4567890", " ", "  ", "   ", "\t", "\n", "\r\n", "\n\n", " \n",
      "...", "!?", "//", "`code`", "**bold**", "- ", "# ", "café", "naïve", "日本語", "한국어", "🎉", "👍🏽", "ﬁ", "x", "e\u0301",
      "Mr.", "a_b", "foo-bar", "https://x.io/a?b=c", "<|endoftext|>", "ſ", "'S", "'ll", "\u00a0", "\u2003", "—", "€100",
    );
    // pieces over 128 bytes take the heap merge instead of the scan
    const long = fc.oneof(
      fc.stringMatching(/^[a-z]{60,300}$/),
      fc.stringMatching(/^[A-Za-z]{130,200}$/),
      fc.stringMatching(/^[=*#~.-]{130,400}$/),
      fc.stringMatching(/^[日本語한국어漢字]{45,120}$/),
      fc.constantFrom(" ".repeat(300), "\n".repeat(200), "ab".repeat(150), "🎉".repeat(40)),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(part, long), { maxLength: 12 }), fc.constantFrom<Encoding>("o200k_base", "cl100k_base"), (parts, encoding) => {
        check(parts.join(" "), 0, encoding, 3);
      }),
      { numRuns: Math.ceil(Number(process.env.FUZZ_RUNS ?? 300) / 3) },
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 60 }), fc.constantFrom<Encoding>("o200k_base", "cl100k_base"), (parts, encoding) => {
        check(parts.join(""), 0, encoding);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  });
});
