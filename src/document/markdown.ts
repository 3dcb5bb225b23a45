// The Markdown parse, in time linear in the size of the text.
//
// micromark (under remark-parse) is superlinear on some inputs: every container it closes moves the
// events of the whole document so far (`micromark-util-edit-map` `consume`), so a text with many lists or
// quotes is quadratic; one long paragraph is quadratic in its runs of text (`resolveAllText`); deep
// nesting (`- - - - …`, `> > > …`, long runs of `*`) overflows the stack. So the text is parsed in
// independent chunks and the trees are joined, with every position shifted back so it stays exact:
//
// - A chunk ends at a *safe* boundary, where no construct can continue across: before a line at column 0
//   that follows a blank line and is not a list item, or before an ATX heading at column 0; never inside
//   fenced code, an HTML block or frontmatter. Parsing at safe boundaries gives the same tree as one parse
//   (test/hostile/chunks.test.ts checks it on the corpus and every fixture); link definitions
//   are shared between chunks, so a reference resolves wherever its definition is.
// - A run of text with no safe boundary longer than MAX_CHUNK (a huge list or paragraph, a 1 MB line) is
//   cut at a line start, or inside the line after a space: the tree differs there (a long list becomes
//   several lists, a paragraph several paragraphs), only in texts no one writes by hand.
// - Container markers nested deeper than MAX_NESTING on one line, and emphasis nested deeper than
//   MAX_EMPHASIS in one paragraph, are not parsed as such (same-length substitutes, so offsets hold).
import type { Root, RootContent } from "mdast";
import type { Extension } from "micromark-util-types";
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";

export interface ChunkOptions {
  /** Counts the characters handed to the parser, re-parses included (the work that must stay linear in the text). */
  work?: { charsParsed: number };
  /** Cut at a safe boundary once a chunk is at least this long (characters). */
  minChunk?: number;
  /** Cut anywhere (a line start, else after a space) once a chunk is this long. */
  maxChunk?: number;
}

export const MIN_CHUNK = 2048;
export const MAX_CHUNK = 32 * 1024;
/** An HTML block that ends at a blank line is raw text to micromark: it is cut only past this many times MAX_CHUNK. */
const HTML_FACTOR = 8;
/** A line longer than this is cut inside (its pieces parse as separate paragraphs). */
export const MAX_LINE_CHUNK = 8 * 1024;
export const MAX_NESTING = 32;
export const MAX_EMPHASIS = 16;
export const MAX_RUN = 64;

// Substitutes for emphasis markers that are not parsed (private use; mapped back in node values).
const SUBST: Record<number, number> = { 42: 0xe02a, 95: 0xe05f, 126: 0xe07e };
const UNSUBST: Record<number, string> = { 0xe02a: "*", 0xe05f: "_", 0xe07e: "~" };

// Indented code is turned off: handoffs indent prose inside XML-style tags (`<role>` … `</role>`) and
// YAML task files far more often than they mean an indented code block; fenced code still counts.
const NO_INDENTED_CODE = { disable: { null: ["codeIndented"] } };

// Definitions found in other chunks are handed to micromark's parser before it resolves references:
// a construct tried first at every `[` of text adds them once per parse, then declines. Link definitions
// go to the parser's `defined` (a field of micromark's ParseContext type).
let pending: { defined: string[] } | null = null;
const injected = new WeakSet<object>();
const SHARE_DEFINITIONS = {
  text: {
    91: {
      add: "before",
      tokenize(this: { parser: { defined: string[] } }, _effects: unknown, _ok: unknown, nok: (code: number | null) => unknown) {
        const parser = this.parser;
        return (code: number | null) => {
          // (keyed by the parser's list of definitions: a parser is reused, with a new list, for each text)
          if (pending && !injected.has(parser.defined)) {
            injected.add(parser.defined);
            parser.defined.push(...pending.defined);
          }
          return nok(code);
        };
      },
    },
  },
};

// micromark-extension-frontmatter quirk: when a text opens with a frontmatter fence that never closes,
// the failed attempt leaves no container (list, quote) parsed in the rest of the
// text. Chunks after the first reproduce that with containers turned off.
const NO_CONTAINERS = { disable: { null: ["list", "blockQuote"] } };

