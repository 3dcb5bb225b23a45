// facts: the handoff says material was provided, given, attached or reported ("the summary
// provided", "the code you got", "the given pull request"), and it is nowhere in the text: no slot
// carries it, no section presents it, no locator points at it. The worker looks for it and finds nothing.
import type { HandoffDocument, Range, Rule, RuleContext } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { isRoleDefinition, programSlots, upstreamWired } from "./_util/frame.js";
import { attachments, danglingForward, describedInPicture, elsewhere, talksWithUser, pastePlaceholders, pendingMaterial, presentsNoMaterial, providedMaterial, unwiredUpstream } from "../src/analysis/material.js";
import { languageOf, readsEnglish } from "../src/analysis/lang.js";
import { numberedAssignment } from "../src/analysis/discourse.js";
import { cueLanguages, hasCue } from "../src/analysis/cues.js";
import { TOOL_WORK } from "../src/analysis/lexicon.js";
import { factsView, singular, type FactsSentence, type FactsView } from "./_util/facts-view.js";
import { askVerb, cueText, findRequests, quote } from "./_util/intent-cues.js";
import {
  CAPABILITY,
  RUN_INPUT,
  SELF_REFERENCE,
  conditionalBefore,
  hasLocatorIn,
  locatorFollows,
  introducedInDocument,
  mentionedBefore,
  negatedBefore,
  phraseAfter,
  phraseBefore,
  suppliedBySlot,
  Claims,
} from "./_util/facts-cues.js";

type Options = Record<string, never>;

