import { describe, expect, it } from "vitest";
import rule from "../../rules/too-many-tasks.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

const series = (word: string, n: number) => Array.from({ length: n }, (_, i) => `## ${word} ${i + 1} — item ${i + 1}\n\nDo the work for this item and report what you changed in it.\n`).join("\n");

ruleTester(rule, {
  valid: [
    { name: "five tasks", code: series("Task", 5) },
    { name: "steps of one task", code: series("Step", 9) },
    { name: "open TODOs are not deliverables", code: `## Open TODOs\n\n${Array.from({ length: 8 }, (_, i) => `${i + 1}. Unclear item ${i}`).join("\n")}\n` },
    { name: "checked items are done", code: `## Tasks\n\n${Array.from({ length: 8 }, (_, i) => `- [x] Done item ${i}`).join("\n")}\n` },
  ],
  invalid: [
    {
      name: "seven task headings",
      code: series("Task", 7),
      errors: [{ messageId: "tooMany", line: 21, column: 1, endColumn: 19, message: /^This handoff asks for 7 separate deliverables \(Task 1 — item 1 … Task 7 — item 7\)/ }],
    },
    {
      name: "a Tasks section with many items",
      code: `# Plan\n\n## Tasks\n\n${Array.from({ length: 7 }, (_, i) => `- Ship the feature for the team and write the notes for it ${i}`).join("\n")}\n`,
      errors: [{ messageId: "tooMany", line: 10, column: 1 }],
    },
    { name: "sessions with letters", code: series("Session", 3).replace(/Session (\d)/g, (_m, d: string) => `Session ${"ABC"[Number(d) - 1]}`), options: { max: 2 }, errors: [{ messageId: "tooMany", line: 9 }] },
  ],
});

describe("too-many-tasks on large input", () => {
  it("completes on a 1 MB adversarial input", () => {
    const code = "## Task 1 for the team\n".repeat(50_000);
    expect(code.length).toBeGreaterThan(1_000_000);
    runRule(rule, code);
  }, 180_000);
});