// GFM: the parts of remark-gfm that a rule reads, not remark-gfm whole. Tables and task items, with their
// micromark constructs. Autolink literals (`https://…`, `www.…`, emails) by mdast-util-gfm-autolink-literal's
// transform alone, which finds them in the finished tree's text: its micromark construct, tried at every
// word start, was ~40 % of the parse of a small handoff (bench/out: 500 files, CPU 1.70 s with remark-gfm,
// 1.32 s so), and matters only for a literal with emphasis markers inside (`www.a.io/*b*`). Strikethrough
// and footnotes stay text: no rule reads them.
const GFM_CONSTRUCTS = [gfmTable(), gfmTaskListItem()];
const GFM_TREE = [gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown()];
// The transform (the extension's one tree transform, as mdast-util-from-markdown would run it): four
// passes over every text node of the tree it is given, for four expressions.
const AUTOLINK_TRANSFORM = gfmAutolinkLiteralFromMarkdown().transforms![0] as (tree: Root) => Root | undefined;
// Every literal the transform finds holds one of these (`https://`, `www.`, or the `@` of an email, `mailto:`
// or `xmpp:`): a chunk without any is parsed without the transform, and in a chunk with some it is given
// only the top-level blocks whose text holds one (its expressions match within one text node, so the
// other blocks would come out as they went in); its walks were ~15 % of a small handoff's parse.
const MAY_HOLD_AUTOLINK = /https?:\/\/|www\.|@/i;

type Flavour = "first" | "rest" | "quirk";
/** The micromark extensions each kind of chunk is parsed with, beside GFM's (and frontmatter's, first). */
const EXTENSIONS: Record<Flavour, Extension[]> = {
  first: [NO_INDENTED_CODE, SHARE_DEFINITIONS] as Extension[],
  rest: [NO_INDENTED_CODE, SHARE_DEFINITIONS] as Extension[],
  quirk: [NO_INDENTED_CODE, NO_CONTAINERS, SHARE_DEFINITIONS] as Extension[],
};

/** A unified plugin that adds micromark and mdast extensions to remark-parse's (the documented `data` route, as remark-gfm does). */
function withExtensions(this: Processor, extensions: Extension[]): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(...GFM_CONSTRUCTS, ...extensions);
  (data.fromMarkdownExtensions ??= []).push(...GFM_TREE);
}

const processors = new Map<Flavour, Processor<Root>>();
/** remark-parse with GFM, and frontmatter in the first chunk only (it opens a text, never a later chunk). */
function processorFor(flavour: Flavour): Processor<Root> {
  let p = processors.get(flavour);
  if (!p) {
    const base = unified().use(remarkParse);
    p = (flavour === "first" ? base.use(remarkFrontmatter, ["yaml", "toml"]) : base).use(withExtensions, EXTENSIONS[flavour]).freeze() as unknown as Processor<Root>;
    processors.set(flavour, p);
  }
  return p;
}

/** Autolink literals, found by the transform in the blocks of `root` whose text may hold one. */
function autolinkLiterals(root: Root): void {
  let hits: RootContent[] | null = null;
  for (const block of root.children) if (textHolds(block as unknown as AnyNode)) (hits ??= []).push(block);
  if (hits) AUTOLINK_TRANSFORM({ type: "root", children: hits });
}

/** Whether a text node under `node` holds what an autolink literal needs (MAY_HOLD_AUTOLINK). */
function textHolds(node: AnyNode): boolean {
  const stack: AnyNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === "text" && typeof n.value === "string" && MAY_HOLD_AUTOLINK.test(n.value)) return true;
    if (n.children) for (const c of n.children) stack.push(c);
  }
  return false;
}

interface Cut {
  /** Offset in the text where the chunk starts. */
  offset: number;
  /** 1-based line and column of that offset. */
  line: number;
  column: number;
  /** A safe boundary (checked after the parse); false for a cut forced by size. */
  safe?: boolean;
}

export interface ChunkPlan {
  /** Chunk starts (the first is offset 0). */
  cuts: Cut[];
  /** The text with deep nesting neutralized (same length), or the text itself. */
  text: string;
  substituted: boolean;
}

const isWs = (c: number) => c === 32 || c === 9;

/** A first line that opens frontmatter. */
const FENCE_LINE = /^(---|\+\+\+)[ \t]*(?:\r\n|\r|\n|$)/;

