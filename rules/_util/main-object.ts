// Reference resolution, the first step: what the main request of a short English text acts on. The object
// of a request is the phrase right after its verb (and a particle: "look at", "clean up"); a question's
// subject is the phrase after its auxiliary ("why is this failing"). The grammar here is closed-class
// words only (determiners, pronouns, particles, prepositions), so it does not depend on which verb or noun
// the writer chose. Whether the phrase resolves is the caller's question.
import type { HandoffDocument, Range } from "../../src/types.js";
import { ACKNOWLEDGEMENT, findRequests } from "./intent-cues.js";

export interface MainObject {
  /** The referring phrase in the text ("the selection", "it"). */
  range: Range;
  /** A pronoun with nothing before it, or a determiner phrase. */
  kind: "pronoun" | "phrase";
  /** The head word of a phrase (its last word), or the pronoun. */
  head: string;
  /** The words between the determiner and the head. */
  mods: string[];
  /** What the phrase is to the request: what it acts on, or where that thing is. */
  role: "object" | "place";
}

/**
 * Words that make a phrase point back into the writer's history rather than describe the thing: "the other
 * approach", "the same fix", "the previous version". Such a phrase is the context concern's (what happened
 * before), not a fact to look up.
 */
export const HISTORY_MODIFIERS: ReadonlySet<string> = new Set(["same", "other", "previous", "last", "usual", "original", "old", "earlier", "prior", "remaining", "second", "first"]);

// What may open a request before its verb: acknowledgements, adverbs, "please", "can you".
const LEAD = new RegExp(String.raw`^(?:(?:${ACKNOWLEDGEMENT}|so|now|then|also|just|please|pls|kindly|and|can you|could you|would you|will you)\b[,.!]?\s+)*`, "i");
const PARTICLE = "(?:(?:ahead|forward|on)\\s+with|up|out|over|through|at|on|into|in|with|to|back|down|off|about|for|after|around)";
// Not "your": what is the worker's own ("do your best", "your findings") needs no finding.
const DETERMINER = "(?:the|this|that|these|those|our|my|his|her|their|[A-Z][a-z]{1,20}['’]s)";
// Closed-class words that end a noun phrase: prepositions, conjunctions, the infinitive marker, adverbs of time.
const BOUNDARY =
  "(?:in|into|on|onto|at|to|from|for|with|without|by|of|about|per|so|and|or|but|then|before|after|since|until|when|while|if|because|instead|again|now|today|first|too|as|like|using|via)";
// A word of the phrase: never a determiner itself ("check that the tests pass" has no object phrase).
const WORD = "(?!(?:the|a|an|this|that|these|those|our|my|your|his|her|their)\\b)[A-Za-z][\\w'’-]{0,30}";

// "it" and "them" stand alone wherever they are; "this" or "that" followed by a word is a determiner
// ("this bug") or a complementizer ("check that the tests pass"), so as pronouns they need a boundary after.
const OBJECT = new RegExp(
  String.raw`^(${WORD})(?:\s+${PARTICLE})?\s+(?:((?:it|them)(?=\s*$|[\s.,;!?])|(?:this|that|these|those)(?=\s*$|\s*[.,;!?]|\s+${BOUNDARY}\b))|(${DETERMINER})\s+((?:(?!${BOUNDARY}\b)${WORD}\s+){0,3}?(?!${BOUNDARY}\b)${WORD})(?=\s*$|\s*[.,;:!?)]|\s+${BOUNDARY}\b))`,
  "i",
);
// The place the object is in or comes from: "the numbers in the report", "the answer from the thread".
const PLACE = new RegExp(String.raw`^\s+(?:in|into|on|from|of|to|at|inside|within)\s+(${DETERMINER})\s+((?:(?!${BOUNDARY}\b)${WORD}\s+){0,3}?(?!${BOUNDARY}\b)${WORD})(?=\s*$|\s*[.,;:!?)]|\s+${BOUNDARY}\b)`, "i");
const QUESTION_SUBJECT = new RegExp(
  String.raw`^(?:why|how|what|where|when)\s+(?:is|are|does|do|did|was|were|has|have|isn['’]t|doesn['’]t|won['’]t|can['’]t)\s+(it|this|that|these|those|they)(?=\s*$|[\s.,;!?])|^what['’]s\s+(?:wrong|going on|happening)\s+with\s+(it|this|that|these|those|them)\b`,
  "i",
);
// "keep it short", "make it clear": a pronoun that stands for the answer the worker writes
const ANSWER_STYLE = /^\s+(?:short|brief|concise|simple|clear|minimal|small|tight|focused|readable|polite|friendly|formal|casual)\b/i;

