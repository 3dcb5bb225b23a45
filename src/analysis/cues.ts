// Finding a vocabulary's phrases in text, the same way for every mechanism: whole words where the
// language spaces its words, substrings where it does not, and a free ending where words take suffixes
// (Korean particles, Slavic case endings), so "вариант" finds "варианты" and "사용자에게 요청" finds "요청해".
// A Chinese phrase also finds its Traditional form ("继续" finds "繼續", "软件" finds "軟體"): see traditional().
import { loadPackage } from "../load.js";
import type { Lang } from "./lang.js";
import type { Vocabulary } from "./lexicon.js";

export interface CueHit {
  /** Offset of the match in the searched text. */
  index: number;
  /** The matched text. */
  text: string;
}

// Free endings where a word's ending carries its case or person and the stem stays as written:
// - ru, uk, pl, cs: Slavic case and verb endings ("varianta" → "varianty" is listed; "heslo" finds "heslem").
// - tr: Turkish agglutinates suffixes onto an unchanged stem ("seçenek" finds "seçenekler", "dosya" finds
//   "dosyası"); a stem that mutates (seçenek → seçeneği) is listed in both forms.
// - ar: Arabic attaches pronoun and plural suffixes ("جرب" finds "جربه", "خيار" finds "خيارات").
// Not id, nl, ca, vi, hi: Indonesian -nya/-kan/-lah would let short roots find unrelated words ("ide" in
// "identitas"), so its forms are listed; Dutch compounds are words of their own; Vietnamese syllables,
// Catalan and Hindi (postpositions stand apart: "पासवर्ड को") take whole words.
const FREE_ENDING = new Set<Lang>(["ru", "uk", "pl", "cs", "tr", "ar"]);
// Korean spaces its phrases but attaches endings and verbs to nouns (수정+해줘): it matches as substrings too.
// Thai, like Chinese and Japanese, writes a clause without spaces between its words.
const UNSPACED = new Set<Lang>(["zh", "ja", "ko", "th"]);
// Arabic writes "and", "so" and the article onto the next word (وحاول, فاستخدم, المفتاح, بالمفتاح, للحساب):
// a phrase may follow them.
const PREFIX: Partial<Record<Lang, string>> = { ar: "(?:[وف])?(?:ال|[بل]ال|لل)?" };
// Devanagari (and Arabic) vowel signs are marks, not letters: a word goes on through them ("कर" is not "करें").
const MARKED = new Set<Lang>(["hi", "ar"]);
const compiled = new Map<string, RegExp | null>();

