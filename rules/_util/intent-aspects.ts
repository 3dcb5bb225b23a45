// The four things a handoff owes the worker besides the task itself (the essay's mode 3): what the
// work is for, what done looks like, what to do when stuck, and what to hand back. Each finder
// returns the first place the document says it (a sentence, or a section/label with that role), or
// null. English cues; bounded regexes run one sentence at a time.
import type { HandoffDocument, Range, Role } from "../../src/types.js";
import { cueText, findRequests, strongRequests, type RequestCue } from "./intent-cues.js";
import { markedDone } from "../../src/analysis/requests.js";

export interface Found {
  range: Range;
  /** The words that said it, for messages. */
  text: string;
}

const PURPOSE =
  /\b(so that|so ([a-z][\w-]{0,20} ){1,3}(can|could|will|would|don't|do not|no longer|stop|get|know|have|need|needs)|in order (to|for)|so as to|the (main |real |overall |whole |end )?(goal|aim|purpose|point|objective|intent|intention|motivation|reason) (is|here|of (this|the|that)|behind)|this (post|work|task|change|report|piece|document|handoff|session) (exists|is meant|is for|is needed|matters|should (help|let|convince|show))|(we|i) need (this|it) (to|for|because|so)|because|the reason|which (will|would) (let|allow|help|enable|unblock)|(will|would) be (used|consumed|read|shown|presented|published) (by|for|to|in|at|as)|(will|would) (unblock|enable|let us|allow us)|for (an?|the|our|my|your) ([a-z-]{2,20} ){0,2}(audience|readers?|team|users?|customers?|clients?|students?|brief|blog|newsletter|assignment|course|class|project|release|demo|launch|presentation|memo(randum)?|review|meeting|investors?|stakeholders?)|audience|with the (aim|goal|intent)|aim(s|ed)? (to|at)|intended (for|to|as)|ultimately|why (this|it|we) (matters?|is needed)|what (this|it) is for|to (help|enable|unblock|support) (us|me|the|our|users?|people|readers?|them)|to attract|to convince|to decide|to understand|to inform|to prepare for|for (getting|making|reaching|achieving|moving|helping|supporting|enabling|deciding|choosing|planning|preparing|informing|unblocking|onboarding|teaching|explaining) )\b/i;

const SUCCESS =
  /\b(done (when|means|is|=)|definition of done|acceptance( criteria)?|success (criteria|looks like|means|is|metrics?)|succeeds? (when|if|once)|until (all |the |there (are|is) no )?(tests?|errors?|checks?|build|warnings?|failures?)|(tests?|checks?|build|ci|suite) (must |should |still )?(pass|passes|passing|succeed|are green|is green|stays? green)|must pass|exit (code|status) 0|expected (result|behaviou?r|outcome|output)|should (return|produce|show|display|output|print|respond|render|contain|match)|must (return|produce|show|contain|match|include|be)|(?:at least|no more than|up to|exactly|fewer than|less than|under|within|below) \d[\d.,]*(?:\s?[a-z]{1,8})?|between \d+ and \d+|\d+\s?%|criteria|benchmark|targets?:|measured (by|as)|checklist|verify (that|it|the|by|with)|verified (by|when)|confirm (that|it)|ensure (that|all|it|the)|make sure (that|all|it|the|every)|(quality|the) bar|good enough|is complete when|considered (done|complete)|ready (for|to) (merge|ship|review)|the (result|output|answer|report|post|summary) (must|should) (be|have|include|contain|cover)|(return|produce|output|give me|hand back) (a|an|the|one) ([a-z-]{2,20} ){0,3}(table|list|json|csv|report|file) (with|of|listing|containing) (the )?(columns?|fields?|keys?|rows?|headers?|one row|one entry))\b/i;

const FAILURE =
  /\b(if (you are |you're |you get |it is |it's |you feel |you become )?(blocked|stuck|unsure|unable|uncertain|in doubt|not sure|confused|unclear)|if (it|this|that|something|anything|a step|the [a-z-]{2,20}) (fails?|doesn't work|does not work|breaks|is unclear|is missing|is ambiguous|can't|cannot)|if (you )?can(no|')t|when (blocked|stuck|unsure|in doubt)|stop (and|if|when|after)|do(n't| not) guess|rather than guess(ing)?|instead of guessing|ask (the orchestrator|for clarification|me|the user|before)|escalate|give up|fall ?back|fallback|(report|note|list|say|record) (back )?(what|which|anything|any) .{0,30}(blocked|fail|couldn't|could not|unresolved|unknown|missing|remain)|what (you )?(couldn't|could not) (be )?(determine|find|resolve|do|verify)|on failure|if (the |a |any )?[a-z-]{2,20} (errors?|fails?|times? out)|if (errors?|failures?|tests?) (still )?(remain|persist|fail)|timeout|time ?box|max(imum)? (attempts|retries|tries)|at most \d+ (attempts|tries|retries)|if not,|otherwise,|even if (your|the) task (resolution )?is not successful|if [^.,;:]{2,80}, (say so|report (it|that|back|this)|stop|tell (me|us)|note (it|that)|flag (it|that))|say so and stop|stop and (report|say|tell))\b/i;

// What to hand back: a destination, a format, or a bound on its length ("under 300 words", "in one paragraph").
const OUTPUT =
  /\b(return|hand (it |them )?back|report (back|to|on|with|the|a|an|your)|reply with|respond (with|only)|output (only|the|a|an|as|in|format|should|must|between|exactly|at most|up to|\d)|your (final )?(answer|output|response|report|result|deliverable)s?|final answer|final_answer|expected[ _]output|deliverables?|write (it |them |this |that |the [a-z-]{2,20} |a [a-z-]{2,20} |your [a-z-]{2,20} )?(to|into|in|under) |save (it |them |the [a-z-]{2,20} )?(to|in|as|under)|commit( and push)?|push (it|to|the)|open a (pr|pull request|draft)|pull request|formatted (as|in)|format(ted)?:|in (markdown|json|yaml|csv|html|a table|a list|bullet)|as (a |an )?(markdown|json|yaml|csv|table|list|bullets?|summary|report|diff|patch|pr|single file|code block)|a (short |brief |concise |detailed |full )?(summary|report|list|table|plan|diff|patch|memo|brief) (of|with|that|listing|covering)|give me|send (me|it|the|a)|post (it|the|a)|update (the )?[a-z0-9_./-]{2,40}\.(md|txt|json)|the (response|answer|result|output) (must|should|will)|(under|at most|no more than|within|up to|fewer than|less than) \d{1,5} (words|lines|sentences|bullets|bullet points|paragraphs|pages|characters|items)|in (one|a single|two|three|\d) (paragraphs?|sentences?|bullets?|lines?|pages?))\b/i;

const ROLE_OF: Record<"purpose" | "success" | "failure" | "output", Role[]> = {
  purpose: ["intent"],
  success: ["success"],
  failure: ["failure"],
  output: ["output"],
};
const RES: Record<"purpose" | "success" | "failure" | "output", RegExp> = { purpose: PURPOSE, success: SUCCESS, failure: FAILURE, output: OUTPUT };

/** Is the heading or label of this role one with content under it? */
function roleHit(doc: HandoffDocument, roles: Role[]): Found | null {
  for (const p of doc.paragraphs) {
    if (p.quoted) continue;
    if (p.label && roles.includes(p.role)) {
      const after = doc.prose.slice(p.range[0], p.range[1]);
      if (after.replace(/[\s*_:#-]/g, "").length > p.label.length + 2) return { range: p.range, text: p.label };
    }
  }
  for (let i = 1; i < doc.sections.length; i++) {
    const s = doc.sections[i];
    if (!roles.includes(s.role) || !s.headingRange) continue;
    const body = doc.prose.slice(s.headingRange[1], s.range[1]).trim();
    if (body.length > 3) return { range: s.headingRange, text: (s.heading ?? "").trim() };
  }
  return null;
}

export function findAspect(doc: HandoffDocument, aspect: "purpose" | "success" | "failure" | "output"): Found | null {
  const re = RES[aspect];
  let best: Found | null = null;
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    const t = cueText(s);
    const m = re.exec(t);
    if (m) {
      best = { range: s.range, text: m[0] };
      break;
    }
  }
  const byRole = roleHit(doc, ROLE_OF[aspect]);
  if (byRole && (!best || byRole.range[0] < best.range[0])) best = byRole;
  // Template frontmatter or YAML-ish keys such as `expected_output:` / `acceptance:` in code-free text.
  if (!best && aspect === "output" && /\bexpected[_ ]output\s?:/i.test(doc.text.slice(0, 200_000))) {
    const i = doc.text.search(/\bexpected[_ ]output\s?:/i);
    best = { range: [i, i + 15], text: "expected_output" };
  }
  if (!best && aspect === "success") {
    for (const slot of doc.slots) {
      if (/accept|criteria|done|success|expect/i.test(slot.name)) return { range: slot.range, text: slot.name };
    }
  }
  if (!best && aspect === "output") {
    for (const slot of doc.slots) {
      if (/output|format|return|deliverable|response_format/i.test(slot.name)) return { range: slot.range, text: slot.name };
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Task menus: the worker is handed options and left to choose.

const CHOOSE =
  /\b(choose|chose|select|selecting|choosing|pick|picking|decide)\b[^.!?]{0,40}?\b(one of|one or more of|from (these|the following|the options|the list|the above)|among|between (these|the)|which (one|option|area|direction|task|path|phase)|your next|whichever|any (one )?of)\b/i;
const CHOOSE_OBJECT = /\b(these|the following|the above|options?|areas?|directions?|phases?|tasks?|items?|paths?|tracks?|features?|focus|priorit(y|ies)|next steps?|work|one|verticals?|ideas?|goals?|projects?|tickets?|issues?)\b/i;
const DETERMINISTIC = /\b(the (lowest|highest|first|earliest|oldest|next|top|smallest|largest|last)|(lowest|highest)-numbered)\b/i;
const MENU_CONTEXT = /\b(next|steps?|tasks?|ideas?|options?|directions?)\b/i;
const WHATEVER = /\b(whatever|whichever) (direction|option|path|area|task|phase|track|approach you take|one) (you )?(choose|pick|select|take|go with)\b/i;
// The writer hands the choice of work over: "pick whatever looks most worthwhile", "your call which one".
const DELEGATE =
  /\b(?:choose|pick|select)\s(?:based on (?:needs?|(?:your|the) (?:judge?ment|needs?|priorities))|as (?:needed|you see fit|appropriate)|(?:one|any) or more\b(?!\sof\s(?:the\s)?(?:following\s)?(?:formats?|tools?|librar(?:y|ies)|styles?)\b)|what(?:ever)? (?:fits|makes sense|is needed|you need))|\b(?:pick(?: up| out)?|choose|select|take(?: on| up)?|grab|start (?:on|with)|tackle|work on)\s(?:(?:whatever|whichever)\b(?!\s(?:order|tools?|approach|method|library|format|name|style|wording)\b)|any(?:thing)?(?=\s(?:you|that|which)\b|\s?[.,;!]|\s(?:one\s)?of\s(?:these|them|those|the (?:above|following|list|items|tasks|options)))|what\s(?:looks|seems|you think|you like|you prefer)\b)|\b(?:up to you|your (?:call|choice|pick)|you decide|at your discretion|dealer'?s choice)\b[^.!?]{0,30}?\b(?:which|what)\b(?!\s(?:order|tools?|approach|method|library|format|name|style|wording)\b)|\b(?:which|what)(?:ever)?\s(?:one|ones|task|tasks|item|items|you (?:do|pick|tackle))\b[^.!?]{0,30}?\b(?:is|are)\s(?:up to you|your (?:call|choice))\b/i;
// A choice made at each step of the work: the worker's method inside the task ("each turn", "at every iteration").
const PER_STEP = /\b(?:each|every|per|at\s+each|on\s+each)\s+(?:turn|step|iteration|round|cycle|loop|tick|move)\b/i;
// The choice is someone else's, whom the worker cannot reach: "the human decides the order", "the owner will
// choose which", "ask me which one to do first".
const DEFERRED =
  /\b(?:the\s)?(?:human|user|owner|client|customer|maintainer|lead|manager|team|stakeholders?|I|we)\s(?:decides?|will decide|(?:has|have|needs?|must|is going|are going) to decide|chooses?|will choose|picks?|will pick|sets?|will set)\s(?:the order|the next|the priority|the priorities|which|what|between|among|where to start)\b|\b(?:ask|check with)\s(?:me|us|the (?:human|user|owner))\s(?:which|what)\s(?:one|task|item|of|to do|to start)/i;
const MENU_HEADING = /\b(options|option \d|suggested (next )?(tasks?|steps?|work|features?|phases?|directions?|priorities)|suggestions for (next|future)|possible (next )?(tasks?|steps?|directions?|work)|ideas for (next|future|what)|candidate (tasks?|next steps?)|choose (one|your)|pick (one|your)|what to work on( next)?|next (development )?(phase )?options)\b/i;
const OPTION_ITEM = /^\s*(option|choice|path|track)\s?(\d{1,2}|[a-h])\b/i;
// A heading that addresses its section to someone other than the worker ("Notes & options (for you, the
// requester)", "Options for reviewers", "not part of the prompt"): what it offers is not the worker's to pick.
const ADDRESSED_ELSEWHERE =
  /\b(?:for|to)\s(?:you,?\s)?(?:the\s)?(?:requester|requestor|human|humans|reader|readers|reviewers?|maintainers?|operator|owner|stakeholders?)\b|\bnot (?:for|part of) the (?:agent|prompt|model|worker)\b/i;

export interface Menu {
  range: Range;
  /** Quoted evidence for the message. */
  text: string;
  kind: "choice" | "options" | "deferred";
}

/** Whether every real ask of the text lies in this range. */
function onlyAsk(requests: RequestCue[], range: Range): boolean {
  return requests.every((r) => r.weak !== null || (r.range[0] >= range[0] && r.range[0] < range[1]));
}

/** Where the document leaves the choice of task to the worker, or null. */
export function findTaskMenu(doc: HandoffDocument, requests: RequestCue[] = findRequests(doc)): Menu | null {
  // 1. An explicit hand-over of the choice: "select one of these focus areas", "Choose your next phase".
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    const t = cueText(s);
    const m = CHOOSE.exec(t);
    if (m && (CHOOSE_OBJECT.test(t.slice(m.index)) || (doc.paragraphs[s.paragraph]?.kind === "heading" && MENU_CONTEXT.test(t))) && !DETERMINISTIC.test(t.slice(m.index, m.index + m[0].length + 30))) {
      return { range: s.range, text: clip(t), kind: "choice" };
    }
    const w = WHATEVER.exec(t);
    if (w) return { range: s.range, text: clip(t), kind: "choice" };
    // "pick whatever looks most useful", "up to you which": over a list of tasks, or as the text's only ask
    // ("You decide what to do each turn: call tools, …" chooses the steps of a loop, not the task)
    if (DELEGATE.test(t) && !PER_STEP.test(t) && (listItems(doc) >= 2 || onlyAsk(requests, s.range))) return { range: s.range, text: clip(t), kind: "choice" };
    // over candidates: a list of two or more items
    if (DEFERRED.test(t) && listItems(doc) >= 2) return { range: s.range, text: clip(t), kind: "deferred" };
  }
  // 2. A menu section ("Suggested Next Tasks", "Option 1 / Option 2") with no task chosen elsewhere.
  const n = doc.sections.length;
  const isMenu = new Uint8Array(n);
  const isOption = new Uint8Array(n);
  let optionCount = 0;
  let firstOption = -1;
  for (let i = 1; i < n; i++) {
    const h = (doc.sections[i].heading ?? "").replace(/[*_`~]/g, "");
    if (ADDRESSED_ELSEWHERE.test(h)) continue;
    // a heading marked done ("### 3. Multiple combo options per game ✅") records shipped work, not a menu
    if (markedDone(doc, doc.sections[i].heading ?? "")) continue;
    if (MENU_HEADING.test(h)) isMenu[i] = 1;
    if (OPTION_ITEM.test(h.replace(/^[^A-Za-z]{0,6}/, ""))) {
      isOption[i] = 1;
      optionCount++;
      if (firstOption < 0) firstOption = i;
    }
  }
  let menu: Menu | null = null;
  if (optionCount >= 2) menu = { range: doc.sections[firstOption].headingRange!, text: clip(doc.sections[firstOption].heading ?? ""), kind: "options" };
  if (!menu) {
    for (let i = 1; i < n && !menu; i++) {
      if (!isMenu[i]) continue;
      const sec = doc.sections[i];
      if (openItemsIn(doc, sec.range) >= 2) menu = { range: sec.headingRange!, text: clip(sec.heading ?? ""), kind: "options" };
    }
  }
  if (!menu) return null;
  // Sections inside a menu (parents come before children, so one pass settles it).
  const inMenu = new Uint8Array(n);
  for (let i = 1; i < n; i++) {
    const p = doc.sections[i].parent;
    inMenu[i] = isMenu[i] || isOption[i] || (p > 0 && inMenu[p]) ? 1 : 0;
  }
  // The section holding an offset is the last one whose heading starts at or before it.
  const inMenuRange = (r: Range) => {
    let lo = 1;
    let hi = n - 1;
    let at = 0;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (doc.sections[mid].range[0] <= r[0]) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return inMenu[at] === 1;
  };
  // A task chosen outside the menu overrides it.
  const chosen = requests.some((r) => {
    if (r.weak !== null || r.kind === "requirement" || r.kind === "output-section") return false;
    if (r.sentence < 0) return !inMenuRange(r.range);
    const sec = doc.sentences[r.sentence].section;
    return !inMenu[sec] && isChoosing(doc, r);
  });
  return chosen ? null : menu;
}

/** A request that picks the work: an explicit task statement, or an imperative in the opening or a task section. */
function isChoosing(doc: HandoffDocument, r: RequestCue): boolean {
  if (r.kind !== "imperative") return true;
  const s = doc.sentences[r.sentence];
  if (!s) return false;
  const sec = doc.sections[s.section];
  if (s.section === 0) return true;
  return sec.role === "intent" || sec.role === "steps";
}

/** List items (or sub-sections) under a range that are not struck through or marked done. Stops at 2. */
function openItemsIn(doc: HandoffDocument, range: Range): number {
  // Paragraphs are sorted by start: binary-search the first one in the range.
  const ps = doc.paragraphs;
  let lo = 0;
  let hi = ps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ps[mid].range[0] < range[0]) lo = mid + 1;
    else hi = mid;
  }
  let n = 0;
  for (let i = lo; i < ps.length && ps[i].range[0] < range[1] && n < 2; i++) {
    const p = ps[i];
    if (p.kind !== "listItem" && p.kind !== "heading") continue;
    if (p.kind === "heading" && p.range[0] === range[0]) continue;
    const t = doc.text.slice(p.range[0], Math.min(p.range[1], p.range[0] + 300));
    if (/~~|\bDONE\b|✅|\[x\]/i.test(t)) continue;
    // an item that opens with a code span names a parameter (`--dry-run`: …), not a task to choose
    if (p.kind === "listItem" && doc.prose.slice(p.range[0], p.range[0] + 12).trimStart().startsWith("\uE000")) continue;
    n++;
  }
  return n;
}

/** Number of list items in the document (stops at 2). */
function listItems(doc: HandoffDocument): number {
  let n = 0;
  for (const p of doc.paragraphs) if (p.kind === "listItem" && !p.quoted && ++n >= 2) break;
  return n;
}

function clip(t: string): string {
  const s = t.replace(/\s+/g, " ").trim();
  return s.length > 80 ? s.slice(0, 77) + "…" : s;
}

export { strongRequests, findRequests };
export { clip };
