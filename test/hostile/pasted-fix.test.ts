// The pasted-content fix replaces a pasted copy of a file with a pointer to it; a line the writer added
// above the pasted text inside the fence is kept, a first-line comment naming the file is not.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../rules/pasted-content.js";
import { lintAndFix } from "../../src/engine/lint.js";
import { configFor } from "../helpers/rule-tester.js";
import { project } from "../core/tmp.js";

const body = Array.from({ length: 90 }, (_, i) => `export const value${i} = computeSomething(${i}, "label-${i}");`).join("\n");
const root = project({});
mkdirSync(join(root, "src"));
writeFileSync(join(root, "src", "values.ts"), body + "\n");
const fix = (code: string) => lintAndFix(code, configFor(rule), { projectRoot: root }).output;

describe("pasted-content's fix", () => {
  it.each([
    ["a note", "Note: the bug is in value42, leave the others alone."],
    ["a TODO comment", "// TODO: value7 is computed twice"],
    ["a question", "Why does value3 differ from the spec?"],
  ])("keeps %s the writer added above the pasted text inside the fence", (_what, line) => {
    const out = fix(`Refactor this file.\n\n\`\`\`ts title="src/values.ts"\n${line}\n${body}\n\`\`\`\n`);
    expect(out).toBeDefined();
    expect(out).toContain(line);
    expect(out).toContain("Read `src/values.ts` (not repeated here).");
    expect(out).not.toContain("value89");
  });

  it.each(["// src/values.ts", "/* src/values.ts */", "<!-- src/values.ts -->"])("drops a first-line comment naming the file (%s)", (line) => {
    const out = fix(`Refactor:\n\n\`\`\`ts\n${line}\n${body}\n\`\`\`\n`);
    expect(out).toBe("Refactor:\n\nRead `src/values.ts` (not repeated here).\n");
  });
});
