// GFM tables and task-list items, found in the CommonMark tree instead of by remark-gfm's parser.
//
// Why: remark-gfm's constructs are tried at every word start, every `[` and every line of every paragraph;
// they cost about a quarter of a small handoff's lint time (the table construct alone ~13% of the parse),
// and of GFM the document model reads only tables (a block kind; cells as short paragraphs) and task items.
// A table is a paragraph with a header row and a delimiter row among its lines, so one look at the
// paragraphs with a `|` or `:` after their first line finds every table, and the tree gets the nodes
// remark-gfm gives: `table` (with `align`), `tableRow`, `tableCell`, and `listItem.checked`. Cells are split
// at unescaped pipes before inline content, as GFM does: an inline node across a pipe becomes text.
//
// Where a table changes how the lines around it parse (a lazy line after it in a quote or list item, a
// setext underline under it, a list right under it, a row that could start a block), addGfm says so and
// the caller parses that text again with micromark's own table construct (src/document/markdown.ts).
// test/core/tables.test.ts checks the result is remark-gfm's tree, node for node with every position, on
// every Markdown file of the repository and on random table-like Markdown; the 2,349 files of the corpus,
// fixtures, docs and the benchmark set give the same trees and none needs the second parse. Left: text
// split across cells keeps character references as written (`&amp;` in a cell cut from a longer node).
// Strikethrough and footnotes stay text: no rule reads them.
import type { Root } from "mdast";
import { LineIndex } from "./lines.js";

type Point = { line: number; column: number; offset?: number };
type Position = { start: Point; end: Point };
type Node = { type: string; children?: Node[]; position?: Position; value?: string; [k: string]: unknown };

/**
 * Add GFM tables (unless `tables` is false: the parser made them) and task-list `checked` to a tree of
 * `text` (offsets in the tree are offsets in text). Returns false, with the tree half changed, for a text
 * it cannot give remark-gfm's tree for: a table in a quote or list item that a lazy line ends (remark-gfm
 * closes the containers there). The caller then parses again with micromark's table construct.
 */
export function addGfm(root: Root, text: string, tables = true): boolean {
  const ctx = new Ctx(text);
  // Containers whose children may be paragraphs: root, blockquote, listItem (iterative: nesting is deep in hostile input).
  // indent: the column (0-based) where the innermost list item's content starts, -1 outside list items.
  const stack: Array<{ node: Node; quotes: number; indent: number }> = [{ node: root as unknown as Node, quotes: 0, indent: -1 }];
  while (stack.length) {
    const { node, quotes, indent } = stack.pop()!;
    const kids = node.children;
    if (!kids) continue;
    // A new list of children is made only when a table is found (splicing in place would move every later
    // child for each table: quadratic in a text of many small tables).
    let changed: Node[] | null = null;
    for (let i = 0; i < kids.length; i++) {
      const k = kids[i];
      if (tables && (k.type === "paragraph" || (k.type === "heading" && isSetext(k, text)))) {
        const out = ctx.split(k, quotes, indent);
        if (out === EXACT) return false;
        if (out) {
          // A list or quote right under the table began by interrupting the paragraph; after a table it may
          // parse otherwise (an empty item inside it, say).
          const next = kids[i + 1];
          if ((next?.type === "list" || next?.type === "blockquote") && next.position && k.position && next.position.start.line === k.position.end.line + 1) return false;
          changed ??= kids.slice(0, i);
          for (const n of out) changed.push(n);
          continue;
        }
      } else if (k.type === "blockquote") stack.push({ node: k, quotes: quotes + 1, indent });
      else if (k.type === "list") stack.push({ node: k, quotes, indent });
      else if (k.type === "listItem") stack.push({ node: k, quotes, indent: ctx.contentColumn(k, indent) });
      changed?.push(k);
    }
    if (changed) node.children = changed;
    // After its tables: an item whose first paragraph became a table is no task.
    if (node.type === "listItem") taskItem(node, text);
  }
  return true;
}

const EXACT = Symbol("exact");
const UNSURE = -2;

function isSetext(h: Node, text: string): boolean {
  const p = h.position;
  if (!p || p.start.line === p.end.line) return false;
  return text.charCodeAt(p.start.offset ?? 0) !== 35; // not `#`
}

