// Markdown files that carry their handoff inside a block: a prompt library ("## Architect review / > Act as
// the architect …"), a next-session note ("Copy the prompt below … ```…```"), a file of sub-agent prompts, a
// prompt log kept as quotes. What reaches the worker is the block's text, not the notes around it, so each
// prompt block is linted as its own handoff, the way a CrewAI file is linted one task at a time. Read from the
// structure alone (blocks, their share of the file, the heading over them), so the same in every language.
import { cueLanguages, hasCue } from "../analysis/cues.js";
import { languageOf } from "../analysis/lang.js";
import { HANDOFF_WRAPPER } from "../analysis/lexicon.js";
import type { Block, HandoffDocument, Range } from "../types.js";
import { PROMPT_TAG } from "../document/parse.js";
// (how a line is told to be prose, code, a log line or a speaker's turn is the pointer rules' reading; one place for it)
import { blockContent, lineStats } from "../../rules/_util/pointer-material.js";
import { HandoffText } from "./source-map.js";
import type { Handoff } from "./types.js";

// A fence whose info string names no program: the writer fenced text, not code.
const PROSE_FENCES = new Set(["", "text", "txt", "plain", "plaintext", "markdown", "md", "prompt"]);
// A word, for the count of a block's words: two letters or more, or one ideograph, kana or Hangul syllable.
const WORDS = /\p{L}{2,}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/gu;
/** The share of the file's text the prompt blocks must hold, when the text around them asks for nothing. */
const MIN_SHARE = 0.5;
/** Words a block needs to be an instruction rather than a label or a one-line example. */
const MIN_WORDS = 15;

/**
 * The handoffs of a Markdown file whose handoff is in its blocks: prose-like fenced blocks (no program named)
 * or block quotes, standing on their own (not inside a list item or a quote), that together hold at least half
 * the file's text, where the text around them asks the worker for nothing (`asksOutside`), or a heading or
 * lead-in names them as the prompt ("## Prompt", "Copy the prompt below"). Null when the file is itself the
 * handoff. Each block is one handoff, named by the heading over it.
 */
export function promptBlockHandoffs(doc: HandoffDocument, asksOutside: (doc: HandoffDocument, blocks: readonly Range[]) => boolean): Handoff[] | null {
  if (doc.frame) return null;
  // a block inside a list item or a quote is a part of that step ("2. Spawn a review agent with this prompt: > …"):
  // the step is the handoff, so only blocks that stand on their own are read
  const topLevel = new Set<unknown>(doc.mdast.children);
  const candidates = doc.blocks.filter((b) => topLevel.has(b.node) && isPromptBlock(doc, b));
  if (!candidates.length) return null;
  // (whether the file's handoff is in its blocks at all is read from all of them)
  const held = candidates.reduce((n, b) => n + visibleLength(doc.text.slice(b.range[0], b.range[1])), 0);
  const all = visibleLength(doc.text.slice(doc.frontmatter ? doc.frontmatter.range[1] : doc.start));
  if (held < MIN_SHARE * all) return null;
  // where the writer points at some blocks in particular ("Subagent prompt template (paste verbatim):" over one
  // fence), those are the prompts; the other blocks under a heading that names the file a prompt are its notes
  // (a banner on how to use the file) or parts of the prompt cut off by a fence nested inside it
  const named = candidates.filter((b) => namedInParticular(doc, b, candidates));
  const blocks = named.length ? named : candidates;
  const ranges = blocks.map((b) => b.range);
  if (!blocks.every((b) => labelledAsPrompt(doc, b)) && asksOutside(doc, ranges)) return null;
  return blocks.map((b) => blockHandoff(doc, b));
}

