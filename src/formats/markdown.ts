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

// The frontmatter block at the top of a file: group 1 is its YAML.
const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

function frontmatterData(source: string): Record<string, unknown> {
  const m = FRONTMATTER.exec(source);
  if (!m) return {};
  try {
    const data = yamlLib().parse(m[1]) as unknown;
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// Frontmatter keys only the agent formats use: Claude Code and Copilot agents list their tools, model and color;
// OpenCode agents say their mode.
const AGENT_KEYS = ["tools", "model", "color", "skills", "effort", "permission-mode", "permissionMode", "disallowedTools", "maxTurns"];
const AGENT_MODES = new Set(["subagent", "primary", "all"]);
// Keys only command and prompt files use: Claude Code's argument hint and allowed tools, Copilot's prompt mode.
const COMMAND_KEYS = ["argument-hint", "allowed-tools"];
const PROMPT_MODES = new Set(["agent", "ask", "edit"]);

// A body that opens by casting the reader in a role ("You are …", "あなたは…", "Ты —"), as agent definitions do.
const ROLE_OPENING = /^(?:(?:you are|you're|you’re|act as|eres|sos|tu es|du bist|você é|sei un|sei il|jesteś)(?!\p{L})|ты\s?[—–-]|вы\s?[—–-]|あなたは|당신은|너는|你是|您是)/iu;

/** The first line of prose after the frontmatter (which ends at `end`), past blank lines and headings. */
function bodyOpening(source: string, end: number): string {
  for (const line of source.slice(end, end + 2000).split(/\r?\n/)) {
    const t = line.trim();
    if (t && !t.startsWith("#")) return t.replace(/^[*_>\s]+/, "");
  }
  return "";
}

/**
 * The format a Markdown file's frontmatter names when its path does not: an agent definition has a name, a
 * description and one of the agent keys (or an OpenCode mode); a command or prompt file has an argument hint,
 * allowed tools or a Copilot prompt mode. A name and a description alone say neither (session notes have them too).
 */
export function frontmatterFormat(source: string): Extract<HandoffFormat, "markdown-agent" | "markdown-command"> | null {
  // (the keys are read line by line, without the YAML library: most frontmatter is neither, and start-up stays light)
  const fm = FRONTMATTER.exec(source);
  if (!fm) return null;
  const block = fm[1];
  const keys = new Set([...block.matchAll(/^([A-Za-z_][\w-]{0,80})[ \t]*:/gm)].map((m) => m[1]));
  const has = (k: string) => keys.has(k);
  const mode = /^mode[ \t]*:[ \t]*["']?([A-Za-z]+)/m.exec(block)?.[1].toLowerCase() ?? "";
  if (COMMAND_KEYS.some(has) || PROMPT_MODES.has(mode)) return "markdown-command";
  if (has("description") && ((has("name") && AGENT_KEYS.some(has)) || AGENT_MODES.has(mode))) return "markdown-agent";
  if (has("name") && has("description") && ROLE_OPENING.test(bodyOpening(source, fm[0].length))) return "markdown-agent";
  return null;
}