type Kind = "top" | "indent" | "list" | "quote";
type State =
  | { t: "none" }
  | { t: "fence"; char: number; len: number; kind: Kind }
  | { t: "html"; end: RegExp | null; kind: Kind }
  | { t: "front"; close: number };

/** Plan where a text is cut into chunks, and neutralize nesting that would overflow the parser. */
export function planChunks(text: string, options: ChunkOptions = {}): ChunkPlan {
  const minChunk = options.minChunk ?? MIN_CHUNK;
  const maxChunk = options.maxChunk ?? MAX_CHUNK;
  const maxLine = Math.min(maxChunk, MAX_LINE_CHUNK);
  const n = text.length;
  const cuts: Cut[] = [{ offset: 0, line: 1, column: 1 }];
  let codes = null as Uint16Array | null;
  const put = (i: number, c: number) => {
    if (!codes) {
      codes = new Uint16Array(n);
      for (let k = 0; k < n; k++) codes[k] = text.charCodeAt(k);
    }
    codes[i] = c;
  };

  let state: State = { t: "none" };
  let chunkStart = 0;
  let prevBlank = false;
  let lineNo = 1;
  let emphasisDepth = 0;
  let containerLines = 0;
  // Frontmatter: a first line of `---` or `+++` with a closing line of the same.
  const fm = FENCE_LINE.exec(text);
  if (fm) {
    const closeRe = fm[1] === "---" ? /(?:\r\n|\r|\n)---[ \t]*(?=\r|\n|$)/g : /(?:\r\n|\r|\n)\+\+\+[ \t]*(?=\r|\n|$)/g;
    closeRe.lastIndex = fm[0].length - 1;
    const m = closeRe.exec(text);
    if (m) state = { t: "front", close: m.index + m[0].length };
  }

  let i = 0;
  while (i < n) {
    const lineStart = i;
    let lineEnd = i;
    while (lineEnd < n) {
      const c = text.charCodeAt(lineEnd);
      if (c === 10 || c === 13) break;
      lineEnd++;
    }
    let next = lineEnd;
    if (next < n) next += text.charCodeAt(next) === 13 && text.charCodeAt(next + 1) === 10 ? 2 : 1;

    // Leading whitespace and container markers.
    let p = lineStart;
    while (p < lineEnd && isWs(text.charCodeAt(p))) p++;
    const indent = p - lineStart;
    const blank = p === lineEnd;
    const first = blank ? -1 : text.charCodeAt(p);
    let q = p;
    let depth = 0;
    let outer: Kind = indent ? "indent" : "top";
    for (;;) {
      const c = text.charCodeAt(q);
      let len = 0;
      if (c === 62) len = 1;
      else if ((c === 45 || c === 43 || c === 42) && (q + 1 >= lineEnd || isWs(text.charCodeAt(q + 1)))) len = 1;
      else if (c >= 48 && c <= 57) {
        let d = q;
        while (d < lineEnd && d - q < 9 && text.charCodeAt(d) >= 48 && text.charCodeAt(d) <= 57) d++;
        const m = text.charCodeAt(d);
        if ((m === 46 || m === 41) && (d + 1 >= lineEnd || isWs(text.charCodeAt(d + 1)))) len = d + 1 - q;
      }
      if (!len || q >= lineEnd) break;
      if (depth === 0 && outer === "top") outer = c === 62 ? "quote" : "list";
      depth++;
      if (depth > MAX_NESTING && (state.t === "none" || (state.t === "html" && state.end === null))) for (let k = q; k < q + len; k++) put(k, 32);
      q += len;
      while (q < lineEnd && isWs(text.charCodeAt(q))) q++;
    }
    const content = q; // where the line's own content starts
    if (depth) containerLines++;

    // A fence or HTML block opened inside a container ends with its container.
    if (state.t === "fence" || state.t === "html") {
      if (state.kind === "quote" && !blank && first !== 62) state = { t: "none" };
      else if (state.kind === "list" && !blank && indent === 0) state = { t: "none" };
      else if (state.kind === "quote" && blank) state = { t: "none" };
    }
    if (state.t === "front" && lineStart >= state.close) state = { t: "none" };

    // A cut before this line?
    const listItem = depth > 0 && first !== 62;
    const open = state.t === "none" || (state.t === "html" && state.end === null);
    // (Never before a U+FEFF: micromark drops one at the start of its input.)
    if (lineStart > chunkStart && open && text.charCodeAt(lineStart) !== 0xfeff) {
      const col0 = indent === 0 && !blank;
      const atx = col0 && first === 35 && isAtx(text, p, lineEnd);
      const safe = state.t === "none" && col0 && ((prevBlank && !listItem) || atx);
      // Every list or quote micromark closes costs time in the size of the chunk: cut sooner where there are many.
      const len = lineStart - chunkStart;
      const wanted = safe && (len >= minChunk || (containerLines >= 8 && len >= minChunk >> 3));
      const force = !wanted && len >= (state.t === "html" ? maxChunk * HTML_FACTOR : maxChunk);
      if (wanted || force) {
        cuts.push({ offset: lineStart, line: lineNo, column: 1, safe: !force });
        chunkStart = lineStart;
        emphasisDepth = 0;
        containerLines = 0;
      }
    }

    // Update the state with this line.
    const before = state;
    if (before.t === "none") {
      if (blank) emphasisDepth = 0;
      const c = text.charCodeAt(content);
      if (c === 96 || c === 126) {
        let e = content;
        while (e < lineEnd && text.charCodeAt(e) === c) e++;
        let tick = e;
        if (c === 96) while (tick < lineEnd && text.charCodeAt(tick) !== 96) tick++;
        if (e - content >= 3 && (c === 126 || tick === lineEnd)) state = { t: "fence", char: c, len: e - content, kind: outer };
      } else if (c === 60) {
        const head = text.slice(content, Math.min(lineEnd, content + 12)).toLowerCase();
        let end: RegExp | null = null;
        let skip = 1;
        if (head.startsWith("<!--")) [end, skip] = [/-->/, 4];
        else if (head.startsWith("<?")) [end, skip] = [/\?>/, 2];
        else if (head.startsWith("<![cdata[")) [end, skip] = [/\]\]>/, 9];
        else if (/^<![a-z]/.test(head)) [end, skip] = [/>/, 2];
        else if (/^<(?:script|pre|style|textarea)(?:[\s>]|$)/.test(head)) end = /<\/(?:script|pre|style|textarea)>/i;
        if (end === null) state = { t: "html", end: null, kind: outer };
        else if (!end.test(text.slice(content + skip, lineEnd))) state = { t: "html", end, kind: outer };
      }
    } else if (before.t === "fence") {
      const c = text.charCodeAt(content);
      if (c === before.char) {
        let e = content;
        while (e < lineEnd && text.charCodeAt(e) === c) e++;
        let w = e;
        while (w < lineEnd && isWs(text.charCodeAt(w))) w++;
        if (e - content >= before.len && w === lineEnd) state = { t: "none" };
      }
    } else if (before.t === "html") {
      if (before.end === null ? blank : before.end.test(text.slice(lineStart, lineEnd))) state = { t: "none" };
    }
    // Prose lines (and lines of an HTML block that ends at a blank line, which may be prose after all):
    // guard emphasis nesting and cut a line that is too long.
    const prose = (before.t === "none" && state.t === "none") || (state.t === "html" && state.end === null) || (before.t === "html" && before.end === null);
    if (prose && !blank) {
      emphasisDepth = guardEmphasis(text, content, lineEnd, emphasisDepth, put);
      if (lineEnd - Math.max(chunkStart, lineStart) > maxLine) {
        let from = Math.max(chunkStart, lineStart);
        while (lineEnd - from > maxLine) {
          let at = from + maxLine;
          let s = at;
          while (s > from + (maxLine >> 1) && !isWs(text.charCodeAt(s - 1))) s--;
          if (s > from + (maxLine >> 1)) at = s;
          const hi = text.charCodeAt(at - 1);
          if (hi >= 0xd800 && hi <= 0xdbff) at--;
          if (text.charCodeAt(at) === 0xfeff) at++;
          cuts.push({ offset: at, line: lineNo, column: at - lineStart + 1 });
          from = at;
          emphasisDepth = 0;
          containerLines = 0;
        }
        chunkStart = from;
      }
    }

    prevBlank = blank;
    i = next;
    if (next > lineEnd) lineNo++;
  }
  if (!codes) return { cuts, text, substituted: false };
  return { cuts, text: decode(codes), substituted: true };
}

