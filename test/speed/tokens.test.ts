// The token bounds in src/document/tokens.ts (words below, bytes above) must bracket tiktoken's exact
// count, always: the budget rules decide on them without loading tiktoken.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countTokens, LazyTokenCounter, wordStarts } from "../../src/document/tokens.js";

const ENCODINGS = ["o200k_base", "cl100k_base"] as const;
const corpusDir = "/work/shared/corpus/";
const corpus = (() => {
  try {
    return readdirSync(corpusDir).filter((f) => f.endsWith(".md")).map((f) => readFileSync(corpusDir + f, "utf8"));
  } catch {
    return [] as string[];
  }
})();

// deterministic PRNG
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const ATOMS = [
  "the", " the", "The", " THE", "budget", " handoff", "Hello", "world", " ", "  ", "   ", "\t", "\n", "\n\n", "\r\n", " \n",
  "'s", "'S", "'ll", "'Re", "'\u017f", "don't", "I'm", ".", ",", "!", "?", "...", "**", "##", "- ", "`", "```", "/", "//", "\\",
  "0", "12", "123", "4567", "3.14", "café", "naïve", "e\u0301", "Straße", "ΑΒΓ", "мир", "日本語", "かな", "한국어", "々",
  "\u{1F600}", "\u{1F44D}\u{1F3FD}", "\u2139\ufe0f", "\u0085", "\ufeff", "\u00a0", "\u2003", "\u3000", "\u2028", "x", "Q",
  "\u{10400}", "\u{1D400}", "\u{20000}", "ǅ", "ʰ", "ª", "Ⅻ", "①", "-->", "<!--", "http://x.y/z", "a_b", "A1", "$", "€", "→",
];
const STABLE_ATOMS = ATOMS.filter((a) => !/[\u{10000}-\u{10FFFF}]/u.test(a) || /\p{Extended_Pictographic}/u.test(a));
function randomText(r: () => number, n: number): string {
  const atoms = r() < 0.5 ? ATOMS : STABLE_ATOMS;
  let s = "";
  for (let i = 0; i < n; i++) s += atoms[Math.floor(r() * atoms.length)];
  return s;
}

/** The bounds of the whole text and of the part before each word bracket the exact answers. */
function check(text: string, encoding: (typeof ENCODINGS)[number]): void {
  const words = wordStarts(text, 0);
  const exact = countTokens(text, encoding);
  expect(words.length).toBeLessThanOrEqual(exact);
  expect(Buffer.byteLength(text)).toBeGreaterThanOrEqual(exact);
  const counter = new LazyTokenCounter(text, 0, encoding);
  const step = Math.max(1, Math.floor(words.length / 7));
  for (let k = 0; k < words.length; k += step) {
    // tokens starting before word k + 1's first letter: at least the k + 1 words up to it, less the one
    // whose piece may start on the character before that letter
    const at = counter.tokenOffset(k + 1 < words.length ? words[k + 1] : text.length);
    expect(k).toBeLessThanOrEqual(at);
  }
}

describe("token bounds", () => {
  it("bracket the exact count on the corpus", () => {
    for (const enc of ENCODINGS) for (const t of corpus) check(t, enc);
  });

  it("bracket the exact count on random text", () => {
    const r = rng(42);
    for (let i = 0; i < 300; i++) {
      const t = randomText(r, 1 + Math.floor(r() * 120));
      for (const enc of ENCODINGS) check(t, enc);
    }
  });

  it("exceeds/isBeyond agree with the exact answers", () => {
    const r = rng(7);
    for (let i = 0; i < 60; i++) {
      const t = randomText(r, 20 + Math.floor(r() * 200));
      for (const enc of ENCODINGS) {
        const exact = countTokens(t, enc);
        for (const limit of [0, 1, Math.floor(exact / 2), exact - 1, exact, exact + 1, exact * 2]) {
          const fresh = new LazyTokenCounter(t, 0, enc);
          expect(fresh.exceeds(limit)).toBe(exact > limit);
          const off = Math.floor(r() * t.length);
          const ref = new LazyTokenCounter(t, 0, enc).tokenOffset(off);
          expect(new LazyTokenCounter(t, 0, enc).isBeyond(off, limit)).toBe(ref > limit);
        }
      }
    }
  });

  it("countBounds brackets count(range)", () => {
    const r = rng(11);
    let checked = 0;
    for (let i = 0; i < 80; i++) {
      const t = randomText(r, 10 + Math.floor(r() * 150));
      for (const enc of ENCODINGS) {
        const exact = new LazyTokenCounter(t, 0, enc);
        for (let j = 0; j < 6; j++) {
          const a = Math.floor(r() * t.length);
          const b = a + Math.floor(r() * (t.length - a + 1));
          const [lo, hi] = new LazyTokenCounter(t, 0, enc).countBounds([a, b]);
          const n = exact.count([a, b]);
          expect(lo).toBeLessThanOrEqual(n);
          expect(hi).toBeGreaterThanOrEqual(n);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("decides a 2 KB prose handoff against small and large limits without the tokenizer", () => {
    const t = "Fix the failing test in the parser and report what you changed. ".repeat(32);
    const c = new LazyTokenCounter(t, 0, "o200k_base");
    expect(c.exceeds(150)).toBe(true);
    expect(c.exceeds(4000)).toBe(false);
    expect(c.loaded).toBe(false);
  });
});