/** `- [ ] x` / `- [x] x`: the item is a task; its paragraph starts after the checkbox, as in mdast-util-gfm-task-list-item. */
function taskItem(item: Node, text: string): void {
  const para = item.children?.[0];
  if (!para || para.type !== "paragraph" || !para.position || !para.children?.length) return;
  const head = para.children[0];
  if (head.type !== "text" || !head.position || head.position.start.offset !== para.position.start.offset) return;
  const a = para.position.start.offset ?? 0;
  const c = text.charCodeAt(a + 1);
  if (text.charCodeAt(a) !== 91 || text.charCodeAt(a + 2) !== 93 || !(c === 32 || c === 120 || c === 88)) return;
  if (!isSpaceOrTab(text.charCodeAt(a + 3))) return;
  // Something other than whitespace must follow on the line.
  let b = a + 4;
  while (isSpaceOrTab(text.charCodeAt(b))) b++;
  if (b >= (para.position.end.offset ?? 0) || text.charCodeAt(b) === 10 || text.charCodeAt(b) === 13) return;
  item.checked = c !== 32;
  // As mdast-util-gfm-task-list-item: the checkbox and one space or tab leave the first text node; when
  // nothing of it is left it goes, and the paragraph keeps its start.
  const rest = (head.value ?? "").slice(4);
  if (!rest) {
    para.children.shift();
    return;
  }
  const start = { line: para.position.start.line, column: para.position.start.column + 4, offset: a + 4 };
  head.value = rest;
  head.position = { start, end: head.position.end };
  para.position = { start: { ...start }, end: para.position.end };
}

const isSpaceOrTab = (c: number) => c === 32 || c === 9;

interface Line {
  /** Where the line's content starts (after container prefixes and indentation) and ends (before the line ending). */
  start: number;
  end: number;
  /** A lazy continuation line: it lacks a `>` of its quotes, or the indentation of its list item. */
  lazy?: boolean;
}

class Ctx {
  private lineIndex: LineIndex | null = null;
  private readonly cursor: { nodes: Node[] | null; i: number; from: number } = { nodes: null, i: 0, from: 0 };
  constructor(private readonly text: string) {}

  point(offset: number): Point {
    const p = (this.lineIndex ??= new LineIndex(this.text, 0)).positionAt(offset);
    return { line: p.line, column: p.column, offset };
  }

  pos(a: number, b: number): Position {
    return { start: this.point(a), end: this.point(b) };
  }

  /** The lines of a block: content start after `quotes` `>` markers and whitespace (the first line starts at the node). */
  /** Where a list item's content starts (0-based column): after its marker and 1-4 spaces, as CommonMark reads it. */
  contentColumn(item: Node, outer: number): number {
    const t = this.text;
    const p = item.position?.start.offset;
    if (p === undefined) return outer;
    let m = p;
    while (m < t.length && t.charCodeAt(m) >= 48 && t.charCodeAt(m) <= 57) m++;
    m++; // the bullet, or the `.` / `)` after the digits
    let n = m;
    while (isSpaceOrTab(t.charCodeAt(n))) n++;
    const blank = n >= t.length || t.charCodeAt(n) === 10 || t.charCodeAt(n) === 13;
    const col = this.column(m);
    // Content after five or more spaces: micromark's table construct reads such items in ways not
    // modelled here (UNSURE makes a table found in them go to the exact parse).
    if (!blank && n - m > 4) return UNSURE;
    return blank ? col + 1 : col + (n - m);
  }

  /** 0-based column of an offset (in UTF-16 units from the line start). */
  column(offset: number): number {
    const t = this.text;
    let s = offset;
    while (s > 0 && t.charCodeAt(s - 1) !== 10 && t.charCodeAt(s - 1) !== 13) s--;
    return offset - s;
  }

  lines(a: number, b: number, quotes: number, indent: number): Line[] {
    const t = this.text;
    const out: Line[] = [];
    let i = a;
    let first = true;
    while (i <= b) {
      let e = i;
      while (e < b && t.charCodeAt(e) !== 10 && t.charCodeAt(e) !== 13) e++;
      let s = i;
      let lazy = false;
      if (!first) {
        while (s < e && isSpaceOrTab(t.charCodeAt(s))) s++;
        let q = 0;
        for (; q < quotes && t.charCodeAt(s) === 62; q++) {
          s++;
          while (s < e && isSpaceOrTab(t.charCodeAt(s))) s++;
        }
        lazy = q < quotes || s - i < indent;
      }
      out.push({ start: s, end: e, lazy });
      first = false;
      if (e >= b) break;
      i = e + (t.charCodeAt(e) === 13 && t.charCodeAt(e + 1) === 10 ? 2 : 1);
    }
    return out;
  }

