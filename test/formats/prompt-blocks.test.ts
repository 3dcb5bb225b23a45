// A Markdown file whose handoff is in its blocks (a prompt library, "copy the prompt below") is linted one
// block at a time, and its findings land at their words in the file. A block that is material the text asks
// about, or a step's part, leaves the file its own handoff. Texts of my own.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { parseHandoff } from "../../src/document/parse.js";
import { promptBlockHandoffs } from "../../src/formats/prompt-blocks.js";
import { asksOutsideBlocks } from "../../rules/_util/intent-cues.js";

/** The handoffs the engine would read from a file's blocks, or null when the file is its own handoff. */
const blocksOf = (text: string) => promptBlockHandoffs(parseHandoff(text, { filePath: "PROMPTS.md" }), asksOutsideBlocks);

// No project root above a fresh temp folder: pointers are not checked against this repository.
const cwd = mkdtempSync(join(tmpdir(), "handoff-prompts-"));
const lint = (text: string) => lintText(text, { cwd, filePath: join(cwd, "PROMPTS.md") });

const FENCED = [
  "# Review prompts",
  "",
  "Use this when a pull request touches the billing code.",
  "",
  "```",
  "Review the open pull request that changes `src/billing/invoice.ts`. Check that totals are rounded once,",
  "at the end, and that refunds keep the original tax rate. Fix it like last time if the rounding is off.",
  "Reply with a list of findings, each with the file and line, most severe first.",
  "```",
  "",
].join("\n");

const QUOTED = [
  "## Architect review",
  "",
  "> Act as the architect. Review the current state of the payments service in `services/payments/`.",
  "> Give me the risks, the blockers and the next three steps, each with its reason, in a short list.",
  "",
].join("\n");

