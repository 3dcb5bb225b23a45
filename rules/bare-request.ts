// intent: the whole handoff is one open-ended request ("Write a blog post about X.") with nothing
// about what it is for, what done looks like or what to hand back. The essay's failing case: the
// worker can produce a correct post about X that misses the point entirely.
import type { HandoffDocument, Rule, RuleContext } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findAspect } from "./_util/intent-aspects.js";
import { askVerb, proseWords, quote, strongRequests } from "./_util/intent-cues.js";
import { readsEnglish } from "../src/analysis/lang.js";
import { openEndedOnly } from "../src/analysis/requests.js";

interface Options {
  /** Handoffs with more prose words than this are not "bare" (default 40). */
  maxWords?: number;
}

// Verbs whose result has no natural end: a post, a design, a plan can be done in a hundred ways.
const OPEN_VERBS =
  /^(write|draft|create|compose|generate|produce|design|redesign|make|build|develop|brainstorm|research|explore|come up with|plan|propose|improve|rewrite|refactor|restructure|reorganize|reorganise|prepare|outline|sketch|craft|invent|imagine|think about|analy[sz]e|summari[sz]e)$/i;

// What makes a request name its own result, so it has an end: a name ("called PriceTag"), what the
// thing does ("a component that shows the price"), an end state ("make the header sticky"), who it is for
// ("an email to the team"), or the source it is drawn from ("summarize the changes from the changelog").
const SPECIFIED = [
  /\b(?:called|named|titled)\s+["“`'A-Z]/,
  // what the thing does: "a version that adds the column as nullable", "a component which shows the price"
  /\b(?:that|which)\s+(?:\w+ly\s+)?(?!(?:is|was|has|does|goes|seems|looks)\b)[a-z]{2,}s\b/i,
  /^(?:please\s+)?make\s+(?:it|them|(?:the|this|that|these|those|our|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:more\s+|less\s+)?[a-z]+(?:y|er|ive|able|ible|ful|less|ous|al|ic|ent|ant|ed|ky)\b/i,
  /\b(?:email|e-mail|message|note|reply|letter|memo|announcement|update)\s+(?:\w+\s+){0,2}?to\s+(?:(?:the|our|my|a|an|\w+['’]s)\s*)?[\w-]+/i,
  /\b(?:from|in|of)\s+the\s+(?:changelog|readme|release notes|commit log|git log|docs|documentation|codebase|repo|repository|tests?)\b/i,
  /\b(?:announcing|explaining|telling|asking|inviting|thanking|reminding)\s+\w+/i,
  // a size that bounds the result ("three taglines", "a 200-word summary", "in two sentences")
  /\b(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+single)[-\s](?:word|line|sentence|paragraph|bullet|page|item|slide)s?\b|\b(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\w-]+\s+)?(?:names|titles|taglines|slogans|headlines|options|ideas|questions|examples|bullets|tweets)\b/i,
  // a count of what the answer holds bounds it too ("summarize 3-4 common approaches", "five test cases")
  /\b(?:\d{1,3}(?:\s?[-–]\s?\d{1,3})?|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\w-]+\s+)?[a-z]{3,}s\b/i,
  // how the result is laid out: "grouped into features, fixes and breaking changes", "one row per service"
  /\b(?:grouped|organi[sz]ed|split|sorted|ordered|broken\s+down)\s+(?:into|by)\b|\bone\s+(?:row|line|section|entry|bullet|paragraph|file)\s+(?:per|for\s+each)\b/i,
  // the parts it is made of: "a landing page with a hero section, a menu and a contact form"
  /\bwith\s+(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s*,\s*(?:an?\s+|the\s+)?[\w-]+(?:\s+[\w-]+)?)*\s*,?\s+and\s+(?:an?\s+|the\s+)?[\w-]+/i,
  // a standard the result must meet: "match the small-card visuals exactly", "identical to the mockup", "parity with v1"
  /\b(?:match(?:es|ing)?|mirror(?:s|ing)?|identical to|the same as|consistent with|(?:in\s+)?parity with)\s+(?:the\s+|our\s+|its\s+|their\s+)?[\w-]{3,}/i,
  // a check that shows it is done: "add headless tests verifying parity", "with a test that proves the fix"
  /\btests?\s+(?:that\s+)?(?:verify|verifying|verifies|check|checking|checks|prove|proving|proves|confirm|confirming|confirms|assert|asserting|asserts)\b/i,
  // a form whose shape is its end: a limerick has five lines, a commit message one subject line
  /\b(?:haiku|limerick|sonnet|tweet|tagline|slogan|headline|subject line|commit message|one-liner|regex|regular expression|acronym)s?\b/i,
];

// A measured shortfall says which way better lies and how far off it is: "it takes 3 seconds", "uses 2 GB".
const MEASURED = /\b\d+(?:[.,]\d+)?\s?(?:ms|milliseconds?|s|sec|seconds?|minutes?|min|mb|gb|kb|%|percent|fps|rps|qps)\b/i;

// Verbs of looking around: the worker cannot tell when it has looked enough or what to report.
const EXPLORE_VERBS = /^(look|explore|dig|poke|browse|skim|peek|glance)$/i;
const EMBEDDED_QUESTION = /\b(?:look|dig|poke)\s+(?:in)?to\s+(?:why|whether|how|what|where|which|when|if)\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "bare-request",
    concern: "intent",
    description: "The handoff is a single open-ended request with no purpose, no done criterion and no output named",
    docs: ruleDocsUrl("bare-request"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      bare: '"{{quote}}" is the whole handoff: say what it is for (the audience, the point it must make), what done looks like, and what to hand back or where to write it.',
    },
    schema: { type: "object", properties: { maxWords: { type: "integer", minimum: 1 } }, additionalProperties: false },
    defaultOptions: { maxWords: 40 },
  },
  check(doc, context) {
    // One sentence of open-ended work in another language ("lib.rs をリファクタして", "改进这个函数"); English
    // has its own reading below, which also weighs the locators.
    const english = readsEnglish(doc);
    const open = english ? null : openEndedOnly(doc);
    if (open) {
      context.report({ messageId: "bare", data: { quote: quote(doc, open.range) }, range: open.range });
      return;
    }
    if (english) checkEnglish(doc, context);
  },
};

/** The English reading: one open-ended imperative ("Write a blog post about X.") and nothing else. */
function checkEnglish(doc: HandoffDocument, context: RuleContext<Options>): void {
  const maxWords = context.options.maxWords ?? 40;
  if (doc.slots.length > 0 || doc.blocks.some((b) => b.kind === "code" || b.kind === "table")) return;
  if (proseWords(doc, maxWords + 1) > maxWords) return;
  const prose = doc.sentences.filter((s) => !s.quoted && doc.paragraphs[s.paragraph]?.kind !== "heading");
  if (prose.length === 0 || prose.length > 3) return;
  const asks = strongRequests(doc);
  if (asks.length === 0) return;
  const ask = asks[0];
  let verb = askVerb(doc, ask);
  if ((verb === "have" || verb === "take") && /\b(?:have|take)\s(?:a\s)?(?:quick\s|closer\s|good\s|proper\s)?(?:look|peek|glance|poke)\b/i.test(doc.sentences[ask.sentence]?.prose ?? "")) verb = "look";
  // Looking around has no natural end even at a named place: "have a look at `src/cache/`".
  // "Look into why the build is slow": an embedded question, whose answer is where the looking ends
  const explore = verb !== null && EXPLORE_VERBS.test(verb) && !EMBEDDED_QUESTION.test(doc.sentences[ask.sentence]?.prose ?? "");
  // A locator (path, code, URL, command) means the task is anchored to something concrete.
  if (!explore && doc.references.some((r) => r.kind !== "phrase")) return;
  const asked = doc.sentences[ask.sentence]?.prose ?? "";
  // "Refactor the structure and create a form": each conjunct is an ask, and an open one leaves the whole open
  const open = openAsks(verb, asked, explore);
  if (open.length === 0) return;
  for (const aspect of ["purpose", "success", "output", "failure"] as const) if (findAspect(doc, aspect)) return;
  if (open.every((part) => SPECIFIED.some((re) => re.test(part.trim())))) return;
  // "Research how CLIs find their config. Summarize three approaches and recommend one.": a later ask that names
  // its result, or asks for something closed (recommend one, list, report), is the deliverable of the first
  if (asks.some((a) => a.sentence !== ask.sentence && namesDeliverable(doc, a))) return;
  if (verb === "improve" && MEASURED.test(doc.prose)) return;
  context.report({ messageId: "bare", data: { quote: quote(doc, ask.range) }, range: ask.range });
}

/** Whether an ask names what comes back: its own result (`SPECIFIED`), or a verb whose result is closed. */
function namesDeliverable(doc: HandoffDocument, ask: ReturnType<typeof strongRequests>[number]): boolean {
  const text = doc.sentences[ask.sentence]?.prose ?? "";
  if (SPECIFIED.some((re) => re.test(text.trim()))) return true;
  const verb = askVerb(doc, ask);
  return verb !== null && !OPEN_VERBS.test(verb) && !EXPLORE_VERBS.test(verb);
}

/**
 * The open-ended parts of the ask: the whole sentence when its own verb is open, and each conjunct after
 * "and" whose verb is (read from the conjunct on: "create a profile form").
 */
function openAsks(verb: string | null, asked: string, explore: boolean): string[] {
  const isOpen = (v: string) => OPEN_VERBS.test(v === "come" ? "come up with" : v === "think" ? "think about" : v);
  const out: string[] = [];
  if (verb && (explore || isOpen(verb))) out.push(asked);
  for (const m of asked.matchAll(/\band\s+(?:then\s+|also\s+)?([a-z]+)\s+(?=(?:a|an|the|some|my|our|its|their|new)\s)/gi)) {
    if (isOpen(m[1].toLowerCase())) out.push(asked.slice(m.index! + m[0].length - m[1].length - 1));
  }
  return out;
}

export default rule;
