// micromark events -> mdast, for the node types handoff-lint parses (CommonMark and frontmatter, no GFM).
//
// The tree is the one `mdast-util-from-markdown` (2.1.0) builds with `frontmatterFromMarkdown(["yaml",
// "toml"])`: same nodes, same fields, same positions (test/core/compile.test.ts compares the two on the
// corpus, the fixtures, the docs, hand-written edge cases and random Markdown). It is faster because it
// is written for these nodes only:
//
// - one `switch` on the token type per event; no context object per event, no handler maps;
// - token text is sliced from the source string by offsets. Where offsets and micromark's `sliceSerialize`
//   differ, the text comes from micromark: a token that starts inside the virtual spaces of a tab, a
//   label or reference that spans lines (the container prefixes are not in its text), a text with NUL
//   characters; a line ending's token can end past the next line's container prefix, so its text is
//   read at its start;
// - list items and `spread` are worked out in the same pass as the tree, with the rules of
//   from-markdown's `prepareList` (which inserts `listItem` events in a copy of the event list and walks
//   every list again for each list it is nested in): here each event is looked at once, plus the line
//   endings at the end of each item once more;
// - the text of a run of contiguous data tokens is one slice of the source, taken when the run ends.
//
// Nothing recurses on the depth of the input: node and container stacks are arrays, and the plain text
// of an image's alt is gathered with an explicit stack.
import type { Root } from "mdast";
import type { Event, Extension, Token } from "micromark-util-types";
import { parse, postprocess as micromarkPostprocess, preprocess } from "micromark";
import { postprocess, Unsupported } from "./subtokenize.js";
import { frontmatter } from "micromark-extension-frontmatter";
import { decodeString } from "micromark-util-decode-string";
import { normalizeIdentifier } from "micromark-util-normalize-identifier";
import { decodeNumericCharacterReference } from "micromark-util-decode-numeric-character-reference";
import { decodeNamedCharacterReference } from "decode-named-character-reference";

interface P {
  line: number;
  column: number;
  offset: number;
}
/* eslint-disable @typescript-eslint/no-explicit-any */
type N = any;

interface ListState {
  node: N;
  /** The open list item node, or null before the first. */
  item: N;
  /** Event index of the first blank line in the current item (0: none yet). */
  firstBlank: number;
  /** Just after the item's marker (a blank line there does not make the item spread). */
  atMarker: boolean;
  spread: boolean;
}

const point = (d: P): P => ({ line: d.line, column: d.column, offset: d.offset });

/** Node types in which a line ending is text (from-markdown's `canContainEols`, plus fragments). */
const EOL_TEXT = new Set(["emphasis", "fragment", "heading", "paragraph", "strong"]);

/** Remove one leading and one trailing line ending (`/^(\r?\n|\r)|(\r?\n|\r)$/g`). */
function trimEol(s: string): string {
  let a = 0;
  let b = s.length;
  if (b === 0) return s;
  const c0 = s.charCodeAt(0);
  if (c0 === 13) a = s.charCodeAt(1) === 10 ? 2 : 1;
  else if (c0 === 10) a = 1;
  if (b > a) {
    const z = s.charCodeAt(b - 1);
    if (z === 10) b -= b - 1 > a && s.charCodeAt(b - 2) === 13 ? 2 : 1;
    else if (z === 13) b -= 1;
  }
  return a === 0 && b === s.length ? s : s.slice(a, b);
}

/** mdast-util-to-string of a fragment (image alts included, HTML included), without recursion. */
function plainText(children: N[]): string {
  if (children.length === 1 && typeof children[0].value === "string") return children[0].value;
  let out = "";
  const todo: N[] = [];
  for (let i = children.length - 1; i >= 0; i--) todo.push(children[i]);
  while (todo.length) {
    const n = todo.pop();
    if (n === null || typeof n !== "object") continue;
    if ("value" in n) out += n.value;
    else if ("alt" in n && n.alt) out += n.alt;
    else if ("children" in n && Array.isArray(n.children)) for (let i = n.children.length - 1; i >= 0; i--) todo.push(n.children[i]);
  }
  return out;
}

