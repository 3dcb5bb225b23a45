// Template slots: {{ name }}, {% … %}, ${name}, {name}. One linear scan.
import type { Block, Slot } from "../types.js";

const IDENT = /^[A-Za-z_][A-Za-z0-9_.\-]{0,63}$/;

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
  const lineIsOnly = (a: number, b: number) => {
    let s = a;
    while (s > 0 && text.charCodeAt(s - 1) !== 10) s--;
    let e = b;
    while (e < n && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) e++;
    return text.slice(s, a).trim() === "" && text.slice(b, e).trim() === "";
  };
  for (let i = 0; i < n; i++) {
    if (text.charCodeAt(i) !== 123) continue; // {
    const next = text.charCodeAt(i + 1);
    if (next === 123) {
      // {{ … }}
      const close = text.indexOf("}}", i + 2);
      if (close < 0 || close - i > 200) continue;
      const inner = text.slice(i + 2, close).trim();
      const m = /^(?:[#^/>&]\s*(?:each|if|unless|with)?\s*)?([A-Za-z_][\w.\-]*)/.exec(inner.replace(/^[{]/, ""));
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
      const close = text.indexOf("%}", i + 2);
      if (close < 0 || close - i > 300) continue;
      const inner = text.slice(i + 2, close).trim();
      const m = /^(?:for\s+\w+(?:\s*,\s*\w+)?\s+in\s+|if\s+|elif\s+)([A-Za-z_][\w.]*)/.exec(inner);
      if (m) slots.push({ name: m[1], syntax: "jinja-tag", range: [i, close + 2] });
      i = close + 1;
      continue;
    }
    if (!isIdentStart(next)) continue;
    const close = text.indexOf("}", i + 1);
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
