// Can English-cue rules read this text? Rules whose cues are English words stay silent where the
// prose is mostly another script or another Latin-script language (Spanish, Italian, Vietnamese…).
import type { LanguageInfo } from "../types.js";

// Function words that are English and rare as words of other Latin-script languages.
const ENGLISH = new Set(
  ("the and to of is are was were be been you your with this that these those for it its will would should " +
    "must what when where which who how not from if have has had do does did can could into than then there " +
    "their they them we our us all any each only also but or just about after before use using make sure " +
    "so by at as an on in no yes out up new add run read write file files").split(" "),
);

export function detectLanguage(prose: string): LanguageInfo {
  let latin = 0;
  let letters = 0;
  let words = 0;
  let english = 0;
  // Walk words without regex backtracking: a word is a run of letters.
  let wordStart = -1;
  let nonAscii = 0;
  const n = prose.length;
  let lineStart = true;
  for (let i = 0; i <= n; i++) {
    let c = i < n ? prose.charCodeAt(i) : 32;
    if (lineStart && c !== 32 && c !== 9) {
      lineStart = false;
      // Lines of pasted data (JSON, arrays) say nothing about the language of the prose: skip them.
      if (c === 34 || c === 123 || c === 125 || c === 91 || c === 93 || c === 44) {
        if (wordStart >= 0) {
          words++;
          wordStart = -1;
        }
        while (i < n && prose.charCodeAt(i) !== 10) i++;
        c = 10;
      }
    }
    if (c === 10 || c === 13) lineStart = true;
    const isAsciiLetter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    let isLetter = isAsciiLetter;
    if (!isLetter && c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && c < 0xe000) {
      // Non-ASCII: count as a letter when it is a letter of some script.
      isLetter = c !== 0x2014 && c !== 0x2013 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xff20);
      if (isLetter) nonAscii++;
      if (isLetter && c <= 0x24f) latin++; // Latin-1 supplement, Latin extended A/B
      else if (isLetter && c >= 0x1e00 && c <= 0x1eff) latin++; // Latin extended additional (Vietnamese)
    } else if (isAsciiLetter) latin++;
    if (isLetter) {
      letters++;
      if (wordStart < 0) wordStart = i;
    } else if (wordStart >= 0) {
      const len = i - wordStart;
      if (len <= 12) {
        words++;
        if (len <= 6 && ENGLISH.has(prose.slice(wordStart, i).toLowerCase())) english++;
      } else words++;
      wordStart = -1;
    }
  }
  const latinShare = letters ? latin / letters : 1;
  const englishShare = words ? english / words : 0;
  // Short texts have few function words; be lenient when there are few words: a short text in plain
  // ASCII letters ("Please continue.", "Keep going.") is read as English.
  const englishText =
    letters === 0 ? false : latinShare >= 0.8 && (englishShare >= 0.1 || (words < 30 && english >= 1) || (words < 12 && nonAscii === 0));
  return { latinShare, englishShare, english: englishText };
}
