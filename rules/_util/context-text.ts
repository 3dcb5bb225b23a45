// Shared helpers of the context rules (retry-without-cause, assumed-shared-history):
// prose spans the worker reads as the writer's own words, and whether the text itself
// already carries the history a cue leans on (an account of a failure, the state of the work).
import type { HandoffDocument, Range, Sentence } from "../../src/types.js";
import { roleOfLabel } from "../../src/document/roles.js";

/**
 * The sentence's masked prose with material inside quotation marks blanked (same length):
 * quoted words are someone else's, not the writer leaning on history.
 * Straight single quotes count only when they look like quotes, not apostrophes.
 */
const unquotedCache = new WeakMap<Sentence, string>();

/** `unquoted(sentence.prose)`, computed once per sentence. */
export function unquotedOf(s: Sentence): string {
  let p = unquotedCache.get(s);
  if (p === undefined) {
    p = unquoted(s.prose);
    unquotedCache.set(s, p);
  }
  return p;
}

export function unquoted(prose: string): string {
  const n = prose.length;
  if (!/["\u201c\u2018\u00ab']/.test(prose)) return prose;
  // Next usable closing mark at or after each position, per kind: one backward pass, so the
  // whole scan stays linear however many unclosed marks the text holds. Only the kinds whose
  // opening mark occurs are computed.
  const closers = ['"', "\u201d", "\u2019", "\u00bb", "'"];
  const openers = ['"', "\u201c", "\u2018", "\u00ab", "'"];
  const next: Array<Int32Array | null> = closers.map((close, k) => {
    if (!prose.includes(openers[k])) return null;
    const code = close.charCodeAt(0);
    const arr = new Int32Array(n + 1);
    arr[n] = -1;
    for (let i = n - 1; i >= 0; i--) {
      const ok = prose.charCodeAt(i) === code && (k !== 4 || i + 1 >= n || !isAsciiLetter(prose.charCodeAt(i + 1)));
      arr[i] = ok ? i : arr[i + 1];
    }
    return arr;
  });
  let out = "";
  let copied = 0;
  let i = 0;
  while (i < n) {
    const c = prose.charCodeAt(i);
    let k = -1;
    if (c === 34) k = 0;
    else if (c === 0x201c) k = 1;
    else if (c === 0x2018) k = 2;
    else if (c === 0xab) k = 3;
    else if (c === 39 && (i === 0 || /[\s([:]/.test(prose[i - 1])) && i + 1 < n && /\S/.test(prose[i + 1])) k = 4;
    if (k < 0) {
      i++;
      continue;
    }
    const j = next[k]![i + 1];
    // a quotation closes within 400 characters; a lone mark quotes nothing
    if (j < 0 || j - i > 400) {
      i++;
      continue;
    }
    out += prose.slice(copied, i) + " ".repeat(j + 1 - i);
    copied = j + 1;
    i = j + 1;
  }
  return copied ? out + prose.slice(copied) : prose;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Sentences the writer says in their own voice: not in blockquotes. */
export function ownSentences(doc: HandoffDocument): Sentence[] {
  return doc.sentences.filter((s) => !s.quoted);
}

export interface Hit {
  range: Range;
  text: string;
}

/** Run a global regex over a sentence's unquoted prose; hits are document ranges. */
export function matchIn(s: Sentence, re: RegExp, prose?: string): Hit[] {
  const p = prose ?? unquotedOf(s);
  const out: Hit[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(p); m; m = re.exec(p)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const a = s.range[0] + m.index;
    out.push({ range: [a, a + m[0].length], text: s.text.slice(m.index, m.index + m[0].length) });
    if (!re.global) break;
  }
  return out;
}

/** Words in a string (letters/digits runs), bounded work. */
export function wordCount(s: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const w = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c > 0xbf;
    if (w && !inWord) n++;
    inWord = w;
  }
  return n;
}

/** Total words of the writer's own prose (not quoted, not code). */
export function proseWords(doc: HandoffDocument): number {
  let n = 0;
  for (const s of ownSentences(doc)) n += wordCount(s.prose.replace(/[\uE000\uE001]+/g, " x "));
  return n;
}

/**
 * The role a paragraph was given by the writer's structure: its lead label ("History: …") or the
 * heading of its section (or of an enclosing one). A role guessed from the paragraph's own first
 * words ("This is the second attempt …") does not count: that is the cue, not an account.
 */
function declaredRole(doc: HandoffDocument, paragraphIndex: number): string {
  const p = doc.paragraphs[paragraphIndex];
  if (!p) return "other";
  if (p.label) {
    const r = roleOfLabel(p.label);
    if (r !== "other") return r;
  }
  for (let i = p.section, guard = 0; i >= 0 && guard < 16; i = doc.sections[i].parent, guard++) {
    const sec = doc.sections[i];
    if (sec.heading !== null && sec.role !== "other") return sec.role;
  }
  return "other";
}

/** Words of the prose under headings / lead labels of a role (headings excluded). */
function roleBodyWords(doc: HandoffDocument, roles: ReadonlySet<string>, skip?: ReadonlySet<number>): number {
  let n = 0;
  for (const s of ownSentences(doc)) {
    const p = doc.paragraphs[s.paragraph];
    if (!p || p.kind === "heading" || skip?.has(s.range[0])) continue;
    if (roles.has(declaredRole(doc, s.paragraph))) n += wordCount(s.prose);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Does the text say what failed and why?

const FAILURE =
  String.raw`(?:fail(?:ed|s|ure|ures|ing)?|broke|broken|break(?:s|ing)?|crash(?:ed|es|ing)?|timed[ -]?out|time[ -]?outs?|timing out|errors?|errored|exceptions?|rejected|regress(?:ed|ion)|didn'?t work|did not work|doesn'?t work|does not work|wrong|bugs?|hang(?:s|ing)?|hung|stuck|OOM|out of memory|flaky|red|panic(?:ked|s)?|abort(?:ed|s)?|stalled|cancell?ed)`;
const CAUSE =
  String.raw`(?:because|due to|caused by|root cause|since|as a result|which (?:meant|means|made|caused)|when|after|with|from|on|at|returned|returns|threw|throws|raised|raises|says|said|reported|reports|shows|showed|produced|produces|printed|prints|gave|gives|exited|instead of)`;
const FAILURE_RE = new RegExp(String.raw`\b${FAILURE}\b`, "i");
const FAILURE_THEN_CAUSE = new RegExp(String.raw`\b${FAILURE}\b[^.!?]{0,160}?(?:\b${CAUSE}\b|[:\u2014\u2013\u2192])|\b${CAUSE}\b[^.!?]{0,120}?\b${FAILURE}\b`, "i");
// An error message or trace pasted in prose or code.
export const ERROR_TEXT =
  /\b[A-Z][A-Za-z]{1,40}(?:Error|Exception|Fault)\b|\bTraceback\b|\bexit(?:ed)? (?:with )?(?:code|status) -?\d{1,4}\b|\bE(?:NOENT|ACCES|PERM|ADDRINUSE|CONNREFUSED|CONNRESET|TIMEDOUT|EXIST|ISDIR|NOTDIR|MFILE|NOTFOUND|PIPE)\b|\bstatus(?: code)? [45]\d\d\b|\bHTTP [45]\d\d\b|\berror ?(?:TS|CS|C|E)\d{2,5}\b|\b[Ee]rror:\s|\bFAIL(?:ED)?\b|\bpanicked at\b|\bsegmentation fault\b|\bundefined is not\b|\bno such file\b|\bpermission denied\b/;
// A slot that will carry the failure at dispatch time.
const FAILURE_SLOT = /error|traceback|trace|stack|log|stderr|stdout|output|failure|reason|feedback|critique|review|diagnos|exception|result/i;
// A file to read that holds the failure or the history.
const HISTORY_FILE = /(?:log|error|fail|attempt|retr|notes|handoff|history|postmortem|post-mortem|progress|devlog|changelog|status|state|journal|session|report|lessons|retro|findings|debug|trace|output)[^/]*$/i;

// The previous attempt named as a subject, a verb in the past, then a consequence ("which …", "so …", "but …").
const PREVIOUS_DID = new RegExp(
  String.raw`\b(?:the|our|my|your)\s+(?:first|previous|last|earlier|prior|original)\s+(?:[a-z][\w-]{1,30}\s+)?(?:one|attempt|try|run|pass|version|approach|fix|patch|change|draft|implementation|agent|worker|[a-z][\w-]{2,30}(?:er|or|ion|ment|script|tool|job|build|release|model))\b[^.!?]{0,60}?\b(?:\w{2,20}ed|did|made|broke|took|went|ran|got|was|were|had|wrote|left|threw|gave|kept|hit|lost|used|split)\b[^.!?]{0,200}?(?:,\s*which\b|\bwhich\s+(?:\w+ed|made|broke|took|was|were|had|caused|meant|hit|lost|left|gave|kept)\b|\bso\s+(?:it|the|we|that)\b|\bbut\b|\band\s+(?:then|so)\b|\bcausing\b|\bmaking\b|\bleading to\b|\bbecause\b)`,
  "i",
);

const HISTORY_ROLES = new Set(["history"]);
const STATE_ROLES = new Set(["history", "context"]);

const STRONG_CAUSE = new RegExp(String.raw`\b(?:because|due to|caused by|root cause|as a result of)\b|\b${FAILURE}\b[^.!?]{0,160}?(?:\b(?:since|as a result|which (?:meant|means|made|caused)|so (?:the|it|we|they|that)|threw|throws|raised|exited)\b|[:\u2014\u2192]\s)`, "i");

/** True when a sentence that carries a retry cue also says why: "failed because …", "failed: …". */
export function explainsItself(s: Sentence, cues: Range[] = []): boolean {
  let p = unquotedOf(s);
  if (ERROR_TEXT.test(s.text)) return true;
  if (STRONG_CAUSE.test(p) && wordCount(p) >= 6) return true;
  // the rest of the sentence, without the cue words, names a failure and its circumstances:
  // "try again with a smaller batch — the first run hit out of memory at batch 64"
  const chars = p.split("");
  for (const [a, b] of cues) {
    const y = Math.min(chars.length, b - s.range[0]);
    for (let x = Math.max(0, a - s.range[0]); x < y; x++) chars[x] = " ";
  }
  p = chars.join("");
  return FAILURE_THEN_CAUSE.test(p) && wordCount(p) >= 8;
}

/**
 * True when the text (outside quotes) gives an account of what went wrong. Sentences that start
 * in `skip` (the cue sentences themselves) do not count: "it still crashes on submit" is the
 * symptom, not the account.
 */
export function hasFailureAccount(doc: HandoffDocument, skip?: ReadonlySet<number>): boolean {
  if (roleBodyWords(doc, HISTORY_ROLES, skip) >= 8) return true;
  for (const s of ownSentences(doc)) {
    const p = unquotedOf(s);
    // "the first one re-encoded each section, which doubled the run time": what the previous attempt
    // did and what came of it is an account, even in the sentence that says this is a retry.
    if (PREVIOUS_DID.test(p) && wordCount(p) >= 10) return true;
    if (skip?.has(s.range[0])) continue;
    // a failure word and what it came with, in a sentence long enough to say something
    if (FAILURE_THEN_CAUSE.test(p) && wordCount(p) >= 6) return true;
    if (ERROR_TEXT.test(s.text)) return true;
  }
  // a pasted log, trace or error output
  for (const b of doc.blocks) {
    if (b.kind !== "code" && b.kind !== "blockquote") continue;
    const t = doc.text.slice(b.range[0], Math.min(b.range[1], b.range[0] + 20000));
    if (ERROR_TEXT.test(t) || FAILURE_RE.test(t)) return true;
  }
  for (const r of doc.references) {
    if (r.kind === "code" && (ERROR_TEXT.test(r.text) || FAILURE_RE.test(r.text))) return true;
    if ((r.kind === "path" || r.kind === "code") && looksLikeHistoryFile(r.text)) return true;
  }
  for (const sl of doc.slots) if (FAILURE_SLOT.test(sl.name)) return true;
  return false;
}

function looksLikeHistoryFile(t: string): boolean {
  if (t.length > 200) return false;
  if (!/[./]/.test(t)) return false;
  const base = t.replace(/\/+$/, "");
  return HISTORY_FILE.test(base) && /\.[A-Za-z]{1,6}$|\/$/.test(t);
}

// ---------------------------------------------------------------------------------------------
// Does the text say where the work stands?

const STATE_WORDS =
  /\b(?:(?:is|are|was|were|has been|have been|got|now)\s+(?:(?:now|already|all|fully|mostly|largely|partly|partially)\s+)?(?:done|complete|completed|finished|implemented|fixed|merged|landed|shipped|deployed|working|passing|green|in place|set up|ported|migrated|written|created|built|added)|already\s+(?:\w+\s+)?(?:done|did|has|have|had|exists?|built|implemented|fixed|merged|added|created|written|ported|in place|working|proven|set up|been)|so far|left off (?:at|after|with|in|on)|stopped at|ended at|current(?:ly)? (?:state|status)|status:|progress|completed:|done:|what (?:works|remains|is left|was done)|(?:all|\d+(?:[,.]\d+)?) (?:\w+ )?(?:tests? )?(?:now )?pass(?:es|ing)?|last (?:session|run|commit) (?:ended|stopped|did|added|fixed|left)|we(?:'ve| have) (?:\w+ )?(?:made|built|done|finished|completed|fixed|implemented|improved|verified|added|ported|migrated|merged|shipped|reached))\b/i;
const READ_POINTER = /\b(?:read|see|open|check|review|consult|look at|start (?:with|from|by reading)|refer to|follow|inspect|study|go through|pick up from)\b/i;

/** True when the text says where things stand: a state/history section, done-words, or a file to read first. */
export function hasStateAccount(doc: HandoffDocument): boolean {
  if (roleBodyWords(doc, STATE_ROLES) >= 12) return true;
  if (hasFailureAccount(doc)) return true;
  for (const s of ownSentences(doc)) {
    const p = unquotedOf(s);
    if (STATE_WORDS.test(p)) return true;
    // a pointer the worker can read to learn the state: a path or link in a read-sentence
    if (READ_POINTER.test(p) && /[\uE000\uE001]/.test(p)) return true;
  }
  for (const r of doc.references) {
    if (r.kind !== "path") continue;
    const s = sentenceAt(doc, r.range[0]);
    if (s && READ_POINTER.test(s.prose)) return true;
  }
  return false;
}

export function sentenceAt(doc: HandoffDocument, offset: number): Sentence | null {
  // binary search over sentences sorted by start
  const ss = doc.sentences;
  let lo = 0;
  let hi = ss.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = ss[mid];
    if (offset < s.range[0]) hi = mid - 1;
    else if (offset >= s.range[1]) lo = mid + 1;
    else return s;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Is this a prompt for an agent in a live conversation (a chat with a user), where the
// conversation is part of its input by design?

const LIVE =
  /\b(?:ask (?:the )?(?:user|customer|caller|client)|(?:the )?(?:user|customer|caller)(?:'s|s')? (?:request|message|question|query|input|reply|answer|intent)s?|(?:respond|reply|talk|speak|chat) (?:to|with) (?:the )?(?:user|customer|caller)|clarifying questions?)\b/i;

export function isLiveConversationPrompt(doc: HandoffDocument): boolean {
  for (const s of ownSentences(doc)) if (LIVE.test(s.prose)) return true;
  return false;
}

/** Trim a hit to at most `max` characters for a message. */
export function quote(t: string, max = 60): string {
  const one = t.replace(/\s+/g, " ").trim();
  return one.length > max ? one.slice(0, max - 1) + "\u2026" : one;
}
