// Shared shape of the strict intent rules: they judge only a handoff that asks for something (a
// text that asks for nothing is `no-request`'s), and point at the first ask.
import type { HandoffDocument, Range } from "../../src/types.js";
import { pastedReplyOpening, strongRequests, type RequestCue } from "./intent-cues.js";

/** The first real ask of the document, or null when there is none (then no-request speaks). */
export function firstAsk(doc: HandoffDocument): RequestCue | null {
  if (pastedReplyOpening(doc)) return null;
  const asks = strongRequests(doc);
  return asks.length ? asks[0] : null;
}

/** The part of a range on its first line, trimmed. */
export function onFirstLine(doc: HandoffDocument, r: Range): Range {
  const nl = doc.text.indexOf("\n", r[0]);
  let end = nl < 0 || nl > r[1] ? r[1] : nl;
  while (end > r[0] && /\s/.test(doc.text[end - 1])) end--;
  return [r[0], end];
}