const VERB = "provided|given|supplied|attached|enclosed|uploaded|pasted|shared|sent|forwarded|reported|handed over";
// "the provided summary", "the attached logs"
const ATTRIBUTIVE = /\b(?:the|these|those)\s+(provided|given|supplied|attached|enclosed|uploaded|pasted|forwarded|aforementioned)\s+/gi;
// The writer handing material over in the first person: "I have uploaded", "I've attached", "we just shared".
const WRITER_SENT = /\b(?:I|we)(?:['’]ve|\s+have)?\s+(?:just\s+|already\s+)?(?:attached|uploaded|pasted|shared|sent\s+you|forwarded|enclosed)\b/gi;
// What may stand before the material's noun after such a verb: "the", "two", "2", "our".
const COUNT_LEAD = /^\s*(?:the|a|an|two|three|four|five|some|both|all|my|our|\d{1,3})?\s*/i;
// Names of file formats: a kind of file, not an identifier.
const FILE_FORMAT = /^(?:CSV|TSV|PDF|JSON|XML|YAML|YML|PNG|JPE?G|GIF|SVG|HTML|SQL|ZIP|XLSX?|DOCX?|PPTX?|TXT|LOG|MP[34])S?$/;
// "for the recommended travel dates": material an earlier stage chose
const CHOSEN = /\b(?:for|on|with|from|using|in|to)\s+the\s+(recommended|selected|approved|agreed(?:-upon)?|shortlisted|identified)\s+/gi;
// The asks that make the worker the one who chose: "Suggest a build order. Present the issues in the recommended
// implementation sequence" recommends nothing that came from elsewhere.
const CHOOSING_VERBS: Record<string, RegExp> = {
  recommended: /^(?:recommend|suggest|propose|advise|rank|prioriti[sz]e)$/,
  selected: /^(?:select|choose|pick|decide)$/,
  approved: /^approve$/,
  agreed: /^agree$/,
  "agreed-upon": /^agree$/,
  shortlisted: /^(?:shortlist|select|choose|pick)$/,
  identified: /^(?:identify|find|determine|detect|spot|locate)$/,
};

/** Whether the text asks the worker, at or before `at`, to make the choice the participle speaks of. */
function workerChoosesBefore(doc: HandoffDocument, participle: string, at: number): boolean {
  const verbs = CHOOSING_VERBS[participle.toLowerCase()];
  if (!verbs) return false;
  return findRequests(doc).some((r) => r.range[0] <= at && r.weak === null && verbs.test(askVerb(doc, r) ?? ""));
}

// "the summary provided", "the analyses provided by …", "bugs that have been reported"
// (Both start only where a run of spaces starts, `(?<!\s)`: the leftmost match is the same, and a long run of
// spaces with no verb after it is scanned once instead of once per space, which was quadratic.)
const PASSIVE = new RegExp(
  String.raw`(?<!\s)(?:\s+(?:that|which)\s+(?:(?:has|have|had)\s+been|was|were|is|are))?\s+(${VERB})\b(?!-)`,
  "gi",
);
// "the code you got", "the files we received", "the logs you were sent"
const YOU_GOT = /(?<!\s)\s+(?:you|we)\s+(?:got|received|obtained|were\s+(?:given|sent|handed)|have\s+been\s+(?:given|sent|handed))\b/gi;

// A place in the handoff itself right after the cue: "given above", "provided below", "supplied in section 3".
const HERE_IN_TEXT =
  /^\s{0,3}(?:,\s{0,2})?(?:above|below|earlier|here|later|further (?:up|down)|in (?:section|\u00a7|part|step)\s{0,2}\d|in (?:this|the) (?:section|brief|document|doc|file|text|prompt|message|list|table|handoff|task|spec|appendix|following|next section|previous section))\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "unsupplied-material",
    concern: "facts",
    description: "Material the handoff says was provided, given, attached or reported is not in it",
    docs: ruleDocsUrl("unsupplied-material"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      missing:
        "\"{{phrase}}\" says the worker has {{thing}}, but the handoff does not contain it: paste it, add a slot for it, or give the path or URL where it is",
      placeholder:
        "\"{{phrase}}\" is what a chat client leaves where pasted content or an image was: the worker gets the placeholder, not the content. Paste the text itself, or save it to a file and give the path",
      attachment:
        "\"{{phrase}}\": an attachment, image or editor selection does not travel with the text. Describe what it shows, or save it to a file and give the path",
      dangling:
        "\"{{phrase}}\" promises content that the handoff does not contain: nothing follows it. Paste it, or give the path where the worker finds it",
      upstream:
        "\"{{phrase}}\": another stage's output is not in this text, and nothing wires it in. Add a slot for it, list the upstream task under `context:`, or give the file it is written to",
      inputless:
        '"{{quote}}": this task receives nothing to work on: no slot fills it, no `context:` task feeds it and no path or URL points to it, so the material it acts on never arrives. Add a slot for it, list the upstream task under `context:`, or name the tool or file it comes from',
      pending:
        "\"{{phrase}}\": the handoff says this material is still to come, and the worker has only this text and cannot wait for it. Supply it now, give the path where it will be, or say what to do until it arrives (a placeholder, a mock, skip that part)",
      elsewhere:
        "\"{{phrase}}\": the handoff says material lives in {{thing}} but gives no link into it. Link the exact item, or copy what the worker needs into the handoff",
      numbered:
        "\"{{phrase}}\" names one item of an assignment this text does not carry: the worker cannot tell what it asks. Paste its statement, or give the path or URL of the sheet it is on",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    // Material that did not travel, read in any language: placeholders, attachments, a missing "below".
    if (isRoleDefinition(doc)) return;
    const view = factsView(doc);
    // CrewAI tasks get the outputs of the tasks their `context:` lists, or of the tasks before them.
    const wired = upstreamWired(doc, view);
    // A template's runtime may append what "below" promises (a framework adds the output schema), so a
    // dangling "below" is judged only in a text that is the whole dispatch.
    const dangling = wired || view.yaml || doc.template || programSlots(doc, view) ? [] : danglingForward(doc);
    // material still to come: a template's runtime or an upstream task may be what brings it
    const pending = wired || doc.template || programSlots(doc, view) ? [] : pendingMaterial(doc);
    const found = [...pastePlaceholders(doc), ...dangling, ...attachments(doc), ...elsewhere(doc), ...unwiredUpstream(view.sentences, wired || programSlots(doc, view)), ...providedMaterial(doc, wired), ...pending];
    const taken = new Claims();
    let reported = 0;
    for (const f of found) {
      if (!taken.claim(f.range)) continue;
      reported++;
      context.report({ messageId: f.kind, data: { phrase: f.phrase.replace(/\s+/g, " "), thing: f.thing ?? "" }, range: f.range, sure: f.sure });
    }
    if (readsEnglish(doc) && !wired) reported += checkEnglishPhrases(doc, view, context);
    // "сделай задание 5": a numbered item of a sheet the worker never got (a template's slots may carry it)
    const item = wired || doc.template || programSlots(doc, view) ? null : numberedAssignment(doc);
    if (item && taken.claim(item.range)) {
      reported++;
      context.report({ messageId: "numbered", data: { phrase: item.phrase }, range: item.range });
    }
    // said once: a text that already names what is missing (an upstream output, "the provided …") needs no second finding
    const inputless = !wired && !reported ? inputlessTask(doc, view) : null;
    if (inputless && taken.claim(inputless)) context.report({ messageId: "inputless", data: { quote: quote(doc, inputless, 70) }, range: inputless });
  },
};


// English: a tool verb opening the request, or a word of the web anywhere in it.
const TOOL_WORK_EN = /^\W*(?:search|find|research|look\s+(?:up|for)|browse|scrape|crawl|collect|gather|monitor|fetch|discover|scout|explore|investigate|query|identify|compile)\b|\b(?:web|internet|online|search|the\s+latest|news|google)\b/i;

/**
 * A framework task (a CrewAI task) that receives nothing: no slot, no upstream task (`context:`, or tasks
 * before it in the same file), no path or URL, and work that is not the tools' own (searching, scraping) —
 * "Evaluate Coherence and Cohesion. Return JSON." evaluates something that never arrives. Returns the
 * sentence of its first real request. Not judged in a language the vocabularies do not cover (Hebrew, Greek):
 * the excuse, tools' work, could not be read there, and a finding must not rest on a text left unread.
 */
function inputlessTask(doc: HandoffDocument, view: FactsView): Range | null {
  const frame = doc.frame;
  if (!frame || frame.kind !== "task" || frame.format !== "crewai-tasks") return null;
  if ((frame.supplied.upstream?.length ?? 0) > 0 || programSlots(doc, view)) return null;
  if (doc.references.some((r) => r.kind === "path" || r.kind === "url" || r.kind === "link")) return null;
  // the ask: in English the first real request; in another language the description's first sentence. A
  // language with no vocabulary here cannot show that the work is the tools' own, so it is not judged
  const english = readsEnglish(doc);
  if (!english && languageOf(doc) === "other") return null;
  const ask = english ? findRequests(doc).find((r) => r.weak === null && r.sentence >= 0) : null;
  const s = ask ? doc.sentences[ask.sentence] : english ? null : doc.sentences.find((x) => !x.quoted);
  if (!s) return null;
  // work whose material the agent's tools bring in (searching, browsing, gathering news) needs no input; in
  // English read from where the verb stands, elsewhere from the vocabulary anywhere in the sentence
  const t = cueText(s);
  const toolWork = english ? TOOL_WORK_EN.test(t) : hasCue("tool-work", TOOL_WORK, cueLanguages(languageOf(doc)), t);
  return toolWork ? null : s.range;
}


// What the worker stands in rather than receives: "best practices for the given stack and domain", "the provided
// repository". The worker runs inside the project, so these are its setting, not material that did not travel.
const SETTING = new Set("stack domain codebase project repository repo workspace platform framework setup".split(" "));

/**
 * Whether the thing is named before the phrase in a sentence that is not a heading: a heading names the work's
 * topic ("# Implement the Specification" over "Implement the given specification"), and supplies nothing.
 */
function namedBeforeInProse(doc: HandoffDocument, view: FactsView, word: string, before: number): boolean {
  if (!mentionedBefore(view, word, before)) return false;
  const names = new RegExp(`\\b${singular(word.toLowerCase()).replace(/[^a-z0-9-]/g, "")}(?:s|es)?\\b`, "i");
  const inHeading = (at: number) => doc.paragraphs.some((p) => p.kind === "heading" && at >= p.range[0] && at < p.range[1]);
  const earlier = view.sentences.filter((x) => x.range[1] <= before && names.test(x.prose));
  // (named by an identifier alone, `spec_file`, it is named)
  return earlier.length === 0 || earlier.some((x) => !inHeading(x.range[0]));
}

/** "the provided summary", "the code you got": English phrases that say material was handed over. */
function checkEnglishPhrases(doc: HandoffDocument, view: FactsView, context: RuleContext<Options>): number {
  const claims = new Claims();
  let count = 0;
  const nothingPresented = presentsNoMaterial(doc);
  const report = (phrase: Range, thing: string, chosen: boolean) => {
    if (!claims.claim(phrase)) return;
    count++;
    context.report({
      messageId: "missing",
      data: { phrase: doc.text.slice(phrase[0], phrase[1]).replace(/\s+/g, " "), thing },
      range: phrase,
      // sure when nothing in the text could be the material under another name; "the selected file" may be
      // what a client passes along (an editor's selection, an earlier stage's pick), weaker evidence
      sure: nothingPresented && !chosen,
    });
  };

  for (const s of view.sentences) {
    if (s.quoted) continue;
    const text = s.prose;
    const base = s.range[0];
    const judge = (cueAt: number, noun: { range: Range; words: string[]; thing?: string } | null, phrase: Range, chosen = false) => {
      if (!noun) return;
      const head = noun.words[noun.words.length - 1].toLowerCase();
      if (CAPABILITY.has(head) || SELF_REFERENCE.has(head) || SETTING.has(head)) return;
      // "these provided ones": a pro-form stands for a noun named before it, which is judged there
      if (head === "ones" || head === "one") return;
      // "the given question" arrives with each call; a "pull request" or "merge request" does not
      // (read as a sender, "what the user sent", the user is no input: what they sent reached the writer, and it
      // reaches the worker only when the worker is the one the user talks with)
      if (RUN_INPUT.has(head) && !(noun.thing && !talksWithUser(doc)) && !/\b(?:pull|merge|change|feature)\s+requests?$/i.test(noun.words.join(" "))) return;
      // an identifier in capitals names its own thing; a format's name ("the attached CSV") is a kind of file
      if (noun.words.some((w) => /^[A-Z0-9_]{2,}$/.test(w) && !/^(?:PR|PRD|API|URL)$/.test(w) && !FILE_FORMAT.test(w))) return;
      if (negatedBefore(text, cueAt) || conditionalBefore(text, cueAt)) return;
      // "In the attached screenshot the header overlaps the logo by 20px": the sentence says what it shows
      if (describedInPicture(text, cueAt)) return;
      // "the limits given above", "the attached schema below": the text itself holds it
      if (HERE_IN_TEXT.test(text.slice(phrase[1], phrase[1] + 48))) return;
      if (suppliedBySlot(view, noun.words)) return;
      // a locator in or right after the phrase names the thing
      if (hasLocatorIn(doc, view, base + phrase[0], base + phrase[1]) || locatorFollows(doc, view, base + phrase[1], s.range[1])) return;
      if (introducedInDocument(doc, view, [noun.words[noun.words.length - 1]], s.range)) return;
      // "the aforementioned repository": named earlier in the text, so it is there
      if (namedBeforeInProse(doc, view, noun.words[noun.words.length - 1], s.range[0])) return;
      report([base + phrase[0], base + phrase[1]], noun.thing ?? "\"" + noun.words.join(" ") + "\"", chosen);
    };

    // "I have uploaded two JSON files", "I've attached the CSV export": the writer says it handed material over
    WRITER_SENT.lastIndex = 0;
    for (let m = WRITER_SENT.exec(text); m; m = WRITER_SENT.exec(text)) {
      const rest = text.slice(m.index + m[0].length);
      const colon = /^\s*:?/.exec(rest)![0].length;
      const noun = phraseAfter(text, m.index + m[0].length + colon + COUNT_LEAD.exec(rest.slice(colon))![0].length);
      if (!noun) {
        // "I have uploaded:" and the list of what, on the next lines
        if (/^\s*:\s*$/.test(rest)) {
          const listed = listedMaterial(doc, view, view.sentences[view.sentences.indexOf(s) + 1]);
          if (listed) report([base + m.index, base + m.index + m[0].length], listed, false);
        }
        continue;
      }
      // "I uploaded the fix to the branch `fix/login`": the clause says where it went
      const clauseEnd = m.index + Math.max(0, text.slice(m.index).search(/[;.!?](?:\s|$)|$/));
      if (hasLocatorIn(doc, view, base + noun.range[1], base + clauseEnd)) continue;
      judge(m.index, noun, [m.index, noun.range[1]]);
    }
    for (const re of [ATTRIBUTIVE, CHOSEN]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const noun = phraseAfter(text, m.index + m[0].length);
        if (!noun) continue;
        if (re === CHOSEN && workerChoosesBefore(doc, m[1], base + m.index)) continue;
        judge(m.index, noun, [m.index, noun.range[1]], re === CHOSEN);
      }
    }
    for (const re of [PASSIVE, YOU_GOT]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const after = text.slice(m.index + m[0].length, m.index + m[0].length + 24);
        // "the script provided a way": an active verb with its own object
        if (/^\s+(?:a|an|the|no|some|us|me|them|him|her|it)\b/i.test(after)) continue;
        // "given that", "given the": a conjunction, not material
        if (m[1] && /^given$/i.test(m[1]) && /^\s+(?:that|how|this|these|its?)\b/i.test(after)) continue;
        // "will be provided", "is to be provided": it arrives later, by design
        const before = text.slice(Math.max(0, m.index - 30), m.index);
        if (/\b(?:will|would|shall|may|might|can|could|to)\s+(?:also\s+)?(?:be|get)\s*$/i.test(before)) continue;
        const found = phraseBefore(text, m.index);
        if (!found) continue;
        const noun = readAsMaterial(found, m[1] ?? "");
        if (!noun) continue;
        // the phrase must be definite or quantified: "the summary provided", "some bugs that have been reported"
        const det = /\b(the|these|those|some|any|all)\s+$/i.exec(text.slice(Math.max(0, noun.range[0] - 8), noun.range[0]));
        if (!det) continue;
        const start = noun.range[0] - det[0].length;
        judge(m.index, noun, [start, m.index + m[0].length]);
      }
    }
  }
  return count;
}