/** A fenced block that names no program, or a top-level quote, whose lines read as prose. */
function isPromptBlock(doc: HandoffDocument, b: Block): boolean {
  let tagged = false;
  if (b.kind === "code") {
    // an indented block is off in this parser; a fence is what the writer chose
    if (!/^\s{0,3}(?:```|~~~)/.test(doc.text.slice(b.range[0], b.range[0] + 8))) return false;
    const lang = (b.lang ?? "").toLowerCase();
    // a prompt written in its own XML tags ("<task>…</task>", as model vendors advise) is a prompt when named as one
    tagged = lang === "xml" && labelledAsPrompt(doc, b);
    if (!PROSE_FENCES.has(lang) && !tagged) return false;
  } else if (b.kind !== "blockquote") return false;
  // (the block's text without its fences or quote markers, as the pointer rules read it); a block named as the
  // prompt ("**Prompt:**" over it) may be one long line of instructions
  const content = blockContent(doc, b).content;
  // (a tagged prompt's prose is judged without its tags, as the document model reads a block of them)
  return readsAsProse(tagged ? content.replace(PROMPT_TAG, " ") : content, labelledAsPrompt(doc, b) ? 1 : 2);
}

// A line of code: it ends in a brace or a semicolon, opens with a keyword, an assignment, a tag or a prompt sign.
const CODE_LINE =
  /[;{}]\s*$|^\s*(?:def|class|function|const|let|var|import|from|return|if|for|while|#include|public|private|async|await)\b|^\s*[\w.$]+\s*(?:=|:=|\+=)\s*\S|=>|->|^\s*[<$#]|^\s*\w+\(.*\)\s*$|[\u2500-\u257f]/;
const IDEOGRAPHS = /[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{6}/u;

/**
 * Whether text reads as instructions: enough words, twice as many prose lines as lines of code and at least
 * `minProseLines` of them (a prose line has three words and is mostly letters; a short list item is neither),
 * and not a log or a transcript as the pointer rules read one (`lineStats`), so a pasted log or a file tree
 * stays material.
 */
function readsAsProse(text: string, minProseLines: number): boolean {
  const st = lineStats(text);
  if (st.log * 3 >= st.lines || st.speaker * 5 >= st.lines) return false;
  let prose = 0;
  let code = 0;
  let words = 0;
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    const n = t.match(WORDS)?.length ?? 0;
    words += n;
    if (CODE_LINE.test(t)) code++;
    else if (IDEOGRAPHS.test(t) || (n >= 3 && t.replace(/[^\p{L}\s]/gu, "").length >= 0.75 * t.length)) prose++;
  }
  return words >= MIN_WORDS && prose >= minProseLines && prose >= 2 * code;
}

/** The heading over the block, or the line right before it, names it as the prompt (`HANDOFF_WRAPPER`). */
function labelledAsPrompt(doc: HandoffDocument, b: Block): boolean {
  return namesPrompt(doc, doc.sections[b.section]?.heading ?? "") || namesPrompt(doc, lineBefore(doc, b));
}

/**
 * The block is named as the prompt by its own lead-in, or by a heading whose section holds no other candidate
 * block ("## Prompt" over one fence): a heading over several blocks names them all and none in particular.
 */
function namedInParticular(doc: HandoffDocument, b: Block, candidates: readonly Block[]): boolean {
  if (namesPrompt(doc, lineBefore(doc, b))) return true;
  return candidates.every((c) => c === b || c.section !== b.section) && namesPrompt(doc, doc.sections[b.section]?.heading ?? "");
}

/**
 * The line right before a block, whole (a long lead-in names the prompt at its start), at most 400 characters;
 * a heading there is the section's name, read as the heading, not as a lead-in.
 */
function lineBefore(doc: HandoffDocument, b: Block): string {
  const line = doc.text.slice(Math.max(0, b.range[0] - 400), b.range[0]).trimEnd().split("\n").pop() ?? "";
  return /^\s{0,3}#{1,6}\s/.test(line) ? "" : line;
}

function namesPrompt(doc: HandoffDocument, text: string): boolean {
  return text !== "" && hasCue("handoff-wrapper", HANDOFF_WRAPPER, cueLanguages(languageOf(doc)), text);
}

/** Characters that are not white space (a file's text, measured without its layout). */
function visibleLength(s: string): number {
  return s.replace(/\s+/g, "").length;
}

/** The lines inside a fence, as source ranges (the fence's indentation taken off each, as CommonMark does). */
function fencedLines(doc: HandoffDocument, b: Block): Range[] {
  const src = doc.text.slice(b.range[0], b.range[1]);
  const indent = /^ */.exec(src)![0].length;
  const firstBreak = src.indexOf("\n");
  const lines: Range[] = [];
  if (firstBreak < 0) return lines;
  let at = b.range[0] + firstBreak + 1;
  const closing = /\n\s{0,3}(?:`{3,}|~{3,})\s*$/.exec(src);
  const end = closing ? b.range[0] + closing.index : b.range[1];
  while (at <= end) {
    const nl = doc.text.indexOf("\n", at);
    const lineEnd = nl < 0 || nl > end ? end : nl;
    let start = at;
    for (let k = 0; k < indent && start < lineEnd && doc.text[start] === " "; k++) start++;
    lines.push([start, lineEnd]);
    at = lineEnd + 1;
  }
  return lines;
}

/** The lines of a quote, as source ranges, each without its `>` marker and the one space after it. */
function quotedLines(doc: HandoffDocument, b: Block): Range[] {
  const out: Range[] = [];
  let at = b.range[0];
  while (at < b.range[1]) {
    const nl = doc.text.indexOf("\n", at);
    const lineEnd = nl < 0 || nl > b.range[1] ? b.range[1] : nl;
    const marker = /^\s{0,3}>\s?/.exec(doc.text.slice(at, Math.min(lineEnd, at + 8)));
    const start = at + (marker ? marker[0].length : 0);
    out.push([start, lineEnd]);
    at = lineEnd + 1;
  }
  return out;
}

/** One block as a handoff: its lines joined by line breaks, each character mapped to its place in the file. */
function blockHandoff(doc: HandoffDocument, b: Block): Handoff {
  const lines = b.kind === "code" ? fencedLines(doc, b) : quotedLines(doc, b);
  const built = new HandoffText();
  lines.forEach(([s, e], i) => {
    if (i > 0) built.joiner("\n", s - 1, s);
    const starts = new Int32Array(e - s);
    const ends = new Int32Array(e - s);
    for (let k = 0; k < e - s; k++) {
      starts[k] = s + k;
      ends[k] = s + k + 1;
    }
    built.value(doc.text.slice(s, e), { starts, ends });
  });
  const { text, map } = built.build(b.range[1]);
  const heading = doc.sections[b.section]?.heading?.trim() || null;
  return { text: text + "\n", map, frame: { name: heading, kind: "prose", format: "markdown-prompts", supplied: { slots: [] }, metadata: {} } };
}
