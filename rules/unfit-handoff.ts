// verdict: one judgment per handoff. A short handoff that draws findings in two or more of facts, context
// and intent is not fit to dispatch even when each finding alone is a warning: the worker lacks what to
// work on, the situation and what it is for at once, and has no way to ask. Reported once, at the top.
import type { Concern, HandoffDocument, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { proseSize } from "../src/analysis/discourse.js";

interface Options {
  /** Handoffs with more prose words than this are judged finding by finding (default 150). */
  maxWords?: number;
  /** How many of facts, context and intent must have findings (default 2). */
  minConcerns?: number;
}

const JUDGED: Concern[] = ["facts", "context", "intent"];
const WHAT_TO_ADD: Record<string, string> = {
  facts: "the facts it cannot find (paths, names, values)",
  context: "the situation (what happened before, what failed and why)",
  intent: "what the work is for and what to hand back",
};

const rule: Rule<Options> = {
  meta: {
    id: "unfit-handoff",
    concern: "verdict",
    description: "A short handoff misses facts, context or intent in more than one way at once: not fit to dispatch",
    docs: ruleDocsUrl("unfit-handoff"),
    defaultSeverity: "error",
    recommended: true,
    fixable: false,
    after: true,
    messages: {
      unfit: "Not fit to dispatch: this handoff misses {{concerns}} at once, and the worker cannot ask. Add {{add}}.",
    },
    schema: {
      type: "object",
      properties: { maxWords: { type: "integer", minimum: 1 }, minConcerns: { type: "integer", minimum: 1, maximum: 3 } },
      additionalProperties: false,
    },
    defaultOptions: { maxWords: 150, minConcerns: 2 },
  },
  check(doc, context) {
    const { maxWords = 150, minConcerns = 2 } = context.options;
    if (proseSize(doc) > maxWords) return;
    const lacking = JUDGED.filter((c) => context.findings.some((m) => m.concern === c && !m.fatal));
    if (lacking.length < minConcerns) return;
    context.report({
      messageId: "unfit",
      data: { concerns: listed(lacking), add: lacking.map((c) => WHAT_TO_ADD[c]).join("; ") },
      range: firstLine(doc),
    });
  },
};

/** "facts and context", "facts, context and intent". */
function listed(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** The first line of the handoff's own words (past frontmatter and comments), where a reader starts. */
function firstLine(doc: HandoffDocument): [number, number] {
  const start = doc.sentences[0]?.range[0] ?? doc.start;
  const lineStart = Math.max(doc.start, doc.text.lastIndexOf("\n", start - 1) + 1);
  const nl = doc.text.indexOf("\n", start);
  return [lineStart, nl < 0 ? doc.text.length : nl];
}

export default rule;
