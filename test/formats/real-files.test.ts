// Real agent, command, prompt and task files from public repositories (fixtures/formats/SOURCES.md): each
// is read into the handoffs it holds, in the format its place and content name, and linted; what the linter
// says on each is kept in a snapshot, so a change in what it says on real files shows in review.
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { readHandoffs } from "../../src/formats/read.js";

const FORMATS = ["crewai-tasks", "crewai-agents", "codex-agent", "gemini-command", "kiro-agent", "markdown-agent", "markdown-command"] as const;
// A copy outside this repository: no project root, so pointers are not checked against our own files.
const root = mkdtempSync(join(tmpdir(), "handoff-real-"));
cpSync(join(import.meta.dirname, "..", "..", "fixtures", "formats"), root, { recursive: true });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

// A Kiro agent whose prompt lives in another file (`file://…`) holds no handoff of its own.
const PROMPT_ELSEWHERE = /"prompt"\s*:\s*"file:\/\//;

describe.each(FORMATS)("real %s files", (format) => {
  const files = filesUnder(join(root, format)).sort();
  it("are at least ten, from more than one repository", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(new Set(files.map((f) => relative(join(root, format), f).split("/")[0])).size).toBeGreaterThan(1);
  });

  for (const file of files) {
    const name = relative(root, file);
    it(name, async () => {
      const source = readFileSync(file, "utf8");
      const handoffs = readHandoffs(source, file)!;
      if (PROMPT_ELSEWHERE.test(source)) {
        expect(handoffs).toEqual([]);
        return;
      }
      expect(handoffs.length).toBeGreaterThan(0);
      for (const h of handoffs) {
        expect(h.frame.format).toBe(format);
        // Each character is placed on its own source: a run of characters at one place is a joining label
        // (at most 25 characters, "\n\nYour personal goal is: ") or a value the walk could not place.
        expect(longestRunAtOnePlace(h), `${h.frame.name}: a value placed as a whole`).toBeLessThanOrEqual(25);
      }
      const result = await lintText(source, { cwd: root, filePath: file });
      // every finding lies inside the source its handoff was read from
      const spans = new Map(handoffs.map((h) => [h.frame.name, sourceSpan(h)]));
      for (const m of result.messages) {
        const [a, b] = spans.get(m.handoff ?? null) ?? [0, source.length];
        expect(m.range[0]).toBeGreaterThanOrEqual(a);
        expect(m.range[1]).toBeLessThanOrEqual(b);
      }
      expect({
        handoffs: handoffs.map((h) => `${h.frame.name ?? "(the file)"}: ${h.frame.kind}${describeSupplied(h.frame.supplied)}`),
        findings: result.messages.map((m) => `${m.line}:${m.column} ${m.severity === 2 ? "error" : "warning"} ${m.ruleId}${m.handoff ? ` [${m.handoff}]` : ""}: ${m.message}`),
      }).toMatchSnapshot();
    });
  }
});

function longestRunAtOnePlace(h: { text: string; map: { start(o: number): number } }): number {
  let longest = 0,
    run = 0;
  for (let i = 0; i < h.text.length; i++) {
    run = i > 0 && h.map.start(i) === h.map.start(i - 1) ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The first and last file offsets a handoff's characters came from (its pieces need not be in file order). */
function sourceSpan(h: { text: string; map: { start(o: number): number; end(o: number): number } }): [number, number] {
  let a = Infinity,
    b = -Infinity;
  for (let i = 0; i < h.text.length; i++) {
    a = Math.min(a, h.map.start(i));
    b = Math.max(b, h.map.end(i + 1));
  }
  return [a, b];
}

function describeSupplied(s: ReturnType<typeof readHandoffs> extends (infer H)[] | null ? H extends { frame: { supplied: infer S } } ? S : never : never): string {
  const parts = [s.outputSpec ? "output spec" : "", s.destination ? `destination ${s.destination}` : "", s.upstream?.length ? `upstream (${s.upstreamFrom}) ${s.upstream.join(", ")}` : "", s.slots.length ? `slots ${s.slots.join(", ")}` : ""].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}
