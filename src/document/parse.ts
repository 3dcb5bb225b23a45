// Builds the HandoffDocument: one remark parse, one iterative walk over the mdast.
import type { Nodes, RootContent } from "mdast";
import type {
  Block,
  Frontmatter,
  HandoffDocument,
  Paragraph,
  Range,
  Reference,
  Role,
  Section,
  Sentence,
} from "../types.js";
import { LineIndex, utf8Length } from "./lines.js";
import { parseMarkdown } from "./markdown.js";
import { LazyTokenCounter } from "./tokens.js";
import { detectLanguage } from "./language.js";
import { leadLabel, roleOfCue, roleOfHeading, roleOfLabel } from "./roles.js";
import { findSlots } from "./slots.js";
import { findPathsAndCommands, findContextPhrases } from "./references.js";
import { simpleYaml } from "./simple-yaml.js";
import { loadPackage } from "../load.js";

const CODE_MARK = 0xe000;
const LINK_MARK = 0xe001;

function yaml(): typeof import("yaml") {
  return loadPackage<typeof import("yaml")>("yaml");
}

export interface ParseOptions {
  filePath?: string | null;
  encoding?: "o200k_base" | "cl100k_base";
  /** Force template mode (from config globs); null lets the document decide. */
  template?: boolean | null;
}

type Positioned = { position?: { start: { offset?: number }; end: { offset?: number } } };

/** The prose mask's buffer for texts up to SCRATCH_MAX characters (parseHandoff runs to the end before it is called again). */
const SCRATCH_MAX = 1 << 16;
let scratch = new Uint16Array(0);

/** A buffer of n char codes for the prose mask: the one reused buffer for a handoff-sized text. */
function maskBuffer(n: number): Uint16Array {
  if (n > SCRATCH_MAX) return new Uint16Array(n);
  if (scratch.length < n) scratch = new Uint16Array(Math.min(SCRATCH_MAX, n * 2));
  return scratch.subarray(0, n);
}

