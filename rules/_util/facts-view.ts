// A view of the document for the facts rules, computed once per document and shared.
//
// It starts from `doc.prose` (code, URLs and HTML masked) and adjusts two things the model gets
// wrong or does not do for these rules:
// - YAML task files (CrewAI-style `task:\n  description: >\n    …`) indent their prose by four
//   spaces after a blank line, which Markdown reads as an indented code block. In a file that is a
//   YAML mapping, such indented blocks are prose again (and `{slot}` in them is a slot).
// - Text inside quotation marks is quoted material, not the writer's own words: it is masked with
//   QUOTE_MARK so cue words inside it are never read, while the rules can still see that a quoted
//   name stands there.
import type { HandoffDocument, Range } from "../../src/types.js";

export const CODE_MARK = "\uE000";
export const LINK_MARK = "\uE001";
export const QUOTE_MARK = "\uE002";

export interface FactsSentence {
  range: Range;
  /** The sentence in the facts view (code, links, quotes masked). */
  prose: string;
  quoted: boolean;
}

export interface FactsView {
  prose: string;
  sentences: FactsSentence[];
  /** Lowercased slot names and their words (`chapter_title` gives `chapter_title`, `chapter`, `title`). */
  slotWords: Set<string>;
  /** Number of slots, including those found in YAML prose the model read as code. */
  slotCount: number;
  /** True when the file is a YAML mapping (an agent-framework task or prompt file). */
  yaml: boolean;
  /** Keys of the YAML mapping at any depth (lowercased), when `yaml`. */
  yamlKeys: Set<string>;
  /** Offsets of blockquote ranges (quoted material). */
  quotedRanges: Range[];
}

const cache = new WeakMap<HandoffDocument, FactsView>();

const YAML_HEAD = /^[A-Za-z_][\w-]{0,80}:[ \t]*(?:[>|][-+]?[ \t]*)?$/;
const YAML_KEY = /^[ \t]{0,12}-?[ \t]{0,4}([A-Za-z_][\w-]{0,80}):(?:[ \t]|$)/;

export function factsView(doc: HandoffDocument): FactsView {
  const hit = cache.get(doc);
  if (hit) return hit;
  const text = doc.text;
  const fmEnd = doc.frontmatter ? doc.frontmatter.range[1] : doc.start;

  // Is the body a YAML mapping? First non-blank line is `key:` with no value (or a block scalar),
  // and most non-blank lines at indentation 0 are `key:` lines.
  let yaml = false;
  const yamlKeys = new Set<string>();
  {
    const body = text.slice(fmEnd, Math.min(text.length, fmEnd + 200_000));
    const lines = body.split(/\r\n|\r|\n/, 5000);
    const first = lines.find((l) => l.trim() !== "");
    if (first !== undefined && YAML_HEAD.test(first)) {
      let top = 0;
      let topKeys = 0;
      for (const l of lines) {
        if (l.trim() === "" || /^[ \t]/.test(l)) continue;
        top++;
        if (/^[A-Za-z_][\w-]{0,80}:/.test(l)) topKeys++;
      }
      yaml = top > 0 && topKeys / top >= 0.8 && lines.some((l) => /^[ \t]{1,8}[A-Za-z_][\w-]{0,80}:/.test(l));
      if (yaml) {
        for (const l of lines) {
          const m = YAML_KEY.exec(l);
          if (m) yamlKeys.add(m[1].toLowerCase());
        }
      }
    }
  }

  const slotNames: string[] = doc.slots.map((s) => s.name);
  // The prose with indented code put back (in YAML files), built from slices: no per-character work.
  let prose0 = doc.prose;
  if (yaml) {
    const parts: string[] = [];
    let at = 0;
    for (const b of doc.blocks) {
      if (b.kind !== "code") continue;
      // Indented code blocks (no fence) are prose in a YAML file.
      const head = text.slice(b.range[0], b.range[0] + 3);
      if (head === "```" || head === "~~~") continue;
      parts.push(prose0.slice(at, b.range[0]), text.slice(b.range[0], b.range[1]));
      at = b.range[1];
      const inner = text.slice(b.range[0], b.range[1]);
      const re = /(?<![{$])\{([A-Za-z_][\w.-]{0,63})\}(?!\})/g;
      for (let m = re.exec(inner); m; m = re.exec(inner)) {
        if (!slotNames.includes(m[1])) slotNames.push(m[1]);
      }
    }
    parts.push(prose0.slice(at));
    prose0 = parts.join("");
  }

  // Mask text inside quotation marks (one line, bounded length).
  const QUOTED = /(?<![\w\uE000])(["\u201C'\u2018])([^"\u201C\u201D'\u2018\u2019\n]{1,300})(["\u201D'\u2019])(?!\w)/g;
  const masked: string[] = [];
  let from = 0;
  for (let m = QUOTED.exec(prose0); m; m = QUOTED.exec(prose0)) {
    const open = m[1];
    const close = m[3];
    const pairOk =
      (open === '"' && close === '"') || (open === "\u201C" && close === "\u201D") || (open === "'" && close === "'") || (open === "\u2018" && close === "\u2019");
    if (!pairOk) {
      QUOTED.lastIndex = m.index + 1;
      continue;
    }
    masked.push(prose0.slice(from, m.index), m[0].replace(/[^\r\n]/g, QUOTE_MARK));
    from = m.index + m[0].length;
  }
  const prose = masked.length ? masked.join("") + prose0.slice(from) : prose0;

  const quotedRanges: Range[] = doc.blocks.filter((b) => b.kind === "blockquote").map((b) => b.range);
  const sentences: FactsSentence[] = doc.sentences.map((s) => ({ range: s.range, prose: prose.slice(s.range[0], s.range[1]), quoted: s.quoted }));
  if (yaml) {
    for (const b of doc.blocks) {
      if (b.kind !== "code") continue;
      const head = text.slice(b.range[0], b.range[0] + 3);
      if (head === "```" || head === "~~~") continue;
      for (const r of splitPlain(prose, b.range[0], b.range[1])) sentences.push({ range: r, prose: prose.slice(r[0], r[1]), quoted: false });
    }
  }
  sentences.sort((a, b) => a.range[0] - b.range[0]);

  const slotWords = new Set<string>();
  for (const n of slotNames) {
    const lower = n.toLowerCase();
    slotWords.add(lower);
    for (const w of lower.split(/[^a-z0-9]+/)) if (w.length > 1) slotWords.add(w);
  }
  const view: FactsView = { prose, sentences, slotWords, slotCount: slotNames.length, yaml, yamlKeys, quotedRanges };
  cache.set(doc, view);
  return view;
}

