// intent: nothing in the handoff asks the worker for anything. A status report, a pasted chat
// reply, a role with no task, a preamble that defers the instruction: the worker cannot ask back,
// so it guesses what the work is, and a guess is not a task.
import type { HandoffDocument, Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { isRoleDefinition } from "./_util/frame.js";
import { fragmentReply, terseOrder } from "../src/analysis/discourse.js";
import { readsEnglish } from "../src/analysis/lang.js";
import { closedNextWork, conditionalAsksOnly, noWorkStated, requestCueOutside, supersededBanner, undecidedTask } from "../src/analysis/requests.js";
import { asksAnything, cueText, englishPickOutside, findRequests, pastedReplyOpening, proseWords, quote, statesDuty, workerRequests } from "./_util/intent-cues.js";

interface Options {
  /** Texts with fewer prose words than this are not judged (default 3). */
  minWords?: number;
}

// What makes a role a job: a purpose for it, or the duties it takes on.
const ROLE_JOB =
  /\b(?:designed|built|here|meant|responsible|tasked|employed|used|deployed)\s(?:to|for|with)\b|\byour\s(?:role|job|task|purpose|goal|mission|responsibilit(?:y|ies)|duties)\s(?:is|are|include|:)|\byou\s(?:will|should|must|shall)\b|\byou\s(?:help|handle|answer|review|write|assist|support|triage|summari[sz]e|translate|draft|plan|analy[sz]e)s?\s/i;
const ROLE = /^(you are|you're|you’re|act as|acting as|as an? |your role is|imagine you are|pretend you are)\b/i;

const rule: Rule<Options> = {
  meta: {
    id: "no-request",
    concern: "intent",
    description: "Nothing in the handoff asks the worker to do anything: no task, only a status report, a role, a pasted reply or a conditional",
    docs: ruleDocsUrl("no-request"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      pastedReply:
        'This reads as a pasted assistant reply ("{{quote}}"), not a request: say what the worker should do with it, what the work is for, and what to hand back.',
      roleOnly:
        '"{{quote}}" sets up a role, but nothing asks for work: say what the worker should produce, what it is for, and when it is done.',
      conditionalOnly:
        'The only ask is conditional ("{{quote}}"): say what the worker should do now, what it is for, and what to hand back.',
      gated:
        '"{{quote}}": the next work waits on an approval or an instruction the worker cannot get. Give it before dispatch, or dispatch only what may be done now, and say what that is.',
      superseded:
        'The text says it is no longer current ("{{quote}}"): the worker would do its old task. Dispatch the current task instead, or say which part of this still applies.',
      noneOpen:
        'The text says no work is open ("{{quote}}"), and nothing else asks for any: the worker has no task here. Say what it should do now, what it is for, and what to hand back.',
      nothingLeft:
        'Every item under "{{heading}}" is done, someone else\'s or optional, and nothing else asks for work: the worker has no task here. Say what it should do now, what it is for, and what to hand back.',
      undecided:
        'The text says its task is not decided yet ("{{quote}}"): choose the task before dispatch, and say what it is for and what to hand back.',
      none:
        'Nothing here asks the worker for anything (it opens "{{quote}}"): state the task in one sentence, what it is for, and what to hand back.',
    },
    schema: { type: "object", properties: { minWords: { type: "integer", minimum: 0 } }, additionalProperties: false },
    defaultOptions: { minWords: 3 },
  },
  check(doc, context) {
    // a role definition gets its task later (rules/_util/frame.ts): it is judged as a role, for whether it
    // says what the role does at all
    if (isRoleDefinition(doc)) {
      const duty = roleWithoutDuty(doc);
      if (duty) context.report({ messageId: "roleOnly", data: { quote: quote(doc, duty.range) }, range: firstLine(doc, duty.range) });
      return;
    }
    // a few words that answer an unseen question ("frontend") ask for nothing the worker can do
    const fragment = fragmentReply(doc, asksAnything);
    if (fragment) {
      context.report({ messageId: "none", data: { quote: fragment.phrase }, range: fragment.range, sure: true });
      return;
    }
    // "Next task: TBD", "Próxima tarea: (pendiente de definir)": the writer has not chosen the work, in any language
    const undecided = undecidedTask(doc);
    if (undecided && !decidedOutside(doc, [undecided])) {
      context.report({ messageId: "undecided", data: { quote: quote(doc, undecided, 70) }, range: undecided });
      return;
    }
    // "> OBSOLETO (2026-07-16): este arquivo descreve …": the text says it is no longer current, in any language
    const superseded = supersededBanner(doc);
    if (superseded) {
      context.report({ messageId: "superseded", data: { quote: quote(doc, superseded, 70) }, range: superseded });
      return;
    }
    // "This file proposes the next milestone; it does not authorize execution": the next work is withheld
    const gated = readsEnglish(doc) ? gatedNextWork(doc) : null;
    if (gated) {
      context.report({ messageId: "gated", data: { quote: quote(doc, gated, 70) }, range: firstLine(doc, gated) });
      return;
    }
    // "There is no open work", "下一窗口首先接收用户的新需求": the text says there is no task, or that it comes later
    const stated = noWorkStated(doc);
    // (a banner marked done over a task spec, "> ✅ DONE … No active task", closes the spec below it too)
    if (stated && (stated.closesText || !decidedOutside(doc, [stated.range]))) {
      context.report({ messageId: stated.kind === "none-open" ? "noneOpen" : "gated", data: { quote: quote(doc, stated.range, 70) }, range: firstLine(doc, stated.range) });
      return;
    }
    // "## Next steps" over items that are all done, the user's to do, or optional: no task is left for the worker
    // (an English text that asks nothing at all is the plainer case below)
    const closed = readsEnglish(doc) && !asksAnything(doc) ? null : closedNextWork(doc, (spans) => decidedOutside(doc, spans));
    if (closed) {
      context.report({ messageId: "nothingLeft", data: { heading: quote(doc, closed.range, 50) }, range: closed.range });
      return;
    }
    if (!readsEnglish(doc)) {
      // other languages: the asks read from request words, so only "every ask is conditional" is judged
      const conditional = conditionalAsksOnly(doc);
      if (conditional) context.report({ messageId: "conditionalOnly", data: { quote: quote(doc, conditional) }, range: firstLine(doc, conditional) });
      return;
    }
    const minWords = context.options.minWords ?? 3;
    const first = firstSentence(doc);
    if (!first || proseWords(doc, minWords) < minWords) return;
    const reply = pastedReplyOpening(doc);
    if (workerRequests(doc, reply !== null).length > 0) return;
    if (reply) {
      context.report({ messageId: "pastedReply", data: { quote: quote(doc, reply) }, range: firstLine(doc, reply), sure: true });
      return;
    }
    const all = findRequests(doc);
    const conditional = all.find((r) => r.weak === "conditional");
    if (conditional) {
      context.report({ messageId: "conditionalOnly", data: { quote: quote(doc, conditional.range) }, range: firstLine(doc, conditional.range) });
      return;
    }
    // A role definition gets its task later: it is judged as a role. A role that states its job ("designed
    // to handle …", "your role is to …") is one; a persona of traits alone gives the worker nothing to do.
    if (ROLE.test(cueText(first))) {
      if (statesJob(doc)) return;
      context.report({ messageId: "roleOnly", data: { quote: quote(doc, first.range) }, range: firstLine(doc, first.range) });
      return;
    }
    // "Mejora el README", read as English for want of words: an order in its own language
    if (terseOrder(doc)) return;
    // sure when no sentence asks anything even weakly: a method, a preparation or a suggestion ("Follow the
    // steps below", "Keep going with the list") may be the task itself in a text this plain
    context.report({ messageId: "none", data: { quote: quote(doc, first.range, 50) }, range: firstLine(doc, first.range), sure: all.length === 0 });
  },
};

// The next work withheld until someone approves or instructs: "Do not begin X until Chris approves", "WO0 is the
// next action only after explicit instruction", "it does not authorize execution", "Awaiting the next prompt".
const WITHHELD =
  /\b(?:do not|don['’]t|never|must not)\s(?:begin|start|proceed|execute|implement|continue|run)\b[^.;]{0,80}?\b(?:until|before|without|unless)\b[^.;]{0,60}?\b(?:approv\w*|authori[sz]\w*|instruct\w*|confirm\w*|sign[- ]off|go[- ]ahead)|\bdoes not authori[sz]e (?:execution|work|implementation|starting|any work)|\b(?:is|are) the next (?:action|step|task|milestone)s? only after (?:an? )?(?:explicit )?(?:instruction|approval)|\bawaiting (?:the )?next prompt\b/i;
// The work itself held for a person, said of the work rather than of a step beside it: "Continue this project
// only after the user confirms Phase 3", "Wait for explicit user confirmation before starting the training".
const WORK_WITHHELD =
  /\b(?:continue|proceed|start|begin|resume)\b[^.;]{0,60}?\bonly (?:after|once|when)\b[^.;]{0,40}?\b(?:user|owner|human|operator|maintainer|client|requester)\b[^.;]{0,20}?\b(?:confirm|approv|authori[sz]|instruct|signs? off)\w*|\bwait (?:for|until)\b[^.;]{0,40}?\b(?:confirmation|approval|sign[- ]off|go[- ]ahead|instructions?)\b[^.;]{0,20}?\bbefore (?:start|begin|proceed|continu|implement|execut)\w*/i;

// Steps beside the work that teams gate on a person: committing, pushing, merging, deploying, releasing.
const SIDE_STEP = /\b(?:git\s+)?(?:commit|push|merge|deploy|release|publish|tag)(?:e?s|ed|ing)?\b/i;

/**
 * The text withholds its next work until a person approves or instructs, which the worker cannot get: the gate
 * must speak of the next work ("next" in its sentence or the one before), not of a side step such as a deploy,
 * or hold the work itself (`WORK_WITHHELD`: continuing, starting, beginning it) with nothing asked before the hold.
 */
function gatedNextWork(doc: HandoffDocument): Range | null {
  const own = doc.sentences.filter((s) => !s.quoted);
  for (let i = 0; i < own.length; i++) {
    const p = own[i].prose;
    // (held work with a task asked before the hold, "Propose three themes. Wait for approval before implementing",
    // is a step of that task, not a withheld one)
    if (WORK_WITHHELD.test(p)) {
      if (!findRequests(doc).some((r) => r.weak === null && r.range[0] < own[i].range[0])) return own[i].range;
      continue;
    }
    const held = WITHHELD.exec(p);
    // a gate on a side step ("NEVER run git commit or git push without explicit approval") is a rule of the work
    // (read in the source: the prose view blanks code spans, and "`git push`" is one)
    if (!held) continue;
    const at = own[i].range[0] + held.index;
    if (SIDE_STEP.test(doc.text.slice(at, at + held[0].length))) continue;
    if (/\bnext\b/i.test(p) || /\bnext\b/i.test(own[i - 1]?.prose ?? "")) return own[i].range;
  }
  return null;
}

/**
 * A Markdown agent that gives the worker nothing to do: no sentence states a duty ("You review …", "your job
 * is …"), none asks for anything, weakly or not, and no list sets out steps or rules. Returns its first
 * sentence. English only: the duties are read from English words.
 */
function roleWithoutDuty(doc: HandoffDocument) {
  // a CrewAI agent's goal is its duty by construction (often quoted, which the request reader skips)
  if (!readsEnglish(doc) || doc.frame?.format !== "markdown-agent") return null;
  const first = firstSentence(doc);
  if (!first) return null;
  if (doc.blocks.some((b) => b.kind === "list" || b.kind === "code" || b.kind === "table")) return null;
  if (statesJob(doc)) return null;
  return findRequests(doc).length === 0 ? first : null;
}

/**
 * Whether an ask outside `spans` sets the work after all: an English request that picks work (not a standing rule
 * nor an item of a pool of leftovers), or a request word in another language, anywhere else.
 */
function decidedOutside(doc: HandoffDocument, spans: readonly Range[]): boolean {
  if (readsEnglish(doc)) return englishPickOutside(doc, ...spans);
  return requestCueOutside(doc, ...spans);
}

/** Whether a sentence of the text's own states the role's job: a purpose ("designed to handle …") or a duty ("You triage …"). */
function statesJob(doc: HandoffDocument): boolean {
  return doc.sentences.some((s) => !s.quoted && (ROLE_JOB.test(cueText(s)) || statesDuty(cueText(s))));
}

function firstSentence(doc: HandoffDocument) {
  return doc.sentences.find((s) => !s.quoted && doc.paragraphs[s.paragraph]?.kind !== "heading") ?? doc.sentences.find((s) => !s.quoted) ?? null;
}

/** The part of a range on its first line. */
function firstLine(doc: HandoffDocument, r: Range): Range {
  const nl = doc.text.indexOf("\n", r[0]);
  let end = nl < 0 || nl > r[1] ? r[1] : nl;
  while (end > r[0] && /\s/.test(doc.text[end - 1])) end--;
  return [r[0], end];
}

export default rule;
