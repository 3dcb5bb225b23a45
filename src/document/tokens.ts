// Token counting with tiktoken, loaded only when a decision needs an exact count.
// A o200k_base or cl100k_base token is at least one UTF-8 byte, so bytes bound tokens from above:
// text with no more bytes than a limit has no more tokens either, and the tokenizer stays unloaded.
import { createRequire } from "node:module";
import type { Range, TokenCounter } from "../types.js";
import { utf8Length } from "./lines.js";

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
    const { Tiktoken } = require("tiktoken/lite") as typeof import("tiktoken/lite");
    const ranks = require(`tiktoken/encoders/${encoding}.json`) as { bpe_ranks: string; special_tokens: Record<string, number>; pat_str: string };
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
  return getEncoder(encoding).encode(text, [], []).length;
}

export class LazyTokenCounter implements TokenCounter {
  readonly bytes: number;
  private byteStarts: Float64Array | null = null; // byte offset at which each token starts
  private charBytes: Uint32Array | null = null; // byte offset of each char offset (prefix sums)
  private _total: number | null = null;

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
    return utf8Length(this.text, this.start, Math.min(offset, this.text.length));
  }

  private ensure(): void {
    if (this._total !== null) return;
    const enc = getEncoder(this.encoding);
    const body = this.text.slice(this.start);
    const ids = enc.encode(body, [], []);
    const starts = new Float64Array(ids.length);
    let b = 0;
    for (let i = 0; i < ids.length; i++) {
      starts[i] = b;
      b += enc.decode_single_token_bytes(ids[i]).length;
    }
    this.byteStarts = starts;
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
          cb[i + 1] = n; // a position inside a pair maps to the pair's start
          n += 4;
          i++;
          continue;
        }
        n += 3;
      } else n += 3;
    }
    cb[this.text.length] = n;
    this.charBytes = cb;
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

  count(range: Range): number {
    if (range[1] <= range[0]) return 0;
    return this.tokenOffset(range[1]) - this.tokenOffset(range[0]);
  }

  exceeds(limit: number): boolean {
    if (this.bytes <= limit) return false;
    return this.total() > limit;
  }

  isBeyond(offset: number, limit: number): boolean {
    if (this.bytesBefore(offset) <= limit) return false;
    return this.tokenOffset(offset) > limit;
  }
}