function isAtx(text: string, p: number, lineEnd: number): boolean {
  let e = p;
  while (e < lineEnd && e - p < 7 && text.charCodeAt(e) === 35) e++;
  const len = e - p;
  return len >= 1 && len <= 6 && (e === lineEnd || isWs(text.charCodeAt(e)));
}

const isPunct = (c: number) => (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126);
const isSpaceLike = (c: number) => Number.isNaN(c) || c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0;

/**
 * Track how deep emphasis openers nest in a paragraph (runs of `*`, `_`, `~` that can only open, less
 * those that can only close); past MAX_EMPHASIS a run is replaced by a same-length substitute, so
 * micromark does not parse it. A run longer than MAX_RUN is hidden whole (unless it is the whole line:
 * a thematic break or a setext underline).
 */
function guardEmphasis(text: string, a: number, b: number, depth: number, put: (i: number, c: number) => void): number {
  let whole: boolean | null = null; // the line is one marker character and spaces (asked once)
  for (let i = a; i < b; i++) {
    const c = text.charCodeAt(i);
    if (c !== 42 && c !== 95 && c !== 126) continue;
    let e = i;
    while (e < b && text.charCodeAt(e) === c) e++;
    const before = i > 0 ? text.charCodeAt(i - 1) : NaN;
    const after = e < text.length ? text.charCodeAt(e) : NaN;
    const left = !isSpaceLike(after) && (!isPunct(after) || isSpaceLike(before) || isPunct(before));
    const right = !isSpaceLike(before) && (!isPunct(before) || isSpaceLike(after) || isPunct(after));
    if (left && !right) depth++;
    else if (right && !left) depth = Math.max(0, depth - 1);
    // a run that can both open and close (between punctuation: "）**，") closes an open one, as the parser
    // pairs it, and opens otherwise; counted as neither, it leaked a level per list item in CJK text
    else if (left && right) depth = depth > 0 ? depth - 1 : depth + 1;
    if (depth > MAX_EMPHASIS) {
      for (let k = i; k < e; k++) put(k, SUBST[c]);
      depth--;
    } else if (e - i > MAX_RUN && !(whole ??= onlyRun(text, a, b, c))) {
      for (let k = i; k < e; k++) put(k, SUBST[c]);
    }
    i = e - 1;
  }
  return depth;
}

