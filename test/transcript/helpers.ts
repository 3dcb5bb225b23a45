// Logs from fixtures/transcripts/, read as the audit reads them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoggedDispatch, Session } from "../../src/transcript/model.js";
import { parseLogText } from "../../src/transcript/read.js";
import { buildSession } from "../../src/transcript/session.js";

export const TRANSCRIPTS = join(import.meta.dirname, "..", "..", "fixtures", "transcripts");

export function logText(name: string): string {
  return readFileSync(join(TRANSCRIPTS, name), "utf8");
}

export function sessionOf(name: string): Session {
  const { lines, unreadable } = parseLogText(logText(name));
  return buildSession(lines, unreadable);
}

export function dispatchesOf(s: Session): LoggedDispatch[] {
  return s.events.filter((e): e is LoggedDispatch => e.kind === "dispatch");
}
