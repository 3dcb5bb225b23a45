// Shared by the pointer rules: is a block of a handoff material to read (code, data, logs, a
// transcript, a pasted document) or instructions to the worker (prose, a list of steps)?
// Everything here is linear in the size of the block and reads only the text.
import type { Block, HandoffDocument, Range } from "../../src/types.js";
import { cueLanguages, hasCue } from "../../src/analysis/cues.js";
import { languageOf } from "../../src/analysis/lang.js";
import { HANDOFF_WRAPPER } from "../../src/analysis/lexicon.js";

export type MaterialKind = "code" | "data" | "log" | "transcript" | "document" | "quote" | "table" | "html";

export interface Material {
  block: Block;
  kind: MaterialKind;
  /** The lines of content (fence lines and quote markers removed). */
  content: string;
  /** Range of the content inside the block (for a fenced block: between the fences). */
  contentRange: Range;
}

/** Fence info strings that say "plain text": the block is judged by what it holds. */
const PLAIN_LANGS = new Set(["", "text", "txt", "plain", "plaintext", "md", "markdown", "prompt", "none", "nohighlight", "console-text"]);
const DATA_LANGS = new Set(["json", "jsonl", "ndjson", "json5", "yaml", "yml", "csv", "tsv", "xml", "toml", "ini", "sql", "graphql", "proto", "har"]);
const LOG_LANGS = new Set(["log", "logs", "stacktrace", "traceback", "pytb", "stderr", "stdout", "output", "console", "terminal"]);

/** A transcript line: a speaker label at the start of a line. */
const SPEAKER = /^\s{0,8}(?:\*\*|__)?(?:user|assistant|human|ai|claude|chatgpt|gpt-?\d?|bot|system|me|you|model|gemini|copilot|codex)(?:\*\*|__)?\s{0,3}[:>](?!\/)/i;
/** A log line: a timestamp or a level at the start. */
const LOGLINE = /^\s{0,8}(?:\[?\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}|\[?\d{1,2}:\d{2}:\d{2}|\[?(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL)\]?[\s:])/;

export interface LineStats {
  lines: number;
  prose: number;
  speaker: number;
  log: number;
}

const LETTER = /\p{L}/u;

/** Whether one line reads as a sentence of prose rather than code or data. */
export function isProseLine(raw: string): boolean {
  let line = raw.trim();
  // list markers, quote markers, headings
  line = line.replace(/^(?:>\s?){0,4}(?:[-*+]\s+|\d{1,3}[.)]\s+|#{1,6}\s+)?/, "");
  if (line.length < 12) return false;
  let letters = 0;
  let spaces = 0;
  let symbols = 0;
  let words = 0;
  let inWord = false;
  let cjk = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    const c = line.charCodeAt(i);
    if (c === 32 || c === 9) {
      spaces++;
      inWord = false;
      continue;
    }
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c > 0x7f && LETTER.test(ch))) {
      letters++;
      if (c >= 0x2e80) cjk++;
      if (!inWord) words++;
      inWord = true;
      continue;
    }
    inWord = false;
    // sentence punctuation is prose; brackets, operators and quotes are code
    if (",.;:!?'’\"-–—()%/*`_".indexOf(ch) >= 0) continue;
    if (c >= 48 && c <= 57) continue;
    symbols++;
  }
  if (cjk >= 10) return symbols <= line.length * 0.1;
  if (words < 4) return false;
  if (symbols > line.length * 0.06) return false;
  // code statements: trailing ; { or an assignment
  if (/[;{}]$|\s=\s|=>|\(\)|^(?:import|export|const|let|var|def|class|return|function|public|private|SELECT|CREATE|INSERT)\b/.test(line)) return false;
  return (letters + spaces) / line.length >= 0.8;
}

export function lineStats(content: string): LineStats {
  const s: LineStats = { lines: 0, prose: 0, speaker: 0, log: 0 };
  let start = 0;
  const n = content.length;
  while (start <= n) {
    let end = content.indexOf("\n", start);
    if (end < 0) end = n;
    const line = content.slice(start, end);
    if (line.trim().length) {
      s.lines++;
      if (SPEAKER.test(line)) s.speaker++;
      else if (LOGLINE.test(line)) s.log++;
      else if (isProseLine(line)) s.prose++;
    }
    start = end + 1;
  }
  return s;
}

