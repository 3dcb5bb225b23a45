// Token counting with tiktoken, loaded only when a decision needs an exact count.
// Decisions ("more than N tokens?") are first taken on proven bounds, without the tokenizer:
// - tiktoken splits text with the encoding's pre-tokenizer regex and encodes each piece on its own, so the
//   count is the sum over pieces. We split with the same regex in JS (PIECE below).
// - Lower bound: every piece is at least one token.
// - Upper bound: a piece that is a whole vocabulary entry is exactly one token (tiktoken looks the whole
//   piece up before running BPE); TOKEN_WORDS lists ASCII entries common to o200k_base and cl100k_base.
//   Any other ASCII piece is at most the most parts it can be cut into when no two one-byte parts whose
//   pair is a token sit side by side (BPE merges until no adjacent pair is a token; see pieceUpper);
//   any other piece, its UTF-8 byte count (every byte is a token).
// The split is only trusted for text whose letters, digits and marks are all in long-stable Unicode blocks
// (so the JS and Rust Unicode tables agree); other text falls back to the plain bounds 1 and bytes.
// Only when the limit lies between the bounds is tiktoken loaded. Results are exact either way.
import { createRequire } from "node:module";
import type { Range, TokenCounter } from "../types.js";
import { utf8Length } from "./lines.js";
import { pieceTokenCount, pieceTokenLengths } from "./bpe.js";
import { loadPackage } from "../load.js";

type Encoding = "o200k_base" | "cl100k_base";
interface Encoder {
  encode(text: string, allowed?: unknown, disallowed?: unknown): Uint32Array;
  decode_single_token_bytes(token: number): Uint8Array;
}

const encoders = new Map<Encoding, Encoder>();
const require = createRequire(import.meta.url);

/** Load (once per process) the tiktoken encoder for an encoding. Synchronous. */
export function getEncoder(encoding: Encoding): Encoder {
  let enc = encoders.get(encoding);
  if (!enc) {
    const { Tiktoken } = loadPackage<typeof import("tiktoken/lite")>("tiktoken/lite");
    const ranks = loadPackage<{ bpe_ranks: string; special_tokens: Record<string, number>; pat_str: string }>(`tiktoken/encoders/${encoding}.json`);
    enc = new Tiktoken(ranks.bpe_ranks, ranks.special_tokens, ranks.pat_str) as unknown as Encoder;
    encoders.set(encoding, enc);
  }
  return enc;
}

/** Byte length of each token id seen so far (0 = not yet known), per encoding. */
const lengthTables = new Map<Encoding, Uint16Array>();
function tokenLengths(encoding: Encoding): Uint16Array {
  let t = lengthTables.get(encoding);
  if (!t) {
    t = new Uint16Array(encoding === "o200k_base" ? 200_064 : 100_352);
    lengthTables.set(encoding, t);
  }
  return t;
}

// Token counts of short pieces already encoded, per encoding (countPieces). Only pieces of up to 12 chars:
// V8 copies a slice that short, where a longer one would keep the whole text it came from alive.
const MEMO_MAX_CHARS = 12;
const MEMO_MAX_ENTRIES = 100_000;
const memos = new Map<Encoding, Map<string, number>>();
function pieceCounts(encoding: Encoding): Map<string, number> {
  let m = memos.get(encoding);
  if (!m) {
    m = new Map();
    memos.set(encoding, m);
  }
  return m;
}

export function isEncoderLoaded(encoding?: Encoding): boolean {
  return encoding ? encoders.has(encoding) : encoders.size > 0;
}

/** Exact token count of a string. Special-token text is counted as ordinary text. */
export function countTokens(text: string, encoding: Encoding = "o200k_base"): number {
  if (text.length === 0) return 0;
  return getEncoder(encoding).encode(text, [], []).length;
}

