// Which checks ran for a text's language. A rule whose cues are English words says so (meta.english); the
// engine does not run it on a text that does not read as English and lists it in the result's
// `languageSkipped` (src/engine/lint.ts). Without a word about it, a German handoff would pass in silence.
// The note is made from that list alone, so it stays true when a rule learns another language (it drops
// `english`), when a custom rule declares `english`, and whatever rules a config turns on or off.
import type { LintResult } from "../types.js";

/** A result as the engine gives it: `languageSkipped` lists the enabled rules not run for the text's language. */
export type LanguageResult = LintResult & { languageSkipped?: string[] };

/** The note for a result some of whose checks did not run for its language, or null. */
export function languageNote(result: LanguageResult): string | null {
  const skipped = result.languageSkipped;
  if (!Array.isArray(skipped) || !skipped.length) return null;
  const ids = [...new Set(skipped)].sort();
  return `this text does not read as English: ${ids.length === 1 ? "1 prose check that reads" : `${ids.length} prose checks that read`} English cues did not run (${ids.join(", ")}); the other checks did`;
}