function onlyRun(text: string, a: number, b: number, c: number): boolean {
  for (let i = a; i < b; i++) {
    const d = text.charCodeAt(i);
    if (d !== c && !isWs(d)) return false;
  }
  return true;
}

function decode(codes: Uint16Array): string {
  let out = "";
  for (let i = 0; i < codes.length; i += 8192) out += String.fromCharCode.apply(null, codes.subarray(i, i + 8192) as unknown as number[]);
  return out;
}

type Point = { line: number; column: number; offset?: number };
type AnyNode = { type: string; children?: AnyNode[]; position?: { start: Point; end: Point }; value?: unknown; label?: string | null };

/** Parse Markdown (no BOM) into one mdast tree, chunk by chunk; positions are those of one parse. */
export function parseMarkdown(body: string, options: ChunkOptions = {}): Root {
  const plan = planChunks(body, options);
  const src = plan.text;
  const cuts = plan.cuts;
  // `prefix`: a table's header and delimiter lines, parsed before a chunk that a forced cut made start inside
  // that table, so its rows stay rows (tableHead); the root's positions count from the prefix's start.
  const pieces: Array<{ root: Root; cut: Cut; end: number; prefix: string }> = [];
  let defined: string[] = [];
  let later: Flavour = "rest";
  let head: string | null = null;
  for (let k = 0; k < cuts.length; ) {
    // A chunk whose last block may run on past its end (an HTML block, or fenced code that did not close:
    // the line scan misread a container) is parsed again with the chunks after it, doubling its size.
    let next = k + 1;
    let root: Root;
    const prefix = head !== null && !cuts[k].safe && cuts[k].column === 1 ? head : "";
    for (;;) {
      const end = next < cuts.length ? cuts[next].offset : src.length;
      root = parseChunk(prefix + src.slice(cuts[k].offset, end), k === 0 ? "first" : later, options.work);
      if (next >= cuts.length || !cuts[next].safe || !runsOn(root, src, cuts[k].offset, end)) break;
      const size = end - cuts[k].offset;
      while (next < cuts.length && cuts[next].offset - cuts[k].offset < 2 * size) next++;
    }
    if (k === 0 && FENCE_LINE.test(src) && root.children[0]?.type !== ("yaml" as string) && root.children[0]?.type !== ("toml" as string)) later = "quirk";
    const end = next < cuts.length ? cuts[next].offset : src.length;
    pieces.push({ root, cut: cuts[k], end, prefix });
    if (cuts.length > 1) collectDefinitions(root, defined);
    head = tableHead(root, prefix + src.slice(cuts[k].offset, end), prefix);
    k = next;
  }
  // A reference in one chunk to a definition in another: parse the chunks that have a `[` again,
  // with every definition known (when there are not too many to hand over).
  if (pieces.length > 1 && defined.length) {
    defined = [...new Set(defined)];
    if (defined.length <= 2000) {
      pending = { defined };
      try {
        for (let k = 0; k < pieces.length; k++) {
          const chunk = src.slice(pieces[k].cut.offset, pieces[k].end);
          if (chunk.includes("[")) pieces[k].root = parseChunk(pieces[k].prefix + chunk, k === 0 ? "first" : later, options.work);
        }
      } finally {
        pending = null;
      }
    }
  }
  const children: RootContent[] = [];
  for (const { root, cut, prefix } of pieces) {
    if (cut.offset !== 0) shift(root, prefix ? { offset: cut.offset - prefix.length, line: cut.line - lineCount(prefix), column: 1 } : cut);
    let from = 0;
    // The rows of a table a forced cut went through join the table they belong to (the prefix's header row is dropped).
    const last = children[children.length - 1];
    const first = root.children[0];
    if (prefix && last?.type === "table" && first?.type === "table" && last.position && first.position) {
      last.children.push(...first.children.slice(1));
      last.position = { start: last.position.start, end: first.position.end };
      from = 1;
    }
    // A paragraph cut by size (a long line or a long paragraph) is put back together: one paragraph, as
    // one parse gives, so rules that read paragraphs and sentences see the same shapes.
    const prev = children[children.length - 1];
    const opening = root.children[0];
    if (!prefix && !cut.safe && cut.offset !== 0 && prev?.type === "paragraph" && opening?.type === "paragraph" && prev.position && opening.position) {
      prev.children.push(...opening.children);
      prev.position = { start: prev.position.start, end: opening.position.end };
      from = 1;
    }
    for (let i = from; i < root.children.length; i++) children.push(root.children[i]);
  }
  const last = pieces[pieces.length - 1];
  const root: Root = {
    type: "root",
    children,
    position: { start: { line: 1, column: 1, offset: 0 }, end: { ...(last.root.position?.end ?? { line: 1, column: 1, offset: 0 }) } },
  };
  if (plan.substituted) restoreValues(root as unknown as AnyNode);
  return root;
}

