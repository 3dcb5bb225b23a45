// budget: the purpose, the constraints or the output spec start only deep in a long handoff, past
// the stretch the worker reads as a mission. Details in paragraph 15 get less attention than in paragraph 2.
import type { HandoffDocument, Paragraph, Role, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { firstLine } from "./_util/pointer-material.js";

interface Options {
  /** Tokens read closely (default: half the budget). */
  horizon?: number;
  /** Overrides the config's `budget`. */
  budget?: number;
  /** Also report, under the budget, a text whose opening `horizon` tokens hold no request at all. */
  underBudget?: boolean;
}

const KINDS: Array<{ role: Role; what: string }> = [
  { role: "intent", what: "purpose (what the work is for)" },
  { role: "constraints", what: "constraints" },
  { role: "output", what: "output spec (what to hand back)" },
];
/** Roles that carry the request itself: any of them before the horizon means the mission is up front. */
const REQUEST = new Set<Role>(["intent", "constraints", "output", "steps", "success", "failure"]);
/** Sentences that state the request whatever their section: "Your task is", "You will", "Please …". */
const REQUEST_CUE = /^(?:[-*+]\s+|\d{1,3}[.)]\s+)?(?:\*\*|__)?(?:your (?:task|job|goal|mission|assignment)\b|you (?:will|must|should|need to|are to)\b|please\b|the (?:task|goal|job) (?:is|here is)\b|we need you to\b|i need you to\b|(?:start|begin) (?:with|by|here)\b|read (?:first|this|these|the)\b|(?:fix|implement|add|build|write|create|update|run|continue|resume|investigate|review|refactor|migrate|port|verify|finish|complete|ship|deploy|replace|rename|debug|measure|analy[sz]e|draft|research|summari[sz]e|produce|return|deliver|make|do not|don't|never)\b)/i;
/** "What you must build", "What W6 must do": a request phrased as a label. */
const REQUEST_LABEL = /^(?:\*\*|__)?what\b[^.:\n]{0,40}\b(?:must|should|needs? to|will|to)\s+(?:build|do|fix|implement|deliver|ship|produce|change)\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "buried-instruction",
    concern: "budget",
    description: "The purpose, constraints or output spec start only deep in a long handoff, past the part the worker reads closely",
    docs: ruleDocsUrl("buried-instruction"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    english: true,
    messages: {
      buried:
        "Not until token {{at}} of {{total}} does this handoff give its {{what}}, past the first {{horizon}} tokens the worker reads as the mission: move it to the top, in a sentence or a short list, and point to the rest.",
      request:
        "Nothing in the first {{horizon}} tokens says what to do; the request starts at token {{at}} of {{total}}: open with the one sentence of intent and the task, then the background.",
    },
    schema: {
      type: "object",
      properties: {
        horizon: { type: "integer", minimum: 1 },
        budget: { type: "integer", minimum: 1 },
        underBudget: { type: "boolean" },
      },
      additionalProperties: false,
    },
    defaultOptions: { underBudget: false },
  },
  check(doc, context) {
    const fm = doc.frontmatter?.data;
    const fmBudget = fm && typeof fm.budget === "number" && fm.budget > 0 ? fm.budget : undefined;
    const budget = context.options.budget ?? fmBudget ?? context.settings.budget;
    const horizon = context.options.horizon ?? Math.max(1, Math.round(budget / 2));
    // Under the budget the text is short enough to be read whole, unless asked otherwise.
    // Bytes bound tokens, so short texts never load the tokenizer.
    const over = doc.tokens.exceeds(budget);
    if (!over && context.options.underBudget !== true) return;
    if (!doc.tokens.exceeds(horizon)) return;
    const total = doc.tokens.total();
    const paras = doc.paragraphs.filter((p) => !p.quoted && p.kind !== "heading");
    const firstRequest = paras.find((p) => REQUEST.has(p.role) || isRequestSentence(doc, p));
    if (!firstRequest) return; // no request at all: the intent rules say so
    const requestAt = doc.tokens.tokenOffset(firstRequest.range[0]);
    if (requestAt > horizon) {
      // The whole opening is background or material: clear even under the budget.
      context.report({ messageId: "request", data: { horizon, at: requestAt, total }, range: anchor(doc, firstRequest) });
      return;
    }
    if (!over) return;
    for (const k of KINDS) {
      const p = paras.find((q) => q.role === k.role);
      if (!p) continue;
      const at = doc.tokens.tokenOffset(p.range[0]);
      if (at <= horizon) continue;
      context.report({ messageId: "buried", data: { what: k.what, at, total, horizon }, range: anchor(doc, p) });
    }
  },
};

/** Where to point: the section heading when the paragraph takes its role from it, else its first line. */
function anchor(doc: HandoffDocument, p: Paragraph): [number, number] {
  const sec = doc.sections[p.section];
  if (sec && sec.headingRange && sec.role === p.role && p.label === null) return firstLine(doc, sec.headingRange);
  return firstLine(doc, p.range);
}

function isRequestSentence(doc: HandoffDocument, p: Paragraph): boolean {
  const head = doc.prose.slice(p.range[0], Math.min(p.range[1], p.range[0] + 80)).trimStart();
  return REQUEST_CUE.test(head) || REQUEST_LABEL.test(head);
}

export default rule;
