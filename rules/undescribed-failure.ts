// facts: the handoff sends the worker to fix or debug a failure it never describes. "Users report
// problems with checkout; find what is wrong and fix it" names the area, not the failure: the worker
// cannot see what the users saw, so it cannot reproduce it, cannot tell the fix worked, and may "fix"
// something else. What it needs is one observable: the error, what happens instead of what should, a
// status code or a number, or where the evidence is (a log, a run, an issue).
import type { HandoffDocument, Range, Rule, Sentence } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { isRoleDefinition } from "./_util/frame.js";
import { languageOf, readsEnglish } from "../src/analysis/lang.js";
import { conditionalBefore, cueLanguages, findCues } from "../src/analysis/cues.js";
import { SHORT_TEXT_WORDS, proseSize } from "../src/analysis/discourse.js";
import { FAILURE_KIND, QUESTION_WORD } from "../src/analysis/lexicon.js";
import { ERROR_TEXT, ownSentences, unquotedOf } from "./_util/context-text.js";
import { findRequests } from "./_util/intent-cues.js";

type Options = Record<string, never>;

// A request to repair: the verb, after a lead ("please", "can you", "then").
const REPAIR =
  /^(?:(?:please|pls|then|now|so|and|also|can you|could you)\b,?\s+)*(?:fix|debug|troubleshoot|diagnose|investigate|repair|resolve|sort out|get to the bottom of|(?:find|figure|work) out (?:what(?:'s| is) (?:wrong|broken|going on)|why)|find (?:what(?:'s| is) (?:wrong|broken)|the (?:cause|root cause|problem|bug)))\b/i;
// The failure named only by its kind: "problems with checkout", "the bug", "it's broken".
const VAGUE_FAILURE =
  /\b(?:problems?|issues?|bugs?|errors?|glitch(?:es)?|something(?:'s| is)? (?:wrong|off|broken)|(?:is|are|was|were|got|seems?|looks?) broken|(?:not|n'?t|stopped) (?:been |be )?work(?:ing|s)?|misbehav\w*|failing)\b/i;
