// pointer: a large block of material (code, data, logs, a transcript, a pasted document) sits
// inline where a pointer would do. The worker can read files itself; what it can't know is which.
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { classify, firstLine, kindName } from "./_util/pointer-material.js";
import { candidatePaths, findFileFor } from "./_util/pointer-paths.js";

interface Options {
  /** A block over this many tokens is large when it also spans `maxLines` lines. */
  maxTokens?: number;
  /** A block over `maxTokens` is large when it spans at least this many lines. */
  maxLines?: number;
  /** A block over this many tokens is large whatever its line count (minified data, long lines). */
  hardMaxTokens?: number;
}

const rule: Rule<Options> = {
  meta: {
    id: "pasted-content",
    concern: "pointer",
    description: "A large block of code, data, logs or a pasted document is inlined where a pointer to it would do",
    docs: ruleDocsUrl("pasted-content"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: true,
    messages: {
      pasted:
        "{{lines}} lines of {{kind}} ({{tokens}} tokens) are pasted inline: the worker can read material itself. Replace the block with a pointer (its path, the command that prints it, or where it is stored) and keep only the few lines the worker must see here.",
      sameFile:
        "{{lines}} lines of {{kind}} ({{tokens}} tokens) are pasted inline, and `{{path}}` holds the same text: write \"Read `{{path}}`\" instead of the copy.",
      fileExists:
        "{{lines}} lines of {{kind}} ({{tokens}} tokens) are pasted inline, and `{{path}}` exists: point to it (and name the lines that matter) instead of pasting; if the pasted copy differs on purpose, say what differs.",
    },
    schema: {
      type: "object",
      properties: {
        maxTokens: { type: "integer", minimum: 1 },
        maxLines: { type: "integer", minimum: 1 },
        hardMaxTokens: { type: "integer", minimum: 1 },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxTokens: 400, maxLines: 80, hardMaxTokens: 1200 },
  },
  check(doc, context) {
    const maxTokens = context.options.maxTokens ?? 400;
    const maxLines = context.options.maxLines ?? 80;
    const hardMax = Math.max(maxTokens, context.options.hardMaxTokens ?? 1200);
    for (const block of doc.blocks) {
      if (block.kind === "list") continue;
      // Byte bounds first: a block with no more bytes than a limit has no more tokens either.
      if (block.bytes <= maxTokens) continue;
      if (block.lineCount < maxLines && block.bytes <= hardMax) continue;
      const material = classify(doc, block);
      if (!material) continue;
      const tokens = doc.tokens.count(block.range);
      if (tokens <= maxTokens) continue;
      if (block.lineCount < maxLines && tokens <= hardMax) continue;
      const data = { lines: block.lineCount, kind: kindName(material.kind), tokens };
      const at = firstLine(doc, block.range);
      const match = block.kind === "code" || block.kind === "html" ? findFileFor(context, candidatePaths(doc, block, material.content), material.content) : null;
      if (match?.same) {
        context.report({
          messageId: "sameFile",
          data: { ...data, path: match.path },
          range: at,
          fix: { range: [labelStart(doc.text, block.range[0], match.path), block.range[1]], text: keptHeader(match) + `Read \`${match.path}\` (not repeated here).` },
        });
      } else if (match) {
        context.report({ messageId: "fileExists", data: { ...data, path: match.path }, range: at });
      } else {
        context.report({ messageId: "pasted", data, range: at });
      }
    }
  },
};

/**
 * The pasted copy's first line, when the file matched without it and it is not a comment naming the file:
 * a line the writer added above the pasted text, kept (as a line of its own) when the block is replaced.
 */
function keptHeader(match: { path: string; header?: string }): string {
  const h = match.header?.trim();
  if (!h) return "";
  const base = match.path.split("/").pop()!;
  return h.includes(match.path) || h.includes(base) ? "" : `${h}\n\n`;
}

/** Start of a label line just above the block that only names the file ("`src/a.ts`:", "File: src/a.ts"), else the block start. */
function labelStart(text: string, blockStart: number, path: string): number {
  let e = blockStart;
  while (e > 0 && (text[e - 1] === "\n" || text[e - 1] === "\r" || text[e - 1] === " " || text[e - 1] === "\t")) e--;
  if (e === 0 || blockStart - e > 8) return blockStart;
  let a = e;
  while (a > 0 && text[a - 1] !== "\n" && e - a < 300) a--;
  const line = text.slice(a, e).trim().replace(/^(?:\*\*|__)?(?:file|path)(?:\*\*|__)?\s*:\s*/i, "");
  const bare = line.replace(/^[`*_]+|[`*_]*(?::[`*_]*)?$/g, "");
  return bare === path ? a : blockStart;
}

export default rule;
