// Shared reading of a handoff for the intent rules: where the text asks the worker for something,
// where it says what the work is for, what done looks like, what to hand back, and what to do when
// stuck. English cues only (the rules that use them set `meta.english`). Every scan is linear:
// regexes run on one sentence at a time with bounded quantifiers.
import type { HandoffDocument, Range, Sentence } from "../../src/types.js";
import { inDoneRecord, lastListEnd, markedDone, namesNextSteps, poolSpans, requestCueOutside } from "../../src/analysis/requests.js";
import { cueLanguages } from "../../src/analysis/cues.js";
import { languageOf, readsEnglish, type Lang } from "../../src/analysis/lang.js";

/** How a sentence asks the worker for something. */
export type RequestKind =
  | "imperative" // "Fix the import bug."
  | "please" // "Please review…"
  | "you-modal" // "You will / should / need to / are to …"
  | "your-task" // "Your task is …", "The next task is …"
  | "want" // "I want …", "I'd like you to …", "We need to …"
  | "lets" // "Let's implement …"
  | "requirement" // "The current week should be one step forward."
  | "question" // "Can you …?"
  | "task-slot" // a template slot that carries the task: "Task: {{task}}"
  | "task-section" // a section named for the task: "## Next task"
  | "output-section" // a section that says what to hand back: "## What to Return"
  | "open-item"; // an unchecked to-do item in a short list: "- [ ] Backfill on production"

export interface RequestCue {
  kind: RequestKind;
  range: Range;
  /** Index into doc.sentences, or -1 for a slot. */
  sentence: number;
  /**
   * Why the request is weak, or null for a real request. Weak requests say how to work, not what
   * to do: a prohibition, a conditional ("if more changes are needed, …"), a preparation
   * ("read X first"), a tool routing rule ("for math, use math_agent"), a suggestion
   * ("Possible fix: …"), an imperative inside a how-to section ("## Adding a module"), or a log entry's task field
   * beside a status field that says done ("record").
   */
  weak: null | "prohibition" | "conditional" | "preparation" | "method" | "suggestion" | "howto" | "quoted" | "record";
}

const CODE = "\uE000";
const LINK = "\uE001";

const cueTexts = new WeakMap<Sentence, string>();
/** Sentence text made readable for cues: code spans -> "CODE", links -> "LINK", emphasis markers dropped (once per sentence). */
export function cueText(s: Sentence): string {
  let t = cueTexts.get(s);
  if (t === undefined) {
    t = readableCues(s.prose);
    cueTexts.set(s, t);
  }
  return t;
}

function readableCues(prose: string): string {
  let t = prose;
  if (t.length > 2000) t = t.slice(0, 2000);
  // Each rewrite only where it changes something: most sentences have no code, link or emphasis, and
  // their whitespace is already single spaces.
  if (t.includes("\uE000")) t = t.replace(/\uE000{1,2000}/g, "CODE");
  if (t.includes("\uE001")) t = t.replace(/\uE001{1,2000}/g, "LINK");
  if (/[*_~]/.test(t)) t = t.replace(/\*{1,3}|_{2,3}|~~/g, "");
  if (/[^\S ]| {2}/.test(t)) t = t.replace(/\s{1,2000}/g, " ");
  return t.trim();
}

/** Strip what precedes the words of a sentence: bullets, numbers, checkboxes, emoji, heading marks. */
/** Words a chat turn opens with to acknowledge the last message: "ok", "sounds good", "perfect". */
export const ACKNOWLEDGEMENT =
  "perfect|great|excellent|awesome|sure|okay|ok|alright|all right|got it|sounds good|understood|absolutely|yes|yep|yeah|right|exactly|nice|thanks|thank you|cool|agreed|makes sense|no problem|of course|certainly";
// (a greeting opens a chat turn too, "hey can you add …", but it answers nothing, so it is no acknowledgement)
const ACK_LEAD = new RegExp(String.raw`^(?:(?:${ACKNOWLEDGEMENT}|so|hey|hi|hello|yo)\b[,.!]?\s{1,3}){1,3}(?=[a-z])`, "i");

const MAX_TODO_ITEMS = 9;

/** Paragraph indexes of the unchecked GFM task items (`- [ ] …`) outside quotes. */
function openTodoItems(doc: HandoffDocument): number[] {
  const out: number[] = [];
  doc.paragraphs.forEach((p, i) => {
    if (p.kind !== "listItem" || p.quoted) return;
    if (/\[ \]\s*$/.test(doc.text.slice(Math.max(0, p.range[0] - 8), p.range[0]))) out.push(i);
  });
  return out;
}

/** The clause after the last comma of a sentence that ends in a question mark, if it is a clause of its own. */
function closingQuestion(t: string): string | null {
  // "…, can u fix": chat drops the question mark after a closing "can you"
  const polite = /(?:,|\s[—–-])\s((?:can|could|would|will) (?:you|u)\s\S.*)$/i.exec(t);
  if (polite && !/\?\s*$/.test(t)) return polite[1].trim();
  if (!/\?\s*$/.test(t)) return null;
  // the question may close after a comma, a dash or a colon: "Let me look at X — is retrying a good idea?"
  const cut = Math.max(t.lastIndexOf(", "), t.lastIndexOf(" — ") + 1, t.lastIndexOf(" – ") + 1, t.lastIndexOf(": "));
  if (cut <= 0) return null;
  const clause = t.slice(cut + 2).trim();
  return clause.split(/\s+/).length >= 3 ? clause : null;
}

/**
 * "Step 3 fails on my machine, fix it.": a short imperative closing the sentence after a comma asks, as a
 * closing question does. Only a short clause (a verb and its object): a long one is more often a list.
 */
function closingImperative(t: string): string | null {
  // (a sentence that opens with a condition or a time is read whole: "If it drops, rerun it" stays conditional)
  if (/\?\s*$/.test(t) || /^(?:if|unless|in case|should|whenever|when|once|after|before|until|while)\b/i.test(t)) return null;
  const comma = t.lastIndexOf(", ");
  if (comma < 0) return null;
  const clause = t.slice(comma + 2).trim();
  // "We migrated the API, moved the frontend, and set up CI", "did not resume it, modify gameplay or replace
  // disc 71": items of a series, not an ask. A closing ask goes straight on to a pronoun or a determiner.
  if (/^(?:and|or|but|then)\b|\s(?:and|or)\s/i.test(clause)) return null;
  if (!/^(?:please\s+|just\s+|now\s+)?[a-z]+(?:\s(?:up|out|down|over))?\s(?:it|them|this|that|these|those|the|a|an|my|our|all|everything)\b/i.test(clause)) return null;
  const words = clause.split(/\s+/).length;
  return words >= 2 && words <= 6 ? clause : null;
}

function stripLead(t: string): string {
  // A slash command that opens a chat message ("/sp.implement add the links") names the client's command;
  // the request is what follows it.
  t = t.replace(/^\/[A-Za-z][\w.:-]{0,40}\s+(?=\S)/, "");
  let i = 0;
  const n = Math.min(t.length, 40);
  while (i < n) {
    const c = t.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    if (letter) {
      // "1." / "a)" list enumerators
      if (i + 1 < t.length && (t[i + 1] === ")" || (t[i + 1] === "." && i + 2 < t.length && t[i + 2] === " ")) && (i === 0 || t[i - 1] === " ")) {
        if (i + 2 < t.length && t[i + 2] === " ") {
          i += 2;
          continue;
        }
      }
      break;
    }
    i++;
  }
  // "1 commit ahead", "3 tests fail": a figure before a word counts it; it is no enumerator ("1.", "a)"), so
  // the sentence opens with the figure
  const count = /(\d+)\s+$/.exec(t.slice(0, i));
  if (count && !/[.)]/.test(t.slice(count.index + count[1].length, i))) return t.slice(count.index);
  return t.slice(i);
}