// What a worker can observe or reproduce: behaviour words, an expectation that is not met, a count or a time.
const OBSERVABLE =
  /\b(?:returns?|returned|returning|throws?|threw|crash(?:es|ed|ing)?|hangs?|hung|freez(?:es|ing)|froze|times? out|timed out|timing out|logs?|logged|prints?|printed|renders?|rendered|displays?|displayed|shows?|showed|shown|redirects?|redirected|loops?|looped|drops?|dropped|loses?|lost|duplicat\w+|overlaps?|flicker\w*|blank|empty|stuck|spins?|spinning|slow(?:er|ly)?|leaks?|leaking|off by|rounds?|rounded|instead of|expected|should (?:be|show|return|say)|but (?:it|we|I|the)|(?:won'?t|doesn'?t|does not|can'?t|cannot|fails? to|failed to|never) (?:load|save|open|close|start|build|compile|connect|respond|appear|render|submit|send|sync|log ?in|sign ?in|upload|download|update|refresh|finish|complete|run|install|deploy))\b/i;
const MEASURE = /\b\d+(?:[.,]\d+)?\s?(?:ms|s|sec|secs|seconds?|min|minutes?|hours?|%|percent|[kmg]b|px|times|x)\b|\b(?:[45]\d\d|HTTP\s?\d{3})\b|\bone (?:run|time|request|click) in \w+\b/i;
// A clause that says what the failure is: "the bug where quoted commas split a field", "an error when saving".
const DEFINED_FAILURE = /\b(?:bug|issue|problem|error|glitch|failure|crash)s?\b(?:\s+[\w'-]+){0,5}?\s*(?:\bwhere\b|\bwhen\b|\bwhenever\b|\bin which\b|:)\s*\S+\s+\S+\s+\S+/i;
// A failure named by the tool that reports it ("the TypeScript errors", "lint warnings", "failing tests"): the
// worker sees it by running that tool, as the writer did.
const REPRODUCIBLE =
  /\b(?:typescript|ts|tsc|type|typing|type-check|typecheck|build|compile|compiler|compilation|lint|linter|linting|eslint|ruff|mypy|pyright|clippy|flake8|pylint|test|unit test|ci)\s+(?:(?:and|or|\/)\s+\w+\s+)?(?:errors?|failures?|warnings?)\b|\bfailing\s+(?:unit\s+)?(?:tests?|builds?|checks?|specs?)\b/i;
// Where the evidence is: a log or an output file, an issue or a run.
const EVIDENCE_PATH = /\.(?:log|out|err|txt|trace)\b|(?:^|\/)(?:logs?|issues?|runs?|actions\/runs|jobs?)\//i;

const rule: Rule<Options> = {
  meta: {
    id: "undescribed-failure",
    concern: "facts",
    description: "The handoff asks to fix or debug a failure it never describes: no error, no behaviour, no evidence to read",
    docs: ruleDocsUrl("undescribed-failure"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      undescribed:
        '"{{quote}}": the worker is sent to fix a failure it has not seen. Say what happens (the error text, what it does instead of what it should, a status code or a number), how to make it happen, or where the log or the report is.',
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    // a role definition gets its task later (rules/_util/frame.ts)
    if (isRoleDefinition(doc)) return;
    if (!readsEnglish(doc)) {
      const named = otherLanguageFailure(doc);
      if (named && !describesFailure(doc)) context.report({ messageId: "undescribed", data: { quote: clip(doc.text.slice(named[0], named[1])) }, range: named });
      return;
    }
    const asked = repairRequest(doc);
    if (!asked) return;
    const ask = asked.range;
    if (!namesFailureVaguely(doc, ask) || describesFailure(doc)) return;
    // "Fix all TypeScript and build errors": the tool that shows the failure is named, so running it shows the worker
    if (REPRODUCIBLE.test(unquotedOf(asked))) return;
    context.report({ messageId: "undescribed", data: { quote: clip(doc.text.slice(ask[0], ask[1])) }, range: ask });
  },
};

/** The first real request of the text that asks to repair something: its sentence. */
function repairRequest(doc: HandoffDocument): Sentence | null {
  for (const r of findRequests(doc)) {
    if (r.sentence < 0 || r.weak !== null) continue;
    const s = doc.sentences[r.sentence];
    // the ask may open a later clause: "Users report problems with checkout; find what is wrong and fix it"
    if (unquotedOf(s).split(/;\s+|,\s+(?=(?:then|so|and|please)\s)/).some((clause) => REPAIR.test(clause.trimStart()))) return s;
  }
  return null;
}

/**
 * Whether the text reports a failure the writer knows of: in a sentence that states it ("The build is
 * broken.", "Users report problems") or as what the repair acts on ("Fix the bug"). A failure the worker
 * is to find ("list the commands that fail with their error") is not one the writer left out.
 */
function namesFailureVaguely(doc: HandoffDocument, ask: Range): boolean {
  const asks = new Set(findRequests(doc).filter((r) => r.sentence >= 0).map((r) => doc.sentences[r.sentence]));
  return ownSentences(doc).some((s) => {
    const p = unquotedOf(s);
    if (s.range[0] === ask[0]) return VAGUE_FAILURE.test(p.split(/\s+/).slice(0, 8).join(" ")) && !genericFailure(p);
    return !asks.has(s) && VAGUE_FAILURE.test(p);
  });
}

// The failure to fix named as any one of its kind: "Fix a reported issue or bug.", "Debug any failing test.".
// Nothing specific follows it (no "in checkout", no "where …"), so the text describes the procedure for
// whichever failure arrives, as a command template does, not one failure it left out.
const GENERIC_FAILURE =
  /^\W{0,3}(?:\w+\s){0,3}?(?:a|an|any|each|every)\s(?:[\w-]+\s){0,2}?(?:issues?|bugs?|problems?|errors?|failures?|failing\s\w+)(?:\s(?:or|and)\s(?:[\w-]+\s)?(?:issues?|bugs?|problems?|errors?|failures?))?\s{0,2}(?:[.;!]|$)/i;

function genericFailure(prose: string): boolean {
  return GENERIC_FAILURE.test(prose.trim());
}

/**
 * Other languages: a short text that names a failure only by its kind (`FAILURE_KIND`: "这个网址无法使用",
 * "не работает", "no funciona"); the request to fix it is often only implied. Returns its sentence.
 */
function otherLanguageFailure(doc: HandoffDocument): Range | null {
  if (proseSize(doc) > SHORT_TEXT_WORDS) return null;
  const langs = cueLanguages(languageOf(doc)).filter((l) => l !== "en");
  for (const s of ownSentences(doc)) {
    const hit = findCues("failure-kind", FAILURE_KIND, langs, s.prose)[0];
    if (!hit || conditionalBefore(s.prose, hit.index)) continue;
    // "посмотри, что сломалось": the failure is what the worker is to find
    if (findCues("question-word", QUESTION_WORD, langs, s.prose.slice(Math.max(0, hit.index - 14), hit.index)).length) continue;
    return s.range;
  }
  return null;
}

// A link that reports the failure (an issue, a CI run, a log or an error tracker), not the broken thing itself.
const REPORT_LINK = /\/(?:issues?|pull|pulls|merge_requests|actions\/runs|jobs|builds?|runs|logs?)\/|sentry|gist\.|pastebin|\.log|bugzilla|jira|linear\.app/i;

/** Whether anything in the text lets the worker see or reproduce the failure, or read about it elsewhere. */
function describesFailure(doc: HandoffDocument): boolean {
  if (doc.blocks.some((b) => b.kind === "code" || b.kind === "blockquote")) return true;
  if (doc.slots.length > 0) return true;
  for (const r of doc.references) {
    // "this URL doesn't work: http://localhost:9127/api/…" points at the broken thing, not at an account of it
    if (r.kind === "url" || r.kind === "link") {
      if (readsEnglish(doc) || REPORT_LINK.test(r.text)) return true;
      continue;
    }
    if ((r.kind === "code" || r.kind === "path") && (ERROR_TEXT.test(r.text) || EVIDENCE_PATH.test(r.text))) return true;
  }
  return ownSentences(doc).some((s) => {
    const p = unquotedOf(s);
    return OBSERVABLE.test(p) || MEASURE.test(p) || DEFINED_FAILURE.test(p) || ERROR_TEXT.test(s.text) || /["“][^"”]{4,}["”]/.test(s.text);
  });
}

function clip(t: string): string {
  const one = t.replace(/\s+/g, " ").trim();
  return one.length > 70 ? one.slice(0, 67) + "…" : one;
}

export default rule;