/**
 * The header and delimiter lines of the table a chunk ends with, when the table runs to the chunk's end
 * (the next chunk may hold more of its rows), or null. `parsed` is what was parsed (prefix + chunk).
 */
function tableHead(root: Root, parsed: string, prefix: string): string | null {
  const last = root.children[root.children.length - 1];
  if (last?.type !== "table" || !last.position) return null;
  const tail = parsed.slice(last.position.end.offset ?? 0);
  if (tail !== "\n" && tail !== "\r\n" && tail !== "\r") return null;
  // A table that is all the chunk, under a prefix, is the same table: its header is the prefix.
  if (prefix && root.children.length === 1) return prefix;
  const start = last.position.start.offset ?? 0;
  const headerEnd = last.children[0]?.position?.end.offset ?? start;
  return parsed.slice(start, lineAfter(parsed, lineAfter(parsed, headerEnd)));
}

/** The offset just past the line ending at or after `i`. */
function lineAfter(s: string, i: number): number {
  while (i < s.length && s.charCodeAt(i) !== 10 && s.charCodeAt(i) !== 13) i++;
  if (s.charCodeAt(i) === 13 && s.charCodeAt(i + 1) === 10) return i + 2;
  return Math.min(s.length, i + 1);
}

/** Lines in `s` that end with a line ending (the prefix is whole lines). */
function lineCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || (c === 13 && s.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/**
 * Whether a chunk's last block may continue past the chunk's end: an HTML block with no blank line after
 * it, or fenced code without its closing fence. (Offsets are the chunk's own.)
 */
function runsOn(root: Root, src: string, base: number, end: number): boolean {
  const last = root.children[root.children.length - 1] as AnyNode | undefined;
  if (!last || (last.type !== "code" && last.type !== "html") || !last.position) return false;
  const a = base + (last.position.start.offset ?? 0);
  const b = base + (last.position.end.offset ?? 0);
  if (last.type === "html") return !/\n[ \t]*\r?\n|\r[ \t]*\r/.test(src.slice(b, end));
  // Fenced code: closed when its last line is a run of its fence character at least as long as the opening.
  const c = src.charCodeAt(a);
  if (c !== 96 && c !== 126) return false;
  let open = a;
  while (src.charCodeAt(open) === c) open++;
  let lineStart = b;
  while (lineStart > a && src.charCodeAt(lineStart - 1) !== 10 && src.charCodeAt(lineStart - 1) !== 13) lineStart--;
  if (lineStart === a) return true; // only the opening line
  let p = lineStart;
  while (p < b && isWs(src.charCodeAt(p))) p++;
  let q = p;
  while (q < b && src.charCodeAt(q) === c) q++;
  let r = q;
  while (r < b && isWs(src.charCodeAt(r))) r++;
  return !(q - p >= open - a && r === b);
}

function parseChunk(chunk: string, flavour: Flavour, work?: { charsParsed: number }): Root {
  if (work) work.charsParsed += chunk.length;
  try {
    const root = processorFor(flavour).parse(chunk);
    if (MAY_HOLD_AUTOLINK.test(chunk)) autolinkLiterals(root);
    return root;
  } catch {
    // The parser failed on this piece (it should not): keep its text as one paragraph so the rest of
    // the document is still linted and every position stays right.
    const end = pointAfter(chunk);
    return {
      type: "root",
      children: [{ type: "paragraph", children: [{ type: "text", value: chunk, position: { start: { line: 1, column: 1, offset: 0 }, end } }], position: { start: { line: 1, column: 1, offset: 0 }, end } }],
      position: { start: { line: 1, column: 1, offset: 0 }, end },
    };
  }
}

function pointAfter(s: string): Point {
  let line = 1;
  let col = 1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 10 || (c === 13 && s.charCodeAt(i + 1) !== 10)) {
      line++;
      col = 1;
    } else if (c !== 13) col++;
  }
  return { line, column: col, offset: s.length };
}

