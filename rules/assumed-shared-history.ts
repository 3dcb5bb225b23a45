// context: the handoff leans on history the worker never saw: "as discussed", "like last time",
// "approach 1" defined in an earlier reply, a bare "continue", a pasted chat reply.
import type { HandoffDocument, Range, Rule, Sentence } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import {
  hasStateAccount,
  isLiveConversationPrompt,
  matchIn,
  ownSentences,
  quote,
  unquotedOf,
  wordCount,
  type Hit,
} from "./_util/context-text.js";
import { SHORT_TEXT_WORDS, bareContinuation, conversationReferences, fragmentReply, isHeading, numberedPart, proseSize, sequelOpening } from "../src/analysis/discourse.js";
import { englishByDefault, readsEnglish } from "../src/analysis/lang.js";
import { ACKNOWLEDGEMENT, asksAnything } from "./_util/intent-cues.js";
import { HISTORY_MODIFIERS, requestObjects, type MainObject } from "./_util/main-object.js";

// Past this many words a text that opens with "the next tasks" usually says itself what came before.
const SEQUEL_WORDS = 150;

type Options = Record<string, never>;

type MessageId = "discussed" | "conversation" | "usual" | "label" | "numbered" | "continue" | "reply" | "same" | "fragment" | "anaphor";

// "as discussed", "as we agreed", "per our call" — not "as discussed above/below/in section 2".
const DISCUSSED =
  /\bas (?:(?:we|I|you|they|was|were|we've|we have|you've|you have|I've|I have|previously|already|earlier)\s){0,2}(?:discussed|agreed(?: on)?|talked about|decided|planned|requested|asked for|promised|covered|established|(?<=\b(?:as|like) (?:we|I|you) |\b(?:as|like) (?:we|I|you)(?:'ve| have) )(?:said|mentioned|suggested))\b(?!\s{1,2}(?:above|below|here|earlier in|later in|in (?!(?:our|my|today'?s|yesterday'?s|the (?:[a-z]{2,20} )?(?:call|meeting|chat|thread|conversation|discussion|standup|sync|review|session|workshop|huddle|retro))\b)\S))|\b(?:the|that|this|those|these) (?:\w{1,20} ){1,2}(?:that |which )?(?:we|you|I|they) (?:discussed|talked about|agreed on|agreed|decided on|went over|settled on|came up with|mentioned|suggested|proposed|chose|picked)\b(?!\s{1,2}(?:above|below|here|earlier in|later in|in (?!(?:our|my|today'?s|yesterday'?s|the (?:[a-z]{2,20} )?(?:call|meeting|chat|thread|conversation|discussion|standup|sync|review|session|workshop|huddle|retro))\b)\S))|\b(?:per|from|in|at|after|following|during|since|based on|according to) (?:(?:our|my|today'?s|yesterday'?s)\s(?:(?:last|previous|earlier|recent|prior|original|initial|first|latest)\s)?|(?:the|that|your)\s(?:last|previous|earlier|recent|prior|original|initial|first)\s)(?:conversation|discussion|chat|call|meeting|talk|exchange|interaction|sync|standup|stand-up|thread|email|DMs?|slack)\b|\b(?:per|from|in|at|after|following|during|based on|according to) (?:today'?s|yesterday'?s|(?:this|last|yesterday) (?:morning|afternoon|evening|night|week|month)'?s|(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|last week'?s)\s(?:[a-z][\w-]{1,20}\s)?(?:conversation|discussion|chat|call|meeting|talk|exchange|interaction|sync|standup|stand-up|thread|email|review|session|workshop|huddle|retro)\b|\bwhat (?:we|you|I) (?:said|discussed|agreed(?: on)?|talked about|decided(?: on)?|settled on)\b/gi;

