// The dispatch doors' clients: how each one hands a sub-agent prompt to a hook, and how it takes a refusal.
// Every shape here follows the client's own documentation or source; docs/integrations.md says, per client,
// which page or file and what could not be confirmed. A field not named there is not read.
//
// Decoding only finds the prompt and whether the new agent starts fresh; what to check and when to block is
// decided in hook.ts, the same for every client.

/** How much the new agent already knows besides the prompt. */
export type Inheritance = "fresh" | "fork" | "resume";

export interface Dispatch {
  /** The tool name as the client sent it. */
  tool: string;
  prompt: string;
  /** The short label some clients carry with the prompt (Claude's `description`), for the refusal's first line. */
  label: string | null;
  inherits: Inheritance;
}

export type Decoded = { kind: "other" } | { kind: "dispatch"; dispatch: Dispatch } | { kind: "malformed"; why: string };

export interface HookClient {
  name: string;
  /** The hook event the client fires before a tool runs, for the help text. */
  event: string;
  /** The matcher (or tool name) to configure, for the help text. */
  matcher: string;
  /** Find the sub-agent call in a parsed payload: its prompt and what the new agent inherits; `other` for any other tool. */
  decode(payload: Record<string, unknown>): Decoded;
  /** The folder the session runs in, as the payload names it (unchecked; hook.ts falls back to the process's). */
  cwd(payload: Record<string, unknown>): unknown;
  /** The JSON a hook writes on stdout (exit 0) to refuse the call, with the reason the model reads. */
  refusal(reason: string): Record<string, unknown>;
}

type Args = Record<string, unknown>;

const isObject = (v: unknown): v is Args => !!v && typeof v === "object" && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const labelOf = (v: unknown) => (nonEmpty(v) ? v.trim() : null);

/** Claude Code's decision shape, which Codex, VS Code and Qwen Code read as well. */
function permissionDenial(reason: string): Record<string, unknown> {
  return { hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: reason } };
}

/** Gemini CLI's (and our OpenCode plugin's) top-level decision shape. */
function decisionDenial(reason: string): Record<string, unknown> {
  return { decision: "deny", reason };
}

/**
 * The common path of the clients that send `{ tool_name, tool_input }`: a tool outside `tools` passes,
 * a sub-agent tool without a usable prompt is malformed.
 */
function toolCall(payload: Record<string, unknown>, tools: ReadonlySet<string>, read: (tool: string, input: Args) => Decoded): Decoded {
  const tool = payload.tool_name;
  if (typeof tool !== "string" || !tools.has(tool)) return { kind: "other" };
  const input = payload.tool_input;
  if (!isObject(input)) return { kind: "malformed", why: `${tool} payload has no tool_input object` };
  return read(tool, input);
}

const promptField = (tool: string, input: Args, field: string, label: unknown, inherits: Inheritance): Decoded =>
  typeof input[field] === "string"
    ? { kind: "dispatch", dispatch: { tool, prompt: input[field] as string, label: labelOf(label), inherits } }
    : { kind: "malformed", why: `${tool} payload has no tool_input.${field} string` };

/**
 * Claude Code's Agent tool (named Task before 2.1.63): `subagent_type: "fork"` forks the calling agent with
 * its whole conversation; `resume` (an agent id, accepted until 2.1.77) continues an agent that keeps its own.
 */
function claudeInheritance(input: Args): Inheritance {
  if (input.subagent_type === "fork") return "fork";
  if (nonEmpty(input.resume)) return "resume";
  return "fresh";
}

/**
 * Codex's spawn_agent. v1 (namespace multi_agent_v1): `fork_context: true` copies the thread's history.
 * v2 (has `task_name`): `fork_turns` is "none", "all" or a number of recent turns; left out it means "all",
 * except that current Codex starts a fresh agent when `agent_type`, `model` or `reasoning_effort` is set
 * (and also ignores an explicit "all" then). Where versions disagree this reads it as the newest does.
 */
function codexInheritance(input: Args): Inheritance {
  if (!("task_name" in input)) return input.fork_context === true ? "fork" : "fresh";
  const turns = typeof input.fork_turns === "string" ? input.fork_turns.trim().toLowerCase() : "";
  if (turns === "none") return "fresh";
  if (/^[1-9]\d*$/.test(turns)) return "fork";
  const overridden = ["agent_type", "model", "reasoning_effort"].some((k) => nonEmpty(input[k]));
  return overridden ? "fresh" : "fork";
}