export function parseHandoff(text: string, options: ParseOptions = {}): HandoffDocument {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = start ? text.slice(1) : text;
  const mdast = parseMarkdown(body);
  const lines = new LineIndex(text, start);

  const rangeOf = (node: Positioned | { range: Range }): Range => {
    if ("range" in node && Array.isArray((node as { range: Range }).range)) return (node as { range: Range }).range;
    const p = (node as Positioned).position;
    if (!p) return [start, start];
    return [(p.start.offset ?? 0) + start, (p.end.offset ?? 0) + start];
  };

  // Prose mask: a copy of the text's char codes where non-prose is blanked.
  // (Every position of the buffer is written here before it is read.)
  const mask = maskBuffer(text.length);
  for (let i = 0; i < text.length; i++) mask[i] = text.charCodeAt(i);
  if (start) mask[0] = 32;
  const blank = (r: Range) => {
    for (let i = r[0]; i < r[1]; i++) {
      const c = mask[i];
      if (c !== 10 && c !== 13) mask[i] = 32;
    }
  };
  const mark = (r: Range, code: number) => {
    for (let i = r[0]; i < r[1]; i++) {
      const c = mask[i];
      if (c !== 10 && c !== 13) mask[i] = code;
    }
  };

  let frontmatter: Frontmatter | null = null;
  const sections: Section[] = [];
  const paragraphs: Paragraph[] = [];
  const references: Reference[] = [];
  const blocks: Block[] = [];
  const headingStack: number[] = []; // section indexes by depth

  // Preamble section.
  sections.push({ heading: null, depth: 0, role: "other", range: [start, text.length], headingRange: null, parent: -1 });
  let current = 0;

  const blockOf = (kind: Block["kind"], node: RootContent, lang: string | null = null) => {
    const r = rangeOf(node);
    const first = lines.positionAt(r[0]).line;
    const last = lines.positionAt(Math.max(r[0], r[1] - 1)).line;
    blocks.push({ kind, range: r, lang, lineCount: last - first + 1, bytes: utf8Length(text, r[0], r[1]), section: current, node });
  };

  // Iterative walk: [node, quoted, inListItem]
  type Frame = { node: Nodes; quoted: boolean; listItem: boolean; depth: number };
  const stack: Frame[] = [];
  for (let i = mdast.children.length - 1; i >= 0; i--) stack.push({ node: mdast.children[i], quoted: false, listItem: false, depth: 1 });

  while (stack.length) {
    const { node, quoted, listItem, depth } = stack.pop()!;
    const r = rangeOf(node as Positioned);
    if ((node.type as string) === "toml" || node.type === "yaml") {
      blank(r);
      frontmatter = readFrontmatter(node.type as "yaml" | "toml", (node as { value: string }).value, r, lines, text);
      continue;
    }
    switch (node.type) {
      case "heading": {
        const text0 = plainText(node);
        // close sections at this depth or deeper
        const d = node.depth;
        while (headingStack.length && sections[headingStack[headingStack.length - 1]].depth >= d) {
          const idx = headingStack.pop()!;
          sections[idx].range[1] = r[0];
        }
        if (sections.length === 1 || headingStack.length === 0) sections[0].range[1] = Math.min(sections[0].range[1], r[0]);
        const parent = headingStack.length ? headingStack[headingStack.length - 1] : -1;
        sections.push({ heading: text0, depth: d, role: roleOfHeading(text0), range: [r[0], text.length], headingRange: r, parent });
        current = sections.length - 1;
        headingStack.push(current);
        paragraphs.push({ kind: "heading", range: r, section: current, role: sections[current].role, label: null, quoted });
        break;
      }
      case "code": {
        blank(r);
        blockOf("code", node, node.lang ?? null);
        continue;
      }
      case "html": {
        // "<task>\nFix the parser …\n</task>": a block of a prompt's own tags holds prose, read as paragraphs
        const runs = taggedProse(text, r);
        if (runs) {
          for (const t of runs.tags) blank(t);
          for (const p of runs.prose) paragraphs.push({ kind: "paragraph", range: p, section: current, role: sections[current].role, label: null, quoted });
          if (!quoted) blockOf("paragraph", node);
          continue;
        }
        blank(r);
        blockOf("html", node);
        continue;
      }
      case "inlineCode": {
        mark(r, CODE_MARK);
        references.push({ kind: "code", text: node.value, range: r });
        continue;
      }
      case "link": {
        mark(r, LINK_MARK);
        references.push({ kind: isUrl(node.url) ? "url" : "link", text: node.url, range: r });
        continue;
      }
      case "linkReference":
      case "image":
      case "imageReference":
      case "definition": {
        mark(r, LINK_MARK);
        if (node.type === "image" || node.type === "definition") references.push({ kind: isUrl(node.url) ? "url" : "link", text: node.url, range: r });
        continue;
      }
      case "blockquote": {
        blockOf("blockquote", node);
        break;
      }
      case "table": {
        blockOf("table", node);
        break;
      }
      case "list": {
        if (!listItem) blockOf("list", node);
        break;
      }
      case "paragraph": {
        const lead = leadLabel(text.slice(r[0], Math.min(r[1], r[0] + 60)));
        let role: Role = lead ? labelRole(lead.label, sections[current].role) : sections[current].role;
        // Plain text (no heading or label gives a role): read the paragraph's opening words.
        if (role === "other") role = roleOfCue(decodeRange(mask, r[0], Math.min(r[1], r[0] + 80)));
        paragraphs.push({ kind: listItem ? "listItem" : "paragraph", range: r, section: current, role, label: lead?.label ?? null, quoted });
        if (!listItem && !quoted) blockOf("paragraph", node);
        break;
      }
      case "tableCell": {
        paragraphs.push({ kind: "tableCell", range: r, section: current, role: sections[current].role, label: null, quoted });
        break;
      }
      default:
        break;
    }
    if ("children" in node && node.children) {
      const isQuote = quoted || node.type === "blockquote";
      const isItem = listItem || node.type === "listItem";
      const kids = node.children as Nodes[];
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], quoted: isQuote, listItem: isItem, depth: depth + 1 });
    }
  }
  // Close open sections at end of text.
  for (const idx of headingStack) sections[idx].range[1] = text.length;
  if (sections.length > 1 && sections[0].range[1] === text.length) {
    sections[0].range[1] = sections[1].range[0];
  }

  // Bare URLs in text that GFM autolinks already turned into link nodes are masked; mask any left.
  const proseStr = decode(mask);
  // Paths and commands in prose (outside code, which is masked).
  for (const ref of findPathsAndCommands(proseStr)) references.push(ref);
  for (const ref of findContextPhrases(proseStr)) references.push(ref);
  references.sort((a, b) => a.range[0] - b.range[0]);

  // Roles of plain-text documents: paragraphs in the preamble without a label keep "other" unless a label says so.
  const sentences = splitSentences(text, proseStr, paragraphs);

  const language = detectLanguage(proseStr);
  // A slot written inside inline code (`{{ name }}`) is usually prose talking about slot syntax; it
  // counts only when the document is a template on other grounds (another slot, declared variables).
  const allSlots = findSlots(text, proseStr, blocks);
  const outsideInline = allSlots.filter((sl) => proseStr.charCodeAt(sl.range[0]) !== CODE_MARK);
  const fmData = (frontmatter as Frontmatter | null)?.data ?? null;
  const declaredVariables = readDeclaredVariables(fmData);
  const slots = outsideInline.length || declaredVariables !== null || options.template === true ? allSlots : outsideInline;
  const template =
    options.template === true
      ? true
      : options.template === false
        ? false
        : declaredVariables !== null || slots.length > 0 || fmData?.template === true;

  const encoding = options.encoding ?? "o200k_base";
  const doc: HandoffDocument = {
    text,
    start,
    filePath: options.filePath ?? null,
    mdast,
    frontmatter,
    prose: proseStr,
    sections,
    paragraphs: paragraphs.sort((a, b) => a.range[0] - b.range[0]),
    sentences,
    references,
    blocks: blocks.sort((a, b) => a.range[0] - b.range[0]),
    slots,
    template,
    declaredVariables,
    language,
    tokens: new LazyTokenCounter(text, start, encoding),
    positionAt: (o) => lines.positionAt(o),
    offsetAt: (p) => lines.offsetAt(p),
    lineAround: (o) => lines.lineAround(o),
    rangeOf,
  };
  return doc;
}