/** The content of a block: for fences, the lines between the fences; for quotes, without `>`. */
export function blockContent(doc: HandoffDocument, block: Block): { content: string; range: Range } {
  const [a, b] = block.range;
  const text = doc.text.slice(a, b);
  if (block.kind === "code") {
    const node = block.node as { value?: string };
    const value = typeof node.value === "string" ? node.value : text;
    // the fenced value sits after the first line when fenced, else the block is indented
    const fenced = /^\s{0,3}(?:`{3,}|~{3,})/.test(text);
    if (fenced) {
      const firstNl = text.indexOf("\n");
      const s = firstNl < 0 ? b : a + firstNl + 1;
      let lastNl = text.lastIndexOf("\n");
      const closing = lastNl > firstNl ? text.slice(lastNl + 1) : "";
      const e = lastNl > firstNl && /^\s{0,3}(?:`{3,}|~{3,})\s*$/.test(closing) ? a + lastNl : b;
      if (e < s) lastNl = -1;
      return { content: value, range: [s, Math.max(s, e)] };
    }
    return { content: value, range: [a, b] };
  }
  if (block.kind === "blockquote") return { content: text.replace(/^[ \t]{0,3}>[ \t]?/gm, ""), range: [a, b] };
  return { content: text, range: [a, b] };
}

// The line that introduces code to write: a verb of making whose own sentence ends on a colon ("Here's a
// response I captured:" after "Write the types." introduces material), or a proposal or example.
const MAKE_LEAD = /^\W*(?:\d{1,2}[.)]\s*)?\W*(?:add|create|write|insert|append|implement|put|replace\s+(?:it\s+|this\s+|them\s+)?with|change\s+(?:it\s+|this\s+)?to|set\s+(?:it\s+)?to)\b(?:(?![.!?]\s)[^\n]){0,160}:\W*$/i;
// ("Example:" as a label proposes; "Here is an example of the failing output:" shows material, so it is not one)
const PROPOSAL_LEAD = /^\W*(?:example|e\.g\.)\s*[:—–-]|\b(?:proposed|suggested|should look like|something like|skeleton|sketch|template for)\b[^\n]{0,80}:?\W*$/i;

