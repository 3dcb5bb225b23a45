// facts: an instruction acts on a specific piece of material ("Review the complete error logs",
// "Edit the draft job posting") that the worker has no way to find: no path, URL, name or slot
// points at it, the handoff never presents it, and nothing in the repository is named after it.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { isRoleDefinition, upstreamWired } from "./_util/frame.js";
import { SHORT_TEXT_WORDS, proseSize } from "../src/analysis/discourse.js";
import { englishByDefault, readsEnglish } from "../src/analysis/lang.js";
import { bareDemonstrative } from "../src/analysis/material.js";
import { factsView, type FactsView } from "./_util/facts-view.js";
import { HISTORY_MODIFIERS, placeAfter, requestObjects, type MainObject } from "./_util/main-object.js";
import {
  documentLocators,
  hasLocatorIn,
  locatorFollows,
  introducedInDocument,
  locatorNames,
  mentionedBefore,
  negatedBefore,
  conditionalBefore,
  suppliedBySlot,
  Claims,
} from "./_util/facts-cues.js";

interface Options {
  /** Extra nouns of material the worker cannot derive (singular, lower case). */
  nouns?: string[];
}

const VERBS =
  "review|read|re-read|reread|open|check|analy[sz]e|inspect|examine|look\\s+(?:at|through|over|into)|go\\s+(?:through|over)|parse|" +
  "use|follow|consult|study|summari[sz]e|synthesi[sz]e|edit|refine|revise|proofread|polish|rewrite|expand\\s+on|build\\s+on|" +
  "update|address|compare|verify|translate|fix|debug|investigate|triage|grade|evaluate|assess|audit|apply|incorporate|" +
  "respond\\s+to|reply\\s+to|answer|process|clean\\s+up|cross-check|go\\s+by|work\\s+from|start\\s+from";
// Material that exists outside the repository's code and that the worker cannot reconstruct.
const MATERIAL =
  "drafts?|logs?|transcripts?|tracebacks?|stack\\s*traces?|screenshots?|recordings?|mockups?|wireframes?|feedback|" +
  "comments|notes|minutes|bug\\s+reports?|tickets?|specs?|specifications?|briefs?|emails?|e-mails?|threads?|attachments?|" +
  "PRD|proposals?|contracts?|memos?|survey\\s+results|survey|responses|datasets?|spreadsheets?|exports?|dumps?|patch(?:es)?|" +
  "error\\s+messages?|crash\\s+reports?|review\\s+comments|test\\s+results|findings|analyses|research\\s+notes|" +
  // documents people hand in: none is in the repository
  "resumes?|résumés?|cvs?|cover\\s+letters?|applications|submissions|manuscripts?|invoices|receipts";
// Generic things to act on: only unresolvable when the handoff names nothing at all.
const GENERIC = "bugs?|errors?|issues?|problems?|failures?|crash(?:es)?|endpoints?|scripts?|files?|functions?|servers?|branch|repo";

const MATERIAL_CUE = /\b(?:provided|given|supplied|attached|enclosed|uploaded|pasted|forwarded|aforementioned)\b/i;
const MATERIAL_CUE_AFTER =
  /^\s*(?:(?:that|which)\s+(?:(?:has|have|had)\s+been|was|were|is|are)\s+)?(?:provided|given|supplied|attached|shared|sent|reported|uploaded|pasted)\b|^\s*(?:you|we)\s+(?:got|received|obtained|were\s+(?:given|sent))\b/i;

