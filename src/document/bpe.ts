// Byte-pair encoding of one pre-tokenizer piece, with tiktoken's own rank files (tiktoken/encoders/*.json)
// and tiktoken's merge rule, without loading tiktoken's WASM encoder.
//
// Why: building tiktoken's encoder takes ~420 ms and ~85 MB here (its constructor parses 200,000 ranks
// into a Rust hash map); a text over the budget paid that in every process. The same ranks read into a
// typed-array hash table take ~40 ms and ~5 MB. Counts are the same by construction, and tested against
// tiktoken on the repository's Markdown, the corpus and random text (test/core/tokens-pieces.test.ts):
// - a piece that is itself a vocabulary entry is one token (tiktoken looks the whole piece up first);
// - otherwise start from single bytes and merge, again and again, the adjacent pair whose joined bytes
//   have the lowest rank, the leftmost of equals, until no adjacent pair is in the vocabulary
//   (tiktoken's _byte_pair_merge). Long pieces use a heap instead of a scan, with the same order.
// Only pieces are encoded here: splitting a text into pieces is tokens.ts's job (PIECE), and text whose
// split is not proven to be tiktoken's still goes to tiktoken itself.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type Encoding = "o200k_base" | "cl100k_base";

interface Ranks {
  /** token bytes, one after the other, in rank order */
  bytes: Uint8Array;
  /** starts[r]..starts[r+1]: the bytes of rank r */
  starts: Uint32Array;
  /** open-addressing hash table of ranks (-1 = empty), keyed by FNV-1a of the bytes */
  table: Int32Array;
  mask: number;
}

const require = createRequire(import.meta.url);
const loaded = new Map<Encoding, Ranks>();

const B64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(i)] = i;

/** The `bpe_ranks` string of tiktoken's rank file: "! <first rank> <base64 token> <base64 token> …". */
function rankString(encoding: Encoding): string {
  const file = require.resolve(`tiktoken/encoders/${encoding}.json`);
  const json = readFileSync(file, "latin1");
  // The string is base64, spaces and "!": no JSON escapes, so it can be cut out without parsing 2 MB of JSON.
  const key = json.indexOf('"bpe_ranks"');
  const open = key < 0 ? -1 : json.indexOf('"', json.indexOf(":", key) + 1);
  const close = open < 0 ? -1 : json.indexOf('"', open + 1);
  if (close > open && open > 0 && !json.slice(open + 1, close).includes("\\")) return json.slice(open + 1, close);
  return (JSON.parse(json) as { bpe_ranks: string }).bpe_ranks;
}

function loadRanks(encoding: Encoding): Ranks {
  let r = loaded.get(encoding);
  if (r) return r;
  const s = rankString(encoding);
  let i = s.indexOf(" ") + 1;
  const j = s.indexOf(" ", i);
  const first = Number(s.slice(i, j));
  if (first !== 0) throw new Error(`tiktoken ranks for ${encoding}: unexpected format`);
  i = j + 1;
  const n = s.length;
  let count = 0;
  for (let k = i; k < n; k++) if (s.charCodeAt(k) === 32) count++;
  count++;
  const bytes = new Uint8Array(Math.ceil(((n - i) * 3) / 4));
  const starts = new Uint32Array(count + 1);
  let size = 1;
  while (size < count * 2.5) size <<= 1;
  const table = new Int32Array(size).fill(-1);
  const mask = size - 1;
  let p = 0;
  let rank = 0;
  while (i < n && rank < count) {
    starts[rank] = p;
    let acc = 0;
    let bits = 0;
    let h = 0x811c9dc5;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c === 32) break;
      if (c === 61) continue; // "=" padding
      const v = c < 128 ? B64[c] : -1;
      if (v < 0) throw new Error(`tiktoken ranks for ${encoding}: unexpected character`);
      acc = ((acc << 6) | v) & 0xffffff;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        const b = (acc >> bits) & 255;
        bytes[p++] = b;
        h = Math.imul(h ^ b, 0x01000193);
      }
    }
    i++;
    let slot = (h >>> 0) & mask;
    while (table[slot] !== -1) slot = (slot + 1) & mask;
    table[slot] = rank;
    rank++;
  }
  starts[rank] = p;
  r = { bytes, starts, table, mask };
  loaded.set(encoding, r);
  return r;
}

/** Whether an encoding's ranks are loaded (for the tests that check they load only when a count needs them). */
export function ranksLoaded(encoding?: Encoding): boolean {
  return encoding ? loaded.has(encoding) : loaded.size > 0;
}

/** Rank of the bytes u[a..b), or -1 when they are not one token. */
function rankOf(r: Ranks, u: Uint8Array, a: number, b: number): number {
  let h = 0x811c9dc5;
  for (let k = a; k < b; k++) h = Math.imul(h ^ u[k], 0x01000193);
  const len = b - a;
  const { table, mask, starts, bytes } = r;
  for (let slot = (h >>> 0) & mask; ; slot = (slot + 1) & mask) {
    const rank = table[slot];
    if (rank === -1) return -1;
    const s = starts[rank];
    if (starts[rank + 1] - s !== len) continue;
    let k = 0;
    while (k < len && bytes[s + k] === u[a + k]) k++;
    if (k === len) return rank;
  }
}

