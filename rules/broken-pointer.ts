// facts: the handoff points the worker at a file ("read `docs/setup.md`", "see src/auth/session.ts")
// that does not exist under the project root. The pointer was the map to the information; a
// wrong map costs the worker its search and leaves it guessing. Silent when there is no project
// root (and no `knownFiles` option), so it never guesses.
import { posix } from "node:path";
import type { Range, Reference, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { sentenceAt } from "./_util/facts-cues.js";

interface Options {
  /**
   * Paths (relative to the project root) known to exist, for callers that lint without a file
   * system, such as an orchestrator checking a handoff in memory at dispatch time.
   */
  knownFiles?: string[];
}

// Words that make a path a pointer to read, not a file to create.
const POINTER = /\b(?:read|re-read|reread|see|open|consult|refer\s+to|check|look\s+(?:at|in|into)|review|study|follow|inspect|per|start\s+(?:with|from)|(?:described|documented|defined|explained|specified|listed|outlined|recorded|logged|summari[sz]ed|kept|tracked)\s+in|according\s+to|based\s+on|from|in)\s*(?:the\s+)?(?:file\s|doc\s|document\s|notes?\s+(?:in|at)\s)?[:\s]*$/i;
const CREATE = /\b(?:create|add|write|generate|make|new|rename|move|copy|scaffold|touch|produce|output|save|emit|export|mkdir|delete|remove)\b/i;
const EXT = /\.(?:md|mdx|txt|json|jsonl|ya?ml|toml|ini|cfg|conf|env|lock|csv|tsv|xml|html?|css|scss|js|mjs|cjs|jsx|ts|tsx|py|ipynb|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|bash|zsh|ps1|sql|proto|graphql|vue|svelte|lua|dart|r|pdf|png|jpe?g|svg|log|tf|gradle)$/i;

/** A path as the worker would look it up: no line suffix, anchor or query; or null when it is not a checkable path. */
export function normalizePointer(raw: string): string | null {
  let p = raw.trim().replace(/^["'(<]+|[>"'),.;]+$/g, "");
  if (!p || p.length > 300) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p) || /^(?:mailto|data|javascript):/i.test(p)) return null;
  if (/^(?:~|\/|\\|[A-Za-z]:[\\/]|\$)/.test(p)) return null; // outside the project, or an env var
  if (/[*?{}<>[\]|$`\s]|\.\.\.|…/.test(p)) return null; // globs, slots, placeholders, prose
  p = p.replace(/#.*$/, "").replace(/\?.*$/, "").replace(/:\d+(?:[-:]\d+)?$/, "").replace(/^\.\//, "");
  if (!p || p === "." || p === "..") return null;
  if (!p.includes("/") && !EXT.test(p)) return null;
  if (!/[A-Za-z]/.test(p)) return null;
  return p;
}

/** "Read `a.md`, `b.md` and " reads as "Read ": earlier items of a list share its verb. */
function stripListed(before: string): string {
  let b = before;
  for (let i = 0; i < 12; i++) {
    const next = b.replace(/(?:[\uE000\uE001]{1,300}|[\w./-]{1,200}\.\w{1,8}|[\w.-]{1,100}\/[\w./-]{0,200})(?::\d{1,6}(?:[-:]\d{1,6})?)?\s{0,3}(?:,|and|or|&|\+)?\s{0,3}$/, "");
    if (next === b) break;
    b = next;
  }
  return b;
}

const rule: Rule<Options> = {
  meta: {
    id: "broken-pointer",
    concern: "facts",
    description: "A file the handoff points the worker to does not exist under the project root",
    docs: ruleDocsUrl("broken-pointer"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      missing:
        "`{{path}}` does not exist under the project root: the worker will look for it and find nothing. Fix the path, or say that the worker must create it",
    },
    schema: {
      type: "object",
      properties: { knownFiles: { type: "array", items: { type: "string" } } },
      additionalProperties: false,
    },
    defaultOptions: {},
  },
  check(doc, context) {
    const known = context.options.knownFiles ? new Set(context.options.knownFiles.map((f) => f.replace(/^\.\//, "").replace(/\/+$/, ""))) : null;
    if (!context.projectRoot && !known) return;
    // The handoff's own folder, relative to the root: markdown links resolve from there.
    let ownDir: string | null = null;
    if (context.projectRoot && context.filePath) {
      const rel = posix.relative(context.projectRoot.replace(/\\/g, "/"), context.filePath.replace(/\\/g, "/"));
      if (!rel.startsWith("..") && !posix.isAbsolute(rel)) ownDir = posix.dirname(rel);
    }
    const exists = (p: string): boolean => {
      const candidates = [p];
      if (ownDir && ownDir !== ".") candidates.push(posix.normalize(posix.join(ownDir, p)));
      for (const c of candidates) {
        if (c.startsWith("..")) continue;
        if (known) {
          const k = c.replace(/\/+$/, "");
          if (known.has(k) || [...known].some((f) => f.startsWith(k + "/"))) return true;
        }
        if (context.projectRoot && context.fileExists(c)) return true;
      }
      return false;
    };
    const sentenceOf = (offset: number) => {
      const i = sentenceAt(doc.sentences, offset);
      return i >= 0 ? doc.sentences[i] : null;
    };
    const seen = new Set<string>();
    const candidates: Reference[] = doc.references.filter((r) => r.kind === "path" || r.kind === "code" || r.kind === "link");
    for (const ref of candidates) {
      const p = normalizePointer(ref.text);
      if (!p) continue;
      const s = sentenceOf(ref.range[0]);
      if (!s || s.quoted) continue;
      const before = doc.prose.slice(s.range[0], ref.range[0]);
      // a link is a pointer by itself; a path or code span needs a reading word before it
      if (ref.kind !== "link" && !POINTER.test(stripListed(before.slice(-200)).slice(-60))) continue;
      if (CREATE.test(before)) continue;
      const key = `${p}@${ref.range[0]}`;
      if (seen.has(key) || exists(p)) continue;
      seen.add(key);
      const range: Range = ref.range;
      context.report({ messageId: "missing", data: { path: p }, range });
    }
  },
};

export default rule;
