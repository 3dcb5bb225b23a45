// context: the handoff is a retry (or a fix of a failure) but never says what failed and why.
// Without that account the worker repeats the choices that failed the first time.
import type { HandoffDocument, Range, Rule, RuleContext } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { explainsItself, hasFailureAccount, matchIn, ownSentences, quote, unquotedOf, type Hit } from "./_util/context-text.js";
import { hasFailureCause, retryCues, retryIsWholeText } from "../src/analysis/discourse.js";
import { readsEnglish } from "../src/analysis/lang.js";

type Options = Record<string, never>;

// A cue inside an "if/when/until …" clause is a retry policy ("if it fails, try again"), not a retry.
const CONDITIONAL = /\b(?:if|unless|until|when|whenever|once|should|in case|otherwise|or else|each time|every time)\b/i;

const POLICY = /\b(?:up to (?:\d{1,3}|once|twice|three|five)|\d{1,3} (?:more )?times|(?:once|twice) more|backoff|back-off|max(?:imum)?(?: of)? \d{1,3}|retry (?:logic|policy|count|limit|budget)|retries|on (?:\d{3}|5xx|4xx|failure|errors?|timeouts?)\b|per (?:request|call))/i;

const NEGATED = /\b(?:not|never|don'?t|do not|no need to|avoid|without)\s(?:\w{1,12}\s)?$|^\W{0,3}(?:do not|don'?t|never)\b/i;

const LEAD = String.raw`^(?:\W{0,3}(?:ok(?:ay)?|alright|so|now|please|pls|then|and|right|hmm|no|nope|sorry|let'?s|let us)[,!.:;]?\s{1,3}){0,3}`;

interface Cue {
  re: RegExp;
  /** Skip when a conditional word comes before the cue in its sentence. */
  conditional: boolean;
  /** Count only in the text's opening sentences, where a retry is framed ("This time, …"); deeper in a
   * text the words usually contrast with a step the text itself described. */
  opening?: boolean;
}

const OPENING_SENTENCES = 3;

