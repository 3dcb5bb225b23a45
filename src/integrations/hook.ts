// `handoff-lint hook <client>`: check a handoff at dispatch time, before the sub-agent starts.
//
// claude-code: a PreToolUse hook for the sub-agent tool (`Task`, renamed `Agent`). Claude Code writes the
// hook's JSON on stdin; exit 2 blocks the call and hands stderr to the dispatching model, exit 0 lets it
// run. Other tools pass through. A payload that is not JSON, or is too large, fails open (exit 0, a note on
// stderr) unless --fail-closed is given.
import { lintForDoor, describeMessages, readLimited, rewriteChecklist, usableDir } from "./shared.js";
import type { LintMessage } from "../types.js";

export const HOOK_CLIENTS = ["claude-code"] as const;
/** Tools whose input is a handoff to a sub-agent. */
export const SUBAGENT_TOOLS = new Set(["Task", "Agent"]);
export const DEFAULT_MAX_BYTES = 1024 * 1024;

export const EXIT_ALLOW = 0;
/** Claude Code: blocks the tool call and feeds stderr to the model. */
export const EXIT_BLOCK = 2;
/** Claude Code: a non-blocking error shown to the user (used for usage errors: never block by mistake). */
export const EXIT_HOOK_ERROR = 1;

export interface HookOptions {
  client: string;
  /** Lowest severity that blocks: 2 errors only (default), 1 warnings too. */
  blockOn: 1 | 2;
  failClosed: boolean;
  maxBytes: number;
  budget?: number;
}

const USAGE = `Usage: handoff-lint hook claude-code [--block-on error|warn] [--budget N] [--fail-closed] [--max-bytes N]

Reads a Claude Code PreToolUse payload on stdin. For the Task/Agent tool it lints tool_input.prompt with the
config nearest to the payload's cwd; on a problem at or above --block-on it exits 2 with the problems on
stderr (Claude Code shows them to the model, which rewrites the handoff). Other tools pass (exit 0).
  --block-on      error (default) or warn: also block on warnings
  --budget        token budget instead of the config's budget
  --fail-closed   block (exit 2) when the payload is not JSON, too large, or the config is broken
  --max-bytes     largest payload read (default ${DEFAULT_MAX_BYTES})
See docs/integrations.md.
`;

export function parseHookArgs(args: string[]): HookOptions | string {
  const [client, ...rest] = args;
  if (!client || client === "--help" || client === "-h") return "";
  if (!(HOOK_CLIENTS as readonly string[]).includes(client)) return `unknown hook client "${client}" (known: ${HOOK_CLIENTS.join(", ")})`;
  const o: HookOptions = { client, blockOn: 2, failClosed: false, maxBytes: DEFAULT_MAX_BYTES };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = rest[i].startsWith("--") && rest[i].includes("=") ? [rest[i].slice(0, rest[i].indexOf("=")), rest[i].slice(rest[i].indexOf("=") + 1)] : [rest[i], undefined];
    const value = () => {
      const v = inline ?? rest[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    try {
      switch (flag) {
        case "--fail-closed":
          o.failClosed = true;
          break;
        case "--fail-open":
          o.failClosed = false;
          break;
        case "--block-on": {
          const v = value();
          if (v === "error") o.blockOn = 2;
          else if (v === "warn" || v === "warning") o.blockOn = 1;
          else return `--block-on must be error or warn, got "${v}"`;
          break;
        }
        case "--budget":
        case "--max-bytes": {
          const v = Number(value());
          if (!Number.isInteger(v) || v <= 0) return `${flag} must be a positive whole number`;
          if (flag === "--budget") o.budget = v;
          else o.maxBytes = v;
          break;
        }
        case "--help":
        case "-h":
          return "";
        default:
          return `unknown option "${rest[i]}"`;
      }
    } catch (e) {
      return (e as Error).message;
    }
  }
  return o;
}

export interface HookOutcome {
  code: number;
  stderr: string;
}

interface ClaudeCodePayload {
  tool_name?: unknown;
  tool_input?: { prompt?: unknown; description?: unknown; subagent_type?: unknown } | null;
  cwd?: unknown;
}

/** Decide on one payload. Pure apart from reading configs: the test and `run` share it. */
export async function claudeCodeHook(raw: { text: string; over: boolean; bytes: number }, o: HookOptions, fallbackCwd: string): Promise<HookOutcome> {
  const fail = (why: string): HookOutcome =>
    o.failClosed
      ? { code: EXIT_BLOCK, stderr: `handoff-lint: ${why}; the dispatch is blocked (--fail-closed).\n` }
      : { code: EXIT_ALLOW, stderr: `handoff-lint: ${why}; not checked, the dispatch goes ahead.\n` };
  if (raw.over) return fail(`hook payload of ${raw.bytes} bytes is over --max-bytes ${o.maxBytes}`);
  let payload: ClaudeCodePayload;
  try {
    payload = JSON.parse(raw.text) as ClaudeCodePayload;
  } catch (e) {
    return fail(`hook payload is not JSON (${(e as Error).message})`);
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return fail("hook payload is not a JSON object");
  if (typeof payload.tool_name !== "string" || !SUBAGENT_TOOLS.has(payload.tool_name)) return { code: EXIT_ALLOW, stderr: "" };
  const prompt = payload.tool_input?.prompt;
  if (typeof prompt !== "string") return fail(`${payload.tool_name} payload has no tool_input.prompt string`);
  const cwd = usableDir(payload.cwd, fallbackCwd);
  let messages: LintMessage[];
  try {
    const result = await lintForDoor(prompt, { cwd, budget: o.budget });
    messages = result.messages;
  } catch (e) {
    return fail(`could not lint (${(e as Error).message})`);
  }
  const blocking = messages.filter((m) => m.severity >= o.blockOn);
  if (!blocking.length) return { code: EXIT_ALLOW, stderr: "" };
  const desc = typeof payload.tool_input?.description === "string" && payload.tool_input.description.trim() ? ` "${payload.tool_input.description.trim()}"` : "";
  const lines = [
    `handoff-lint stopped this ${payload.tool_name} dispatch${desc}: the sub-agent starts with nothing but your prompt and cannot ask back.`,
    ...rewriteChecklist(blocking),
    "Problems (line:column in your prompt):",
    ...describeMessages(blocking),
    "Rewrite the prompt to fix these, then dispatch again.",
  ];
  return { code: EXIT_BLOCK, stderr: lines.join("\n") + "\n" };
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseHookArgs(args);
  if (typeof parsed === "string") {
    process.stderr.write(parsed ? `handoff-lint hook: ${parsed}\n\n${USAGE}` : USAGE);
    return parsed ? EXIT_HOOK_ERROR : EXIT_ALLOW;
  }
  let raw: { text: string; over: boolean; bytes: number };
  try {
    raw = await readLimited(process.stdin, parsed.maxBytes);
  } catch (e) {
    raw = { text: "", over: false, bytes: 0 };
    process.stderr.write(`handoff-lint: could not read the hook payload (${(e as Error).message})\n`);
  }
  const out = await claudeCodeHook(raw, parsed, process.cwd());
  if (out.stderr) process.stderr.write(out.stderr);
  return out.code;
}