/** Whether most lines of a block are drawn (box-drawing strokes or arrows between words), and it is no file tree. */
function drawnDiagram(content: string): boolean {
  const lines = content.split(/\r?\n/).filter((l) => l.trim());
  if (lines.length < 3) return false;
  const drawn = lines.filter((l) => /[\u2500-\u257f]|[→←↓↑⇒]|(?:^|\s)(?:-->|->|=>|\|--|\+--)(?:\s|$)/u.test(l));
  if (drawn.length * 2 < lines.length) return false;
  // a tree of file names is the repository's listing, which `tree` prints: pasted, not drawn
  const files = drawn.filter((l) => /[\w-]\.[A-Za-z]{1,5}\b|[\w-]\/\s*(?:#.*)?$/.test(l)).length;
  return files * 2 < drawn.length;
}

/** Whether the line right before a code block introduces it as code to write (a new file, a step to add, an example). */
const SHELL_LANGS = new Set(["bash", "sh", "shell", "zsh", "fish", "powershell", "ps1", "pwsh", "cmd", "bat"]);
const SHELL_PROMPT = /^\s*(?:\$|>|PS [^>]*>|[\w.-]+@[\w.-]+[:~][^$#]*[$#])\s/;

/** A shell block that holds commands to type (no prompt lines, so nothing in it is a run's output). */
function commandsToRun(block: Block, content: string): boolean {
  if (!SHELL_LANGS.has((block.lang ?? "").toLowerCase().split(/[\s{:]/)[0])) return false;
  return !content.split(/\r?\n/).some((l) => SHELL_PROMPT.test(l));
}

// A heading that says its section is what to make: "## Project structure to create", "### Proposed schema",
// "Target layout". Not "Files to change" or "Current structure": those name what exists.
const MAKE_HEADING = /\b(?:to\s+(?:create|add|build|implement|write|scaffold|generate|set\s+up)\b|(?:proposed|planned|target|intended)\s+\w)/i;

function toWrite(doc: HandoffDocument, block: Block): boolean {
  if (MAKE_HEADING.test(doc.sections[block.section]?.heading ?? "")) return true;
  const before = doc.text.slice(Math.max(doc.start, block.range[0] - 400), block.range[0]);
  const last = before.split(/\r?\n/).filter((l) => l.trim()).pop() ?? "";
  // the line's last clause may be the lead ("**Changes to make in style.css** — add at bottom:")
  const clause = last.split(/\s[—–-]\s|;\s/).pop() ?? last;
  return MAKE_LEAD.test(last) || MAKE_LEAD.test(clause) || PROPOSAL_LEAD.test(last);
}


/** The text just before a block: its heading and up to two preceding non-empty lines (at most 400 chars). */
export function leadIn(doc: HandoffDocument, block: Block): string {
  const sec = doc.sections[block.section];
  const heading = sec?.heading ?? "";
  const from = Math.max(doc.start, block.range[0] - 400);
  const before = doc.text.slice(from, block.range[0]);
  const lines = before.split(/\r?\n/).filter((l) => l.trim().length > 0 && !/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(l));
  return `${heading}\n${lines.slice(-2).join("\n")}`;
}

/**
 * Classify a block. Returns null for instructions: lists, prose paragraphs, and prose-fenced or
 * quoted text that is the handoff itself (a prompt wrapped in a fence to be copied).
 * `docTokensUpper` is an upper bound of the document's tokens (its bytes), used for the share test.
 */
export function classify(doc: HandoffDocument, block: Block): Material | null {
  if (block.kind === "list") return null;
  // The shape of the answer (a format, a schema, an example of the output) is the spec, not material.
  if (isOutputSpec(doc, block)) return null;
  // Code the worker is to write ("Create the test file:", "Add this step after line 69:", "Example:") does not
  // exist yet: there is nothing to point to, so it is part of the instructions.
  if (block.kind === "code" && toWrite(doc, block)) return null;
  const { content, range } = blockContent(doc, block);
  // Commands the worker is to run (a runbook's `bash` block of steps and comments) are the instructions; a shell
  // session with prompts (`$ npm test` and what it printed) is a log of a run, which is material.
  if (block.kind === "code" && commandsToRun(block, content)) return null;
  // A tree or flow the writer drew ("├── search_nodes → find the node") explains; nothing pulls it from a file.
  if (block.kind === "code" && drawnDiagram(content)) return null;
  if (block.kind === "table") return writtenTable(content) ? null : { block, kind: "table", content, contentRange: range };
  if (block.kind === "html") {
    // a comment or a short tag is markup, not material
    if (/^\s*<!--/.test(content)) return null;
    return { block, kind: looksLikeData(content) ? "data" : "html", content, contentRange: range };
  }
  const lang = (block.lang ?? "").toLowerCase().split(/[\s{:]/)[0];
  if (block.kind === "code" && !PLAIN_LANGS.has(lang)) {
    const kind: MaterialKind = DATA_LANGS.has(lang) ? "data" : LOG_LANGS.has(lang) ? "log" : "code";
    return { block, kind, content, contentRange: range };
  }
  const st = lineStats(content);
  if (st.lines === 0) return null;
  if (st.speaker >= 3 && st.speaker * 5 >= st.lines) return { block, kind: "transcript", content, contentRange: range };
  if (st.log >= 3 && st.log * 3 >= st.lines) return { block, kind: "log", content, contentRange: range };
  const proseShare = st.prose / st.lines;
  if (block.kind === "paragraph") {
    // a paragraph is material only when it is a raw run of data or markup that Markdown left as text
    if (proseShare >= 0.25 || st.lines < 5 || !looksLikeData(content)) return null;
    return { block, kind: "data", content, contentRange: range };
  }
  // An indented (unfenced) block of prose is text indented by accident (inside a tag, a YAML value).
  if (block.kind === "code" && proseShare >= 0.5 && !/^\s{0,3}(?:`{3,}|~{3,})/.test(doc.text.slice(block.range[0], block.range[0] + 8))) return null;
  if (proseShare >= 0.5) {
    // Prose in a plain fence or a quote: the handoff itself when it carries most of the text or is
    // introduced as the prompt to hand over; otherwise a pasted document or message.
    const share = doc.tokens.bytes > 0 ? block.bytes / doc.tokens.bytes : 0;
    if (share >= 0.5 || hasCue("handoff-wrapper", HANDOFF_WRAPPER, cueLanguages(languageOf(doc)), leadIn(doc, block))) return null;
    if (looksLikeInstructions(content)) return null;
    return { block, kind: block.kind === "blockquote" ? "quote" : "document", content, contentRange: range };
  }
  if (block.kind === "blockquote") return { block, kind: "quote", content, contentRange: range };
  return { block, kind: looksLikeData(content) ? "data" : "code", content, contentRange: range };
}

/**
 * A table the writer wrote rather than pasted: most of its body cells are phrases of several words (a
 * pitfalls table, a decision log), not values (numbers, names, flags) as tool output and data are.
 */
function writtenTable(content: string): boolean {
  let cells = 0;
  let phrases = 0;
  for (const line of content.split(/\r?\n/)) {
    if (!/^\s*\|/.test(line) || /^[\s:|-]+$/.test(line)) continue;
    for (const cell of line.split("|").slice(1, -1)) {
      const words = cell.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
      if (!cell.trim()) continue;
      cells++;
      // a phrase: four or more words, or (in unspaced scripts) a dozen letters
      if (words.length >= 4 || (cell.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu) ?? []).length >= 12) phrases++;
    }
    if (cells > 400) break;
  }
  return cells >= 4 && phrases * 2 >= cells;
}

/** Lead-ins that introduce the shape of the answer: "Respond in this format:", "Example output", "## Output format". */
const OUTPUT_CUE =
  /\b(?:(?:output|response|answer|reply|result|report)\s+(?:format|schema|template|shape|structure|example)|(?:example|sample|expected)\s+(?:output|response|answer|result|report)|(?:respond|reply|answer|return|output)\s+(?:(?:only|strictly|exactly)\s+)?(?:in|with|using|as)\s+(?:the\s+|this\s+|a\s+)?(?:following\s+)?(?:format|schema|template|json|markdown|structure)|(?:your|the)\s+(?:response|answer|output|reply)\s+(?:should|must|will)\b|in the following format|use (?:this|the following) (?:format|template|schema))/i;

function isOutputSpec(doc: HandoffDocument, block: Block): boolean {
  const sec = doc.sections[block.section];
  if (sec && (sec.role === "output" || sec.role === "success") && sec.heading && /\b(?:format|schema|template|example|structure|shape)\b/i.test(sec.heading)) return true;
  return OUTPUT_CUE.test(leadIn(doc, block)) || fillInForm(doc.text.slice(block.range[0], Math.min(block.range[1], block.range[0] + 20_000)));
}

// A blank to fill in: "[Feature Name]", "[X hours/days]", "YYYY-MM-DD", "<your name>". Not an index or a
// link ("items[i]", "[docs](…)"), nor a checkbox.
const FILL_IN = /(?<![\w\]])\[(?![xX ]\])[A-Za-z][A-Za-z0-9 _/|.,'-]{0,38}\](?![(:[])|\bY{4}-MM-DD\b|<(?:your|the|insert|enter)\s[^<>\n]{1,30}>/g;
const FORM_MIN_BLANKS = 5;

/**
 * A block with different blanks on every few lines is a form the worker fills in (a plan or report
 * template), the shape of its answer; pasted material has its values.
 */
function fillInForm(content: string): boolean {
  const blanks = content.match(FILL_IN) ?? [];
  // a form asks for different things in its blanks; a log repeats a few tags ("[http]", "[pool]") on every line
  if (new Set(blanks.map((b) => b.toLowerCase())).size < FORM_MIN_BLANKS) return false;
  const lines = content.split("\n").filter((l) => l.trim()).length;
  return blanks.length * 8 >= lines;
}

/** Text that addresses the worker: second person and imperatives near the start. */
function looksLikeInstructions(content: string): boolean {
  const head = content.slice(0, 1200);
  const you = (head.match(/\b(?:you|your|you're|you'll)\b/gi) ?? []).length;
  const imperative = (head.match(/(?:^|\n)\s{0,6}(?:[-*]\s+|\d{1,2}[.)]\s+)?(?:read|run|fix|add|update|create|implement|write|check|make|use|do not|don't|never|always|keep|start|open|verify|test|return|report)\b/gi) ?? []).length;
  return you >= 2 && imperative >= 2;
}

function looksLikeData(content: string): boolean {
  const head = content.slice(0, 2000);
  const braces = (head.match(/[{}[\]"]/g) ?? []).length;
  const commas = (head.match(/[,\t]/g) ?? []).length;
  return braces > head.length * 0.05 || commas > head.length * 0.08;
}

/** Name of a material kind in messages. */
export function kindName(kind: MaterialKind): string {
  switch (kind) {
    case "code":
      return "code";
    case "data":
      return "data";
    case "log":
      return "log output";
    case "transcript":
      return "conversation transcript";
    case "document":
      return "pasted document";
    case "quote":
      return "quoted text";
    case "table":
      return "table";
    case "html":
      return "HTML";
  }
}

/** Exact tokens of a range, or null when its bytes already show it has at most `limit` tokens. */
export function tokensOver(doc: HandoffDocument, range: Range, bytes: number, limit: number): number | null {
  if (bytes <= limit) return null;
  const t = doc.tokens.count(range);
  return t > limit ? t : null;
}

/** Range of the first line of a range (without its line break). */
export function firstLine(doc: HandoffDocument, range: Range): Range {
  const nl = doc.text.indexOf("\n", range[0]);
  let e = nl < 0 || nl > range[1] ? range[1] : nl;
  if (e > range[0] && doc.text.charCodeAt(e - 1) === 13) e--;
  return [range[0], Math.max(range[0], e)];
}
