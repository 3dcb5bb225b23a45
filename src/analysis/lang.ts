// Which language a handoff's prose is written in, so each mechanism reads its cue words in that language.
// Scripts decide first (Han, kana, Hangul, Cyrillic, Thai, Arabic, Devanagari); among Latin-script languages
// Vietnamese's own letters (ơ ư ă đ and the tone-marked vowels of Latin Extended Additional) decide, then the
// share of each language's own function words. English keeps the document model's older, lenient reading (a
// short text in plain ASCII is English), which the English-only rules were measured with.
import type { HandoffDocument, LanguageInfo } from "../types.js";

export const LANGS = ["en", "zh", "ja", "ko", "ru", "uk", "es", "de", "fr", "pt", "pl", "it", "th", "ar", "hi", "tr", "cs", "ca", "nl", "vi", "id"] as const;
export type Lang = (typeof LANGS)[number] | "other";

// Function words frequent in one Latin-script language and rare as words of the others (and of English).
// The later languages (tr … id) avoid the words the earlier ones list ("de", "da", "di", "per", "se", "ne"),
// so that no text of those languages counts for them: only a word of their own is evidence.
type LatinLang = "en" | "es" | "de" | "fr" | "pt" | "pl" | "it" | "tr" | "cs" | "ca" | "nl" | "vi" | "id";
const FUNCTION_WORDS: Record<LatinLang, string[]> = {
  en: ["the", "and", "of", "to", "is", "are", "with", "this", "that", "for", "you", "your", "it", "be", "will", "should", "from", "not", "what", "when", "then", "if", "in"],
  es: ["el", "los", "las", "del", "una", "que", "por", "para", "con", "como", "pero", "está", "este", "esta", "sin", "más", "también", "desde", "cuando", "tiene", "hay", "usar", "y", "ese", "esa", "esos", "esas", "eso"],
  de: ["der", "die", "das", "und", "ist", "nicht", "mit", "für", "auf", "dem", "den", "ein", "eine", "sich", "auch", "wird", "werden", "oder", "wenn", "nach", "bei", "aus", "noch", "bitte", "zu", "diese", "dieser", "dieses", "diesen", "diesem", "wie", "beim", "ich", "wir", "dass", "zum", "vom", "sind", "haben", "kann", "soll"],
  fr: ["le", "les", "des", "une", "est", "pas", "pour", "dans", "avec", "sur", "qui", "que", "du", "au", "aux", "ce", "cette", "sont", "ou", "mais", "vous", "tu", "et", "dont", "nous", "votre", "vos", "mon", "mes", "être", "faire", "très", "déjà"],
  pt: ["o", "os", "as", "um", "uma", "não", "para", "com", "do", "da", "dos", "das", "no", "na", "em", "que", "por", "mais", "como", "também", "é", "ao", "você", "e"],
  pl: ["nie", "się", "jest", "to", "na", "do", "oraz", "że", "jak", "przez", "dla", "czy", "tak", "już", "tylko", "ma", "być", "po", "od", "lub", "w", "z", "i"],
  it: ["il", "gli", "della", "delle", "che", "non", "per", "con", "una", "sono", "alla", "dei", "nel", "questo", "questa", "anche", "come", "più", "ed", "di"],
  tr: ["ve", "bir", "bu", "için", "ile", "çok", "daha", "olarak", "gibi", "kadar", "sonra", "önce", "veya", "şu", "değil", "yok", "lütfen", "olan", "şimdi", "tüm", "ama", "ise", "eğer", "ayrıca"],
  cs: ["je", "jsou", "není", "které", "který", "která", "nebo", "také", "jsem", "jste", "bude", "může", "což", "při", "podle", "když", "prosím", "toto", "tento", "tato", "jen", "ještě", "všechny", "kde", "pro", "ve", "až", "už", "pouze", "zatím", "tedy", "zde"],
  ca: ["amb", "els", "dels", "pels", "als", "què", "és", "aquest", "aquesta", "aquests", "perquè", "però", "també", "molt", "fer", "cal", "hi", "ho", "seu", "seva", "fins", "quan", "mateix", "més", "ja", "pot", "ara", "tots", "totes", "hem"],
  nl: ["het", "een", "niet", "van", "voor", "wordt", "worden", "zijn", "ook", "maar", "naar", "bij", "deze", "dit", "wat", "moet", "met", "op", "uit", "geen", "graag", "omdat", "zodat", "je", "jij"],
  vi: ["của", "và", "là", "các", "những", "cho", "với", "không", "được", "này", "có", "trong", "để", "một", "khi", "thì", "hãy", "bạn", "cần", "từ", "đã", "sẽ"],
  id: ["yang", "dan", "ini", "itu", "dengan", "untuk", "tidak", "dari", "ke", "akan", "pada", "juga", "atau", "ada", "bisa", "harus", "sudah", "belum", "saya", "kamu", "anda", "tolong", "jika", "agar", "karena", "dalam"],
};
// The languages that could take a text from English's reading before these were added; the others must
// clear a higher bar there (see detect).
/** The Latin-script languages the cue vocabularies covered first, which short texts are also tried in. */
export const FIRST_LATIN_LANGS: readonly Lang[] = ["es", "de", "fr", "pt", "pl", "it"];
const FIRST_LATIN = new Set<string>(FIRST_LATIN_LANGS);
const FUNCTION_INDEX = new Map<string, Array<keyof typeof FUNCTION_WORDS>>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS) as Array<[keyof typeof FUNCTION_WORDS, string[]]>) {
  for (const w of words) FUNCTION_INDEX.set(w, [...(FUNCTION_INDEX.get(w) ?? []), lang]);
}

