// micromark's `postprocess` (its last step: tokenizing the content, text and string chunks the document
// and flow tokenizers left), with the same steps in the same order but plain arrays.
//
// micromark-util-subtokenize walks the events through a splice buffer, keeps the spans it has already
// replaced in an object keyed by index (`index in jumps` at every event), and copies the whole list back
// at the end of each pass; on the 2,000 small handoffs of the benchmark that was about a quarter of
// micromark's time. Here each pass builds a new array: a chunk's enter/exit pair is replaced by its
// child events as it is reached, and an exit that closes a container is moved before the line endings
// that precede it, as micromark moves it. The passes run level by level, as micromark's do, so every
// content chunk (where link definitions are found) is tokenized before any text chunk that could
// reference one.
//
// `test/core/compile.test.ts` compares the events with micromark's own `postprocess` on the corpus,
// fixtures, docs and random Markdown. A case micromark handles in a way this port does not follow (a
// chunk whose child events do not split one-to-one over its linked tokens) throws `Unsupported`, and the
// caller parses the text again with micromark's own step.
import type { Event, Token, TokenizeContext } from "micromark-util-types";

export class Unsupported extends Error {}

type Chunked = Token & {
  _tokenizer?: TokenizeContext;
  _isInFirstContentOfListItem?: boolean;
  _contentTypeTextTrailing?: boolean;
  _container?: boolean;
};
type Tokenizer = TokenizeContext & {
  _contentTypeTextTrailing?: boolean;
  _gfmTasklistFirstContentOfListItem?: boolean;
};

/** micromark's postprocess: returns the final events (the array passed in is not reused). */
export function postprocess(events: Event[]): Event[] {
  for (;;) {
    const next = pass(events);
    if (next === null) return events;
    events = next;
  }
}

/** One level: the events with every chunk replaced by its child events, or null when there was none. */
function pass(events: Event[]): Event[] | null {
  const out: Event[] = [];
  let more = false;
  // Child events for the linked tokens after a chunk's first, by the index of their enter event.
  // `next` is the smallest of its keys (-1 when it is empty), so most events cost one comparison.
  let later: Map<number, Event[]> | null = null;
  let next = -1;
  const n = events.length;
  for (let index = 0; index < n; index++) {
    if (index === next) {
      const slice = later!.get(index)!;
      later!.delete(index);
      next = smallestKey(later!);
      for (let k = 0; k < slice.length; k++) out.push(slice[k]);
      index++;
      continue;
    }
    const event = events[index];
    const token = event[1] as Chunked;
    // The hook micromark keeps for the GFM task-list extension: text in the first content of a list item.
    if (token.type === "chunkFlow" && out.length && out[out.length - 1][1].type === "listItemPrefix") {
      markFirstContent(token._tokenizer!.events);
    }
    if (event[0] === "enter") {
      if (token.contentType) {
        more = true;
        const slices = subcontent(events, index);
        if (slices.length > 1) {
          later ??= new Map();
          for (let k = 1; k < slices.length; k++) later.set(slices[k][0], slices[k][1]);
          next = smallestKey(later);
        }
        const first = slices[0][1];
        for (let k = 0; k < first.length; k++) out.push(first[k]);
        index++; // the chunk's exit
        continue;
      }
      out.push(event);
    } else if (token._container) {
      // The line endings (and prefixes) just before a container's exit move after it.
      let other = out.length;
      let lineIndex = 0;
      while (other--) {
        const otherEvent = out[other];
        const type = otherEvent[1].type;
        if (type === "lineEnding" || type === "lineEndingBlank") {
          if (otherEvent[0] === "enter") {
            if (lineIndex) out[lineIndex][1].type = "lineEndingBlank";
            otherEvent[1].type = "lineEnding";
            lineIndex = other;
          }
        } else if (type !== "linePrefix" && type !== "listItemIndent") break;
      }
      if (lineIndex) {
        token.end = { ...out[lineIndex][1].start };
        out.splice(lineIndex, 0, event);
      } else out.push(event);
    } else out.push(event);
  }
  return more ? out : null;
}

function smallestKey(map: Map<number, unknown>): number {
  let min = -1;
  for (const k of map.keys()) if (min < 0 || k < min) min = k;
  return min;
}

function markFirstContent(subevents: Event[]): void {
  let i = 0;
  if (i < subevents.length && subevents[i][1].type === "lineEndingBlank") i += 2;
  if (i < subevents.length && subevents[i][1].type === "content") {
    while (++i < subevents.length) {
      if (subevents[i][1].type === "content") break;
      if (subevents[i][1].type === "chunkText") {
        (subevents[i][1] as Chunked)._isInFirstContentOfListItem = true;
        i++;
      }
    }
  }
}

/**
 * Tokenizes the chunk whose enter event is at `eventIndex`, with the tokens linked to it, in one child
 * tokenizer. Returns, in order, each linked token's enter event index with its child events.
 */
function subcontent(events: Event[], eventIndex: number): Array<[number, Event[]]> {
  const token = events[eventIndex][1] as Chunked;
  const context = events[eventIndex][2];
  let tokenizer = token._tokenizer as Tokenizer | undefined;
  if (!tokenizer) {
    tokenizer = (context.parser as unknown as Record<string, (from: Token["start"]) => Tokenizer>)[token.contentType!](token.start);
    if (token._contentTypeTextTrailing) tokenizer._contentTypeTextTrailing = true;
  }
  const childEvents = tokenizer.events;
  const starts: number[] = [];
  let position = eventIndex - 1;
  let previous: Chunked | undefined;
  let current: Chunked | undefined = token;
  while (current) {
    while (events[++position][1] !== current) {
      // the next linked token's enter event
    }
    starts.push(position);
    if (!current._tokenizer) {
      const stream = context.sliceStream(current);
      if (!current.next) stream.push(null);
      if (previous) tokenizer.defineSkip(current.start);
      if (current._isInFirstContentOfListItem) tokenizer._gfmTasklistFirstContentOfListItem = true;
      tokenizer.write(stream);
      if (current._isInFirstContentOfListItem) tokenizer._gfmTasklistFirstContentOfListItem = undefined;
    }
    previous = current;
    current = current.next as Chunked | undefined;
  }

  // Where the child events move on to the next linked token: after a void token that spans a line break.
  const breaks = [0];
  current = token;
  for (let i = 1; i < childEvents.length; i++) {
    const e = childEvents[i];
    const before = childEvents[i - 1];
    if (e[0] === "exit" && before[0] === "enter" && e[1].type === before[1].type && e[1].start.line !== e[1].end.line) {
      if (!current) throw new Unsupported("more line breaks than linked tokens");
      breaks.push(i + 1);
      current._tokenizer = undefined;
      current.previous = undefined;
      current = current.next as Chunked | undefined;
    }
  }
  tokenizer.events = [];
  if (current) {
    current._tokenizer = undefined;
    current.previous = undefined;
  } else breaks.pop();

  if (breaks.length !== starts.length) throw new Unsupported("child events do not split over the linked tokens");
  const out: Array<[number, Event[]]> = [];
  for (let k = 0; k < breaks.length; k++) {
    const slice = childEvents.slice(breaks[k], k + 1 < breaks.length ? breaks[k + 1] : childEvents.length);
    if (slice.length === 0) throw new Unsupported("a linked token without child events");
    out.push([starts[k], slice]);
  }
  return out;
}