// Rust regex's \s is Unicode White_Space; JS \s differs (adds U+FEFF, lacks U+0085). Spell it out.
const WS = "\\t\\n\\v\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
// (?i:'s|...) is not JS syntax on Node 20; Unicode case folding also maps U+017F (long s) to s.
const CONTRACTION = "(?:'[sS\\u017f]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])";
// Sticky: tokenBounds matches each piece where the last one ended.
/* eslint-disable regexp/optimal-quantifier-concatenation, regexp/no-useless-non-capturing-group, no-misleading-character-class -- tiktoken's own patterns and blocks, written as it writes them */
const PIECE: Record<Encoding, RegExp> = {
  o200k_base: new RegExp(
    `[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+${CONTRACTION}?` +
      `|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*${CONTRACTION}?` +
      `|\\p{N}{1,3}| ?[^${WS}\\p{L}\\p{N}]+[\\r\\n/]*|[${WS}]*[\\r\\n]+|[${WS}]+(?![^${WS}])|[${WS}]+`,
    "uy",
  ),
  cl100k_base: new RegExp(
    `${CONTRACTION}|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^${WS}\\p{L}\\p{N}]+[\\r\\n]*|[${WS}]*[\\r\\n]+|[${WS}]+(?![^${WS}])|[${WS}]+`,
    "uy",
  ),
};
// Letters, digits and marks outside these blocks (all assigned by Unicode 6) make the split untrusted.
const UNSTABLE = /(?![\u0000-\u036f\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u1e00-\u1fff\u2070-\u218f\u2460-\u24ff\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\ufe00-\ufe0f\uff00-\uffef])[\p{L}\p{N}\p{M}]/u;

