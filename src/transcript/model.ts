// What a parent's session log says, in one shape for every client's format: the dispatches it made and what
// came back, the tools it called and their output, what the user wrote. Plain data, so it crosses to a
// worker thread (custom rules under a time limit) as it is.

/** How much the new agent already knows besides the prompt (as the hook decodes it). */
export type Inheritance = "fresh" | "fork" | "resume";

/** What came back for a call: its text, and whether the log marks it as failed. */
export interface LoggedOutcome {
  failed: boolean;
  text: string;
  /** 1-based line of the log entry that holds it, or null when the log was read from its end. */
  line: number | null;
}

interface Logged {
  /** Order in the log (0-based, over every event read). */
  seq: number;
  /** 1-based line in the log, or null when the log was read from its end (the line count is unknown). */
  line: number | null;
  /** Which conversation it belongs to: "main", or a sub-agent's sidechain. */
  thread: string;
}

/** A sub-agent dispatch: Claude Code's Task/Agent tool_use, Codex's spawn_agent call. */
export interface LoggedDispatch extends Logged {
  kind: "dispatch";
  id: string | null;
  tool: string;
  prompt: string;
  /** Claude's `description`, Codex's `task_name`. */
  label: string | null;
  inherits: Inheritance;
  outcome: LoggedOutcome | null;
}

/** Any other tool call, with what the fact resolution reads from it. */
export interface LoggedCall extends Logged {
  kind: "call";
  id: string | null;
  tool: string;
  /** A shell command (Bash, exec_command, shell). */
  command: string | null;
  /** Files the call wrote (Edit, Write, apply_patch). */
  edited: string[];
  /** A URL the call fetched (WebFetch), or that a command named (curl, wget, http). */
  urls: string[];
  outcome: LoggedOutcome | null;
}

/** Something the user wrote to the parent (not a tool result). */
export interface LoggedUserText extends Logged {
  kind: "user";
  text: string;
}

/** Free notes handed over as the parent context (lintText's `parentContext: "…"`). */
export interface LoggedNote extends Logged {
  kind: "note";
  text: string;
}

export type SessionEvent = LoggedDispatch | LoggedCall | LoggedUserText | LoggedNote;

export type LogFormat = "claude-code" | "codex" | "notes";

export interface Session {
  format: LogFormat;
  events: SessionEvent[];
  /** Lines that were not JSON (a line being written, a damaged log): skipped. */
  unreadableLines: number;
  /** True when only the end of the log was read (a byte or time bound was hit). */
  partial: boolean;
}

/**
 * What the engine hands to rules about the parent of the dispatch being checked: the session so far (before
 * this dispatch), and what the new agent inherits. Rules that read it say nothing when it is absent, and
 * nothing about history for a fork or a resumed agent.
 */
export interface ParentContext {
  session: Session;
  inherits: Inheritance;
  /** The label of the dispatch being checked (Claude's `description`), when known. */
  label: string | null;
}