// DISCUSSED and CONTINUE are the largest expressions of the context rules: compiling each costs 6-9 ms,
// a tenth of a cold start on a small handoff, and running them on every sentence costs too. Each is run
// only on a sentence that has words every one of its branches needs (a cheap test, never narrower than
// the expression: test/rules/context-prefilters.test.ts checks it on every sentence of the repository and
// on random sentences), so a handoff without such words never compiles them.
// "the changes Sarah asked for", "the fixes Tom suggested": what a named person asked for in talk the worker never saw
// (case-sensitive: the name is capitalised, the words before it are not); "… suggested in `docs/review-42.md`" is
// written down where the worker reads it, "… in the meeting" is not.
const NAMED_ASK = /\b(?:the|those|these) (?:[a-z][\w-]{1,19} ){1,2}(?:that |which )?[A-Z][a-z]{1,20} (?:asked for|requested|suggested|proposed|mentioned)\b(?!\s{1,2}(?:in|at|on|under)\s+(?!(?:the|our|my|today'?s|yesterday'?s|last)\b)\S)/g;
// "Revert to the version that worked": a known-good state the writer remembers; beside a locator ("tag `v2.3.1`",
// "with `git bisect`") the sentence says which one or how to find it.
const WORKED_BEFORE = /\b(?:the|that) (?:\w{1,20} )?(?:version|build|commit|release|setup|config|configuration|state|branch) that (?:worked|was working|used to work|last worked)\b/gi;
const DISCUSS_VERB = /discuss|agreed|talked|decided|planned|requested|asked for|promised|covered|established|said|mentioned|suggested|went over|settled|came up|proposed|chose|picked/i;
const MEETING_3 = /conversation|discussion|chat|call|meeting|talk|exchange|interaction|sync|stand-?up|thread|email|dm|slack/i;
const MEETING_4 = /conversation|discussion|chat|call|meeting|talk|exchange|interaction|sync|stand-?up|thread|email|review|session|workshop|huddle|retro/i;
/** Whether a sentence may match DISCUSSED: the words each of its branches needs. */
export function mayDiscuss(p: string): boolean {
  // "as we discussed", "the plan we agreed on", "what we decided"
  if (DISCUSS_VERB.test(p) && /\b(?:as|we|you|i|they|what)\b/i.test(p)) return true;
  // "per our last call", "from the previous meeting"
  if (MEETING_3.test(p) && /our|my|today|yesterday|last|previous|earlier|recent|prior|original|initial|first/i.test(p)) return true;
  // "in Monday's standup", "from this morning's review"
  return MEETING_4.test(p) && /today|yesterday|morning|afternoon|evening|night|week|month|day/i.test(p);
}
/** Whether a sentence may match CONTINUE: the words each of its branches needs. */
export function mayContinue(p: string): boolean {
  // the two branches anchored at both ends match short sentences only
  if (p.length <= 400 && /continu|keep going|keep working|carry on|go on|proceed|resum|go ahead|pick up|finish|do the rest|next/i.test(p)) return true;
  if (/rest of the|rema?ining|leftover|outstanding|pending|unfinished|open/i.test(p) && /do|finish|complete|implement|handle|continue|work on/i.test(p)) return true;
  if (/where/i.test(p) && /pick(?:ing)? up|continu|resum|carry on with|take over|finish/i.test(p)) return true;
  return /take over/i.test(p);
}
export { DISCUSSED, CONTINUE };

const DEEP_WORDS = 150;
const NAMES_MEETING = /\b(?:conversation|discussion|chat|call|meeting|talk|exchange|interaction|sync|standup|stand-up|thread|email|DMs?|slack)\b/i;

// "our interaction", "our original approach", "the previous conversation".
const CONVERSATION =
  /\bour (?:(?:earlier|previous|prior|last|recent|original|initial|first|whole|entire|ongoing|current|old|usual)\s)?(?:conversations?|discussions?|chats?|interactions?|back-and-forth|correspondence|agreement)\b(?![-\s](?:design|guide|flow|model|api|agent|bot|ui|ux|engine|data|dataset|style|tone|starter|template|feature|service|module|component|manager|logic|state|ids?|memory|window|turn|format|schema|platform|system|app|widget|tree|graph|analytics|designer|layer|handler|history|log|table|endpoint|view|page|screen|thread|sdk|client|server)s?\b)|\b(?<!your\s)(?:previous|prior|earlier|last|past)\s(?:conversations?|discussions?|chats?|exchanges?|interactions?|threads?)\b|\b(?:our|the) (?:original|previous|prior|earlier|old|initial|first|last|agreed|discussed|chosen) (?:approach|plan|idea|decision|proposal|direction|strategy|suggestion|design|concept|agreement|understanding)\b|\b(?:refer to|see|check|use|look at|from|in|per) (?:the |our )?(?:conversation|chat|message|dialog(?:ue)?|discussion) (?:history|log|transcript|above|so far|context)\b|\b(?:earlier|above|previously) in (?:the|this|our) (?:conversation|chat|thread|discussion)\b/gi;

// "like last time", "the usual creds", "you know the one", "you know which tables are left", "the bug from before". "…lottery paint, if you know what I mean"
// is a hedge after the thing has been described, not a pointer to it.
const USUAL =
  /\b(?:like|as|same as|just like|similar to|the way (?:we|you|I) did(?: it| that)?)\s(?:last time|the last time|before|yesterday|last week|the other (?:day|time))\b|\bthe usual\s(?:way|place|creds?|credentials|setup|process|steps|approach|format|style|method|route|one|ones|stuff|thing|drill|flow|template|settings?|config|account|server|branch|endpoint|script|command|tool|fix|workaround|suspects)\b|\b(?<!\b(?:if|do|whether|sure)\s)you know (?:the one|what I mean|which one|the drill|(?:which|what|where|who)\s(?!I\s+mean\b)\w+(?:\s\w+)?\s(?:is|are|was|were|to|needs?|left|remains?))\b|\b(?:the|that|those) (?:\w{1,20} ){1,2}(?:from|(?:we|you|I) (?:had|used|did|saw|hit|found|got|tried|made|wrote|built|ran into)) (?:before|earlier|last time|yesterday|last week|the other day|this morning)\b/gi;