/** The character class of a word's letters in `lang`, for the boundaries around a phrase. */
function wordClass(lang: Lang): string {
  return MARKED.has(lang) ? "[\\p{L}\\p{M}\\p{N}]" : "[\\p{L}\\p{N}]";
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function alternative(phrase: string, lang: Lang): string {
  if (lang === "zh") return traditional(phrase);
  const body = escape(phrase).replace(/ /g, "\\s+");
  if (UNSPACED.has(lang)) return body;
  const w = wordClass(lang);
  const head = /^[\p{L}\p{N}]/u.test(phrase) ? `(?<!${w})${PREFIX[lang] ?? ""}` : "";
  const tail = (MARKED.has(lang) ? /[\p{L}\p{M}\p{N}]$/u : /[\p{L}\p{N}]$/u).test(phrase) && !FREE_ENDING.has(lang) ? `(?!${w})` : "";
  return head + body + tail;
}

interface OpenCC {
  Locale: { from: Record<string, string[][]>; to: Record<string, string[][]> };
  ConverterFactory: (...groups: Array<string[] | string[][]>) => (s: string) => string;
}
interface TraditionalForms {
  /** Each Simplified character's Traditional forms (干 → 幹 乾), from OpenCC's STCharacters and TSCharacters. */
  chars: Map<string, string[]>;
  /** Whole-phrase conversions with Taiwan and Hong Kong word forms (软件 → 軟體, 用户 → 使用者). */
  phrases: Array<(s: string) => string>;
}
let forms: TraditionalForms | undefined;

/** OpenCC's character table among a preset's dictionaries: the one whose keys are single characters. */
function characterTable(groups: string[][]): string {
  const dicts = groups.flat();
  return dicts.find((d) => /^\S /u.test(d)) ?? dicts[dicts.length - 1];
}

/**
 * OpenCC's tables (opencc-js), loaded the first time a Chinese vocabulary is compiled: some 40-100 ms once
 * per process, never for a text without a Chinese character (see skipsChinese). Only the character tables
 * and the Taiwan and Hong Kong word tables are built, not OpenCC's large phrase table.
 */
function traditionalForms(): TraditionalForms {
  if (forms) return forms;
  const toTraditional = loadPackage<OpenCC>("opencc-js/cn2t");
  const toSimplified = loadPackage<OpenCC>("opencc-js/t2cn");
  const st = characterTable(toTraditional.Locale.from.cn);
  const chars = new Map<string, string[]>();
  const add = (simplified: string, trad: string) => {
    if (!simplified || !trad || simplified === trad) return;
    const list = chars.get(simplified) ?? [];
    if (!list.includes(trad)) list.push(trad);
    chars.set(simplified, list);
  };
  for (const entry of st.split("|")) {
    const [key, ...variants] = entry.split(" ");
    for (const v of variants) add(key, v);
  }
  // the reverse table knows more Traditional forms of one Simplified character (乾 → 干 beside 幹 → 干)
  for (const entry of characterTable(toSimplified.Locale.to.cn).split("|")) {
    const [key, ...variants] = entry.split(" ");
    for (const v of variants) add(v, key);
  }
  const phrases = ["twp", "hk"].map((to) => toTraditional.ConverterFactory([st], ...toTraditional.Locale.to[to]));
  forms = { chars, phrases };
  return forms;
}

/**
 * A Chinese phrase in Simplified and Traditional characters: each character with a Traditional form becomes
 * a class of its forms ("[继繼][续續]"), and the phrase as Taiwan or Hong Kong writes it ("軟體", "使用者")
 * is an alternative of its own where it differs in more than the characters.
 */
function traditional(phrase: string): string {
  const { chars, phrases } = traditionalForms();
  let body = "";
  for (const ch of phrase) {
    const variants = chars.get(ch);
    body += variants?.length ? `[${ch}${variants.join("")}]` : ch === " " ? "\\s+" : escape(ch);
  }
  const whole = new RegExp(`^(?:${body})$`, "u");
  const extra = [...new Set(phrases.map((convert) => convert(phrase)))].filter((form) => !whole.test(form));
  return [body, ...extra.map(escape)].join("|");
}

/** A Chinese phrase needs a Chinese character: a text without one cannot hold it (nor load OpenCC's tables). */
function skipsChinese(lang: Lang, text: string): boolean {
  return lang === "zh" && !/[\u3400-\u9fff\uf900-\ufaff]/u.test(text);
}

/**
 * One alternation for the phrases that take the same word boundaries, so the boundary is tested once per
 * position rather than once per phrase (the vocabularies run on every sentence of every handoff).
 */
function grouped(phrases: string[], lang: Lang): string {
  if (UNSPACED.has(lang)) return phrases.map((p) => alternative(p, lang)).join("|");
  const words = (p: string) => /^[\p{L}\p{N}]/u.test(p) && (MARKED.has(lang) ? /[\p{L}\p{M}\p{N}]$/u : /[\p{L}\p{N}]$/u).test(p);
  const bounded = phrases.filter(words).map((p) => escape(p).replace(/ /g, "\\s+"));
  const rest = phrases.filter((p) => !words(p)).map((p) => alternative(p, lang));
  const w = wordClass(lang);
  const tail = FREE_ENDING.has(lang) ? "" : `(?!${w})`;
  const group = bounded.length ? [`(?<!${w})${PREFIX[lang] ?? ""}(?:${bounded.join("|")})${tail}`] : [];
  return [...group, ...rest].join("|");
}

/** The expression that finds a vocabulary's phrases for one language (null when it has none). */
export function cueExpression(name: string, vocab: Vocabulary, lang: Lang): RegExp | null {
  const key = `${name}:${lang}`;
  let re = compiled.get(key);
  if (re === undefined) {
    const phrases = vocab[lang] ?? [];
    // longest first, so "ask the user to provide" wins over "ask the user"
    const sorted = [...phrases].sort((a, b) => b.length - a.length);
    re = sorted.length ? new RegExp(grouped(sorted, lang), "giu") : null;
    compiled.set(key, re);
  }
  return re;
}

// Chinese and Japanese run their words together, so a phrase can match across a word boundary: "出问题" (something
// went wrong) inside "列出问题" (list the problems), "有问题" inside "没有问题" (no problem). ICU's dictionary word
// breaker (Intl.Segmenter, built into Node) says where the words start; a phrase counts only where one does.
const SEGMENTED = new Set<Lang>(["zh", "ja"]);
const segmenters = new Map<Lang, Intl.Segmenter>();
// How much text before a hit the breaker reads: enough for the word the hit might start inside.
const SEGMENT_WINDOW = 8;

function startsWord(lang: Lang, text: string, index: number, length: number): boolean {
  // (a Node built without ICU's word breaker keeps the old reading: every match counts)
  if (!SEGMENTED.has(lang) || index === 0 || typeof Intl.Segmenter !== "function") return true;
  let seg = segmenters.get(lang);
  if (!seg) segmenters.set(lang, (seg = new Intl.Segmenter(lang, { granularity: "word" })));
  const from = Math.max(0, index - SEGMENT_WINDOW);
  const window = text.slice(from, index + length);
  for (const piece of seg.segment(window)) {
    const at = from + piece.index;
    if (at === index) return true;
    if (at > index) return false;
    // the word holding the hit's start began before it
    if (at + piece.segment.length > index) return false;
  }
  return true;
}

/** Every phrase of the vocabulary in `text`, for the given languages (in order of position). */
export function findCues(name: string, vocab: Vocabulary, langs: readonly Lang[], text: string): CueHit[] {
  const out: CueHit[] = [];
  for (const lang of langs) {
    if (skipsChinese(lang, text)) continue;
    const re = cueExpression(name, vocab, lang);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) if (startsWord(lang, text, m.index, m[0].length)) out.push({ index: m.index, text: m[0] });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** True when the text holds a phrase of the vocabulary in one of the languages. */
export function hasCue(name: string, vocab: Vocabulary, langs: readonly Lang[], text: string): boolean {
  for (const lang of langs) {
    if (skipsChinese(lang, text)) continue;
    const re = cueExpression(name, vocab, lang);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) if (startsWord(lang, text, m.index, m[0].length)) return true;
  }
  return false;
}

const EN_ONLY: readonly Lang[] = ["en"];
const withEnglish = new Map<Lang, readonly Lang[]>();

/** The languages whose cues apply to a text in `lang`: its own, and English (code words, mixed prose). Each once. */
export function cueLanguages(lang: Lang): readonly Lang[] {
  if (lang === "en" || lang === "other") return EN_ONLY;
  let langs = withEnglish.get(lang);
  if (!langs) withEnglish.set(lang, (langs = [lang, "en"]));
  return langs;
}

// A condition before a cue makes it a policy ("if the token is missing, stop"), in any language. Dutch
// "als" is not one: it is also German's "as".
const CONDITION = /(?<!\p{L})(?:if|when|unless|in case|whether|should|si|wenn|falls|ob|se|jeśli|jeżeli|gdy|если|якщо|коли|kiedy|cuando|quand|quando|caso|eğer|pokud|jestli|jestliže|když|wanneer|indien|nếu|jika|kalau|apabila)(?!\p{L})|ถ้า|หาก|إذا|في حال|عندما|अगर|यदि|如果|若是|假如|万一|萬一|もし|場合|경우|만약|하면|다면|으면|라면|때는|때에는/iu;

// How far back a condition can govern a cue: a Korean or Japanese condition opens a clause that may run
// on through several comma-joined steps ("바꿀 때는 …, …, … 배포해줘").
const CONDITION_REACH = 160;

// A negation right before a cue, in the languages that put it there: "do not redo", "NE PAS REFAIRE", "no repetir",
// "nicht wiederholen", "не повторяй", "不要重做" (Japanese, Korean and Turkish negate after the verb, so are not here).
const NEGATION_BEFORE =
  /(?:(?<!\p{L})(?:not|never|don['’]t|do not|no need to|ne pas|ne jamais|n['’]|pas|no|nunca|não|nao|nicht|nie|niemals|kein(?:e|en)?|non|mai|niet|nooit|ne|не|нельзя|никогда|ні|ніколи)\s+|不要|别|勿|不|禁止)$/iu;

/** True when a negation stands right before `index` in `text` ("ne pas refaire", "不要重做"). */
export function negatedBefore(text: string, index: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, index - 16), index));
}

/** True when a condition opens the clause before `index` in `text` (looked at within CONDITION_REACH characters). */
export function conditionalBefore(text: string, index: number): boolean {
  const lead = text.slice(Math.max(0, index - CONDITION_REACH), index);
  const clause = lead.split(/[.;:!?。！？\n]/).pop() ?? "";
  return CONDITION.test(clause);
}
