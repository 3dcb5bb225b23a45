// Every fixture under fixtures/rules/<rule-id>/ carries its expectations as markers:
//   <!-- expect: rule-id -->        a message of that rule starts on the next line
//   <!-- expect-file: rule-id -->   the rule reports somewhere in the file (file-level findings)
//   <!-- parent: path/to/log.jsonl --> the parent's session log (relative to the fixture), for the rules that read it
// A fixture with no marker must stay clean for that rule. Only the folder's rule runs.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getBuiltinRules } from "../src/config/config.js";
import { runRule } from "./helpers/rule-tester.js";
import { toParentContext } from "../src/transcript/context.js";

const root = join(import.meta.dirname, "..", "fixtures", "rules");
const rules = new Map(getBuiltinRules().map((r) => [r.meta.id, r]));

describe("rule fixtures", () => {
  it("every rule has a fixture folder with a hit and a clean file", () => {
    for (const id of rules.keys()) {
      const dir = join(root, id);
      expect(existsSync(dir), `fixtures/rules/${id}/ is missing`).toBe(true);
      const files = readdirSync(dir).filter((f) => f.endsWith(".md") || f.endsWith(".txt") || f.endsWith(".prompt"));
      const texts = files.map((f) => readFileSync(join(dir, f), "utf8"));
      expect(texts.some((t) => /<!--\s*expect(-file)?:/.test(t)), `${id}: no fixture with a hit`).toBe(true);
      expect(texts.some((t) => !/<!--\s*expect(-file)?:/.test(t)), `${id}: no clean fixture`).toBe(true);
    }
  });
  if (!existsSync(root)) return;
  for (const id of readdirSync(root)) {
    const rule = rules.get(id);
    const dir = join(root, id);
    for (const f of readdirSync(dir)) {
      it(`${id}/${f}`, () => {
        expect(rule, `no rule named ${id}`).toBeDefined();
        const text = readFileSync(join(dir, f), "utf8");
        const lines = text.split(/\r\n|\r|\n/);
        const expected: number[] = [];
        let fileLevel = false;
        lines.forEach((l, i) => {
          const m = /<!--\s*expect(-file)?:\s*([\w\s,-]+?)\s*-->/.exec(l);
          if (!m || !m[2].split(/[\s,]+/).includes(id)) return;
          if (m[1]) fileLevel = true;
          else expected.push(i + 2);
        });
        // The fixture folder is the project root, so pointer rules can be shown both ways.
        const parent = /<!--\s*parent:\s*(\S+)\s*-->/.exec(text);
        const parentContext = parent ? toParentContext(readFileSync(join(dir, parent[1]), "utf8")) : null;
        const messages = runRule(rule!, text, { filePath: join(dir, f), projectRoot: dir, parentContext });
        expect(messages.filter((m) => m.fatal)).toEqual([]);
        const got = messages.map((m) => m.line);
        const detail = messages.map((m) => `${m.line}:${m.column} ${m.message}`).join("\n");
        for (const line of expected) expect(got, `expected a hit on line ${line}\n${detail}`).toContain(line);
        if (fileLevel) expect(messages.length, "expected a file-level hit").toBeGreaterThan(0);
        if (!fileLevel) expect(got.filter((l) => !expected.includes(l)), `unexpected hits\n${detail}`).toEqual([]);
      });
    }
  }
});
