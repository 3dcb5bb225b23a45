// A handoff's text is put together from pieces of its file (decoded scalar values, joining words); each
// character keeps the span of source it came from, so a finding anywhere in the text lands exactly in the file.
import type { SourceMap } from "./types.js";

/** The source span [start, end) of every character of a decoded string. */
export interface Spans {
  starts: Int32Array;
  ends: Int32Array;
}

/** Builds a handoff text and its map from decoded values and joining text. */
export class HandoffText {
  private text = "";
  private starts: number[] = [];
  private ends: number[] = [];

  get length(): number {
    return this.text.length;
  }

  /** Append a decoded value whose characters came from `spans`. */
  value(value: string, spans: Spans): this {
    this.text += value;
    for (let i = 0; i < value.length; i++) {
      this.starts.push(spans.starts[i]);
      this.ends.push(spans.ends[i]);
    }
    return this;
  }

  /**
   * Append text the file does not hold (a label such as `Expected output:` or the break between two fields),
   * every character of it placed at the source span `[start, end)` (the key it stands for).
   */
  joiner(text: string, start: number, end: number): this {
    this.text += text;
    for (let i = 0; i < text.length; i++) {
      this.starts.push(start);
      this.ends.push(end);
    }
    return this;
  }

  /** The text and its map; `fileEnd` places an offset at the end of the text. */
  build(fileEnd: number): { text: string; map: SourceMap } {
    const starts = Int32Array.from(this.starts);
    const ends = Int32Array.from(this.ends);
    return { text: this.text, map: spanMap(starts, ends, fileEnd) };
  }
}

function spanMap(starts: Int32Array, ends: Int32Array, fileEnd: number): SourceMap {
  const n = starts.length;
  const last = n ? ends[n - 1] : fileEnd;
  return {
    identity: false,
    start: (offset) => (offset < 0 ? (n ? starts[0] : fileEnd) : offset < n ? starts[offset] : last),
    end: (offset) => (offset <= 0 ? (n ? starts[0] : fileEnd) : ends[Math.min(offset, n) - 1]),
  };
}

/** The map of a handoff that is the whole file. */
export const IDENTITY_MAP: SourceMap = { identity: true, start: (o) => o, end: (o) => o };

/** 1-based line and UTF-16 column of file offsets, CRLF and lone CR counted as one break. */
export class LineIndex {
  private readonly lineStarts: number[];
  constructor(readonly source: string) {
    // A BOM is not a column: the first line starts after it, as the document's positions count.
    this.lineStarts = [source.charCodeAt(0) === 0xfeff ? 1 : 0];
    for (let i = 0; i < source.length; i++) {
      const c = source.charCodeAt(i);
      if (c === 10 || (c === 13 && source.charCodeAt(i + 1) !== 10)) this.lineStarts.push(i + 1);
    }
  }
  position(offset: number): { line: number; column: number } {
    const o = Math.max(0, Math.min(offset, this.source.length));
    let lo = 0,
      hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: Math.max(1, o - this.lineStarts[lo] + 1) };
  }
}
