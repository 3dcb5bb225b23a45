// Request and outcome, read the same way in every language: does the text ask for anything, does it leave
// the choice of task open (a menu of options), and is its one request open-ended with nothing about what
// done looks like. The English imperative reading lives in rules/_util/intent-cues.ts; these read the
// structure (headings, labels, list items) with the vocabularies of lexicon.ts.
import type { HandoffDocument, Range } from "../types.js";
import { conditionalBefore, cueLanguages, findCues, hasCue } from "./cues.js";
import { proseSize } from "./discourse.js";
import { languageOf, type Lang } from "./lang.js";
import { AWAIT_REQUEST, CHOICE_MADE, DO_NOW, DONE, LEFTOVER_WORK, NEXT_WORK, NO_OPEN_WORK, OFFERED_WORK, OPEN_ENDED, OPTION, OPTIONAL_WORK, ORDER_GIVEN, PERSONS_WORK, PRIORITY_ORDER, REQUEST, RESULT_CLAUSE, SUPERSEDED, TASK_NOUN, TEXT_NOUN, UNDECIDED, WATCH_WORK, WORK_POOL } from "./lexicon.js";

export interface MenuFinding {
  range: Range;
  text: string;
}

// An item label: "A.", "B)", "1.", "(2)", "①", "一、", "Option A" is matched separately.
const ITEM_LABEL = /^\s{0,3}(?:#{1,6}\s+)?(?:[-*+]\s+)?(?:\*\*)?\(?([A-Ha-h]|[1-9]|[①-⑨]|[一二三四五六七八九])(?:[.)）:：、]|\s*[-—–])/u;

/** The label of a heading or list item ("A", "2"), or null. */
function itemLabel(line: string): string | null {
  const m = ITEM_LABEL.exec(line);
  return m ? m[1].toUpperCase() : null;
}

/**
 * A section named for options ("다음 단계 옵션", "Варианты", "Options") whose sub-headings or items are
 * labelled alternatives (A / B / C), with nothing in it or after it that makes the choice.
 */
export function optionMenu(doc: HandoffDocument): MenuFinding | null {
  const langs = cueLanguages(languageOf(doc));
  const sections = doc.sections;
  for (let i = 1; i < sections.length; i++) {
    const sec = sections[i];
    const heading = sec.heading ?? "";
    if (!hasCue("option", OPTION, langs, heading)) continue;
    const body = doc.text.slice(sec.headingRange ? sec.headingRange[1] : sec.range[0], Math.min(sec.range[1], sec.range[0] + 20_000));
    // children: sub-sections of this one, or its list items
    const labels = new Set<string>();
    for (let j = i + 1; j < sections.length && sections[j].range[0] < sec.range[1]; j++) {
      const l = itemLabel(doc.text.slice(sections[j].range[0], sections[j].range[0] + 40));
      if (l) labels.add(l);
    }
    // list items count only with letter labels: "1." lists under "Options" are a command's flags as often
    for (const line of body.split(/\r\n|\r|\n/)) {
      const l = itemLabel(line);
      if (l && /^[A-H]$/.test(l)) labels.add(l);
    }
    if (labels.size < 2) continue;
    if (choiceMade(doc, sec.range)) continue;
    return { range: sec.headingRange ?? sec.range, text: heading.trim() };
  }
  return null;
}

/** Whether the text marks one option as the pick ("recommended", "go with B", "in priority order"). */
export function choiceMade(doc: HandoffDocument, range: Range): boolean {
  const langs = cueLanguages(languageOf(doc));
  const text = doc.text.slice(range[0], Math.min(range[1], range[0] + 20_000));
  if (hasCue("choice", CHOICE_MADE, langs, text) || /⭐|★|✅\s*(?:recommended|推荐|推薦|推奨|추천)/iu.test(text)) return true;
  // an option's heading marked as the one to do now ("### Immediately: push the branch")
  return doc.sections.some((sec) => sec.headingRange && sec.heading && sec.headingRange[0] > range[0] && sec.headingRange[0] < range[1] && hasCue("do-now", DO_NOW, langs, sec.heading));
}

/**
 * The whole handoff is one open-ended request ("lib.rs をリファクタしてください", "Improve `x.ts`"):
 * work with no natural end, and nothing about what it is for or what done looks like. Read in any
 * language from its size, its one sentence and its verb.
 */
export function openEndedOnly(doc: HandoffDocument): { range: Range; verb: string } | null {
  const own = doc.sentences.filter((s) => !s.quoted);
  if (own.length !== 1 || proseSize(doc) > 15 || doc.slots.length) return null;
  const s = own[0];
  const langs = cueLanguages(languageOf(doc));
  const verb = findCues("open-ended", OPEN_ENDED, langs, s.prose)[0];
  if (!verb) return null;
  // a question asks for its answer, which is where the work ends ("…哪里可以优化吗？", where can it be optimized?);
  // a result clause names the end ("…, żeby pokazywała błąd pod każdym polem", so that it shows the error)
  if (/[?？]\s*$/.test(s.prose) || hasCue("result-clause", RESULT_CLAUSE, langs, s.prose)) return null;
  return { range: s.range, verb: verb.text };
}

export interface PoolFinding {
  /** The heading that names the pool (or the first of a series of numbered task headings). */
  range: Range;
  text: string;
  /** Open items in it. */
  count: number;
  /** The part of the text the pool covers: a request in it is one of the pool's tasks, not a pick. */
  span: Range;
}

// A short list of tasks is the work itself ("do these"), and numbered ones ("Task 1" … "Task 5") a plan done
// in order; a pool this long is a backlog to pick from, more than one worker takes on in one handoff.
const MIN_POOL_ITEMS = 10;
// Offered work ("suggested next tasks") is a menu: two open items already leave the choice open.
const MIN_OFFERED_ITEMS = 2;
const MARK = /^[\s#>*_~`|[\]\p{Extended_Pictographic}\uFE0F-]*/u;

/**
 * A pool of work nobody picked from: a section that offers work ("suggested next tasks", "ideas") with two or
 * more open items, or a backlog, to-do list or run of numbered task headings with ten or more, with nothing
 * that picks one or sets the order. `pickedElsewhere` says whether a request outside the pool chooses the
 * work (the English imperative reading lives in the rules). Read the same way in every language.
 */
export function workPool(doc: HandoffDocument, pickedElsewhere: (span: Range) => boolean): PoolFinding | null {
  const langs = cueLanguages(languageOf(doc));
  for (const pool of poolCandidates(doc, langs)) {
    if (orderGiven(doc, pool, langs) || pickedElsewhere(pool.span)) continue;
    return pool;
  }
  return null;
}

function* poolCandidates(doc: HandoffDocument, langs: readonly Lang[]): Generator<PoolFinding> {
  const sections = doc.sections;
  for (let i = 1; i < sections.length; i++) {
    const sec = sections[i];
    const heading = sec.heading ?? "";
    if (!sec.headingRange) continue;
    const kind = poolHeading(heading, langs);
    if (!kind) continue;
    const count = openItems(doc, i, langs);
    if (count >= (kind === "offered" ? MIN_OFFERED_ITEMS : MIN_POOL_ITEMS)) yield { range: sec.headingRange, text: heading.trim(), count, span: sec.range };
  }
  const series = taskSeries(doc, langs);
  if (series) yield series;
}

/**
 * The sections whose headings offer work, report it as left undone, or name a pool of it: a request inside
 * one is an item of the pool, not a pick among them.
 */
export function poolSpans(doc: HandoffDocument): Range[] {
  const langs = cueLanguages(languageOf(doc));
  const out: Range[] = [];
  for (const sec of doc.sections) {
    if (sec.headingRange && sec.heading && poolHeading(sec.heading, langs)) out.push(sec.range);
  }
  return out;
}

/**
 * What a heading says of the work under it: "offered" when it offers it or reports it left undone (two open
 * items leave a pick), "pool" when it names unassigned work (a backlog, a to-do list), else null.
 */
function poolHeading(heading: string, langs: readonly Lang[]): "offered" | "pool" | null {
  // "Next steps (suggested priority)": a heading that orders its items heads a plan, whose items are picks
  if (hasCue("priority-order", PRIORITY_ORDER, langs, heading)) return null;
  if (hasCue("offered-work", OFFERED_WORK, langs, heading)) return "offered";
  // "Pending for next session", "Open items for the next session": work left undone that the heading hands to the
  // next session, which the worker is, is its work, as "Next steps" is (work offered, "Potential next steps", is not)
  if (hasCue("leftover-work", LEFTOVER_WORK, langs, heading) && !(langs.includes("en") && FOR_NEXT_SESSION.test(heading))) return "offered";
  return namesPool(heading, langs) ? "pool" : null;
}

// A heading that hands its items to the session that reads it: "… for (the) next session", "… for the next agent".
const FOR_NEXT_SESSION = /\bfor\s+(?:the\s+)?next\s+(?:session|agent|run|iteration|sprint|chat)\b/i;

/** Whether a heading names a pool of unassigned work ("Backlog", "Aufgaben", "TODO"). */
function namesPool(heading: string, langs: readonly Lang[]): boolean {
  return /(?<!\p{L})TODOs?(?!\p{L})/u.test(heading) || hasCue("work-pool", WORK_POOL, langs, heading);
}

/** Whether a heading or a list item's first line is marked done, in the text's languages (see `isDone`). */
export function markedDone(doc: HandoffDocument, line: string): boolean {
  return isDone(line, cueLanguages(languageOf(doc)));
}

// The label of an entry's status field: "- Status: completed", "- Статус: выполнено", "- 状态：已完成".
const STATUS_FIELD = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(?:\*\*)?(?:status|state|статус|стан|状态|狀態|状態|ステータス|상태|estado|stato|statut)(?:\*\*)?\s*[:：]/iu;

/**
 * Whether an offset lies in a list of an entry's fields whose status field says done ("- Task: split the library /
 * - Status: completed"): the task named there is the record of work finished, not work asked for.
 */
export function inDoneRecord(doc: HandoffDocument, offset: number): boolean {
  let lists = doneRecords.get(doc);
  if (!lists) {
    // (found once per document: a long log asks this of each of its labelled lines)
    const langs = cueLanguages(languageOf(doc));
    lists = doc.blocks.filter((b) => b.kind === "list" && listItems(doc, b).some((item) => STATUS_FIELD.test(item.lead) && isDone(item.lead, langs))).map((b) => b.range);
    doneRecords.set(doc, lists);
  }
  return lists.some(([a, b]) => a <= offset && offset < b);
}
const doneRecords = new WeakMap<HandoffDocument, Range[]>();

/** Whether the first line of a list item or heading marks it done: a ticked box, a strike, a check mark, "(done)". */
function isDone(line: string, langs: readonly Lang[]): boolean {
  if (/^\s*(?:#{1,6}\s+|[-*+]\s+|\d{1,3}[.)]\s+)?\[[xX✓✔]\]/u.test(line) || /^[\s#>*_-]*(?:\d{1,3}[.)]\s*)?~~/.test(line)) return true;
  if (/[✅✔☑✓]/u.test(line)) return true;
  // "(done)", "[completed]", "— DONE", "Fertig:", or the word closing the line
  for (const hit of findCues("done", DONE, langs, line)) {
    const before = line.slice(0, hit.index).replace(/[\s*_]+$/, "");
    const after = line.slice(hit.index + hit.text.length).replace(/^[\s*_]+/, "");
    if (/[([—–:|-]$/.test(before) || /^[)\]:]/.test(after) || after === "" || /^[A-Z]+$/.test(hit.text)) return true;
  }
  return false;
}

/** Open items directly in section `i`: its sub-sections, else the top-level items of its first list. */
function openItems(doc: HandoffDocument, i: number, langs: readonly Lang[]): number {
  return sectionItems(doc, i).filter((item) => !reportsDone(item.lead, langs)).length;
}

interface Item {
  /** The item's first line: a sub-heading, or a list item's first line. */
  lead: string;
  range: Range;
}

/** The items directly in section `i`: its sub-sections' headings, else the top-level items of its first list. */
function sectionItems(doc: HandoffDocument, i: number): Item[] {
  const sec = doc.sections[i];
  const out: Item[] = [];
  for (let j = i + 1; j < doc.sections.length && doc.sections[j].range[0] < sec.range[1]; j++) {
    const c = doc.sections[j];
    if (c.parent === i && c.headingRange) out.push({ lead: doc.text.slice(c.headingRange[0], c.headingRange[1]), range: c.range });
  }
  if (out.length) return out;
  const list = doc.blocks.find((b) => b.kind === "list" && b.range[0] >= sec.range[0] && b.range[1] <= sec.range[1]);
  return list ? listItems(doc, list) : out;
}

export interface ClosedWorkFinding {
  /** The heading of the first next-work section. */
  range: Range;
  text: string;
  /** The items read there, all closed. */
  items: number;
}

/**
 * A record whose next work is all closed: it has sections for the next work (a heading of `NEXT_WORK`,
 * `LEFTOVER_WORK`, `OFFERED_WORK` or `WORK_POOL`), they hold at least one item, and every item is done, is a
 * step someone else takes or decides (`personsStep`), or is marked optional or put off (`OPTIONAL_WORK`). The
 * worker looks there for its task and finds none. `pickedElsewhere` says whether a request outside those
 * sections sets the work. Read the same way in every language.
 */
export function closedNextWork(doc: HandoffDocument, pickedElsewhere: (spans: readonly Range[]) => boolean): ClosedWorkFinding | null {
  const { sections, stale } = currentNextWork(doc);
  if (!sections.length || sections.some((sec) => sec.items.some((item) => !item.closed))) return null;
  const items = sections.reduce((n, sec) => n + sec.items.length, 0);
  // (what older entries of a log asked was for their own next session)
  if (items === 0 || pickedElsewhere([...sections.map((sec) => sec.span), ...stale])) return null;
  return { range: sections[0].range, text: sections[0].text, items };
}

export interface NextWorkSection {
  range: Range;
  text: string;
  span: Range;
  items: (Item & { closed: boolean })[];
}

/**
 * The next work that is current: in a log of dated entries ("## Handoff Entry / - Date: 2026-06-14 23:10", "## Session
 * 2026-08-18"), the next-work sections of its newest entry, where that entry has any; an older entry's next steps
 * were the next session's then, and are stale now. Elsewhere every next-work section.
 */
function currentNextWork(doc: HandoffDocument): { sections: NextWorkSection[]; stale: Range[] } {
  const all = nextWork(doc);
  const log = newestEntry(doc);
  if (!log) return { sections: all, stale: [] };
  const inside = all.filter((sec) => sec.range[0] >= log.newest[0] && sec.range[0] < log.newest[1]);
  return inside.length ? { sections: inside, stale: log.older } : { sections: all, stale: [] };
}

// A date an entry carries: 2026-06-14 (with a time, 23:10), 14/06/2026 or 06/14/2026, 17 June 2026, June 17, 2026.
const MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");
const ENTRY_DATE =
  /\b(20\d\d)-(\d\d)-(\d\d)(?:[ T](\d\d):(\d\d))?|\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b|\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(20\d\d)\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(20\d\d)\b/i;

/** A sortable key (yyyymmddhhmm) for the first date in a line, or null. */
function dateKey(line: string): number | null {
  const m = ENTRY_DATE.exec(line);
  if (!m) return null;
  const key = (y: string, mo: number, d: number, h = 0, mi = 0) => ((Number(y) * 100 + mo) * 100 + d) * 10_000 + h * 100 + mi;
  if (m[1]) return key(m[1], Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  if (m[8]) {
    // the day is the number over 12 (14/06/2026); otherwise read month first, as most such logs are written
    const a = Number(m[6]);
    const b = Number(m[7]);
    return a > 12 ? key(m[8], b, a) : key(m[8], a, b);
  }
  if (m[11]) return key(m[11], MONTHS.indexOf(m[10].toLowerCase().slice(0, 3)) + 1, Number(m[9]));
  return key(m[14], MONTHS.indexOf(m[12].toLowerCase().slice(0, 3)) + 1, Number(m[13]));
}

/** The date an entry carries: in its heading, or in the first lines under it. */
function entryDate(doc: HandoffDocument, sec: HandoffDocument["sections"][number]): number | null {
  const head = doc.text.slice(sec.range[0], Math.min(sec.range[1], sec.range[0] + 400)).split("\n").slice(0, 4).join("\n");
  return dateKey(head);
}

/**
 * The newest entry of a log, and the older ones: among sibling sections (one depth, one parent), at least three of which carry a date,
 * the one with the latest; on a tie, the one the log's order puts last in time (the first when it runs newest first).
 */
function newestEntry(doc: HandoffDocument): { newest: Range; older: Range[] } | null {
  const groups = new Map<string, { sec: HandoffDocument["sections"][number]; key: number }[]>();
  for (const sec of doc.sections) {
    if (!sec.headingRange) continue;
    const key = entryDate(doc, sec);
    if (key === null) continue;
    const id = `${sec.depth}:${sec.parent}`;
    const group = groups.get(id);
    if (group) group.push({ sec, key });
    else groups.set(id, [{ sec, key }]);
  }
  let best: { sec: HandoffDocument["sections"][number]; key: number }[] = [];
  for (const g of groups.values()) if (g.length > best.length) best = g;
  if (best.length < 3) return null;
  const newestFirst = best[0].key > best[best.length - 1].key;
  let top = best[0];
  for (const e of best) if (e.key > top.key || (e.key === top.key && !newestFirst)) top = e;
  return { newest: top.sec.range, older: best.filter((e) => e !== top).map((e) => e.sec.range) };
}

/** The sections for the next work, outermost only, with their items and whether each is closed. */
export function nextWork(doc: HandoffDocument): NextWorkSection[] {
  const langs = cueLanguages(languageOf(doc));
  const out: NextWorkSection[] = [];
  for (let i = 1; i < doc.sections.length; i++) {
    const sec = doc.sections[i];
    if (!sec.headingRange || !sec.heading || out.some((s) => sec.range[0] >= s.span[0] && sec.range[0] < s.span[1])) continue;
    if (!nextWorkHeading(sec.heading, langs) || isTitle(doc, i)) continue;
    // a heading marked done ("## Next steps ✅") closes the section with it; one that gives its items to a person or
    // marks them optional ("## Follow-up (user action required)", "## What's left (operator decisions)") closes them
    const items = isDone(sec.heading, langs) ? [] : sectionItems(doc, i);
    const allClosed = closedItem(sec.heading, langs);
    out.push({ range: sec.headingRange, text: sec.heading.trim(), span: sec.range, items: items.map((item) => ({ ...item, closed: allClosed || closedItem(item.lead, langs) })) });
  }
  // a label line over a list does what a heading does ("Next steps (only if you choose to do more)" and its items)
  for (const b of doc.blocks) {
    if (b.kind !== "list" || out.some((s) => b.range[0] >= s.span[0] && b.range[0] < s.span[1])) continue;
    const label = labelOver(doc, b.range[0]);
    if (!label || !nextWorkHeading(label.text, langs)) continue;
    const allClosed = closedItem(label.text, langs);
    const items = listItems(doc, b).map((item) => ({ ...item, closed: allClosed || closedItem(item.lead, langs) }));
    out.push({ range: label.range, text: label.text.trim(), span: [label.range[0], b.range[1]], items });
  }
  return out;
}

// A label is short: a heading's worth of words, not a sentence of prose that happens to precede a list.
const MAX_LABEL = 80;

/** The line right before a list when it stands alone as a label ("**Next steps:**", "Next steps (optional)"). */
function labelOver(doc: HandoffDocument, at: number): { range: Range; text: string } | null {
  // (across one blank line: "Next steps", a blank, then the list)
  let end = doc.text.lastIndexOf("\n", at - 1);
  if (end < 0) return null;
  let start = doc.text.lastIndexOf("\n", end - 1) + 1;
  if (doc.text.slice(start, end).trim() === "" && start > 0) {
    end = start - 1;
    start = doc.text.lastIndexOf("\n", end - 1) + 1;
  }
  const line = doc.text.slice(start, end);
  if (!line.trim() || line.length > MAX_LABEL || /^\s*(?:#|[-*+]\s|\d{1,3}[.)]\s|>|\|)/.test(line)) return null;
  // a blank line above it, or the start of the text: the label stands on its own
  const above = doc.text.slice(doc.text.lastIndexOf("\n", start - 2) + 1, Math.max(0, start - 1));
  if (start > 0 && above.trim() !== "") return null;
  return { range: [start, end], text: line.replace(/[*_:]+/g, " ") };
}

/** The top-level items of a list block. */
function listItems(doc: HandoffDocument, list: HandoffDocument["blocks"][number]): Item[] {
  const node = list.node as { children?: unknown[] };
  return (node.children ?? []).map((item) => {
    const r = doc.rangeOf(item as Parameters<HandoffDocument["rangeOf"]>[0]);
    const nl = doc.text.indexOf("\n", r[0]);
    return { lead: doc.text.slice(r[0], nl < 0 || nl > r[1] ? r[1] : nl), range: r };
  });
}

/**
 * Whether section `i` is the document's title: its one top-level heading. "# Handoff: next session" names the whole
 * text; the next work is in its sections, not the text itself.
 */
function isTitle(doc: HandoffDocument, i: number): boolean {
  return doc.sections[i].depth === 1 && doc.sections.filter((s) => s.depth === 1).length === 1;
}

/** Whether a heading is over the next work: it names the next steps, a pool, work left undone or work offered. */
function nextWorkHeading(heading: string, langs: readonly Lang[]): boolean {
  return namesNextSteps(heading, langs) || poolHeading(heading, langs) !== null;
}

// English: "next" before the noun of work with modifiers between ("Next Priority Tasks", "Next concrete steps").
const NEXT_MODIFIED_STEPS = /\bnext\s+(?:[a-z][a-z-]{1,20}\s+){1,2}(?:steps?|tasks?|actions?|priorities|items?|work|moves?)\b/i;

/** Whether a heading names the next steps ("Next steps", "下一步", "Next priority tasks"): the work that comes next. */
export function namesNextSteps(heading: string, langs: readonly Lang[]): boolean {
  return hasCue("next-work", NEXT_WORK, langs, heading) || (langs.includes("en") && NEXT_MODIFIED_STEPS.test(heading));
}

/**
 * An item the worker is not asked to do now: done, someone else's, optional or put off, or a policy for a case
 * that may come ("If the repo gets a CI, add a badge", "При необходимости …", "如果条件允许，…").
 */
function closedItem(lead: string, langs: readonly Lang[]): boolean {
  // (done, by a mark or a report, is read last: reportsDone)
  if (personsStep(lead, langs) || hasCue("optional-work", OPTIONAL_WORK, langs, lead)) return true;
  const words = lead.replace(ITEM_LEAD, "");
  if (conditionalBefore(words.slice(0, OPENING_CONDITION), OPENING_CONDITION) || SUGGESTION_LEAD.test(words) || CIRCUMSTANCE_LEAD.test(words)) return true;
  // an item that watches ("Monitor test stability over several runs") has no end to reach now
  if (hasCue("watch-work", WATCH_WORK, langs, words.slice(0, WATCH_OPENING))) return true;
  return reportsDone(lead, langs);
}

/**
 * Whether an item reports its work done: marked done (`isDone`), or in English a state reached ("All code is
 * pushed") or its own fix ("… Fixed with a streamed upload."). An instruction to check a state is still work.
 */
function reportsDone(lead: string, langs: readonly Lang[]): boolean {
  if (isDone(lead, langs)) return true;
  const words = lead.replace(ITEM_LEAD, "");
  return langs.includes("en") && !CHECK_LEAD.test(words) && (STATE_REPORT.test(words.slice(0, 200)) || FIX_REPORT.test(words.slice(0, 400)));
}

// An English item that reports its own fix (a known issue and how it was dealt with): "409 Conflict: bot crashes
// on restart. Fixed with `deleteWebhook` and a retry.", "Unhandled errors: global handlers added (log only).",
// "Temp cleanup: the job directory deleted after the video is sent." A past participle as the clause's verb,
// after a label or a sentence that states the issue, reports; the same verb as an order opens the item ("Fix …").
const FIX_REPORT =
  /(?:^|[.;:—–]\s+|\*\*\s*)(?:(?:fixed|resolved|solved|addressed|patched|mitigated|worked\s+around)\s+(?:with|by|in|via|using|through)\b|[\w`'./-]+(?:\s+[\w`'./-]+){0,4}?\s(?:added|removed|deleted|replaced|fixed|resolved|installed|configured|enabled|disabled)\b(?!\s+(?:to|in|on|for|from|into|with|by)\s+(?:the\s+)?(?:list|backlog|todo))[^.]{0,80}\.\s*$)/i;

// An instruction to check the state ("Make sure all tests are passing") asks for work the state words only describe.
const CHECK_LEAD = /^(?:make\s+sure|ensure|verify|check|confirm|test|see|keep|get|until)\b/i;

// How far into an item a watching verb opens it ("Monitor …", "持续观察…"): the item's first words.
const WATCH_OPENING = 16;

// An English item that reports a state reached, not work: "All code is pushed to GitHub and ready for handoff",
// "Claude 4 models are working well", "The recursion test now accepts both formats", "Tests should be passing".
const STATE_REPORT =
  /^(?:the\s+|all\s+|our\s+)?[\w`'./-]+(?:\s+[\w`'./-]+){0,5}?\s(?:(?:is|are|was|were|has\s+been|have\s+been|should\s+be)\s(?:now\s|all\s|fully\s|already\s)?(?:pushed|merged|deployed|working|passing|green|ready|complete|completed|done|finished|live|stable|committed|in\s+place|up\s+to\s+date)\b|now\s(?!needs?\b|has\s+to\b)[a-z]{3,}s\b)/i;

// An item that opens on the occasion it is for: "При добавлении нового prompt …" (upon adding), "При повторной
// отправке …", "Upon the next release, …": a policy for when that comes, like an opening condition.
const CIRCUMSTANCE_LEAD = /^(?:при|upon)(?!\p{L})/iu;

// An item put as a suggestion ("Consider implementing error classes", "Maybe add dark mode"): the writer does not ask for it.
const SUGGESTION_LEAD = /^(?:consider|maybe|perhaps|possibly|could|might)\b/i;

// How far into an item a condition opens it: "If needed, …", "Если нужно, …" (a condition later in the item,
// "Add a retry when the request fails", is part of the work).
const OPENING_CONDITION = 8;

// An English item that opens on the person who takes it: "User needs to add the DNS record", "The owner must
// pick a plan", "Client to send the logo" ("The user should be able to …" is a requirement on the work).
const PERSON = String.raw`(?:the\s+)?(?:end[- ]?)?(?:user|owner|operator|human|client|customer|maintainer|admin|administrator|product owner|PO|stakeholder|requester)s?`;
// A verb in the present ("The owner decides …", "Client sends the logo") does it too, except one that reports what
// the person meets or wants ("The user sees a blank page", "The user wants dark mode"): that is work for the worker.
const PERSON_FIRST = new RegExp(
  String.raw`^${PERSON}\s+(?:(?:needs? to|must|should|has to|have to|will need to|will|to)\s+(?!be\b|see\b|get\b)[a-z]|(?!(?:sees|gets|is|has|was|can|cannot|wants|needs|likes|prefers|expects|reports|says|asks|asked|hits|loses|clicks|opens|lands)\b)[a-z]{3,}s\b)`,
  "i",
);
// "(user)", "[owner]", "User:": the item is tagged with its owner
const PERSON_TAG = new RegExp(String.raw`^(?:[(\[]${PERSON}[)\]]|${PERSON}\s*:)`, "i");
// "Waiting on the client's logo", "Pending owner approval", "Confirm with the user …", "Michael's decision"
const PERSON_HOLD = new RegExp(String.raw`\b(?:waiting (?:on|for)|awaiting|pending|blocked (?:on|by))\s+${PERSON}|\b(?:confirm|check|decide) with\s+${PERSON}|\b[A-Z][a-z]+['’]s (?:decision|call|choice)\b|\bwhen\s+${PERSON}\s+(?:approves|agrees|confirms|decides|wants)`, "i");
// list markup, a check box, a number, a bold label ("**DNS** — ") before the item's words
const ITEM_LEAD = /^[\s#>*_~`|\-+]*(?:\d{1,3}[.)]\s*)?(?:\[[ xX]\]\s*)?(?:\*\*[^*]{1,60}\*\*\s*[:—–-]?\s*)?/u;

/** Whether an item is a step a person other than the worker takes or decides. */
function personsStep(lead: string, langs: readonly Lang[]): boolean {
  if (hasCue("persons-work", PERSONS_WORK, langs, lead)) return true;
  const words = lead.replace(ITEM_LEAD, "");
  return PERSON_FIRST.test(words) || PERSON_TAG.test(words) || PERSON_HOLD.test(lead);
}

/** Sibling headings numbered as tasks, ten or more open ("TASK-01", "Aufgabe 2", "任务3"), the open ones counted. */
function taskSeries(doc: HandoffDocument, langs: readonly Lang[]): PoolFinding | null {
  const byParent = new Map<string, number[]>();
  doc.sections.forEach((s, i) => {
    if (!s.heading || !s.headingRange || !numberedTask(s.heading, langs)) return;
    const key = `${s.parent}:${s.depth}`;
    const a = byParent.get(key);
    if (a) a.push(i);
    else byParent.set(key, [i]);
  });
  let best: PoolFinding | null = null;
  for (const ids of byParent.values()) {
    const open = ids.filter((i) => !isDone(doc.text.slice(doc.sections[i].headingRange![0], doc.sections[i].headingRange![1]), langs));
    if (open.length < MIN_POOL_ITEMS || (best && open.length <= best.count)) continue;
    const first = doc.sections[ids[0]];
    const parent = doc.sections[first.parent];
    best = { range: first.headingRange!, text: first.heading!.trim(), count: open.length, span: [first.range[0], doc.sections[ids[ids.length - 1]].range[1]] };
    // the pool's own heading, when the series sits under one, is where a pick would be written
    if (parent && parent.headingRange) best.span = [parent.range[0], best.span[1]];
  }
  return best;
}

/** "TASK-07: …", "Aufgabe 3 —", "任务 2：": a task noun at the start of the heading, then a number. */
function numberedTask(heading: string, langs: readonly Lang[]): boolean {
  const text = heading.replace(MARK, "");
  const hit = findCues("task-noun", TASK_NOUN, langs, text.slice(0, 40))[0];
  if (!hit || hit.index > 2) return false;
  return /^[\s#№.:-]*\d{1,3}(?!\d)/u.test(text.slice(hit.index + hit.text.length));
}

/** Whether the text sets the order or makes the pick: in the pool's own lead-in, its heading, or the opening. */
function orderGiven(doc: HandoffDocument, pool: PoolFinding, langs: readonly Lang[]): boolean {
  const lead = doc.text.slice(pool.span[0], Math.min(pool.span[1], firstItemAfter(doc, pool.range[1]), pool.span[0] + 4000));
  const opening = openingText(doc);
  const after = trailer(doc, pool.span);
  if ([lead, after, opening].some((t) => hasCue("choice", CHOICE_MADE, langs, t) || hasCue("order", ORDER_GIVEN, langs, t) || hasCue("priority-order", PRIORITY_ORDER, langs, t))) return true;
  // said of the list right after it: "本次只做第一项" (this time, only the first item)
  if (after && hasCue("do-now", DO_NOW, langs, after)) return true;
  // an item of the pool marked as the one to do now ("### 즉시 할 일", "### Immediately: …"); a tier of priority
  // ("### 高優（建議優先做）") ranks groups of items but picks none of them
  return itemHeadings(doc, pool).some((h) => hasCue("do-now", DO_NOW, langs, h));
}

/** The headings of the sections inside a pool, past its own heading. */
function itemHeadings(doc: HandoffDocument, pool: PoolFinding): string[] {
  const out: string[] = [];
  for (const sec of doc.sections) {
    if (!sec.headingRange || !sec.heading || sec.headingRange[0] <= pool.range[0]) continue;
    if (sec.headingRange[0] >= pool.span[1]) break;
    out.push(sec.heading);
  }
  return out;
}

/**
 * Where the last list inside a span ends (-1 when it holds none): the prose after it, still in the span, is said
 * about the list ("Start with the flaky test; the others can wait.").
 */
export function lastListEnd(doc: HandoffDocument, span: Range): number {
  let end = -1;
  for (const b of doc.blocks) if (b.kind === "list" && b.range[0] >= span[0] && b.range[1] <= span[1]) end = Math.max(end, b.range[1]);
  return end;
}

/** The prose after a pool's last list, inside its section. */
function trailer(doc: HandoffDocument, span: Range): string {
  const end = lastListEnd(doc, span);
  return end < 0 ? "" : doc.text.slice(end, Math.min(span[1], end + 2000));
}

/**
 * The text's opening, up to its first sub-heading: the part before the first heading, or the part under a
 * leading title ("# Handoff") when nothing comes before it. A pick written there is the text's own.
 */
function openingText(doc: HandoffDocument): string {
  const preamble = doc.sections[0];
  if (!preamble) return "";
  const titled = doc.sections[1]?.depth === 1 && doc.text.slice(preamble.range[0], preamble.range[1]).trim() === "";
  const i = titled ? 1 : 0;
  const sec = doc.sections[i];
  const next = doc.sections[i + 1];
  const end = Math.min(sec.range[1], next ? next.range[0] : Infinity, sec.range[0] + 4000);
  return doc.text.slice(sec.range[0], end);
}

/** Where the first list or sub-heading after an offset starts (the end of a pool's lead-in). */
function firstItemAfter(doc: HandoffDocument, offset: number): number {
  const list = doc.blocks.find((b) => b.kind === "list" && b.range[0] >= offset);
  const sub = doc.sections.find((s) => s.range[0] > offset);
  return Math.min(list ? list.range[0] : Infinity, sub ? sub.range[0] : Infinity);
}

/**
 * Whether a request word (REQUEST, in the text's language) outside `spans` asks for work, anywhere in the
 * text and not under a condition ("if more is needed, fix it").
 */
export function requestCueOutside(doc: HandoffDocument, ...spans: readonly Range[]): boolean {
  const langs = cueLanguages(languageOf(doc));
  return doc.sentences.some((s) => {
    if (s.quoted || spans.some((span) => s.range[0] >= span[0] && s.range[0] < span[1])) return false;
    if (recordOfDoneWork(doc, s.section, s.range[0], langs)) return false;
    return requestWords(langs, s.prose).some((hit) => !conditionalBefore(s.prose, hit.index) && !quotedAt(s.prose, hit.index));
  });
}

/**
 * A sentence that records done work asks for nothing: its line is marked done ("「…してほしい」→ 完了") or
 * it sits under a heading marked done ("## Completed ✅", "### 5. 完了した変更" is not: only a mark or a
 * closing done word counts, as for list items).
 */
function recordOfDoneWork(doc: HandoffDocument, section: number, at: number, langs: readonly Lang[]): boolean {
  const [lineStart, lineEnd] = doc.lineAround(at);
  if (isDone(doc.text.slice(lineStart, lineEnd), langs)) return true;
  for (let i = section, guard = 0; i >= 0 && guard < 12; i = doc.sections[i]?.parent ?? -1, guard++) {
    const h = doc.sections[i]?.headingRange;
    if (h && isDone(doc.text.slice(h[0], h[1]), langs)) return true;
  }
  return false;
}

/** Whether an offset stands inside a quotation opened before it in the sentence (「…」, “…”, «…», "…"): a quoted ask is someone's words. */
function quotedAt(prose: string, index: number): boolean {
  const before = prose.slice(Math.max(0, index - 400), index);
  for (const [open, close] of [["「", "」"], ["『", "』"], ["“", "”"], ["«", "»"]]) {
    if (before.lastIndexOf(open) > before.lastIndexOf(close)) return true;
  }
  // a straight double quote opens as often as it closes: an odd count before the offset is an open quotation
  return (before.match(/"/g)?.length ?? 0) % 2 === 1;
}

/** The request words (REQUEST) of a sentence that stand as words of their own. */
function requestWords(langs: readonly Lang[], prose: string): { index: number; text: string }[] {
  return findCues("request", REQUEST, langs, prose).filter((hit) => wholeVerb(prose, hit));
}

/**
 * Whether a request word is the word itself and not part of another. Russian and Ukrainian cues match with
 * free endings (the nouns decline), but an imperative that goes on in letters is another form of the verb:
 * "обнови" in "обновить" (to update) or "обновил" (updated) asks for nothing. The plural and reflexive
 * imperatives ("обновите", "займись") are the exceptions.
 */
function wholeVerb(prose: string, hit: { index: number; text: string }): boolean {
  // Chinese "请" (please) is also the first or second character of words that ask for nothing: 请求 (a
  // request, to request), 申请 (to apply), 邀请 (to invite)
  if (/^[请請]$/u.test(hit.text)) return !/^[求]/u.test(prose.slice(hit.index + 1)) && !/[申邀聘]$/u.test(prose.slice(0, hit.index));
  if (!/^[\u0400-\u04ff]+$/u.test(hit.text)) return true;
  const rest = prose.slice(hit.index + hit.text.length, hit.index + hit.text.length + 3);
  return !/^\p{L}/u.test(rest) || /^(?:те|ся|сь)(?!\p{L})/u.test(rest);
}

// A text this short has all its asks in view, so "every ask is conditional" can be read from its words.
const CONDITIONAL_ONLY_MAX_WORDS = 120;

/**
 * Every ask in a short text is under a condition ("추가 수정이 필요하면 … 수정해줘", "si hace falta, corrige …"):
 * nothing says what to do now. Returns the first ask, or null when one stands unconditioned or there is none.
 */
export function conditionalAsksOnly(doc: HandoffDocument): Range | null {
  if (proseSize(doc) > CONDITIONAL_ONLY_MAX_WORDS) return null;
  const langs = cueLanguages(languageOf(doc));
  let first: Range | null = null;
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    for (const hit of requestWords(langs, s.prose)) {
      if (!conditionalBefore(s.prose, hit.index)) return null;
      first ??= [s.range[0], s.range[1]];
    }
  }
  return first;
}

/**
 * The text says its own task is not decided yet: a heading or a labelled line that names the task ("Next task",
 * "Próxima tarea", "下一步任务") and says it is still to be defined ("(pendiente de definir)", "TBD", "待定").
 * The worker gets a handoff whose writer has not chosen the work. Returns the line, or null.
 */
export function undecidedTask(doc: HandoffDocument): Range | null {
  const langs = cueLanguages(languageOf(doc));
  const scan = doc.text.length > 200_000 ? doc.text.slice(0, 200_000) : doc.text;
  // most texts say nothing is undecided: one pass over the whole text first, before reading it line by line
  if (!hasCue("undecided", UNDECIDED, langs, scan)) return null;
  let at = 0;
  for (const line of scan.split("\n")) {
    const start = at;
    at += line.length + 1;
    if (line.length > 200 || !/[:：]|^\s{0,3}#/.test(line)) continue;
    const task = findCues("task-noun", TASK_NOUN, langs, line)[0];
    if (!task) continue;
    const undecided = findCues("undecided", UNDECIDED, langs, line).find((h) => h.index > task.index && h.index - task.index < 60);
    if (undecided) return [start, start + line.replace(/\s+$/, "").length];
  }
  return null;
}

/**
 * A banner in the text's opening that says the text is no longer current: "> **OBSOLETO (2026-07-16):** este
 * arquivo descreve …", "It is not the current next-step prompt", "Superseded by `docs/plan.md`". The banner is the
 * opening's first paragraph or quote (after the title), and it speaks of the text itself: the state word opens it
 * as a label (in every language), or, in English, a sentence says it of the text ("this file is obsolete") in a
 * paragraph that names the text's kind (`TEXT_NOUN`: file, prompt, handoff).
 */
export function supersededBanner(doc: HandoffDocument): Range | null {
  const langs = cueLanguages(languageOf(doc));
  const para = openingParagraph(doc);
  if (!para) return null;
  const text = doc.text.slice(para[0], para[1]);
  const hit = findCues("superseded", SUPERSEDED, langs, text)[0];
  if (!hit) return null;
  const before = text.slice(0, hit.index).replace(/[\s>*_#|\p{Extended_Pictographic}\uFE0F-]+/gu, "");
  const label = before === "" && /^[\s*_]{0,6}(?:\([^)]{0,30}\))?[\s*_]{0,6}[:：—–!(]/u.test(text.slice(hit.index + hit.text.length));
  if (label) return [para[0] + hit.index, para[0] + hit.index + hit.text.length];
  // said of the text in a sentence: "this file is obsolete", "it is not the current next-step prompt" (English
  // grammar; "this file replaces the outdated guide" speaks of another text)
  // (read without the quote's markers, which break its sentences across lines; reported at the banner's first line)
  const plain = withoutQuoteMarkers(text);
  if (!SAID_OF_TEXT.test(plain) || !hasCue("text-noun", TEXT_NOUN, langs, plain)) return null;
  const nl = text.indexOf("\n");
  return [para[0], para[0] + (nl < 0 ? text.length : nl)];
}

const SAID_OF_TEXT =
  /\b(?:this|the|it)\s+(?:(?:file|document|prompt|handoff|note|notes|page|plan|brief|guide|milestone)\s+)?(?:is|was|has been|remains)\s+(?:now\s+|therefore\s+)?(?:an?\s+)?(?:obsolete|superseded|deprecated|outdated|out of date|archived|no longer current|no longer valid|not the current)\b/i;

/** A quote's text without its `>` markers, which break its sentences across lines. */
function withoutQuoteMarkers(text: string): string {
  return text.replace(/^[ \t]{0,3}>[ \t]?/gm, "");
}

/** The first paragraph or block quote of the text's opening, past its title and frontmatter (at most 1,200 characters). */
function openingParagraph(doc: HandoffDocument): Range | null {
  const from = doc.frontmatter ? doc.frontmatter.range[1] : doc.start;
  for (const b of doc.blocks) {
    if (b.range[0] < from) continue;
    if (b.kind !== "paragraph" && b.kind !== "blockquote") return null;
    return [b.range[0], Math.min(b.range[1], b.range[0] + 1200)];
  }
  return null;
}

/**
 * A sentence of the text's own that says no work is open ("There is no open work", "没有待办"), or that the next
 * work will come later from a person ("wait for the user's next request", "下一窗口首先接收用户的新需求"), not under
 * a condition: the kind, and the sentence. Read the same way in every language.
 */
export function noWorkStated(doc: HandoffDocument): { kind: "none-open" | "awaited"; range: Range; closesText: boolean } | null {
  const langs = cueLanguages(languageOf(doc));
  // (a quote that opens the text is the writer's own banner: "> ✅ DONE 2026-08-07 … No active task")
  const banner = openingParagraph(doc);
  const inBanner = (s: HandoffDocument["sentences"][number]) => banner !== null && s.range[0] >= banner[0] && s.range[0] < banner[1];
  // a banner marked done says so of the text below it, the task it once set included
  const bannerDone = banner !== null && isDone(doc.text.slice(banner[0], banner[1]).split("\n")[0], langs);
  for (const s of doc.sentences) {
    if (s.quoted && !inBanner(s)) continue;
    const prose = s.quoted ? withoutQuoteMarkers(s.prose) : s.prose;
    for (const [kind, vocab] of [["none-open", NO_OPEN_WORK], ["awaited", AWAIT_REQUEST]] as const) {
      const hit = findCues(kind, vocab, langs, prose)[0];
      if (hit && !conditionalBefore(prose, hit.index)) return { kind, range: s.range, closesText: bannerDone && inBanner(s) };
    }
  }
  return null;
}