/**
 * Turn micromark events (after `postprocess`) into an mdast tree equal to mdast-util-from-markdown's.
 * `source` is the text given to `preprocess` (without a leading BOM, which micromark drops); with it,
 * token text is sliced from the string, without it every token is serialized by micromark.
 */
export function compileEvents(events: Event[], source?: string): Root {
  const src = source !== undefined && source.indexOf("\0") === -1 ? source : null;
  const n = events.length;
  const root: N = { type: "root", children: [], position: undefined };
  const stack: N[] = [root];
  let top: N = root;

  // from-markdown's `data` flags.
  let atHardBreak = false;
  let slurpLineEnding = false;
  let flowCodeInside = false;
  let inReference = false;
  let referenceType: string | undefined;
  let characterReferenceType: string | undefined;
  let expectingFirstListItemValue = false;

  // Containers (lists and block quotes, null for a quote); `list` is the innermost if it is a list.
  const containers: Array<ListState | null> = [];
  let list: ListState | null = null;
  let rootEnd: P | null = null;

  // The text node being written and the source range of its pending (not yet appended) run of data.
  // At most one run is pending: it is appended before anything else is added to its node, before a
  // new run starts, before a fragment is read, and at the end.
  let textNode: N = null;
  let runStart = -1;
  let runEnd = -1;

  /** The text of a token within one line. */
  const slice = (i: number): string => {
    const t = events[i][1];
    if (src !== null) {
      const a = t.start.offset;
      if (a === 0 || src.charCodeAt(a - 1) !== 9) return src.slice(a, t.end.offset);
    }
    return events[i][2].sliceSerialize(t);
  };

  /** A token that may span lines (container prefixes are not in its text): micromark's serializer. */
  const serialize = (i: number): string => events[i][2].sliceSerialize(events[i][1]);

  const flush = (): void => {
    if (runStart >= 0) {
      textNode.value += (src as string).slice(runStart, runEnd);
      runStart = -1;
    }
  };

  const enter = (node: N, token: Token): void => {
    top.children.push(node);
    node.position = { start: point(token.start), end: undefined };
    stack.push(node);
    top = node;
  };
  const exit = (token: Token): N => {
    const node = stack.pop();
    top = stack[stack.length - 1];
    node.position.end = point(token.end);
    return node;
  };
  const buffer = (): void => {
    const fragment = { type: "fragment", children: [] };
    stack.push(fragment);
    top = fragment;
  };
  const resume = (): string => {
    flush();
    const fragment = stack.pop();
    top = stack[stack.length - 1];
    const c = fragment.children;
    return c.length === 0 ? "" : c.length === 1 && c[0].type === "text" ? c[0].value : plainText(c);
  };
  /**
   * Resume a fragment and set its text as `field` of the node that is on top once it is closed. (Not
   * `top[field] = resume()`: resume() changes `top`, and the target is read before the call.)
   */
  const resumeInto = (field: string): void => {
    const value = resume();
    top[field] = value;
  };
  /** Resume a fragment whose value is not needed (a link's label): keep its children. */
  const drop = (): N[] => {
    flush();
    const fragment = stack.pop();
    top = stack[stack.length - 1];
    return fragment.children;
  };

  // from-markdown's `onenterdata` / `onexitdata`.
  const enterData = (token: Token): void => {
    const siblings = top.children;
    let tail = siblings[siblings.length - 1];
    if (tail === undefined || tail.type !== "text") {
      tail = { type: "text", value: "", position: { start: point(token.start), end: undefined } };
      siblings.push(tail);
    }
    stack.push(tail);
    top = tail;
  };
  const exitData = (i: number, eol: boolean): void => {
    const tail = stack.pop();
    top = stack[stack.length - 1];
    const token = events[i][1];
    const a = token.start.offset;
    if (src !== null && (eol || a === 0 || src.charCodeAt(a - 1) !== 9)) {
      // A line ending's token may end past the container prefix of the next line (micromark moves the
      // point over it): its text is the line ending at its start. Other data tokens are within a line.
      const b = eol ? a + (src.charCodeAt(a) === 13 && src.charCodeAt(a + 1) === 10 ? 2 : 1) : token.end.offset;
      // Contiguous with the pending run of the same node: extend it; else flush and start a new run.
      if (textNode === tail && runStart >= 0 && runEnd === a) runEnd = b;
      else {
        flush();
        textNode = tail;
        runStart = a;
        runEnd = b;
      }
    } else {
      if (textNode === tail) flush();
      tail.value += events[i][2].sliceSerialize(token);
    }
    tail.position.end = point(token.end);
  };

  const closeItem = (L: ListState, index: number): void => {
    const item = L.item;
    if (item === null) return;
    let lineIndex = 0;
    let t = index;
    while (t--) {
      const e = events[t];
      const ty = e[1].type;
      if (ty === "lineEnding" || ty === "lineEndingBlank") {
        if (e[0] === "exit") continue;
        if (lineIndex) L.spread = true;
        lineIndex = t;
      } else if (ty === "linePrefix" || ty === "blockQuotePrefix" || ty === "blockQuotePrefixWhitespace" || ty === "blockQuoteMarker" || ty === "listItemIndent") {
        // Skip.
      } else break;
    }
    if (L.firstBlank && (!lineIndex || L.firstBlank < lineIndex)) item.spread = true;
    const end = lineIndex ? events[lineIndex][1].start : events[index][1].end;
    // The item is on top of the stack: what was in it has been closed at its own exit.
    stack.pop();
    top = stack[stack.length - 1];
    item.position.end = point(end);
    if (!lineIndex && index === n - 1) rootEnd = end;
    L.item = null;
  };

  for (let i = 0; i < n; i++) {
    const ev = events[i];
    const token = ev[1];
    const type = token.type as string;
    const isEnter = ev[0] === "enter";

    // List items and spread (from-markdown's `prepareList`), for the innermost container if it is a list.
    if (list !== null) {
      switch (type) {
        case "lineEndingBlank":
          if (isEnter) {
            if (list.item !== null && !list.atMarker && !list.firstBlank) list.firstBlank = i;
            list.atMarker = false;
          }
          break;
        case "linePrefix":
        case "listItemValue":
        case "listItemMarker":
        case "listItemPrefixWhitespace":
          break;
        case "listItemPrefix":
          if (isEnter) {
            closeItem(list, i);
            const item = { type: "listItem", spread: false, checked: null, children: [], position: undefined };
            enter(item, token);
            list.item = item;
            list.firstBlank = 0;
            list.atMarker = true;
          }
          break;
        default:
          list.atMarker = false;
      }
    }

    if (isEnter) {
      switch (type) {
        case "data":
        case "codeFlowValue":
        case "codeTextData":
        case "htmlFlowData":
        case "htmlTextData":
        case "characterEscape":
        case "characterReference":
        case "autolinkProtocol":
        case "autolinkEmail":
          enterData(token);
          break;
        case "paragraph":
          enter({ type: "paragraph", children: [], position: undefined }, token);
          break;
        case "atxHeading":
        case "setextHeading":
          enter({ type: "heading", depth: 0, children: [], position: undefined }, token);
          break;
        case "emphasis":
        case "strong":
          enter({ type, children: [], position: undefined }, token);
          break;
        case "codeText":
          enter({ type: "inlineCode", value: "", position: undefined }, token);
          buffer();
          break;
        case "link":
        case "autolink":
          enter({ type: "link", title: null, url: "", children: [], position: undefined }, token);
          break;
        case "image":
          enter({ type: "image", title: null, url: "", alt: null, position: undefined }, token);
          break;
        case "label":
        case "referenceString":
        case "resourceDestinationString":
        case "resourceTitleString":
        case "codeFencedFenceInfo":
        case "codeFencedFenceMeta":
        case "definitionDestinationString":
        case "definitionLabelString":
        case "definitionTitleString":
          buffer();
          break;
        case "reference":
          referenceType = "collapsed";
          break;
        case "hardBreakEscape":
        case "hardBreakTrailing":
          enter({ type: "break", position: undefined }, token);
          break;
        case "htmlFlow":
        case "htmlText":
          enter({ type: "html", value: "", position: undefined }, token);
          buffer();
          break;
        case "blockQuote":
          enter({ type: "blockquote", children: [], position: undefined }, token);
          if (list !== null) list.atMarker = false;
          containers.push(null);
          list = null;
          break;
        case "listOrdered":
        case "listUnordered": {
          const node = { type: "list", ordered: type === "listOrdered", start: null, spread: false, children: [], position: undefined };
          enter(node, token);
          if (type === "listOrdered") expectingFirstListItemValue = true;
          list = { node, item: null, firstBlank: 0, atMarker: false, spread: false };
          containers.push(list);
          break;
        }
        case "listItemValue":
          if (expectingFirstListItemValue) {
            stack[stack.length - 2].start = Number.parseInt(slice(i), 10);
            expectingFirstListItemValue = false;
          }
          break;
        case "codeFenced":
          enter({ type: "code", lang: null, meta: null, value: "", position: undefined }, token);
          break;
        case "codeIndented":
          enter({ type: "code", lang: null, meta: null, value: "", position: undefined }, token);
          buffer();
          break;
        case "definition":
          enter({ type: "definition", identifier: "", label: null, title: null, url: "", position: undefined }, token);
          break;
        case "thematicBreak":
          enter({ type: "thematicBreak", position: undefined }, token);
          break;
        case "yaml":
        case "toml":
          enter({ type, value: "" }, token);
          buffer();
          break;
      }
    } else {
      switch (type) {
        case "data":
        case "codeFlowValue":
        case "codeTextData":
        case "htmlFlowData":
        case "htmlTextData":
        case "characterEscapeValue":
          exitData(i, false);
          break;
        case "lineEnding":
          if (atHardBreak) {
            const c = top.children;
            c[c.length - 1].position.end = point(token.end);
            atHardBreak = false;
          } else if (!slurpLineEnding && EOL_TEXT.has(top.type)) {
            enterData(token);
            exitData(i, true);
          }
          break;
        case "paragraph":
        case "emphasis":
        case "strong":
        case "atxHeading":
        case "autolink":
        case "definition":
        case "thematicBreak":
          exit(token);
          break;
        case "yamlValue":
        case "tomlValue":
          enterData(token);
          exitData(i, false);
          break;
        case "blockQuote":
          exit(token);
          containers.pop();
          list = containers.length ? containers[containers.length - 1] : null;
          if (list !== null) list.atMarker = false;
          break;
        case "listOrdered":
        case "listUnordered": {
          const L = list as ListState;
          closeItem(L, i);
          L.node.spread = L.spread;
          exit(token);
          containers.pop();
          list = containers.length ? containers[containers.length - 1] : null;
          if (list !== null) list.atMarker = false;
          break;
        }
        case "autolinkProtocol":
          exitData(i, false);
          top.url = slice(i);
          break;
        case "autolinkEmail":
          exitData(i, false);
          top.url = "mailto:" + slice(i);
          break;
        case "characterReferenceMarkerHexadecimal":
        case "characterReferenceMarkerNumeric":
          characterReferenceType = type;
          break;
        case "characterReferenceValue": {
          const data = slice(i);
          let value: string;
          if (characterReferenceType) {
            value = decodeNumericCharacterReference(data, characterReferenceType === "characterReferenceMarkerNumeric" ? 10 : 16);
            characterReferenceType = undefined;
          } else value = decodeNamedCharacterReference(data) as string;
          if (textNode === top) flush();
          top.value += value;
          break;
        }
        case "characterReference": {
          const tail = stack.pop();
          top = stack[stack.length - 1];
          tail.position.end = point(token.end);
          break;
        }
        case "atxHeadingSequence":
          if (!top.depth) top.depth = slice(i).length;
          break;
        case "setextHeadingText":
          slurpLineEnding = true;
          break;
        case "setextHeadingLineSequence":
          top.depth = slice(i).codePointAt(0) === 61 ? 1 : 2;
          break;
        case "setextHeading":
          slurpLineEnding = false;
          exit(token);
          break;
        case "codeFencedFence":
          if (!flowCodeInside) {
            buffer();
            flowCodeInside = true;
          }
          break;
        case "codeFencedFenceInfo":
          resumeInto("lang");
          break;
        case "codeFencedFenceMeta":
          resumeInto("meta");
          break;
        case "codeFenced": {
          const value = resume();
          top.value = trimEol(value);
          flowCodeInside = false;
          exit(token);
          break;
        }
        case "codeIndented": {
          const value = resume();
          top.value = value.replace(/(\r?\n|\r)$/g, "");
          exit(token);
          break;
        }
        case "codeText":
        case "htmlFlow":
        case "htmlText":
          resumeInto("value");
          exit(token);
          break;
        case "definitionLabelString":
          resumeInto("label");
          top.identifier = normalizeIdentifier(serialize(i)).toLowerCase();
          break;
        case "definitionTitleString":
        case "resourceTitleString":
          resumeInto("title");
          break;
        case "definitionDestinationString":
        case "resourceDestinationString":
          resumeInto("url");
          break;
        case "hardBreakEscape":
        case "hardBreakTrailing":
          atHardBreak = true;
          exit(token);
          break;
        case "labelText": {
          const data = serialize(i);
          const ancestor = stack[stack.length - 2];
          ancestor.label = decodeString(data);
          ancestor.identifier = normalizeIdentifier(data).toLowerCase();
          break;
        }
        case "label": {
          const node = stack[stack.length - 2];
          inReference = true;
          if (node.type === "link") node.children = drop();
          else node.alt = resume();
          break;
        }
        case "resource":
          inReference = false;
          break;
        case "referenceString":
          resumeInto("label");
          top.identifier = normalizeIdentifier(serialize(i)).toLowerCase();
          referenceType = "full";
          break;
        case "link":
        case "image": {
          const node = top;
          if (inReference) {
            node.type += "Reference";
            node.referenceType = referenceType || "shortcut";
            delete node.url;
            delete node.title;
          } else {
            delete node.identifier;
            delete node.label;
          }
          referenceType = undefined;
          exit(token);
          break;
        }
        case "yaml":
        case "toml": {
          const value = resume();
          const node = exit(token);
          node.value = trimEol(value);
          break;
        }
      }
    }
  }
  flush();

  root.position = {
    start: point(n > 0 ? (events[0][1].start as P) : { line: 1, column: 1, offset: 0 }),
    end: point(n > 0 ? ((rootEnd ?? events[n - 2][1].end) as P) : { line: 1, column: 1, offset: 0 }),
  };
  return root as Root;
}

