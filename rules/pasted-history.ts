// pointer: the handoff carries a long session history (dated entries, prior waves, what landed)
// inline. The worker needs what the history changes about the task, not the history.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";

interface Options {
  /** History past this many tokens is reported. */
  maxTokens?: number;
}

// Headings that file an entry under the past: a date, "history", "prior wave", "what was done", "session log".
// A date as headings write it: "2025-07-15", "7/15/25".
const DATE_SOURCE = String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}`;
const PAST_HEADING = new RegExp(
  String.raw`(?:^|[^\w-])(?:${DATE_SOURCE}|history|histories|prior|previous|earlier|changelog|change ?log|session ?log|work ?log|dev ?log|git log|journal|landed|merged|archived?|what happened|what (?:was|has been|we) (?:done|did|tried)|done so far|progress so far|recap|retrospective|(?:last|past) sessions?)(?![\w-])`,
  "i",
);
// A heading that is a live instruction stays out even under a history parent.
const LIVE_HEADING = /\b(?:start here|next steps?|next session|todo|to do|your task|instructions?|what to do|now)\b/i;
// An entry that starts with a date: "2025-01-03: …", "**2025-01-03** — …", "- 2025-01-03 …".
const DATED_ENTRY = /^\s{0,3}(?:[-*+]\s+|\d{1,3}[.)]\s+)?(?:\*\*|__|\[)?\d{4}-\d{2}-\d{2}/;

const rule: Rule<Options> = {
  meta: {
    id: "pasted-history",
    concern: "pointer",
    description: "A long session history (dated entries, prior waves, what landed) is kept inline in the handoff",
    docs: ruleDocsUrl("pasted-history"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      history:
        "{{tokens}} tokens of session history are kept inline ({{entries}} entries, starting with \"{{first}}\"): move the log to a file or point to the git log and PRs, and keep here only what it changes for this task (what failed and why, what not to redo).",
    },
    schema: { type: "object", properties: { maxTokens: { type: "integer", minimum: 1 } }, additionalProperties: false },
    defaultOptions: { maxTokens: 1500 },
  },
  check(doc, context) {
    const maxTokens = context.options.maxTokens ?? 1500;
    if (doc.tokens.bytes <= maxTokens) return;
    const ranges = historyRanges(doc);
    if (ranges.length === 0) return;
    let bytes = 0;
    for (const r of ranges) bytes += doc.tokens.bytesBefore(r.range[1]) - doc.tokens.bytesBefore(r.range[0]);
    if (bytes <= maxTokens) return;
    let hi = 0;
    for (const r of ranges) hi += doc.tokens.countBounds(r.range)[1];
    if (hi <= maxTokens) return;
    let tokens = 0;
    for (const r of ranges) tokens += doc.tokens.count(r.range);
    if (tokens <= maxTokens) return;
    const first = ranges[0];
    context.report({
      messageId: "history",
      data: { tokens, entries: ranges.length, first: first.label.length > 60 ? `${first.label.slice(0, 57)}…` : first.label },
      range: first.labelRange,
    });
  },
};

interface HistoryRange {
  range: Range;
  label: string;
  labelRange: Range;
}

/** Ranges of history: sections under past headings (own text only), and dated entries elsewhere. */
function historyRanges(doc: HandoffDocument): HistoryRange[] {
  const out: HistoryRange[] = [];
  const past: boolean[] = new Array(doc.sections.length).fill(false);
  // end of each section's own text: where its first child starts
  const ownEnd = doc.sections.map((s) => s.range[1]);
  for (let j = 1; j < doc.sections.length; j++) {
    const p = doc.sections[j].parent;
    if (p >= 0 && doc.sections[j].range[0] < ownEnd[p]) ownEnd[p] = doc.sections[j].range[0];
  }
  const covered: Range[] = [];
  const title = titleSection(doc);
  const series = entrySeries(doc);
  doc.sections.forEach((s, i) => {
    if (!s.heading || !s.headingRange) return;
    const heading = s.heading.trim();
    const live = LIVE_HEADING.test(heading);
    // the title's date is the handoff's own ("# Handover (2026-07-27)"), not an entry of its history: read
    // the title without it, so the whole text does not inherit the past from its first line
    const read = i === title ? heading.replace(DATE, " ") : heading;
    past[i] = !live && (PAST_HEADING.test(read) || series.has(i) || (s.parent >= 0 && past[s.parent]));
    if (!past[i]) return;
    const r: Range = [s.range[0], ownEnd[i]];
    out.push({ range: r, label: heading, labelRange: trimRange(doc, s.headingRange) });
    covered.push(r);
  });
  // Dated entries outside those sections: paragraphs and list items that start with a date.
  let ci = 0;
  for (const p of doc.paragraphs) {
    if (p.kind !== "paragraph" && p.kind !== "listItem") continue;
    while (ci < covered.length && covered[ci][1] <= p.range[0]) ci++;
    if (ci < covered.length && covered[ci][0] <= p.range[0]) continue;
    const head = doc.text.slice(p.range[0], Math.min(p.range[1], p.range[0] + 40));
    if (!DATED_ENTRY.test(head)) continue;
    const nl = doc.text.indexOf("\n", p.range[0]);
    const labelEnd = nl < 0 || nl > p.range[1] ? p.range[1] : nl;
    out.push({ range: p.range, label: doc.text.slice(p.range[0], labelEnd).trim(), labelRange: [p.range[0], labelEnd] });
  }
  out.sort((a, b) => a.range[0] - b.range[0]);
  return out;
}

// How many sibling sections under one heading make a log of appended entries.
const MIN_SERIES = 3;
const VERSION = /\bv?\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)?\b/gi;

/**
 * Appended entries: three or more sibling sections whose headings are the same, or the same but for a version
 * ("## Handoff Entry" ×12, "## v1.3.22 当前状态", "## v1.3.21 当前状态", …). One entry is the current one; the
 * rest is the log. Headings that differ by a plain number ("Step 1", "Phase 2") are a plan, not a log.
 */
function entrySeries(doc: HandoffDocument): Set<number> {
  const groups = new Map<string, number[]>();
  doc.sections.forEach((s, i) => {
    if (!s.heading || !s.headingRange || LIVE_HEADING.test(s.heading.trim())) return;
    const shape = s.heading.trim().toLowerCase().replace(VERSION, "#");
    if (!/\p{L}/u.test(shape)) return;
    const key = `${s.parent}\u0000${s.depth}\u0000${shape}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  const out = new Set<number>();
  for (const g of groups.values()) if (g.length >= MIN_SERIES) for (const i of g.slice(1)) out.add(i);
  return out;
}

const DATE = new RegExp(String.raw`(?:${DATE_SOURCE})(?:[ T]\d{1,2}:\d{2})?`, "g");

/** The section whose heading is the text's title: its first heading, at the top level, with nothing but blank lines before it. */
function titleSection(doc: HandoffDocument): number {
  const i = doc.sections.findIndex((s) => s.headingRange);
  if (i < 0) return -1;
  const s = doc.sections[i];
  return s.depth === 1 && doc.text.slice(doc.start, s.headingRange![0]).trim() === "" ? i : -1;
}

function trimRange(doc: HandoffDocument, r: Range): Range {
  let e = r[1];
  while (e > r[0] && /\s/.test(doc.text[e - 1])) e--;
  return [r[0], e];
}

export default rule;
