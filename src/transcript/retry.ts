// A retry found from the log's structure, not from the prompt's words: this dispatch repeats the task of an
// earlier one (the same label, or a near-identical prompt), and that one failed, was cancelled, or was
// followed by the user correcting it. Whether the new prompt then says what went wrong is the rule's call.
import type { LoggedDispatch, Session } from "./model.js";
import { redact } from "./redact.js";

export type RetryCause = "failed" | "cancelled" | "corrected";

export interface Retry {
  earlier: LoggedDispatch;
  cause: RetryCause;
  /** What the log shows of the failure (the earlier result's error line, or the user's correction), redacted. */
  evidence: string;
}

/** Prompts this alike (word-bigram Dice coefficient) are the same task written again. */
export const SAME_TASK_SIMILARITY = 0.8;

const CANCELLED = /\binterrupted by (?:the )?user\b|\buser (?:doesn'?t|does not) want to proceed\b|\b(?:was |been )(?:cancell?ed|aborted|rejected)\b|^\s*(?:cancell?ed|aborted|rejected)\b/i;
/** A line that carries the error itself ("TypeError: …", "Error: …", pytest's "E   …"), preferred over one that only says something failed. */
const ERROR_ITSELF = /\b\w*(?:Error|Exception|Fault)\b:|^(?:error|fatal|panic)\b|^E\s{2,}/i;
const ERROR_LINE = /\b(?:error|errored|exception|fail(?:ed|ure|s)?|denied|refused|timed? ?out|traceback|panic|cannot|could not|unable to|not found|invalid|interrupted|cancell?ed|aborted|rejected|killed)\b/i;
/** The user telling the parent its last result was wrong. */
const CORRECTION =
  /^(?:no|nope|wrong)\s{0,2}[,.!:;\u2014-]|^(?:that(?:'s| is) (?:not|wrong|incorrect)|this is (?:not|wrong)|not what I|incorrect\b)|\b(?:didn'?t|did not|doesn'?t|does not) work\b|\bstill (?:fail(?:s|ing)?|broken|wrong|crash(?:es|ing)?)\b|\b(?:is|was|are|were) (?:wrong|incorrect|broken)\b|\byou (?:broke|missed|got it wrong|forgot)\b/i;

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

function bigrams(s: string): Map<string, number> {
  const w = words(s);
  const m = new Map<string, number>();
  for (let i = 0; i + 1 < w.length; i++) {
    const k = w[i] + " " + w[i + 1];
    m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
}

/** Dice coefficient over word bigrams: 1 for the same words in the same order, 0 for nothing shared. */
export function promptSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let nx = 0,
    ny = 0,
    both = 0;
  for (const v of x.values()) nx += v;
  for (const v of y.values()) ny += v;
  if (!nx || !ny) return a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== "" ? 1 : 0;
  for (const [k, v] of x) both += Math.min(v, y.get(k) ?? 0);
  return (2 * both) / (nx + ny);
}

const normLabel = (s: string | null) => (s ? s.toLowerCase().replace(/\s+/g, " ").trim() : "");

/** Whether two dispatches give the same task: the same label (of some length), or near-identical prompts. */
export function sameTask(prompt: string, label: string | null, earlier: LoggedDispatch): boolean {
  const l = normLabel(label);
  if (l.length >= 4 && l === normLabel(earlier.label)) return true;
  return promptSimilarity(prompt, earlier.prompt) >= SAME_TASK_SIMILARITY;
}

/** One line of a failed result that says what went wrong, redacted and cut to `max` characters. */
export function errorExcerpt(text: string, max = 160): string {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const pick = lines.find((l) => ERROR_ITSELF.test(l)) ?? lines.find((l) => ERROR_LINE.test(l)) ?? lines[0] ?? "";
  const one = redact(pick).replace(/\s+/g, " ");
  return one.length > max ? one.slice(0, max - 1) + "\u2026" : one;
}

/** How an earlier dispatch went wrong, from its own outcome or the user's next words; null when it did not. */
function causeOf(d: LoggedDispatch, session: Session): { cause: RetryCause; evidence: string } | null {
  const o = d.outcome;
  if (o && (o.failed || CANCELLED.test(o.text.slice(0, 400)))) {
    return { cause: CANCELLED.test(o.text.slice(0, 400)) ? "cancelled" : "failed", evidence: errorExcerpt(o.text) || "(no error text in the log)" };
  }
  // A correction from the user after the result came back, before the parent dispatched anything else (a
  // later correction is about that later work).
  for (const e of session.events) {
    if (e.seq <= d.seq || e.thread !== d.thread) continue;
    if (e.kind === "dispatch") break;
    if (e.kind === "user" && CORRECTION.test(e.text.slice(0, 300))) return { cause: "corrected", evidence: errorExcerpt(e.text) };
  }
  return null;
}

/**
 * The latest earlier dispatch in `session` (the history before this one) that gave the same task and went
 * wrong; null when there is none.
 */
export function findRetry(prompt: string, label: string | null, session: Session): Retry | null {
  const ds = session.events.filter((e): e is LoggedDispatch => e.kind === "dispatch");
  for (let i = ds.length - 1; i >= 0; i--) {
    const d = ds[i];
    // No result yet: the dispatch being checked itself (a client logs the call before its hook answers), or
    // one still running. Either way it says nothing about how the task went.
    if (!d.outcome) continue;
    if (!sameTask(prompt, label, d)) continue;
    const c = causeOf(d, session);
    // The latest attempt at this task decides: a later one that went fine means this is not a retry of a failure.
    return c ? { earlier: d, ...c } : null;
  }
  return null;
}
