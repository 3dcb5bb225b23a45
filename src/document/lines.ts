// Offsets <-> 1-based line/column. Lines end at \n, \r\n or a lone \r, as in the mdast parser.
// Columns count UTF-16 code units, as editors and LSP do; a BOM at the start is not a column.
import type { Position } from "../types.js";

export class LineIndex {
  /** Offset at which each line starts. */
  readonly starts: number[];
  constructor(readonly text: string, readonly base: number) {
    const starts = [base];
    for (let i = base; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.starts = starts;
  }

  positionAt(offset: number): Position {
    const o = Math.max(this.base, Math.min(offset, this.text.length));
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - starts[lo] + 1 };
  }

  /**
   * Offset of a 1-based position. As in LSP, a column past the end of its line means the line's end
   * (before its line break), and a line past the last means the end of the text.
   */
  offsetAt(position: Position): number {
    if (position.line > this.starts.length) return this.text.length;
    const line = Math.max(1, position.line);
    const start = this.starts[line - 1];
    let end = line < this.starts.length ? this.starts[line] : this.text.length;
    if (end > start && this.text.charCodeAt(end - 1) === 10) end--;
    if (end > start && this.text.charCodeAt(end - 1) === 13) end--;
    return Math.min(start + Math.max(0, position.column - 1), end);
  }

  /** The line an offset is on, [start, end) without its line break. */
  lineAround(offset: number): [number, number] {
    const { line } = this.positionAt(offset);
    return [this.starts[line - 1], this.offsetAt({ line, column: Number.MAX_SAFE_INTEGER })];
  }

  get lineCount(): number {
    return this.starts.length;
  }
}

/** UTF-8 byte length of text[start, end) without allocating. */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < end) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
