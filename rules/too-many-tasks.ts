// scope: one handoff carries more independent deliverables than one worker should. The handoff
// problem grows with the task: several small workers with clean handoffs beat one with a lossy one.
import type { HandoffDocument, Range, Rule, Section } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";

interface Options {
  /** Most independent deliverables one handoff should carry. */
  max?: number;
}

// A heading that names one deliverable of a series: "Task 3", "Part B", "Session C —", "Deliverable 2:".
const SERIES =
  /^[#*_\s]*(?:task|part|deliverable|session|phase|job|ticket|work ?item|milestone|story|assignment|subtask|sub-task)\s*(?:#?\d{1,3}[a-z]?|[A-Z](?![a-z])|[IVX]{1,4}(?![a-z]))\b/i;
// A section that holds a list of separate deliverables.
const TASK_LIST_HEADING =
  /^\s*\W{0,4}(?:(?:your|the|today['’]s|this session['’]s)\s+)?(?:tasks|deliverables|assignments|work items|action items)\s*(?:for (?:you|this (?:session|handoff|run))\s*)?[:.]?\s*$/i;

const rule: Rule<Options> = {
  meta: {
    id: "too-many-tasks",
    concern: "scope",
    description: "The handoff carries more independent deliverables than one worker should",
    docs: ruleDocsUrl("too-many-tasks"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    english: true,
    messages: {
      tooMany:
        "This handoff asks for {{count}} separate deliverables ({{first}} … {{last}}): one worker carrying all of them gets a lossy handoff for each. Split it into one handoff per deliverable (or per small group), each with its own purpose and what to return.",
    },
    schema: { type: "object", properties: { max: { type: "integer", minimum: 1 } }, additionalProperties: false },
    defaultOptions: { max: 5 },
  },
  check(doc, context) {
    const max = context.options.max ?? 5;
    let best: Array<{ label: string; range: Range }> = [];
    // 1. Series of sibling headings: "Task 1", "Task 2", … under the same parent, at the same depth.
    const groups = new Map<string, Array<{ label: string; range: Range }>>();
    doc.sections.forEach((s) => {
      if (!s.heading || !s.headingRange) return;
      const m = SERIES.exec(s.heading);
      if (!m) return;
      const word = /(task|part|deliverable|session|phase|job|ticket|work ?item|milestone|story|assignment|sub-?task)/i.exec(m[0])![1].toLowerCase();
      const key = `${s.parent}:${s.depth}:${word}`;
      const g = groups.get(key) ?? [];
      g.push({ label: s.heading.trim(), range: s.headingRange });
      groups.set(key, g);
    });
    for (const g of groups.values()) if (g.length > best.length) best = g;
    // 2. A "Tasks" / "Deliverables" section: its child headings, else the items of its first list.
    // (Children and lists are indexed once: a long text has many such sections.)
    let index: Index | null = null;
    doc.sections.forEach((s, i) => {
      if (!s.heading || !TASK_LIST_HEADING.test(s.heading)) return;
      const items = itemsOf(doc, s, i, (index ??= indexOf(doc)));
      if (items.length > best.length) best = items;
    });
    if (best.length <= max) return;
    const first = best[0].label;
    const last = best[best.length - 1].label;
    context.report({
      messageId: "tooMany",
      data: { count: best.length, first: clip(first), last: clip(last) },
      range: trim(doc, best[max].range),
    });
  },
};

interface Index {
  /** Sections with a heading, by parent section. */
  children: Map<number, Section[]>;
  /** List blocks, in text order (doc.blocks is sorted by start). */
  lists: HandoffDocument["blocks"];
}

function indexOf(doc: HandoffDocument): Index {
  const children = new Map<number, Section[]>();
  for (const c of doc.sections) {
    if (!c.heading || !c.headingRange) continue;
    const a = children.get(c.parent);
    if (a) a.push(c);
    else children.set(c.parent, [c]);
  }
  return { children, lists: doc.blocks.filter((b) => b.kind === "list") };
}

function itemsOf(doc: HandoffDocument, s: Section, i: number, index: Index): Array<{ label: string; range: Range }> {
  const children = index.children.get(i) ?? [];
  if (children.length) return children.map((c) => ({ label: c.heading!.trim(), range: c.headingRange! }));
  // the first list directly in the section: its top-level items (the first list starting in it, by binary search)
  const lists = index.lists;
  let lo = 0;
  let hi = lists.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lists[mid].range[0] < s.range[0]) lo = mid + 1;
    else hi = mid;
  }
  let list: (typeof lists)[number] | undefined;
  for (let k = lo; k < lists.length && lists[k].range[0] < s.range[1]; k++) {
    if (lists[k].range[1] <= s.range[1]) {
      list = lists[k];
      break;
    }
  }
  if (!list) return [];
  const node = list.node as { children?: Array<{ position?: { start: { offset?: number }; end: { offset?: number } } }> };
  const out: Array<{ label: string; range: Range }> = [];
  for (const item of node.children ?? []) {
    const r = doc.rangeOf(item);
    const nl = doc.text.indexOf("\n", r[0]);
    const end = nl < 0 || nl > r[1] ? r[1] : nl;
    // a checked item is done, not a deliverable
    const line = doc.text.slice(r[0], end);
    if (/^\s*[-*+]\s+\[[xX]\]/.test(line)) continue;
    // a reference ("See [the ADR](…)", "Note: …") is not a deliverable
    if (/^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:see|note|nb|cf)\b/i.test(line)) continue;
    out.push({ label: line.replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\[ \]\s+)?/, "").trim(), range: [r[0], end] });
  }
  return out;
}

function clip(s: string): string {
  const t = s.replace(/[*_`#]/g, "").trim();
  return t.length > 40 ? `${t.slice(0, 37)}…` : t;
}

function trim(doc: HandoffDocument, r: Range): Range {
  let e = r[1];
  while (e > r[0] && /\s/.test(doc.text[e - 1])) e--;
  return [r[0], e];
}

export default rule;