const CUES: Cue[] = [
  // "try again", "give it another try", "one more time"
  { re: /\b(?:try|trying|give it|have)\s(?:(?:it|this|that|once|the \w{1,20})\s)?(?:again|once more|one more time|another (?:try|go|shot))\b/gi, conditional: true },
  // an imperative retry verb opening the sentence: "Retry the deploy", "Redo the summary", "Start over"
  { re: new RegExp(LEAD + String.raw`(?:re-?try|re-?do|re-?attempt|start (?:over|again|from scratch)|do (?:it|this|that) (?:again|over))\b`, "gi"), conditional: false },
  // "<task verb> … again" opening the sentence: "Write the post again", "Fix the parser again"
  { re: new RegExp(LEAD + String.raw`(?:write|do|make|build|generate|create|implement|fix|attempt|produce|draft|rewrite|refactor|port|migrate|translate|summari[sz]e|design|solve)\b[^.;:!?]{0,60}?\bagain\b`, "gi"), conditional: true },
  // "second attempt", "attempt 2", "retry #3", "this is the third time"
  // ("This is the third time. Fix the login bug for real.": the count of tries, with no account of them)
  { re: /\b(?:this is|it'?s|that'?s) the (?:second|2nd|third|3rd|fourth|4th|fifth|5th|nth|umpteenth) time\b|\b(?:second|2nd|third|3rd|fourth|4th|fifth|5th) (?:attempt|try|pass at)\b|\b(?:attempt|retry) (?:#|no\.? ?|number )?[2-9]\b(?!\s{0,2}(?:times?|x|attempts?|tries|retries|more|seconds?|secs?|s|ms|min(?:utes?)?|hours?)\b)/gi, conditional: true },
  // "still failing", "keeps crashing", "broke again"
  { re: /\bstill (?:fail(?:s|ing)?|broken|crash(?:es|ing)?|erroring|errors|hang(?:s|ing)?|break(?:s|ing)?|times? out|timing out|red|flaky|wrong|doesn'?t work|does not work|isn'?t working|is not working|not working)\b|\bkeeps? (?:failing|crashing|breaking|erroring|timing out|hanging)\b|\b(?:fail(?:ed|s|ing)?|broke|broken|crash(?:ed|es|ing)?|timed out|times out) again\b/gi, conditional: true },
  // "still getting the same error", "you previously attempted this", "the previous attempts"
  { re: /\b(?:getting|get|got|seeing|see|saw|having|hit(?:ting)?|hits|throws?|threw|shows?|showed)\s(?:exactly\s)?the same (?:error|issue|problem|failure|exception|crash|result|output|message)s?\b|\byou(?:'ve| have)? (?:previously|already|earlier) (?:attempted|tried)\b|\b(?:previous|prior|earlier|past|last|failed|unsuccessful) (?:attempts?|tries)\b/gi, conditional: true },
  // "this time, …" / "… this time."
  { re: /(?:^|[,;:\u2014(]\s{0,2}|\b(?:but|and|so|now|please)\s)this time(?=\s{0,2}[,;:\u2014\u2013-]|\s(?:please|make|use|try|do|don'?t|keep|we|you|I|let'?s|be|ensure|avoid|it|around|only|just|focus|start|stick|write|run|check|go|add|remove|include|skip|leave)\b)|(?<!\b(?:at|by|from|until|since|for|of|during|in|around|about|spend|spent|save|saves|saved|take|takes|took|the same|any|that) )\bthis time(?=\s{0,2}(?:[,.!;:)]|$))/gi, conditional: false, opening: true },
  // "the previous attempt failed", "the last run timed out", "your fix didn't work"
  { re: /\b(?:last|previous|prior|earlier|first|original|initial|old) (?:attempt|try|run|pass|version|draft|iteration|implementation|fix|patch|pr|submission|output|answer|response|one|build|deploy(?:ment)?)s? (?:failed|broke|crashed|timed out|errored|was (?:wrong|rejected|broken|bad|incorrect|incomplete|reverted|unusable)|did(?:n'?t| not) (?:work|pass|compile|build|finish|complete)|had (?:bugs|issues|problems|errors))\b/gi, conditional: true },
  { re: new RegExp(LEAD + String.raw`(?:it|that|this|your (?:\w{1,20} )?(?:fix|change|patch|code|solution|approach|attempt|answer|version))\s(?:(?:still\s)?(?:didn'?t|did not)|still (?:does ?n'?t|does not|won'?t|will not)) (?:work|help|compile|build|run|pass|fix (?:it|anything|the \w{1,20}))\b`, "gi"), conditional: false },
  // a past failure the worker is to avoid but is never told: "remember what went wrong there", "don't repeat the same mistakes"
  { re: /\b(?:remember|recall|keep in mind|mind|bear in mind|learn from|avoid(?: repeating)?|(?:don'?t|do not|never) (?:repeat|make)|without repeating)\s(?:what went wrong|what (?:broke|failed|happened)(?: (?:there|then|last time|before))?|(?:the|those|that|our|your) (?:same|earlier|previous|last|old) (?:mistakes?|pitfalls?|errors?|problems?|issues?|traps?)|(?:the|those|these) (?:mistakes?|errors?|problems?) (?:we|you|I) (?:made|had|hit|ran into))\b|\bwhat went wrong (?:there|then|last time|before|with (?:it|that|the \w{1,20}))\b/gi, conditional: true },
];

// A failure the worker is told to fix, named by kind only: "fix build failure", "debug the failing tests".
const FAILURE_TO_FIX =
  /\b(?:fix|investigate|debug|diagnose|resolve|troubleshoot|repair)(?:\s(?:and|&)\s(?:fix|resolve|repair|debug|correct))?\s(?:the |this |that |these |those )?(?:(?:build|test|tests|ci|deploy(?:ment)?|pipeline|job|workflow|compil(?:e|ation)|runtime|lint(?:ing)?|type-?check|release|install(?:ation)?|startup|migration|failing|failed|broken|recent|latest|reported|same)[ -]){1,2}(?:failures?|errors?|crash(?:es)?|breakage|issues?|problems?)\b|\b(?:fix|investigate|debug|diagnose|repair)\s(?:the |this |that |these |those )?(?:failing|broken|red) (?:build|tests?|ci|pipeline|job|deploy(?:ment)?|checks?|run)\b/gi;

const RETRY_KEYS = ["attempt", "attempts", "retry", "retries", "try", "tries", "iteration", "round", "retry_count", "attempt_number"];

const rule: Rule<Options> = {
  meta: {
    id: "retry-without-cause",
    concern: "context",
    description: "The handoff is a retry, or asks to fix a failure, but never says what failed and why",
    docs: ruleDocsUrl("retry-without-cause"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      retry:
        '"{{cue}}" tells the worker this is a retry, but not what failed and why: add a sentence such as "The previous attempt failed because …", with the error or the log to read, so it does not repeat the same choices.',
      frontmatter:
        "The frontmatter marks this as attempt {{attempt}}, but the text never says what failed before: add what the last attempt did, how it failed (the error or the log to read) and what to do differently.",
      failure:
        '"{{cue}}": the worker is sent to fix a failure it has never seen. Say which run failed and when, paste the error (or point to the log file), and what was already tried.',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    // A retry that is the whole text (nothing else to go on) is sure: no account can hide elsewhere.
    const sure = retryIsWholeText(doc);
    if (readsEnglish(doc)) {
      checkEnglish(doc, context, sure);
      return;
    }
    // retry words in the text's own language
    const cues = retryCues(doc);
    if (cues.length && !hasFailureCause(doc)) {
      const c = cues[0];
      context.report({ messageId: "retry", data: { cue: quote(c.phrase) }, range: c.range, sure });
    }
  },
};

// A count before "failed attempts" ("at most 5 failed attempts per IP", "too many failed tries") makes them
// events the system counts, as in a lockout policy, not earlier tries at this task.
const COUNT_BEFORE = /(?:\b\d{1,4}|\b(?:one|two|three|four|five|ten|many|multiple|several|repeated|consecutive|successive|few|max(?:imum)?|number of|count of))\s$/i;

function countedEvents(cue: string, lead: string): boolean {
  return /^(?:failed|unsuccessful)\s/i.test(cue) && COUNT_BEFORE.test(lead);
}

// A failure said to recur ("keeps crashing"), and an ask to find its cause ("figure out why", "what's different").
const RECURS = /^keeps?\s/i;
const DIAGNOSE = /\b(?:figure out|find out|work out|track down|pin down|investigate|diagnose|debug|find the (?:cause|reason|root cause)|why (?:it|they|this|the)\b|what(?:['’]s| is) (?:different|wrong|causing)|what causes)\b/i;

// Where a failing run can be opened by whoever works in the repository: its CI, its pipeline, a branch's checks.
const RUN_PLACE = /^\s(?:in|on)\s(?:the\s)?(?:ci|github\sactions|the\spipeline|pipeline|main|master|the\smain\sbranch|nightly|the\snightly\s(?:run|build)|the\slatest\srun|the\slast\srun)\b/i;

/**
 * Whether a locator follows the failure to fix in its clause ("the failing test in `tests/test_dates.py`"):
 * the worker runs what is named and sees the failure itself, as the writer did.
 */
function locatedAfter(doc: HandoffDocument, from: number, sentenceEnd: number): boolean {
  const clauseEnd = Math.min(sentenceEnd, from + 60);
  // "the failing test in CI", "the broken build on main": the run that shows it is the worker's to open
  if (RUN_PLACE.test(doc.prose.slice(from, clauseEnd))) return true;
  return doc.references.some((r) => r.kind !== "phrase" && r.range[0] >= from && r.range[0] < clauseEnd && !/[.;:!?]/.test(doc.text.slice(from, r.range[0])));
}

/** The English cues: retry phrases, a failure to fix, an attempt number in the frontmatter. */
function checkEnglish(doc: HandoffDocument, context: RuleContext<Options>, sure: boolean): void {
  const hits: Array<{ messageId: "retry" | "failure" | "frontmatter"; range: Range; data: Record<string, string> }> = [];
  const cueSentences = new Set<number>();
  const fmHit = frontmatterAttempt(doc);
  if (fmHit) hits.push({ messageId: "frontmatter", range: fmHit.range, data: { attempt: fmHit.text } });
  const own = ownSentences(doc);
  for (let si = 0; si < own.length; si++) {
    const s = own[si];
    const p = unquotedOf(s);
    const before = hits.length;
    let policy: boolean | null = null;
    for (const cue of CUES) {
      if (cue.opening && si >= OPENING_SENTENCES) continue;
      for (const h of matchIn(s, cue.re, p)) {
        // "retry 3 times on 503 with backoff": a retry policy for the worker's own calls
        if ((policy ??= POLICY.test(p))) break;
        // the clause before the cue (bounded, so long sentences stay linear)
        const at = h.range[0] - s.range[0];
        const lead = p.slice(Math.max(0, at - 200), at);
        if (cue.conditional && CONDITIONAL.test(lead)) continue;
        // "do not try again", "never retry": a policy, not a retry
        if (NEGATED.test(lead) || NEGATED.test(h.text)) continue;
        if (countedEvents(h.text, lead)) continue;
        // "The tests keep timing out on CI. Help me figure out what's different": a failure that recurs, which the
        // worker is asked to diagnose, is the subject of the work, not an earlier attempt at it
        if (RECURS.test(h.text) && DIAGNOSE.test(doc.prose)) continue;
        const range = trimLead(doc, h);
        hits.push({ messageId: "retry", range, data: { cue: quote(doc.text.slice(range[0], range[1])) } });
      }
    }
    for (const h of matchIn(s, FAILURE_TO_FIX, p)) {
      const at = h.range[0] - s.range[0];
      if (CONDITIONAL.test(p.slice(Math.max(0, at - 200), at))) continue;
      if (locatedAfter(doc, h.range[1], s.range[1])) continue;
      hits.push({ messageId: "failure", range: h.range, data: { cue: quote(h.text) } });
    }
    if (hits.length > before) {
      // a cue sentence that says why ("failed because …") is the account itself
      if (explainsItself(s, hits.slice(before).map((h) => h.range))) return;
      cueSentences.add(s.range[0]);
    }
  }
  // "Run the validation again": a short text that opens with a repeat of something the worker never saw.
  // A repeat says less than a failure word does (the last run may have passed), so it is never sure.
  const repeatOnly = hits.length === 0;
  if (repeatOnly) for (const range of openingRepeats(doc)) hits.push({ messageId: "retry", range, data: { cue: quote(doc.text.slice(range[0], range[1])) } });
  if (!hits.length) return;
  if (hasFailureAccount(doc, cueSentences)) return;
  // One problem, one finding: the first cue of each kind speaks for the text ("That did not work. Try
  // again." is one retry); a retry wins over a failure at the same place.
  hits.sort((a, b) => a.range[0] - b.range[0]);
  let lastEnd = -1;
  const said = new Set<string>();
  for (const h of hits) {
    if (h.range[0] < lastEnd || said.has(h.messageId)) continue;
    said.add(h.messageId);
    lastEnd = h.range[1];
    context.report({ messageId: h.messageId, data: h.data, range: h.range, sure: sure && !repeatOnly });
  }
}

// "again after each fix", "once more if it fails": a repeat tied to a later event is a step of the procedure
const LATER_TRIGGER = /^\W{0,2}(?:after (?:each|every|any)|each time|every time|for each|per|if|when|whenever|once|until|as soon as|later)\b/i;

/**
 * The English "again" of a short text's opening clause ("Run the validation again") that is the writer's own,
 * not negated and not a step repeated on a later event.
 */
function openingRepeats(doc: HandoffDocument): Range[] {
  const out: Range[] = [];
  for (const c of retryCues(doc)) {
    const s = doc.sentences.find((x) => x.range[0] <= c.range[0] && c.range[0] < x.range[1]);
    if (!s) continue;
    const at = c.range[0] - s.range[0];
    const p = unquotedOf(s);
    if (p.slice(at, at + c.phrase.length).toLowerCase() !== c.phrase.toLowerCase()) continue;
    if (NEGATED.test(p.slice(Math.max(0, at - 200), at)) || LATER_TRIGGER.test(p.slice(at + c.phrase.length))) continue;
    out.push(c.range);
  }
  return out;
}

const LEAD_RE = new RegExp(LEAD, "i");

/** Drop the lead-in words ("ok, please") from a hit so the range starts at the cue itself. */
function trimLead(doc: HandoffDocument, h: Hit): Range {
  const t = doc.text.slice(h.range[0], h.range[1]);
  const m = LEAD_RE.exec(t);
  const cut = m ? m[0].length : 0;
  return cut > 0 && cut < t.length ? [h.range[0] + cut, h.range[1]] : h.range;
}

/** `attempt: 2` (or retry/iteration keys) in the frontmatter, with the range of its line. */
function frontmatterAttempt(doc: HandoffDocument): Hit | null {
  const fm = doc.frontmatter;
  if (!fm?.data) return null;
  for (const key of RETRY_KEYS) {
    const v = fm.data[key];
    const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,4}\s*$/.test(v) ? Number(v) : v === true && /^retr/.test(key) ? 2 : NaN;
    if (!(n >= 2)) continue;
    // locate the key's line inside the frontmatter block
    const block = doc.text.slice(fm.range[0], fm.range[1]);
    const m = new RegExp(`^[ \\t]{0,8}${key}[ \\t]{0,8}:[^\\n]{0,200}`, "m").exec(block);
    const a = fm.range[0] + (m ? m.index : 0);
    const b = m ? a + m[0].replace(/\s+$/, "").length : fm.range[0] + Math.min(block.length, 3);
    return { range: [a, b], text: String(n) };
  }
  return null;
}

export default rule;
