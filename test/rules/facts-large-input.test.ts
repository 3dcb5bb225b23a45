// The facts rules on 1 MB adversarial inputs: they must simply complete (linear-time cues, bounded
// clause windows, indexed lookups). One parse per input, all facts rules on it.
import { describe, expect, it } from "vitest";
import type { ResolvedConfig, Rule } from "../../src/types.js";
import { lintWithConfig } from "../../src/engine/lint.js";
import placeholderLeft from "../../rules/placeholder-left.js";
import unsuppliedMaterial from "../../rules/unsupplied-material.js";
import actionWithoutTarget from "../../rules/action-without-target.js";
import outputWithoutDestination from "../../rules/output-without-destination.js";
import unresolvedReference from "../../rules/unresolved-reference.js";
import undeclaredSlot from "../../rules/undeclared-slot.js";
import unusedVariable from "../../rules/unused-variable.js";
import brokenPointer from "../../rules/broken-pointer.js";

const rules: Rule[] = [placeholderLeft, unsuppliedMaterial, actionWithoutTarget, outputWithoutDestination, unresolvedReference, undeclaredSlot, unusedVariable, brokenPointer];

function config(): ResolvedConfig {
  return {
    filePath: null,
    rules: Object.fromEntries(rules.map((r) => [r.meta.id, { severity: 1 as const, options: r.meta.id === "broken-pointer" ? { knownFiles: ["docs/a.md"] } : {} }])),
    settings: { budget: 4000, encoding: "o200k_base", template: null },
    files: [],
    ignores: [],
    templates: [],
    customRules: rules,
    timeLimit: 600_000,
    maxFileSize: 10 * 1024 * 1024,
  };
}

const MB = 1_000_000;
const repeatTo = (unit: string) => unit.repeat(Math.ceil(MB / unit.length));

describe("facts rules on 1 MB inputs", () => {
  it("one line of repeated cues", () => {
    const text = repeatTo("Review the provided logs you received. Use the usual creds on website; save it in a new file. See `docs/x.md`. [INSERT x] Endpoint: TBD :contentReference[oaicite:1]{index=1} ");
    const r = lintWithConfig(text, config(), {});
    expect(r.messages.filter((m) => m.fatal)).toEqual([]);
    expect(new Set(r.messages.map((m) => m.ruleId)).size).toBeGreaterThanOrEqual(5);
  }, 600_000);
  it("one line of a single cue word", () => {
    const r = lintWithConfig(repeatTo("the provided "), config(), {});
    expect(r.messages.filter((m) => m.fatal)).toEqual([]);
  }, 600_000);
  it("a template with a huge frontmatter and many slots", () => {
    const names = Array.from({ length: 2000 }, (_, i) => `v${i}`);
    const body = repeatTo("{{ v1 }} {{ w }} {% for x in xs %}{{ x }}{% endfor %} ");
    const text = `---\nvariables: [${names.join(", ")}]\n---\n${body}`;
    const r = lintWithConfig(text, config(), {});
    expect(r.messages.filter((m) => m.fatal)).toEqual([]);
    expect(r.messages.some((m) => m.ruleId === "unused-variable")).toBe(true);
  }, 600_000);
});
