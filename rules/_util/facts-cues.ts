// Shared judgments of the facts rules: is there a locator near a phrase, is a sentence a prohibition,
// is a thing introduced somewhere in the document, what is the noun phrase after a cue.
import type { HandoffDocument, Range } from "../../src/types.js";
import { CODE_MARK, LINK_MARK, QUOTE_MARK, contentWords, matchesSlot, singular, type FactsView } from "./facts-view.js";
import { classifyRequest } from "./intent-cues.js";

/** Words that end a noun phrase when reading forward from a cue. */
const PHRASE_STOP = new Set(
  ("and or but nor to for of in on at by with from into onto about as than that which who whom whose where when while if " +
    "then so because before after until since is are was were be been being has have had do does did will would should " +
    "can could may might must not no also now but just only even still yet please carefully thoroughly again first").split(" "),
);

/**
 * The noun phrase that starts at `from` in `prose`: up to `max` words, stopping at a function word,
 * punctuation, a masked locator or a line break. Returns its range and words.
 */
export function phraseAfter(prose: string, from: number, max = 4): { range: Range; words: string[] } | null {
  const words: string[] = [];
  let i = from;
  let end = from;
  const n = Math.min(prose.length, from + 200);
  while (words.length < max) {
    while (i < n && (prose[i] === " " || prose[i] === "\t")) i++;
    const s = i;
    while (i < n && /[A-Za-z0-9'’-]/.test(prose[i])) i++;
    if (i === s) break;
    const w = prose.slice(s, i).replace(/['’]s$/i, "");
    if (PHRASE_STOP.has(w.toLowerCase())) break;
    // a participle with an object of its own starts a modifier: "the selected file | using the framework"
    if (words.length > 0 && /ing$/i.test(w) && /^\s+(?:the|a|an|its|their|our|your|this|these|those)\b/i.test(prose.slice(i, i + 8))) break;
    words.push(w);
    end = i;
    if (/['’]s$/i.test(prose.slice(s, i))) continue;
  }
  if (!words.length) return null;
  return { range: [from, end], words };
}

/** The noun phrase that ends at `to` (reading backward from it, up to `max` words, after a determiner). */
export function phraseBefore(prose: string, to: number, max = 3): { range: Range; words: string[] } | null {
  const words: string[] = [];
  let i = to;
  let start = to;
  const lo = Math.max(0, to - 200);
  while (words.length < max) {
    while (i > lo && (prose[i - 1] === " " || prose[i - 1] === "\t" || prose[i - 1] === "\n")) i--;
    const e = i;
    while (i > lo && /[A-Za-z0-9-]/.test(prose[i - 1])) i--;
    if (i === e) break;
    const w = prose.slice(i, e);
    if (PHRASE_STOP.has(w.toLowerCase()) || DETERMINERS.has(w.toLowerCase())) break;
    words.unshift(w);
    start = i;
  }
  if (!words.length) return null;
  return { range: [start, to], words };
}

export const DETERMINERS = new Set(["the", "these", "those", "this", "that", "some", "any", "all", "a", "an", "your", "our", "my", "their", "its", "his", "her"]);

/** True when the text contains a masked locator: code, link, URL or a quoted name. */
export function hasMaskedLocator(s: string): boolean {
  return s.includes(CODE_MARK) || s.includes(LINK_MARK) || s.includes(QUOTE_MARK);
}

/** True when a path, URL, command, code span, link or slot lies in [a, b) of the document. */
export function hasLocatorIn(doc: HandoffDocument, view: FactsView, a: number, b: number): boolean {
  if (hasMaskedLocator(view.prose.slice(a, b))) return true;
  const idx = index(doc, view);
  const r = firstEndingAfter(idx.refs, a);
  if (r >= 0 && idx.refs[r][0] < b) return true;
  const sl = firstEndingAfter(idx.slots, a);
  if (sl >= 0 && idx.slots[sl][0] < b) return true;
  // slots in YAML prose the model read as code
  if (view.yaml && /\{[A-Za-z_][\w.-]{0,63}\}/.test(doc.text.slice(a, b))) return true;
  return false;
}

/** A code span that is only a comment (`# run the build`) is an instruction, not a locator. */
export function isCommentOnly(code: string): boolean {
  return /^\s*(?:#|\/\/|--|<!--)\s*[A-Za-z]/.test(code) && !/[/\\]\S/.test(code.replace(/^\s*(?:\/\/|<!--)/, ""));
}

/** The locators of the whole document: paths, URLs, commands, non-comment code spans, links, slots. */
export function documentLocators(doc: HandoffDocument, view: FactsView): readonly string[] {
  const hit = locatorLists.get(view);
  if (hit) return hit;
  const out: string[] = [];
  for (const r of doc.references) {
    if (r.kind === "phrase") continue;
    if (r.kind === "code" && isCommentOnly(r.text)) continue;
    out.push(r.text);
  }
  for (const s of doc.slots) out.push(s.name);
  if (view.slotCount > doc.slots.length) for (const w of view.slotWords) out.push(w);
  // Code blocks are material (commands, code, data): count them as locators of the document.
  for (const b of doc.blocks) {
    if (b.kind !== "code") continue;
    const src = doc.text.slice(b.range[0], b.range[1]);
    if (view.yaml && !src.startsWith("```") && !src.startsWith("~~~")) continue;
    out.push(src.slice(0, 2000));
  }
  locatorLists.set(view, out);
  return out;
}
// Two rules read the same list; a document with many code spans makes it long (one entry each).
const locatorLists = new WeakMap<FactsView, readonly string[]>();

/** True when a word (or its singular/plural) appears in a locator as a name part (`build.log`, `logs/`). */
export function locatorNames(locators: readonly string[], word: string): boolean {
  const s = singular(word.toLowerCase());
  if (s.length < 2) return false;
  const re = new RegExp(String.raw`(?:^|[^a-z0-9])${escapeRe(s)}(?:s|es)?(?:[^a-z0-9]|$)`, "i");
  return locators.some((l) => re.test(l.slice(0, 4000)));
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Sentence-level prohibition or negation before `at` ("DO NOT update the document", "No notes provided"). */
export function negatedBefore(sentence: string, at: number): boolean {
  return /(?:^|\W)(?:no|not|never|without|nor|don['’]?t|do not|doesn['’]?t|didn['’]?t|won['’]?t|cannot|can['’]?t|avoid)(?=\W|$)/i.test(sentence.slice(Math.max(0, at - CLAUSE), at));
}

/** How far back a clause-level cue (negation, condition, verb) is looked for. */
export const CLAUSE = 160;

/** A condition or future before `at` ("if the flag is provided", "you will be given"). */
export function conditionalBefore(sentence: string, at: number): boolean {
  return /(?:^|\W)(?:if|when|whenever|unless|once|in case|where|whether)(?=\W)/i.test(sentence.slice(Math.max(0, at - CLAUSE), at));
}

/**
 * True when the document introduces the thing named by `words` outside `except`: in a heading, a
 * lead label (`Transcript:`), or a sentence that presents material ("Here is the transcript:",
 * "the following format:").
 */
export function introducedInDocument(doc: HandoffDocument, view: FactsView, words: string[], except: Range): boolean {
  const idx = index(doc, view);
  for (const w of words) {
    const h = singular(w.toLowerCase());
    if (h.length < 3) continue;
    if (idx.headingWords.has(h) || idx.presentedBelow.has(h)) return true;
    const list = idx.presenting.get(h);
    if (list && list.some((i) => view.sentences[i].range[0] >= except[1] || view.sentences[i].range[1] <= except[0])) return true;
  }
  return false;
}

/** The phrase's words name a slot of the template (`the provided transcript` and `{transcript}`). */
export function suppliedBySlot(view: FactsView, words: string[]): boolean {
  return matchesSlot(view, words.flatMap((w) => contentWords(w)));
}

/** Nouns of capabilities the runtime gives (tools, functions), not material the writer owes. */
export const CAPABILITY = new Set(
  ("tool tools function functions utility utilities api apis method methods library libraries feature features option options " +
    "capability capabilities command commands action actions permission permissions access environment sandbox model models " +
    "resource resources skill skills agent agents helper helpers interface interfaces endpoint-tools").split(" "),
);

/** Nouns that usually name the handoff's own parts (its instructions, format, examples). */
export const SELF_REFERENCE = new Set(
  ("instruction instructions guideline guidelines rule rules step steps criteria criterion format formats structure template " +
    "templates example examples schema schemas outline guidance direction directions constraint constraints requirement requirements " +
    "context information info details detail description descriptions").split(" "),
);

/** True when the word (or its singular) occurs in a sentence that ends before `before`. */
export function mentionedBefore(view: FactsView, word: string, before: number, doc?: HandoffDocument): boolean {
  const h = singular(word.toLowerCase());
  if (h.length < 3) return false;
  const idx = wordIndexOf(view);
  const endsBefore = (at: number | undefined) => at !== undefined && view.sentences[at].range[1] <= before;
  return endsBefore(idx.firstSentence.get(h)) || endsBefore(namedByIdentifier(idx, h));
  void doc;
}

/**
 * True when a locator stands right after `end` and attaches to the phrase before it: "the logs in
 * `ci/build.log`", "the draft (drafts/post.md)", "the spec: docs/spec.md", "the PR {pr_url}".
 * A locator after another preposition phrase ("the draft for the role {role}") names something else.
 */
export function locatorFollows(doc: HandoffDocument, view: FactsView, end: number, limit: number): boolean {
  const stop = Math.min(limit, end + 60);
  let at = -1;
  for (let i = end; i < stop; i++) {
    const c = view.prose[i];
    if (c === CODE_MARK || c === LINK_MARK || c === QUOTE_MARK || c === "{") {
      at = i;
      break;
    }
  }
  const idx = index(doc, view);
  const r = firstStartingAt(idx.refs, end);
  if (r >= 0 && idx.refs[r][0] < stop && (at < 0 || idx.refs[r][0] < at)) at = idx.refs[r][0];
  const sl = firstStartingAt(idx.slots, end);
  if (sl >= 0 && idx.slots[sl][0] < stop && (at < 0 || idx.slots[sl][0] < at)) at = idx.slots[sl][0];
  if (at < 0) return false;
  const gap = view.prose.slice(end, at);
  return /^\s*(?:[:(,\u2014-]\s*)?(?:(?:in|at|from|under|on|called|named|titled|is|are|see|via|here)\b\s*(?::\s*)?)?$/i.test(gap);
}

/** Nouns of the run's own input, which a role prompt receives with each call ("the given task"). */
export const RUN_INPUT = new Set(
  ("task tasks query queries question questions request requests input inputs prompt prompts message messages conversation " +
    "topic topics problem problems text content user users term terms argument arguments parameter parameters value values").split(" "),
);

// ---- indexes, built once per document ----

interface DocIndex {
  /** Ranges of non-phrase references, sorted by start. */
  refs: Range[];
  /** Ranges of slots, sorted by start. */
  slots: Range[];
  /** Singular words of headings and lead labels. */
  headingWords: Set<string>;
  /** Word -> indexes of sentences that present material ("Here is the transcript:"). */
  presenting: Map<string, number[]>;
  /** Head words of phrases a sentence introduces with a colon right above a quote, code block, list or table. */
  presentedBelow: Set<string>;
}
interface WordIndex {
  /** Word -> index of the first sentence containing it. */
  firstSentence: Map<string, number>;
  /** Part of a compound identifier ("spec" of FEATURE_SPEC, "plan" of implPlan) -> its first sentence. */
  identifierParts: Map<string, number>;
}

// A compound identifier: snake or screaming case (FEATURE_SPEC, impl_plan) or camel case (implPlan).
const COMPOUND_IDENTIFIER = /\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g;

function identifierPartsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(COMPOUND_IDENTIFIER)) {
    for (const part of m[0].replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split("_")) if (/^[a-z]{3,}$/.test(part)) out.push(part);
  }
  return out;
}

/**
 * Whether a word is named by a part of an identifier the text gave before, in full or cut short as identifiers
 * are ("the feature specification" after FEATURE_SPEC, "the implementation plan" after IMPL_PLAN).
 */
function namedByIdentifier(idx: WordIndex, h: string): number | undefined {
  for (const [part, at] of idx.identifierParts) if (h === part || (part.length >= 4 && h.startsWith(part))) return at;
  return undefined;
}

const docIndexes = new WeakMap<FactsView, DocIndex>();
const wordIndexes = new WeakMap<FactsView, WordIndex>();

function wordsOf(s: string): string[] {
  return s.toLowerCase().match(/[a-z][a-z0-9-]{0,40}/g) ?? [];
}

function wordIndexOf(view: FactsView): WordIndex {
  let w = wordIndexes.get(view);
  if (w) return w;
  const firstSentence = new Map<string, number>();
  const identifierParts = new Map<string, number>();
  view.sentences.forEach((s, i) => {
    for (const word of wordsOf(s.prose)) {
      const k = singular(word);
      if (!firstSentence.has(k)) firstSentence.set(k, i);
    }
    if (s.prose.includes("_") || /[a-z][A-Z]/.test(s.prose)) for (const part of identifierPartsOf(s.prose)) if (!identifierParts.has(part)) identifierParts.set(part, i);
  });
  w = { firstSentence, identifierParts };
  wordIndexes.set(view, w);
  return w;
}

function index(doc: HandoffDocument, view: FactsView): DocIndex {
  let idx = docIndexes.get(view);
  if (idx) return idx;
  const refs = doc.references.filter((r) => r.kind !== "phrase").map((r) => r.range).sort((a, b) => a[0] - b[0]);
  const slots = doc.slots.map((s) => s.range).sort((a, b) => a[0] - b[0]);
  const headingWords = new Set<string>();
  // a heading names the part under it ("## Specification"); one that asks for the work ("# Implement the
  // Specification") names the task's object, which it does not supply
  for (const sec of doc.sections) if (sec.heading && !asksInHeading(sec.heading)) for (const w of wordsOf(sec.heading)) headingWords.add(singular(w));
  for (const p of doc.paragraphs) if (p.label) for (const w of wordsOf(p.label)) headingWords.add(singular(w));
  const presenting = new Map<string, number[]>();
  const presentedBelow = new Set<string>();
  // Starts of the blocks that carry material (quotes, code, lists, tables), sorted.
  const materialStarts = doc.blocks
    .filter((b) => b.kind === "blockquote" || b.kind === "code" || b.kind === "list" || b.kind === "table")
    .map((b) => b.range[0])
    .sort((a, b) => a - b);
  view.sentences.forEach((s, i) => {
    const colon = /:\s*$/.test(s.prose);
    const presents =
      (/\b(?:here (?:is|are)|the following|below (?:is|are)|as follows|see below|attached (?:is|are))\b/i.test(s.prose) && colon) ||
      /^\s*(?:here (?:is|are)|below (?:is|are))\b/i.test(s.prose);
    // "Draft a reply to this customer email:" with the email quoted right under it: the noun phrase
    // the colon introduces is presented (not "the bugs" of "I suspect the bugs are related to:").
    if (!presents && colon && blockFollows(doc.text, materialStarts, s.range[1])) {
      const c = s.prose.lastIndexOf(":");
      const np = phraseBefore(s.prose, c, 3);
      if (np) for (const w of np.words) presentedBelow.add(singular(w.toLowerCase()));
      // "this customer email", "these logs", "the following files": pointing at what comes next
      const re = /\b(?:this|these|the following)\s/gi;
      for (let m = re.exec(s.prose); m; m = re.exec(s.prose)) {
        const after = phraseAfter(s.prose, m.index + m[0].length, 3);
        if (after) presentedBelow.add(singular(after.words[after.words.length - 1].toLowerCase()));
      }
    }
    if (!presents) return;
    for (const w of wordsOf(s.prose)) {
      const k = singular(w);
      const list = presenting.get(k) ?? [];
      if (list.length < 4) list.push(i);
      presenting.set(k, list);
    }
  });
  idx = { refs, slots, headingWords, presenting, presentedBelow };
  docIndexes.set(view, idx);
  return idx;
}

function asksInHeading(heading: string): boolean {
  const c = classifyRequest(heading.replace(/^[\s#]+/, ""), null);
  return c !== null && c.weak === null;
}

/** True when a material block (quote, code, list, table) starts right after `end`, across blank lines only. */
function blockFollows(text: string, starts: number[], end: number): boolean {
  let i = end;
  const stop = Math.min(text.length, end + 200);
  while (i < stop && /\s/.test(text[i])) i++;
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] < end) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length && starts[lo] <= i;
}

/** Index of the first range (sorted by start) whose end is after `offset`, scanning from the last range starting at or before it. */
function firstEndingAfter(ranges: Range[], offset: number): number {
  // ranges do not nest much; look back a few from the insertion point
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][0] <= offset) lo = mid + 1;
    else hi = mid;
  }
  for (let i = Math.max(0, lo - 8); i < ranges.length && i < lo + 1; i++) if (ranges[i][1] > offset) return i;
  return lo < ranges.length ? lo : -1;
}

/** Index of the first range starting at or after `offset`, or -1. */
function firstStartingAt(ranges: Range[], offset: number): number {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][0] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length ? lo : -1;
}

/** Index of the sentence holding `offset`, or -1 (sentences sorted by start). */
export function sentenceAt(sentences: ReadonlyArray<{ range: Range }>, offset: number): number {
  let lo = 0;
  let hi = sentences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].range[0] <= offset) lo = mid + 1;
    else hi = mid;
  }
  const i = lo - 1;
  return i >= 0 && offset < sentences[i].range[1] ? i : -1;
}

/** Claimed ranges of one rule run: a later finding that overlaps an earlier one is dropped. Phrases are short. */
export class Claims {
  private starts = new Map<number, number>();
  claim(r: Range): boolean {
    for (let a = Math.max(0, r[0] - 400); a < r[1]; a++) {
      const e = this.starts.get(a);
      if (e !== undefined && e > r[0]) return false;
    }
    this.starts.set(r[0], Math.max(r[1], this.starts.get(r[0]) ?? 0));
    return true;
  }
}
