// `handoff-lint hook <client>`: check a handoff at dispatch time, before the sub-agent starts.
//
// The client writes its hook payload (JSON) on stdin. For its sub-agent tool the prompt is linted with the
// config nearest to the session's folder; a problem at the blocking level (an error, unless --block-on warn)
// refuses the call. By default the refusal is the client's JSON decision on stdout with exit 0, its reason
// written for the model that will rewrite the prompt; `--protocol exit-code` answers the older way every
// client also takes, exit 2 with the reason on stderr. Other tools pass silently. A payload that is not JSON,
// or is too large, fails open (exit 0, a note on stderr) unless --fail-closed is given.
//
// The hook answers within its time budget (--time-budget, 10 s by default: shorter than the clients' hook
// timeouts, 30 s in the documented setup). The lint runs on a worker thread (src/engine/guard.ts, the
// custom rules' thread) that is terminated at the deadline, and configs load on workers that are stopped
// by then too (src/config/load-worker.ts), so a rule or a config that never returns, or a huge hostile
// prompt, cannot hold the dispatch past it: past the budget the hook fails open (a note on stderr) or,
// with --fail-closed, refuses the call saying why.
//
// What each client sends is decoded in hook-clients.ts; what is checked and when to block is the same here
// for all of them, and the same as the CLI's exit code and the MCP tool's verdict.
import type { Concern, LintMessage } from "../types.js";
import { CLIENTS, clientNamed, HOOK_CLIENTS, type Dispatch, type HookClient, type Inheritance } from "./hook-clients.js";
import { blockingMessages, describeMessages, DIRECTIVES_IGNORED_NOTE, lintForDoor, readLimited, rewriteChecklist, usableDir } from "./shared.js";
import { contextFromHookPayload } from "../transcript/context.js";
import { isInsideReal, setLoadDeadline, workspaceOf } from "../config/config.js";

export { HOOK_CLIENTS };
export const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Milliseconds the hook has to answer, from when it starts reading the payload (--time-budget; 0 = none). */
export const DEFAULT_TIME_BUDGET = 10_000;

export const EXIT_ALLOW = 0;
/** Every supported client: blocks the tool call and hands stderr to the model (the exit-code protocol). */
export const EXIT_BLOCK = 2;
/** A non-blocking error shown to the user (used for usage errors: never block by mistake). */
export const EXIT_HOOK_ERROR = 1;

export type Protocol = "json" | "exit-code";

export interface HookOptions {
  client: string;
  /** Lowest severity that blocks: 2 errors only (default), 1 warnings too. */
  blockOn: 1 | 2;
  protocol: Protocol;
  failClosed: boolean;
  maxBytes: number;
  budget?: number;
  /** Milliseconds to answer in (DEFAULT_TIME_BUDGET); 0 = no budget (the lint then runs on the main thread). */
  timeBudget: number;
}

/**
 * What the new agent already knows, as concerns whose findings would be wrong about it. A fork starts from
 * its parent's whole conversation: the history, the facts found so far and the purpose are all there. A
 * resumed agent keeps its own earlier conversation: its history is there, the rest of the prompt still counts.
 */
export const INHERITED_CONCERNS: Record<Inheritance, readonly Concern[]> = {
  fresh: [],
  fork: ["context", "facts", "intent"],
  resume: ["context"],
};

const clientLines = CLIENTS.map((c) => `  ${c.name.padEnd(12)} ${c.event} hook, tool ${c.matcher}`).join("\n");

const USAGE = `Usage: handoff-lint hook <client> [--protocol json|exit-code] [--block-on error|warn] [--budget N] [--fail-closed] [--max-bytes N] [--time-budget MS]

Reads a client's hook payload on stdin. For the client's sub-agent tool it lints the prompt with the config
nearest to the payload's folder; on a problem at or above --block-on it refuses the call, with the problems
and what to add, for the model to rewrite the prompt. Other tools pass (exit 0, no output).

Clients:
${clientLines}

A fork (the new agent inherits the caller's conversation) is not checked for missing history, facts or
intent; a resumed agent is not checked for missing history.

  --protocol      json (default): the client's JSON decision on stdout, exit 0;
                  exit-code: exit 2 with the reason on stderr
  --block-on      error (default) or warn: also block on warnings
  --budget        token budget instead of the config's budget
  --fail-closed   refuse the call when the payload is not JSON, too large, the config is broken, or the
                  check does not finish within --time-budget
  --max-bytes     largest payload read (default ${DEFAULT_MAX_BYTES})
  --time-budget   milliseconds to answer in (default ${DEFAULT_TIME_BUDGET}; 0 = none): past it the dispatch
                  goes ahead unchecked with a note on stderr, or is refused with --fail-closed
See docs/integrations.md.
`;

