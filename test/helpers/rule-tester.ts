// A RuleTester in the shape of ESLint's: tables of valid and invalid cases for one rule. Like ESLint's, it
// also checks the table itself: no case twice, options that the rule's schema accepts, no message with an
// unfilled {{placeholder}}, and an `output` for every invalid case the rule fixes.
import { describe, expect, it } from "vitest";
import type { Rule, ResolvedConfig, LintMessage, ParentContext } from "../../src/types.js";
import { lintWithConfig, lintAndFix } from "../../src/engine/lint.js";
import { getBuiltinRules, validateOptions } from "../../src/config/config.js";

/** The `{{name}}` placeholders of a message template. */
const PLACEHOLDERS = /\{\{\s*\w+\s*\}\}/g;

/** What makes two cases the same case (the expectations aside). */
function caseKey(c: ValidCase | InvalidCase): string {
  return JSON.stringify([c.code, c.options ?? null, c.filePath ?? null, c.template ?? null, c.budget ?? null]);
}

/** The cases that appear more than once in the table, as their first 60 characters. */
export function duplicateCases(cases: Array<ValidCase | InvalidCase>): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const c of cases) {
    const key = caseKey(c);
    if (seen.has(key)) twice.push(JSON.stringify(c.code.slice(0, 60)));
    seen.add(key);
  }
  return twice;
}

/**
 * Messages that still carry a placeholder of their template, as written there: the rule reported without the
 * data the template names. (Only the template's own placeholders count: a message may quote a handoff's
 * `{{ topic }}` slot.)
 */
export function unfilledMessages(rule: Rule, messages: LintMessage[]): string[] {
  return messages
    .filter((m) => {
      const template = m.messageId === undefined ? undefined : rule.meta.messages?.[m.messageId];
      return (template?.match(PLACEHOLDERS) ?? []).some((p) => m.message.includes(p));
    })
    .map((m) => m.message);
}

/** Why a case's options are not options of this rule (its schema says), or null when they are. */
export function optionsProblem(rule: Rule, options: Record<string, unknown> | undefined): string | null {
  return options === undefined ? null : validateOptions(rule, options);
}

export interface InvalidCase {
  code: string;
  name?: string;
  options?: Record<string, unknown>;
  filePath?: string;
  template?: boolean;
  budget?: number;
  /** Expected messages, in order. Only the fields given are compared. */
  errors: Array<{ messageId?: string; line?: number; column?: number; endLine?: number; endColumn?: number; message?: RegExp | string }>;
  /** Text after --fix; omit to skip, or null to assert no fix is offered. */
  output?: string | null;
}
export interface ValidCase {
  code: string;
  name?: string;
  options?: Record<string, unknown>;
  filePath?: string;
  template?: boolean;
  budget?: number;
}

export function configFor(rule: Rule, c: { options?: Record<string, unknown>; template?: boolean; budget?: number } = {}): ResolvedConfig {
  // A rule that judges the other rules' findings (the verdict) runs with the recommended rules beside it.
  const others: ResolvedConfig["rules"] = {};
  if (rule.meta.after) {
    for (const r of getBuiltinRules()) if (r.meta.recommended && r.meta.id !== rule.meta.id) others[r.meta.id] = { severity: 1, options: { ...(r.meta.defaultOptions as object) } };
  }
  return {
    filePath: null,
    rules: { ...others, [rule.meta.id]: { severity: rule.meta.defaultSeverity === "error" ? 2 : 1, options: { ...(rule.meta.defaultOptions as object), ...(c.options ?? {}) } } },
    settings: { budget: c.budget ?? 4000, encoding: "o200k_base", template: c.template ?? null },
    files: [],
    ignores: [],
    templates: [],
    customRules: [rule],
    timeLimit: 10_000,
    maxFileSize: 10 * 1024 * 1024,
  };
}

export function runRule(
  rule: Rule,
  code: string,
  c: { options?: Record<string, unknown>; filePath?: string; template?: boolean; budget?: number; projectRoot?: string | null; parentContext?: ParentContext | null } = {},
): LintMessage[] {
  const r = lintWithConfig(code, configFor(rule, c), { filePath: c.filePath ?? null, projectRoot: c.projectRoot ?? null, parentContext: c.parentContext ?? null });
  return r.messages.filter((m) => m.ruleId === rule.meta.id || m.fatal);
}

export function ruleTester(rule: Rule, cases: { valid: Array<string | ValidCase>; invalid: InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    const valid = cases.valid.map((v) => (typeof v === "string" ? { code: v } : v));
    it("has each case once", () => {
      expect(duplicateCases([...valid, ...cases.invalid])).toEqual([]);
    });
    valid.forEach((c, i) => {
      it(`valid #${i + 1}${c.name ? `: ${c.name}` : ""}`, () => {
        expect(optionsProblem(rule, c.options)).toBeNull();
        const messages = runRule(rule, c.code, c);
        expect(messages.map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
      });
    });
    cases.invalid.forEach((c, i) => {
      it(`invalid #${i + 1}${c.name ? `: ${c.name}` : ""}`, () => {
        expect(optionsProblem(rule, c.options)).toBeNull();
        const messages = runRule(rule, c.code, c);
        expect(messages.some((m) => m.fatal)).toBe(false);
        expect(unfilledMessages(rule, messages)).toEqual([]);
        expect(messages.length, messages.map((m) => `${m.line}:${m.column} ${m.message}`).join("\n")).toBe(c.errors.length);
        c.errors.forEach((e, j) => {
          const m = messages[j];
          if (e.messageId !== undefined) expect(m.messageId).toBe(e.messageId);
          if (e.line !== undefined) expect(m.line).toBe(e.line);
          if (e.column !== undefined) expect(m.column).toBe(e.column);
          if (e.endLine !== undefined) expect(m.endLine).toBe(e.endLine);
          if (e.endColumn !== undefined) expect(m.endColumn).toBe(e.endColumn);
          if (typeof e.message === "string") expect(m.message).toBe(e.message);
          else if (e.message) expect(m.message).toMatch(e.message);
        });
        // ESLint's rule: a case whose messages carry a fix says what the text becomes.
        if (c.output === undefined)
          expect(
            messages.some((m) => m.fix),
            "the rule fixes this case: give its `output`",
          ).toBe(false);
        if (c.output !== undefined) {
          const fixed = lintAndFix(c.code, configFor(rule, c), { filePath: c.filePath ?? null });
          if (c.output === null) expect(fixed.output).toBeUndefined();
          else expect(fixed.output ?? c.code).toBe(c.output);
        }
      });
    });
  });
}