describe("prompt blocks", () => {
  it("a fenced prompt is the handoff: it asks, so there is no 'nothing asks' finding", async () => {
    const r = await lint(FENCED);
    expect(r.messages.filter((m) => m.ruleId === "no-request")).toEqual([]);
  });

  it("a finding inside the block lands at its words in the file", async () => {
    const r = await lint(FENCED);
    const m = r.messages.find((x) => x.ruleId === "assumed-shared-history");
    expect(m, JSON.stringify(r.messages)).toBeDefined();
    expect(m!.line).toBe(7);
    expect(m!.column).toBe(FENCED.split("\n")[6].indexOf("like last time") + 1);
  });

  it("a quoted prompt is the handoff, each line without its marker", async () => {
    const r = await lint(QUOTED);
    expect(r.messages.filter((m) => m.ruleId === "no-request")).toEqual([]);
  });

  it("each prompt of a library is its own handoff, named by its heading", async () => {
    const text = `${QUOTED}\n## Release check\n\n> Run \`npm test\` and \`npm run build\` on the release branch and report any failure with its log.\n> Do it the usual way and tell me when it is green, with the commit you tested.\n`;
    const r = await lint(text);
    const m = r.messages.find((x) => x.ruleId === "assumed-shared-history");
    expect(m?.handoff).toBe("Release check");
  });

  it("a quote the text asks about is material, and the text is the handoff", async () => {
    const text = [
      "Summarize this customer email in three bullet points for the support lead:",
      "",
      "> Dear team, our invoices for March arrived twice and the second one charged the old rate. We paid the",
      "> first one on the 3rd. Could you refund the second charge and confirm the rate for April onwards?",
      "> We would also like a copy of the corrected invoice for our records. Thanks, Dana",
      "",
    ].join("\n");
    expect(blocksOf(text)).toBeNull();
    // the same quote with no ask around it is the prompt itself
    expect(blocksOf(text.split("\n").slice(2).join("\n"))?.length).toBe(1);
  });

  it("a prompt inside a step is part of the step, and the file is the handoff", async () => {
    const text = [
      "1. Collect the diff with `git diff main...HEAD`.",
      "2. Start a review agent with this prompt:",
      "",
      "   > Review the diff with fresh eyes and list each problem with its file, its line and how severe it is.",
      "   > Say nothing about style unless it hides a bug, and keep the list under twenty items.",
      "",
      "3. Report the agent's findings to the user.",
      "",
    ].join("\n");
    expect(blocksOf(text)).toBeNull();
  });

  it("a fence that names a program is code, not a prompt", async () => {
    const text = "# Notes\n\n```python\nimport json\nfor row in json.load(open('data.json')):\n    print(row['name'], row['total'])\n```\n";
    expect(blocksOf(text)).toBeNull();
    expect(blocksOf(text.replace("```python", "```"))).toBeNull();
  });

  it("a pasted log or a file tree in a plain fence is material, not a prompt", () => {
    const log = Array.from({ length: 40 }, (_, i) => `2026-05-21T09:${String(i).padStart(2, "0")}:00Z INFO [pool] GET /api/orders/${i} 200 ${i}ms`).join("\n");
    expect(blocksOf(`The API hung this morning. Here is the pod log:\n\n\`\`\`\n${log}\n\`\`\`\n`)).toBeNull();
    const tree = Array.from({ length: 40 }, (_, i) => `├── src/module_${i}/handler_${i}.py`).join("\n");
    expect(blocksOf(`# Layout\n\n\`\`\`\n${tree}\n\`\`\`\n`)).toBeNull();
  });

  it("a block named as the prompt may be one long line; an unnamed one-line block is not a prompt", async () => {
    const line = "You are the release planner. You read the merged pull requests since the last tag and draft the changelog in `CHANGELOG.md`.";
    const named = `## Release planner\n\n**Prompt:**\n\n\`\`\`\n${line}\n\`\`\`\n\n**Tools:** read-only\n`;
    expect(blocksOf(named)?.[0].text).toBe(line + "\n");
    expect(blocksOf(named.replace("**Prompt:**", "**Example:**"))).toBeNull();
    expect((await lint(named)).messages.filter((m) => m.ruleId === "no-request")).toEqual([]);
  });

  it("an XML fence named as the prompt is one, and its tags' text is read as prose; an unnamed XML fence is data", async () => {
    const xml = [
      "<task>",
      "  <goal>Add CSV export to the invoices page in `src/pages/Invoices.tsx` so finance can reconcile monthly totals.</goal>",
      "  <constraints>Keep the public API of `src/api/invoices.ts` as it is, and add tests in `test/export.test.ts`.</constraints>",
      "  <done>Exports match the table's rows and `npm test` passes.</done>",
      "</task>",
    ].join("\n");
    const named = `# Prompt for the coding agent\n\nCopy the prompt below:\n\n\`\`\`xml\n${xml}\n\`\`\`\n`;
    expect(blocksOf(named)?.length).toBe(1);
    expect(blocksOf(`# Config\n\n\`\`\`xml\n${xml}\n\`\`\`\n`)).toBeNull();
    expect((await lint(named)).messages.filter((m) => m.concern === "pointer" || m.ruleId === "no-request")).toEqual([]);
  });

  it("a block its lead-in names as the prompt is the handoff; a banner quote on how to use the file is not", async () => {
    const prompt = [
      "You are the release planner. Read the pull requests merged since the last tag and draft the changelog",
      "entry in `CHANGELOG.md`, grouped by feature, fix and chore, with the pull request number after each line.",
      "Hand back the entry and a list of pull requests you could not place.",
    ].join("\n");
    const banner = "> How to use: the parent session reads this file when a release is cut, fills in the tag and passes the\n> rendered prompt below to the Agent tool as a general-purpose sub-agent.";
    const lead = "**Release planner prompt (paste verbatim, fill in the tag first; the sub-agent has none of the parent's context):**";
    const file = `# Release Prompt Template\n\n${banner}\n\n${lead}\n\n\`\`\`\n${prompt}\n\`\`\`\n`;
    const handoffs = blocksOf(file);
    expect(handoffs?.length).toBe(1);
    expect(handoffs?.[0].text.startsWith("You are the release planner.")).toBe(true);
    expect((await lint(file)).messages.filter((m) => m.ruleId === "no-request")).toEqual([]);
    // without a lead-in that points at one block, the heading names both, and both are read as prompts
    expect(blocksOf(file.replace(lead, "Notes follow."))?.length).toBe(2);
  });

  it("a prompt block's text is the block's lines, without fence or markers", () => {
    expect(blocksOf(FENCED)?.[0].text).toBe(FENCED.split("\n").slice(5, 8).join("\n") + "\n");
    expect(blocksOf(QUOTED)?.[0].text.startsWith("Act as the architect.")).toBe(true);
    expect(blocksOf(QUOTED)?.[0].frame.name).toBe("Architect review");
  });
});
