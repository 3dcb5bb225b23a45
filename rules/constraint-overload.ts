// budget: more hard constraints (MUST / NEVER / ALWAYS / DO NOT …) than a worker can hold. The
// essay's structure asks for the three or four that kill; twenty walls read as none.
import type { Rule, Sentence } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";

interface Options {
  /** Most hard constraints a handoff should carry. */
  max?: number;
}

// Shouted anywhere in a sentence: the writer marked it as a wall.
const SHOUTED = /(?<![\w-])(?:MUST|MUST NOT|NEVER|ALWAYS|DO NOT|DON'T|DON’T|SHALL|SHALL NOT|MANDATORY|FORBIDDEN|UNDER NO CIRCUMSTANCES)(?![\w-])/;
// In ordinary case, only where the sentence is the directive itself.
const DIRECTIVE = /^(?:[-*+]\s+|\d{1,3}[.)]\s+)?(?:\*\*|__)?(?:you\s+(?:must|should never|shall)|must\b|never\b|always\b|do not\b|don['’]t\b|under no circumstances\b|it is (?:forbidden|mandatory)\b)/i;
const MODAL = /\b(?:must not|must never|may not|shall not|is forbidden|are forbidden|under no circumstances)\b/i;

export function isHardConstraint(s: Sentence): boolean {
  if (s.quoted) return false;
  const prose = s.prose.trimStart();
  return SHOUTED.test(prose) || DIRECTIVE.test(prose) || MODAL.test(prose);
}

const rule: Rule<Options> = {
  meta: {
    id: "constraint-overload",
    concern: "budget",
    description: "The handoff carries more hard constraints (MUST, NEVER, ALWAYS, DO NOT) than a worker can hold",
    docs: ruleDocsUrl("constraint-overload"),
    defaultSeverity: "warn",
    recommended: false,
    fixable: false,
    english: true,
    messages: {
      overload:
        "This handoff sets {{count}} hard constraints (the {{ordinal}} is here); past {{max}} they stop being walls and become noise. Keep the three or four that make the output worthless if broken, and move the rest to a checklist file the worker can read.",
    },
    schema: { type: "object", properties: { max: { type: "integer", minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 7 },
  },
  check(doc, context) {
    const max = context.options.max ?? 7;
    const hard = doc.sentences.filter(isHardConstraint);
    if (hard.length <= max) return;
    const s = hard[max];
    context.report({ messageId: "overload", data: { count: hard.length, max, ordinal: ordinal(max + 1) }, range: s.range });
  },
};

function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th"}`;
}

export default rule;
