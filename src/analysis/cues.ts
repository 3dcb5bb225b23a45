// Finding a vocabulary's phrases in text, the same way for every mechanism: whole words where the
// language spaces its words, substrings where it does not, and a free ending where words take suffixes
// (Korean particles, Slavic case endings), so "вариант" finds "варианты" and "사용자에게 요청" finds "요청해".
import type { Lang } from "./lang.js";
import type { Vocabulary } from "./lexicon.js";

export interface CueHit {
  /** Offset of the match in the searched text. */
  index: number;
  /** The matched text. */
  text: string;
}

const FREE_ENDING = new Set<Lang>(["ru", "uk", "pl"]);
// Korean spaces its phrases but attaches endings and verbs to nouns (수정+해줘): it matches as substrings too.
const UNSPACED = new Set<Lang>(["zh", "ja", "ko"]);
const compiled = new Map<string, RegExp | null>();

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function alternative(phrase: string, lang: Lang): string {
  const body = escape(phrase).replace(/ /g, "\\s+");
  if (UNSPACED.has(lang)) return body;
  const head = /^[\p{L}\p{N}]/u.test(phrase) ? "(?<![\\p{L}\\p{N}])" : "";
  const tail = /[\p{L}\p{N}]$/u.test(phrase) && !FREE_ENDING.has(lang) ? "(?![\\p{L}\\p{N}])" : "";
  return head + body + tail;
}

/**
 * One alternation for the phrases that take the same word boundaries, so the boundary is tested once per
 * position rather than once per phrase (the vocabularies run on every sentence of every handoff).
 */
function grouped(phrases: string[], lang: Lang): string {
  if (UNSPACED.has(lang)) return phrases.map((p) => alternative(p, lang)).join("|");
  const words = (p: string) => /^[\p{L}\p{N}]/u.test(p) && /[\p{L}\p{N}]$/u.test(p);
  const bounded = phrases.filter(words).map((p) => escape(p).replace(/ /g, "\\s+"));
  const rest = phrases.filter((p) => !words(p)).map((p) => alternative(p, lang));
  const tail = FREE_ENDING.has(lang) ? "" : "(?![\\p{L}\\p{N}])";
  const group = bounded.length ? [`(?<![\\p{L}\\p{N}])(?:${bounded.join("|")})${tail}`] : [];
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

/** Every phrase of the vocabulary in `text`, for the given languages (in order of position). */
export function findCues(name: string, vocab: Vocabulary, langs: readonly Lang[], text: string): CueHit[] {
  const out: CueHit[] = [];
  for (const lang of langs) {
    const re = cueExpression(name, vocab, lang);
    if (!re) continue;
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) out.push({ index: m.index, text: m[0] });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** True when the text holds a phrase of the vocabulary in one of the languages. */
export function hasCue(name: string, vocab: Vocabulary, langs: readonly Lang[], text: string): boolean {
  for (const lang of langs) {
    const re = cueExpression(name, vocab, lang);
    if (!re) continue;
    re.lastIndex = 0;
    if (re.test(text)) return true;
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

// A condition before a cue makes it a policy ("if the token is missing, stop"), in any language.
const CONDITION = /(?<![\p{L}])(?:if|when|unless|in case|whether|should|si|wenn|falls|ob|se|jeśli|jeżeli|gdy|если|якщо|коли|kiedy|cuando|quand|quando|caso)(?![\p{L}])|如果|若是|假如|万一|もし|場合|경우|만약|하면|다면|으면|라면|때는|때에는/iu;

// How far back a condition can govern a cue: a Korean or Japanese condition opens a clause that may run
// on through several comma-joined steps ("바꿀 때는 …, …, … 배포해줘").
const CONDITION_REACH = 160;

/** True when a condition opens the clause before `index` in `text` (looked at within CONDITION_REACH characters). */
export function conditionalBefore(text: string, index: number): boolean {
  const lead = text.slice(Math.max(0, index - CONDITION_REACH), index);
  const clause = lead.split(/[.;:!?。！？\n]/).pop() ?? "";
  return CONDITION.test(clause);
}