/** Split a span of prose into sentences: at . ! ? before a space, and at line breaks. */
function splitPlain(prose: string, a: number, b: number): Range[] {
  const out: Range[] = [];
  let s = a;
  const push = (x: number, y: number) => {
    while (x < y && /\s/.test(prose[x])) x++;
    while (y > x && /\s/.test(prose[y - 1])) y--;
    if (y > x) out.push([x, y]);
  };
  for (let i = a; i < b; i++) {
    const c = prose[i];
    if ((c === "." || c === "!" || c === "?") && (i + 1 >= b || /\s/.test(prose[i + 1]))) {
      push(s, i + 1);
      s = i + 1;
    } else if (c === "\n") {
      // a blank line, or a line that starts a list item, ends the sentence
      let k = i + 1;
      while (k < b && (prose[k] === " " || prose[k] === "\t")) k++;
      if (k >= b || prose[k] === "\n" || /[-*\d]/.test(prose[k])) {
        push(s, i);
        s = i + 1;
      }
    }
  }
  push(s, b);
  return out;
}

/** Words of a phrase that carry its meaning (lowercased, stop words dropped). */
const STOP = new Set(["the", "a", "an", "of", "for", "and", "or", "to", "in", "on", "this", "that", "these", "those", "any", "all", "some", "your", "our", "my", "its", "their", "with"]);
export function contentWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

/** Crude singular of an English word. */
export function singular(w: string): string {
  if (w.length > 4 && w.endsWith("ies")) return w.slice(0, -3) + "y";
  if (w.length > 4 && /(ses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** True when one of the phrase's words names a slot (`the provided transcript` and `{transcript}`). */
export function matchesSlot(view: FactsView, words: string[]): boolean {
  for (const w of words) {
    const s = singular(w);
    if (view.slotWords.has(w) || view.slotWords.has(s) || view.slotWords.has(s + "s")) return true;
  }
  return false;
}

/** True when offset lies in a blockquote. */
export function inQuote(view: FactsView, offset: number): boolean {
  for (const r of view.quotedRanges) if (offset >= r[0] && offset < r[1]) return true;
  return false;
}
