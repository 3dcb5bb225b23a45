// What the program around a handoff supplies (src/formats/: the frame of a handoff read out of a task,
// agent, command or prompt file), asked one way by every rule.
import type { HandoffDocument } from "../../src/types.js";
import type { FactsView } from "./facts-view.js";

/**
 * A role definition (an agent file, a CrewAI agent) gets its task later: it is not judged for the task's
 * facts, its history or its request, only as a role (what to return, when to stop).
 */
export function isRoleDefinition(doc: HandoffDocument): boolean {
  return doc.frame?.kind === "role";
}

/** Upstream output is passed in: a CrewAI task's `context:`, or the tasks before it in a sequential crew. */
export function upstreamWired(doc: HandoffDocument, view: FactsView): boolean {
  return (view.yaml && view.yamlKeys.has("context")) || (doc.frame?.supplied.upstream?.length ?? 0) > 0;
}

/** The program fills in slots (`{topic}`, `$ARGUMENTS`, `{{args}}`): the text is a template. */
export function programSlots(doc: HandoffDocument, view: FactsView): boolean {
  return view.slotCount > 0 || (doc.frame?.supplied.slots.length ?? 0) > 0;
}

/** Where the output goes is set by the program (CrewAI `output_file`). */
export function destinationSupplied(doc: HandoffDocument): boolean {
  return Boolean(doc.frame?.supplied.destination);
}