/** Codex v1 also takes the task as `items` (text, image, mention…); the text items are what the agent reads. */
function codexPrompt(input: Args): string | null {
  if (typeof input.message === "string") return input.message;
  if (!Array.isArray(input.items)) return null;
  const texts = input.items.filter((i): i is Args => isObject(i) && i.type === "text" && typeof i.text === "string").map((i) => i.text as string);
  return texts.length ? texts.join("\n\n") : null;
}

const CLAUDE_TOOLS = new Set(["Task", "Agent"]);
/** VS Code runs the hooks of .claude/settings.json too, ignoring matchers, with its own tool names. */
const VSCODE_TOOLS = new Set(["runSubagent"]);

export const CLIENTS: readonly HookClient[] = [
  {
    name: "claude-code",
    event: "PreToolUse",
    matcher: "Task|Agent",
    decode: (p) =>
      toolCall(p, new Set([...CLAUDE_TOOLS, ...VSCODE_TOOLS]), (tool, input) =>
        promptField(tool, input, "prompt", input.description, VSCODE_TOOLS.has(tool) ? "fresh" : claudeInheritance(input)),
      ),
    cwd: (p) => p.cwd,
    refusal: permissionDenial,
  },
  {
    name: "codex",
    event: "PreToolUse",
    matcher: "spawn_agent",
    decode: (p) =>
      toolCall(p, new Set(["spawn_agent"]), (tool, input) => {
        const prompt = codexPrompt(input);
        if (prompt === null) return { kind: "malformed", why: `${tool} payload has neither a tool_input.message string nor text items` };
        return { kind: "dispatch", dispatch: { tool, prompt, label: labelOf(input.task_name), inherits: codexInheritance(input) } };
      }),
    cwd: (p) => p.cwd,
    refusal: permissionDenial,
  },
  {
    name: "gemini-cli",
    event: "BeforeTool",
    matcher: "invoke_agent",
    // invoke_agent is stateless: each call starts the named agent afresh with `prompt`.
    decode: (p) => toolCall(p, new Set(["invoke_agent"]), (tool, input) => promptField(tool, input, "prompt", input.agent_name, "fresh")),
    cwd: (p) => p.cwd,
    refusal: decisionDenial,
  },
  {
    name: "vscode",
    event: "PreToolUse",
    matcher: "runSubagent",
    // runSubagent is stateless: "Each agent invocation is stateless" (the tool's own description).
    decode: (p) => toolCall(p, VSCODE_TOOLS, (tool, input) => promptField(tool, input, "prompt", input.description, "fresh")),
    cwd: (p) => p.cwd,
    refusal: permissionDenial,
  },
  {
    name: "qwen-code",
    event: "PreToolUse",
    matcher: "agent|task",
    // `agent` was named `task` before; `subagent_type: "fork"` forks with the parent's history, as in Claude Code.
    decode: (p) => toolCall(p, new Set(["agent", "task"]), (tool, input) => promptField(tool, input, "prompt", input.description, input.subagent_type === "fork" ? "fork" : "fresh")),
    cwd: (p) => p.cwd,
    refusal: permissionDenial,
  },
  {
    name: "opencode",
    event: "tool.execute.before",
    matcher: "task",
    // The payload is what integrations/opencode/handoff-lint.ts passes on: the hook's `input` fields, its
    // `output.args`, and the plugin's `directory`. `task_id` continues an earlier subagent session.
    decode: (p) => {
      if (p.tool !== "task") return { kind: "other" };
      if (!isObject(p.args)) return { kind: "malformed", why: "task payload has no args object" };
      return promptField("task", p.args, "prompt", p.args.description, nonEmpty(p.args.task_id) ? "resume" : "fresh");
    },
    cwd: (p) => p.directory,
    refusal: decisionDenial,
  },
];

export const HOOK_CLIENTS = CLIENTS.map((c) => c.name);

export function clientNamed(name: string): HookClient | undefined {
  return CLIENTS.find((c) => c.name === name);
}
