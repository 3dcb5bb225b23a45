// Discourse state: does the text pick up a conversation the worker never saw, and is it a retry that
// says what failed? A fresh worker has no turn before this one, so a reply ("frontend"), a pointer into
// the chat ("what we did in this conversation") or a bare "again" leaves it guessing.
import type { HandoffDocument, Range, Sentence } from "../types.js";
import { conditionalBefore, negatedBefore, cueLanguages, findCues, hasCue, type CueHit } from "./cues.js";
import { FIRST_LATIN_LANGS, englishByDefault, languageOf, unspaced, type Lang } from "./lang.js";
import { AGAIN, ASSIGNMENT_ITEM, CAUSE, CONTINUATION, CONVERSATION, PART_NOUN, REQUEST, RETRY, SEQUEL, TASK_VERB, type Vocabulary } from "./lexicon.js";

export interface DiscourseFinding {
  kind: "conversation" | "fragment" | "continuation" | "retry" | "numbered";
  range: Range;
  phrase: string;
  sure: boolean;
}

/** Sentences the writer wrote (not quoted material, not headings of a long text). */
function ownSentences(doc: HandoffDocument): Sentence[] {
  return doc.sentences.filter((s) => !s.quoted);
}

function located(s: Sentence, hit: CueHit, kind: DiscourseFinding["kind"], sure: boolean): DiscourseFinding {
  const a = s.range[0] + hit.index;
  return { kind, range: [a, a + hit.text.length], phrase: hit.text, sure };
}

/** Pointers into a conversation the worker never saw: "this chat", "como combinamos", "我们讨论过". */
export function conversationReferences(doc: HandoffDocument): DiscourseFinding[] {
  const langs = cueLanguages(languageOf(doc));
  const out: DiscourseFinding[] = [];
  for (const s of ownSentences(doc)) {
    for (const hit of findCues("conversation", CONVERSATION, langs, s.prose)) out.push(located(s, hit, "conversation", false));
  }
  return out;
}

const sizes = new WeakMap<HandoffDocument, number>();

/** Words of prose in the text (counted up to 20,000 characters): a run of CJK characters counts one per two. */
export function proseSize(doc: HandoffDocument): number {
  let n = sizes.get(doc);
  if (n === undefined) {
    const prose = doc.prose.length > 20_000 ? doc.prose.slice(0, 20_000) : doc.prose;
    const words = prose.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’_-]*/gu) ?? [];
    const cjk = unspaced(languageOf(doc));
    n = 0;
    // CJK characters carry about half a word each; Thai runs several words together between spaces
    for (const w of words) n += cjk && /[\u3040-\u30ff\u4e00-\u9fff]/.test(w) ? Math.ceil(w.length / 2) : /[\u0e00-\u0e7f]/.test(w) ? Math.ceil(w.length / 5) : 1;
    sizes.set(doc, n);
  }
  return n;
}

/**
 * The whole text is a fragment: a few words with no request, no question and no sentence, as a reply in a
 * chat would be ("frontend", "the second one"). It answers a question the worker never saw.
 */
export function fragmentReply(doc: HandoffDocument, asks: (doc: HandoffDocument) => boolean): DiscourseFinding | null {
  const own = ownSentences(doc);
  if (own.length !== 1 || doc.slots.length || doc.blocks.some((b) => b.kind === "code" || b.kind === "table")) return null;
  const s = own[0];
  const words = s.prose.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3 || proseSize(doc) > 3) return null;
  if (/[?？.!。！:：]/.test(s.prose) || /[\uE000\uE001]/.test(s.prose)) return null;
  const langs = cueLanguages(languageOf(doc));
  if (hasCue("request", REQUEST, langs, s.prose) || asks(doc)) return null;
  const t = s.prose.trim();
  if (opensWithTaskVerb(languageOf(doc), t)) return null;
  const a = s.range[0] + s.prose.indexOf(t);
  return { kind: "fragment", range: [a, a + t.length], phrase: t, sure: true };
}

/**
 * A short text of one sentence that is a terse order in another language ("Mejora el README", "修复登录页"),
 * whatever language it reads as: too short to tell.
 */
export function terseOrder(doc: HandoffDocument): boolean {
  const own = ownSentences(doc);
  if (own.length !== 1 || proseSize(doc) > 8) return false;
  return opensWithTaskVerb(languageOf(doc), own[0].prose.trim());
}

// A text of three words is too short to tell its language from: a Latin-script one may be any of these.
const LATIN_TASK_LANGS: readonly Lang[] = FIRST_LATIN_LANGS;

