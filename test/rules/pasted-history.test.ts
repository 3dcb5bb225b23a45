import { describe, expect, it } from "vitest";
import rule from "../../rules/pasted-history.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

const entry = (d: number) =>
  `### 2025-07-${String(d).padStart(2, "0")} — session ${d}\n\nFixed the retransmission timer in the SCTP association, added property tests for the reassembly queue, and ran the CI matrix, which was green except for one flaky Apple job.\n`;

ruleTester(rule, {
  valid: [
    { name: "short history", code: `# Handoff\n\n## Next steps\n\nFinish the codec.\n\n## History\n\n${entry(3)}` },
    { name: "a dated heading that is not history, short", code: "## Dependencies (audited 2026-03-14)\n\n- `serde` 1.0\n" },
    {
      name: "next steps under a history parent are not counted",
      code: `## Previous sessions\n\n### Start here\n\n${"Read the plan and finish the codec, then open the PR. ".repeat(80)}\n`,
      options: { maxTokens: 200 },
    },
    {
      // the title's date is the handoff's own: its sections are the handoff, not a log of past sessions
      name: "a dated title over a long handoff",
      code: `# Audio PoC — Handover (2026-09-13)\n\n## Current state\n\n${"The capture service streams 16 kHz frames to the recognizer and the latency stays under 200 ms on the test rig. ".repeat(12)}\n\n## Next step\n\nAdd the noise gate in \`src/gate.rs\`.\n`,
      options: { maxTokens: 200 },
    },
  ],
  invalid: [
    {
      name: "a dated title does not clear a history section under it",
      code: `# Handover (2026-09-13)\n\n## Next steps\n\nFinish the codec.\n\n## History\n\n${Array.from({ length: 12 }, (_, i) => entry(20 - i)).join("\n")}`,
      options: { maxTokens: 300 },
      errors: [{ messageId: "history", line: 7 }],
    },
    {
      name: "long dated history",
      code: `# Handoff\n\n## Next steps\n\nFinish the codec.\n\n## History\n\n${Array.from({ length: 12 }, (_, i) => entry(20 - i)).join("\n")}`,
      options: { maxTokens: 300 },
      errors: [{ messageId: "history", line: 7, column: 1, endLine: 7, endColumn: 11, message: /^\d+ tokens of session history are kept inline \(13 entries, starting with "History"\)/ }],
    },
    {
      name: "dated list entries outside any history section",
      code: `# Log\n\n${Array.from({ length: 30 }, (_, i) => `- 2025-06-${String((i % 28) + 1).padStart(2, "0")}: rebuilt the index, fixed the flaky test, reran the benchmark and pushed.`).join("\n")}\n`,
      options: { maxTokens: 200 },
      errors: [{ messageId: "history", line: 3 }],
    },
  ],
});

describe("pasted-history on large input", () => {
  it("completes on a 1 MB adversarial input", () => {
    const code = ("## 2025-01-01 history\n" + "x ".repeat(50) + "\n").repeat(8000);
    expect(code.length).toBeGreaterThan(900_000);
    expect(runRule(rule, code).length).toBe(1);
  }, 180_000);
});

describe("pasted-history decides without the tokenizer when the bounds settle it", () => {
  it("history under the limit in bytes: no report, tokenizer not loaded", async () => {
    const { lintWithConfig } = await import("../../src/engine/lint.js");
    const { configFor } = await import("../helpers/rule-tester.js");
    // 1,900 bytes in all, but the history itself is 1,280 bytes, under the limit of 1,500: bytes settle it.
    const code = `# Handoff\n\n${"Finish the codec and keep the API as it is. ".repeat(14)}\n\n## History\n\n${"We fixed the timer and the queue and ran the tests again today. ".repeat(20)}\n`;
    const r = lintWithConfig(code, configFor(rule), { filePath: null });
    expect(Buffer.byteLength(code)).toBeGreaterThan(1500);
    expect(r.messages).toEqual([]);
    expect(r.document!.tokens.loaded).toBe(false);
  });

  it("history over the limit in bytes but under it in tokens: no report, from the exact count", async () => {
    const { lintWithConfig } = await import("../../src/engine/lint.js");
    const { configFor } = await import("../helpers/rule-tester.js");
    const code = `# Handoff\n\nFinish the codec.\n\n## History\n\n${"We fixed the timer and the queue and ran the tests again today. ".repeat(30)}\n`;
    const r = lintWithConfig(code, configFor(rule), { filePath: null });
    expect(Buffer.byteLength(code)).toBeGreaterThan(1500);
    expect(r.messages).toEqual([]);
  });
});

// Appended entries: three or more sibling sections headed the same, or the same but for a version, are a log
// (texts of my own); headings that differ by a plain number are a plan.
const logEntry = (h: string) => `## ${h}\n\n### Completed\n\nPorted the header parser and the attribute loop, fixed the byte-order bug, and got the three-runner CI matrix green again after two flaky Apple runs.\n\n### Files Changed\n\n- \`src/header.rs\`\n- \`src/attr.rs\`\n\n`;
ruleTester(rule, {
  valid: [
    { name: "numbered steps are a plan", options: { maxTokens: 100 }, code: "# Plan\n\n" + [1, 2, 3, 4].map((n) => logEntry(`Step ${n}`)).join("") },
  ],
  invalid: [
    { name: "the same heading, appended", options: { maxTokens: 100 }, code: "# Agent handoff\n\n" + logEntry("Handoff Entry").repeat(4), errors: [{ messageId: "history" }] },
    { name: "the same heading but for a version", options: { maxTokens: 100 }, code: "# Handoff\n\n" + ["v1.3.4", "v1.3.3", "v1.3.2", "v1.3.1"].map((v) => logEntry(`${v} status`)).join(""), errors: [{ messageId: "history" }] },
  ],
});