function labelRole(label: string, fallback: Role): Role {
  const r = roleOfLabel(label);
  return r === "other" ? fallback : r;
}

function isUrl(u: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(u) || u.startsWith("//") || u.startsWith("www.");
}

function decodeRange(codes: Uint16Array, a: number, b: number): string {
  return String.fromCharCode.apply(null, codes.subarray(a, b) as unknown as number[]);
}

function decode(codes: Uint16Array): string {
  let out = "";
  const CHUNK = 8192;
  for (let i = 0; i < codes.length; i += CHUNK) out += String.fromCharCode.apply(null, codes.subarray(i, i + CHUNK) as unknown as number[]);
  return out;
}

function plainText(node: Nodes): string {
  let out = "";
  const stack: Nodes[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if ("value" in n && typeof n.value === "string" && n.type !== "html") out += n.value;
    if ("children" in n && n.children) for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as Nodes);
  }
  return out;
}

function readFrontmatter(kind: "yaml" | "toml", value: string, range: Range, lines: LineIndex, text: string): Frontmatter {
  if (kind === "toml") return { raw: value, range, data: null, error: null };
  // A flat block of `key: value` lines is read without the YAML library (src/document/simple-yaml.ts).
  const simple = simpleYaml(value);
  if (simple) return { raw: value, range, data: simple, error: null };
  const Y = yaml();
  const parsed = Y.parseDocument(value, { prettyErrors: false, uniqueKeys: false });
  if (parsed.errors.length) {
    const e = parsed.errors[0];
    // The value starts on the line after the opening fence; map the error's offset in it to the text.
    let valueStart = range[0];
    while (valueStart < range[1] && text.charCodeAt(valueStart) !== 10 && text.charCodeAt(valueStart) !== 13) valueStart++;
    if (text.charCodeAt(valueStart) === 13 && text.charCodeAt(valueStart + 1) === 10) valueStart++;
    valueStart = Math.min(valueStart + 1, range[1]);
    const at = Math.min(valueStart + Math.max(0, e.pos?.[0] ?? 0), range[1]);
    const pos = lines.positionAt(at);
    return { raw: value, range, data: null, error: { message: e.message.split("\n")[0], line: pos.line, column: pos.column } };
  }
  let data: unknown;
  try {
    data = parsed.toJS({ maxAliasCount: 100 }) as unknown;
  } catch (err) {
    const pos = lines.positionAt(range[0]);
    return { raw: value, range, data: null, error: { message: (err as Error).message.split("\n")[0], line: pos.line, column: pos.column } };
  }
  return { raw: value, range, data: data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null, error: null };
}

