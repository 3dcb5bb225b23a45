// The RuleTester's checks of a table (test/helpers/rule-tester.ts), each shown to bite.
import { describe, expect, it } from "vitest";
import type { LintMessage, Rule } from "../../src/types.js";
import { duplicateCases, optionsProblem, runRule, unfilledMessages } from "../helpers/rule-tester.js";

const rule: Rule<{ word: string }> = {
  meta: {
    id: "test-word",
    concern: "facts",
    description: "reports a word",
    docs: "",
    defaultSeverity: "warn",
    recommended: false,
    fixable: true,
    messages: { found: "found `{{word}}` at {{ place }}" },
    schema: { type: "object", properties: { word: { type: "string" } } },
    defaultOptions: { word: "TODO" },
  },
  check(document, context) {
    const at = document.text.indexOf(context.options.word);
    if (at >= 0)
      context.report({
        messageId: "found",
        data: { word: context.options.word },
        range: [at, at + context.options.word.length],
        fix: { range: [at, at + context.options.word.length], text: "done" },
      });
  },
};

describe("the RuleTester's own checks", () => {
  it("finds a case given twice (same code and options), not two cases that differ in options", () => {
    expect(duplicateCases([{ code: "a" }, { code: "b" }, { code: "a" }])).toEqual(['"a"']);
    expect(duplicateCases([{ code: "a" }, { code: "a", options: { word: "x" } }])).toEqual([]);
  });

  it("checks a case's options against the rule's schema", () => {
    expect(optionsProblem(rule as Rule, { word: "x" })).toBeNull();
    expect(optionsProblem(rule as Rule, { word: 3 })).toMatch(/word/);
    expect(optionsProblem(rule as Rule, { wrod: "x" })).toMatch(/unknown option "wrod"/);
  });

  it("finds a placeholder of the template left unfilled, and not a slot the message quotes", () => {
    const messages = runRule(rule as Rule, "Finish the TODO.");
    expect(messages).toHaveLength(1);
    expect(unfilledMessages(rule as Rule, messages)).toEqual(["found `TODO` at {{ place }}"]);
    const quoting = { ...messages[0], message: "found `{{ place }}` at line 1" } as LintMessage;
    expect(unfilledMessages({ ...rule, meta: { ...rule.meta, messages: { found: "found `{{word}}` at line 1" } } } as Rule, [quoting])).toEqual([]);
  });

  it("sees the fix a case would need an `output` for", () => {
    expect(runRule(rule as Rule, "Finish the TODO.")[0].fix).toEqual({ range: [11, 15], text: "done" });
  });
});
