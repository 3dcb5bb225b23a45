// Where teams keep handoffs: the files a folder walk lints by default (config `files`), and which of them are
// agent definitions or command/prompt templates. `.pre-commit-hooks.yaml` matches the same set (a test
// checks that they agree).
import { createRequire } from "node:module";
import type { HandoffFormat } from "./types.js";

/** Markdown sub-agent definitions: a role whose task arrives with each dispatch. */
export const AGENT_FILES = ["**/.claude/agents/**/*.md", "**/.opencode/agent/**/*.md", "**/.opencode/agents/**/*.md", "**/.github/agents/**/*.md"];

/** Markdown commands and prompt files: templates whose argument slots the tool fills in. */
export const COMMAND_FILES = [
  "**/.claude/commands/**/*.md",
  "**/.opencode/command/**/*.md",
  "**/.opencode/commands/**/*.md",
  "**/.codex/prompts/**/*.md",
  "**/.github/prompts/**/*.md",
  "**/.cursor/commands/**/*.md",
  "**/.windsurf/workflows/**/*.md",
];

/** Structured agent and task files (TOML, JSON, YAML). */
export const STRUCTURED_FILES = ["**/.codex/agents/**/*.toml", "**/.gemini/commands/**/*.toml", "**/.kiro/agents/**/*.json", "**/*tasks.{yaml,yml}", "**/*agents.{yaml,yml}"];

export const DEFAULT_FILES = [
  "**/*.prompt.md",
  "**/*.prompt",
  "**/*.handoff.md",
  "**/prompts/**/*.{md,txt}",
  "**/handoffs/**/*.md",
  "**/agents/**/*.md",
  "**/HANDOFF*.md",
  "**/NEXT_PROMPT*.md",
  ...AGENT_FILES,
  ...COMMAND_FILES,
  ...STRUCTURED_FILES,
];

const PATH_FORMATS: Array<[HandoffFormat, string[]]> = [
  ["markdown-agent", AGENT_FILES],
  ["markdown-command", [...COMMAND_FILES, "**/*.prompt.md"]],
  ["codex-agent", ["**/.codex/agents/**/*.toml"]],
  ["gemini-command", ["**/.gemini/commands/**/*.toml"]],
  ["kiro-agent", ["**/.kiro/agents/**/*.json"]],
];
// (picomatch is loaded on first use: the CLI's startup loads this module for DEFAULT_FILES alone)
let matchers: Array<readonly [HandoffFormat, (p: string) => boolean]> | null = null;
function pathMatchers() {
  const picomatch = createRequire(import.meta.url)("picomatch") as typeof import("picomatch");
  return (matchers ??= PATH_FORMATS.map(([format, globs]) => [format, picomatch(globs, { dot: true })] as const));
}

/** The format a file's path names, or null (then its content decides). */
export function formatOfPath(path: string | null): HandoffFormat | null {
  if (!path) return null;
  const p = path.split("\\").join("/");
  for (const [format, match] of pathMatchers()) if (match(p)) return format;
  return null;
}