let words: Record<string, string> | null = null;
/** Whether `piece` is one of the shared single-token strings (binary search in its length's bucket). */
function isTokenWord(piece: string): boolean {
  const len = piece.length;
  if (len < 2 || len > 24) return false;
  if (!words) words = require("./token-words.json") as Record<string, string>;
  const bucket = words[len];
  if (!bucket) return false;
  let lo = 0;
  let hi = bucket.length / len;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // compare bucket[mid * len, +len) with piece, code unit by code unit (as < on strings does), no slice
    const at = mid * len;
    let k = 0;
    while (k < len && bucket.charCodeAt(at + k) === piece.charCodeAt(k)) k++;
    if (k === len) return true;
    if (bucket.charCodeAt(at + k) < piece.charCodeAt(k)) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

/**
 * Upper bound on the tokens of one ASCII piece that is not itself a token. tiktoken's byte-pair merge
 * stops only when no two adjacent parts of the piece join into a vocabulary entry, so two one-byte
 * tokens are never neighbours when their pair is a token (TOKEN_WORDS holds the two-character ASCII
 * strings that are one token in both encodings). The bound is the most parts a piece can be cut into
 * under that rule, every part of two or more bytes allowed: for a run of letters about 2/3 of its
 * bytes instead of all of them. Other pieces: their UTF-8 bytes.
 */
function pieceUpper(text: string, from: number, to: number): number {
  const n = to - from;
  if (n <= 1) return utf8Length(text, from, to);
  for (let i = from; i < to; i++) if (text.charCodeAt(i) > 0x7f) return utf8Length(text, from, to);
  // one: most parts of text[from, from+i) ending in a one-byte part; many: ending in a longer part;
  // bestUpTo: the most parts of any prefix no longer than i - 2 (a longer part may start after it).
  let one = 1; // i = 1
  let many = -Infinity;
  let bestPrev = 1; // best of the prefix of length 1
  let bestUpTo = 0; // max best over prefixes of length <= i - 2 (for i = 2: the empty one)
  for (let i = 2; i <= n; i++) {
    const joined = isTokenWord(text.slice(from + i - 2, from + i));
    const nextOne = Math.max(many, joined ? -Infinity : one) + 1;
    const nextMany = bestUpTo + 1;
    bestUpTo = Math.max(bestUpTo, bestPrev);
    one = nextOne;
    many = nextMany;
    bestPrev = Math.max(one, many);
  }
  return Math.min(bestPrev, utf8Length(text, from, to));
}

/**
 * Pieces of `text` from `start` as tiktoken would split them. Bounds on the tokens of pieces 0..k-1:
 * at least k (each piece is at least one token); at most upperBounds(b)[k].
 */
export interface TokenBounds {
  /** char offset where each piece starts (absolute, into `text`) */
  starts: Uint32Array;
  /** whether the split is trusted (else only the trivial bounds are used) */
  trusted: boolean;
  text: string;
  upper: Float64Array | null;
}

/* eslint-enable regexp/optimal-quantifier-concatenation, regexp/no-useless-non-capturing-group, no-misleading-character-class */
const UNTRUSTED = (text: string): TokenBounds => ({ starts: new Uint32Array(0), trusted: false, text, upper: null });

export function tokenBounds(text: string, start: number, encoding: Encoding): TokenBounds {
  const body = start > 0 ? text.slice(start) : text;
  if (UNSTABLE.test(body)) return UNTRUSTED(text);
  // Sticky and tested, not exec'd: each piece must start where the last one ended (tiktoken's regex covers
  // every character; a gap means our split is not tiktoken's, so trust nothing), and test() makes no match
  // array per piece (a large text has hundreds of thousands of pieces).
  const re = PIECE[encoding];
  const starts = new Uint32Array(body.length);
  let n = 0;
  let at = 0;
  re.lastIndex = 0;
  while (at < body.length) {
    if (!re.test(body)) return UNTRUSTED(text);
    const end = re.lastIndex;
    if (end <= at) return UNTRUSTED(text);
    starts[n++] = at + start;
    at = end;
  }
  return { starts: starts.slice(0, n), trusted: true, text, upper: null };
}

/** upper[k]: an upper bound on the tokens of pieces 0..k-1 (computed once, on first use). */
export function upperBounds(b: TokenBounds): Float64Array {
  if (b.upper) return b.upper;
  const n = b.starts.length;
  const up = new Float64Array(n + 1);
  let acc = 0;
  for (let i = 0; i < n; i++) {
    const s = b.starts[i];
    const e = i + 1 < n ? b.starts[i + 1] : b.text.length;
    acc += e - s <= 24 && isTokenWord(b.text.slice(s, e)) ? 1 : pieceUpper(b.text, s, e);
    up[i + 1] = acc;
  }
  b.upper = up;
  return up;
}

export class LazyTokenCounter implements TokenCounter {
  readonly bytes: number;
  private byteStarts: Float64Array | null = null; // byte offset at which each token starts (countWhole)
  private piecePrefix: Uint32Array | null = null; // tokens of pieces 0..k-1 (countPieces)
  private charBytes: Uint32Array | null = null; // byte offset of each char offset (prefix sums)
  private _total: number | null = null;
  private bounds: TokenBounds | null = null;

  constructor(
    private readonly text: string,
    private readonly start: number,
    readonly encoding: Encoding,
  ) {
    this.bytes = utf8Length(text, start);
  }

  get loaded(): boolean {
    return this._total !== null;
  }

  bytesBefore(offset: number): number {
    if (offset <= this.start) return 0;
    if (this.charBytes) return this.charBytes[Math.min(offset, this.text.length)];
    // One or two questions are answered by counting; a rule that asks per section or per entry would
    // count the text over and over (quadratic on a large file), so from the third on use prefix sums.
    if (++this.bytesQuestions > 2) return this.prefixBytes()[Math.min(offset, this.text.length)];
    return utf8Length(this.text, this.start, this.pairStart(Math.min(offset, this.text.length)));
  }

  private bytesQuestions = 0;

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

  private ensure(): void {
    if (this._total !== null) return;
    const b = this.getBounds();
    if (b.trusted) this.countPieces(b);
    else this.countWhole();
  }

  /**
   * Exact counts piece by piece: tiktoken encodes each piece of its split on its own, so the count of the
   * text is the sum over the pieces, and a piece seen before (most words of a long text) is not encoded
   * again. Used when our split is tiktoken's (`trusted`); the pieces are encoded by bpe.ts with tiktoken's
   * ranks, without loading tiktoken. Tokens inside a piece are found only for offsets that land there.
   */
  private countPieces(b: TokenBounds): void {
    const memo = pieceCounts(this.encoding);
    const encoding = this.encoding;
    const text = this.text;
    const starts = b.starts;
    const n = starts.length;
    const prefix = new Uint32Array(n + 1);
    let acc = 0;
    for (let i = 0; i < n; i++) {
      const s = starts[i];
      const e = i + 1 < n ? starts[i + 1] : text.length;
      let c: number | undefined;
      if (e - s <= MEMO_MAX_CHARS) {
        const piece = text.slice(s, e);
        c = memo.get(piece);
        if (c === undefined) {
          c = pieceTokenCount(piece, encoding);
          if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
          memo.set(piece, c);
        }
      } else c = pieceTokenCount(text.slice(s, e), encoding);
      acc += c;
      prefix[i + 1] = acc;
    }
    this.piecePrefix = prefix;
    this.prefixBytes();
    this._total = acc;
  }

  /** Exact counts from one encode of the whole text: token start bytes for every token. */
  private countWhole(): void {
    const enc = getEncoder(this.encoding);
    const body = this.text.slice(this.start);
    const ids = enc.encode(body, [], []);
    const starts = new Float64Array(ids.length);
    const lengths = tokenLengths(this.encoding);
    let b = 0;
    for (let i = 0; i < ids.length; i++) {
      starts[i] = b;
      const id = ids[i];
      let len = id < lengths.length ? lengths[id] : 0;
      if (len === 0) {
        // one call into the WASM module per distinct token, not per token
        len = enc.decode_single_token_bytes(id).length;
        if (id < lengths.length) lengths[id] = len;
      }
      b += len;
    }
    this.byteStarts = starts;
    this.prefixBytes();
    this._total = ids.length;
  }

  total(): number {
    if (this.bytes === 0) return 0;
    this.ensure();
    return this._total!;
  }

  tokenOffset(offset: number): number {
    if (offset <= this.start) return 0;
    this.ensure();
    const byte = this.charBytes![Math.min(offset, this.text.length)];
    if (this.piecePrefix) return this.tokenOffsetInPieces(offset, byte);
    // number of tokens whose start byte is < byte
    const starts = this.byteStarts!;
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < byte) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** tokenOffset from piece counts: the tokens of the pieces before, and those of its own piece that start before `byte`. */
  private tokenOffsetInPieces(offset: number, byte: number): number {
    const k = this.piecesBefore(Math.min(offset, this.text.length));
    if (k === 0) return 0;
    const starts = this.bounds!.starts;
    const prefix = this.piecePrefix!;
    const i = k - 1; // the piece that starts before the offset
    const pieceStartByte = this.charBytes![starts[i]];
    const end = k < starts.length ? starts[k] : this.text.length;
    if (byte >= this.charBytes![end]) return prefix[k];
    const lengths = pieceTokenLengths(this.text.slice(starts[i], end), this.encoding);
    let n = 0;
    for (let j = 0, b = pieceStartByte; j < lengths.length && b < byte; j++) {
      n++;
      b += lengths[j];
    }
    return prefix[i] + n;
  }

  count(range: Range): number {
    if (range[1] <= range[0]) return 0;
    return this.tokenOffset(range[1]) - this.tokenOffset(range[0]);
  }

  private getBounds(): TokenBounds {
    if (!this.bounds) this.bounds = tokenBounds(this.text, this.start, this.encoding);
    return this.bounds;
  }

  /** An offset inside a surrogate pair stands for the pair's start (as in tokenOffset). */
  private pairStart(offset: number): number {
    const t = this.text;
    if (offset > 0 && offset < t.length && (t.charCodeAt(offset) & 0xfc00) === 0xdc00 && (t.charCodeAt(offset - 1) & 0xfc00) === 0xd800) return offset - 1;
    return offset;
  }

  /** Number of pieces that start before `offset` (0..n). */
  private piecesBefore(offset: number): number {
    const starts = this.getBounds().starts;
    offset = this.pairStart(offset);
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Bounds [lo, hi] on count(range) without the tokenizer (exact [n, n] once it is loaded): at least one
   * token per piece starting in the range, at most the upper bounds of the pieces overlapping it.
   */
  countBounds(range: Range): [number, number] {
    if (this._total !== null) {
      const n = this.count(range);
      return [n, n];
    }
    const r0 = this.pairStart(Math.max(range[0], this.start));
    const r1 = this.pairStart(Math.min(range[1], this.text.length));
    if (r1 <= r0) return [0, 0];
    const bytes = this.bytesBefore(r1) - this.bytesBefore(r0);
    const b = this.getBounds();
    if (!b.trusted) return [0, bytes];
    range = [r0, r1];
    const k0 = this.piecesBefore(range[0]);
    const k1 = this.piecesBefore(range[1]);
    const first = Math.max(0, this.piecesBefore(range[0] + 1) - 1); // piece containing range[0]
    const up = upperBounds(b);
    return [k1 - k0, Math.min(bytes, up[k1] - up[first])];
  }

  exceeds(limit: number): boolean {
    if (this.bytes <= limit) return false;
    if (this._total !== null) return this._total > limit;
    if (this.bytes > 0 && limit < 1) return true;
    const b = this.getBounds();
    if (b.trusted) {
      const n = b.starts.length;
      if (n > limit) return true;
      if (upperBounds(b)[n] <= limit) return false;
    }
    return this.total() > limit;
  }

  isBeyond(offset: number, limit: number): boolean {
    if (this.bytesBefore(offset) <= limit) return false;
    if (this._total === null) {
      const b = this.getBounds();
      if (b.trusted) {
        // tokens starting before `offset`: at least one per piece starting before it; at most all tokens
        // of those pieces
        const k = this.piecesBefore(offset);
        if (k > limit) return true;
        if (upperBounds(b)[k] <= limit) return false;
      }
    }
    return this.tokenOffset(offset) > limit;
  }
}
