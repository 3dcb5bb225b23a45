// Positions are exact in the source file: a finding inside a folded (`>`) or literal (`|`) YAML scalar, a
// quoted one with escapes, a TOML multi-line string (basic, with an escaped line break and `\t`; literal) and
// a JSON string with escapes lands at the line and column of its words in the file.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";

const dir = join(import.meta.dirname, "..", "..", "fixtures", "formats", "positions");
// No project root above a fresh temp folder: pointers are not checked against this repository.
const cwd = mkdtempSync(join(tmpdir(), "handoff-formats-"));
const PHRASE = "like last time";

/** 1-based line and column of a file offset. */
function positionOf(source: string, offset: number) {
  const before = source.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const cases: Array<{ file: string; handoff: string; style: string }> = [
  { file: "folded.tasks.yaml", handoff: "migrate_task", style: "YAML folded scalar (>)" },
  { file: "literal.tasks.yaml", handoff: "review_task", style: "YAML literal scalar (|) with a more-indented line" },
  { file: "quoted.agents.yaml", handoff: "reviewer", style: "YAML single-quoted scalar after a double-quoted one with escapes" },
  { file: ".gemini/commands/deploy.toml", handoff: "deploy", style: "TOML multi-line basic string with an escaped line break and \\t" },
  { file: ".codex/agents/tester.toml", handoff: "tester", style: "TOML multi-line literal string" },
  { file: ".kiro/agents/fixer.json", handoff: "fixer", style: "JSON string with \\\" \\n \\t \\u00e9 escapes" },
];

describe("findings inside structured files are placed in the file", () => {
  for (const c of cases) {
    it(`${c.style}: ${c.file}`, async () => {
      const source = readFileSync(join(dir, c.file), "utf8");
      const r = await lintText(source, { cwd, filePath: join(dir, c.file) });
      const m = r.messages.find((x) => x.ruleId === "assumed-shared-history");
      expect(m, JSON.stringify(r.messages, null, 1)).toBeDefined();
      const at = source.indexOf(PHRASE);
      expect(source.indexOf(PHRASE, at + 1)).toBe(-1);
      const start = positionOf(source, at);
      const end = positionOf(source, at + PHRASE.length);
      expect({ line: m!.line, column: m!.column, endLine: m!.endLine, endColumn: m!.endColumn }).toEqual({ line: start.line, column: start.column, endLine: end.line, endColumn: end.column });
      expect(m!.range).toEqual([at, at + PHRASE.length]);
      expect(m!.handoff).toBe(c.handoff);
    });
  }

  it("places a finding the same way when the file has CRLF line breaks", async () => {
    const source = readFileSync(join(dir, "folded.tasks.yaml"), "utf8").replace(/\n/g, "\r\n");
    const r = await lintText(source, { cwd, filePath: join(dir, "folded.tasks.yaml") });
    const m = r.messages.find((x) => x.ruleId === "assumed-shared-history")!;
    const at = source.indexOf(PHRASE);
    expect(m.range).toEqual([at, at + PHRASE.length]);
    expect([m.line, m.column]).toEqual([13, 36]);
  });

  it("reads the content when the name says nothing: a tasks file copied as .md is linted task by task", async () => {
    const source = readFileSync(join(dir, "folded.tasks.yaml"), "utf8");
    const r = await lintText(source, { cwd, filePath: "pasted-handoff.md" });
    const m = r.messages.find((x) => x.ruleId === "assumed-shared-history")!;
    expect(m.handoff).toBe("migrate_task");
    expect([m.line, m.column]).toEqual([13, 36]);
    const fromStdin = await lintText(source, { cwd });
    expect(fromStdin.messages.map((x) => [x.ruleId, x.line, x.column, x.handoff])).toEqual(r.messages.map((x) => [x.ruleId, x.line, x.column, x.handoff]));
  });
});