  /** The nodes that replace a paragraph or setext heading holding a table, or null when it holds none. */
  split(node: Node, quotes: number, indent: number): Node[] | null | typeof EXACT {
    const p = node.position;
    if (!p) return null;
    const a = p.start.offset ?? 0;
    const b = p.end.offset ?? 0;
    const t = this.text;
    // Cheap test first: a delimiter row needs `-`, and `|` or `:`, after the first line.
    const nl = firstBreak(t, a, b);
    if (nl < 0) return null;
    let bar = false;
    for (let i = nl; i < b && !bar; i++) {
      const c = t.charCodeAt(i);
      bar = c === 124 || c === 58;
    }
    if (!bar) return null;
    const all = this.lines(a, b, quotes, indent);
    const heading = node.type === "heading";
    const lines = heading ? all.slice(0, -1) : all;
    let k = -1;
    let align: Array<string | null> = [];
    for (let i = 0; i + 1 < lines.length; i++) {
      // A delimiter row is never a lazy line (a header row may be).
      if (lines[i + 1].lazy) continue;
      const d = delimiterRow(t, lines[i + 1]);
      // (A header row that is a lone pipe has no cells.)
      if (d && (/^\|[ \t]*$/.test(t.slice(lines[i].start, lines[i].end)) ? 0 : cellsOf(t, lines[i]).length) === d.length) {
        k = i;
        align = d;
        break;
      }
    }
    if (k < 0) return null;
    if (indent === UNSURE) return EXACT;
    const out: Node[] = [];
    const inline = node.children ?? [];
    if (k > 0) {
      const end = lines[k - 1].end;
      out.push({ type: "paragraph", children: this.clip(inline, a, end, false, true), position: this.pos(a, end) });
    }
    const rows: Node[] = [];
    // A lazy line ends the table, and remark-gfm closes the quotes and list items around it there: a tree
    // this pass does not rebuild (see addGfm).
    let stop = k + 2;
    while (stop < lines.length && !lines[stop].lazy) stop++;
    if (stop < lines.length) return EXACT;
    // A body row that would start a block where no paragraph is open (an empty list item, a list that does
    // not start at 1, an HTML tag): CommonMark kept it in the paragraph, GFM may not.
    for (let r = k + 2; r < lines.length; r++) if (BLOCKISH.test(t.slice(lines[r].start, Math.min(lines[r].end, lines[r].start + 12)))) return EXACT;
    const rowLines = [lines[k], ...lines.slice(k + 2)];
    // A setext heading with a table in it: its underline is a row, a thematic break or a list item after
    // the table, and the table runs on into the lines after it: left to micromark's table construct.
    if (heading) return EXACT;
    // The last line of the table runs to the end of its line (the paragraph's end leaves trailing whitespace out).
    const last = all[all.length - 1];
    let lineEnd = last.end;
    while (isSpaceOrTab(t.charCodeAt(lineEnd))) lineEnd++;
    if (lineEnd >= t.length || t.charCodeAt(lineEnd) === 10 || t.charCodeAt(lineEnd) === 13) last.end = lineEnd;
    for (const line of rowLines) rows.push(this.row(line, inline));
    // A table without body rows ends with its delimiter row.
    const tableEnd = rowLines.length > 1 ? rowLines[rowLines.length - 1].end : lines[k + 1].end;
    out.push({ type: "table", align, children: rows, position: this.pos(lines[k].start, tableEnd) });
    return out;
  }

  /** A table row of a line: cells of the inline nodes in them. */
  row(line: Line, inline: Node[]): Node {
    const t = this.text;
    const cells: Node[] = cellsOf(t, line).map((c) => ({
      type: "tableCell",
      children: this.clip(inline, c.contentStart, c.contentEnd, true),
      position: this.pos(c.start, c.end),
    }));
    return { type: "tableRow", children: cells, position: this.pos(line.start, line.end) };
  }

  /** The inline nodes within [a, b): nodes inside kept, text cut to the range, other nodes that cross it become text. */
  clip(nodes: Node[], a: number, b: number, cell = false, lead = false): Node[] {
    const out: Node[] = [];
    if (a >= b) return out;
    // The ranges asked for come in text order (the lines before the table, then row by row, cell by cell),
    // and the nodes are in text order: a cursor skips the nodes that end before this range for good, so a
    // table of n cells costs O(n + nodes), not O(n * nodes).
    const c = this.cursor;
    if (c.nodes !== nodes || c.from > a) {
      c.nodes = nodes;
      c.i = 0;
    }
    c.from = a;
    while (c.i < nodes.length && (nodes[c.i].position?.end.offset ?? -1) <= a) c.i++;
    const push = (x: number, y: number) => {
      if (x >= y) return;
      const prev = out[out.length - 1];
      const value = unescape(this.text.slice(x, y));
      if (prev && prev.type === "text" && prev.position?.end.offset === x) {
        prev.value += value;
        prev.position = { start: prev.position.start, end: this.point(y) };
      } else out.push({ type: "text", value, position: this.pos(x, y) });
    };
    for (let j = c.i; j < nodes.length; j++) {
      const n = nodes[j];
      const s = n.position?.start.offset;
      const e = n.position?.end.offset;
      if (s !== undefined && s >= b) break;
      if (s === undefined || e === undefined || e <= a) continue;
      if (n.type === "break" && e > b) continue; // a hard break at the end of the lines before a table
      if (s >= a && e <= b) {
        // In a cell, `\|` in code is a pipe (mdast-util-gfm-table does the same).
        if (cell && n.type === "inlineCode" && n.value?.includes("\\|")) n.value = n.value.replace(/\\\|/g, "|");
        out.push(n);
      }
      else if (lead && n.type === "text" && s >= a && typeof n.value === "string") {
        // The lines before a table: the text node's own value, up to the line break at b (its value
        // has container prefixes and indentation already taken out, which a slice of the source has not).
        const value = beforeBreak(n.value, breaks(this.text, s, b) + 1);
        out.push({ type: "text", value, position: this.pos(s, trimEnd(this.text, s, b)) });
      } else push(Math.max(s, a), Math.min(e, b));
    }
    return out;
  }
}

