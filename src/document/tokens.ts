// Token counting with tiktoken, loaded only when a decision needs an exact count.
//
// Rules ask questions ("more than N tokens?", "past N tokens?", "what share?"), and most are answered by
// two bounds that need no tokenizer:
// - above: UTF-8 bytes. Every token is at least one byte, so a text (or a range, or the part before an
//   offset) has at most as many tokens as bytes.
// - below: words. tiktoken's encodings split the text before encoding it, and a run of letters is never
//   split across two of those pieces' boundaries nor shares a piece with another run (but for English
//   contractions: `it's`). So a run of ASCII letters between ASCII non-letters, not after an apostrophe,
//   starts a piece of its own (at its first letter, or at the one character before it), and every piece
//   is at least one token. Runs that touch other letters or marks (`café`) are not counted.
// Only when a limit lies between the bounds is tiktoken loaded, and then the whole text is encoded once:
// token counts are the same whichever way they are asked. One exception (issue 18, hostile inputs): a run
// of over 256 letters, spaces or symbols without a break is one piece to tiktoken, whose merge is
// quadratic in a piece's length (256 KB of one letter: 70 s); such a run is encoded in slices of 256
// characters (encodeInSlices), so its count may differ from tiktoken's by about a token a slice. Prose
// and code never hold such a run; the hostile shapes do.
import type { Range, TokenCounter } from "../types.js";
import { utf8Length } from "./lines.js";
import { loadPackage, readJson } from "../load.js";

type Encoding = "o200k_base" | "cl100k_base";

interface Encoder {
  encode(text: string, allowed?: unknown, disallowed?: unknown): Uint32Array;
  decode_single_token_bytes(token: number): Uint8Array;
}

const encoders = new Map<Encoding, Encoder>();

/** Load (once per process) the tiktoken encoder for an encoding. Synchronous. */
export function getEncoder(encoding: Encoding): Encoder {
  let enc = encoders.get(encoding);
  if (!enc) {
    const { Tiktoken } = loadPackage<typeof import("tiktoken/lite")>("tiktoken/lite");
    // (The vocabulary, 2.3 MB of JSON for o200k_base, is copied into the encoder and not kept: readJson.)
    const ranks = readJson<{ bpe_ranks: string; special_tokens: Record<string, number>; pat_str: string }>(`tiktoken/encoders/${encoding}.json`);
    enc = new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str) as unknown as Encoder;
    encoders.set(encoding, enc);
  }
  return enc;
}

export function isEncoderLoaded(encoding?: Encoding): boolean {
  return encoding ? encoders.has(encoding) : encoders.size > 0;
}

/** Exact token count of a string. Special-token text is counted as ordinary text. */
export function countTokens(text: string, encoding: Encoding = "o200k_base"): number {
  if (text.length === 0) return 0;
  return encodeInSlices(getEncoder(encoding), text).length;
}

/** A run longer than SLICE that tiktoken would take as one piece: letters (and marks), whitespace, or symbols. */
const SLICE = 256;
const LONG_RUN = /[\p{L}\p{M}]{257,}|\s{257,}|[^\s\p{L}\p{M}\p{N}]{257,}/gu;