const normalizeIdentifier = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, " ")
    .replace(/^ | $/g, "")
    .toLowerCase()
    .toUpperCase();

function collectDefinitions(root: Root, defined: string[]): void {
  const stack: AnyNode[] = [root as unknown as AnyNode];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === "definition" && typeof n.label === "string") defined.push(normalizeIdentifier(n.label));
    if (n.children) for (const c of n.children) stack.push(c);
  }
}

/** Move every position of a chunk's tree to where the chunk starts in the whole text. */
function shift(root: Root, cut: Cut): void {
  const move = (p: Point): Point => ({
    line: p.line + cut.line - 1,
    column: p.line === 1 ? p.column + cut.column - 1 : p.column,
    offset: (p.offset ?? 0) + cut.offset,
  });
  const stack: AnyNode[] = [...(root.children as unknown as AnyNode[])];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.position) n.position = { start: move(n.position.start), end: move(n.position.end) };
    if (n.children) for (const c of n.children) stack.push(c);
  }
  if (root.position) root.position = { start: move(root.position.start), end: move(root.position.end) };
}

/** Put the emphasis markers that were hidden from the parser back into node values. */
function restoreValues(root: AnyNode): void {
  const re = /[\ue02a\ue05f\ue07e]/g;
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (typeof n.value === "string" && re.test(n.value)) {
      re.lastIndex = 0;
      n.value = n.value.replace(re, (ch) => UNSUBST[ch.charCodeAt(0)]);
    }
    re.lastIndex = 0;
    if (n.children) for (const c of n.children) stack.push(c);
  }
}