function readDeclaredVariables(data: Record<string, unknown> | null): string[] | null {
  if (!data) return null;
  for (const key of ["variables", "inputs", "input_variables", "arguments", "params"]) {
    const v = data[key];
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      return v
        .map((x) => (typeof x === "string" ? x : x && typeof x === "object" && "name" in x ? String((x as { name: unknown }).name) : null))
        .filter((x): x is string => !!x);
    }
    if (typeof v === "object") return Object.keys(v as object);
    if (typeof v === "string") return v.split(/[\s,]+/).filter(Boolean);
  }
  return null;
}

// The elements of HTML (and SVG's commonest): a block that opens with one of these is markup, not a prompt's own tag.
const HTML_ELEMENTS = new Set(
  ("a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption center cite code col colgroup data " +
    "datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 " +
    "head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol " +
    "optgroup option output p param picture pre progress q rp rt ruby s samp script search section select slot small source span strike " +
    "strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr path g " +
    "circle rect line polyline polygon text defs use").split(" "),
);
// A tag of a prompt's own (lower-case or snake/kebab-case name, no attributes that look like markup), opening or closing.
export const PROMPT_TAG = /<\/?([A-Za-z][\w-]{0,40})(?:\s[^<>\n]{0,120})?\/?>/g;

/**
 * A block of HTML that is a prompt's own tagged section ("<task>", "<constraints>", "</examples>"): its first tag names
 * no HTML element, and it has lines of text besides its tags. The tags' ranges (blanked from prose) and the runs of
 * lines between them (read as paragraphs). Null for markup.
 */
function taggedProse(text: string, r: Range): { tags: Range[]; prose: Range[] } | null {
  const src = text.slice(r[0], r[1]);
  const first = /^\s*<\/?([A-Za-z][\w-]{0,40})/.exec(src);
  if (!first || HTML_ELEMENTS.has(first[1].toLowerCase()) || /^\s*<!--/.test(src)) return null;
  const tags: Range[] = [];
  for (const m of src.matchAll(PROMPT_TAG)) {
    if (HTML_ELEMENTS.has(m[1].toLowerCase())) return null;
    tags.push([r[0] + m.index, r[0] + m.index + m[0].length]);
  }
  // runs of lines with words outside the tags
  const prose: Range[] = [];
  let runStart = -1;
  let runEnd = -1;
  let at = r[0];
  while (at < r[1]) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 || nl > r[1] ? r[1] : nl;
    const words = /\p{L}{2,}/u.test(text.slice(at, end).replace(PROMPT_TAG, ""));
    if (words) {
      if (runStart < 0) runStart = at;
      runEnd = end;
    } else if (runStart >= 0) {
      prose.push([runStart, runEnd]);
      runStart = -1;
    }
    at = end + 1;
  }
  if (runStart >= 0) prose.push([runStart, runEnd]);
  return prose.length ? { tags, prose } : null;
}

const ABBREV = new Set(["e.g", "i.e", "etc", "vs", "cf", "approx", "no", "fig", "mr", "mrs", "dr", "st", "inc", "ltd", "jr", "sr"]);

