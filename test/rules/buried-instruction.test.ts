import { describe, expect, it } from "vitest";
import rule from "../../rules/buried-instruction.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

const background = "The ingestion service moved to the new cluster in March; the cron jobs became queue consumers and the metrics were renamed. ".repeat(6);

ruleTester(rule, {
  valid: [
    { name: "under the budget", code: `# Handoff\n\n${background}\n\n## Constraints\n\nDo not touch billing.\n`, budget: 4000 },
    { name: "over the budget, constraints first", code: `# Handoff\n\n## Constraints\n\nDo not touch billing.\n\n${background}\n\n${background}\n`, budget: 150 },
    { name: "over the budget, no request at all", code: `# Notes\n\n${background}\n\n${background}\n`, budget: 150 },
    { name: "the request is up front as a sentence", code: `Fix the consumer lag on the orders queue.\n\n## Output\n\nReturn the lag graph.\n\n## Background\n\n${background}\n\n${background}\n`, budget: 150 },
  ],
  invalid: [
    {
      name: "constraints past the horizon of a long text",
      code: `# Handoff\n\n${background}\n\n${background}\n\n## Constraints\n\nDo not touch billing.\n`,
      budget: 150,
      errors: [{ messageId: "request", line: 7, column: 1, endColumn: 15, message: /^Nothing in the first 75 tokens says what to do; the request starts at token \d+ of \d+/ }],
    },
    {
      name: "output spec buried after an early request",
      code: `Fix the consumer lag on the orders queue.\n\n${background}\n\n${background}\n\n## Output\n\nReturn the lag graph.\n`,
      budget: 150,
      errors: [{ messageId: "buried", line: 7, message: /does this handoff give its output spec/ }],
    },
    {
      name: "under the budget with underBudget",
      code: `# Handoff\n\n${background}\n\n## Constraints\n\nDo not touch billing.\n`,
      budget: 4000,
      options: { underBudget: true, horizon: 100 },
      errors: [{ messageId: "request", line: 5 }],
    },
  ],
});

describe("buried-instruction on large input", () => {
  it("completes on a 1 MB adversarial input", () => {
    const code = "## Constraints\n\nMUST NEVER do not your task is please. ".repeat(20_000);
    expect(code.length).toBeGreaterThan(1_000_000);
    runRule(rule, code);
  }, 180_000);
});
