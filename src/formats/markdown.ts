// Markdown agent and command files: the handoff is the file itself. Its frontmatter (`name`, `description`,
// `tools`, `model`) is metadata the document model already keeps out of the prose, so the text is linted as
// it is, with offsets unchanged; the frame says whether it is a role or a template and which slots it has.
import { yamlLib } from "./parsers.js";
import { IDENTITY_MAP } from "./source-map.js";
import type { Handoff, HandoffFormat } from "./types.js";
import { commandSlots } from "./slots.js";

export function readMarkdownHandoff(source: string, format: Extract<HandoffFormat, "markdown-agent" | "markdown-command">): Handoff {
  const metadata = frontmatterData(source);
  const role = format === "markdown-agent";
  return { text: source, map: IDENTITY_MAP, frame: { name: null, kind: role ? "role" : "template", format, supplied: { slots: role ? [] : commandSlots(source) }, metadata } };
}

function frontmatterData(source: string): Record<string, unknown> {
  const m = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!m) return {};
  try {
    const data = yamlLib().parse(m[1]) as unknown;
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
