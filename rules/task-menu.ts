// intent: the handoff offers several unrelated tasks and leaves the choice to the worker. The
// worker cannot ask which one was meant, so it picks by its own lights, and the one the writer
// needed may be the one it skipped.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findTaskMenu } from "./_util/intent-aspects.js";
import { classifyRequest, englishPickOutside, findRequests, quote } from "./_util/intent-cues.js";
import { languageOf, readsEnglish } from "../src/analysis/lang.js";
import { cueLanguages, hasCue } from "../src/analysis/cues.js";
import { ASK_ME_WHICH } from "../src/analysis/lexicon.js";
import { choiceMade, optionMenu, poolSpans, requestCueOutside, workPool } from "../src/analysis/requests.js";

const rule: Rule<Record<string, never>> = {
  meta: {
    id: "task-menu",
    concern: "intent",
    description: "The handoff offers a menu of tasks (options, suggested next tasks) and leaves the choice to the worker",
    docs: ruleDocsUrl("task-menu"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      choice: '"{{quote}}" leaves the choice of task to the worker: pick the one task to do, say what it is for and what done looks like.',
      options:
        '"{{quote}}" offers a menu of tasks and nothing picks one: name the task to do now, what it is for and what done looks like; drop the others or mark them out of scope.',
      deferred:
        '"{{quote}}" leaves the choice of task to someone the worker cannot ask: make the choice before dispatch and name the task to do now, what it is for and what done looks like.',
      pool: '"{{quote}}" holds {{count}} open tasks and nothing says which one to do, or in what order: name the task to do now (or the order), what it is for and what done looks like.',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const english = readsEnglish(doc);
    // the finding sits on the first line of what offers the tasks, and quotes it
    const at = (r: Range) => ({ range: [r[0], lineEnd(doc.text, r)] as Range, quote: quote(doc, r) });
    const menu = english ? englishMenu(doc) : otherMenu(doc);
    if (menu) {
      const { range, quote: q } = at(menu.range);
      // sure: the text itself offers the alternatives (or asks the worker to choose) and nothing picks one;
      // a pool of open items is weaker evidence (a backlog may be meant to be worked top-down), so it warns
      // a choice deferred to a person may still come with a recommendation the worker could follow: a warning
      context.report({ messageId: menu.kind, data: { quote: q }, range, sure: menu.kind !== "deferred" });
      return;
    }
    const pool = workPool(doc, english ? (span) => englishPickOutside(doc, span) : (span) => requestCueOutside(doc, span));
    if (!pool) return;
    // "# Next session — port the remaining 11 routes": the heading over the pool asks for all of it
    if (english && (headingAssigns(pool.text) || headingAssigns(titleOf(doc)))) return;
    const { range, quote: q } = at(pool.range);
    // sure when nothing outside the pool asks for anything, even weakly: the pool is all the worker has to go on
    context.report({ messageId: "pool", data: { quote: q, count: pool.count }, range, sure: english && nothingAskedOutside(doc, pool.span) });
  },
};

/** The text's title: its first heading when that is the only one of its depth-1 kind at the top. */
function titleOf(doc: HandoffDocument): string {
  const first = doc.sections.find((sec) => sec.headingRange);
  return first && first.depth === 1 ? (first.heading ?? "") : "";
}

/** Whether a pool's heading, after its label, is itself an ask for the work ("Next session — port the remaining routes"). */
function headingAssigns(heading: string): boolean {
  const parts = heading.replace(/[*_`#]/g, "").split(/\s[—–-]\s|:\s/);
  if (parts.length < 2) return false;
  const r = classifyRequest(parts[parts.length - 1].trim(), null);
  return r !== null && r.weak === null && r.kind === "imperative";
}

/** Whether no request of any strength stands outside the pool's span and the other pools. */
function nothingAskedOutside(doc: HandoffDocument, span: Range): boolean {
  const pools = [span, ...poolSpans(doc)];
  return !findRequests(doc).some((r) => !pools.some((p) => r.range[0] >= p[0] && r.range[0] < p[1]));
}

/** The English reading; a menu whose own section ranks or recommends an option has its choice made. */
function englishMenu(doc: HandoffDocument) {
  const menu = findTaskMenu(doc);
  return menu && !(menu.kind === "options" && choiceMade(doc, sectionAround(doc, menu.range[0]))) ? menu : null;
}

/**
 * Other languages: a section named for options whose items are labelled alternatives, or the choice handed
 * back to the writer over a list of candidates ("위 6개 중 무엇부터 할지 나에게 물어봐라").
 */
function otherMenu(doc: HandoffDocument): { range: Range; text: string; kind: "options" | "deferred" } | null {
  const menu = optionMenu(doc);
  if (menu) return { ...menu, kind: "options" };
  const asked = askMeWhich(doc);
  return asked && { range: asked, text: doc.text.slice(asked[0], asked[1]), kind: "deferred" };
}

/** A sentence that hands the choice back to the writer, in a text with two or more list items. */
function askMeWhich(doc: HandoffDocument): Range | null {
  if (doc.paragraphs.filter((p) => p.kind === "listItem" && !p.quoted).length < 2) return null;
  const langs = cueLanguages(languageOf(doc));
  const s = doc.sentences.find((x) => !x.quoted && hasCue("ask-me-which", ASK_ME_WHICH, langs, x.prose));
  return s ? s.range : null;
}

/** The range of the innermost section that holds an offset. */
function sectionAround(doc: HandoffDocument, offset: number): Range {
  let best: Range = [doc.start, doc.text.length];
  for (const s of doc.sections) if (s.range[0] <= offset && offset < s.range[1] && s.range[0] >= best[0]) best = s.range;
  return best;
}

function lineEnd(text: string, r: Range): number {
  const nl = text.indexOf("\n", r[0]);
  let e = nl < 0 || nl > r[1] ? r[1] : nl;
  while (e > r[0] && /\s/.test(text[e - 1])) e--;
  return e;
}

export default rule;
