// facts: the handoff asks for output to be written "to a file" or "in a separate MD file" without
// saying which file or where. The worker invents a name and a folder, and whoever reads the result
// next does not know where to look.
import type { Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { destinationSupplied, isRoleDefinition } from "./_util/frame.js";
import { factsView } from "./_util/facts-view.js";
import { CLAUSE, conditionalBefore, hasLocatorIn, negatedBefore } from "./_util/facts-cues.js";

type Options = Record<string, never>;

// Verbs that put the worker's output somewhere.
const VERB =
  /\b(?:write|save|document|record|store|put|place|export|dump|output|log|add|append|keep|generate|create|compile|summari[sz]e|collect|persist|copy|move)\b/i;
// "in a separate MD file", "to a new markdown document", "into a file", "in an .md file"
const DESTINATION =
  /\b(?:in|into|to|inside|under)\s+(?:a|an|and|one|another|some|its own|their own)\s+((?:(?:new|separate|single|different|dedicated|fresh|local|standalone|markdown|md|\.md|json|csv|tsv|text|txt|yaml|yml|html|pdf|log|plain[- ]text)\s+){0,3})(files?|documents?|docs?|folders?|directory|directories|note|notes|spreadsheets?|sheets?)\b/gi;
const CODE_UNIT =
  /\b(?:components?|class(?:es)?|functions?|tests?|specs?|modules?|helpers?|hooks?|types?|interfaces?|styles?|utils?|utilities|routes?|models?|schemas?|migrations?|handlers?|controllers?|services?|constants?|enums?|fixtures?|mocks?|stories|story)\b/i;
const RECORD_VERB = /^(?:document|record|save|export|dump|log|note|summari[sz]e|write\s+(?:up|down)|report|store|persist|keep|collect|compile)\b/i;
// The name follows: "a file named `x`", "a file called notes.md", "a file at docs/"
const NAMED_AFTER = /^\s*(?:named|called|titled|at|in|under|like|such as|e\.g\.|:|\()/i;

const rule: Rule<Options> = {
  meta: {
    id: "output-without-destination",
    concern: "facts",
    description: "Output is to go into \"a file\" or \"a separate document\" that the handoff never names or places",
    docs: ruleDocsUrl("output-without-destination"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      unnamed:
        "\"{{phrase}}\" does not say which file or where: give the path (for example `docs/notes/{{example}}`) so the worker and the next reader agree on it",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
    english: true,
  },
  check(doc, context) {
    // a role definition gets its task later (rules/_util/frame.ts)
    if (isRoleDefinition(doc)) return;
    if (destinationSupplied(doc)) return;
    const view = factsView(doc);
    for (const s of view.sentences) {
      if (s.quoted) continue;
      const text = s.prose;
      DESTINATION.lastIndex = 0;
      for (let m = DESTINATION.exec(text); m; m = DESTINATION.exec(text)) {
        const from = Math.max(0, m.index - CLAUSE);
        const before = text.slice(from, m.index);
        const verb = lastMatch(before, VERB);
        if (verb === null) continue;
        // the verb must govern this phrase: no other clause break in between
        if (/[.;!?]/.test(before.slice(verb))) continue;
        if (negatedBefore(text, m.index) || conditionalBefore(text, from + verb)) continue;
        // "put each component in a separate file": code organization, names follow from the code
        const object = before.slice(verb);
        if (/\b(?:each|every|per)\b/i.test(object) || CODE_UNIT.test(object)) continue;
        // a document's destination: a format ("an MD file") or a verb that records output
        if (!m[1].trim() && !RECORD_VERB.test(object)) continue;
        const phrase: Range = [s.range[0] + m.index, s.range[0] + m.index + m[0].length];
        // a name anywhere in the rest of the sentence, or right after the phrase
        if (hasLocatorIn(doc, view, phrase[0], Math.min(s.range[1], phrase[1] + 200))) continue;
        if (NAMED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
        const mods = m[1].toLowerCase();
        const kind = m[2].toLowerCase();
        const ext = /json/.test(mods) ? "json" : /csv/.test(mods) ? "csv" : /ya?ml/.test(mods) ? "yaml" : /txt|text/.test(mods) ? "txt" : /html/.test(mods) ? "html" : "md";
        const example = /folder|director/.test(kind) ? "<name>/" : `<name>.${ext}`;
        context.report({
          messageId: "unnamed",
          data: { phrase: doc.text.slice(phrase[0], phrase[1]).replace(/\s+/g, " "), example },
          range: phrase,
        });
      }
    }
  },
};

/** Offset of the last match of `re` in `text`, or null. */
function lastMatch(text: string, re: RegExp): number | null {
  const g = new RegExp(re.source, "gi");
  let last: number | null = null;
  for (let m = g.exec(text); m; m = g.exec(text)) last = m.index;
  return last;
}

export default rule;
