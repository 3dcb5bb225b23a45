// facts: a definite phrase that leans on what the writer knows ("the usual creds", "the staging
// endpoint", "that script", "on the website") with nothing the worker can use to find it: no path,
// URL, code span, slot or name, and no earlier sentence that says which one.
import type { HandoffDocument, Range, ReportDescriptor, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { isRoleDefinition } from "./_util/frame.js";
import { factsView, type FactsView } from "./_util/facts-view.js";
import {
  conditionalBefore,
  documentLocators,
  hasLocatorIn,
  introducedInDocument,
  locatorFollows,
  locatorNames,
  mentionedBefore,
  negatedBefore,
  suppliedBySlot,
  Claims,
  CLAUSE,
} from "./_util/facts-cues.js";

type Options = Record<string, never>;

// Facts a worker cannot derive from the repository: secrets, addresses, environments, named files.
const FACT_NOUN =
  "creds|credentials|passwords?|tokens?|api\\s+keys?|keys|secrets?|accounts?|logins?|endpoints?|servers?|urls?|hosts?|" +
  "databases?|dbs?|buckets?|clusters?|branch|branches|repos?|repository|scripts?|commands?|config|configs|settings|" +
  "environments?|envs?|folders?|directory|directories|files?|spreadsheets?|sheets?|docs?|documents?|dashboards?|" +
  "sites?|websites?|channels?|templates?|datasets?|machines?|boxes|box|vms?|instances?|ports?|projects?|workspaces?|tickets?|boards?";
// "the usual creds", "that same script", "our old endpoint": the writer's memory is the only locator
const LEANING = new RegExp(
  // "the same folder", "the other file", "the last file" usually point within the text ("in the same folder as
  // the file"), so those three lean on memory only after "that", "those", "our" or "my".
  String.raw`\b(?:(?:that|those|our|my)\s+(?:(?:very|exact)\s+)?(usual|same|old|previous|last|other|regular|normal|familiar|agreed|mentioned|aforementioned)|the\s+(?:(?:very|exact)\s+)?(usual|old|previous|regular|normal|familiar|agreed))\s+(?:[A-Za-z][\w-]{0,30}\s+){0,2}?(${FACT_NOUN})\b(?!-)`,
  "gi",
);
// "the staging endpoint", "our production database": an environment nobody located
const ENVIRONMENT = new RegExp(
  String.raw`\b(?:the|our|my|your)\s+(staging|stage|prod|production|qa|uat|live|internal|remote|shared|team|company|client|test|testing|sandbox|beta|ci|backup)\s+(endpoint|server|database|db|bucket|cluster|site|website|api|url|host|instance|dashboard|account|creds|credentials|box|vm|machine|environment|channel|portal|console|drive|inbox|folder|wiki)s?\b`,
  "gi",
);
// What a sentence opening with a phrase goes on to say of it: a state or a habit, not a step.
const STATED_OF = /^\s+(?:is|are|was|were|gets|get|has|have|will be|can be|may be|tends to|usually|often|sometimes)\b/i;
// "the project account", "our team login": an account the worker has no way into
const ACCOUNT = /\b(?:the|our|my|your)\s+(project|team|company|client|shared|org|organization|service|admin)\s+(accounts?|logins?|creds|credentials|api\s+keys?|tokens?|passwords?|secrets?)\b/gi;
// "visible on website", "deploy to the server": a remote place, in a handoff that gives no address at all
const REMOTE =
  /\b(?:on|to|at|from|into|onto|via|against)\s+(?:the\s+)?(website|web\s?site|site|server|endpoint|dashboard|bucket|cluster|host|vm|instance)(?=\s*(?:$|[.,;:!?)]|\s(?:and|or|with|for|before|after|by|when|so|using|first|again|now)\b))/gi;
// "the KPI sheet", "our launch deck", "the team wiki": a document or place outside the repository,
// judged only in a handoff that gives no locator at all (no path, URL, code span or slot)
const EXTERNAL =
  /\b(?:the|our|my|your|this week's|today's|last week's)\s+(?:[A-Z][\w'’-]{0,30}\s+){0,2}?(sheet|spreadsheet|deck|slides|tracker|dashboard|workbook|gdoc|drive|calendar|wiki|inbox|mailing\s+list|distribution\s+list)s?\b/gi;
