// facts: the handoff asks for output to be written "to a file" or "in a separate MD file" without
// saying which file or where. The worker invents a name and a folder, and whoever reads the result
// next does not know where to look.
import type { HandoffDocument, Range, ReportDescriptor, Rule } from "../src/types.js";
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
      nowhere:
        "\"{{phrase}}\": the worker is to keep its output but nothing says where. Give the path or the place (for example `out/{{example}}`), or ask for it back in the reply",
      unreachable:
        "\"{{phrase}}\": the worker cannot reach {{recipient}}, only the text it was given. Name the channel, issue or address to deliver to, or have the result returned to you",
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
    for (const f of outputKeptNowhere(doc, view)) context.report(f);
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

// The worker's own work products: what it gathers, writes or finds ("the results", "your findings").
const PRODUCT =
  "results?|outputs?|findings|reports?|summar(?:y|ies)|lists?|answers?|notes|analys[ie]s|translations?|transcripts?|scraped data|extracted data|collected data|everything you (?:find|found|collect|gather)";
// A verb that gathers or produces: "them" after it is the gathered material.
const GATHERING = /\b(?:scrape|collect|gather|extract|compile|find|list|fetch|download|crawl|generate|produce|summari[sz]e|translate|analy[sz]e|research|record|transcribe|count|measure)\b/i;
// "save the results", "export your findings", "store them": the product kept, with nothing after it yet.
const KEEP = new RegExp(`\\b(save|store|persist|export|dump|upload|archive|write out)\\s+(?:all\\s+(?:of\\s+)?)?(?:(?:the|your|these|those|its|their|all)\\s+(?:\\w+\\s+){0,2}?(?:${PRODUCT})|them|it)\\b`, "gi");
// "send it to the platform team", "share the report with the client", "email the summary to Dana".
const DELIVER = /\b(send|email|e-mail|post|share|deliver|forward|hand|submit|report|give)\s+(?:it|them|this|these|(?:the|your|this|these|those)\s+(?:\w+\s+){0,3}?\w+)\s+(?:over\s+|back\s+|off\s+)?(?:to|with)\s+((?:the|our|your|a)\s+(?:[\w-]+\s+){0,2}?(?:team|teams|lead|manager|owner|client|clients|customer|customers|stakeholders?|designers?|people|folks|group|department|board|users?)|[A-Z][a-z]{2,14})(?![\w@-])(?!\.\w)/g;
// A place in what follows: "to/in/into/at/under/as/on …", a channel ("#platform", "on Slack").
const PLACE_AFTER = /^\s*(?:,\s*)?(?:to|in|into|at|under|as|on|inside|onto|via|through|over|alongside|next to|under)\b|^\s*#[\w-]/i;
// A way to reach the recipient written beside it: an address, a channel, a link, an issue or ticket.
const CHANNEL = /@[\w-]|#[\w-]|https?:|\b(?:on|in|via|through)\s+(?:slack|teams|discord|email|e-mail|the (?:issue|ticket|pr|pull request|thread|channel))\b|\b(?:issue|ticket|pr)\s+#?\d/i;
const SAVED_NONPRODUCT = /\b(?:time|money|effort|memory|space|bandwidth|tokens|changes|progress|settings|preferences|state|file|files|draft)\b/i;

/**
 * The main request keeps its output (save, store, export) with no place, or delivers it to people the
 * worker cannot reach (a team, a client, a named person) with no channel. A relative clause describes a
 * feature ("a button that saves the results"), and "report back to me" returns the result to the writer.
 */
function* outputKeptNowhere(doc: HandoffDocument, view: ReturnType<typeof factsView>): Generator<ReportDescriptor> {
  for (const s of view.sentences) {
    if (s.quoted) continue;
    const text = s.prose;
    for (const m of text.matchAll(KEEP)) {
      const at = m.index;
      const rest = text.slice(at + m[0].length, at + m[0].length + 200);
      if (PLACE_AFTER.test(rest) || describesFeature(text, at) || negatedBefore(text, at) || conditionalBefore(text, at)) continue;
      // "them", "it": kept material only after a verb that gathered it
      if (/\s(?:them|it)$/i.test(m[0]) && !GATHERING.test(text.slice(Math.max(0, at - CLAUSE), at))) continue;
      if (SAVED_NONPRODUCT.test(m[0])) continue;
      const end = s.range[0] + at + m[0].length;
      if (hasLocatorIn(doc, view, s.range[0], Math.min(s.range[1], end + 200))) continue;
      yield { messageId: "nowhere", data: { phrase: m[0], example: /export|dump/i.test(m[1]) ? "<name>.csv" : "<name>.md" }, range: [s.range[0] + at, end] as Range };
    }
    for (const m of text.matchAll(DELIVER)) {
      const at = m.index;
      if (/^(?:me|us)$/i.test(m[2]) || describesFeature(text, at) || negatedBefore(text, at) || conditionalBefore(text, at)) continue;
      const end = s.range[0] + at + m[0].length;
      if (CHANNEL.test(text.slice(at)) || hasLocatorIn(doc, view, s.range[0], s.range[1])) continue;
      yield { messageId: "unreachable", data: { phrase: m[0], recipient: m[2] }, range: [s.range[0] + at, end] as Range };
    }
  }
}

/** "a button that saves the results", "an endpoint which exports them": the verb describes code to build. */
function describesFeature(text: string, at: number): boolean {
  return /\b(?:that|which|who|to)\s+(?:\w+\s+)?$|\b(?:can|could|should|will|must|lets? (?:the )?users?)\s+$/i.test(text.slice(Math.max(0, at - 30), at));
}

/** Offset of the last match of `re` in `text`, or null. */
function lastMatch(text: string, re: RegExp): number | null {
  const g = new RegExp(re.source, "gi");
  let last: number | null = null;
  for (let m = g.exec(text); m; m = g.exec(text)) last = m.index;
  return last;
}

export default rule;
