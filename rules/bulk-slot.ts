// pointer: a template slot that will be filled with whole files, a codebase or a conversation.
// Rendered, the handoff carries the material itself; passing paths lets the worker read what it needs.
import type { HandoffDocument, Rule, Slot } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { bulkWhat, nameSaysBulk } from "./_util/pointer-slots.js";

interface Options {
  /** Extra slot names (exact, case-insensitive) that carry bulk material in your templates. */
  names?: string[];
  /** Slot names never reported. */
  ignore?: string[];
}

const rule: Rule<Options> = {
  meta: {
    id: "bulk-slot",
    concern: "pointer",
    description: "A template slot will carry whole files, a codebase or a conversation inline",
    docs: ruleDocsUrl("bulk-slot"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      slot: "The slot `{{slot}}` will paste {{what}} into the handoff, however large it gets: {{instead}}.",
      loop: "`{{slot}}` loops over {{what}} and pastes each one inline: {{instead}}.",
    },
    schema: {
      type: "object",
      properties: {
        names: { type: "array", items: { type: "string" } },
        ignore: { type: "array", items: { type: "string" } },
      },
      additionalProperties: false,
    },
    defaultOptions: { names: [], ignore: [] },
  },
  check(doc, context) {
    if (doc.slots.length === 0) return;
    const extra = new Set((context.options.names ?? []).map((n) => n.toLowerCase()));
    const ignore = new Set((context.options.ignore ?? []).map((n) => n.toLowerCase()));
    // A loop reported once covers the slots inside it.
    let loopEnd = -1;
    for (const slot of doc.slots) {
      const name = slot.name.toLowerCase();
      if (ignore.has(name)) continue;
      if (slot.range[0] < loopEnd) continue;
      const loop = loopOver(doc, slot);
      const what = extra.has(name) ? "bulk material" : bulkWhat(doc, slot, loop !== null);
      if (!what) continue;
      const instead = /conversation/.test(what)
        ? "pass a short summary of what was decided and where the full conversation is stored"
        : /transcript|documents/.test(what)
          ? "pass where it is stored (a path or URL) and the parts the task needs, and let the worker read the rest"
          : "pass the paths (or the repository root and the files that matter) and let the worker read what it needs";
      const data = { slot: doc.text.slice(slot.range[0], slot.range[1]), what, instead };
      if (loop) {
        loopEnd = loop.end;
        // sure: a loop pastes every file or message it is given, however many
        context.report({ messageId: "loop", data, range: slot.range, sure: true });
      } else {
        // sure when the name itself says what it carries; a one-word name or one read from its heading may be a snippet
        context.report({ messageId: "slot", data, range: slot.range, sure: !extra.has(name) && nameSaysBulk(slot.name) });
      }
    }
  },
};

/** When the slot opens a loop (`{{#each files}}`, `{% for m in conversation %}`), where the loop ends. */
function loopOver(doc: HandoffDocument, slot: Slot): { end: number } | null {
  const src = doc.text.slice(slot.range[0], slot.range[1]);
  let closer: string | null = null;
  if (/^\{\{\s*#\s*each\b/.test(src)) closer = "{{/each";
  else if (/^\{%-?\s*for\b/.test(src)) closer = "endfor";
  if (!closer) return null;
  const at = doc.text.indexOf(closer, slot.range[1]);
  return { end: at < 0 ? doc.text.length : at };
}

export default rule;