/** Backslash escapes of ASCII punctuation, as CommonMark reads them (character references are left as written). */
// eslint-disable-next-line regexp/no-obscure-range -- the four ranges are ASCII punctuation, as CommonMark lists it
const unescape = (s: string) => (s.includes("\\") ? s.replace(/\\([!-/:-@[-`{-~])/g, "$1") : s);

/** Line breaks (\n, \r\n, \r) in t[a, b). */
function breaks(t: string, a: number, b: number): number {
  let n = 0;
  for (let i = a; i < b; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || (c === 13 && t.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

/** v up to its n-th line break. */
function beforeBreak(v: string, n: number): string {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if ((c === 10 || c === 13) && --n === 0) return v.slice(0, i);
    if (c === 13 && v.charCodeAt(i + 1) === 10) i++;
  }
  return v;
}

const BLOCKISH = /^(?:[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|<[A-Za-z/?!])/;

function firstBreak(t: string, a: number, b: number): number {
  for (let i = a; i < b; i++) {
    const c = t.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return -1;
}

function trimEnd(t: string, a: number, b: number): number {
  while (b > a && isSpaceOrTab(t.charCodeAt(b - 1))) b--;
  return b;
}

interface Cell {
  /** The cell as remark-gfm positions it: from its leading pipe (or first character) to the next pipe; the last to the row's end. */
  start: number;
  end: number;
  /** Its content, trimmed. */
  contentStart: number;
  contentEnd: number;
}

/** A row's cells: split at pipes not escaped with a backslash; a leading and a trailing pipe open and close. */
function cellsOf(t: string, line: Line): Cell[] {
  const end = trimEnd(t, line.start, line.end);
  const rowEnd = line.end;
  let i = line.start;
  while (i < end && isSpaceOrTab(t.charCodeAt(i))) i++;
  const cells: Cell[] = [];
  let cellStart = i;
  let content = i;
  if (t.charCodeAt(i) === 124) content = ++i;
  const close = (pipeAt: number, last: boolean) => {
    let cs = content;
    while (cs < pipeAt && isSpaceOrTab(t.charCodeAt(cs))) cs++;
    const ce = trimEnd(t, cs, pipeAt);
    cells.push({ start: cellStart, end: last ? rowEnd : pipeAt, contentStart: cs, contentEnd: ce });
  };
  while (i < end) {
    const c = t.charCodeAt(i);
    if (c === 92) {
      i += 2;
      continue;
    }
    if (c === 124) {
      // A trailing pipe closes the last cell.
      let j = i + 1;
      while (j < end && isSpaceOrTab(t.charCodeAt(j))) j++;
      if (j >= end) {
        close(i, true);
        return cells;
      }
      close(i, false);
      cellStart = i;
      content = i + 1;
    }
    i++;
  }
  if (content < end || cells.length === 0) close(end, true);
  return cells;
}

/** A delimiter row's alignments (`:--`, `:-:`, `--:`), or null for a line that is not one. */
function delimiterRow(t: string, line: Line): Array<string | null> | null {
  const s = t.slice(line.start, line.end).trim();
  if (!s || !/^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?$/.test(s)) return null;
  // Without a pipe only `:--`-style rows: a run of dashes under a line is a setext heading.
  if (!s.includes("|") && !s.includes(":")) return null;
  const inner = s.replace(/^\|/, "").replace(/\|$/, "");
  return inner.split("|").map((c) => {
    const x = c.trim();
    const left = x.startsWith(":");
    const right = x.endsWith(":");
    return left && right ? "center" : left ? "left" : right ? "right" : null;
  });
}
