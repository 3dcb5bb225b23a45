// From log lines to a Session: Claude Code's JSONL transcripts and Codex's rollout logs.
//
// Claude Code (one entry a line; `type` "user" / "assistant" / others; `isSidechain` and `agentId` mark a
// sub-agent's entries): an assistant entry's `message.content` holds `tool_use` blocks ({id, name, input});
// the sub-agent tool is `Task` (renamed `Agent` in 2.1.63) with `input.prompt`, `description`,
// `subagent_type`, `resume`. A user entry's `message.content` is the user's text, or `tool_result` blocks
// ({tool_use_id, content, is_error}); `toolUseResult.status` says how a sub-agent ended.
//
// Codex (`{timestamp, type, payload}`): `response_item` payloads of type `function_call` ({name, arguments
// as a JSON string, call_id}) and `function_call_output` ({call_id, output}); `spawn_agent` answers with
// `{agent_id}` and the sub-agent's end comes in a later `wait_agent` output (`status: {<agent_id>: {completed
// | errored …}}`). `message` payloads with role "user" are what the user wrote.
import type { Inheritance, LoggedCall, LoggedDispatch, LoggedOutcome, LogFormat, Session, SessionEvent } from "./model.js";
import { streamLogLines, type LogLine } from "./read.js";
import { clientNamed } from "../integrations/hook-clients.js";

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

/** Which client wrote the log: Codex lines carry `payload`, Claude's carry `message` or `sessionId`. */
export function detectFormat(lines: LogLine[]): LogFormat | null {
  for (const { value } of lines.slice(0, 50)) {
    if (typeof value.type === "string" && isObj(value.payload)) return "codex";
    if (isObj(value.message) || typeof value.sessionId === "string" || typeof value.parentUuid === "string") return "claude-code";
  }
  return null;
}

export function buildSession(lines: LogLine[], unreadable = 0, partial = false): Session {
  const b = new SessionBuilder();
  for (const l of lines) b.add(l);
  return b.finish(unreadable, partial);
}

/** Lines read before the format is decided (a log opens with its format's marks). */
const DETECT_LINES = 50;

/**
 * A session built line by line, so a whole log (audit) never sits in memory as parsed JSON: each line is
 * turned into events and dropped. The first lines wait until the format is known.
 */
export class SessionBuilder {
  private pending: LogLine[] = [];
  private step: ((l: LogLine) => void) | null = null;
  private events: SessionEvent[] = [];
  private format: LogFormat = "claude-code";

  add(l: LogLine): void {
    if (this.step) return this.step(l);
    this.pending.push(l);
    const f = detectFormat([l]);
    if (f || this.pending.length >= DETECT_LINES) this.start(f ?? "claude-code");
  }

  private start(format: LogFormat): void {
    this.format = format;
    this.step = format === "codex" ? codexReader(this.events) : claudeReader(this.events);
    for (const l of this.pending) this.step(l);
    this.pending = [];
  }

  finish(unreadable = 0, partial = false): Session {
    if (!this.step) this.start(detectFormat(this.pending) ?? "claude-code");
    return { format: this.format, events: this.events, unreadableLines: unreadable, partial };
  }
}

/** Tool output kept per call: its head and its tail (where test runners print their summary). */
const KEEP_HEAD = 8_000;
const KEEP_TAIL = 12_000;
function kept(text: string): string {
  return text.length <= KEEP_HEAD + KEEP_TAIL ? text : text.slice(0, KEEP_HEAD) + "\n…\n" + text.slice(-KEEP_TAIL);
}

// ------------------------------------------------------------------------------------------------
// Claude Code

const CLAUDE_DISPATCH = new Set(["Task", "Agent"]);
const EDIT_TOOLS = new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
/** How a sub-agent ended, per `toolUseResult.status`, when not "completed". */
const FAILED_STATUS = /^(?:failed|error|errored|killed|cancelled|canceled|aborted|interrupted|timeout|timed_out)$/i;

function claudeThread(v: Obj): string {
  return v.isSidechain === true ? `side:${str(v.agentId) ?? ""}` : "main";
}

/** The text of a tool_result's content: a string, or text blocks. */
function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .filter((b): b is Obj => isObj(b) && b.type === "text" && typeof b.text === "string")
    .map((b) => b.text as string)
    .join("\n");
}

