// The rules read the frame a handoff carries out of its file (src/formats/): a role definition is not
// judged for a task's facts or request, upstream output that the framework passes in is supplied, and an
// output file set by the program is the destination. Texts of my own, in the formats' shapes.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";

const cwd = mkdtempSync(join(tmpdir(), "handoff-frame-"));

async function rulesOn(text: string, file: string): Promise<string[]> {
  const r = await lintText(text, { cwd, filePath: join(cwd, file) });
  return r.messages.map((m) => `${m.handoff ?? ""} ${m.ruleId}`);
}

const TASKS = `draft_task:
  description: >
    Write a 300-word announcement of the {product} launch for the {audience} newsletter.
  expected_output: >
    The announcement in markdown.
  agent: writer

edit_task:
  description: >
    Review the draft and tighten it: cut filler and keep every fact.
  expected_output: >
    The edited announcement in markdown.
  agent: editor
  output_file: output/announcement.md
`;

describe("the frame of a handoff read out of its file", () => {
  it("the task after another gets its output in a sequential crew: 'the draft' is supplied", async () => {
    const found = await rulesOn(TASKS, "crew/config/tasks.yaml");
    expect(found.filter((f) => /action-without-target|unsupplied-material/.test(f))).toEqual([]);
  });

  it("the first task of a crew has nothing before it: 'the provided data' is not supplied", async () => {
    const first = `analysis_task:
  description: >
    Analyze the provided data and list the three largest cost drivers.
  expected_output: >
    A markdown list of three cost drivers with one sentence each.
  agent: analyst
`;
    expect(await rulesOn(first, "crew/config/tasks.yaml")).toContain("analysis_task unsupplied-material");
  });

  it("a role definition is not judged for a task's facts or for having no request", async () => {
    const agents = `researcher:
  role: >
    Market researcher
  goal: >
    Find what customers say about the company website and its competitors.
  backstory: >
    You read reviews and forums for a living and report only what you can cite.
`;
    const found = await rulesOn(agents, "crew/config/agents.yaml");
    expect(found.filter((f) => /unresolved-reference|action-without-target|no-request/.test(f))).toEqual([]);
  });

  it("the same words as a plain handoff are judged", async () => {
    const found = await rulesOn("Find what customers say about the company website and report what you can cite.\n", "ask.md");
    expect(found.some((f) => /unresolved-reference|action-without-target/.test(f))).toBe(true);
  });
});
