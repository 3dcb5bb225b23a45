// YAML: CrewAI's tasks.yaml and agents.yaml, and the strings a config's `handoffs` mapping names. Read with
// `yaml`'s Document API (kept source tokens give each scalar's range and style).
import type { Document, Pair, Scalar, YAMLMap, YAMLSeq } from "yaml";
import { yamlLib } from "./parsers.js";
import { alignValue, type EscapeSyntax } from "./align.js";
import { HandoffText, type Spans } from "./source-map.js";
import type { Handoff, HandoffFrame } from "./types.js";
import { braceSlots } from "./slots.js";
import { matchFieldPath } from "./field-path.js";

const isMap = (n: unknown): n is YAMLMap => yamlLib().isMap(n);
const isScalar = (n: unknown): n is Scalar => yamlLib().isScalar(n);
const isSeq = (n: unknown): n is YAMLSeq => yamlLib().isSeq(n);

/** The parsed file, or null when it is not YAML without errors whose root is a mapping. */
export function parseYamlMapping(source: string): Document.Parsed | null {
  // A Markdown file that opens with frontmatter is Markdown, whatever YAML its first lines hold.
  if (/^\uFEFF?---[ \t]*\r?\n/.test(source)) return null;
  let doc: Document.Parsed;
  try {
    // (uniqueKeys off: its check compares each key with every other, quadratic in a file of many tasks; a task
    // named twice is linted twice, under one name)
    doc = yamlLib().parseDocument(source, { keepSourceTokens: true, prettyErrors: false, uniqueKeys: false });
  } catch {
    return null;
  }
  if (doc.errors.length || !isMap(doc.contents)) return null;
  return doc;
}

/** Which CrewAI file a mapping is, from its entries alone: every entry a mapping, one at least a task (or agent). */
export function crewAiShape(doc: Document.Parsed): "crewai-tasks" | "crewai-agents" | null {
  const root = doc.contents as YAMLMap;
  if (!root.items.length || !root.items.every((p) => isScalar(p.key) && isMap(p.value))) return null;
  const entries = root.items.map((p) => p.value as YAMLMap);
  if (entries.some(isCrewTask) || root.items.some((p) => namedAsTask(p.key) && typeof (p.value as YAMLMap).get("description") === "string")) return "crewai-tasks";
  if (entries.some(isCrewAgent)) return "crewai-agents";
  return null;
}

const isCrewTask = (m: YAMLMap) => typeof m.get("description") === "string" && (m.has("expected_output") || m.has("agent"));
// CrewAI's own convention names each task `<what>_task` ("research_task", "coherence_task"): with a description
// that is a task entry even before its expected output or agent is written.
const namedAsTask = (key: unknown) => isScalar(key) && /(?:^|_)task$/i.test(String(key.value));
const isCrewAgent = (m: YAMLMap) => typeof m.get("role") === "string" && (m.has("goal") || m.has("backstory"));

/** The label the expected output is read under: one the section reader knows as an output spec. */
export const EXPECTED_OUTPUT_LABEL = "Expected output: ";

/** One handoff per task: its description and expected output read together, as CrewAI sends them. */
export function readCrewTasks(doc: Document.Parsed, source: string): Handoff[] {
  const out: Handoff[] = [];
  const before: string[] = [];
  for (const pair of (doc.contents as YAMLMap).items) {
    const task = pair.value as YAMLMap;
    const description = stringField(task, "description");
    if (!description) continue;
    const text = new HandoffText();
    appendScalar(text, description, source);
    const supplied: HandoffFrame["supplied"] = { slots: [] };
    const expected = stringField(task, "expected_output");
    if (expected) {
      // (the break between the two is placed where the description's token ends)
      const end = description.value.range?.[1] ?? keyStart(description);
      text.joiner(paragraphBreakAfter(String(description.value.value)), end, end);
      const [ka, kb] = expected.key.range ?? [0, 0];
      text.joiner(EXPECTED_OUTPUT_LABEL, ka, kb);
      const at = text.length;
      appendScalar(text, expected, source);
      supplied.outputSpec = { text: String(expected.value.value), range: [at, text.length] };
    }
    const outputFile = task.get("output_file");
    if (typeof outputFile === "string" && outputFile.trim()) supplied.destination = outputFile;
    Object.assign(supplied, upstreamOf(task, before));
    const built = text.build(source.length);
    supplied.slots = braceSlots(built.text);
    out.push({ text: built.text, map: built.map, frame: { name: keyName(pair), kind: "task", format: "crewai-tasks", supplied, metadata: otherFields(task, ["description", "expected_output"]) } });
    before.push(keyName(pair));
  }
  return out;
}