/** Text the user typed, not the client's own inserts (slash-command echoes, hook notes, interruptions). */
function typedText(v: Obj, content: unknown): string | null {
  if (v.isMeta === true || v.isCompactSummary === true) return null;
  const t = typeof content === "string" ? content : resultText(content);
  const s = t.trim();
  if (!s || /^<(?:command-|local-command|system-reminder|task-notification|user-prompt-submit-hook)/.test(s) || /^\[Request interrupted/.test(s)) return null;
  return s;
}

function claudeInherits(input: Obj): Inheritance {
  const d = clientNamed("claude-code")!.decode({ tool_name: "Agent", tool_input: input });
  return d.kind === "dispatch" ? d.dispatch.inherits : "fresh";
}

function claudeReader(events: SessionEvent[]): (l: LogLine) => void {
  const byId = new Map<string, LoggedDispatch | LoggedCall>();
  return ({ line, value: v }) => {
    const msg = isObj(v.message) ? v.message : null;
    if (!msg) return;
    const thread = claudeThread(v);
    const content = msg.content;
    if (v.type === "assistant" && Array.isArray(content)) {
      for (const b of content) {
        if (!isObj(b) || b.type !== "tool_use" || typeof b.name !== "string") continue;
        const input = isObj(b.input) ? b.input : {};
        const id = str(b.id);
        const ev = CLAUDE_DISPATCH.has(b.name) ? claudeDispatch(b.name, id, input, line, thread) : claudeCall(b.name, id, input, line, thread);
        if (!ev) continue;
        ev.seq = events.length;
        events.push(ev);
        if (id) byId.set(id, ev);
      }
    } else if (v.type === "user") {
      if (Array.isArray(content) && content.some((b) => isObj(b) && b.type === "tool_result")) {
        for (const b of content) {
          if (!isObj(b) || b.type !== "tool_result") continue;
          const target = byId.get(str(b.tool_use_id) ?? "");
          if (!target) continue;
          const status = isObj(v.toolUseResult) ? str(v.toolUseResult.status) : null;
          target.outcome = { failed: b.is_error === true || (status !== null && FAILED_STATUS.test(status)), text: kept(resultText(b.content)), line };
          // answered: its id is not needed again
          byId.delete(str(b.tool_use_id) ?? "");
        }
      } else {
        const text = typedText(v, content);
        if (text) events.push({ kind: "user", seq: events.length, line, thread, text: kept(text) });
      }
    }
  };
}

function claudeDispatch(tool: string, id: string | null, input: Obj, line: number | null, thread: string): LoggedDispatch | null {
  const prompt = str(input.prompt);
  if (prompt === null) return null;
  const label = str(input.description)?.trim() || null;
  return { kind: "dispatch", seq: 0, line, thread, id, tool, prompt, label, inherits: claudeInherits(input), outcome: null };
}

function claudeCall(tool: string, id: string | null, input: Obj, line: number | null, thread: string): LoggedCall {
  const command = tool === "Bash" ? str(input.command) : null;
  const file = str(input.file_path) ?? str(input.notebook_path);
  const edited = EDIT_TOOLS.has(tool) && file ? [file] : [];
  const urls = tool === "WebFetch" && str(input.url) ? [str(input.url)!] : command ? commandUrls(command) : [];
  return { kind: "call", seq: 0, line, thread, id, tool, command, edited, urls, outcome: null };
}

// ------------------------------------------------------------------------------------------------
// Codex

const SHELL_TOOLS = new Set(["exec_command", "shell", "local_shell", "container.exec"]);

function parseArgs(v: unknown): Obj {
  if (isObj(v)) return v;
  if (typeof v !== "string") return {};
  try {
    const o: unknown = JSON.parse(v);
    return isObj(o) ? o : {};
  } catch {
    return {};
  }
}

/** A command from exec_command's `cmd` (a string) or shell's `command` (an argv array). */
function codexCommand(args: Obj): string | null {
  if (typeof args.cmd === "string") return args.cmd;
  if (typeof args.command === "string") return args.command;
  if (Array.isArray(args.command) && args.command.every((a) => typeof a === "string")) {
    const argv = args.command as string[];
    // ["bash", "-lc", "npm test"] is the command "npm test"
    return argv.length === 3 && /(?:^|\/)(?:ba|z)?sh$/.test(argv[0]) && argv[1].startsWith("-") ? argv[2] : argv.join(" ");
  }
  return null;
}

/** A function_call_output's text and exit status: JSON `{output, metadata: {exit_code}}`, or plain text. */
function codexOutput(raw: unknown): { text: string; failed: boolean } {
  const s = typeof raw === "string" ? raw : isObj(raw) ? JSON.stringify(raw) : "";
  const o = parseArgs(s);
  const text = typeof o.output === "string" ? o.output : s;
  const meta = isObj(o.metadata) ? o.metadata : null;
  const code = meta && typeof meta.exit_code === "number" ? meta.exit_code : Number(/(?:exit code|exited with code|Exit code:)\s*(-?\d+)/i.exec(text)?.[1] ?? 0);
  return { text: kept(text), failed: code !== 0 };
}

/** Files an apply_patch names: `*** Add File: path`, `*** Update File: path`. */
function patchedFiles(patch: string): string[] {
  const out: string[] = [];
  for (const m of patch.matchAll(/^\*\*\* (?:Add|Update) File: (.+)$/gm)) out.push(m[1].trim());
  return out;
}

function codexReader(events: SessionEvent[]): (l: LogLine) => void {
  const byCall = new Map<string, LoggedDispatch | LoggedCall>();
  const byAgent = new Map<string, LoggedDispatch>();
  return ({ line, value: v }) => {
    if (v.type !== "response_item" || !isObj(v.payload)) return;
    const p = v.payload;
    const thread = "main";
    if (p.type === "function_call" || p.type === "custom_tool_call") {
      const name = str(p.name) ?? "";
      const callId = str(p.call_id);
      const args = parseArgs(p.type === "custom_tool_call" ? p.input : p.arguments);
      let ev: LoggedDispatch | LoggedCall | null = null;
      if (name === "spawn_agent") ev = codexDispatch(args, callId, line);
      else if (name === "wait_agent" || name === "wait") ev = null;
      else {
        const command = SHELL_TOOLS.has(name) ? codexCommand(args) : null;
        const patch = name === "apply_patch" ? (typeof p.input === "string" ? p.input : str(args.input) ?? "") : "";
        ev = { kind: "call", seq: 0, line, thread, id: callId, tool: name, command, edited: patch ? patchedFiles(patch) : [], urls: command ? commandUrls(command) : [], outcome: null };
      }
      if (callId && (name === "wait_agent" || name === "wait")) byCall.set(callId, { kind: "call", seq: -1, line, thread, id: callId, tool: name, command: null, edited: [], urls: [], outcome: null });
      if (!ev) return;
      ev.seq = events.length;
      events.push(ev);
      if (callId) byCall.set(callId, ev);
    } else if (p.type === "function_call_output" || p.type === "custom_tool_call_output") {
      const target = byCall.get(str(p.call_id) ?? "");
      if (!target) return;
      if (target.kind === "dispatch") {
        // spawn_agent's answer is the new agent's id; how it ended comes with wait_agent.
        const ack = parseArgs(typeof p.output === "string" ? p.output : "");
        const agent = str(ack.agent_id) ?? str(ack.id);
        if (agent) byAgent.set(agent, target);
        else target.outcome = { ...codexOutput(p.output), line };
      } else if (target.seq === -1) {
        settleAgents(parseArgs(typeof p.output === "string" ? p.output : ""), byAgent, line);
      } else target.outcome = { ...codexOutput(p.output), line };
    } else if (p.type === "message" && p.role === "user") {
      const text = resultText(Array.isArray(p.content) ? p.content.map((c) => (isObj(c) && c.type === "input_text" ? { type: "text", text: c.text } : c)) : p.content).trim();
      if (text && !/^<(?:environment_context|user_instructions|permissions|collaboration)/.test(text)) events.push({ kind: "user", seq: events.length, line, thread, text: kept(text) });
    }
  };
}

function codexDispatch(args: Obj, callId: string | null, line: number | null): LoggedDispatch | null {
  const d = clientNamed("codex")!.decode({ tool_name: "spawn_agent", tool_input: args });
  if (d.kind !== "dispatch") return null;
  return { kind: "dispatch", seq: 0, line, thread: "main", id: callId, tool: "spawn_agent", prompt: d.dispatch.prompt, label: d.dispatch.label, inherits: d.dispatch.inherits, outcome: null };
}

/** wait_agent's `status`: `{<agent_id>: {completed: text} | {errored: text} | "not_found" …}`. */
function settleAgents(out: Obj, byAgent: Map<string, LoggedDispatch>, line: number | null): void {
  const status = isObj(out.status) ? out.status : {};
  for (const [agent, st] of Object.entries(status)) {
    const d = byAgent.get(agent);
    if (!d) continue;
    let outcome: LoggedOutcome;
    if (isObj(st)) {
      const [key, val] = Object.entries(st)[0] ?? ["unknown", ""];
      outcome = { failed: key !== "completed", text: typeof val === "string" ? val : `${key}`, line };
    } else outcome = { failed: true, text: String(st), line };
    d.outcome = outcome;
  }
}

// ------------------------------------------------------------------------------------------------

const URL_RE = /\bhttps?:\/\/[^\s"'`<>)\]}]+/g;
const FETCHES = /^\s*(?:\S[^\s=]*=\S+\s+)*(?:curl|wget|http|https|xh|httpie)\b/;

/** URLs a command calls: a curl/wget/httpie command's URLs (not every URL a command mentions). */
export function commandUrls(command: string): string[] {
  const out: string[] = [];
  for (const part of command.split(/&&|\|\||;|\|/)) {
    if (!FETCHES.test(part)) continue;
    for (const m of part.matchAll(URL_RE)) out.push(m[0].replace(/[.,]+$/, ""));
  }
  return out;
}

/** A whole log file as a session, streamed line by line (for `audit`: logs of any size). */
export async function readSession(path: string): Promise<Session> {
  const b = new SessionBuilder();
  const { unreadable } = await streamLogLines(path, (l) => b.add(l));
  return b.finish(unreadable);
}

/** The events before `seq` in one thread: what the parent knew when it made that dispatch. */
export function historyBefore(session: Session, seq: number, thread: string): Session {
  return { ...session, events: session.events.filter((e) => e.seq < seq && e.thread === thread) };
}
