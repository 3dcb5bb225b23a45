// JSON agent files (Kiro's `.kiro/agents/*.json`: the `prompt` field, a role) and the strings a `handoffs`
// mapping names. Read with jsonc-parser, whose tree gives each value's offset and length.
import type { Node, ParseError } from "jsonc-parser";
import { jsoncLib } from "./parsers.js";
import { alignValue } from "./align.js";
import { HandoffText, type Spans } from "./source-map.js";
import type { Handoff } from "./types.js";
import { matchFieldPath } from "./field-path.js";

/** The parsed file, or null when it is not JSON (comments and trailing commas allowed) with an object at its root. */
export function parseJsonObject(source: string): Node | null {
  const errors: ParseError[] = [];
  const root = jsoncLib().parseTree(source, errors, { allowTrailingComma: true, disallowComments: false });
  return !errors.length && root?.type === "object" ? root : null;
}

const property = (obj: Node, key: string): Node | undefined => obj.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];

/** A Kiro agent: a string `prompt` beside the keys an agent file has. A `file://` prompt lives in that file. */
export function isKiroAgent(root: Node): boolean {
  const prompt = property(root, "prompt");
  if (prompt?.type !== "string" || /^file:\/\//.test(String(prompt.value))) return false;
  return ["name", "description", "tools", "allowedTools", "mcpServers", "resources"].some((k) => property(root, k) !== undefined);
}

export function readKiroAgent(root: Node, source: string, fallbackName: string | null): Handoff[] {
  const prompt = property(root, "prompt")!;
  const metadata: Record<string, unknown> = {};
  for (const p of root.children ?? []) {
    const k = p.children?.[0]?.value;
    const v = p.children?.[1];
    if (typeof k === "string" && k !== "prompt" && v && v.type !== "object" && v.type !== "array") metadata[k] = v.value;
  }
  const built = new HandoffText().value(String(prompt.value), jsonSpans(prompt, source)).build(source.length);
  const name = typeof metadata.name === "string" ? metadata.name : fallbackName;
  return [{ text: built.text, map: built.map, frame: { name, kind: "role", format: "kiro-agent", supplied: { slots: [] }, metadata } }];
}

/** The strings at `fields`, each a handoff of its own. */
export function readJsonFields(root: Node, source: string, fields: string[]): Handoff[] {
  const out: Handoff[] = [];
  const visit = (node: Node, path: string[]) => {
    if (node.type === "string") {
      if (!fields.some((f) => matchFieldPath(f, path))) return;
      const built = new HandoffText().value(String(node.value), jsonSpans(node, source)).build(source.length);
      out.push({ text: built.text, map: built.map, frame: { name: path.join("."), kind: "prose", format: "mapped", supplied: { slots: [] }, metadata: {} } });
    } else if (node.type === "object") {
      for (const p of node.children ?? []) if (p.children?.length === 2) visit(p.children[1], [...path, String(p.children[0].value)]);
    } else if (node.type === "array") {
      (node.children ?? []).forEach((c, i) => visit(c, [...path, String(i)]));
    }
  };
  visit(root, []);
  return out;
}

/** Where each character of a JSON string's value lies (inside its quotes, escapes decoded). */
export function jsonSpans(node: Node, source: string): Spans {
  const value = String(node.value);
  const spans = alignValue(value, source, node.offset + 1, node.offset + node.length - 1, "json");
  return spans ?? { starts: new Int32Array(value.length).fill(node.offset), ends: new Int32Array(value.length).fill(node.offset + node.length) };
}
