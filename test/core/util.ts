// Shared by the core tests: resolved configs built around the test-only rules in fixtures/core/plugins.
import { join } from "node:path";
import type { ResolvedConfig, Rule } from "../../src/types.js";
// @ts-expect-error: a plain JS module of test rules
import testRules, { mark, warnWord, fixer, thrower } from "../../fixtures/core/plugins/mark.mjs";

export const ROOT = join(import.meta.dirname, "..", "..");
export const PLUGIN = join(ROOT, "fixtures", "core", "plugins", "mark.mjs");
export const TOUCH_PLUGIN = join(ROOT, "fixtures", "core", "plugins", "touch.mjs");
export const rules = { mark, warnWord, fixer, thrower } as Record<string, Rule>;
export const allTestRules = testRules as Rule[];

/** A resolved config running only the given test rules at their default severity. */
export function testConfig(
  ruleList: Rule[],
  o: { options?: Record<string, Record<string, unknown>>; budget?: number; encoding?: "o200k_base" | "cl100k_base" } = {},
): ResolvedConfig {
  return {
    filePath: null,
    rules: Object.fromEntries(
      ruleList.map((r) => [r.meta.id, { severity: r.meta.defaultSeverity === "error" ? 2 : 1, options: { ...(r.meta.defaultOptions as object), ...(o.options?.[r.meta.id] ?? {}) } }]),
    ),
    settings: { budget: o.budget ?? 4000, encoding: o.encoding ?? "o200k_base", template: null },
    files: [],
    ignores: [],
    templates: [],
    customRules: ruleList,
    timeLimit: 10_000,
    maxFileSize: 10 * 1024 * 1024,
  };
}