// "approach 1", "option B", "plan 2": a choice the text must define somewhere.
const LABEL =
  /\b(approach|option|alternative|proposal|solution|idea|strategy|variant|plan)\s(?:#\s?)?([1-9]|one|two|three|four|[A-D])\b(?![\w.:-])/gi;

// Words that may follow a label ("go with option two and ship it", "plan B instead"); any other word after a
// number word makes the number its quantifier: "execute the plan one phase at a time" counts phases.
const AFTER_LABEL = /^\s(?:and|or|but|then|is|was|are|were|instead|please|first|now|again|here|there|too|as|so|since|because|if|with|without|for|from|of|on|in|at|to|by|which|that|we|you|I|it|looks?|seems?|sounds?|works?|worked|wins?|won)\b/i;

/**
 * Whether a label's id counts or introduces the word after it rather than naming an option: a number word
 * ("execute the plan one phase at a time" counts phases) or the article "a" ("Plan a Boardly task" plans one).
 */
function quantifiesNext(p: string, end: number, id: string): boolean {
  const after = p.slice(end, end + 16);
  if (id === "a") return /^\s\p{L}/u.test(after) && !AFTER_LABEL.test(after);
  if (!/^(?:one|two|three|four)$/i.test(id)) return false;
  return /^\s[a-z]/.test(after) && !AFTER_LABEL.test(after);
}

// A bare continuation: the whole ask is to go on with work the text does not describe.
const CONTINUE =
  /^\W{0,3}(?:(?:ok(?:ay)?|alright|so|now|please|pls|then|and|let'?s|let us|great|good|thanks|cool|yes)[,!.]?\s{1,3}){0,3}(?:continue|keep going|carry on|go on|proceed|resume|go ahead|pick up where (?:you|we|I) left off|continue where (?:you|we|I) left off|finish (?:it|up|the rest|what (?:you|we) started)|do the rest|next)(?:\s(?:with|on|from)\s(?:the |your |our |this |that )?(?:work|task|tasks|job|implementation|previous \w{1,20}|same|it|that|this|where (?:you|we) (?:left off|stopped)))?(?:\s(?:please|now|then))?\s{0,2}[.!]{0,3}\s{0,2}$|^\W{0,3}(?:(?:ok(?:ay)?|alright|so|now|please|pls|then|and|let'?s|let us)[,!.]?\s{1,3}){0,3}(?:continue|resume(?=\s(?:work on |working on )?(?:the|your|our|this|that)\s)|keep (?:working on|going with)|(?:carry|go) on with|pick up(?=\s(?:where|from)\b))\s(?!to\b|using\b|following\b|as\b|reading\b|with the same\b|if\b|until\b|when\b|(?:the |this |that |my |our )?(?:story|text|sentence|paragraph|poem|list|sequence|pattern|numbering|conversation|dialog(?:ue)?|series|chat)\b)[^.!?:;]{1,80}[.!]{0,3}\s{0,2}$|\b(?:do|finish|complete|implement|handle|continue(?: with)?|work on)\s(?:all\s)?(?:the\s)?(?:rest of the|rema?ining|leftover|outstanding|pending|unfinished|open)\s(?:work|tasks?|items?|steps?|todos?|parts?|pieces?|bits?|stuff|things|ones|features?|phases?)\b|\b(?:pick(?:ing)? up|continue|continuing|resume|resuming|carry on with|take over|finish)\b[^.!?;:]{0,60}?\bwhere (?:you|we|I|they|he|she|it|someone|somebody|(?:the|another|an?|my|our) (?:other |previous |last |earlier |first )?(?:agent|session|model|assistant|worker|developer|dev|person|run|attempt|instance|colleague|teammate|engineer)) (?:left off|stopped|left it|got to|gave up|ended)\b|\btake over (?:from|for) (?:the |an? |my |our )?(?:other|previous|last|earlier|first) (?:agent|session|model|assistant|worker|developer|dev|run|attempt|instance)\b|\b(?:finish|complete|continue|wrap up)\s+what\s+(?:(?:the|another|an?|my|our)\s+(?:other\s|previous\s|last\s|earlier\s|first\s)?(?:agent|session|model|assistant|worker|developer|dev|person|colleague|teammate|engineer|intern|contractor)|someone|somebody|they|he|she)\s+(?:started|began|was doing|left|had going)\b/gi;

// "Now do the same for the footer" as the first thing the text says: the same as what?
const SAME_FIRST =
  /^\W{0,3}(?:(?:now|ok(?:ay)?|and|also|then|please|great|cool|perfect|nice|thanks)[,!.]?\s{1,3}){0,3}(?:do|make|apply|repeat)\s(?:the same|that|this|it)(?:\s(?:thing|change|changes|fix|steps?))?\s(?:for|to|on|in|with|across)\b/i;

// A document that opens as a reply to a message the worker never saw: "Perfect! That's a better choice…".
const ACK = new RegExp(
  String.raw`^\W{0,3}(?:${ACKNOWLEDGEMENT}|you'?re right|you are right|good (?:idea|call|point|catch|question))(?:[!.,:;]|\s{1,3}(?:that|this|now|then|so|let'?s|let me|I'll|we'll))`,
  "i",
);
const DEIXIS =
  /\b(?:(?:that|this|it) (?:works|worked|did it|fixed it|did the trick)|works now|that(?:'s| is| was| would| will)|this (?:is|was|would|will) (?:a|an|the|much|actually|better|great|good)|instead|you'?re already|you already|as you (?:said|suggested|asked|mentioned)|your (?:idea|suggestion|point|question|request|choice|feedback)|let me|I'll (?:now|restructure|update|redo|rewrite|switch|change)|let'?s (?:now|go with|switch|do that)|now (?:let'?s|we|I))\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "assumed-shared-history",
    concern: "context",
    description: 'The handoff leans on history the worker never saw ("as discussed", "like last time", "approach 1", a bare "continue")',
    docs: ruleDocsUrl("assumed-shared-history"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      discussed:
        '"{{cue}}": the worker was not in that discussion. Write down what was decided, in a sentence, or point to the file where it is recorded.',
      conversation:
        '"{{cue}}" refers to a conversation the worker never saw. Say what it established (the decisions, the approach, what changed), or point to a file that records it.',
      usual:
        '"{{cue}}" assumes a shared past the worker does not have. Name the thing itself: the command, the file, the credentials source, the steps.',
      label:
        '"{{cue}}" is never defined in this text: the worker cannot know which {{noun}} you mean. Describe it in a sentence, or point to the file that lists the {{noun}}s.',
      numbered:
        '"{{cue}}" counts in a plan or answer this text never gives: the worker cannot know which part you mean. Say what that part is (what it does, where it is written), as if this were the first message.',
      continue:
        '"{{cue}}" asks the worker to go on with work it has never seen. Say what is done, what remains and where the plan or progress is written down.',
      same:
        '"{{cue}}" points back to a step the worker never saw. Spell out the change to make, as if this were the first message.',
      fragment:
        '"{{cue}}" is the whole handoff: a reply to a question the worker never saw. Write the request as a first message: what to do, on what, what it is for, and what to hand back.',
      anaphor:
        '"{{cue}}": the text opens by pointing at something the worker never saw. Name it (the file, the page, the command) and say what is wrong with it, as if this were the first message.',
      reply:
        "This text opens as a reply (\"{{cue}}\") to a message the worker never saw. Restate what was asked and decided before it, as the worker's first and only message.",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    const hits = readsEnglish(doc) ? englishHits(doc) : [];
    hits.push(...discourseHits(doc, hits));
    if (!hits.length) return;

    // Continuations are fine when the text itself says where things stand.
    // (a template's slots carry the material at dispatch time)
    const sure = shortUnlocated(doc);
    const stated = hits.some((h) => h.messageId === "continue") ? doc.slots.length > 0 || hasStateAccount(doc) : false;
    hits.sort((a, b) => a.range[0] - b.range[0]);
    let lastEnd = -1;
    for (const h of hits) {
      if (h.messageId === "continue" && stated) continue;
      if (h.range[0] < lastEnd) continue;
      lastEnd = h.range[1];
      context.report({ messageId: h.messageId, data: h.data, range: h.range, sure: h.sure || sure });
    }
  },
};

/**
 * The discourse mechanisms read in every language: a pointer into the chat, a fragment that answers an unseen
 * question, a bare "go on". English texts already had their conversation pointers read by the cues above.
 */
function discourseHits(doc: HandoffDocument, english: Found[]): Found[] {
  const out: Found[] = [];
  const taken = (r: Range) => english.some((h) => h.range[0] < r[1] && r[0] < h.range[1]);
  const lean = readsEnglish(doc) && shortUnlocated(doc) ? leaningObject(doc) : null;
  if (lean && !taken(lean.range)) out.push({ messageId: "same", range: lean.range, data: { cue: quote(doc.text.slice(lean.range[0], lean.range[1])) } });
  if (!isLiveConversationPrompt(doc)) {
    for (const f of conversationReferences(doc)) if (!taken(f.range)) out.push({ messageId: "conversation", range: f.range, data: { cue: quote(f.phrase) } });
  }
  const part = numberedPart(doc);
  if (part && !taken(part.range)) out.push({ messageId: "numbered", range: part.range, data: { cue: quote(part.phrase) } });
  const fragment = fragmentReply(doc, asksAnything);
  if (fragment) out.push({ messageId: "fragment", range: fragment.range, data: { cue: quote(fragment.phrase) }, sure: true });
  if (!hasStateAccount(doc) && !doc.slots.length) {
    // (English has its own reading of a go-on above; a short text read as English for want of any English word
    // is tried in the other Latin-script languages, "Mach weiter.")
    const more = readsEnglish(doc) && !englishByDefault(doc) ? null : bareContinuation(doc);
    if (more && !taken(more.range)) out.push({ messageId: "continue", range: more.range, data: { cue: quote(more.phrase) } });
    const sequel = proseSize(doc) <= SEQUEL_WORDS ? sequelOpening(doc) : null;
    if (sequel && !taken(sequel.range)) out.push({ messageId: "continue", range: sequel.range, data: { cue: quote(sequel.phrase) } });
  }
  return out;
}

// What the repository records in order: "the last commit" is `git log -1` in the worker's checkout, "the last
// migration" the newest file of its migrations folder, "the previous release" the tag before the newest; unique there.
const REPO_RECORD = new Set(["commit", "commits", "merge", "merges", "tag", "tags", "push", "pushes", "rebase", "migration", "migrations", "release", "releases"]);

/**
 * What a request of a short English text acts on, when a word of the phrase points back into history:
 * "switch to the other approach", "apply the same thing", "redo the previous version". Nothing before it
 * in the text says which one (the text is short and names nothing).
 */
function leaningObject(doc: HandoffDocument): MainObject | null {
  for (const { objects } of requestObjects(doc, doc.sentences)) {
    const o = objects.find((x) => x.kind === "phrase" && !REPO_RECORD.has(x.head.toLowerCase()) && x.mods.some((w) => HISTORY_MODIFIERS.has(w.toLowerCase())));
    if (o) return o;
  }
  return null;
}

/** A short text with no locator at all: nothing in it can stand for the history it leans on. */
function shortUnlocated(doc: HandoffDocument): boolean {
  return proseSize(doc) <= SHORT_TEXT_WORDS && !doc.slots.length && !doc.references.some((r) => r.kind !== "phrase") && !doc.blocks.some((b) => b.kind === "code");
}

type Found = { messageId: MessageId; range: Range; data: Record<string, string>; sure?: boolean };

/** The English cues: "as discussed", "like last time", "approach 1", "continue", a reply opening. */
function englishHits(doc: HandoffDocument): Found[] {
  const own = ownSentences(doc);
  if (!own.length) return [];
  const live = isLiveConversationPrompt(doc);
  const hits: Found[] = [];
  const add = (messageId: MessageId, h: Hit, data: Record<string, string> = {}) =>
    hits.push({ messageId, range: h.range, data: { cue: quote(h.text), ...data } });

  const labelDefs = labelDefinitions(doc);
  let wordsBefore = 0;
  for (let k = 0; k < own.length; k++) {
    const s = own[k];
    const p = unquotedOf(s);
    // "… we agreed in Monday's meeting. The decisions are written up in `notes.md`": recorded right here.
    // (Asked only for a sentence with a hit: most have none.)
    let recordedHere: boolean | undefined;
    const recorded = () => (recordedHere ??= recordsIt(p) || (k + 1 < own.length && recordsIt(unquotedOf(own[k + 1]))));
    const discussed = mayDiscuss(p) ? matchIn(s, DISCUSSED, p) : [];
    // (a named person's ask needs one of the verbs of talk)
    if (DISCUSS_VERB.test(p)) discussed.push(...matchIn(s, NAMED_ASK, p));
    for (const h of discussed) {
      // Deep in a long text, a bare "as discussed" points back at the text itself;
      // "as discussed in our call" names a meeting wherever it stands.
      if (wordsBefore >= DEEP_WORDS && !NAMES_MEETING.test(h.text)) continue;
      if (recorded()) continue;
      add("discussed", h);
    }
    wordsBefore += wordCount(p);
    for (const h of matchIn(s, CONVERSATION, p)) {
      if (recorded()) continue;
      // an agent that chats with a user has the conversation as its input by design
      if (live && /\b(?:history|log|transcript|above|so far|context)\b/i.test(h.text)) continue;
      add("conversation", h);
    }
    for (const h of matchIn(s, USUAL, p)) {
      // "same 2×2 layout as before" deep in a long text points back into it, and beside a named artifact ("Replot
      // `dist.png` — same layout as before") at that artifact as it stands; "like last time" still needs the past
      if (/\bbefore$/i.test(h.text) && (wordsBefore >= DEEP_WORDS || locatesIn(doc, s))) continue;
      add("usual", h);
    }
    // (the locator is looked for only once the cue is there: a scan of every reference per sentence is quadratic)
    const worked = matchIn(s, WORKED_BEFORE, p);
    if (worked.length && !locatesIn(doc, s)) for (const h of worked) add("usual", h);
    for (const h of matchIn(s, LABEL, p)) {
      // deep in a long text, the choices were most likely laid out earlier in it
      if (wordsBefore >= DEEP_WORDS) continue;
      const m = /^(\w+)\s(?:#\s?)?(\w+)$/.exec(h.text.replace(/\s+/g, " "));
      if (!m) continue;
      const noun = m[1].toLowerCase();
      if (labelDefs.nouns.has(noun) || labelDefs.labels.has(`${noun} ${normId(m[2])}`)) continue;
      if (noun === "plan" && m[2].toUpperCase() === "B") continue; // "a plan B": the idiom for a fallback
      if (quantifiesNext(p, h.range[1] - s.range[0], m[2])) continue;
      if (definedHere(p, h.range[1] - s.range[0])) continue;
      add("label", h, { noun });
    }
    if (mayContinue(p) && !isHeading(doc, s)) for (const h of matchIn(s, CONTINUE, p)) add("continue", trimHit(doc, h));
  }
  if (!live) {
    // "Nice, that works. Now apply the same to …": a bare acknowledgement before the ask is part of the opening
    const first = own.length > 1 && ACK.test(own[0].prose) && wordCount(unquotedOf(own[0])) <= 5 ? own[1] : own[0];
    const m = SAME_FIRST.exec(unquotedOf(first));
    if (m && !/\S/.test(doc.prose.slice(doc.start, own[0].range[0]).replace(/[#>*_\-\s]/g, ""))) {
      add("same", trimHit(doc, { range: [first.range[0], first.range[0] + m[0].length], text: m[0] }));
    }
  }
  const reply = live ? null : replyOpening(doc, own);
  if (reply) add("reply", reply);
  if (!live) for (const t of unseenTurn(doc, own)) add(t.messageId, t.hit);
  if (!live) for (const h of receivedBefore(doc, own)) add("usual", h);
  return hits;
}

// What a first message cannot say, because each needs a turn before it (English, closed-class words):
// a pronoun subject with nothing to stand for, judged or reported on ("That's too slow.", "It still crashes on
// save."; not "This is a Next.js app", which introduces),
const ANAPHOR_SUBJECT =
  /^\W{0,3}(?:(?:but|and|so|well|hmm|ok(?:ay)?|now)[,!.]?\s{1,3})?(?:that|this|it|they|these|those)(?:(?:['’]s|\s(?:is|was|are|were))\s(?:not|too|still|now|better|worse|wrong|broken|fine|great|good|perfect|close|almost|slow|fast|ugly|off|weird|way|much|really|so|very|bad|nice|awesome|working|done|failing|missing|gone|back|the same)|\s(?:isn['’]t|wasn['’]t|aren['’]t|still|now|just|also|does|doesn['’]t|did|didn['’]t|won['’]t|can['’]t|works|worked|broke|breaks|fails|failed|keeps|crashes|crashed|looks|seems|feels|hangs|throws|returns))\b/i;
// a pointer back to what was said ("as mentioned earlier", "like I asked"; "as noted above" points into the
// text, "as mentioned in the README" to a place; "as discussed" is DISCUSSED's),
const BACK_POINTER =
  /\b(?:as|like)\s(?:(?:I|we|you)\s(?:asked|wrote|explained|showed|described|told you)|I\s(?:said|mentioned|suggested|requested)|(?:mentioned|noted|explained|described|instructed)(?:\s(?:earlier|before|previously))?)\b(?!\s(?:above|below|here|in|at|on|under)\b)/gi;
// a replacement or a reversal of something unseen ("use Postgres instead", "change the colours back",
// "try a different fix", "find another way"; "roll it back" is a deploy's own step, not a reversal of history).
const REPLACEMENT =
  /\binstead\b(?!\sof)|\b(?:change|put|set|turn|switch|move|bring)\s(?:(?:it|them|this|that|the\s[\w-]+(?:\s[\w-]+)?)\s)?back\b|\b(?:a|another)\sdifferent\s(?:approach|fix|way|solution|method|version|design|strategy|library|tool)\b|\banother\s(?:way|approach|fix|solution|method|strategy)\b|\bsomething\selse\b/gi;

// What the worker is said to have been handed before this text: "every stage update you received", "the files I
// sent you". A fresh worker received and was sent nothing. ("The numbers you saw" is as often the worker's own
// work in this task, and in a pipeline task "the code you received" is the upstream output: neither is read.)
const RECEIVED_BEFORE =
  /\b(?:the|every|each|all(?:\sthe)?|any|those|these)\s(?:[\w-]+\s){0,3}?(?:(?:that|which)\s)?(?:you(?:['’]ve|\shave)?\s(?:already\s)?(?:received|were given|were sent)|(?:I|we)(?:['’]ve|\shave)?\s(?:sent|gave|showed|shared with|forwarded)\syou)\b(?!\s(?:below|above|here|in\s))/gi;

/** Material the text says the worker already has from an earlier turn, unless a heading of the text presents it. */
function receivedBefore(doc: HandoffDocument, own: Sentence[]): Hit[] {
  if (doc.slots.length || (doc.frame && doc.frame.kind !== "prose")) return [];
  let headings: string | undefined;
  const out: Hit[] = [];
  for (const s of own) {
    // the verbs every branch needs, tested first: most sentences have none
    if (!/received|were given|were sent|sent you|gave you|showed you|shared with you|forwarded you/i.test(s.prose)) continue;
    for (const h of matchIn(s, RECEIVED_BEFORE)) {
      const noun = /(\w+)\s(?:(?:that|which)\s)?(?:you|I|we)\b/i.exec(h.text)?.[1]?.toLowerCase().replace(/s$/, "");
      headings ??= doc.sections.map((x) => (x.heading ?? "").toLowerCase()).join("\n");
      if (noun && noun.length > 2 && headings.includes(noun)) continue;
      out.push(h);
    }
  }
  return out;
}

/**
 * A short text that reads as the next turn of a conversation the worker never saw: its first sentence
 * points with a pronoun at nothing, or it points back at what was said, or it replaces or reverses
 * something it never shows. A longer text, or one that says where things stand, can carry its own past.
 */
function unseenTurn(doc: HandoffDocument, own: Sentence[]): Array<{ messageId: MessageId; hit: Hit }> {
  if (proseSize(doc) > SHORT_TEXT_WORDS || hasStateAccount(doc) || doc.slots.length) return [];
  const out: Array<{ messageId: MessageId; hit: Hit }> = [];
  const first = own[0];
  const opening = unquotedOf(first);
  const a = ANAPHOR_SUBJECT.exec(opening);
  if (a && !/\S/.test(doc.prose.slice(doc.start, first.range[0]).replace(/[#>*_\-\s]/g, ""))) {
    out.push({ messageId: "anaphor", hit: { range: first.range, text: first.text } });
  }
  for (const s of own) {
    const p = unquotedOf(s);
    for (const [re, messageId] of [[BACK_POINTER, "discussed"], [REPLACEMENT, "same"]] as const) {
      for (const hit of matchIn(s, re, p)) out.push({ messageId, hit });
    }
  }
  return out;
}

// A sentence that records what was said: a pointer to the notes, or a summary of the outcome.
/** Whether a locator (a path, a code span, a link) stands in the sentence: it names the thing a cue points back at. */
function locatesIn(doc: HandoffDocument, s: Sentence): boolean {
  return doc.references.some((r) => r.kind !== "phrase" && r.range[0] >= s.range[0] && r.range[0] < s.range[1]);
}

// "the minutes are in …" records a meeting; "in under 10 minutes" is a time
const RECORD_WORDS = /\b(?:written (?:up|down)|recorded|documented|summari[sz]ed|notes|(?<!\d\s{0,2})minutes|decisions? (?:is|are|was|were)|write-?up)\b/i;
const SUMMARY = /\b(?:in short|in summary|to recap|namely|that is|i\.e\.)\s{0,2}[:,]/i;
function recordsIt(p: string): boolean {
  return (RECORD_WORDS.test(p) && /[\uE000\uE001]/.test(p)) || SUMMARY.test(p);
}

const NUM_WORDS: Record<string, string> = { one: "1", two: "2", three: "3", four: "4" };
function normId(id: string): string {
  const l = id.toLowerCase();
  return NUM_WORDS[l] ?? l;
}

/**
 * Where the text defines its labelled choices: a heading or lead label naming the noun
 * ("## Options", "**Approach 2:**"), or "Option 1:" / "Option 1 -" / "Option 1 (…)" anywhere.
 */
function labelDefinitions(doc: HandoffDocument): { nouns: Set<string>; labels: Set<string> } {
  const nouns = new Set<string>();
  const labels = new Set<string>();
  const NOUN = /\b(approach|option|alternative|proposal|solution|idea|strategy|variant|plan)(e?s)?\b(?:\s(?:#\s?)?([1-9]|one|two|three|four|[A-D])\b)?/gi;
  for (const p of doc.paragraphs) {
    const isHead = p.kind === "heading" || p.kind === "tableCell";
    const head = isHead ? doc.prose.slice(p.range[0], Math.min(p.range[1], p.range[0] + 200)) : p.label ?? "";
    if (!head) continue;
    NOUN.lastIndex = 0;
    for (let m = NOUN.exec(head); m; m = NOUN.exec(head)) {
      const noun = m[1].toLowerCase();
      if (m[3]) labels.add(`${noun} ${normId(m[3])}`);
      else if (m[2]) nouns.add(noun); // "## Approaches", "Options:" introduce a list of them
    }
  }
  // "We have 3 options:" / "the two approaches" over a list: the list items are the choices
  if (doc.blocks.some((b) => b.kind === "list" || b.kind === "table")) {
    const PLURAL = /\b(approach|option|alternative|proposal|solution|idea|strateg|variant|plan)(?:es|s|ies)\b/gi;
    PLURAL.lastIndex = 0;
    for (let m = PLURAL.exec(doc.prose); m; m = PLURAL.exec(doc.prose)) {
      const n = m[1].toLowerCase();
      nouns.add(n === "strateg" ? "strategy" : n);
    }
  }
  // "Option 1:", "Approach A —", "Plan B (…)", "option 2 is …" anywhere in the prose
  const DEF = /\b(approach|option|alternative|proposal|solution|idea|strategy|variant|plan)\s(?:#\s?)?([1-9]|one|two|three|four|[A-D])\b\s{0,2}\*{0,2}\s{0,2}(?:[:=(\u2014\u2013]|-\s|is\s(?:to|a|an|the)\b|would\b|uses?\b|means\b)/gi;
  DEF.lastIndex = 0;
  for (let m = DEF.exec(doc.prose); m; m = DEF.exec(doc.prose)) labels.add(`${m[1].toLowerCase()} ${normId(m[2])}`);
  return { nouns, labels };
}

/** "option 2 (the cache)" / "approach 1: …" right where it is used defines it. */
function definedHere(p: string, end: number): boolean {
  return /^\s{0,2}(?:[:(\u2014\u2013=]|-\s)/.test(p.slice(end, end + 4));
}

function trimHit(doc: HandoffDocument, h: Hit): Hit {
  let a = h.range[0];
  let b = h.range[1];
  while (a < b && /\W/.test(doc.text[a]) && !/\w/.test(doc.text[a])) a++;
  while (b > a && /\s/.test(doc.text[b - 1])) b--;
  return { range: [a, b], text: doc.text.slice(a, b) };
}

// The whole text is a go-ahead: "yes do it", "sounds good, go for it", "lgtm".
const CONFIRM =
  /^\W{0,3}(?:(?:yes|yep|yeah|ok(?:ay)?|sure|alright|sounds good|great|perfect|approved|agreed|lgtm|please|pls)[,!.]?\s{0,3}){0,3}(?:do it|go for it|go ahead|ship it|make it so|let'?s do it|do that|that one|both|all of them|sounds good|approved|lgtm|yes|ok(?:ay)?)?(?:\s(?:please|now))?[\s.!]{0,4}$/i;

/** The first sentence of the text, when it is an acknowledgement pointing at something unseen. */
function replyOpening(doc: HandoffDocument, own: Sentence[]): Hit | null {
  const first = own[0];
  if (own.length <= 2) {
    const all = own.map((s) => unquotedOf(s)).join(" ");
    if (wordCount(all) <= 8 && CONFIRM.test(all.trim()) && wordCount(all) > 0) return { range: [first.range[0], own[own.length - 1].range[1]], text: own.map((s) => s.text).join(" ") };
  }
  // only the very start of the writer's text counts
  const before = doc.prose.slice(doc.start, first.range[0]);
  if (/\S/.test(before.replace(/[#>*_\-\s]/g, ""))) return null;
  if (!ACK.test(first.prose)) return null;
  const window = own.slice(0, 2).map((s) => unquotedOf(s)).join(" ");
  // "Great, now add tests for it." — an acknowledgement then "now": the next step of a chat
  const ackNow = /^\W{0,3}[a-z' ]{2,20}[!.,:;]?\s{1,3}now\b/i.test(first.prose);
  if (!ackNow && !DEIXIS.test(window)) return null;
  // a self-contained first message is long and explains itself; an opener is short
  if (wordCount(first.prose) > 40) return null;
  return { range: first.range, text: first.text };
}

export default rule;
