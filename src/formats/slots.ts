// The argument slots a program fills into a handoff before sending it: their names, one syntax per tool.
// (The document model finds slots for its own rules; these lists are what the frame declares supplied.)

const unique = (names: Iterable<string>) => [...new Set(names)];
const all = (re: RegExp, text: string, group = 1) => unique([...text.matchAll(re)].map((m) => m[group]));

/** CrewAI's `{topic}` (single braces; `{{` is a literal brace in its interpolation). */
export const braceSlots = (text: string) => all(/(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)\}(?!\})/g, text);

/** Claude Code and OpenCode commands: `$ARGUMENTS` and positional `$1` … `$9`. */
export const dollarArgumentSlots = (text: string) => all(/\$(ARGUMENTS|[1-9])\b/g, text);

/** VS Code / Copilot prompt files: `${input:name}` (`${input:name:placeholder}`) and the editor's variables. */
export const copilotSlots = (text: string) =>
  all(/\$\{(input:[A-Za-z_][\w-]*|selection|selectedText|file|fileBasename|fileDirname|fileBasenameNoExtension|workspaceFolder|workspaceFolderBasename)(?::[^}]*)?\}/g, text);

/** Gemini CLI commands: `{{args}}`. */
export const geminiSlots = (text: string) => all(/\{\{\s*(args)\s*\}\}/g, text);

/**
 * The slot syntaxes of Markdown command and prompt files (Claude Code, OpenCode and Codex `$ARGUMENTS`,
 * Copilot `${input:x}`; Cursor and Windsurf pass the user's words after the command, with no slot). Single
 * braces are not among them: in a command file they are code or prose.
 */
export const commandSlots = (text: string) => unique([...dollarArgumentSlots(text), ...copilotSlots(text), ...geminiSlots(text)]);