let scratch = new Uint8Array(256);
const utf8 = new TextEncoder();

/** UTF-8 bytes of `text` into the scratch buffer (a lone surrogate as U+FFFD); returns the length. */
function utf8Into(text: string): number {
  if (scratch.length < text.length * 3) scratch = new Uint8Array(text.length * 3);
  return utf8.encodeInto(text, scratch).written;
}

const NONE = 0x7fffffff;

/**
 * Byte lengths of the tokens of one piece, in order (their count is the piece's token count). `piece` must
 * be one piece of the encoding's pre-tokenizer split.
 */
export function pieceTokenLengths(piece: string, encoding: Encoding): number[] {
  const r = loadRanks(encoding);
  const n = utf8Into(piece);
  const u = scratch;
  if (n === 0) return [];
  if (n === 1 || rankOf(r, u, 0, n) >= 0) return [n];
  return n <= 128 ? mergeScan(r, u, n) : mergeHeap(r, u, n);
}

/** Token count of one piece. */
export function pieceTokenCount(piece: string, encoding: Encoding): number {
  return pieceTokenLengths(piece, encoding).length;
}

/** tiktoken's merge loop as written there: scan for the lowest-ranked adjacent pair, merge, repeat. */
function mergeScan(r: Ranks, u: Uint8Array, n: number): number[] {
  // pos[k]: start of part k (pos[m] = n); rk[k]: rank of parts k and k+1 joined
  const pos: number[] = new Array(n + 1);
  for (let k = 0; k <= n; k++) pos[k] = k;
  const rk: number[] = new Array(n);
  for (let k = 0; k + 1 < n; k++) {
    const x = rankOf(r, u, k, k + 2);
    rk[k] = x < 0 ? NONE : x;
  }
  let m = n; // parts
  for (;;) {
    let best = NONE;
    let at = -1;
    for (let k = 0; k + 1 < m; k++) {
      if (rk[k] < best) {
        best = rk[k];
        at = k;
      }
    }
    if (at < 0) break;
    pos.splice(at + 1, 1);
    rk.splice(at + 1, 1);
    m--;
    if (at + 1 < m) {
      const x = rankOf(r, u, pos[at], pos[at + 2]);
      rk[at] = x < 0 ? NONE : x;
    } else rk[at] = NONE;
    if (at > 0) {
      const x = rankOf(r, u, pos[at - 1], pos[at + 1]);
      rk[at - 1] = x < 0 ? NONE : x;
    }
  }
  const out: number[] = new Array(m);
  for (let k = 0; k < m; k++) out[k] = pos[k + 1] - pos[k];
  return out;
}

/**
 * The same merges in O(n log n) for long pieces: parts in a linked list, candidate pairs in a heap ordered
 * by (rank, start), so the pair taken is the lowest rank and, among equals, the leftmost, as in the scan.
 * A candidate is stale once either of its parts has changed; it is then skipped.
 */
function mergeHeap(r: Ranks, u: Uint8Array, n: number): number[] {
  const next = new Int32Array(n + 1); // next[k]: start of the part after the part starting at k (n = end)
  const prev = new Int32Array(n + 1);
  const alive = new Uint8Array(n + 1);
  for (let k = 0; k <= n; k++) {
    next[k] = k + 1;
    prev[k] = k - 1;
    alive[k] = 1;
  }
  // heap of [rank, left start, right end]
  const hr: number[] = [];
  const ha: number[] = [];
  const hb: number[] = [];
  const less = (i: number, j: number) => hr[i] < hr[j] || (hr[i] === hr[j] && ha[i] < ha[j]);
  const swap = (i: number, j: number) => {
    let t = hr[i];
    hr[i] = hr[j];
    hr[j] = t;
    t = ha[i];
    ha[i] = ha[j];
    ha[j] = t;
    t = hb[i];
    hb[i] = hb[j];
    hb[j] = t;
  };
  const push = (rank: number, a: number, b: number) => {
    let i = hr.length;
    hr.push(rank);
    ha.push(a);
    hb.push(b);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(i, p)) break;
      swap(i, p);
      i = p;
    }
  };
  const pop = () => {
    const last = hr.length - 1;
    swap(0, last);
    hr.pop();
    ha.pop();
    hb.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const rr = l + 1;
      let s = i;
      if (l < hr.length && less(l, s)) s = l;
      if (rr < hr.length && less(rr, s)) s = rr;
      if (s === i) break;
      swap(i, s);
      i = s;
    }
  };
  const candidate = (a: number) => {
    // the pair made of the part starting at a and the next one
    const mid = next[a];
    if (mid >= n) return;
    const b = next[mid];
    const x = rankOf(r, u, a, b);
    if (x >= 0) push(x, a, b);
  };
  for (let k = 0; k + 1 < n; k++) candidate(k);
  while (hr.length) {
    const a = ha[0];
    const b = hb[0];
    pop();
    // stale: the left part is gone, or the two parts no longer end at b
    if (!alive[a] || next[a] >= n || next[next[a]] !== b) continue;
    const mid = next[a];
    alive[mid] = 0;
    next[a] = b;
    prev[b] = a;
    candidate(a);
    if (a > 0) candidate(prev[a]);
  }
  const out: number[] = [];
  for (let k = 0; k < n; k = next[k]) out.push(next[k] - k);
  return out;
}