const cache = new WeakMap<HandoffDocument, Lang>();

/** The language of the handoff's prose (cached per document). */
export function languageOf(doc: HandoffDocument): Lang {
  let lang = cache.get(doc);
  if (lang === undefined) {
    lang = detect(doc.prose.length > 100_000 ? doc.prose.slice(0, 100_000) : doc.prose, doc.language);
    cache.set(doc, lang);
  }
  return lang;
}

/** True for languages written without spaces between words (cue words match as substrings). */
export function unspaced(lang: Lang): boolean {
  return lang === "zh" || lang === "ja" || lang === "th";
}

// A text of notes and fragments ("JWT login", "`Users.tsx` - Admin panel") has few function words of any language;
// where those it has are English's, and it is in Latin letters, it is English all the same.
const FRAGMENT_ENGLISH_SHARE = 0.05;

function detect(prose: string, info: LanguageInfo): Lang {
  const englishModel = info.english;
  // The English reading stays where the document model put it: English-cue rules never start reading
  // text they were silent on. Another Latin-script language can only take text away from English, where
  // its function words clearly outnumber English's ("Registre o que foi feito durante esta conversa").
  // The languages added later must clear a higher bar there (three words, three times English's), so that a
  // text in English with a Dutch name or an Indonesian word keeps its reading.
  if (englishModel) {
    const own = letterLanguage(prose);
    if (own) return own;
    const [best, bestCount, enCount] = latinLanguage(prose);
    if (best === "en" || best === "other") return "en";
    const factor = FIRST_LATIN.has(best) ? 2 : 3;
    return bestCount >= factor && bestCount >= factor * enCount ? best : "en";
  }
  let han = 0, kana = 0, hangul = 0, cyrillic = 0, ukrainian = 0, latin = 0;
  let thai = 0, arabic = 0, persian = 0, devanagari = 0;
  for (let i = 0; i < prose.length; i++) {
    const c = prose.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 32) >= 97 && (c | 32) <= 122) latin++;
    } else if (c >= 0x4e00 && c <= 0x9fff) han++;
    else if (c >= 0x3040 && c <= 0x30ff) kana++;
    else if ((c >= 0xac00 && c <= 0xd7af) || (c >= 0x1100 && c <= 0x11ff)) hangul++;
    else if (c >= 0x0400 && c <= 0x04ff) {
      cyrillic++;
      // і ї є ґ are Ukrainian, not Russian
      if (c === 0x0456 || c === 0x0457 || c === 0x0454 || c === 0x0491 || c === 0x0406 || c === 0x0407 || c === 0x0404) ukrainian++;
    } else if (c >= 0x0e00 && c <= 0x0e7f) thai++;
    else if (c >= 0x0600 && c <= 0x06ff) {
      arabic++;
      // پ چ ژ گ ک ی are Persian (and Urdu), not Arabic
      if (c === 0x067e || c === 0x0686 || c === 0x0698 || c === 0x06af || c === 0x06a9 || c === 0x06cc) persian++;
    } else if (c >= 0x0900 && c <= 0x097f) devanagari++;
    else if ((c >= 0xc0 && c <= 0x24f) || (c >= 0x1ea0 && c <= 0x1ef9)) latin++;
  }
  // CJK characters carry about a word each; Latin letters about a fifth of one.
  const latinWeight = latin / 5;
  const scripts: Array<[Lang, number]> = [
    [kana > 0 && kana * 20 >= han ? "ja" : "zh", han + kana],
    ["ko", hangul],
    [ukrainian * 50 > cyrillic ? "uk" : "ru", cyrillic / 5],
    // Thai, Arabic and Devanagari are alphabets: a letter is about a fifth of a word, as in Latin script
    ["th", thai / 5],
    [persian * 50 > arabic ? "other" : "ar", arabic / 5],
    ["hi", devanagari / 5],
  ];
  scripts.sort((x, y) => y[1] - x[1]);
  const [script, weight] = scripts[0];
  if (weight > 0 && weight >= latinWeight * 0.25) return script;
  if (latinWeight === 0) return "other";
  const own = letterLanguage(prose);
  if (own) return own;
  const [best] = latinLanguage(prose);
  if (best !== "en") return best;
  return info.latinShare >= 0.8 && info.englishShare >= FRAGMENT_ENGLISH_SHARE ? "en" : "other";
}

