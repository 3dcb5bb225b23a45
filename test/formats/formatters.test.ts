// A file of several handoffs reports each finding under its handoff's name in every formatter.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { loadFormatter, type FormatContext } from "../../src/format/index.js";
import { getBuiltinRules } from "../../src/config/config.js";

const dir = join(import.meta.dirname, "..", "..", "fixtures", "formats", "positions");
const cwd = mkdtempSync(join(tmpdir(), "handoff-formatters-"));
const ctx: FormatContext = { cwd, rules: getBuiltinRules(), color: false };
// Two tasks, each with a finding: the second leans on history, the first is asked to work on "the draft".
const source = readFileSync(join(dir, "folded.tasks.yaml"), "utf8").replace("Summarize the release notes in docs/CHANGELOG.md", "Summarize the draft");

async function result() {
  const r = await lintText(source, { cwd, filePath: "crew/tasks.yaml" });
  r.filePath = "crew/tasks.yaml";
  expect(new Set(r.messages.map((m) => m.handoff))).toEqual(new Set(["summarize_task", "migrate_task"]));
  return r;
}

describe("formatters name the handoff", () => {
  it("json: a handoff field on each message", async () => {
    const r = await result();
    const out = JSON.parse((await loadFormatter("json"))([r], ctx)) as Array<{ messages: Array<{ handoff?: string; ruleId: string }> }>;
    expect(out[0].messages.map((m) => m.handoff)).toEqual(r.messages.map((m) => m.handoff));
  });

  it("sarif: a logical location per result", async () => {
    const r = await result();
    const log = JSON.parse((await loadFormatter("sarif"))([r], ctx)) as { runs: Array<{ results: Array<{ locations: Array<{ logicalLocations?: Array<{ name: string; fullyQualifiedName: string }> }> }> }> };
    const names = log.runs[0].results.map((x) => x.locations[0].logicalLocations?.[0].name);
    expect(names).toEqual(r.messages.map((m) => m.handoff));
    expect(log.runs[0].results[0].locations[0].logicalLocations![0].fullyQualifiedName).toBe(`crew/tasks.yaml#${r.messages[0].handoff}`);
  });

  it("stylish: a header line before each handoff's findings", async () => {
    const out = (await loadFormatter("stylish"))([await result()], ctx);
    const lines = out.split("\n");
    const a = lines.indexOf("  handoff summarize_task");
    const b = lines.indexOf("  handoff migrate_task");
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(a + 1);
    expect(lines[a + 1]).toMatch(/^ {2}\d+:\d+ +(warning|error) +"Summarize the draft"/);
  });

  it("github: the handoff in the annotation's title", async () => {
    const out = (await loadFormatter("github"))([await result()], ctx);
    expect(out).toMatch(/title=assumed-shared-history \(handoff migrate_task\)::/);
  });

  it("a file that is its own handoff is reported as before, with no handoff name", async () => {
    const r = await lintText("Fix it like last time.", { cwd, filePath: ".claude/commands/fix.md" });
    expect(r.messages.length).toBeGreaterThan(0);
    expect(r.messages.every((m) => m.handoff === undefined)).toBe(true);
  });
});
