// The token bounds in src/document/tokens.ts must bracket tiktoken's exact count, always: context-budget
// and the other budget rules decide on them without loading tiktoken.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countTokens, getEncoder, LazyTokenCounter, tokenBounds, upperBounds } from "../../src/document/tokens.js";
import { TOKEN_WORDS } from "../../src/document/token-words.js";

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

function check(text: string, encoding: (typeof ENCODINGS)[number]): boolean {
  const b = tokenBounds(text, 0, encoding);
  if (!b.trusted) return false;
  const n = b.starts.length;
  const upper = upperBounds(b);
  const exact = countTokens(text, encoding);
  expect(n).toBeLessThanOrEqual(exact);
  expect(upper[n]).toBeGreaterThanOrEqual(exact);
  // prefix bounds (isBeyond): tokens starting before each piece boundary
  const counter = new LazyTokenCounter(text, 0, encoding);
  const step = Math.max(1, Math.floor(n / 7));
  for (let k = 0; k < n; k += step) {
    const at = counter.tokenOffset(b.starts[k]);
    expect(k).toBeLessThanOrEqual(at);
    expect(upper[k]).toBeGreaterThanOrEqual(at);
  }
  return true;
}

describe("token bounds", () => {
  it("every TOKEN_WORDS entry is one token in both encodings", () => {
    const words: string[] = [];
    for (const [len, bucket] of Object.entries(TOKEN_WORDS)) {
      const L = Number(len);
      expect(bucket.length % L).toBe(0);
      for (let i = 0; i < bucket.length; i += L) words.push(bucket.slice(i, i + L));
      for (let i = L; i < bucket.length; i += L) expect(bucket.slice(i - L, i) < bucket.slice(i, i + L)).toBe(true);
    }
    expect(words.length).toBeGreaterThan(1000);
    for (const enc of ENCODINGS) {
      const e = getEncoder(enc);
      const bad = words.filter((w) => e.encode(w, [], []).length !== 1);
      expect(bad).toEqual([]);
    }
  });

  it("bracket the exact count on the corpus", () => {
    let trusted = 0;
    for (const enc of ENCODINGS) for (const t of corpus) if (check(t, enc)) trusted++;
    if (corpus.length > 0) expect(trusted).toBeGreaterThan(corpus.length); // most files use the split
  });

  it("bracket the exact count on random text", () => {
    const r = rng(42);
    let trusted = 0;
    for (let i = 0; i < 300; i++) {
      const t = randomText(r, 1 + Math.floor(r() * 120));
      for (const enc of ENCODINGS) if (check(t, enc)) trusted++;
    }
    expect(trusted).toBeGreaterThan(250);
  });

  it("distrusts text with letters outside stable blocks", () => {
    expect(tokenBounds("abc \u{20000}", 0, "o200k_base").trusted).toBe(false);
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

  it("bracket the exact count on random ASCII code and identifiers, piece by piece", () => {
    // Pieces that are not one token get the tighter bound (no two one-byte tokens side by side when
    // their pair is a token): stress it with letter runs, camelCase, paths, flags and punctuation.
    const r = rng(23);
    const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@#'\"()[]{}<>;,*+!?$%&|~^` ";
    let tighter = 0;
    for (let i = 0; i < 150; i++) {
      let t = "";
      const n = 20 + Math.floor(r() * 120);
      for (let j = 0; j < n; j++) {
        const c = r();
        // runs of letters (rare pairs included: "qx", "zj"), then a separator
        if (c < 0.7) t += alphabet[Math.floor(r() * 52)];
        else if (c < 0.8) t += alphabet[52 + Math.floor(r() * 10)];
        else t += alphabet[62 + Math.floor(r() * (alphabet.length - 62))];
      }
      for (const enc of ENCODINGS) {
        expect(check(t, enc)).toBe(true);
        const b = tokenBounds(t, 0, enc);
        if (upperBounds(b)[b.starts.length] < Buffer.byteLength(t) * 0.9) tighter++;
        const counter = new LazyTokenCounter(t, 0, enc);
        for (let k = 0; k < b.starts.length; k++) {
          const s0 = b.starts[k];
          const s1 = k + 1 < b.starts.length ? b.starts[k + 1] : t.length;
          expect(upperBounds(b)[k + 1] - upperBounds(b)[k]).toBeGreaterThanOrEqual(counter.count([s0, s1]));
        }
      }
    }
    expect(tighter).toBeGreaterThan(100); // the bound is really tighter than bytes on such text
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