/** A lead label ("Possible fix:", "Task -", "Dashboard Development —") and the words after it. */
export function splitLabel(t: string): { label: string | null; rest: string } {
  // (a colon between digits is a time or a ratio, "1:42", not a label's end)
  const m = /^([A-Za-z][A-Za-z0-9 /&'()-]{0,48}?)\s{0,3}(?::(?!\d)|\s[-–—]\s)\s{0,3}/.exec(t);
  if (!m) return { label: null, rest: t };
  const label = m[1].trim();
  if (label.split(/\s+/).length > 8) return { label: null, rest: t };
  // a clause with a subject and its verb is a sentence that introduces what follows ("CODE is complete for a single
  // document: install, …"), not a label; what follows it lists, it does not ask
  if (/^\S+(?:\s+\S+)?\s+(?:is|are|was|were|has|have|had)\s/i.test(label)) return { label: null, rest: t };
  return { label, rest: t.slice(m[0].length) };
}

// Verbs that, first in a sentence, ask for work. Base forms only.
const TASK_VERBS = new Set(
  (
    "act add adapt address allow annotate adjust aggregate align analyse analyze answer apply archive ask assess assist audit automate backport batch benchmark bisect block bootstrap build bump " +
    "cache calculate call cap categorize categorise change clarify classify clean collect commit compare compile complete come compose compute conduct configure confirm connect continue convert coordinate critique " +
    "copy correct craft create cut debug decide deduplicate dedupe define delegate delete deliver deploy describe design detect determine develop diagnose do document draft " +
    "drop edit eliminate email enable enforce enhance enrich ensure establish estimate evaluate examine execute expand explain explore export expose extend extract " +
    "fill finalize finalise find finish fix flag flesh format gather generate get give go grade greet handle harden help hide hook identify implement import improve include increase " +
    "inspect install integrate introduce investigate label land limit lower list locate make manage map mark measure merge migrate modify monitor move notify paginate pin prevent optimize optimise output " +
    "organize organise outline patch perform pick plan plot polish populate port prepare produce profile proofread propose prototype provide prune publish " +
    "push put query raise rebase rank rate read repeat rebuild recommend record recreate reduce refactor refine remove rename reorganize repair replace report reproduce " +
    "reply research reset resolve respond restore restructure resume retry return revert review revise rewrite rollback route run save scaffold scan schedule score search select send set ship show shorten squash stop " +
    "simplify sketch solve sort split start streamline strip submit suggest summarize summarise supervise switch tag tell test tidy trace track " +
    "throttle transfer transform translate triage trim troubleshoot tune turn unify unpin update upgrade upload validate verify wire wrap write"
  ).split(" "),
);
// Verbs that say how to work rather than what to do.
const METHOD_VERBS = new Set(
  "use follow keep remember note avoid prefer consider treat trust be stay feel respect mind beware assume leave stick rely refer wait".split(" "),
);
/**
 * "Keep the header as it is and add a footer", "Use the staging config and run the migration": an instruction
 * on how to work joined by "and" to a task verb of its own is a request; the task is the second conjunct. The
 * verb needs an object unless it is no noun too ("and add tests", not "and test coverage"), and a verb of
 * method or preparation after "and" ("keep calm and stay …") is no task.
 */
function coordinatedTask(body: string): boolean {
  for (const and of body.toLowerCase().matchAll(/\b(?:and|but)\s(?:then\s|also\s)?([a-z]{2,})\b(?:\s(the|a|an|all|every|each|any|its|their|this|these|those|them|it|me|us|everything|anything)\b)?/g)) {
    const verb = and[1];
    if (!TASK_VERBS.has(verb) || METHOD_VERBS.has(verb) || PREP_VERBS.has(verb)) continue;
    if (and[2] || !NOUNISH.has(verb)) return true;
  }
  return false;
}
// Verbs that prepare rather than ask for the work itself, getting in included ("SSH into the box and …").
const PREP_VERBS = new Set("read see look open skim familiarize familiarise check ssh cd".split(" "));
// "Log in to the server and …", "Sign into the console and …": a phrasal verb of getting in prepares too.
const GETTING_IN = /^(?:log|sign)\s(?:in|into|on)\b/i;
// Words that are often nouns at the start of a fragment ("Test coverage", "Build status", "Plan: …").
const NOUNISH = new Set(
  "go install audit complete call label rate score output handle act do help build test review check update fix plan design document report deploy release change record list map scaffold benchmark measure run set return answer search query track tag trace profile patch draft format sort split switch turn cut land mark port ship wire wrap rank record start finish sketch outline import export index research".split(" "),
);
// Second words that make a noun-ish first word an imperative ("Fix the …", "Test it", "Run `npm test`").
const OBJECT_START = new Set(
  ("the a an all any each every this that these those it them its your our my his her their some both one two three " +
    "out up down through on off in into over to with for from whether if how what why which where who CODE LINK everything " +
    "between about as at only exactly just again here there back me us " +
    "anything something nothing every").split(" "),
);

// Labels that name the work to do now ("Next action", "Priority 1", "Up next", "Current task", "TODO"); TASK_LABEL
// (below) reads labels of a whole paragraph.
const WORK_NOW_LABEL = /^(?:\*{0,2})(?:(?:the\s)?(?:next|immediate next|first|current|immediate|your)\s(?:action|step|task|job|priority|focus|move)|up next|next up|now|todo|to do|priority\s?#?\d|p[0-2]|task|current focus|focus now|this session|today|(?:the\s)?(?:goal|task|focus|aim|objective)\sfor\s(?:this|today['’]s|the)\s(?:session|run|sprint|round|handoff)|(?:today['’]s|this session['’]s)\s(?:goal|task|focus|work))(?:\*{0,2})$/i;
// A sentence that says where the work to do is written down, which a pointer then carries.
const WORK_WRITTEN_IN =
  /^(?:the\s)?(?:remaining|next|outstanding|open|pending)\s(?:work|steps?|tasks?|items?|todos?)\s(?:is|are)\s(?:(?:tracked|listed|described|written(?:\sdown)?|laid\sout|kept|spelled\sout|collected)\s)?(?:in|at|under)\s\S|^see\s\S+\s(?:for|with)\s(?:the\s)?(?:next\ssteps?|what(?:['’]s|\sis)\s(?:left|next|remaining)|(?:the\s)?remaining\s(?:work|tasks?|steps?))\b/;
// A heading over the work to do now: its first sentence is the task, in whatever form ("## Next" / "Step 5 of `PLAN.md`.").
const NOW_HEADING = /^(?:next|next step|up next|now|this session|today)$/i;
const SUGGESTION_LABEL = /^(possible (fix|fixes|solution|approach)|potential (fix|solution)|workaround|suggest(ion|ed)s?|ideas?|tips?|hints?|notes?|nb|example|e\.g|optional|alternative|option \w{1,3}|maybe|nice to have|future|later|fix|solution)\b/i;
const HOWTO_HEADING = /^(how to\b|how we\b|adding\b|running\b|using\b|verifying\b|testing\b|building\b|deploying\b|installing\b|setting up\b|launch(ing)? order|debugging\b|working (on|with)\b|troubleshooting\b|quick ?start|getting started|setup\b|commands?\b|syntax\b|gotchas?\b|conventions?\b|tips?\b|rules?\b|notes?\b|reminders?\b|key reminders?|security\b|environment\b)/i;

function firstWords(t: string, n: number): string[] {
  const out: string[] = [];
  const re = /[A-Za-z][A-Za-z'’-]{0,30}|CODE|LINK/g;
  for (let m = re.exec(t); m && out.length < n; m = re.exec(t)) out.push(m[0]);
  return out;
}

interface Classified {
  kind: RequestKind;
  weak: RequestCue["weak"];
}

/** Classify one cleaned sentence (label already split off). Returns null when it asks for nothing. */
export function classifyRequest(text: string, label: string | null): Classified | null {
  const t = text.trim();
  if (!t) return null;
  const lower = t.toLowerCase();
  const suggestion = label !== null && SUGGESTION_LABEL.test(label);
  const mk = (kind: RequestKind, weak: RequestCue["weak"] = null): Classified => ({ kind, weak: weak ?? (suggestion ? "suggestion" : null) });

  // A retry asks for the earlier task again ("Try again.", "Retry the deploy", "Start over"): whether it says
  // what failed is retry-without-cause's question, not this one.
  if (/^(try (it |this |that )?again|try once more|retry|redo|re-do|start over|start again|do it again)\b/.test(lower)) return mk("imperative");
  // A state after a label ("PROMPT_014: **COMPLETE** (2026-07-26)", "Migration: done."): the word reports,
  // it does not ask ("Next: complete the migration" goes on to its object).
  if (label !== null && (/^(?:COMPLETE|COMPLETED|DONE|FINISHED|BLOCKED|PENDING|IN PROGRESS)\b/.test(t) || /^(?:complete|completed|done|finished)\s*(?:[(—–,;.!]|$)/i.test(t))) return null;
  // A label that names the work to do now makes what follows it the task, in whatever form: "Next action:
  // wiring the parser into the CLI", "Priority 1 — `--columns` support in the exporter", "Up next: the invoices".
  if (label !== null && WORK_NOW_LABEL.test(label) && lower.split(/\s+/).length >= 2 && !/^(?:none|n\/a|tbd|tbc|nothing|\?+)\b/.test(lower)) return mk("your-task");
  // Where the work to do is written: "The remaining work is tracked in issue #45", "See `TODO.md` for what is left"
  if (WORK_WRITTEN_IN.test(lower)) return mk("your-task");
  // Prohibitions first: "Do not …", "Don't …", "Never …", "No …".
  if (/^(do not|don't|dont|never|avoid|no need to|there is no need)\b/.test(lower)) return mk("imperative", "prohibition");

  // "Run 1: 50/50", "Gate 3 (item limit 50):", "Test 2.": a verb-like word with a number names a numbered
  // item (a run, a gate, a test case), not an ask; "Fix 3 bugs in …" goes on to its object.
  // ("Summarize 3-4 approaches": a dash between figures is a range, and the verb goes on to its object)
  if (/^[a-z][a-z-]{1,20}\s#?\d{1,3}[a-z]?\s*(?:[:(—–]|-(?!\s?\d)|\.?$)/.test(lower)) return null;

  // Explicit task statements.
  if (/^(?:(?:now|so|ok|okay|next|then),?\s)?(your|the|our|my)\s(main |primary |immediate |next |first |only |current |overall |actual )?(task|job|goal|mission|assignment|objective|work|responsibility|deliverable)s?\b(\s(here|now|today|for (this|the) session))?\s?(is|are|:|will be|-|—)/.test(lower))
    return mk("your-task");
  if (/^(the\s)?(next|immediate|first)\s(task|step|job|priority|action)s?\s?(is|are|:|-|—)/.test(lower)) return mk("your-task");
  if (/\byour (task|job|goal|mission|assignment|objective) (is|will be)\b/.test(lower)) return mk("your-task");

  // Conditional or scoped lead: "If …, do X", "For math problems, use Y", "When done, …".
  // "so basically when I click save nothing happens", "I'm getting a 500 on login": a fault the writer meets, told
  // to the worker, asks for its fix (a chat turn's usual ask; what done looks like is that it works)
  if (FAULT_MET.test(lower)) return mk("want");
  const cond = /^(if|unless|in case|should|whenever|for (any |all |each |every )?[a-z][a-z -]{0,40},)\b/.test(lower);

  // "Please …", "Kindly …"
  if (/^(please|kindly|pls)\b/.test(lower)) {
    // "Please read this document carefully before making edits": a polite preparation still prepares
    const rest = t.replace(/^(?:please|kindly|pls)[,!]?\s+/i, "");
    const inner = rest !== t ? classifyRequest(rest, null) : null;
    return mk("please", cond ? "conditional" : inner?.weak === "preparation" ? "preparation" : null);
  }
  if (/\b(please|kindly)\s(do\s)?[a-z]{3,}/.test(lower) && !/\bplease note\b/.test(lower)) return mk("please", cond ? "conditional" : null);
  // "Security review of `auth.ts`, please.": a closing "please" makes the whole phrase the ask
  if (/[,\s]please[.!]?$/.test(lower) && lower.split(/\s+/).length >= 3) return mk("please", cond ? "conditional" : null);

  // "Can `TermsScreen.tsx` be changed so that …?": a question whether a thing can be made so asks for the change
  if (/^(?:(?:hey|hi|ok|okay|so)[,!]?\s+){0,2}(?:can|could)\s(?!you\b|u\b|i\b|we\b)[^?]{1,120}?\sbe\s(?:[a-z]+ly\s)?[a-z]{3,}(?:ed|en|wn|de)\b[^?]*\?/.test(lower)) return mk("question", cond ? "conditional" : null);
  // "Can you …?", "Could you …", "Would you …" (and chat's "can u …")
  if (/^(?:(?:hey|hi|hello|ok|okay|so)[,!]?\s+){0,2}(can|could|would|will) (you|u)\b/.test(lower)) return mk("question", cond ? "conditional" : null);
  // A wish addressed to the worker: "It would be great if you could add …", "Would you mind …", "I'd appreciate it if …"
  if (/^(?:it would be|it['’]d be|that would be)\s(?:really\s|so\s)?(?:great|nice|good|helpful|awesome|ideal|useful|lovely|amazing)\sif\b|^(?:would|do) you mind\b|^i(?:['’]d| would) (?:really\s)?(?:appreciate|love) it if\b/.test(lower))
    return mk("please", cond ? "conditional" : null);
  // "Let me know what you think of …", "Let us know whether …": the answer is the work
  if (/^let (?:me|us) know\b/.test(lower)) return mk("question", cond ? "conditional" : null);
  // "Any idea why the images load so slowly?", "Any thoughts on …?": a question put to the worker asks for its answer
  if (/\?$/.test(lower) && /^(?:any (?:idea|ideas|thoughts|clue|clues|suggestions?|tips|advice)|do you (?:know|have (?:any )?(?:idea|thoughts))|got any (?:idea|ideas|thoughts))\b/.test(lower)) return mk("question", cond ? "conditional" : null);
  // A direct question asks for its answer: "why does the build take 3 minutes now?"
  if (/\?$/.test(lower) && /^(why|how|what|where|which|who|when|whether|is|are|does|do|did|should|has|have|was|were|is there|are there)\b/.test(lower)) return mk("question", cond ? "conditional" : null);

  // "I want/need/would like …", "We need to …", "Let's …"
  if (/^(i|we)(\s(really\s|also\s|now\s|just\s)?(want|need|would like|am asking|ask you|expect|require)|'d like|’d like|'d love|’d love)\b/.test(lower)) return mk("want", cond ? "conditional" : null);
  if (/^(okay|ok|so|now|alright|right|next|then|first|finally|also)?,?\s?(let's|let’s|lets|let us)\s[a-z]/.test(lower)) return mk("lets", cond ? "conditional" : null);
  // A want relayed for someone else, in the present: "Marketing wants the day-3 email to link to …", "The client
  // needs X by Friday". "Users asked for a pantry feature" reports a request; it does not make one.
  if (/^(?:the\s)?[a-z][a-z'’-]{1,30}(?:\s[a-z][a-z'’-]{1,30})?\s(?:wants?|needs?|would like|is asking for|are asking for)\s(?:the|a|an|us|you|it|this|that|to|our|their|its|all|every)\b/.test(lower) && !/^(?:it|this|that|which|who|nobody|no one|nothing)\s/.test(lower))
    return mk("want", cond ? "conditional" : null);

  // "You will/should/must/need to/are to/have to …"
  const ym = /^(?:(?:now|then|next|first|here),?\s)?you\s(?:will|'ll|’ll|should|must|need to|have to|are to|are going to|shall|are expected to|are asked to|are responsible for|are tasked with)\s(?:also\s|then\s|now\s|first\s)?([a-z]+)/.exec(lower);
  if (ym) {
    const v = ym[1];
    if (/^(be|receive|get|see|find|have|need|not|never)$/.test(v) && !/^you (are tasked|are responsible)/.test(lower)) {
      if (v === "not" || v === "never") return mk("you-modal", "prohibition");
      return null;
    }
    return mk("you-modal", cond ? "conditional" : null);
  }
  if (/^you are (to|tasked|responsible|asked|expected)\b/.test(lower)) return mk("you-modal", cond ? "conditional" : null);
  // "You perform the review step", "You write the migration": a role's duty stated in the present
  const duty = /^you\s([a-z]{3,20})\s(?:the|a|an|all|every|each|code)\b/.exec(lower);
  if (duty && TASK_VERBS.has(duty[1]) && !/^(are|were|have|had|can|may|might|know|see|get|need|want|will|would|should|must)$/.test(duty[1])) return mk("you-modal", cond ? "conditional" : null);
  // "You are researching on behalf of …", "You are continuing implementation of …"
  const prog = /^you(?: are|'re|’re) (?:now |here |currently )?([a-z]{3,20})ing\b/.exec(lower);
  if (prog && ingIsTask(prog[1])) return mk("you-modal", cond ? "conditional" : null);

  // Desired state: "The current week should be one forward", "Tests must pass". Prohibitions stay weak.
  if (/^[a-z][a-z0-9 '’/-]{0,60}?\s(should|must|needs to|need to|has to|have to|ought to)\s(actually\s|also\s|now\s|still\s|always\s)?(not|never)\b/.test(lower)) return mk("requirement", "prohibition");
  if (!/\?$/.test(lower) && !/^(do|does|did|can|could|would|will|shall|is|are|what|why|how|when|where|who|which)\b/.test(lower) && /^[a-z][a-z0-9 '’/-]{0,60}?\s(should|must|needs to|need to|has to|have to|ought to)\s(actually\s|also\s|now\s|still\s|always\s|be able to\s)?[a-z]{2,}/.test(lower) && !/^(it|this|that|which|who)\s(should|must)\s(be noted|go without)/.test(lower))
    return mk("requirement", cond ? "conditional" : standingRule(lower) ? "method" : null);

  // Imperative: strip a leading adverbial ("Then", "Now", "First,", "Finally,") and a conditional clause.
  let body = t;
  let weakCond = false;
  // A lead phrase before the imperative: "Given the report, …", "Using the research from task 1, identify …"
  if (/^(given|using|based on|building on|drawing on|leveraging|with the|from the)\b/i.test(body)) {
    const comma = body.search(/,(?!\d)/);
    if (comma > 0 && comma < 200) body = body.slice(comma + 1).trim();
  }
  if (cond) {
    const comma = body.search(/,(?!\d)/);
    if (comma < 0 || comma > 200) return null;
    body = body.slice(comma + 1).trim();
    weakCond = true;
  } else if (/^(when|once|after|before|at|on|upon|while|during)\b/i.test(body)) {
    const comma = body.search(/,(?!\d)/);
    if (comma > 0 && comma < 200) body = body.slice(comma + 1).trim();
  }
  // A chat turn opens with an acknowledgement before its ask: "ok now do the same for …", "Great, so rerun it".
  body = body.replace(ACK_LEAD, "");
  // "Go ahead with the second approach", "Proceed with the migration": the go-ahead names the work.
  if (/^(?:go ahead|proceed|move forward|move ahead|carry on|press on|get going)\s(?:with|on)\s\S/i.test(body)) return mk("imperative", weakCond ? "conditional" : null);
  // "Go ahead and ship it": the ask follows.
  body = body.replace(/^go ahead(?:\sand|,)\s{1,3}/i, "");
  body = body.replace(/^(then|now|next|first|finally|also|and|afterwards|lastly|second|third|just|simply|always|additionally|thereafter)\b,?\s{0,3}/i, "");
  // "Carefully review …", "Regularly back up …": a manner adverb before the verb
  if (/^[a-z]{4,}ly\s+[a-z]/i.test(body) && !/^(?:only|early|daily|weekly|monthly|family|supply|apply|reply|rely|fly|holy|jelly|belly|bully|rally|tally|ally)\b/i.test(body)) body = body.replace(/^[a-z]{4,}ly\s+/i, "");
  // "PUT/PATCH /api/users now return 401": an HTTP method names a route, it is not the verb "put"
  if (/^(?:GET|PUT|POST|PATCH|DELETE|HEAD|OPTIONS)(?=[\s/,])/.test(body)) return null;
  // "50/50 (39 complete)": a clause that opens with a figure reports it; the first word is not the verb
  if (/^[\d%$€£#]/.test(body)) return null;
  // "Double check the migration", "Sanity test the build": a compound verb written with a space is its last part
  body = body.replace(/^(?:double|triple|sanity|spot|cross)\s+(?=(?:check|test|verify)\b)/i, "");
  const w = firstWords(body, 3);
  if (!w.length) return null;
  // A sentence that opens with a code span or a link opens with a name ("`src/app.ts`, `src/db.ts`"), not
  // with the verb "code" or "link".
  if (w[0] === "CODE" || w[0] === "LINK") return null;
  const v = compoundVerb(w[0].toLowerCase());
  // "Route replays run concurrently", "Build steps pass on CI": a plural noun then a verb in the present is a
  // subject and its verb; the first word modifies the noun
  // ("Make tests pass", "Let jobs run", "Help users find …": a causative verb takes an object and a bare verb)
  if (w.length === 3 && !CAUSATIVE.has(v) && /^[a-z]{3,}[^s']s$/.test(w[1]) && FINITE_AFTER_PLURAL.has(w[2].toLowerCase())) return null;
  // A verb followed by -ing/-ed forms or a capitalised first word that is a proper noun isn't an imperative.
  if (pastOrParticiple(v) && !TASK_VERBS.has(v)) return null;
  const second = (w[1] ?? "").replace(/[’']s$/, "");
  if (v === "make" && /^sense$/i.test(second)) return null;
  if (v === "do" && /^(i|you|we|they|it|not|n't|so|this|that)$/i.test(second) && !/^(it|this|that)$/i.test(second)) return null;
  // "Use the validation tool to review the file" asks for the review.
  if (v === "use" && /\bto\s(?:then\s)?([a-z]{3,})/.test(body.toLowerCase())) {
    const m = /\bto\s(?:then\s)?([a-z]{3,})/.exec(body.toLowerCase());
    if (m && TASK_VERBS.has(m[1])) return mk("imperative", weakCond ? "conditional" : null);
  }
  if (METHOD_VERBS.has(v)) return mk("imperative", coordinatedTask(body) ? (weakCond ? "conditional" : null) : "method");
  if (v === "come" && !/^come up with\b/i.test(body)) return null;
  if (PREP_VERBS.has(v) || GETTING_IN.test(body)) {
    // "Read the log and fix the errors listed in it" asks for the fix.
    // "Read X and catalog every function in it": a second verb with its own object is the ask, listed or not.
    // Every "and" is tried: "Look at the config and the commits and tell me what changed".
    for (const and of body.toLowerCase().matchAll(/\band\s(?:then\s)?([a-z]{2,})\s(the|a|an|all|every|each|any|its|their|this|these|those|code|them|it)?\b/g)) {
      if (!PREP_VERBS.has(and[1]) && (TASK_VERBS.has(and[1]) || (and[2] && !/(?:ed|ing|ly|s)$/.test(and[1])))) return mk("imperative", weakCond ? "conditional" : null);
    }
    // "Check that X works" asks for work; "Read X first" prepares.
    if (v === "check" && second && (/^(that|whether|if|for|the|all|each|every|how|why|CODE)$/i.test(second) || numberedObject(body) || modifiedObject(body) || barePluralObject(body))) return mk("imperative", weakCond ? "conditional" : null);
    if (v === "look" && /^(for|into)$/i.test(second)) return mk("imperative", weakCond ? "conditional" : null);
    return mk("imperative", "preparation");
  }
  if (!TASK_VERBS.has(v)) {
    // A verb the list does not know ("Rework the hero", "Tweak this", "Redo `x`"): a sentence that opens
    // with a plain word and goes straight on to its object reads as an imperative. "Preview it with X and
    // send me a screenshot": a known task verb after "and" asks, whatever came first.
    if (!unlistedImperative(v, w[1] ?? "", w[2] ?? "", /^[A-Za-z]+\s+(\S+)/.exec(body)?.[1] ?? "")) {
      const and = /\band\s(?:then\s)?([a-z]{2,})\s(?:me|us|it|them|the|a|an|all|every|each|its|their|this|these|those|everything|anything)\b/.exec(body.toLowerCase());
      return and && TASK_VERBS.has(and[1]) && !PREP_VERBS.has(and[1]) && sentenceOpensWithVerb(v) ? mk("imperative", weakCond ? "conditional" : null) : null;
    }
    if (/\((complete|completed|done|finished|merged|shipped)\)|[-—–]\s?(done|complete|completed)\b|✅/i.test(body)) return null;
    // "Phase 5 fixtures and a test helper are implemented in …": a word the list does not know, then a finite
    // "be" before any clause of its own, is the subject of a report
    // (read in the sentence's opening only: the pattern's look-ahead at each step is costly on a long line)
    if (REPORTING_BE.test(body.slice(0, 240))) return null;
    return mk("imperative", weakCond ? "conditional" : null);
  }
  if (NOUNISH.has(v)) {
    const sec = second.toLowerCase();
    // The word after the verb, as written: a path, a bracket or a quote starts an object too.
    const after = /^\S+\s+(\S+)/.exec(body)?.[1] ?? "";
    const ok =
      second === ""
        ? /[.!]$/.test(body)
        : OBJECT_START.has(second) || OBJECT_START.has(sec) || /^[[("'“`]|[./_]\w/.test(after) || barePluralObject(body) || numberedObject(body) || modifiedObject(body) || countedObject(body) || coordinatedImperative(body);
    if (!ok) return null;
  }
  // "Audit (complete).", "Phase 3 — done": a record of finished work, not an ask.
  if (/\((complete|completed|done|finished|merged|shipped)\)|[-—–]\s?(done|complete|completed)\b|✅/i.test(body)) return null;
  return mk("imperative", weakCond ? "conditional" : null);
}

/**
 * "Review PR #42 and leave comments …": a noun-like verb that a task verb is coordinated with. A comma right
 * after the first word lists nouns ("Import, compile, and save require approval").
 */
function coordinatedImperative(body: string): boolean {
  return !/^[A-Za-z]+\s*[,;:]/.test(body) && coordinatedTask(body);
}

/**
 * "Review PR #42 …", "Fix issue #17.", "Fix GitHub issue #42", "Update PROJ-381 …": a noun-like verb whose object is
 * a numbered item (a pull request, an issue, a ticket key). "Test case #3: passes" is a label: a colon follows the number.
 */
function numberedObject(body: string): boolean {
  // (a slot may stand for the number, as a command's argument: "Fix GitHub issue #$ARGUMENTS", "Review PR {{pr}}")
  return /^[A-Za-z]+\s+(?:[A-Za-z]{2,15}\s+){0,2}(?:#\d{1,6}|[A-Z][A-Z0-9]{1,9}-\d{1,6}|#?\$[A-Z_]{3,30}|#?\$\{[\w:.-]{1,40}\}|#?\{\{?\s?[\w.-]{1,40}\s?\}?\})(?![\w-])(?!\s*[:：])/.test(body);
}

/**
 * "Fix typos in the docs.", "Review changes for boundary drift, …": a noun-like verb whose object is a bare
 * plural, then a preposition, in a sentence that ends as one. A compound noun ("Test results for run 3:",
 * "Build logs") is a heading or a label: it has no sentence end, or a colon or a number after it.
 */
function barePluralObject(body: string): boolean {
  // the plural may carry a modifier or two of its own: "Answer customer questions about card limits."
  const m = /^[A-Za-z]+\s+(?:[a-z][a-z-]{1,20}\s+){0,2}([a-z][a-z-]{2,30}s)\s+(?:for|in|across|on|from|to|with|under|throughout|that|which|about)\s/.exec(body);
  if (!m || /(?:ss|us|is)$/.test(m[1])) return false;
  // "Review comments from the last round are in the thread": a finite "be" or "have" after the phrase, before any
  // clause of its own, makes the plural its subject
  if (/^[^,;]*?\b(?:is|are|was|were|has|have|had)\b/.test(body.slice(m[0].length).split(/\b(?:that|which|who|where|when|so|because|if)\b/)[0])) return false;
  // (a figure in the head counts, "Fixes 3 issues in …"; one after it is a version or a date, "for v2.4")
  return /[.!]\s*$/.test(body) && !/[:：]/.test(body.slice(0, 80)) && !/\d/.test(body.slice(0, m[0].length));
}

/**
 * "Fix ten failing tests.", "Review 2 PRs before noon.": a noun-like verb whose object is counted, a figure or a
 * number word and then a plural (an adjective between). "Build 42 failed" names build 42: no plural follows.
 */
function countedObject(body: string): boolean {
  return /^[A-Za-z]+\s+(?:\d{1,4}|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozens of|hundreds of)\s+(?:[a-z][a-z-]{1,20}\s+)?[A-Za-z][\w-]{0,30}s\b/i.test(body) && !/^[A-Za-z]+\s+\d{1,4}\s*[:：]/.test(body);
}

/**
 * "Fix mock data.", "Test basic functionality.": a noun-like verb whose object opens with an adjective, in a
 * sentence that ends as one. A noun before a noun can be a compound ("Test results", "Build status"), but an
 * adjective cannot follow the first noun of one, so the first word is the verb. The adjective is a word of
 * `OBJECT_ADJECTIVES` or one an English adjective ending marks ("visual", "reactive", "responsive", "useless");
 * a noun follows it, and no colon (a label) opens the sentence.
 */
function modifiedObject(body: string): boolean {
  const m = /^[A-Za-z]+\s+([a-z][a-z-]{1,20})\s+([A-Za-z][\w-]{1,30})\b/.exec(body);
  if (!m || !/[.!]\s*$/.test(body) || /[:：]/.test(body.slice(0, 80))) return false;
  const [, adjective, noun] = m;
  if (NOT_VERBS.has(noun.toLowerCase()) || PREPOSITION_OBJECT.test(noun) || /^(?:is|are|was|were|has|have|had|will|can|should|must|does|did)$/.test(noun)) return false;
  return OBJECT_ADJECTIVES.has(adjective) || (ADJECTIVE_ENDING.test(adjective) && !NOT_ADJECTIVE.has(adjective));
}
// Adjectives that open an object in a handoff's short orders ("Fix broken links.", "Remove stale branches.").
const OBJECT_ADJECTIVES = new Set(
  "basic mock recent new old existing remaining failing broken missing current unused duplicate stale flaky slow manual minor major small large simple obvious empty wrong bad invalid outdated legacy dead remote local public private hardcoded hard-coded open closed deprecated duplicated disabled skipped orphaned".split(" "),
);
// Endings of English adjectives (a noun or a verb seldom ends so).
const ADJECTIVE_ENDING = /[a-z]{3,}(?:al|ive|ous|ful|less|able|ible|ic)$/;
// Words with those endings that are nouns or verbs in the object of an order ("Test signal flow", "Review the manual").
const NOT_ADJECTIVE = new Set("signal total interval portal journal arrival approval removal proposal tutorial terminal rival material archive objective directive initiative narrative alternative representative executive detective topic logic music traffic table cable label".split(" "));

/**
 * A requirement about a whole kind of thing is a standing rule, not the task: "Existing-project writes must
 * include the path", "All commits must be signed". A named thing's wanted state is the task: "The export must
 * include the header row"; and "Users should be able to export their data" asks for a feature.
 */
function standingRule(lower: string): boolean {
  const m = /^([a-z][a-z0-9 '’/-]{0,60}?)\s(?:should|must|needs to|need to|has to|have to|ought to)\s(?!(?:also\s|now\s|still\s)?be able to\b)/.exec(lower);
  if (!m) return false;
  const subject = m[1].trim().split(/\s+/);
  if (/^(?:all|every|any|each|no)$/.test(subject[0])) return true;
  if (/^(?:the|this|that|these|those|our|my|your|its|their|his|her|it|we|you|i|they|he|she|there)$/.test(subject[0])) return false;
  return subject.length <= 4 && /[^s]s$/.test(subject[subject.length - 1]);
}

// Closed-class words (and a few interjections) that open sentences but are never imperative verbs.
const NOT_VERBS = new Set(
  ("about above across after against along among around as at before behind below beneath beside besides between beyond but by despite " +
    "during except for from in inside into like near of off on onto out outside over past per since than through throughout till to toward " +
    "towards under underneath unlike until up upon via with within without and or nor so yet also then thus hence therefore however " +
    "meanwhile otherwise instead still even just only maybe perhaps today tomorrow tonight yesterday now here there where when while why how " +
    "what which who whom whose whether if unless because although though whereas once all both each every either neither some any many much " +
    "more most few several such other another this that these those the a an my your our their his her its it they we you he she them us me " +
    "one two three no not never always often sometimes again plus minus versus vs re everything nothing something anything everyone nobody " +
    "whatever whichever regardless yes yeah ok okay sorry hi hello hey thanks thank please note nb ps fyi btw currently recently already " +
    "overall anyway besides next first last finally hope wish cheers welcome congrats congratulations glad " +
    // adjectives that open a noun phrase in a report ("New `Files` tab, ~150 LOC", "Same pattern as …")
    "new old same full main current previous final initial major minor big small extra known legacy").split(" "),
);
const OBJECT_HEAD = new Set("the a an this that these those it them its your our my their all each every some any both CODE LINK".split(" "));
const PARTICLES = new Set("up out down off over back through together in on away aside".split(" "));

/** An unlisted first word followed by its object ("Rework the …", "Tidy up the …") reads as an imperative verb. */
const WH_OBJECT = /^(?:why|how|what|whether|which|where|when|who)$/i;

/** Whether a sentence's first word can be an imperative verb at all (its plain form, not a closed-class word). */
function sentenceOpensWithVerb(v: string): boolean {
  return /^[a-z]{3,20}$/.test(v) && !NOT_VERBS.has(v) && !pastOrParticiple(v) && !/(?:ing|ly)$/.test(v) && !(/[^s]s$/.test(v) && !/(?:us|is)$/.test(v));
}

function unlistedImperative(first: string, second: string, third: string, nextToken: string): boolean {
  const v = first.toLowerCase();
  if (!/^[A-Za-z][a-z]{2,19}$/.test(first)) return false; // lower case or capitalised only; "CODE", "API" are not verbs
  if (NOT_VERBS.has(v)) return false;
  // inflected forms report or describe: "Upgraded the …", "Running the …", "Uses the …", "Quickly the …"
  if (pastOrParticiple(v) || /(?:ing|ly)$/.test(v) || (/[^s]s$/.test(v) && !/(?:us|is)$/.test(v))) return false;
  // a noun by its ending ("Memory with a real mailbox", "Responsiveness", "Ownership of …") or a participle
  // ("Unknown; …", "Shown in …"): English verbs do not end so, and a list item that opens so names a topic
  if (NOUN_ENDING.test(v) || PARTICIPLE_WN.test(v)) return false;
  if (OBJECT_HEAD.has(second) || OBJECT_HEAD.has(second.toLowerCase())) return true;
  // a file or a package as the object: "Swap moment.js for date-fns", "Vendor lib/vendor/x"
  // (a file's or a package's name: a dot before its extension, or a scope; "play/pause" pairs two words)
  if (/^(?:@[\w-]+\/[\w.-]+|[A-Za-z][\w/-]*\.[A-Za-z]{1,6})$/.test(nextToken.replace(/[,;:]$|\.$/, ""))) return true;
  // the worker as the object, then where the work goes: "Walk me through the pipeline", "Ping us when …"
  // ("Let me …" is the writer's own voice)
  if (/^(?:me|us)$/i.test(second) && v !== "let" && (PARTICLES.has(third.toLowerCase()) || OBJECT_HEAD.has(third) || /^(?:about|on|with|to|how|why|what|when|if|whether)$/i.test(third))) return true;
  // a part of a set as the object: "Choose one of the variants", "Keep two of the three"
  if (/^(?:one|two|three|some|any|each|several|most|none)$/i.test(second) && third.toLowerCase() === "of") return true;
  // a question as the object: "Figure out why …", "Work out whether …"
  if (PARTICLES.has(second.toLowerCase()) && WH_OBJECT.test(third)) return true;
  // a particle or a preposition, then the object: "Tidy up the …", "Choose from the books on the shelf"
  // ("Dig into why the image doubled": a preposition before a question)
  return (PARTICLES.has(second.toLowerCase()) || PREPOSITION_OBJECT.test(second)) && (OBJECT_HEAD.has(third) || OBJECT_HEAD.has(third.toLowerCase()) || WH_OBJECT.test(third));
}
/**
 * The verb of a hyphenated compound: "sanity-check", "double-check", "spot-check" are checks, "re-run" a run;
 * a compound whose last part is no task verb stays as written ("follow-up", "read-only").
 */
function compoundVerb(word: string): string {
  const dash = word.lastIndexOf("-");
  if (dash < 0) return word;
  const last = word.slice(dash + 1);
  return TASK_VERBS.has(last) || PREP_VERBS.has(last) ? last : word;
}

/**
 * A past form by its ending ("Upgraded", "Fixed"): "-ed", except the base forms that end so ("speed up", "embed",
 * "shred", "proceed", "feed"), whose past is another word or ends "-eded".
 */
function pastOrParticiple(v: string): boolean {
  return /ed$/.test(v) && !/(?:eed|bed|shed|shred)$/.test(v);
}
const REPORTING_BE = /^(?:(?!\b(?:that|which|who|whose|where|whether|if|so|when|while|to|until|once|because|since|as|unless|after|before|wherever|whatever)\b)[^,;:])*?\s(?:is|are|was|were|has been|have been)\s/i;
const CAUSATIVE = new Set("make let help have get see watch".split(" "));
// Verbs a plural subject takes in a report ("replays run", "checks pass", "tests remain").
const FINITE_AFTER_PLURAL = new Set("run pass fail work remain stay look seem need exist appear match differ break hang crash load show".split(" "));
const PREPOSITION_OBJECT = /^(?:from|between|among|with|across|into)$/i;
const NOUN_ENDING = /(?:ness|ity|ship|ism|hood|dom|ory|ics|ogy)$/;
const PARTICIPLE_WN = /^(?:un)?(?:known|shown|drawn|grown|thrown|blown|flown|sewn|sown)$/;

/** "research" from "research", "continu" (+e), "debugg" (doubled consonant): is the -ing form a task verb? */
function ingIsTask(stem: string): boolean {
  if (TASK_VERBS.has(stem) || TASK_VERBS.has(stem + "e")) return true;
  const n = stem.length;
  return n > 3 && stem[n - 1] === stem[n - 2] && TASK_VERBS.has(stem.slice(0, n - 1));
}

/**
 * The headings a sentence sits under, innermost first, without the document's title: a lone top-level
 * heading names the whole text ("# /release command", "# Checkpoint Command"), not a part of it.
 */
function sectionHeadings(doc: HandoffDocument, section: number, title: string | null): string[] {
  const hs = headingsOf(doc, section);
  return title !== null && hs.length && hs[hs.length - 1] === title ? hs.slice(0, -1) : hs;
}

/** The heading of the document's one top-level section, read as the heading chain reads it, or null. */
function titleHeading(doc: HandoffDocument): string | null {
  let title = -1;
  for (let i = 0; i < doc.sections.length; i++) {
    const x = doc.sections[i];
    if (x.depth !== 1 || !x.headingRange) continue;
    if (title >= 0) return null;
    title = i;
  }
  return title < 0 ? null : (headingsOf(doc, title)[0] ?? null);
}

const references = new WeakMap<HandoffDocument, { title: string | null; bySection: Map<number, boolean> }>();
/** Whether a section keeps guidance, setting or record (inReferenceSection), read once per section of a document. */
function referenceSection(doc: HandoffDocument, section: number): boolean {
  let known = references.get(doc);
  if (!known) references.set(doc, (known = { title: titleHeading(doc), bySection: new Map() }));
  let is = known.bySection.get(section);
  if (is === undefined) known.bySection.set(section, (is = inReferenceSection(sectionHeadings(doc, section, known.title), cueLanguages(languageOf(doc)))));
  return is;
}

/** Section heading text of a sentence's section, and of its ancestors (innermost first). */
function headingsOf(doc: HandoffDocument, section: number): string[] {
  const out: string[] = [];
  let s = section;
  let guard = 0;
  while (s >= 0 && guard++ < 12) {
    const h = doc.sections[s]?.heading;
    if (h) out.push(h.replace(/[*_`~]/g, "").replace(/^[^A-Za-z]{0,10}/, "").trim());
    s = doc.sections[s]?.parent ?? -1;
  }
  return out;
}

// The head nouns of a section that keeps standing guidance, the setting or the record rather than work to
// pick ("## Hard rules from the owner", "## Architecture of web/", "## Gotchas (things that bit us)"): an
// imperative there says how to work or describes, it does not assign the task.
const REFERENCE_NOUNS = new Set(
  ("rule rules convention conventions guideline guidelines principle principles gotcha gotchas pitfall pitfalls " +
    "caveat caveats lesson lessons learning learnings tip tips reminder reminders preference preferences etiquette discipline " +
    "environment commands tooling " +
    "architecture overview background structure layout codebase stack dependencies glossary reference map " +
    "history changelog decision decisions done completed accomplished achievements status snapshot").split(" "),
);
// Connecting words after which a heading's head phrase has ended ("Architecture of web/", "Rules from the owner").
const HEAD_END = /\s(?:of|from|for|to|in|on|at|with|that|which|we|you|i|and|&|vs)\s.*$|\s*[:(—–[|].*$|\s-\s.*$/i;

/**
 * Whether a sentence's section keeps guidance, setting or record (read from its innermost heading that says
 * either way): a how-to heading ("How to run it", "Setting up"), or one whose head noun is a reference noun.
 * A task heading under it ("## Notes / ### Next task", "## Status / ### Next steps") is the task's.
 */
function inReferenceSection(headings: string[], langs: readonly Lang[]): boolean {
  for (const h of headings) {
    const headPhrase = h.replace(HEAD_END, "").trim();
    // "## Status / ### Next steps": the next steps under a record are work, not more of the record
    // (read in the heading's head phrase: "Background for the next session" is background)
    if (TASK_HEADING.test(h) || namesNextSteps(headPhrase, langs)) return false;
    if (HOWTO_HEADING.test(h) || /^how (?:the|my|our|i|we|you) \w+ (?:likes?|wants?|prefers?) to work\b|^what (?:this|it) is\b|^what (?:was|we|has been|I) (?:done|did|changed|built|shipped|fixed)\b|^(?:recent |latest )?changes(?: made| so far)?$/i.test(h)) return true;
    // a standing procedure: "Release checklist (per release)", "Runbook for every deploy"
    if (/\b(?:checklist|procedure|runbook|playbook|routine)\b/i.test(h) && /\b(?:per|for (?:every|each|any)|every|each|whenever|before (?:any|each|every))\s+\w+/i.test(h)) return true;
    const head = headPhrase.split(/\s+/);
    const last = (head[head.length - 1] ?? "").toLowerCase();
    if (REFERENCE_NOUNS.has(last)) return true;
    // "UI & Frontend Guidelines (`admin-ui`)": words joined by "&" modify the noun that closes the phrase
    const joined = /^[^(:—–[|]*?\s&\s([^(:—–[|]*)/.exec(h);
    const closing = joined ? (joined[1].trim().split(/\s+/).pop() ?? "").toLowerCase() : "";
    if (REFERENCE_NOUNS.has(closing)) return true;
  }
  return false;
}

const TASK_HEADING = /^(the\s)?((next|immediate|current|your|main|first|today's|this session's)\s)?(task|tasks|job|assignment|mission|todo|to-do|action items?|what to do( next| now)?|work item|deliverables?)\b/i;
const TASK_LABEL = /^((the\s)?(next|main|your|current)\s)?(goal|objective|aim|mission|purpose|task|job|assignment|deliverables?|expected output|acceptance criteria|definition of done|done when|todo|to-do|hand back|hand-back|what to hand back|return|what to return)$/i;
const MENU_WORDS = /\b(suggest\w*|options?|possible|ideas?|candidates?|backlog|later|future|done|completed)\b/i;

const TASK_SLOT = /^(task|tasks|task_description|description|instructions?|prompt|query|question|request|objective|goal|ask|user_input|input|issue|problem|todo|assignment|mission|requirements?|acceptance|acceptance_criteria|spec|title|feature|bug|work|job|topic|subject)$/i;

const requestsOf = new WeakMap<HandoffDocument, RequestCue[]>();

// After a weak ask, a linked clause may hold the real one ("Keep the layout, just change …"); after a
// statement, only a consequence can ("Attempt 1 timed out …, so write the draft yourself").
// (the linking word may be left out in a series of steps: "Read the issue, find the cause, fix it")
const LINKED_AFTER_WEAK = /,\s(?:(?:just|then|and then|and|but|also|only|so)\s)?([a-z][^,;]{3,200})/gi;
const LINKED_CONSEQUENCE = /[,;]\s(?:so|therefore|hence)\s([a-z][^,;]{3,200})/gi;

// A time after this handoff's work: the next session, later, some day, a later version.
const LATER = /\b(?:(?:in|during|for)\s+(?:the|a)\s+(?:next|later|future|following)\s+(?:session|round|sprint|iteration|phase)|next\s+(?:session|time)|later\s+on|some\s+day|someday|eventually|down\s+the\s+road|in\s+the\s+future|in\s+(?:a\s+)?(?:v2|later\s+version|future\s+version))\b/i;

// A habit, not a task: an instruction whose verb is qualified by how often to do it ("Commit and push frequently",
// "Run the linter after every change", "Save your progress as you go") says how to work throughout, like "use"
// or "follow". Not when the frequency sits in a relative clause ("Fix the test that fails often").
const HABIT = /^(?:(?!\b(?:that|which|who|whose|where|when)\b).)*?\b(?:frequently|regularly|often|periodically|routinely|constantly|continuously|as you go|(?:after|before)\s+(?:each|every|any)\s+\w+|(?:at|on)\s+(?:each|every)\s+(?!other\b)\w+|every\s+(?:time|step|change|commit|iteration|few\s+\w+)|each\s+time)\b/i;

/**
 * Whether the clause is a habit throughout: its frequency qualifies every verb in it. "Commit and push
 * frequently" is one; in "Regularly back up the database and fix the cron job" the task after "and" stands
 * outside the frequency, which came before it.
 */
function habitOnly(clause: string): boolean {
  // (the opening 400 characters: the frequency qualifies the verb near it, and the pattern must stay linear)
  const m = HABIT.exec(clause.slice(0, 400));
  if (!m) return false;
  const after = clause.slice(m[0].length);
  for (const and of after.matchAll(/\band\s+(?:then\s+)?([a-z]{2,})\b/gi)) if (TASK_VERBS.has(and[1].toLowerCase())) return false;
  return true;
}

/** The first strong ask in a clause the expression captures. */
function linkedClauseAsk(t: string, re: RegExp): Classified | null {
  for (const m of t.matchAll(re)) {
    const r = classifyRequest(m[1], null);
    if (r && r.weak === null) return r;
  }
  return null;
}

// A label of past participles or done words ("Tested and verified:", "Done:", "Fixed"): what follows was done.
// (the past forms are read by their ending; only the done words that have none are listed, and the joining words)
const REPORT_LABEL_WORD = /^(?:done|complete|and|&)$/i;
function reportLabel(label: string): boolean {
  const words = label.replace(/[*_]/g, "").trim().split(/\s+/);
  return words.length <= 4 && words.some((w) => !/^(?:and|&)$/i.test(w)) && words.every((w) => REPORT_LABEL_WORD.test(w) || (pastOrParticiple(w.toLowerCase()) && !TASK_VERBS.has(w.toLowerCase())));
}

// An ask whose object is the text's own list: "Use this checklist to …", "Work through the steps below".
const OWN_LIST_ASK = /^(?:please\s+)?(?:use|follow|work through|go through|complete|implement|execute|do)\s+(?:this|these|the following|the)\s+(?:checklist|list|plan|steps|tasks|items|phases)(?:\s+below)?\b(?!\s+(?:in|at|from|of)\s)/i;
// A checkbox item of a Markdown task list.
const TASK_BOX = /^\s*(?:[-*+]|\d{1,3}[.)])\s+\[([ xX])\]/gm;

/** Whether the text holds a task list of three boxes or more, and every box is ticked. */
function ownChecklistDone(doc: HandoffDocument): boolean {
  let boxes = 0;
  for (const m of doc.text.matchAll(TASK_BOX)) {
    if (m[1] === " ") return false;
    boxes++;
  }
  return boxes >= 3;
}

// A word, then the start of an object: "take the first one", "open a draft PR", "merge it".
const VERB_THEN_OBJECT = /^[a-z]+\s+(?:the|a|an|it|them|this|that|these|those|all|each|every|one|your|my|our)\b/i;

/** Every place the document asks the worker for something, with weak asks marked (read once per document). */
export function findRequests(doc: HandoffDocument): RequestCue[] {
  let found = requestsOf.get(doc);
  if (!found) {
    found = readRequests(doc);
    requestsOf.set(doc, found);
  }
  return found.slice();
}

/**
 * Whether the list item an offset is in, or an item it is nested under, is marked done (a ticked box, a strike, a
 * check mark, "(done)"): "- [x] Add timeout controls / - Add subprocess timeout." records both lines. Read upward
 * through the lines of its list, at most 40, to the first line that is not indented.
 */
function lineMarkedDone(doc: HandoffDocument, at: number): boolean {
  const [lineStart] = doc.lineAround(at);
  // (kept per line: every sentence of a line has the same answer, and a line of many sentences would
  // otherwise be read once for each of them)
  let known = doneLines.get(doc);
  if (!known) doneLines.set(doc, (known = new Map()));
  let done = known.get(lineStart);
  if (done === undefined) known.set(lineStart, (done = itemOrParentMarkedDone(doc, lineStart)));
  return done;
}
const doneLines = new WeakMap<HandoffDocument, Map<number, boolean>>();

/** lineMarkedDone for the line that starts at `lineStart`. */
function itemOrParentMarkedDone(doc: HandoffDocument, lineStart: number): boolean {
  let start = lineStart;
  let indent = Infinity;
  for (let n = 0; n < 40 && start >= 0; n++) {
    const nl = doc.text.indexOf("\n", start);
    const line = doc.text.slice(start, nl < 0 ? doc.text.length : nl);
    const lead = /^\s*/.exec(line)![0].length;
    if (line.trim() && lead < indent) {
      const item = /^\s*(?:[-*+]|\d{1,3}[.)])\s/.test(line);
      if (item && markedDone(doc, line)) return true;
      if (lead === 0 && !item) return false;
      indent = lead;
      if (lead === 0) return false;
    }
    if (start === 0) return false;
    start = doc.text.lastIndexOf("\n", start - 2) + 1;
  }
  return false;
}

/** Whether a sentence is the first one under a heading over the work to do now ("## Next", "## This session"). */
function firstUnderNowHeading(doc: HandoffDocument, s: Sentence, i: number): boolean {
  const sec = doc.sections[s.section];
  if (!sec?.heading || s.quoted || !NOW_HEADING.test(sec.heading.replace(/[#*_`:~\s]+$|^[#*_`~\s]+/g, ""))) return false;
  const prev = doc.sentences[i - 1];
  return !prev || prev.section !== s.section || doc.paragraphs[prev.paragraph]?.kind === "heading";
}

// A label over a list that sets its items aside: "**Deferred (post–Phase 9, optional):**", "Nice to have:", "Later:".
const SET_ASIDE_LABEL = /^\W{0,4}(?:deferred|optional|later|future(?: work| ideas)?|nice[- ]to[- ]haves?|out of scope|not now|someday|parking lot|backlog|ideas|stretch(?: goals?)?)\b[^\n]{0,60}:\W{0,4}$/i;

/**
 * The paragraphs inside lists whose lead-in (one of the two paragraphs before the list, in its section) sets their
 * items aside. Lists and paragraphs are both in text order, so one pass over each.
 */
function setAsideParagraphs(doc: HandoffDocument): Set<number> {
  const out = new Set<number>();
  const ps = doc.paragraphs;
  let k = 0;
  for (const b of doc.blocks) {
    if (b.kind !== "list") continue;
    while (k < ps.length && ps[k].range[0] < b.range[0]) k++;
    if (k >= ps.length) break;
    if (!leadInSetsAside(doc, k)) continue;
    for (let j = k; j < ps.length && ps[j].range[0] < b.range[1]; j++) out.add(j);
  }
  return out;
}

/** Whether one of the two paragraphs before paragraph k, in its section, is a lead-in that sets a list aside. */
function leadInSetsAside(doc: HandoffDocument, k: number): boolean {
  const ps = doc.paragraphs;
  const section = ps[k].section;
  for (let j = k - 1; j >= 0 && j >= k - 2; j--) {
    const p = ps[j];
    if (p.section !== section || p.kind === "heading") return false;
    if (SET_ASIDE_LABEL.test(doc.text.slice(p.range[0], p.range[1]).trim())) return true;
  }
  return false;
}

// A slash command on the text's first line ("/sp.plan", "/review"): the text invokes a command, which is the ask,
// and what follows is its argument. One token with no other slash, so "/api/users returns 500" is a path.
const COMMAND_LINE = /^\/[a-z][\w.:-]{1,40}(?=\s|$)/i;

const FAULT_MET =
  /\b(?:when|whenever|after|every time) i\b[^.?!]{0,80}?\b(?:nothing happens|(?:it|this|that|the \w+) (?:does(?:n['’]t| not)|won['’]t|will not) (?:work|do anything|load|save|show up|open|respond)|(?:it|this|that|the \w+) (?:fails|crashes|breaks|freezes|hangs)|i get (?:an? |the )?(?:error|exception|blank))|\bi(?:['’]m| am) (?:getting|seeing|hitting) (?:an? |the |this |that )?(?:\w+ ){0,2}(?:errors?|exceptions?|crash(?:es)?|blank (?:page|screen)|500|404)\b/;

/**
 * The heading paragraphs that are prose: a heading written as sentences (it ends with a full stop, or holds two
 * of them: "#### Say hello and confirm you can read the files. List them."), or one of three or more headings of
 * one depth in a row with nothing between them, which is prose marked line by line, not a list of names.
 */
function headingsWrittenAsProse(doc: HandoffDocument): Set<number> {
  const out = new Set<number>();
  const ps = doc.paragraphs;
  const sentencesOf = new Map<number, number>();
  for (const s of doc.sentences) sentencesOf.set(s.paragraph, (sentencesOf.get(s.paragraph) ?? 0) + 1);
  let run: number[] = [];
  const closeRun = () => {
    if (run.length >= 3) for (const k of run) out.add(k);
    run = [];
  };
  for (let k = 0; k < ps.length; k++) {
    const p = ps[k];
    if (p.kind !== "heading") {
      closeRun();
      continue;
    }
    const text = doc.text.slice(p.range[0], p.range[1]).replace(/\s+$/, "");
    if (/[^.]\.$/.test(text) || (sentencesOf.get(k) ?? 0) >= 2) out.add(k);
    const prev = ps[k - 1];
    const adjacent = prev && prev.kind === "heading" && doc.sections[prev.section]?.depth === doc.sections[p.section]?.depth && !/\S/.test(doc.text.slice(prev.range[1], p.range[0]).replace(/[#\s]/g, ""));
    if (!adjacent) closeRun();
    run.push(k);
  }
  closeRun();
  return out;
}

function readRequests(doc: HandoffDocument): RequestCue[] {
  const out: RequestCue[] = [];
  const aside = setAsideParagraphs(doc);
  const headingProse = headingsWrittenAsProse(doc);
  const first = doc.sentences[0];
  if (first && !first.quoted && COMMAND_LINE.test(doc.text.slice(first.range[0], first.range[1])) && doc.text.slice(doc.start, first.range[0]).trim() === "") {
    out.push({ kind: "imperative", range: first.range, sentence: 0, weak: null });
  }
  doc.sentences.forEach((s, i) => {
    const para = doc.paragraphs[s.paragraph];
    // Headings are names, not asks; a long "heading" is prose that a `---` line turned into a setext heading, and
    // so is one written as sentences (it ends with a full stop, or holds two) or one of a run of headings that
    // carries prose line by line (a chat log that marks each line of the user's turn with `####`).
    if (para && para.kind === "heading" && s.prose.split(/\s+/).length < 8 && !headingProse.has(s.paragraph)) return;
    // Table cells are data unless they read as an instruction of a few words ("Execute the checklist.").
    if (para && para.kind === "tableCell" && s.prose.split(/\s+/).length < 4) return;
    const t = stripLead(cueText(s));
    // Text inside quotation marks is quoted material.
    if (/^["“]/.test(t)) return;
    const { label, rest } = splitLabel(t);
    const candidates: Array<{ text: string; label: string | null; closing?: boolean; knownVerb?: boolean }> = [];
    if (label !== null) {
      // "**Investigate Browser Setup**:" — the label itself may be the ask.
      candidates.push({ text: rest, label });
      // (a one-word label before a value, "Grade: C+ → B+" or a command, "Build: `npm run build`", names a field, not an
      // ask; so does one whose value opens with a name, "**Commit**: `0894fff` - \"fix: …\"")
      // a name of a few capitalised words before a bare value is a field too ("Allow Origin: `*`")
      const bareValue = rest && !/\p{L}{3,}/u.test(rest.replace(/\b(?:CODE|LINK)\b/g, ""));
      const field = (/^\S+$/.test(label) && rest && (bareValue || /^(?:CODE|LINK)\b/.test(rest))) || (bareValue && /^(?:[A-Z][\w-]*\s){1,3}[A-Z][\w-]*$/.test(label.replace(/[*_]/g, "")));
      if (!SUGGESTION_LABEL.test(label) && !field) candidates.push({ text: label + (rest ? "" : "."), label: null });
    } else candidates.push({ text: t, label: null });
    // "The tasks are listed in X; take the first one": a clause after a semicolon can be the ask
    // (with a verb the list knows or an object after it: "…; manual CODE sources stay supported" states, it does not ask)
    if (t.includes(";")) for (const clause of t.split(/;\s+/).slice(1, 4)) candidates.push({ text: clause, label: null, knownVerb: true });
    // "Here's the error I'm getting, can you fix it?": a question closing the sentence after a comma asks
    const asked = closingQuestion(t);
    if (asked) candidates.push({ text: asked, label: null });
    const closing = closingImperative(t);
    if (closing) candidates.push({ text: closing, label: null, closing: true });
    // "…, so write the draft yourself": a consequence clause is tried after the sentence's own readings
    candidates.push({ text: "", label: null });
    const underNow = firstUnderNowHeading(doc, s, i);
    for (const c of candidates) {
      let r = c.text ? classifyRequest(c.text, c.label) : linkedClauseAsk(t, LINKED_CONSEQUENCE);
      if (!r) continue;
      // a closing clause asks only with a verb the list knows: "…, works fine" is no imperative
      const knownVerb = () => TASK_VERBS.has(firstWords(c.text.replace(/^(?:please|just|now)\s+/i, ""), 1)[0]?.toLowerCase() ?? "");
      if (c.closing && (r.kind !== "imperative" || r.weak !== null || !knownVerb())) continue;
      // (a verb the list lacks still asks when an object follows it: "…; take the first one")
      if (c.knownVerb && r.kind === "imperative" && !knownVerb() && !VERB_THEN_OBJECT.test(c.text)) continue;
      // "Keep the layout, just change the colours back": an imperative sentence whose first ask is weak
      // may go on, after a comma and a linking word, with the real one
      if (r.weak === "method" || r.weak === "preparation") r = linkedClauseAsk(t, LINKED_AFTER_WEAK) ?? r;
      let weak = r.weak;
      if (!weak && s.quoted) weak = "quoted";
      // an item of a list set aside ("Deferred (optional):", "Nice to have:") is not this task
      if (!weak && aside.has(s.paragraph)) weak = "suggestion";
      // "pick new goals next session", "revisit the cache later": work set for another time is not this task
      if (!weak && (r.kind === "imperative" || r.kind === "requirement") && LATER.test((c.text || t).split(/;|\s[—–]\s|,\s(?:but|and)\s/)[0])) weak = "suggestion";
      if (!weak && r.kind === "imperative" && habitOnly((c.text || t).split(/;|\s[—–]\s|,\s(?:but|and)\s/)[0])) weak = "method";
      // bare instructions there say how to work; an ask addressed to the worker ("please …", "you will …") or one
      // that says it comes next ("Next, fix …") is still the task
      if (!weak && (r.kind === "imperative" || r.kind === "requirement" || r.kind === "want") && !/^(?:next|now|then)\b/i.test(t) && referenceSection(doc, s.section)) weak = "howto";
      // "- Task: split the library / - Status: completed": the fields of a log entry record finished work
      if (!weak && label !== null && inDoneRecord(doc, s.range[0])) weak = "record";
      // "- [x] Add the retry to `upload.ts`", "~~Fix the parser~~", "✅ Write the tests": an item marked done records it
      if (!weak && lineMarkedDone(doc, s.range[0])) weak = "record";
      // "Tested and verified: explain skill, code-edit skill working": a label that reports work done heads a record
      if (!weak && label !== null && reportLabel(label)) weak = "record";
      // "Use this checklist to implement the features in order" over a checklist whose every box is ticked: the
      // ask was the list's, and the list is done
      if (!weak && r.kind === "imperative" && OWN_LIST_ASK.test(c.text || t) && ownChecklistDone(doc)) weak = "record";
      out.push({ kind: r.kind, range: s.range, sentence: i, weak });
      break;
    }
    if (underNow && (out.length === 0 || out[out.length - 1].sentence !== i)) out.push({ kind: "your-task", range: s.range, sentence: i, weak: null });
  });
  // A lead label that names the task or its goal ("Goal: …", "Task: …", "Deliverable: …") with text after it.
  for (const p of doc.paragraphs) {
    if (!p.label || p.quoted || !TASK_LABEL.test(p.label.trim()) || inDoneRecord(doc, p.range[0])) continue;
    if (doc.prose.slice(p.range[0], p.range[1]).replace(/[\s*_:#-]/g, "").length < p.label.length + 8) continue;
    out.push({ kind: "task-section", range: p.range, sentence: -1, weak: null });
  }
  // A section named for the task ("## Next task", "## Your job", "## TODO") with text under it.
  for (let i = 1; i < doc.sections.length; i++) {
    const sec = doc.sections[i];
    const h = (sec.heading ?? "").replace(/[*_`~]/g, "").replace(/^[^A-Za-z]{0,10}/, "").trim();
    if (!TASK_HEADING.test(h) || MENU_WORDS.test(h) || !sec.headingRange) continue;
    if (doc.prose.slice(sec.headingRange[1], sec.range[1]).replace(/\s/g, "").length < 8) continue;
    out.push({ kind: "task-section", range: sec.headingRange, sentence: -1, weak: null });
  }
  // An open to-do item ("- [ ] Backfill on production") is work to do, in a list short enough to be the work
  // itself; a longer backlog leaves the choice open (task-menu's pool).
  const todo = openTodoItems(doc);
  if (todo.length > 0 && todo.length <= MAX_TODO_ITEMS) {
    for (const i of todo) {
      const sentence = doc.sentences.findIndex((x) => x.paragraph === i);
      if (sentence >= 0) out.push({ kind: "open-item", range: doc.paragraphs[i].range, sentence, weak: null });
    }
  }
  // A section that says what to hand back ("## What to Return", "## Deliverables") implies the work.
  for (let i = 1; i < doc.sections.length; i++) {
    const sec = doc.sections[i];
    if (sec.role !== "output" || !sec.headingRange) continue;
    if (doc.prose.slice(sec.headingRange[1], sec.range[1]).replace(/\s/g, "").length < 8) continue;
    out.push({ kind: "output-section", range: sec.headingRange, sentence: -1, weak: null });
  }
  // A bracketed placeholder for the task: "[Orchestrator: insert research direction here]".
  {
    const re = /\[[^\]\n]{0,60}\b(insert|paste|put|add|fill in)\b[^\]\n]{0,60}\b(task|direction|question|request|goal|instructions?|prompt|query|topic|assignment)\b[^\]\n]{0,60}\]/gi;
    const src = doc.prose.length > 200_000 ? doc.prose.slice(0, 200_000) : doc.prose;
    for (let m = re.exec(src); m; m = re.exec(src)) out.push({ kind: "task-slot", range: [m.index, m.index + m[0].length], sentence: -1, weak: null });
  }
  // Template slots that carry the task itself.
  for (const slot of doc.slots) {
    const name = slot.name.replace(/^[#^/>&]\s*/, "").split(/[.\s]/)[0];
    if (TASK_SLOT.test(name) || /(^|_)(task|query|question|request|instruction|prompt|goal|objective|description)s?($|_)/i.test(name)) {
      out.push({ kind: "task-slot", range: slot.range, sentence: -1, weak: null });
    }
  }
  return out;
}

/** Strong requests only. */
export function strongRequests(doc: HandoffDocument): RequestCue[] {
  return findRequests(doc).filter((r) => r.weak === null);
}

// ---------------------------------------------------------------------------------------------
// Pasted replies: the text opens in an assistant's voice ("Perfect! … Let me restructure …").

const ACK = /^(perfect|great|excellent|sure|certainly|absolutely|of course|got it|understood|you're (absolutely )?right|you’re (absolutely )?right|good (question|catch|point|idea|call)|great (question|catch|point|idea|call)|thanks|thank you|okay|ok|alright|that's (actually )?(a )?(much |really |very )?(better|great|good|excellent)|that’s (actually )?(a )?(much |really |very )?(better|great|good|excellent))\b/i;
const ASSISTANT_FIRST = /^(let me|i'll|i’ll|i will|i've|i’ve|i have (now )?(updated|created|restructured|rewritten|added|fixed|implemented)|here's|here’s|here is|here are|below (is|are))\b/i;

/** The range of an assistant-voice opening, or null. Looks only at the first three prose sentences. */
export function pastedReplyOpening(doc: HandoffDocument): Range | null {
  const first: Sentence[] = [];
  for (const s of doc.sentences) {
    if (s.quoted || doc.paragraphs[s.paragraph]?.kind === "heading") continue;
    first.push(s);
    if (first.length === 3) break;
  }
  if (!first.length) return null;
  const t0 = cueText(first[0]);
  const ack = ACK.test(t0) && /[!.]$/.test(t0) && t0.split(/\s+/).length <= 25;
  if (!ack) return null;
  for (const s of first) {
    if (ASSISTANT_FIRST.test(cueText(s))) return [first[0].range[0], s.range[1]];
  }
  return null;
}

/** A short quote of a range for messages: one line, at most `max` characters. */
export function quote(doc: HandoffDocument, range: Range, max = 60): string {
  let t = doc.text.slice(range[0], Math.min(range[1], range[0] + max * 4));
  t = t.replace(/[*_`#>]{1,3}/g, "").replace(/\s+/g, " ").trim();
  if (t.length > max) t = t.slice(0, max - 1).replace(/\s\S*$/, "") + "…";
  return t.replace(/"/g, "'");
}

/** Prose words outside code, up to `cap` (stops counting there). */
export function proseWords(doc: HandoffDocument, cap = 100_000): number {
  let n = 0;
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    const m = s.prose.match(/[A-Za-z\u00C0-\u024F]{2,}/g);
    n += m ? m.length : 0;
    if (n >= cap) return n;
  }
  return n;
}

/** Strong requests as the worker would read them when the text is a pasted assistant reply: imperatives there are advice to the user, so only asks addressed to the worker count. */
export function workerRequests(doc: HandoffDocument, reply: boolean): RequestCue[] {
  const strong = strongRequests(doc);
  return reply ? strong.filter((r) => r.kind !== "imperative" && r.kind !== "requirement") : strong;
}

/** The verb a request turns on: "Could you look into …" -> "look"; "Retry: write a post" -> "write". */
export function askVerb(doc: HandoffDocument, cue: RequestCue): string | null {
  if (cue.sentence < 0) return null;
  let t = stripLead(cueText(doc.sentences[cue.sentence]));
  t = splitLabel(t).rest || t;
  t = t.replace(/^(please|kindly|pls|okay|ok|so|now|then|first|just|also)\b,?\s{0,3}/i, "");
  t = t.replace(/^(can|could|would|will) you\s(please\s)?/i, "");
  t = t.replace(/^(i|we)(\s(really\s)?(want|need|would like)|'d like|’d like)\s(you\s)?(to\s)?/i, "");
  t = t.replace(/^(let's|let’s|let us)\s/i, "");
  t = t.replace(/^(your|the)\s(\w+\s)?(task|job|goal|mission|assignment)\s(is\s)?(to\s)?:?\s?/i, "");
  t = t.replace(/^you\s(will|should|must|need to|have to|are to)\s/i, "");
  t = t.replace(/^please\s/i, "");
  const m = /^[A-Za-z][A-Za-z-]{0,30}/.exec(t);
  return m ? m[0].toLowerCase() : null;
}

/** Whether any sentence reads as a request in English, weak ones included ("Review this PR"). */
export function asksAnything(doc: HandoffDocument): boolean {
  return findRequests(doc).length > 0;
}

// A standing rule ("before every task", "always …") or an instruction about the handoff text itself
// ("paste this file to …") asks for no task of its own.
const STANDING = /\b(?:every|always|never|whenever|each time|before (?:any|each|starting))\b/i;
const ABOUT_THIS_TEXT = /\bthis (?:whole |entire )?(?:file|document|prompt|brief|handoff|note)\b/i;
// How to work with the writer ("Give exact commands, one thing at a time", "Tell me the file and line numbers",
// "ask me to check the console"): a standing preference about the exchange, which picks no task.
const WITH_THE_WRITER = /\b(?:tell|ask|show|give|send|ping|remind|walk)\s+me\b|\bone (?:thing|step|change) at a time\b/i;

/**
 * Whether an English request outside `spans` picks the work: a real request anywhere else in the text, unless
 * it is a standing rule, an instruction about the text itself or about the exchange with the writer, or an
 * item of a pool of work (under a heading that offers work or reports it as left undone).
 */
export function englishPickOutside(doc: HandoffDocument, ...spans: readonly Range[]): boolean {
  const pools = poolSpans(doc);
  // a request written after a span's last list, in its section, is said about the list ("This session: item 1 only")
  const trailing = (r: RequestCue) =>
    spans.some((span) => {
      const end = lastListEnd(doc, span);
      return end >= 0 && r.range[0] >= end && r.range[0] < span[1];
    });
  const outside = (r: RequestCue) => !spans.some((span) => inside(r.range, span)) && !pools.some((p) => inside(r.range, p));
  return findRequests(doc).some((r) => (trailing(r) || outside(r)) && picksWork(doc, r));
}

function picksWork(doc: HandoffDocument, r: RequestCue): boolean {
  if (r.weak !== null || r.kind === "requirement" || r.kind === "output-section") return false;
  if (r.sentence < 0) return true;
  const t = cueText(doc.sentences[r.sentence]);
  return !STANDING.test(t) && !ABOUT_THIS_TEXT.test(t) && !WITH_THE_WRITER.test(t);
}

function inside(r: Range, span: Range): boolean {
  return r[0] >= span[0] && r[0] < span[1];
}

/**
 * A role's duty said in the present, "You receive a CSV from the user and answer questions about it", "You
 * triage incoming tickets": "you" and a task verb with an object, or a verb of receiving and then a task verb
 * joined by "and".
 */
export function statesDuty(text: string): boolean {
  const m = /\byou\s+(?:also\s+|then\s+|always\s+|only\s+)?([a-z]{2,})\b/i.exec(text);
  if (!m) return false;
  const verb = m[1].toLowerCase();
  // a duty names what it acts on: "you explain things clearly" is a manner, not a job
  if (TASK_VERBS.has(verb) && !PREP_VERBS.has(verb)) return !/^\s*(?:things|stuff|everything|anything|it all)\b/i.test(text.slice(m.index + m[0].length));
  if (!/^(?:receive|get|take|see|read)$/.test(verb)) return false;
  const and = /\band\s+(?:then\s+)?([a-z]{2,})\b/i.exec(text.slice(m.index + m[0].length));
  return !!and && TASK_VERBS.has(and[1].toLowerCase());
}

/**
 * Whether the text around some blocks asks the worker for work: in English a request that is not weak, in
 * another language a request word that is not under a condition. Sentences in fenced blocks are not prose and
 * those in quotes are marked quoted, so neither is read here. The engine asks it before it takes a file's
 * prompt blocks for its handoffs (src/formats/prompt-blocks.ts).
 */
export function asksOutsideBlocks(doc: HandoffDocument, blocks: readonly Range[]): boolean {
  const inside = (at: number) => blocks.some(([a, b]) => at >= a && at < b);
  if (readsEnglish(doc)) return findRequests(doc).some((r) => r.weak === null && r.sentence >= 0 && !inside(r.range[0]));
  return requestCueOutside(doc, [0, 0]);
}