// "send it to our contact at the agency", "circulate it to the leadership list": who receives the output
const RECIPIENT =
  /\b(?:send|circulate|email|e-mail|forward|mail|share|post|deliver|submit)\b[^.!?;:]{0,50}?\b(?:to|with|in)\s+(?:the|our|my|your)\s+(?:[A-Z][\w'’-]{0,20}\s+){0,2}?(contacts?|list|alias|group|channel|stakeholders|agency|vendor|supplier|printer)\b(?!['’]s)/gi;
// an address the worker can send to: an email, a chat handle, a channel name. Only tested for (never
// matched for its text), so an email needs one name character before the "@", not the whole name: the
// same answer, without trying up to 64 characters at every word character of a long text.
const RECIPIENT_ADDRESS = /[\w.+-]@[\w-]{1,63}\.[\w.]{2,}|(?:^|\s)[@#][\w-]{2,40}\b/;
// "our use case", "the client's requirements", "their budget": what only the writer (or the people it works
// for) knows about their own situation. The worker needs it to judge and cannot ask for it.
const STANDARD = new RegExp(
  String.raw`\b(?:my|our|their|his|her|(?:the|our|my)\s+(?:client|customer|team|company|boss|manager|stakeholder)s?['’]s?)\s+(?:(?:own|specific|particular|current|exact|usual|standard|real)\s+)?(use\s+cases?|needs|requirements|constraints|preferences|criteria|budget|priorities|situation|circumstances|rates|pricing|audience|expectations|goals|taste)\b`,
  "gi",
);
// "for my project", "for our app": the standard of a choice ("compare frameworks for my project")
const FOR_OWN = /\bfor\s+(?:my|our)\s+(?:own\s+)?(project|product|app|application|company|business|startup|team|site|website|service|stack|setup|situation)\b/gi;
// a request that judges against that standard
const JUDGES = /\b(?:compare|comparing|recommend|recommendation|choose|choosing|pick|select|suggest|evaluate|assess|decide|best|suitable|right|ideal|fits?|meets?|match(?:es)?|appropriate|based on|in line with|tailored)\b/i;
// the text says what the standard is: "our needs (tree-shakable, < 50 KB)", "our use case is …", "Our budget: …"
const DEFINED_AFTER = /^\s*(?:\(|:|[-–—]\s|(?:is|are|was|were|include|includes|being)\b)/i;

// what makes a remote place a target: the worker must go there
const VISIT =
  /\b(?:visible|live|published|deploy(?:ed)?|publish|push(?:ed)?|upload(?:ed)?|visit|browse|open|log\s?in(?:to)?|sign\s+in|confirm|verify|check|post(?:ed)?|sync(?:ed)?|download|fetch|pull|query|connect)\b/i;
// sentences that build the thing rather than use it
// (as verbs: after a determiner or an adjective, "the new build", "a setup", "the design" are nouns)
const BUILDS = /(?<!\b(?:the|a|an|this|that|new|latest|last|nightly|next|our|your|its)\s)\b(?:create|build|make|making|set\s+up|setup|scaffold|implement|add|design|write|define|provision|spin\s+up|stand\s+up|bootstrap|deploy\s+a\s+new)\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "unresolved-reference",
    concern: "facts",
    description: "A definite phrase (\"the usual creds\", \"the staging endpoint\") names nothing the worker can find",
    docs: ruleDocsUrl("unresolved-reference"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      leaning:
        "\"{{phrase}}\" names nothing the worker can find: it only knows what this text says. Say which {{noun}} and where it is (a path, URL, name or environment variable), or point to the file that defines it",
      remote:
        "\"{{phrase}}\": the handoff gives no address for this {{noun}}. Give its URL or host, or say where the worker finds it",
      external:
        "\"{{phrase}}\": the handoff never says which {{noun}} this is or where it lives. Give its link or path, or name it so the worker can find it",
      recipient:
        "\"{{phrase}}\": the worker does not know who or where that is. Give the address (an email, a channel, a link) it should deliver to",
      standard:
        "\"{{phrase}}\": only the writer knows the {{noun}} the work is to be judged against, and the worker cannot ask. Say what it is (a sentence or a short list), or point to where it is written down",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
    english: true,
  },
  check(doc, context) {
    // a role definition gets its task later (rules/_util/frame.ts)
    if (isRoleDefinition(doc)) return;
    const view = factsView(doc);
    const locators = documentLocators(doc, view);
    const hasAddress =
      doc.references.some((r) => r.kind === "url") ||
      /\b(?:https?:\/\/|www\.|localhost\b|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|[a-z0-9-]{1,63}\.(?:com|org|net|io|dev|app|ai|co|cloud|internal|local)\b)/i.test(doc.text.slice(0, 200_000)) ||
      [...view.slotWords].some((w) => /url|uri|host|domain|site|endpoint|address|server/.test(w));
    const hasRecipient = RECIPIENT_ADDRESS.test(doc.text.slice(0, 200_000));
    const claims = new Claims();
    for (const s of view.sentences) {
      if (s.quoted) continue;
      const text = s.prose;
      const consider = (re: RegExp, messageId: "leaning" | "remote" | "external" | "recipient") => {
        re.lastIndex = 0;
        for (let m = re.exec(text); m; m = re.exec(text)) {
          const noun = m[m.length - 1];
          const phrase: Range = [s.range[0] + m.index, s.range[0] + m.index + m[0].length];
          if (!claims.claim(phrase)) continue;
          if (negatedBefore(text, m.index)) continue;
          // "When it's done, send it to …" orders the steps; "if the flag is set" is a condition
          if (messageId === "recipient" ? /\b(?:if|unless|in case|whether)\b/i.test(text.slice(Math.max(0, m.index - CLAUSE), m.index)) : conditionalBefore(text, m.index)) continue;
          const clause = text.slice(Math.max(0, m.index - CLAUSE), m.index + m[0].length + CLAUSE);
          if (BUILDS.test(clause)) continue;
          // "The staging DB is reset every Sunday": a statement about the place, opening its sentence, is a note on
          // how it behaves; the worker looks it up only where a step acts on it
          if (messageId === "leaning" && /^\W*(?:[A-Za-z][\w ]{0,30}:\s*)?$/.test(text.slice(0, m.index)) && STATED_OF.test(text.slice(m.index + m[0].length))) continue;
          // "the same file as the component": defined by the comparison
          if (re === LEANING && /^\s+as\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 6))) continue;
          // "the old Trados server", "our usual GitLab runner": a product or system name the worker can search for
          if (re === LEANING && /\s(?:[A-Z][a-z]{1,30}[A-Z]\w{0,20}|[A-Z]{2,12}|[A-Z][a-z]{1,30})\s/.test(doc.text.slice(phrase[0], phrase[1]).replace(/^\S+\s+\S+/, ""))) continue;
          const words = m[0].split(/\s+/).slice(1);
          if (suppliedBySlot(view, messageId === "remote" ? [noun] : words.slice(-1))) continue;
          if (hasLocatorIn(doc, view, phrase[0], phrase[1]) || locatorFollows(doc, view, phrase[1], s.range[1])) continue;
          if (heldByLocatedCode(doc, view, text, s.range[0], m.index)) continue;
          if (messageId === "remote") {
            // "on the dashboard" beside `src/Dashboard.tsx`: the page is in the code the text names
            if (hasAddress || !VISIT.test(clause) || locatorNames(locators, noun)) continue;
          } else if (messageId === "external") {
            // "the attached sheet": unsupplied-material speaks for material said to be supplied
            if (/\b(?:attached|provided|given|enclosed|supplied|shared|uploaded|pasted)\b/i.test(m[0])) continue;
            if (locators.length > 0 || hasAddress || mentionedBefore(view, noun.split(/\s+/).pop()!, s.range[0]) || introducedInDocument(doc, view, [noun], s.range)) continue;
          } else if (messageId === "recipient") {
            if (hasRecipient || introducedInDocument(doc, view, [noun], s.range)) continue;
          } else {
            // the qualifier or the noun names a locator ("staging" in STAGING_URL, "deploy" in deploy.sh)
            const qualifier = m[1] ?? m[2];
            if (locatorNames(locators, noun) || (qualifier && locatorNames(locators, qualifier) && re !== LEANING)) continue;
            if (introducedInDocument(doc, view, [noun], s.range)) continue;
            // "the same script" after a sentence that named a script: the earlier sentence defines it
            if (mentionedBefore(view, noun, s.range[0]) && re === LEANING && !/usual|regular|normal|familiar|agreed|old/i.test(qualifier ?? "")) continue;
            if (re !== LEANING && mentionedBefore(view, noun, s.range[0]) && hasAddress) continue;
          }
          context.report({
            messageId,
            data: { phrase: doc.text.slice(phrase[0], phrase[1]).replace(/\s+/g, " "), noun: noun.toLowerCase().replace(/\s+/g, " ") },
            range: phrase,
          });
        }
      };
      consider(LEANING, "leaning");
      consider(ENVIRONMENT, "leaning");
      consider(ACCOUNT, "leaning");
      consider(REMOTE, "remote");
      consider(EXTERNAL, "external");
      consider(RECIPIENT, "recipient");
      for (const f of ownStandards(doc, view, s, claims)) context.report(f);
    }
  },
};