/**
 * A terse order in another language: the text opens with a task verb ("修复登录页", "Перепиши README", after
 * a "请" or "帮我"), or, in Korean, ends with the verbal noun that names the work ("로그인 페이지 수정").
 */
function opensWithTaskVerb(lang: Lang, t: string): boolean {
  const langs = lang === "en" || lang === "other" ? LATIN_TASK_LANGS : [lang];
  const hits = findCues("task-verb", TASK_VERB, langs, t);
  if (lang === "ko") return hits.some((h) => h.index + h.text.length === t.replace(/[\s.!。]+$/u, "").length);
  const lead = /^(?:请|請|帮我|幫我|麻烦|麻煩)?/u.exec(t)![0].length;
  return hits.some((h) => h.index === lead);
}

/**
 * Whether a sentence is its section's heading ("## Next", "## 继续"): a heading labels what follows, so a
 * heading that reads like a request ("Next", "Continue") asks for nothing by itself.
 */
export function isHeading(doc: HandoffDocument, s: Sentence): boolean {
  return doc.paragraphs[s.paragraph]?.kind === "heading";
}

/** A short text whose ask is only to go on ("продолжай", "続けて", "keep going with the rest"). */
export function bareContinuation(doc: HandoffDocument): DiscourseFinding | null {
  // a pointer (the plan, the progress file) is the account of where things stand, and a fenced block carries
  // what the short prose around it does not (often the prompt to send, the prose only says when to send it)
  if (proseSize(doc) > 25 || doc.references.some((r) => r.kind !== "phrase") || doc.blocks.some((b) => b.kind === "code")) return null;
  // a text this short with no English word in it ("Mach weiter.", "Continua de onde parou.") is read as English
  // only for want of function words of its own, so the go-on words of the Latin-script languages are tried
  const langs = englishByDefault(doc) ? LATIN_TASK_LANGS : cueLanguages(languageOf(doc));
  for (const s of ownSentences(doc)) {
    const hit = isHeading(doc, s) ? undefined : findCues("continuation", CONTINUATION, langs, s.prose)[0];
    if (hit && !conditionalBefore(s.prose, hit.index)) return located(s, hit, "continuation", true);
  }
  return null;
}

/**
 * The text opens by continuing a series ("here are the next tasks", "kolejne zadania"): the earlier items,
 * and what became of them, are in a conversation the worker never saw. Read in the first sentence only.
 */
export function sequelOpening(doc: HandoffDocument): DiscourseFinding | null {
  const first = ownSentences(doc)[0];
  if (!first || first.range[0] - doc.start > 200) return null;
  const hit = findCues("sequel", SEQUEL, cueLanguages(languageOf(doc)), first.prose)[0];
  return hit && hit.index < 40 ? located(first, hit, "continuation", false) : null;
}

