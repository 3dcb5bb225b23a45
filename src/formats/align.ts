// The parsers give a string's value and where its token lies, not where each character of the value came
// from. This walks the token's source and the parser's value side by side and places each character: a
// source character that is the value's next character, an escape that decodes to it, or a line break that
// folding turned into a space; indentation and folded-away breaks are stepped over. It decodes nothing on its
// own authority: the parser's value is the truth, and a token the walk cannot reconcile with it gives null
// (the caller then places the whole value at the token's start).
import type { Spans } from "./source-map.js";

/** How a string token writes the characters it cannot hold literally. */
export type EscapeSyntax = "none" | "yaml-double" | "yaml-single" | "toml-basic" | "json";

export interface AlignOptions {
  /**
   * What starts each line after a raw line break and is not content: a number of columns (a YAML block
   * scalar's content indent), or "blanks" for all leading spaces and tabs (a YAML flow scalar's line prefix).
   */
  indent?: number | "blanks";
  /**
   * The value may end in line breaks the token does not hold (a block scalar's clip or keep chomping when
   * the file ends without one): they are placed at the token's end.
   */
  chomped?: boolean;
}

/** Where each character of `value` lies in `source[from, to)`, or null when the token does not spell it. */
export function alignValue(value: string, source: string, from: number, to: number, syntax: EscapeSyntax, opts: AlignOptions = {}): Spans | null {
  const starts = new Int32Array(value.length);
  const ends = new Int32Array(value.length);
  const indent = opts.indent ?? 0;
  let i = 0;
  const afterBreak = (q: number): number => {
    if (indent === "blanks") {
      while (q < to && (source[q] === " " || source[q] === "\t")) q++;
      return q;
    }
    let k = 0;
    while (k < indent && q < to && source[q] === " ") {
      q++;
      k++;
    }
    return q;
  };
  // (the token starts at a line's start when it has an indent: the first line is indented too)
  let p = typeof indent === "number" && indent > 0 ? afterBreak(from) : from;
  const place = (count: number, a: number, b: number) => {
    for (let k = 0; k < count; k++) {
      starts[i + k] = a;
      ends[i + k] = b;
    }
    i += count;
  };
  while (i < value.length) {
    if (p >= to) {
      if (!opts.chomped || !/^\n+$/.test(value.slice(i))) return null;
      place(value.length - i, to, to);
      break;
    }
    const esc = escapeAt(source, p, to, syntax);
    if (esc) {
      if (esc.text === "") {
        p += esc.length;
        continue;
      }
      if (!value.startsWith(esc.text, i)) return null;
      place(esc.text.length, p, p + esc.length);
      p += esc.length;
      continue;
    }
    const c = source[p];
    const v = value[i];
    if (c === v) {
      place(1, p, p + 1);
      p++;
      if (c === "\n") p = afterBreak(p);
      continue;
    }
    if (c === "\r" && v === "\n") {
      const n = source[p + 1] === "\n" ? 2 : 1;
      place(1, p, p + n);
      p = afterBreak(p + n);
      continue;
    }
    if (v === " " && isBreak(c)) {
      // folding: a single line break read as a space
      const n = c === "\r" && source[p + 1] === "\n" ? 2 : 1;
      place(1, p, p + n);
      p = afterBreak(p + n);
      continue;
    }
    if (isBlank(c)) {
      p++;
      if (c === "\n" || (c === "\r" && source[p] !== "\n")) p = afterBreak(p);
      continue;
    }
    return null;
  }
  return { starts, ends };
}

const isBreak = (c: string) => c === "\n" || c === "\r";
const isBlank = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r";

const SIMPLE: Record<Exclude<EscapeSyntax, "none" | "yaml-single">, Record<string, string>> = {
  "yaml-double": { "0": "\0", a: "\x07", b: "\b", t: "\t", "\t": "\t", n: "\n", v: "\v", f: "\f", r: "\r", e: "\x1b", " ": " ", '"': '"', "/": "/", "\\": "\\", N: "\u0085", _: "\u00a0", L: "\u2028", P: "\u2029" },
  "toml-basic": { b: "\b", t: "\t", n: "\n", f: "\f", r: "\r", e: "\x1b", '"': '"', "\\": "\\" },
  json: { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" },
};
const HEX: Record<Exclude<EscapeSyntax, "none" | "yaml-single">, Record<string, number>> = {
  "yaml-double": { x: 2, u: 4, U: 8 },
  "toml-basic": { x: 2, u: 4, U: 8 },
  json: { u: 4 },
};

/** The text an escape at `source[p]` stands for and its length in the source, or null when none starts there. */
function escapeAt(source: string, p: number, to: number, syntax: EscapeSyntax): { text: string; length: number } | null {
  if (syntax === "none") return null;
  if (syntax === "yaml-single") return source[p] === "'" && source[p + 1] === "'" ? { text: "'", length: 2 } : null;
  if (source[p] !== "\\" || p + 1 >= to) return null;
  const e = source[p + 1];
  const simple = SIMPLE[syntax][e];
  if (simple !== undefined) return { text: simple, length: 2 };
  const digits = HEX[syntax][e];
  if (digits) {
    const hex = source.slice(p + 2, p + 2 + digits);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== digits) return null;
    const cp = parseInt(hex, 16);
    return cp <= 0x10ffff ? { text: String.fromCodePoint(cp), length: 2 + digits } : null;
  }
  // An escaped line break joins the lines: it stands for nothing, and neither do the break and the next line's
  // indentation (YAML double-quoted; empty lines after it still count as breaks), or all the blanks up to the
  // next character (TOML multi-line basic).
  if (syntax !== "json" && isBlank(e)) {
    let q = p + 1;
    while (q < to && (source[q] === " " || source[q] === "\t")) q++;
    if (!isBreak(source[q] ?? "")) return null;
    q += source[q] === "\r" && source[q + 1] === "\n" ? 2 : 1;
    const blank = syntax === "toml-basic" ? isBlank : (c: string) => c === " " || c === "\t";
    while (q < to && blank(source[q])) q++;
    return { text: "", length: q - p };
  }
  return null;
}