// A verb by which code refers to a thing: "`Invoices.tsx` still calls the old endpoint", "`deploy.sh` writes to the bucket".
const REFERS_TO = /\b(?:calls|call|uses|use|imports|import|reads(?:\s+from)?|writes\s+to|points\s+(?:to|at)|hits|queries|talks\s+to|connects\s+to|references|loads|fetches(?:\s+from)?|posts\s+to|sends\s+to|depends\s+on)\s+$/i;

/**
 * Whether the phrase is what located code refers to: a verb of reference right before it, and a locator earlier in
 * its clause ("The export button in `web/Invoices.tsx` still calls the old endpoint"). The worker reads that code
 * and finds the thing there.
 */
function heldByLocatedCode(doc: HandoffDocument, view: FactsView, text: string, sentenceStart: number, at: number): boolean {
  const offset = Math.max(0, at - CLAUSE);
  const before = text.slice(offset, at);
  const verb = REFERS_TO.exec(before.replace(/\b(?:still|now|currently|also|only|directly)\s+$/i, ""));
  if (!verb) return false;
  // the clause the verb is in: from the last clause break before it
  const head = before.slice(0, verb.index);
  const clauseStart = Math.max(head.lastIndexOf(";"), head.lastIndexOf(". "), head.search(/,\s(?:and|but|so)\s[^,]*$/));
  return hasLocatorIn(doc, view, sentenceStart + offset + Math.max(0, clauseStart), sentenceStart + offset + verb.index);
}