/**
 * A Latin-script language told by letters of its own, which a short text has even where it has no function
 * word: Vietnamese's ă đ ơ ư and tone-marked vowels (it marks most syllables: one letter in twenty), Turkish
 * ı İ ğ ş, Czech ě ř ů ď ť ň (one in forty). Two at least, so a name ("Dvořák", "Şahin") decides nothing.
 */
function letterLanguage(prose: string): Lang | null {
  let latin = 0, vi = 0, tr = 0, cs = 0;
  const n = Math.min(prose.length, 100_000);
  for (let i = 0; i < n; i++) {
    const c = prose.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 32) >= 97 && (c | 32) <= 122) latin++;
      continue;
    }
    if (c >= 0x1ea0 && c <= 0x1ef9) vi++;
    else if (c === 0x0102 || c === 0x0103 || c === 0x0110 || c === 0x0111 || c === 0x01a0 || c === 0x01a1 || c === 0x01af || c === 0x01b0) vi++;
    else if (c === 0x0130 || c === 0x0131 || c === 0x011e || c === 0x011f || c === 0x015e || c === 0x015f) tr++;
    else if (c === 0x011a || c === 0x011b || c === 0x0158 || c === 0x0159 || c === 0x016e || c === 0x016f || c === 0x010e || c === 0x010f || c === 0x0164 || c === 0x0165 || c === 0x0147 || c === 0x0148) cs++;
    else if (!(c >= 0xc0 && c <= 0x24f)) continue;
    latin++;
  }
  if (vi >= 3 && vi * 20 >= latin) return "vi";
  if (tr >= 2 && tr * 40 >= latin && tr > cs) return "tr";
  if (cs >= 2 && cs * 40 >= latin) return "cs";
  return null;
}

/** The Latin-script language whose function words are most frequent: [language, its count, English's count]. */
function latinLanguage(prose: string): [Lang, number, number] {
  const counts = new Map<string, number>();
  let words = 0;
  for (const m of prose.toLowerCase().matchAll(/\p{L}+/gu)) {
    words++;
    for (const lang of FUNCTION_INDEX.get(m[0]) ?? []) counts.set(lang, (counts.get(lang) ?? 0) + 1);
    if (words > 20_000) break;
  }
  let best: Lang = "other";
  let bestCount = 0;
  for (const [lang, n] of counts) if (n > bestCount) [best, bestCount] = [lang as Lang, n];
  return [bestCount >= Math.max(1, words * 0.04) ? best : "other", bestCount, counts.get("en") ?? 0];
}

/**
 * A text read as English only for want of any function word, English's included ("Arregla esa función.",
 * "Mach weiter."): too short for its own language to show, so the cues of other Latin-script languages may be
 * tried on it.
 */
export function englishByDefault(doc: HandoffDocument): boolean {
  return languageOf(doc) === "en" && doc.language.englishShare === 0;
}

/** Whether the English cue words of the older rules can read this text. */
export function readsEnglish(doc: HandoffDocument): boolean {
  return languageOf(doc) === "en";
}
