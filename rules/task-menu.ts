// intent: the handoff offers several unrelated tasks and leaves the choice to the worker. The
// worker cannot ask which one was meant, so it picks by its own lights, and the one the writer
// needed may be the one it skipped.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { findTaskMenu } from "./_util/intent-aspects.js";
import { quote } from "./_util/intent-cues.js";
import { readsEnglish } from "../src/analysis/lang.js";
import { choiceMade, optionMenu } from "../src/analysis/requests.js";

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
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const menu = readsEnglish(doc) ? englishMenu(doc) : otherMenu(doc);
    if (!menu) return;
    const r: Range = [menu.range[0], lineEnd(doc.text, menu.range)];
    context.report({ messageId: menu.kind, data: { quote: quote(doc, menu.range) }, range: r });
  },
};

/** The English reading; a menu whose own section ranks or recommends an option has its choice made. */
function englishMenu(doc: HandoffDocument) {
  const menu = findTaskMenu(doc);
  return menu && !(menu.kind === "options" && choiceMade(doc, sectionAround(doc, menu.range[0]))) ? menu : null;
}

/** Other languages: a section named for options whose items are labelled alternatives. */
function otherMenu(doc: HandoffDocument) {
  const menu = optionMenu(doc);
  return menu && { ...menu, kind: "options" as const };
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
