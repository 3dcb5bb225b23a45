// Infers the role of a section from its heading, and of a paragraph from a lead label
// (`Goal:`, `**Output**`, `Constraints -`). English keywords only; other text gets "other".
import type { Role } from "../types.js";

const ROLE_WORDS: Array<[Role, RegExp]> = [
  ["failure", /\b(if (you are |you're |you get )?(blocked|stuck|unsure|unable)|when (blocked|stuck|unsure|in doubt)|fail(ure)?s? (path|mode|handling|policy)|on failure|escalat\w*|fallback|if (it|this|something) fails|if you can(no|')t|stop conditions?|when to stop|abort)\b/i],
  ["success", /\b(success( criteria| looks like)?|acceptance( criteria)?|definition of done|done (when|means|criteria)|exit criteria|verification|verify|validation|how (to|we'll|we will) (judge|check|verify)|quality (bar|gate)s?|tests? to pass|evaluation|checks?)\b/i],
  ["output", /\b(outputs?|deliverables?|return( value| format)?|what to (return|hand back|report|deliver)|hand ?back|report( back| format)?|response( format)?|expected (output|result)s?|format|results?|when (you're |you are )?(done|finished)|final (answer|report)|handoff back|artifacts?)\b/i],
  ["history", /\b(previous (attempts?|runs?|sessions?|work)|prior (attempts?|work)|what (was|we) tried|what failed|history|attempts?|lessons( learned)?|what happened|progress( so far)?|done so far|completed|status|changelog|where we (are|left off)|last session|recap)\b/i],
  ["intent", /\b(goals?|objectives?|purpose|why|intent|mission|aim|motivation|what (this|it) is for|the point|north star|outcome|problem( statement)?|overview of the task)\b/i],
  ["constraints", /\b(constraints?|rules?|guardrails?|limits?|limitations?|restrictions?|boundaries|non-?goals?|do ?n[o']t|don'ts|must( not)?|never|requirements?|guidelines?|principles|policy|scope|out of scope|important)\b/i],
  ["pointers", /\b(references?|links?|see also|read (this )?first|further reading|docs|documentation|relevant files|key files|where to look|sources?|pointers?|resources?)\b/i],
  ["steps", /\b(tasks?|steps?|instructions?|plan|todo|to-do|next steps?|what to do|workflow|procedure|process|approach|implementation|your job|assignment|work items?|action items?)\b/i],
  ["facts", /\b(facts?|details?|environment|setup|config(uration)?|inputs?|data|paths?|files?|endpoints?|credentials|stack|tech stack|architecture|repo(sitory)?|branch|tools?)\b/i],
  ["context", /\b(context|background|situation|overview|current state|state of|about|project|summary|introduction|intro|notes?)\b/i],
  ["role", /\b(role|persona|identity|who you are|backstory|you are)\b/i],
];

export function roleOfHeading(text: string): Role {
  const t = text.trim();
  if (!t) return "other";
  for (const [role, re] of ROLE_WORDS) if (re.test(t)) return role;
  return "other";
}

/**
 * A lead label at the start of a paragraph: `Goal:`, `**Goal**:`, `**Goal:**`, `Goal -`.
 * Returns the label text and the length of the label in the paragraph, or null.
 * Linear: looks at most 60 characters.
 */
export function leadLabel(text: string): { label: string; length: number } | null {
  const head = text.slice(0, 60);
  const m = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)?([A-Za-z][A-Za-z /&'-]{1,40}?)(?:\*\*|__)?\s*(?::(?=[\s*_]|$)|：|\s[-–—]\s)(?:\*\*|__)?/.exec(head);
  // A bold lead without a colon: `**Output** a table of …`.
  const b = m ? null : /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(\*\*|__)([A-Za-z][A-Za-z /&'-]{1,40})\1(?=\s|$)/.exec(head);
  if (b) {
    const label = b[2].trim();
    return label.split(/\s+/).length > 5 ? null : { label, length: b[0].length };
  }
  if (!m) return null;
  const label = m[1].trim();
  if (label.split(/\s+/).length > 5) return null;
  return { label, length: m[0].length };
}

export function roleOfLabel(label: string): Role {
  return roleOfHeading(label);
}

// Sentence-start cues for text without headings or labels: "Return …", "The goal is …", "Do not …".
// Anchored at the start of a paragraph or sentence and bounded, so they stay linear and rare.
const CUES: Array<[Role, RegExp]> = [
  ["failure", /^(?:if (?:you (?:get |are |'re )?(?:stuck|blocked|unsure|unable)|you can(?:no|')t|(?:this|that|it|something) fails)|when (?:stuck|blocked|in doubt)|stop and (?:ask|report))\b/i],
  ["success", /^(?:done means|success (?:means|is|looks like)|you(?:'re| are) done when|it(?:'s| is) done when|the task is (?:done|complete) when|acceptance criteria)\b/i],
  ["output", /^(?:(?:please |then |finally,? )?(?:return|report back|reply with|respond with|hand back)|when (?:you(?:'re| are) )?(?:done|finished)|(?:your|the) (?:output|answer|response|deliverable|final report) (?:should|must|is|will)|write (?:the|your) (?:results?|output|report|answer) to|save (?:the|your) (?:results?|output|report) (?:to|in))\b/i],
  ["history", /^(?:previously|last time|earlier,|the (?:previous|last|first|prior) (?:attempt|run|try|session)|we (?:already|previously) (?:tried|attempted)|this is (?:a retry|the second attempt|attempt \d))\b/i],
  ["intent", /^(?:(?:the|our|your|my) (?:goal|aim|purpose|objective|intent) (?:is|here)|the point (?:is|of)|this is (?:for|needed|so that|because)|we need this (?:for|because|so)|why:)\b/i],
  ["constraints", /^(?:do not|don't|never|you must|must not|under no circumstances|only (?:change|touch|edit|modify))\b/i],
  ["role", /^you are (?:a|an)\b/i],
];

/** Role of a paragraph or sentence from how it starts, or "other". */
export function roleOfCue(text: string): Role {
  const head = text.slice(0, 80).replace(/^[\s>*_#\d.)-]{0,12}/, "");
  for (const [role, re] of CUES) if (re.test(head)) return role;
  return "other";
}