/** Split prose paragraphs into sentences over the masked prose, so code never ends a sentence. */
function splitSentences(text: string, prose: string, paragraphs: Paragraph[]): Sentence[] {
  const out: Sentence[] = [];
  // Paragraph ranges can nest (a list item paragraph inside a table? no) — headings and paragraphs don't overlap.
  paragraphs.forEach((p, pi) => {
    let s = p.range[0];
    const end = p.range[1];
    // skip the heading marker
    if (p.kind === "heading") {
      while (s < end && (prose.charCodeAt(s) === 35 || prose.charCodeAt(s) === 32)) s++;
    }
    let i = s;
    const push = (a: number, b: number) => {
      // trim
      while (a < b && isSpace(prose.charCodeAt(a))) a++;
      while (b > a && isSpace(prose.charCodeAt(b - 1))) b--;
      if (b <= a) return;
      if (p.kind === "tableCell") {
        // a cell's range includes its pipes
        while (a < b && (prose.charCodeAt(a) === 124 || isSpace(prose.charCodeAt(a)))) a++;
        while (b > a && (prose.charCodeAt(b - 1) === 124 || isSpace(prose.charCodeAt(b - 1)))) b--;
        if (b <= a) return;
      }
      const sp = prose.slice(a, b);
      const role = p.role !== "other" ? p.role : roleOfCue(sp);
      out.push({ text: text.slice(a, b), prose: sp, range: [a, b], paragraph: pi, section: p.section, role, quoted: p.quoted });
    };
    while (i < end) {
      const c = prose.charCodeAt(i);
      if (c === 0x201c || c === 34) {
        // A quotation is not split into sentences: a quoted example stays one piece of its sentence,
        // so rules can tell quoted words from the writer's own. It must close within 400 characters.
        // (Looked for within that window only: a scan to the end per quote mark would be quadratic.)
        const want = c === 34 ? 34 : 0x201d;
        const limit = Math.min(end - 1, i + 400);
        let close = -1;
        for (let j = i + 1; j <= limit; j++) {
          if (prose.charCodeAt(j) === want) {
            close = j;
            break;
          }
        }
        if (close > i) {
          i = close + 1;
          continue;
        }
      }
      if (c === 46 || c === 33 || c === 63) {
        // . ! ? followed by space/end, not an abbreviation, not a decimal
        const next = i + 1 < end ? prose.charCodeAt(i + 1) : 32;
        if (isSpace(next) || next === 41 || next === 34 || next === 0x201d) {
          if (c === 46) {
            let w = i;
            while (w > s && isWordChar(prose.charCodeAt(w - 1))) w--;
            const word = prose.slice(w, i).toLowerCase();
            if (ABBREV.has(word) || (word.length === 1 && /[a-z]/i.test(word) && prose.charCodeAt(w - 1) === 46)) {
              i++;
              continue;
            }
          }
          push(s, i + 1);
          s = i + 1;
        }
      } else if (c === 0x3002 || c === 0xff01 || c === 0xff1f) {
        push(s, i + 1);
        s = i + 1;
      } else if (c === 10 || c === 13) {
        // A line break inside a paragraph ends a sentence when the line before ends with
        // terminal punctuation or a colon, or the next line starts a new item (capital, bullet, label).
        let j = i + 1;
        if (c === 13 && prose.charCodeAt(j) === 10) j++;
        let k = j;
        while (k < end && (prose.charCodeAt(k) === 32 || prose.charCodeAt(k) === 9 || prose.charCodeAt(k) === 62)) k++;
        const nextC = k < end ? prose.charCodeAt(k) : 32;
        let b = i;
        while (b > s && (prose.charCodeAt(b - 1) === 32 || prose.charCodeAt(b - 1) === 9)) b--;
        const prevC = b > s ? prose.charCodeAt(b - 1) : 46;
        const prevEnds = prevC === 58 || prevC === 46 || prevC === 33 || prevC === 63 || prevC === 0x3002;
        // (a dash or a star starts an item only with a space after it: "**zero posts** until …" goes on the sentence)
        const bullet = (nextC === 45 || nextC === 42) && isSpace(k + 1 < end ? prose.charCodeAt(k + 1) : 32);
        const nextStarts = (nextC >= 65 && nextC <= 90) || bullet || (nextC >= 48 && nextC <= 57) || nextC > 0x2e80;
        if (prevEnds || nextStarts) {
          push(s, i);
          s = j;
        }
        i = j;
        continue;
      }
      i++;
    }
    push(s, end);
  });
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;
}
function isWordChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}