/** The tokens of `text`: one encode, but each long run (see the header) in slices of SLICE characters. */
function encodeInSlices(enc: Encoder, text: string): Uint32Array {
  LONG_RUN.lastIndex = 0;
  let m = LONG_RUN.exec(text);
  if (!m) return enc.encode(text, [], []);
  const parts: Uint32Array[] = [];
  let total = 0;
  const encode = (from: number, to: number) => {
    if (to <= from) return;
    const ids = enc.encode(text.slice(from, to), [], []);
    parts.push(ids);
    total += ids.length;
  };
  // (never a cut between the two halves of a surrogate pair: the bytes of the slices add up to the text's)
  const cutAt = (i: number) => (i < text.length && text.charCodeAt(i) >= 0xdc00 && text.charCodeAt(i) <= 0xdfff ? i + 1 : i);
  let from = 0;
  for (; m; m = LONG_RUN.exec(text)) {
    const end = m.index + m[0].length;
    for (let cut = cutAt(m.index + SLICE); from < end; cut = cutAt(Math.min(cut + SLICE, end))) {
      encode(from, cut);
      from = cut;
    }
  }
  encode(from, text.length);
  const out = new Uint32Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** Byte length of each token id seen so far (0 = not yet known), per encoding: one call into tiktoken per distinct token. */
const lengthTables = new Map<Encoding, Uint16Array>();
function tokenLengths(encoding: Encoding): Uint16Array {
  let t = lengthTables.get(encoding);
  if (!t) {
    t = new Uint16Array(encoding === "o200k_base" ? 200_064 : 100_352);
    lengthTables.set(encoding, t);
  }
  return t;
}

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A character that ends a word on either side: ASCII and not a letter (digits and punctuation are pieces of their own). */
const isAsciiNonLetter = (c: number) => c < 128 && !isAsciiLetter(c);
const APOSTROPHE = 39;

/**
 * Where each countable word starts (see the header): runs of ASCII letters with an ASCII non-letter (or
 * the text's edge) on both sides, and no apostrophe before. Sorted offsets into `text`.
 */
export function wordStarts(text: string, from: number): Uint32Array {
  const out: number[] = [];
  const n = text.length;
  let i = from;
  while (i < n) {
    if (!isAsciiLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && isAsciiLetter(text.charCodeAt(i))) i++;
    const before = start > from ? text.charCodeAt(start - 1) : -1;
    const after = i < n ? text.charCodeAt(i) : -1;
    if ((before === -1 || (isAsciiNonLetter(before) && before !== APOSTROPHE)) && (after === -1 || isAsciiNonLetter(after))) out.push(start);
  }
  return Uint32Array.from(out);
}

/** Number of values in a sorted array below `x`. */
function countBelow(sorted: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class LazyTokenCounter implements TokenCounter {
  readonly bytes: number;
  private tokenStartBytes: Float64Array | null = null; // byte offset (from `start`) where each token starts
  private charBytes: Uint32Array | null = null; // byte offset of each char offset (prefix sums)
  private words: Uint32Array | null = null;
  private bytesQuestions = 0;

  constructor(
    private readonly text: string,
    private readonly start: number,
    readonly encoding: Encoding,
  ) {
    this.bytes = utf8Length(text, start);
  }

  get loaded(): boolean {
    return this.tokenStartBytes !== null;
  }

  bytesBefore(offset: number): number {
    if (offset <= this.start) return 0;
    const at = this.pairStart(Math.min(offset, this.text.length));
    if (this.charBytes) return this.charBytes[at];
    // One or two questions are answered by counting; a rule that asks per section or per entry would
    // count the text over and over (quadratic on a large file), so from the third on use prefix sums.
    if (++this.bytesQuestions > 2) return this.prefixBytes()[at];
    return utf8Length(this.text, this.start, at);
  }

  /** UTF-8 byte offset (from `start`) of every char offset; a position inside a surrogate pair maps to the pair's start. */
  private prefixBytes(): Uint32Array {
    if (this.charBytes) return this.charBytes;
    const cb = new Uint32Array(this.text.length + 1);
    let n = 0;
    for (let i = 0; i < this.text.length; i++) {
      cb[i] = n;
      if (i < this.start) continue;
      const c = this.text.charCodeAt(i);
      if (c < 0x80) n += 1;
      else if (c < 0x800) n += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < this.text.length) {
        const d = this.text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) {
          cb[i + 1] = n;
          n += 4;
          i++;
          continue;
        }
        n += 3;
      } else n += 3;
    }
    cb[this.text.length] = n;
    this.charBytes = cb;
    return cb;
  }

  /** Encode the whole text once: where every token starts, in bytes. */
  private ensure(): Float64Array {
    if (this.tokenStartBytes) return this.tokenStartBytes;
    const enc = getEncoder(this.encoding);
    const ids = encodeInSlices(enc, this.start ? this.text.slice(this.start) : this.text);
    const starts = new Float64Array(ids.length);
    const lengths = tokenLengths(this.encoding);
    let b = 0;
    for (let i = 0; i < ids.length; i++) {
      starts[i] = b;
      const id = ids[i];
      let len = id < lengths.length ? lengths[id] : 0;
      if (len === 0) {
        len = enc.decode_single_token_bytes(id).length;
        if (id < lengths.length) lengths[id] = len;
      }
      b += len;
    }
    this.prefixBytes();
    this.tokenStartBytes = starts;
    return starts;
  }

  total(): number {
    if (this.bytes === 0) return 0;
    return this.ensure().length;
  }

  /** Tokens that start before `offset`. */
  tokenOffset(offset: number): number {
    if (offset <= this.start) return 0;
    const starts = this.ensure();
    return countBelow(starts, this.bytesBefore(offset));
  }

  count(range: Range): number {
    if (range[1] <= range[0]) return 0;
    return this.tokenOffset(range[1]) - this.tokenOffset(range[0]);
  }

  private wordList(): Uint32Array {
    return (this.words ??= wordStarts(this.text, this.start));
  }

  /** At least this many tokens start in [from, to): one per word whose piece surely starts there (its first letter, or the character before). */
  private wordsIn(from: number, to: number): number {
    const words = this.wordList();
    const lo = from <= this.start ? 0 : countBelow(words, from + 1);
    return Math.max(0, countBelow(words, to) - lo);
  }

  /**
   * Bounds [lo, hi] on count(range) without the tokenizer (exact [n, n] once it is loaded): at least the
   * words whose pieces start in the range, at most its bytes.
   */
  countBounds(range: Range): [number, number] {
    if (this.tokenStartBytes) {
      const n = this.count(range);
      return [n, n];
    }
    const r0 = this.pairStart(Math.max(range[0], this.start));
    const r1 = this.pairStart(Math.min(range[1], this.text.length));
    if (r1 <= r0) return [0, 0];
    return [this.wordsIn(r0, r1), this.bytesBefore(r1) - this.bytesBefore(r0)];
  }

  exceeds(limit: number): boolean {
    if (this.bytes <= limit) return false;
    if (this.tokenStartBytes) return this.tokenStartBytes.length > limit;
    if (limit < 1) return true;
    if (this.wordList().length > limit) return true;
    return this.total() > limit;
  }

  isBeyond(offset: number, limit: number): boolean {
    if (this.bytesBefore(offset) <= limit) return false;
    if (!this.tokenStartBytes && this.wordsIn(this.start, this.pairStart(Math.min(offset, this.text.length))) > limit) return true;
    return this.tokenOffset(offset) > limit;
  }

  /** An offset inside a surrogate pair stands for the pair's start (as in tokenOffset). */
  private pairStart(offset: number): number {
    const t = this.text;
    if (offset > 0 && offset < t.length && (t.charCodeAt(offset) & 0xfc00) === 0xdc00 && (t.charCodeAt(offset - 1) & 0xfc00) === 0xd800) return offset - 1;
    return offset;
  }
}
