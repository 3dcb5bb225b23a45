// Template slots: {{ name }}, {% … %}, ${name}, {name}. One linear scan.
import type { Block, Slot } from "../types.js";

const IDENT = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

function isIdentStart(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

/**
 * `prose` is the masked prose view: a brace or dollar slot counts only where the text is prose
 * (in code, `{x}` and `${x}` are code), or where a code block line is nothing but the slot.
 * Mustache and Jinja slots count anywhere.
 */
export function findSlots(text: string, prose: string, blocks: Block[]): Slot[] {
  const slots: Slot[] = [];
  const n = text.length;
  const codeBlocks = blocks.filter((b) => b.kind === "code");
  let cb = 0;
  const inCodeBlock = (i: number) => {
    while (cb < codeBlocks.length && codeBlocks[cb].range[1] <= i) cb++;
    return cb < codeBlocks.length && codeBlocks[cb].range[0] <= i;
  };
  // The next occurrence of a needle at or after a position. Queries come in increasing order, so each
  // answer is remembered until the scan passes it: the whole scan stays linear however many slots open.
  const nextOf = (needle: string) => {
    let at = -2;
    return (from: number): number => {
      if (at === -1) return -1;
      if (at >= from) return at;
      at = text.indexOf(needle, from);
      return at;
    };
  };
  const nextMustacheClose = nextOf("}}");
  const nextJinjaClose = nextOf("%}");
  const nextBraceClose = nextOf("}");
  // `lineIsOnly(a, b)`: the text from the line's start (after the last \n before `a`) to `a`, and from `b`
  // to the line's end (the next \n or \r), is only whitespace (as String#trim counts it). Each line's
  // bounds and first/last non-space are found once, so slots on one long line cost no rescans.
  let scanned = 0; // text[0, scanned) has been looked at for \n
  let lastNl = -1; // the last \n before `scanned`
  let segStart = -1;
  let segFirst = -1; // first non-space at or after segStart (stopping at a \n)
  let breakAt = -1;
  let pieceEnd = -1;
  let pieceLast = -1; // last non-space of the piece that ends at pieceEnd, or -1
  const lineIsOnly = (a: number, b: number) => {
    for (; scanned < a; scanned++) if (text.charCodeAt(scanned) === 10) lastNl = scanned;
    if (lastNl + 1 !== segStart) {
      segStart = lastNl + 1;
      let f = segStart;
      while (f < n && text.charCodeAt(f) !== 10 && isTrimSpace(text.charCodeAt(f))) f++;
      segFirst = f;
    }
    if (segFirst < a) return false;
    if (breakAt < b) {
      breakAt = b;
      while (breakAt < n && text.charCodeAt(breakAt) !== 10 && text.charCodeAt(breakAt) !== 13) breakAt++;
    }
    if (breakAt !== pieceEnd) {
      pieceEnd = breakAt;
      let l = breakAt - 1;
      while (l >= 0 && text.charCodeAt(l) !== 10 && text.charCodeAt(l) !== 13 && isTrimSpace(text.charCodeAt(l))) l--;
      pieceLast = l >= 0 && text.charCodeAt(l) !== 10 && text.charCodeAt(l) !== 13 ? l : -1;
    }
    return pieceLast < b;
  };
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) !== 123) continue; // {
    const next = text.charCodeAt(i + 1);
    if (next === 123) {
      // {{ … }}
      const close = nextMustacheClose(i + 2);
      if (close < 0 || close - i > 200) continue;
      const inner = text.slice(i + 2, close).trim();
      const m = /^(?:[#^/>&]\s*(?:(?:each|if|unless|with)\s*)?)?([A-Za-z_][\w.-]*)/.exec(inner.replace(/^\{/, ""));
      if (m && !inner.startsWith("/") && !inner.startsWith("!")) {
        let end = close + 2;
        if (text.charCodeAt(end) === 125) end++; // triple mustache
        slots.push({ name: m[1] === "each" || m[1] === "if" ? inner : m[1], syntax: "mustache", range: [i, end] });
        i = end - 1;
      }
      continue;
    }
    if (next === 37) {
      // {% … %}
      const close = nextJinjaClose(i + 2);
      if (close < 0 || close - i > 300) continue;
      const inner = text.slice(i + 2, close).trim();
      const m = /^(?:for\s+\w+(?:\s*,\s*\w+)?\s+in\s+|if\s+|elif\s+)([A-Za-z_][\w.]*)/.exec(inner);
      if (m) slots.push({ name: m[1], syntax: "jinja-tag", range: [i, close + 2] });
      i = close + 1;
      continue;
    }
    if (!isIdentStart(next)) continue;
    const close = nextBraceClose(i + 1);
    if (close < 0 || close - i > 66) continue;
    const name = text.slice(i + 1, close);
    if (!IDENT.test(name)) continue;
    const dollar = i > 0 && text.charCodeAt(i - 1) === 36;
    const start = dollar ? i - 1 : i;
    if (i > 0 && text.charCodeAt(i - 1) === 123) continue;
    if (text.charCodeAt(close + 1) === 125) continue;
    const isProse = prose.charCodeAt(i) === 123;
    if (!isProse && !(inCodeBlock(i) && lineIsOnly(start, close + 1))) continue;
    slots.push({ name, syntax: dollar ? "dollar" : "brace", range: [start, close + 1] });
    i = close;
  }
  return slots;
}

/** The characters String#trim removes. */
function isTrimSpace(c: number): boolean {
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}