// what makes a generic object definite without a locator: a defining clause or phrase after it
const DEFINING = /^\s*(?:(?:where|when|whenever|that|which|who|with|in|on|at|about|causing|affecting|behind|around|for|of)\b|from\s+(?!before\b|earlier\b|last\b)|:|\(|\u2014|-)/i;
// leaning on shared history: "from before", "we discussed"
const HISTORY = /^\s*(?:from\s+(?:before|earlier|last\s+(?:time|week|session|run))|we\s+(?:discussed|saw|talked\s+about|found|hit)|(?:I|you)\s+(?:mentioned|saw|found|flagged))\b/i;
const LEANING_MOD = new Set(["same", "old", "previous", "last", "other", "usual", "current", "remaining", "existing", "known", "recent", "original", "main", "big", "annoying", "reported"]);

// What the worker's environment makes unique: the repository it runs in has one README, one test suite,
// one build. A short text may name these bare.
const ENVIRONMENT_UNIQUE = new Set([
  "readme", "tests", "test", "suite", "build", "repo", "repository", "codebase", "code", "project", "app", "application",
  "version", "changelog", "docs", "documentation", "dependencies", "deps", "lockfile", "linter", "lint", "ci", "pipeline",
  "package", "branch", "commit", "commits", "diff", "pr", "types", "typecheck", "formatter", "license", "makefile", "dockerfile",
  // one of each per codebase: its architecture, schema, API, interface, styles, configuration
  "architecture", "structure", "layout", "schema", "api", "ui", "ux", "frontend", "backend", "database", "db", "styles", "css",
  "config", "configuration", "setup", "performance", "security", "logging", "tooling", "infrastructure", "migrations", "models",
]);

// Heads that name a kind of thing, not one thing: a category the repository has many of, or material
// from outside the code (MATERIAL). A bare definite with any other head is a name to search for.
const CATEGORY = `${GENERIC}|widgets?|components?|pages?|screens?|views?|buttons?|forms?|fields?|modules?|features?|things?|items?|ones?|tools?|services?|jobs?|parts?|sections?|methods?|classes?|changes?|numbers?|figures?|values?|selection|step|steps|approach|plan|list|output|results?|data|customer|client|user|thread|message|answer|question|request|ticket|task`;
// Events only the writer took part in ("the feedback from the review", "the notes from the meeting"), material
// made from them ("the summary", "the deck"), and the people it goes to ("send it to the team"): none is in the
// repository, so a short text that names nothing leaves the worker no way to tell which one.
const WRITERS_WORLD = "reviews?|meetings?|calls?|sessions?|discussions?|demos?|interviews?|standups?|retros?|retrospectives?|incidents?|outages?|workshops?|summary|summaries|recaps?|decks?|slides|presentations?|agendas?|team|channel";
const CATEGORY_OR_MATERIAL = new RegExp(String.raw`^(?:${CATEGORY}|${MATERIAL}|${WRITERS_WORLD}|report|reports|document|documents|doc|docs)$`, "i");

// A demonstrative points at something in the writer's situation; only a clause that says which one
// ("this bug where login fails", "that page: /settings") resolves it, not a phrase that narrows it.
const IDENTIFYING = /^\s*(?:where|when|whenever|that|which|who|whose|:|\(|\u2014)/i;

interface Expressions {
  specific: RegExp;
  generic: RegExp;
  placed: RegExp;
}

// Compiled once per set of extra nouns, not once per document: the four expressions are large.
const compiled = new Map<string, Expressions>();

function expressionsFor(extra: string[]): Expressions {
  const key = extra.join("\n");
  let e = compiled.get(key);
  if (!e) compiled.set(key, (e = build(extra)));
  return e;
}

function build(extra: string[]): Expressions {
  const more = extra.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+"));
  const material = [MATERIAL, ...more].join("|");
  // "the interviewers' notes", "Maria's feedback", "the client's brief"
  const det = "(?:the|that|those|these|this|our|my|his|her|their|[A-Z][a-z]{1,20}['’]s)";
  const mods = "(?:[A-Za-z][\\w'’-]{0,30}\\s+){0,3}?";
  return {
    specific: new RegExp(String.raw`\b(?:${VERBS})\s+${det}\s+${mods}(${material})\b`, "gi"),
    generic: new RegExp(String.raw`\b(?:${VERBS})\s+${det}\s+${mods}(${GENERIC})\b`, "gi"),
    // material the work happens in or comes from ("write it up within the PRD", "as per the spec"):
    // a place the worker must find, judged only where the text gives no locator at all
    placed: new RegExp(String.raw`\b(?:in|into|within|inside|from|per|against)\s+${det}\s+${mods}(${material})\b`, "gi"),
  };
}

// "below", "above", "that follows": where in the text the material is
const IN_TEXT = /^\s*(?:below|above|that follows|as follows|here)\b/i;

/** Whether the phrase points into the text ("… email below") and quoted, fenced or listed material is there. */
function pointsIntoText(doc: HandoffDocument, after: string, end: number): boolean {
  const m = IN_TEXT.exec(after);
  if (!m) return false;
  const material = doc.blocks.filter((b) => b.kind === "blockquote" || b.kind === "code" || b.kind === "list" || b.kind === "table");
  return /above/i.test(m[0]) ? material.some((b) => b.range[1] <= end) : material.some((b) => b.range[0] >= end);
}

const rule: Rule<Options> = {
  meta: {
    id: "action-without-target",
    concern: "facts",
    description: "An instruction acts on material (logs, a draft, a spec, the bug) the worker cannot locate",
    docs: ruleDocsUrl("action-without-target"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      noTarget:
        "\"{{phrase}}\": the worker cannot tell which {{noun}} this is or where to find it. Give its path or URL, paste it, or name it so it can be searched for",
      noAntecedent:
        "\"{{phrase}}\": nothing before it says what it is, and the worker has only this text. Name the thing (its path, URL or name) or paste it",
    },
    schema: {
      type: "object",
      properties: { nouns: { type: "array", items: { type: "string", minLength: 1 } } },
      additionalProperties: false,
    },
    defaultOptions: {},
  },
  check(doc, context) {
    // a role definition gets its task later (rules/_util/frame.ts)
    if (isRoleDefinition(doc)) return;
    if (!readsEnglish(doc) || englishByDefault(doc)) {
      // other languages: a demonstrative in a short text that locates nothing ("修改那个接口"; "Arregla esa función.",
      // read as English for want of function words)
      const d = bareDemonstrative(doc);
      // sure: the text is short and locates nothing, so nothing in it can say which thing is meant
      if (d) context.report({ messageId: "noTarget", data: { phrase: d.phrase, noun: d.thing ?? d.phrase }, range: d.range, sure: true });
      if (d || !readsEnglish(doc)) return;
    }
    const view = factsView(doc);
    if (upstreamWired(doc, view)) return;
    const { specific, generic, placed } = expressionsFor(context.options.nouns ?? []);
    const locators = documentLocators(doc, view);
    const noLocators = locators.length === 0;
    const shortBare = noLocators && proseSize(doc) <= SHORT_TEXT_WORDS;
    const claims = new Claims();
    for (const s of view.sentences) {
      if (s.quoted) continue;
      const text = s.prose;
      for (const re of noLocators ? [specific, generic, placed] : [specific]) {
        re.lastIndex = 0;
        for (let m = re.exec(text); m; m = re.exec(text)) {
          const nounText = m[1];
          const head = nounText.split(/\s+/).pop()!;
          const phrase: Range = [s.range[0] + m.index, s.range[0] + m.index + m[0].length];
          if (!claims.claim(phrase)) continue;
          if (negatedBefore(text, m.index) || conditionalBefore(text, m.index)) continue;
          // "the customer email below" over a quote: a pointer into the text that the text fulfils
          if (pointsIntoText(doc, text.slice(m.index + m[0].length, m.index + m[0].length + 20), phrase[1])) continue;
          // "the attached logs", "the notes you received": unsupplied-material speaks for these
          if (MATERIAL_CUE.test(m[0]) || MATERIAL_CUE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
          const words = m[0].split(/\s+/).slice(1);
          if (suppliedBySlot(view, words)) continue;
          // a locator in the phrase or right after it ("the logs in `ci/build.log`")
          if (hasLocatorIn(doc, view, phrase[0], phrase[1]) || locatorFollows(doc, view, phrase[1], s.range[1])) continue;
          // a place after it that the worker can find ("the error messages in the login form", "the TODO
          // comments in the codebase"): the material is in the code
          const place = placeAfter(text, m.index + m[0].length, s.range[0]);
          if (place && resolves(doc, view, place, s.range)) continue;
          if (locatorNames(locators, head)) continue;
          if (introducedInDocument(doc, view, [head], s.range)) continue;
          if (mentionedBefore(view, head, s.range[0])) continue;
          // a generic or any noun needs more than its head to say which thing is meant
          const bare = re === generic;
          if (bare) {
            // "the bug where login fails", "the error on the settings page": the sentence says which
            const after = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
            if (DEFINING.test(after)) continue;
            // a describing word ("the login bug") is something to search for, unless it leans on history
            const mods = m[0].split(/\s+/).slice(2, -1).map((w) => w.toLowerCase());
            if (mods.some((w) => !LEANING_MOD.has(w)) && !HISTORY.test(after)) continue;
          }
          // a generic noun ("the issues") is resolved by a proper name in its sentence ("in the VS Code Problems panel")
          if (bare && /(?<=\S\s{1,3})(?:[A-Z][a-z]{0,20}[A-Z]|[A-Z]{2,}|[A-Z][a-z]{1,30})\b/.test(text.slice(m.index + 1))) continue;
          context.report({
            messageId: "noTarget",
            data: { phrase: doc.text.slice(phrase[0], phrase[1]).replace(/\s+/g, " "), noun: nounText.replace(/\s+/g, " ").toLowerCase() },
            range: phrase,
            // sure: a short text with no locator anywhere gives the worker nothing to find the thing by
            sure: shortBare,
          });
        }
      }
    }
    if (shortBare) reportMainObjects(doc, view, claims, context.report.bind(context));
  },
};

type Report = Parameters<Parameters<Rule<Options>["check"]>[1]["report"]>[0];

/**
 * What the requests of a short text with no locator act on (`mainObjects`): a pronoun that opens the text
 * with nothing before it ("Make it faster."), or a determiner phrase nothing resolves ("tidy up the
 * selection", "the numbers in the report"). Sure, as every finding of a short text with no locator is.
 */
function reportMainObjects(doc: HandoffDocument, view: FactsView, claims: Claims, report: (d: Report) => void): void {
  for (const { sentence, objects } of requestObjects(doc, view.sentences)) {
    const o = objects.find((x) => claims.claim(x.range) && !resolves(doc, view, x, sentence));
    if (!o) continue;
    const said = doc.text.slice(o.range[0], o.range[1]);
    report({
      messageId: o.kind === "pronoun" ? "noAntecedent" : "noTarget",
      data: { phrase: said, noun: o.kind === "pronoun" ? said : [...o.mods, o.head].join(" ").toLowerCase() },
      range: o.range,
      sure: true,
    });
  }
}

/** Whether the text, or the repository the worker runs in, says which thing the phrase means. */
function resolves(doc: HandoffDocument, view: FactsView, o: MainObject, sentence: Range): boolean {
  if (o.kind === "pronoun") return false;
  // "the other approach", "the same thing": history, which assumed-shared-history reports
  if (o.mods.some((w) => HISTORY_MODIFIERS.has(w.toLowerCase()))) return true;
  const head = o.head.toLowerCase();
  if (ENVIRONMENT_UNIQUE.has(head) || ENVIRONMENT_UNIQUE.has(head.replace(/s$/, ""))) return true;
  // a locator right after it places it ("the review in `docs/reviews/0502.md`")
  if (locatorFollows(doc, view, o.range[1], sentence[1])) return true;
  if (suppliedBySlot(view, [...o.mods, o.head])) return true;
  if (introducedInDocument(doc, view, [o.head], sentence) || mentionedBefore(view, o.head, sentence[0])) return true;
  const after = view.prose.slice(o.range[1], o.range[1] + 60);
  if (pointsIntoText(doc, after, o.range[1])) return true;
  // a describing word ("the login bug", "the settings page", "the VS Code panel") is something to search for
  if (o.mods.some((w) => !LEANING_MOD.has(w.toLowerCase()))) return true;
  const demonstrative = /^(?:this|that|these|those)\b/i.test(doc.text.slice(o.range[0], o.range[1]));
  // a name the worker can search the repository for ("the footer", "the carousel") is found there; a
  // category ("the widget", "the bug") or material from outside the code ("the report", "the thread") is
  // not, and a demonstrative points into the writer's view whatever it names
  if (!demonstrative && !CATEGORY_OR_MATERIAL.test(head)) return true;
  // a demonstrative, or the place a thing is in ("the numbers in the report with …"), where a phrase after
  // it attaches to the verb as often as to the noun: only a clause that says which one resolves it
  if (demonstrative || o.role === "place") return IDENTIFYING.test(after);
  return DEFINING.test(after) && !HISTORY.test(after);
}

export default rule;
