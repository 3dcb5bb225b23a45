// Which language a handoff's prose is written in, so each mechanism reads its cue words in that language.
// Scripts decide first (Han, kana, Hangul, Cyrillic); among Latin-script languages the share of each
// language's own function words decides. English keeps the document model's older, lenient reading (a
// short text in plain ASCII is English), which the English-only rules were measured with.
import type { HandoffDocument } from "../types.js";

export const LANGS = ["en", "zh", "ja", "ko", "ru", "uk", "es", "de", "fr", "pt", "pl", "it"] as const;
export type Lang = (typeof LANGS)[number] | "other";

// Function words frequent in one Latin-script language and rare as words of the others (and of English).
const FUNCTION_WORDS: Record<"en" | "es" | "de" | "fr" | "pt" | "pl" | "it", string[]> = {
  en: ["the", "and", "of", "to", "is", "are", "with", "this", "that", "for", "you", "your", "it", "be", "will", "should", "from", "not", "what", "when", "then", "if", "in"],
  es: ["el", "los", "las", "del", "una", "que", "por", "para", "con", "como", "pero", "está", "este", "esta", "sin", "más", "también", "desde", "cuando", "tiene", "hay", "usar", "y"],
  de: ["der", "die", "das", "und", "ist", "nicht", "mit", "für", "auf", "dem", "den", "ein", "eine", "sich", "auch", "wird", "werden", "oder", "wenn", "nach", "bei", "aus", "noch", "bitte", "zu"],
  fr: ["le", "les", "des", "une", "est", "pas", "pour", "dans", "avec", "sur", "qui", "que", "du", "au", "aux", "ce", "cette", "sont", "ou", "mais", "vous", "tu", "et"],
  pt: ["o", "os", "as", "um", "uma", "não", "para", "com", "do", "da", "dos", "das", "no", "na", "em", "que", "por", "mais", "como", "também", "é", "ao", "você", "e"],
  pl: ["nie", "się", "jest", "to", "na", "do", "oraz", "że", "jak", "przez", "dla", "czy", "tak", "już", "tylko", "ma", "być", "po", "od", "lub", "w", "z", "i"],
  it: ["il", "gli", "della", "delle", "che", "non", "per", "con", "una", "sono", "alla", "dei", "nel", "questo", "questa", "anche", "come", "più", "ed", "di"],
};
const FUNCTION_INDEX = new Map<string, Array<keyof typeof FUNCTION_WORDS>>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS) as Array<[keyof typeof FUNCTION_WORDS, string[]]>) {
  for (const w of words) FUNCTION_INDEX.set(w, [...(FUNCTION_INDEX.get(w) ?? []), lang]);
}

const cache = new WeakMap<HandoffDocument, Lang>();

/** The language of the handoff's prose (cached per document). */
export function languageOf(doc: HandoffDocument): Lang {
  let lang = cache.get(doc);
  if (lang === undefined) {
    lang = detect(doc.prose.length > 100_000 ? doc.prose.slice(0, 100_000) : doc.prose, doc.language.english);
    cache.set(doc, lang);
  }
  return lang;
}

/** True for languages written without spaces between words (cue words match as substrings). */
export function unspaced(lang: Lang): boolean {
  return lang === "zh" || lang === "ja";
}

function detect(prose: string, englishModel: boolean): Lang {
  // The English reading stays where the document model put it: English-cue rules never start reading
  // text they were silent on. Another Latin-script language can only take text away from English, where
  // its function words clearly outnumber English's ("Registre o que foi feito durante esta conversa").
  if (englishModel) {
    const [best, bestCount, enCount] = latinLanguage(prose);
    return best !== "en" && best !== "other" && bestCount >= 2 && bestCount >= 2 * enCount ? best : "en";
  }
  let han = 0, kana = 0, hangul = 0, cyrillic = 0, ukrainian = 0, latin = 0;
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
    } else if (c >= 0xc0 && c <= 0x24f) latin++;
  }
  // CJK characters carry about a word each; Latin letters about a fifth of one.
  const latinWeight = latin / 5;
  const scripts: Array<[Lang, number]> = [
    [kana > 0 && kana * 20 >= han ? "ja" : "zh", han + kana],
    ["ko", hangul],
    [ukrainian * 50 > cyrillic ? "uk" : "ru", cyrillic / 5],
  ];
  scripts.sort((x, y) => y[1] - x[1]);
  const [script, weight] = scripts[0];
  if (weight > 0 && weight >= latinWeight * 0.25) return script;
  if (latinWeight === 0) return "other";
  const [best] = latinLanguage(prose);
  return best === "en" ? "other" : best;
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

/** Whether the English cue words of the older rules can read this text. */
export function readsEnglish(doc: HandoffDocument): boolean {
  return languageOf(doc) === "en";
}
