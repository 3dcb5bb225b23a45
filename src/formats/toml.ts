// TOML agent and command files: Codex's `.codex/agents/*.toml` (`developer_instructions`, a role) and Gemini
// CLI's `.gemini/commands/*.toml` (`prompt`, a template with `{{args}}`), and the strings a `handoffs` mapping
// names. Read with toml-eslint-parser, whose tree keeps each value's range and string style.
import type { parseTOML } from "toml-eslint-parser";
import { tomlLib } from "./parsers.js";
import { alignValue } from "./align.js";
import { HandoffText, type Spans } from "./source-map.js";
import type { Handoff, HandoffFormat } from "./types.js";
import { geminiSlots } from "./slots.js";
import { matchFieldPath } from "./field-path.js";

type Program = ReturnType<typeof parseTOML>;
type Node = Program["body"][number]["body"][number];
type KeyValue = Extract<Node, { type: "TOMLKeyValue" }>;
type TomlString = Extract<KeyValue["value"], { kind: "string" }>;

/** The parsed file, or null when it is not TOML. */
export function parseTomlFile(source: string): Program | null {
  try {
    return tomlLib().parseTOML(source);
  } catch {
    return null;
  }
}

/** Each string value with its full key path (tables and arrays of tables included). */
function* strings(program: Program): Generator<{ path: string[]; node: TomlString }> {
  function* inTable(body: readonly Node[], prefix: Array<string | number>): Generator<{ path: string[]; node: TomlString }> {
    for (const n of body) {
      if (n.type === "TOMLKeyValue") yield* inValue(n.value, [...prefix, ...n.key.keys.map(keyName)]);
      else if (n.type === "TOMLTable") yield* inTable(n.body as Node[], n.resolvedKey);
    }
  }
  function* inValue(v: KeyValue["value"] | { type: string }, path: Array<string | number>): Generator<{ path: string[]; node: TomlString }> {
    const node = v as { type: string; kind?: string; elements?: unknown[]; body?: KeyValue[] };
    if (node.type === "TOMLValue" && node.kind === "string") yield { path: path.map(String), node: v as TomlString };
    else if (node.type === "TOMLArray") for (const [i, e] of (node.elements ?? []).entries()) yield* inValue(e as KeyValue["value"], [...path, i]);
    else if (node.type === "TOMLInlineTable") for (const kv of node.body ?? []) yield* inValue(kv.value, [...path, ...kv.key.keys.map(keyName)]);
  }
  yield* inTable(program.body[0].body as Node[], []);
}

const keyName = (k: { type: string; name?: string; value?: string }) => (k.type === "TOMLBare" ? k.name! : k.value!);

/** Which agent or command file the TOML is, from its top-level keys (the path can name it when both fit). */
export function tomlShape(program: Program, pathFormat: HandoffFormat | null): { format: HandoffFormat; field: string } | null {
  const top = new Map<string, TomlString>();
  for (const s of strings(program)) if (s.path.length === 1) top.set(s.path[0], s.node);
  if (pathFormat === "codex-agent" && top.has("developer_instructions")) return { format: "codex-agent", field: "developer_instructions" };
  if (pathFormat === "gemini-command" && top.has("prompt")) return { format: "gemini-command", field: "prompt" };
  if (top.has("developer_instructions")) return { format: "codex-agent", field: "developer_instructions" };
  if (top.has("prompt")) return { format: "gemini-command", field: "prompt" };
  return null;
}

/** The one handoff of an agent or command file. */
export function readTomlHandoff(program: Program, source: string, shape: { format: HandoffFormat; field: string }, fallbackName: string | null): Handoff[] {
  const top = [...strings(program)].filter((s) => s.path.length === 1);
  const node = top.find((s) => s.path[0] === shape.field)?.node;
  if (!node) return [];
  const metadata: Record<string, unknown> = {};
  for (const s of top) if (s.path[0] !== shape.field) metadata[s.path[0]] = s.node.value;
  const built = new HandoffText().value(node.value, tomlSpans(node, source)).build(source.length);
  const role = shape.format === "codex-agent";
  const name = typeof metadata.name === "string" ? metadata.name : fallbackName;
  return [{ text: built.text, map: built.map, frame: { name, kind: role ? "role" : "template", format: shape.format, supplied: { slots: role ? [] : geminiSlots(built.text) }, metadata } }];
}

/** The strings at `fields`, each a handoff of its own. */
export function readTomlFields(program: Program, source: string, fields: string[]): Handoff[] {
  const out: Handoff[] = [];
  for (const s of strings(program)) {
    if (!fields.some((f) => matchFieldPath(f, s.path))) continue;
    const built = new HandoffText().value(s.node.value, tomlSpans(s.node, source)).build(source.length);
    out.push({ text: built.text, map: built.map, frame: { name: s.path.join("."), kind: "prose", format: "mapped", supplied: { slots: [] }, metadata: {} } });
  }
  return out;
}

/** Where each character of a TOML string's value lies: inside its quotes, past a multi-line string's first break. */
export function tomlSpans(node: TomlString, source: string): Spans {
  const [a, b] = node.range;
  const q = node.multiline ? 3 : 1;
  let from = a + q;
  // A newline right after the opening delimiter is not part of a multi-line string.
  if (node.multiline) from += source.startsWith("\r\n", from) ? 2 : source[from] === "\n" ? 1 : 0;
  const spans = alignValue(node.value, source, from, b - q, node.style === "basic" ? "toml-basic" : "none");
  return spans ?? { starts: new Int32Array(node.value.length).fill(a), ends: new Int32Array(node.value.length).fill(b) };
}
