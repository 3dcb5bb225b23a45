import { describe, expect, it } from "vitest";
import rule from "../../rules/constraint-overload.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    "Back up first. NEVER drop columns. Do not touch the audit table.",
    { name: "lowercase adverbs in prose are not walls", code: "It has never worked on Fridays. We always ran it by hand. The loader must have cached it. You may not need the flag. It always was flaky. We never saw it. Nobody must know. It never ends." },
    { name: "quoted rules are not the writer's", code: "> NEVER a. NEVER b. NEVER c. NEVER d. NEVER e. NEVER f. NEVER g. NEVER h.\n" },
    { name: "code is not read", code: "```\nMUST a. MUST b. MUST c. MUST d. MUST e. MUST f. MUST g. MUST h.\n```\n" },
  ],
  invalid: [
    {
      name: "eight walls",
      code: "You MUST back up. NEVER drop columns. ALWAYS use transactions. Do not touch audit. Never run on Fridays. You must keep views. DO NOT change keys. Under no circumstances disable the foreign keys.",
      errors: [{ messageId: "overload", line: 1, column: 147, message: /^This handoff sets 8 hard constraints \(the 8th is here\)/ }],
    },
    { name: "max option", code: "NEVER drop the table in the migration.\nNEVER push to the main branch.", options: { max: 1 }, errors: [{ messageId: "overload", line: 2, column: 1 }] },
  ],
});

describe("constraint-overload on large input", () => {
  it("completes on a 1 MB adversarial line", () => {
    const code = "MUST NEVER do not ".repeat(60_000);
    expect(code.length).toBeGreaterThan(1_000_000);
    // Completes, and reports the overload at most once (the text is nothing but hard constraints).
    expect(runRule(rule, code).length).toBeLessThanOrEqual(1);
  }, 180_000);
});
