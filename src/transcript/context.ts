// Building the parent context a lint gets: from a log on disk at dispatch time (the hook), from a log or
// notes handed to lintText, or from one dispatch of a log being audited. Nothing read here leaves the
// process except through the findings shown to the same user.
import type { Inheritance, LoggedDispatch, ParentContext, Session } from "./model.js";
import { parseLogText, readLogTail, type TailBounds, DISPATCH_BOUNDS } from "./read.js";
import { isAbsolute } from "node:path";
import { buildSession, historyBefore } from "./session.js";

/** What lintText's `parentContext` takes: a transcript (JSONL text), notes (any other text), or either named. */
export type ParentContextInput =
  | string
  | ParentContext
  | { transcript?: string; notes?: string; inherits?: Inheritance; label?: string | null };

const isContext = (v: unknown): v is ParentContext => !!v && typeof v === "object" && "session" in v && "inherits" in v;

/** Whether a text is a JSONL log: its first non-blank line is a JSON object. */
function looksLikeLog(text: string): boolean {
  const first = text.split(/\r?\n/, 20).find((l) => l.trim());
  return !!first && /^\s*\{/.test(first) && parseLogText(first).lines.length === 1;
}

/** Notes as a session of one note event. */
function notesSession(text: string): Session {
  return { format: "notes", events: [{ kind: "note", seq: 0, line: null, thread: "main", text }], unreadableLines: 0, partial: false };
}

function sessionOfText(text: string): Session {
  if (!looksLikeLog(text)) return notesSession(text);
  const { lines, unreadable } = parseLogText(text);
  return buildSession(lines, unreadable);
}

/** The parent context of a lintText call, or null when none was given. */
export function toParentContext(input: ParentContextInput | null | undefined): ParentContext | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "string") return input.trim() ? { session: sessionOfText(input), inherits: "fresh", label: null } : null;
  if (isContext(input)) return input;
  const events: Session["events"] = [];
  let format: Session["format"] = "notes";
  let unreadable = 0;
  if (input.transcript) {
    const s = sessionOfText(input.transcript);
    events.push(...s.events);
    format = s.format;
    unreadable = s.unreadableLines;
  }
  if (input.notes) events.push({ kind: "note", seq: events.length, line: null, thread: "main", text: input.notes });
  return { session: { format, events, unreadableLines: unreadable, partial: false }, inherits: input.inherits ?? "fresh", label: input.label ?? null };
}

/** What the dispatch being checked is, as the hook decoded it. */
export interface CurrentDispatch {
  prompt: string;
  label: string | null;
  inherits: Inheritance;
  /** The tool call's id when the payload carries it (Claude Code's `tool_use_id`). */
  id: string | null;
}

/**
 * The parent context at dispatch time: the end of the log at `path`, cut before the dispatch being checked
 * (the client may have logged it already). Null when the log cannot be read: the checks go on text-only.
 */
export function contextFromLog(path: string, current: CurrentDispatch, bounds: TailBounds = DISPATCH_BOUNDS): ParentContext | null {
  const tail = readLogTail(path, bounds);
  if (!tail || !tail.lines.length) return null;
  const session = buildSession(tail.lines, tail.unreadable, tail.partial);
  const self = currentInLog(session, current);
  const main = self ? historyBefore(session, self.seq, self.thread) : { ...session, events: session.events.filter((e) => e.thread === "main") };
  return { session: main, inherits: current.inherits, label: current.label };
}

/** The log's own entry for the dispatch being checked: by its id, else a last dispatch with this prompt and no result yet. */
function currentInLog(session: Session, current: CurrentDispatch): LoggedDispatch | null {
  const ds = session.events.filter((e): e is LoggedDispatch => e.kind === "dispatch");
  if (current.id) {
    const byId = ds.find((d) => d.id === current.id);
    if (byId) return byId;
  }
  for (let i = ds.length - 1; i >= 0; i--) {
    if (ds[i].outcome) break;
    if (ds[i].prompt === current.prompt) return ds[i];
  }
  return null;
}

/** The parent context of one dispatch of an audited log: everything its thread logged before it. */
export function contextForDispatch(session: Session, d: LoggedDispatch): ParentContext {
  return { session: historyBefore(session, d.seq, d.thread), inherits: d.inherits, label: d.label };
}

/**
 * The parent context of a hook payload: the log its `transcript_path` names (Claude Code and Codex send one),
 * bounded as DISPATCH_BOUNDS says. Null when there is none or it cannot be read: the hook checks text-only,
 * silently.
 */
export function contextFromHookPayload(payload: Record<string, unknown>, dispatch: { prompt: string; label: string | null; inherits: Inheritance }): ParentContext | null {
  const path = payload.transcript_path;
  if (typeof path !== "string" || !isAbsolute(path)) return null;
  // A fork or a resumed agent has the history: the checks that read the log say nothing for it, so it is not read.
  if (dispatch.inherits !== "fresh") return null;
  const id = typeof payload.tool_use_id === "string" ? payload.tool_use_id : null;
  try {
    return contextFromLog(path, { ...dispatch, id });
  } catch {
    return null;
  }
}
