// The README is the front door: its two commands, and a rules table that matches the rules.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getBuiltinRules } from "../src/config/config.js";
// @ts-expect-error: a plain ESM script without types
import { rulesTable, withTable } from "../scripts/rules-table.mjs";

const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");

describe("README", () => {
  it("shows the two front-door commands", () => {
    expect(readme).toContain("npm install && npx handoff-lint fixtures/examples");
    expect(readme).toContain("npm install && npm test");
  });
  it("lists every rule as the rules define themselves (run: node scripts/rules-table.mjs --write)", () => {
    const table = rulesTable(getBuiltinRules());
    expect(withTable(readme, table)).toBe(readme);
  });
});