/**
 * A request judged against the writer's own situation ("the best vector database for our use case",
 * "based on their requirements", "compare frameworks for my project") that the text never describes: not
 * right after the phrase ("our needs (SVG, < 50 KB)", "our use case is …"), not in another sentence that
 * states it, not under a heading or label that names it, and not at a locator in the sentence.
 */
function* ownStandards(doc: HandoffDocument, view: FactsView, s: FactsView["sentences"][number], claims: Claims): Generator<ReportDescriptor> {
  const text = s.prose;
  if (!JUDGES.test(text)) return;
  for (const re of [STANDARD, FOR_OWN]) {
    for (const m of text.matchAll(re)) {
      const noun = m[1].toLowerCase().replace(/\s+/g, " ");
      const phrase: Range = [s.range[0] + m.index, s.range[0] + m.index + m[0].length];
      if (!claims.claim(phrase) || negatedBefore(text, m.index) || conditionalBefore(text, m.index)) continue;
      if (DEFINED_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
      // a locator right after it ("our needs in `docs/needs.md`"), not one later in the sentence that places other work
      const clauseEnd = /[,;]|\s(?:and|then|but)\s/.exec(text.slice(m.index + m[0].length));
      if (hasLocatorIn(doc, view, phrase[0], Math.min(s.range[1], phrase[1] + (clauseEnd ? clauseEnd.index : 40)))) continue;
      if (statedElsewhere(view, noun, s) || introducedInDocument(doc, view, noun.split(" "), s.range)) continue;
      yield { messageId: "standard", data: { phrase: doc.text.slice(phrase[0], phrase[1]).replace(/\s+/g, " "), noun }, range: phrase };
    }
  }
}

/** Another sentence says what the standard is ("Our budget is 20 EUR a month.", "The use case: …"). */
function statedElsewhere(view: FactsView, noun: string, except: FactsView["sentences"][number]): boolean {
  const head = noun.split(" ").pop()!.replace(/s$/, "");
  const re = new RegExp(String.raw`\b${head}s?\s*(?::|\(|is\b|are\b|include)`, "i");
  return view.sentences.some((o) => o !== except && !o.quoted && re.test(o.prose));
}

export default rule;
