// The vocabulary of handoffs kept inside structured files: what a reader finds, and the frame a rule sees.
import type { Range } from "../types.js";

/**
 * What the handoff is, which decides what it can be judged for:
 * - `task`: a dispatch that must carry its own facts, context and intent (a CrewAI task).
 * - `role`: a role definition (an agent file, a CrewAI agent's role/goal/backstory); its task arrives later,
 *   so it is judged as a role (is the role clear, does it say what to return and when to stop), not for
 *   missing task facts.
 * - `template`: a command or prompt file whose argument slots (`$ARGUMENTS`, `{{args}}`, `${input:x}`) are
 *   filled in by the program that sends it: the slots count as supplied.
 * - `prose`: a handoff of unknown shape (a string the config's `handoffs` mapping names).
 */
export type HandoffKind = "task" | "role" | "template" | "prose";

/** Where a handoff was read from: one name per reader and file shape. */
export type HandoffFormat =
  | "crewai-tasks"
  | "crewai-agents"
  | "codex-agent"
  | "gemini-command"
  | "kiro-agent"
  | "markdown-agent"
  | "markdown-command"
  | "markdown-prompts"
  | "mapped";

/** What the program around the handoff supplies, so the text need not say it. */
export interface SuppliedMaterial {
  /** The output spec the framework attaches (CrewAI `expected_output`): its text and its range in the handoff text. */
  outputSpec?: { text: string; range: Range };
  /** Where the output is written (CrewAI `output_file`). */
  destination?: string;
  /** Upstream tasks whose output the framework passes in (CrewAI `context:`, or the tasks before it). */
  upstream?: string[];
  /**
   * How `upstream` is known: `context` when the task lists it; `sequence` when the task lists none and is not
   * the first, so CrewAI's sequential process (its default) passes in the outputs of the tasks before it
   * (their order in the file is the usual crew order; the crew's code has the last word).
   */
  upstreamFrom?: "context" | "sequence";
  /** Slot names the program fills in (`{topic}`, `$ARGUMENTS`, `{{args}}`, `input:name`). */
  slots: string[];
}

/**
 * The frame a handoff is linted in: `HandoffDocument.frame`. Rules read it to judge a handoff by its kind
 * and to count what the framework supplies. Positions in it index the handoff's own text, as every range a
 * rule sees does; the map back to the file stays with the engine (`Handoff.map`).
 */
export interface HandoffFrame {
  /** The handoff's name in its file (the task's key, the agent's name), or null when the file is the handoff. */
  name: string | null;
  kind: HandoffKind;
  format: HandoffFormat;
  supplied: SuppliedMaterial;
  /** The fields around the handoff text that are not sent to the worker (frontmatter, `model`, `tools`, `agent`). */
  metadata: Record<string, unknown>;
}

/** One handoff found in a file: the text the worker receives, its frame, and the map back to the file. */
export interface Handoff {
  text: string;
  frame: HandoffFrame;
  map: SourceMap;
}

/** Maps offsets in a handoff's text to offsets in the file it was read from. */
export interface SourceMap {
  /** True when the handoff text is the file itself (offsets and fixes need no mapping). */
  readonly identity: boolean;
  /** The file offset of the character at `offset` of the handoff text (its end for `offset === text.length`). */
  start(offset: number): number;
  /** The file offset just past the character before `offset` (for the end of a range). */
  end(offset: number): number;
}
