// Each rule's doc page exists, explains why, lists options, and its examples are linted:
// a ```markdown incorrect block must draw the rule, a ```markdown correct block must not.
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getBuiltinRules } from "../src/config/config.js";
import { runRule } from "./helpers/rule-tester.js";
import { toParentContext } from "../src/transcript/context.js";

const docsDir = join(import.meta.dirname, "..", "docs", "rules");

// The info string may add `budget=N` (token budget for the example), `parent=PATH` (the parent's session log,
// from the repository root) and `options={...}` (JSON).
interface Example {
  kind: "correct" | "incorrect";
  code: string;
  budget?: number;
  options?: Record<string, unknown>;
  parent?: string;
}
function examples(md: string): Example[] {
  const out: Example[] = [];
  const re = /^(`{3,}|~{3,})[ \t]*(?:markdown|md|text)[ \t]+(correct|incorrect)([^\n]*)\n([\s\S]*?)^\1[ \t]*$/gm;
  for (let m = re.exec(md); m; m = re.exec(md)) {
    const info = m[3];
    const budget = /\bbudget=(\d+)/.exec(info);
    const options = /\boptions=(\{.*\})\s*$/.exec(info);
    const parent = /\bparent=(\S+)/.exec(info);
    out.push({ kind: m[2] as "correct" | "incorrect", code: m[4], budget: budget ? Number(budget[1]) : undefined, options: options ? JSON.parse(options[1]) : undefined, parent: parent?.[1] });
  }
  return out;
}

describe("rule docs", () => {
  for (const rule of getBuiltinRules()) {
    const id = rule.meta.id;
    it(`${id}: doc page with why, examples and options`, () => {
      const file = join(docsDir, `${id}.md`);
      expect(existsSync(file), `docs/rules/${id}.md is missing`).toBe(true);
      const md = readFileSync(file, "utf8");
      expect(md).toMatch(new RegExp(`^# ${id}\\b`, "m"));
      expect(md).toMatch(/^## Why/m);
      expect(md).toMatch(/^## Options/m);
      expect(rule.meta.docs).toContain(`docs/rules/${id}.md`);
      const ex = examples(md);
      expect(ex.some((e) => e.kind === "incorrect"), "no ```markdown incorrect example").toBe(true);
      expect(ex.some((e) => e.kind === "correct"), "no ```markdown correct example").toBe(true);
      for (const e of ex) {
        const parentContext = e.parent ? toParentContext(readFileSync(join(docsDir, "..", "..", e.parent), "utf8")) : null;
        const messages = runRule(rule, e.code, { budget: e.budget, options: e.options, parentContext });
        if (e.kind === "incorrect") expect(messages.length, `incorrect example drew nothing:\n${e.code}`).toBeGreaterThan(0);
        else expect(messages.map((m) => m.message), `correct example drew a message:\n${e.code}`).toEqual([]);
      }
    });
  }
});