const NO_INDENTED_CODE: Extension = { disable: { null: ["codeIndented"] } };

/** micromark's events for a text (as `mdast-util-from-markdown` gets them). */
export function parseEvents(text: string, extensions: Extension[]): Event[] {
  // The last step, micromark's postprocess, is ./subtokenize.js: the same steps on plain arrays. What it
  // does not follow it leaves to micromark's own step, on a fresh parse of the text.
  try {
    return postprocess(documentEvents(text, extensions));
  } catch (e) {
    if (!(e instanceof Unsupported)) throw e;
    return micromarkPostprocess(documentEvents(text, extensions));
  }
}

/** The events of micromark's document tokenizer, before its postprocess. */
function documentEvents(text: string, extensions: Extension[]): Event[] {
  // micromark's parse() merges the extensions into one table of constructs on every call (~2 % of a
  // small handoff's lint): the parser is made once per extension list, and its per-document state
  // (definitions seen, lazy lines) is reset for each text.
  let parser = parsers.get(extensions);
  if (!parser) parsers.set(extensions, (parser = parse({ extensions })));
  else {
    parser.defined = [];
    parser.lazy = {};
  }
  return parser.document().write(preprocess()(text, undefined, true));
}
const parsers = new WeakMap<Extension[], ReturnType<typeof parse>>();

/** Parse Markdown into mdast with the given micromark extensions (same tree as `fromMarkdown`). */
export function parseToMdast(text: string, extensions: Extension[]): Root {
  const events = parseEvents(text, extensions);
  return compileEvents(events, text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

/** The extension sets handoff-lint uses (for tests and benchmarks). */
export const EXTENSION_SETS: Record<string, () => Extension[]> = {
  frontmatter: () => [frontmatter(["yaml", "toml"]), NO_INDENTED_CODE],
  plain: () => [NO_INDENTED_CODE],
  noContainers: () => [{ disable: { null: ["codeIndented", "list", "blockQuote"] } }],
};