/**
 * The material a list item right after "I have uploaded:" names ("2 JSON files containing …"), as the
 * message's thing, or null when the item is no list item or locates what it names (a path, a URL, a code span).
 */
function listedMaterial(doc: HandoffDocument, view: FactsView, next: FactsSentence | undefined): string | null {
  if (!next || next.quoted || !doc.paragraphs.some((p) => p.kind === "listItem" && p.range[0] <= next.range[0] && next.range[0] < p.range[1])) return null;
  if (hasLocatorIn(doc, view, next.range[0], next.range[1])) return null;
  const noun = phraseAfter(next.prose, COUNT_LEAD.exec(next.prose)![0].length);
  return noun ? "\"" + noun.words.join(" ") + "\"" : null;
}

// Who sends or reports: "the logs I sent" (the noun is before the subject), "the customer reported" (the
// noun is the reporter, and the material is what they reported).
const SUBJECT_PRONOUN = new Set(["i", "we", "you", "they", "he", "she"]);
const PERSON = new Set(["customer", "customers", "user", "users", "client", "clients", "manager", "team", "boss", "reviewer", "reviewers", "tester", "testers", "owner", "lead", "colleague", "stakeholder", "stakeholders", "qa", "support"]);

/** The material a passive-looking phrase names, read past a subject pronoun or a reporting person. */
function readAsMaterial(noun: { range: Range; words: string[] }, verb: string): { range: Range; words: string[]; thing?: string } | null {
  const words = noun.words.slice();
  while (words.length && SUBJECT_PRONOUN.has(words[words.length - 1].toLowerCase())) words.pop();
  if (!words.length) return null;
  const head = words[words.length - 1].toLowerCase();
  if (words.length === noun.words.length && PERSON.has(head)) return { ...noun, thing: `what the ${words.join(" ")} ${verb}` };
  return { range: noun.range, words };
}

export default rule;
