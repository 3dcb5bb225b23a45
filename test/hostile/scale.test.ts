// Linear time, checked without timing: each input here is sized so that the quadratic behaviour it once
// had would take minutes to hours, while a linear pass takes seconds. The timeouts are generous; the
// assertions check that the work was really done. (Ratios for 1-8 MB: `node bench/scaling.mjs`.)
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { parseHandoff } from "../../src/document/parse.js";
import { parseMarkdown, planChunks } from "../../src/document/markdown.js";
import { PLUGIN } from "../core/util.js";

const T = { timeout: 240_000 };
const markConfig = { plugins: [PLUGIN], rules: { "test-mark": "error" as const } };

describe("the Markdown parse", () => {
  it("32,768 quotes separated by blank lines (micromark alone: ~26 s for 2,500 of them, quadratic)", T, () => {
    const text = "> a\n\n".repeat(32_768);
    const doc = parseHandoff(text);
    expect(doc.blocks.filter((b) => b.kind === "blockquote")).toHaveLength(32_768);
    expect(doc.sentences).toHaveLength(32_768);
  });

  it("16,384 headings each followed by a list, no blank lines (micromark's lazy lines: ~55 s for 4,000)", T, () => {
    const text = "## Option 1\n- a\n".repeat(16_384);
    const doc = parseHandoff(text);
    expect(doc.sections).toHaveLength(16_385);
    expect(doc.blocks.filter((b) => b.kind === "list")).toHaveLength(16_384);
  });

  it("a table of 64,000 rows with code in every row (the GFM table pass once took cells x inline nodes: minutes)", T, () => {
    const text = "| h1 | h2 |\n|---|---|\n" + "| a | `b` |\n".repeat(64_000);
    const root = parseMarkdown(text);
    expect(root.children).toHaveLength(1);
    const table = root.children[0] as { type: string; children: Array<{ children: Array<{ children: Array<{ type: string }> }> }> };
    expect(table.type).toBe("table");
    expect(table.children).toHaveLength(64_001);
    expect(table.children[64_000].children[1].children.map((n) => n.type)).toEqual(["inlineCode"]);
  });

  it("a 512 KB paragraph of short lines is parsed in bounded pieces", T, () => {
    const text = "Short line of text.\n".repeat(27_000);
    const plan = planChunks(text);
    expect(plan.cuts.length).toBeGreaterThan(10);
    const doc = parseHandoff(text);
    expect(doc.sentences).toHaveLength(27_000);
    expect(doc.paragraphs).toHaveLength(1); // put back together after the parse
  });
});

describe("the document model", () => {
  it("a 1 MB fenced line of `{x}`: slots look at each line once (was 348 s)", T, () => {
    const text = "```\n" + "{x}".repeat(350_000) + "\n```\n\n{name} in prose.\n";
    const doc = parseHandoff(text);
    expect(doc.slots.map((s) => s.name)).toEqual(["name"]);
    const own = parseHandoff("```\n" + "{x}\n".repeat(100_000) + "```\n");
    expect(own.slots).toHaveLength(100_000); // a code line that is only a slot is a slot
  });

  it("100,000 slot openings that never close", T, () => {
    for (const open of ["{{ a ", "{% if ", "{a "]) {
      const doc = parseHandoff(open.repeat(100_000) + "\n");
      expect(doc.slots).toEqual([]);
    }
  });

  it("200,000 opening quotation marks that never close: sentences still split", T, () => {
    const text = "\u201cHe said. ".repeat(200_000);
    const doc = parseHandoff(text);
    expect(doc.sentences.length).toBeGreaterThan(1000);
  });
});

describe("directives", () => {
  it("20,000 directive openings in a comment that never closes", T, async () => {
    const text = "MARK\n\n" + "<!-- handoff-lint-disable test-mark\n".repeat(20_000);
    const r = await lintText(text, { config: markConfig, cwd: import.meta.dirname });
    expect(r.messages.filter((m) => m.ruleId === "test-mark").map((m) => m.line)).toEqual([1]);
  });

  it("10,000 disable-line directives and 10,000 messages: each message finds its directive", T, async () => {
    const text = "MARK <!-- handoff-lint-disable-line test-mark -->\n\n".repeat(10_000) + "MARK\n";
    const r = await lintText(text, { config: markConfig, cwd: import.meta.dirname, reportUnusedDisableDirectives: 1 });
    expect(r.messages.filter((m) => m.ruleId === "test-mark").map((m) => m.line)).toEqual([20_001]);
    expect(r.messages.filter((m) => m.ruleId === null)).toEqual([]); // every directive was used
  });
});