// A numeral that counts a part: digits, a Chinese numeral, or (after the noun) a letter label ("option B").
const NUMERAL_AFTER = /^\s?(?:#|№|n[oº°]\.?\s?)?(?:\d{1,2}|[一二三四五六七八九十]|[A-D](?![\p{L}\p{N}]))(?![\p{L}\p{N}])/u;
// (unspaced scripts run the numeral straight on into the next word: "方案二就行")
const NUMERAL_AFTER_UNSPACED = /^\s?(?:\d{1,2}|[一二三四五六七八九十])(?!\d)/u;
const NUMERAL_BEFORE = /(?:^|[^\p{L}\p{N}])(?:第\s?)?(?:\d{1,2}(?:-?[йяеі]|-?[иоы]й)?|[一二三四五六七八九十])\s?$/u;
// Where a numeral before the noun names the part rather than counts parts: Chinese "第4步", Japanese "第2段階",
// Korean "2단계", and the colloquial Russian and Ukrainian "4 етап", "2-й вариант" ("step 2" elsewhere).
const NUMBER_FIRST = new Set<Lang>(["zh", "ja", "ko", "ru", "uk"]);

/**
 * A numbered part of an enumeration the text never gives ("4 етап не відбувається автоматично", "step 3 fails",
 * "方案二就行"): in a short text with no locator, no list and no heading, the plan or answer it counts in is
 * one the worker never saw. A numeral before the noun counts only before its bare form ("4 етап", "第4步",
 * "2단계"): "4 этапа", "4 steps" count parts rather than name one.
 */
export function numberedPart(doc: HandoffDocument): DiscourseFinding | null {
  return numberedMention(doc, "part", PART_NOUN);
}

/**
 * A numbered item of an assignment the text never gives ("сделай задание 5", "solve exercise 3", "第5题"): in a
 * short text with no locator, no list and no heading, the set it counts in (a course's tasks, a sheet of
 * exercises) is a document the worker does not have. Read the way `numberedPart` reads a plan's parts.
 */
export function numberedAssignment(doc: HandoffDocument): DiscourseFinding | null {
  return numberedMention(doc, "assignment-item", ASSIGNMENT_ITEM);
}

/** The first noun of `vocab` with a numeral that names one item ("4 етап", "задание 5"), in a short text with no locator, list or heading. */
function numberedMention(doc: HandoffDocument, name: string, vocab: Vocabulary): DiscourseFinding | null {
  if (proseSize(doc) > SHORT_TEXT_WORDS || doc.slots.length || doc.references.some((r) => r.kind !== "phrase")) return null;
  if (doc.blocks.some((b) => b.kind === "code" || b.kind === "table" || b.kind === "list") || doc.sections.some((x) => x.headingRange)) return null;
  const langs = cueLanguages(languageOf(doc));
  const lang = languageOf(doc);
  const cjk = unspaced(lang);
  for (const s of ownSentences(doc)) {
    for (const hit of findCues(name, vocab, langs, s.prose)) {
      const end = hit.index + hit.text.length;
      const bare = cjk || !/[\p{L}\p{M}]/u.test(s.prose[end] ?? "");
      const after = (cjk ? NUMERAL_AFTER_UNSPACED : NUMERAL_AFTER).exec(s.prose.slice(end, end + 8));
      const before = bare && NUMBER_FIRST.has(lang) && NUMERAL_BEFORE.exec(s.prose.slice(Math.max(0, hit.index - 6), hit.index));
      if (!after && !before) continue;
      const from = before ? hit.index - before[0].replace(/^[^\p{L}\p{N}第]/u, "").length : hit.index;
      const to = after ? end + after[0].length : end;
      return { kind: "numbered", range: [s.range[0] + from, s.range[0] + to], phrase: s.prose.slice(from, to).trim(), sure: false };
    }
  }
  return null;
}

const OPENING_SENTENCES = 1;
/**
 * A text this short has nothing else in it to go on: one that opens with "again" cannot be a fresh task, and
 * one that leans on history or retries with no locator has nothing that could stand for what it lacks.
 */
export const SHORT_TEXT_WORDS = 40;

/** A clause break before a cue: what follows it may repeat a step the same sentence gave. */
const STEP_BEFORE = /[,;:，、；]|\b(?:then|and|after|until|before)\b/i;

/** Retry cues in the text's own language (the English ones beyond what retry-without-cause reads). */
export function retryCues(doc: HandoffDocument): DiscourseFinding[] {
  const langs = cueLanguages(languageOf(doc));
  const out: DiscourseFinding[] = [];
  const short = proseSize(doc) <= SHORT_TEXT_WORDS;
  ownSentences(doc).forEach((s, i) => {
    const hits = findCues("retry", RETRY, langs, s.prose);
    // "again" alone is a retry only where a short text opens with it ("Запусти сборку ещё раз"), in the
    // opening clause: "Run the tests, then run them again" repeats a step the text itself gave
    if (i < OPENING_SENTENCES && short) hits.push(...findCues("again", AGAIN, langs, s.prose).filter((h) => !STEP_BEFORE.test(s.prose.slice(0, h.index))));
    for (const hit of hits) {
      // "Ce qui a échoué (NE PAS REFAIRE)": a redo forbidden is a rule of the work, not a retry
      if (conditionalBefore(s.prose, hit.index) || negatedBefore(s.prose, hit.index)) continue;
      out.push(located(s, hit, "retry", false));
    }
  });
  return out.sort((a, b) => a.range[0] - b.range[0]);
}

/**
 * Whether the text says what failed: a cause word in the text's language, or an error shown (a code block
 * or quoted material that holds an error). Checked over the whole text, as an account may come anywhere.
 */
export function hasFailureCause(doc: HandoffDocument): boolean {
  const langs = cueLanguages(languageOf(doc));
  for (const s of doc.sentences) if (hasCue("cause", CAUSE, langs, s.prose)) return true;
  return doc.blocks.some((b) => (b.kind === "code" || b.kind === "blockquote") && /error|exception|fail|traceback|panic|错误|錯誤|エラー|오류|ошибк|помилк|fehler|erreur|erro|błąd|ข้อผิดพลาด|خطأ|त्रुटि|hata|chyba|fout|lỗi|kesalahan/i.test(doc.text.slice(b.range[0], Math.min(b.range[1], b.range[0] + 4000))));
}

/** How sure a retry finding is: a short text that is all retry (nothing else to go on) is sure. */
export function retryIsWholeText(doc: HandoffDocument): boolean {
  return proseSize(doc) <= SHORT_TEXT_WORDS && !doc.blocks.some((b) => b.kind === "code");
}
