// Which checks ran for a text's language. A rule whose cues are English words (meta.english) does not run
// on a text that does not read as English (src/engine/lint.ts marks such a result `english: false`), so
// a German handoff would otherwise pass in silence. The note is made from each rule's own flag, so it stays
// true when a rule learns another language (it drops `english`) or a custom rule declares one.
import type { LintResult, Rule } from "../types.js";

/** A result as the engine gives it: `english: false` when the text does not read as English. */
export type LanguageResult = LintResult & { english?: boolean };

/** The note for a result whose text does not read as English, or null (English, or no rule reads English cues). */
export function languageNote(result: LanguageResult, rules: Rule[]): string | null {
  if (result.english !== false) return null;
  const seen = new Set<string>();
  const prose: string[] = [];
  let other = 0;
  for (const r of rules) {
    if (seen.has(r.meta.id)) continue;
    seen.add(r.meta.id);
    if (r.meta.english) prose.push(r.meta.id);
    else other++;
  }
  if (!prose.length) return null;
  prose.sort();
  return `this text does not read as English: the ${prose.length} prose checks that read English cues did not run (${prose.join(", ")}); the ${other} structure checks did`;
}
