// pasted-share measures each pasted character once: a quote nested in a quote (at any depth) is part of
// the quote around it, so the share never passes 100 %.
import { describe, expect, it } from "vitest";
import rule from "../../rules/pasted-share.js";
import { runRule } from "../helpers/rule-tester.js";

const logLine = (i: number) => `2024-05-0${i % 9} 12:00:0${i % 10} ERROR worker ${i} failed: connection reset by peer (attempt ${i})`;

describe("pasted-share and nested blockquotes", () => {
  it.each([2, 3, 6])("%i levels of quotes: one share, at most 100 %", (depth) => {
    const lines = Array.from({ length: 120 }, (_, i) => `${"> ".repeat(depth)}${logLine(i)}`);
    const code = `Fix the worker crash in src/worker.ts.\n\n${lines.join("\n")}\n`;
    const messages = runRule(rule, code, {});
    expect(messages).toHaveLength(1);
    const percent = Number(/^(\d+)%/.exec(messages[0].message)![1]);
    expect(percent).toBeGreaterThan(50);
    expect(percent).toBeLessThanOrEqual(100);
    expect(messages[0].message).toContain("in one block");
  });
});