/** What makes a new paragraph after `text`: the line breaks it does not already end with. */
const paragraphBreakAfter = (text: string) => (text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n");

/** The tasks whose output reaches this one: those its `context:` lists, else (sequential process) those before it. */
function upstreamOf(task: YAMLMap, before: string[]): Pick<HandoffFrame["supplied"], "upstream" | "upstreamFrom"> {
  const context = task.get("context", true);
  if (isSeq(context)) return { upstream: context.items.filter(isScalar).map((s) => String(s.value)), upstreamFrom: "context" };
  return before.length ? { upstream: [...before], upstreamFrom: "sequence" } : {};
}

/** One role per agent, as CrewAI writes its system prompt: "You are {role}. {backstory}", then the goal. */
export function readCrewAgents(doc: Document.Parsed, source: string): Handoff[] {
  const out: Handoff[] = [];
  for (const pair of (doc.contents as YAMLMap).items) {
    const agent = pair.value as YAMLMap;
    const role = stringField(agent, "role");
    if (!role) continue;
    const text = new HandoffText();
    text.joiner("You are ", keyStart(role), keyStart(role));
    appendScalar(text, role, source, { trimEnd: true });
    const backstory = stringField(agent, "backstory");
    if (backstory) {
      text.joiner(". ", keyStart(backstory), keyStart(backstory));
      appendScalar(text, backstory, source, { trimEnd: true });
    }
    const goal = stringField(agent, "goal");
    if (goal) {
      const [ka, kb] = goal.key.range ?? [0, 0];
      text.joiner("\n\nYour personal goal is: ", ka, kb);
      appendScalar(text, goal, source, { trimEnd: true });
    }
    const built = text.build(source.length);
    out.push({
      text: built.text,
      map: built.map,
      frame: { name: keyName(pair), kind: "role", format: "crewai-agents", supplied: { slots: braceSlots(built.text) }, metadata: otherFields(agent, ["role", "goal", "backstory"]) },
    });
  }
  return out;
}

/** The strings at `fields` (dotted paths, `*` for any key or index), each linted as a handoff of its own. */
export function readYamlFields(doc: Document.Parsed, source: string, fields: string[]): Handoff[] {
  const out: Handoff[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (isScalar(node)) {
      if (typeof node.value === "string" && fields.some((f) => matchFieldPath(f, path))) {
        const text = new HandoffText();
        appendValue(text, node, source);
        const built = text.build(source.length);
        out.push({ text: built.text, map: built.map, frame: { name: path.join("."), kind: "prose", format: "mapped", supplied: { slots: [] }, metadata: {} } });
      }
    } else if (isMap(node)) {
      for (const p of node.items) if (isScalar(p.key)) visit(p.value, [...path, String(p.key.value)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => visit(item, [...path, String(i)]));
    }
  };
  visit(doc.contents, []);
  return out;
}

type StringPair = { key: Scalar; value: Scalar };

function stringField(map: YAMLMap, key: string): StringPair | null {
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  if (!pair || !isScalar(pair.value) || typeof pair.value.value !== "string") return null;
  return pair as StringPair;
}

const keyStart = (p: StringPair) => p.key.range?.[0] ?? 0;
const keyName = (p: Pair) => (isScalar(p.key) ? String(p.key.value) : String(p.key));

function otherFields(map: YAMLMap, read: string[]): Record<string, unknown> {
  const json = map.toJSON() as Record<string, unknown>;
  for (const k of read) delete json[k];
  return json;
}

function appendScalar(text: HandoffText, pair: StringPair, source: string, opts: { trimEnd?: boolean } = {}): void {
  appendValue(text, pair.value, source, opts);
}

/** Append a scalar's value with the span of each of its characters (the whole token when the walk fails). */
function appendValue(text: HandoffText, node: Scalar, source: string, opts: { trimEnd?: boolean } = {}): void {
  const full = String(node.value);
  const value = opts.trimEnd ? full.replace(/\s+$/, "") : full;
  const spans = scalarSpans(node, full, source);
  text.value(value, spans);
}

/** Where each character of a scalar's value lies in the source. */
export function scalarSpans(node: Scalar, value: string, source: string): Spans {
  const [a, b] = node.range ?? [0, 0];
  const token = tokenBounds(node, source, a, b);
  const spans = token ? alignValue(value, source, token.from, token.to, token.syntax, { indent: token.indent, chomped: token.chomped }) : null;
  if (spans) return spans;
  return { starts: new Int32Array(value.length).fill(a), ends: new Int32Array(value.length).fill(b) };
}

function tokenBounds(node: Scalar, source: string, a: number, b: number): { from: number; to: number; syntax: EscapeSyntax; indent?: number | "blanks"; chomped?: boolean } | null {
  switch (node.type) {
    // (a flow scalar's continuation lines lose their leading blanks)
    case "PLAIN":
      return { from: a, to: b, syntax: "none", indent: "blanks" };
    case "QUOTE_DOUBLE":
      return { from: a + 1, to: b - 1, syntax: "yaml-double", indent: "blanks" };
    case "QUOTE_SINGLE":
      return { from: a + 1, to: b - 1, syntax: "yaml-single", indent: "blanks" };
    case "BLOCK_FOLDED":
    case "BLOCK_LITERAL": {
      // The content starts on the line after the header (`>-`, `|2`, a comment); its indentation is the
      // header's digit past the parent's, or else the first non-empty line's.
      const nl = source.indexOf("\n", a);
      if (nl < 0 || nl >= b) return { from: b, to: b, syntax: "none" };
      const header = source.slice(a, nl);
      const digit = /^[|>][+-]?([1-9])|^[|>]([1-9])/.exec(header);
      const parentIndent = (node.srcToken as { indent?: number } | undefined)?.indent ?? 0;
      const indent = digit ? parentIndent + Number(digit[1] ?? digit[2]) : firstContentIndent(source, nl + 1, b);
      return { from: nl + 1, to: b, syntax: "none", indent, chomped: true };
    }
    default:
      return null;
  }
}

function firstContentIndent(source: string, from: number, to: number): number {
  // (a tab is content, not indentation: a line of spaces and a tab is the first non-empty line)
  const m = /^(?: *\r?\n)*( *)[^ \r\n]/.exec(source.slice(from, to));
  return m ? m[1].length : 0;
}