/**
 * What a request sentence acts on, read from its opening words: the object (or a question's subject) and
 * the place that object is in. `text` is the sentence's prose and `start` its offset in the document;
 * `first` says whether this is the text's first sentence, the only place a pronoun has nothing before it.
 */
export function mainObjects(text: string, start: number, first: boolean): MainObject[] {
  const lead = LEAD.exec(text)?.[0].length ?? 0;
  const body = text.slice(lead);
  const q = QUESTION_SUBJECT.exec(body);
  if (q) {
    const word = q[1] ?? q[2];
    const at = lead + q[0].length - word.length;
    return first ? [pronoun(start + at, word)] : [];
  }
  const m = OBJECT.exec(body);
  if (!m) return [];
  // m[1] is the verb, m[2] a pronoun object, m[3] and m[4] a determiner and the words after it
  if (m[2]) {
    if (!first || ANSWER_STYLE.test(body.slice(m[0].length))) return [];
    return [pronoun(start + lead + m[0].length - m[2].length, m[2])];
  }
  const out = [phrase(start + lead + m[0].length - m[4].length - 1 - m[3].length, m[3], m[4], "object")];
  const place = PLACE.exec(body.slice(m[0].length));
  if (place) out.push(phrase(start + lead + m[0].length + place[0].length - place[1].length - 1 - place[2].length, place[1], place[2], "place"));
  return out;
}

/** A sentence as a rule reads it: its range and its prose (a rule may pass its own masked view). */
interface ProseSentence {
  range: Range;
  prose: string;
  quoted: boolean;
}

/**
 * What the requests of a text act on, request by request (not prohibitions, conditions or quotes), with the
 * range of the request's sentence: `sentences` is the rule's own reading of the document's sentences.
 */
export function requestObjects(doc: HandoffDocument, sentences: readonly ProseSentence[]): Array<{ sentence: Range; objects: MainObject[] }> {
  const first = sentences.find((s) => !s.quoted);
  const out: Array<{ sentence: Range; objects: MainObject[] }> = [];
  for (const r of findRequests(doc)) {
    if (r.sentence < 0 || r.weak === "quoted" || r.weak === "prohibition" || r.weak === "conditional") continue;
    const s = sentences.find((x) => x.range[0] === doc.sentences[r.sentence].range[0]);
    if (s && !s.quoted) out.push({ sentence: s.range, objects: mainObjects(s.prose, s.range[0], s === first) });
  }
  return out;
}

/** The place named right after a phrase ("… in the login form"), read from `text` at `offset`, or null. */
export function placeAfter(text: string, offset: number, start: number): MainObject | null {
  // where the thing is ("in", "from", "of"), not where it goes ("to the hero section")
  const m = PLACE.exec(text.slice(offset));
  if (!m || !/^\s+(?:in|on|from|of|inside|within)\s/i.test(m[0])) return null;
  return phrase(start + offset + m[0].length - m[2].length - 1 - m[1].length, m[1], m[2], "place");
}

function pronoun(at: number, word: string): MainObject {
  return { range: [at, at + word.length], kind: "pronoun", head: word.toLowerCase(), mods: [], role: "object" };
}

function phrase(at: number, det: string, rest: string, role: MainObject["role"]): MainObject {
  const words = rest.split(/\s+/);
  return { range: [at, at + det.length + 1 + rest.length], kind: "phrase", head: words[words.length - 1], mods: words.slice(0, -1), role };
}
