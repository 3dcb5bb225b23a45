// The parse stays linear in the size of the text on hostile shapes, shown by work counted, not by time:
// the characters handed to the parser (re-parses of a chunk whose last block runs on, and of chunks that
// need another chunk's link definitions, included) grow with the input as the input does.
import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../src/document/markdown.js";

const KB = 1024;
/** The shapes of bench/hostile.mjs (and a few that make chunks parse again), as functions of a size. */
const SHAPES: Record<string, (n: number) => string> = {
  "one character": (n) => "a".repeat(n),
  spaces: (n) => " ".repeat(n),
  "'>' only": (n) => ">".repeat(n),
  "one-word lines": (n) => "word\n".repeat(Math.ceil(n / 5)),
  "frontmatter variables": (n) => `---\n${Array.from({ length: Math.floor(n / 40) }, (_, i) => `v${i}: x`).join("\n")}\n---\nFix it.\n`,
  "HTML blocks that never end": (n) => "<div>\ntext\n\n# heading\n".repeat(Math.ceil(n / 24)),
  "unclosed fences": (n) => "Para\n\n```\ncode\n\n".repeat(Math.ceil(n / 16)),
  "references to definitions far away": (n) => "See [a] and [b].\n\n".repeat(Math.ceil(n / 36)) + "[a]: /a\n[b]: /b\n",
  "a table of many rows": (n) => "| a | b |\n|---|---|\n" + "| 1 | `2` |\n".repeat(Math.ceil(n / 12)),
};

function charsParsed(text: string): number {
  const work = { charsParsed: 0 };
  parseMarkdown(text, { work });
  return work.charsParsed;
}

describe("the parse's work is linear in the text", () => {
  for (const [name, make] of Object.entries(SHAPES)) {
    it(
      name,
      () => {
        const one = make(64 * KB);
        const four = make(256 * KB);
        const w1 = charsParsed(one);
        const w4 = charsParsed(four);
        // Each character is parsed a bounded number of times (a chunk at most doubles while it runs on)...
        expect(w4 / four.length).toBeLessThanOrEqual(4);
        // ...and four times the text is about four times the work, not sixteen.
        expect(w4 / w1).toBeLessThanOrEqual((4.5 * (four.length / one.length)) / 4);
      },
      60_000,
    );
  }
});
