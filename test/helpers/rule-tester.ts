// A RuleTester in the shape of ESLint's: tables of valid and invalid cases for one rule.
import { describe, expect, it } from "vitest";
import type { Rule, ResolvedConfig, LintMessage, ParentContext } from "../../src/types.js";
import { lintWithConfig, lintAndFix } from "../../src/engine/lint.js";
import { getBuiltinRules } from "../../src/config/config.js";

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

export function runRule(rule: Rule, code: string, c: { options?: Record<string, unknown>; filePath?: string; template?: boolean; budget?: number; projectRoot?: string | null; parentContext?: ParentContext | null } = {}): LintMessage[] {
  const r = lintWithConfig(code, configFor(rule, c), { filePath: c.filePath ?? null, projectRoot: c.projectRoot ?? null, parentContext: c.parentContext ?? null });
  return r.messages.filter((m) => m.ruleId === rule.meta.id || m.fatal);
}

export function ruleTester(rule: Rule, cases: { valid: Array<string | ValidCase>; invalid: InvalidCase[] }): void {
  describe(rule.meta.id, () => {
    cases.valid.forEach((v, i) => {
      const c = typeof v === "string" ? { code: v } : v;
      it(`valid #${i + 1}${c.name ? `: ${c.name}` : ""}`, () => {
        const messages = runRule(rule, c.code, c);
        expect(messages.map((m) => `${m.line}:${m.column} ${m.message}`)).toEqual([]);
      });
    });
    cases.invalid.forEach((c, i) => {
      it(`invalid #${i + 1}${c.name ? `: ${c.name}` : ""}`, () => {
        const messages = runRule(rule, c.code, c);
        expect(messages.some((m) => m.fatal)).toBe(false);
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
        if (c.output !== undefined) {
          const fixed = lintAndFix(c.code, configFor(rule, c), { filePath: c.filePath ?? null });
          if (c.output === null) expect(fixed.output).toBeUndefined();
          else expect(fixed.output ?? c.code).toBe(c.output);
        }
      });
    });
  });
}
