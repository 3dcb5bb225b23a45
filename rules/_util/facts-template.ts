// Template variables: which slots a template uses and which names its own tags bind (loop
// variables, `set`, block helpers), so undeclared-slot and unused-variable judge the same way.
import type { HandoffDocument, Range, Slot } from "../../src/types.js";

export interface SlotUse {
  /** Root variable name (`user` of `user.name`). */
  root: string;
  range: Range;
  slot: Slot;
  /** True when a template tag binds the name locally (loop variable, `set`, inside `#each`/`#with`). */
  bound: boolean;
}

const BUILTINS = new Set(["this", "loop", "else", "true", "false", "none", "null", "range", "self", "super", "caller", "varargs", "kwargs", "index", "key", "first", "last", "root"]);

export function slotUses(doc: HandoffDocument): SlotUse[] {
  const text = doc.text;
  // Names bound by tags: {% for x in … %}, {% for k, v in … %}, {% set x = … %}, {% macro m(a, b) %}
  const bound = new Set<string>();
  const TAG = /\{%-?\s{0,8}(for|set|macro|with)\s{1,8}([^%]{1,200}?)-?%\}/g;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const body = m[2];
    if (m[1] === "for") {
      const f = /^([A-Za-z_]\w{0,63})(?:\s{0,8},\s{0,8}([A-Za-z_]\w{0,63}))?\s{1,8}in\b/.exec(body);
      if (f) {
        bound.add(f[1]);
        if (f[2]) bound.add(f[2]);
      }
    } else if (m[1] === "set" || m[1] === "with") {
      const f = /^([A-Za-z_]\w{0,63})\s{0,8}=/.exec(body);
      if (f) bound.add(f[1]);
    } else {
      const f = /^([A-Za-z_]\w{0,63})\s{0,8}\(([^)]{0,200})\)/.exec(body);
      if (f) {
        bound.add(f[1]);
        for (const a of f[2].split(",")) {
          const n = /^\s*([A-Za-z_]\w{0,63})/.exec(a);
          if (n) bound.add(n[1]);
        }
      }
    }
  }
  // Mustache/Handlebars block helpers that change the context: {{#each xs}} … {{/each}}, {{#with x}} … {{/with}}
  const scopes: Range[] = [];
  const open: Array<{ name: string; start: number }> = [];
  const BLOCK = /\{\{\s{0,4}([#/])\s{0,4}(each|with)\b[^}]{0,200}\}\}/g;
  for (let m = BLOCK.exec(text); m; m = BLOCK.exec(text)) {
    if (m[1] === "#") open.push({ name: m[2], start: m.index + m[0].length });
    else {
      for (let i = open.length - 1; i >= 0; i--) {
        if (open[i].name === m[2]) {
          scopes.push([open[i].start, m.index]);
          open.splice(i, 1);
          break;
        }
      }
    }
  }
  for (const o of open) scopes.push([o.start, text.length]);
  // merge into disjoint sorted intervals for a binary search per slot
  scopes.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const r of scopes) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  const inScopeAt = (offset: number) => {
    let lo = 0;
    let hi = merged.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (merged[mid][0] <= offset) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && offset < merged[lo - 1][1];
  };

  const out: SlotUse[] = [];
  for (const slot of doc.slots) {
    const raw = text.slice(slot.range[0], slot.range[1]);
    if (/^\{\{\s{0,4}[>!/]/.test(raw)) continue; // partials, comments, closing tags
    const name = slot.name.replace(/^(?:#|\^)\s*(?:each|if|unless|with)\s+/, "");
    const root = /^@?([A-Za-z_][\w-]*)/.exec(name)?.[1];
    if (!root) continue;
    const inScope = inScopeAt(slot.range[0]);
    out.push({ root, range: slot.range, slot, bound: bound.has(root) || BUILTINS.has(root) || name.startsWith("@") || inScope });
  }
  return out;
}

/** The declared name closest to `name` (same letters ignoring case, `_`/`-`, or one edit away), if any. */
export function closestName(name: string, names: string[]): string | null {
  const norm = (s: string) => s.toLowerCase().replace(/[-_]/g, "");
  for (const n of names) if (norm(n) === norm(name)) return n;
  for (const n of names) if (editDistanceAtMostOne(n, name)) return n;
  return null;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Range of a declared variable's name inside the frontmatter, or the frontmatter's first line. */
export function declarationRange(doc: HandoffDocument, name: string): Range {
  const fm = doc.frontmatter;
  if (!fm) return [doc.start, doc.start];
  const src = doc.text.slice(fm.range[0], fm.range[1]);
  const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(String.raw`(?:^|[\s\[,{'"-])(${esc})(?=$|[\s\]:,}'"])`, "m");
  const m = re.exec(src);
  if (m) {
    const at = fm.range[0] + m.index + m[0].length - m[1].length;
    return [at, at + name.length];
  }
  const eol = src.indexOf("\n");
  return [fm.range[0], fm.range[0] + (eol < 0 ? src.length : eol)];
}