/** Split `--flag=value` into its two parts; anything else is a flag (or a value) on its own. */
function splitInline(arg: string): [string, string | undefined] {
  const eq = arg.indexOf("=");
  return arg.startsWith("--") && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined];
}

export function parseHookArgs(args: string[]): HookOptions | string {
  const [client, ...rest] = args;
  if (!client || client === "--help" || client === "-h") return "";
  if (!clientNamed(client)) return `unknown hook client "${client}" (known: ${HOOK_CLIENTS.join(", ")})`;
  const o: HookOptions = { client, blockOn: 2, protocol: "json", failClosed: false, maxBytes: DEFAULT_MAX_BYTES, timeBudget: DEFAULT_TIME_BUDGET };
  for (let i = 0; i < rest.length; i++) {
    const [flag, inline] = splitInline(rest[i]);
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
        case "--protocol": {
          const v = value();
          if (v !== "json" && v !== "exit-code") return `--protocol must be json or exit-code, got "${v}"`;
          o.protocol = v;
          break;
        }
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
        case "--time-budget": {
          const v = Number(value());
          if (!Number.isInteger(v) || v < 0 || v > 2 ** 31 - 1) return `--time-budget must be a whole number of milliseconds (0 for none)`;
          o.timeBudget = v;
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
  stdout: string;
  stderr: string;
}

const allow = (note = ""): HookOutcome => ({ code: EXIT_ALLOW, stdout: "", stderr: note });

/** A refusal in the protocol asked for: the client's JSON decision, or exit 2 with the reason on stderr. */
function refuse(client: HookClient, o: HookOptions, reason: string): HookOutcome {
  if (o.protocol === "exit-code") return { code: EXIT_BLOCK, stdout: "", stderr: reason.endsWith("\n") ? reason : reason + "\n" };
  return { code: EXIT_ALLOW, stdout: JSON.stringify(client.refusal(reason.trimEnd())) + "\n", stderr: "" };
}

/** Why a fork or resume was checked less, for the model reading the refusal. */
const INHERITANCE_NOTE: Record<Inheritance, string | null> = {
  fresh: null,
  fork: "(This is a fork: it inherits your conversation, so history, facts and intent were not checked.)",
  resume: "(This resumes an agent that keeps its own conversation, so missing history was not checked.)",
};

/** The refusal's text: what is missing, then each problem with its position, written for the model. */
export function refusalReason(dispatch: Dispatch, messages: LintMessage[]): string {
  const label = dispatch.label ? ` "${dispatch.label}"` : "";
  const note = INHERITANCE_NOTE[dispatch.inherits];
  return [
    `handoff-lint stopped this ${dispatch.tool} dispatch${label}: the sub-agent starts with nothing but your prompt and cannot ask back.`,
    ...(note ? [note] : []),
    ...rewriteChecklist(messages),
    "Problems (line:column in your prompt):",
    ...describeMessages(messages),
    "Rewrite the prompt to fix these, then dispatch again.",
  ].join("\n");
}

/** What the hook says when it ran out of its time budget. */
const overBudgetWhy = (o: HookOptions) => `the check did not finish within its time budget (--time-budget ${o.timeBudget} ms)`;

/** A payload we cannot read, or a check that could not finish, is a fault of the setup, not of the handoff: by default the dispatch goes on. */
function failure(client: HookClient, o: HookOptions, why: string): HookOutcome {
  return o.failClosed ? refuse(client, o, `handoff-lint: ${why}; the dispatch is blocked (--fail-closed).`) : allow(`handoff-lint: ${why}; not checked, the dispatch goes ahead.\n`);
}

/** `work`, or a rejection marked overBudget once `deadline` (a Date.now() time) has passed. */
function within<T>(work: Promise<T>, deadline: number | undefined): Promise<T> {
  if (deadline === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("over the time budget"), { overBudget: true })), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Decide on one payload. Pure apart from reading configs: the tests and `run` share it. `deadline` (a
 * Date.now() time) is when the answer is due; by default the time budget from now.
 */
export async function decideHook(raw: { text: string; over: boolean; bytes: number }, o: HookOptions, fallbackCwd: string, deadline?: number): Promise<HookOutcome> {
  const client = clientNamed(o.client);
  if (!client) throw new Error(`unknown hook client "${o.client}"`);
  const due = deadline ?? (o.timeBudget > 0 ? Date.now() + o.timeBudget : undefined);
  const fail = (why: string): HookOutcome => failure(client, o, why);
  if (raw.over) return fail(`hook payload of ${raw.bytes} bytes is over --max-bytes ${o.maxBytes}`);
  let payload: unknown;
  try {
    payload = JSON.parse(raw.text);
  } catch (e) {
    return fail(`hook payload is not JSON (${(e as Error).message})`);
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return fail("hook payload is not a JSON object");
  const decoded = client.decode(payload as Record<string, unknown>);
  if (decoded.kind === "other") return allow();
  if (decoded.kind === "malformed") return fail(decoded.why);
  const { dispatch } = decoded;
  let messages: LintMessage[];
  let directivesIgnored = false;
  try {
    // The payload names the session's folder; configs still come only from the workspace the hook runs in.
    const workspace = workspaceOf(fallbackCwd);
    const asked = usableDir(client.cwd(payload as Record<string, unknown>), fallbackCwd);
    const cwd = isInsideReal(asked, workspace) ? asked : fallbackCwd;
    // The parent's session log, when the payload names one: for the retry and parent-fact checks.
    const parentContext = contextFromHookPayload(payload as Record<string, unknown>, dispatch);
    // Configs load, and the lint runs, where they can be stopped at the deadline (see the header).
    setLoadDeadline(due ?? null);
    const result = await within(lintForDoor(dispatch.prompt, { cwd, workspace, modelText: true, budget: o.budget, skipConcerns: INHERITED_CONCERNS[dispatch.inherits], parentContext, deadline: due }), due);
    messages = result.messages;
    directivesIgnored = !!result.directivesIgnored;
  } catch (e) {
    if ((e as { overBudget?: boolean })?.overBudget || (due !== undefined && Date.now() >= due)) return fail(overBudgetWhy(o));
    return fail(`could not lint (${(e as Error).message})`);
  } finally {
    setLoadDeadline(null);
  }
  // Blocked on the blocking ones; the reason lists every finding, so one rewrite fixes them all.
  if (!blockingMessages(messages, o.blockOn).length) return allow();
  const reason = refusalReason(dispatch, messages);
  return refuse(client, o, directivesIgnored ? `${reason}\n${DIRECTIVES_IGNORED_NOTE}` : reason);
}

export async function run(args: string[]): Promise<number> {
  const parsed = parseHookArgs(args);
  if (typeof parsed === "string") {
    process.stderr.write(parsed ? `handoff-lint hook: ${parsed}\n\n${USAGE}` : USAGE);
    return parsed ? EXIT_HOOK_ERROR : EXIT_ALLOW;
  }
  // The budget runs from here: reading a payload that never ends counts too.
  const deadline = parsed.timeBudget > 0 ? Date.now() + parsed.timeBudget : undefined;
  let raw: { text: string; over: boolean; bytes: number };
  let out: HookOutcome | null = null;
  try {
    raw = await within(readLimited(process.stdin, parsed.maxBytes), deadline);
  } catch (e) {
    raw = { text: "", over: false, bytes: 0 };
    if ((e as { overBudget?: boolean }).overBudget) {
      out = failure(clientNamed(parsed.client)!, parsed, `the hook payload was not read within its time budget (--time-budget ${parsed.timeBudget} ms)`);
      process.stdin.destroy();
    } else process.stderr.write(`handoff-lint: could not read the hook payload (${(e as Error).message})\n`);
  }
  out ??= await decideHook(raw, parsed, process.cwd(), deadline);
  if (out.stdout) process.stdout.write(out.stdout);
  if (out.stderr) process.stderr.write(out.stderr);
  return out.code;
}
