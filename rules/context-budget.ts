// budget: the whole handoff is over the token budget; past it the text becomes a haystack.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";

interface Options {
  /** Overrides the config's `budget` for this rule. */
  budget?: number;
}

const rule: Rule<Options> = {
  meta: {
    id: "context-budget",
    concern: "budget",
    description: "The handoff is longer than the token budget (default 4,000 o200k_base tokens)",
    docs: ruleDocsUrl("context-budget"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      over: "This handoff is {{tokens}} tokens, over the budget of {{budget}}: past it the worker treats the text as a document to search, not a mission. Keep intent, the constraints that kill and the facts it can't look up; replace the rest with pointers to files.",
      overInBlock:
        "This handoff is {{tokens}} tokens, over the budget of {{budget}}; the budget runs out at line {{line}}, inside this pasted block: past it the worker treats the text as a document to search, not a mission. Replace the block with a pointer to its file, and keep intent, the constraints that kill and the facts it can't look up.",
    },
    schema: { type: "object", properties: { budget: { type: "integer", minimum: 1 } } },
    defaultOptions: {},
  },
  check(doc, context) {
    const fm = doc.frontmatter?.data;
    const fmBudget = fm && typeof fm.budget === "number" && fm.budget > 0 ? fm.budget : undefined;
    const budget = context.options.budget ?? fmBudget ?? context.settings.budget;
    if (!doc.tokens.exceeds(budget)) return;
    // Point at the place where the budget runs out.
    const tokens = doc.tokens.total();
    let lo = doc.start;
    let hi = doc.text.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (doc.tokens.tokenOffset(mid) <= budget) lo = mid + 1;
      else hi = mid;
    }
    // Inside pasted material (a code block, a quote, a table) the line is arbitrary: point at where the block
    // starts, the place a pull-request annotation can be read, and say where the budget runs out.
    const block = doc.blocks.find((b) => (b.kind === "code" || b.kind === "blockquote" || b.kind === "table") && b.range[0] < lo && lo < b.range[1]);
    const runsOut = doc.positionAt(lo).line;
    if (block) lo = block.range[0];
    const at = doc.positionAt(lo);
    const lineStart = doc.offsetAt({ line: at.line, column: 1 });
    const lineEnd = doc.offsetAt({ line: at.line + 1, column: 1 });
    // The count is exact and the budget is the team's own: an over-budget handoff is a sure finding.
    context.report({ messageId: block ? "overInBlock" : "over", data: { tokens, budget, line: runsOut }, sure: true, range: [lineStart, Math.max(lineStart, lineEnd === lineStart ? lineStart : trimEol(doc.text, lineEnd))] });
  },
};

function trimEol(text: string, end: number): number {
  let e = end;
  while (e > 0 && (text.charCodeAt(e - 1) === 10 || text.charCodeAt(e - 1) === 13)) e--;
  return e;
}

export default rule;
