import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rule from "../../rules/pasted-content.js";
import { configFor, ruleTester, runRule } from "../helpers/rule-tester.js";
import { lintAndFix } from "../../src/engine/lint.js";

const sqlLines = (n: number) => Array.from({ length: n }, (_, i) => `  col_${i} TEXT NOT NULL DEFAULT 'value ${i}',`).join("\n");
const tsFile = (n: number) => Array.from({ length: n }, (_, i) => `export const value${i} = compute(${i}, "${"x".repeat(i % 7)}");`).join("\n");
const proseLines = (n: number) => Array.from({ length: n }, (_, i) => `Check the contact form on page ${i + 1}, submit it once, and note whether the message arrives.`).join("\n");

ruleTester(rule, {
  valid: [
    { name: "short error message in a fence", code: "Fix the test.\n\n```\nAssertionError: expected 1 to equal 2\n  at test/a.spec.ts:4:9\n```\n" },
    { name: "long list of steps is instructions", code: `# Steps\n\n${Array.from({ length: 120 }, (_, i) => `- Step ${i}: update the handler for route ${i} and run its tests again.`).join("\n")}\n` },
    { name: "prompt wrapped in a plain fence", code: `Copy the prompt below.\n\n\`\`\`\n${proseLines(100)}\n\`\`\`\n` },
    { name: "the shape of the answer is a spec, not material", code: `Respond in the following format:\n\n\`\`\`json\n{\n${Array.from({ length: 100 }, (_, i) => `  "field_${i}": "<value ${i}>",`).join("\n")}\n}\n\`\`\`\n` },
    { name: "60-line code block under the line bar", code: `Implement this entity.\n\n\`\`\`csharp\n${tsFile(60)}\n\`\`\`\n` },
    { name: "code to add, introduced by a label and then its making verb", code: `Fix the card sizing.\n\n**Changes to make in \`style.css\`** — add at the bottom:\n\n\`\`\`ts\n${tsFile(150)}\n\`\`\`\n` },
    { name: "a new file to create, introduced by its making verb", code: `Add tests for the rate limiter.\n\n**Create the test file** \`internal/limit_test.go\`:\n\n\`\`\`go\n${tsFile(150)}\n\`\`\`\n` },
    {
      // the heading says the section is what to make: the tree and the schema do not exist yet
      name: "a file tree under a heading of what to create",
      code: "Build the invoicing tool.\n\n## Project structure to create\n\n```\n" + Array.from({ length: 150 }, (_, i) => `├── app/part_${i}/view_${i}.py`).join("\n") + "\n```\n",
    },
    { name: "a schema under a heading that proposes it", code: `Build the invoicing tool.\n\n### Proposed schema\n\n\`\`\`sql\nCREATE TABLE invoices (\n${sqlLines(148)}\n);\n\`\`\`\n` },
    { name: "an example label proposes the code", code: `Expand the asset tests.\n\n**Example: a table-driven test for the loader**\n\n\`\`\`go\n${tsFile(150)}\n\`\`\`\n` },
    {
      // a form the worker fills in: different blanks every few lines
      name: "a report template with blanks to fill is the shape of the answer",
      code: `## Plan\n\n\`\`\`markdown\n# Plan: [Feature Name]\n> **Date**: YYYY-MM-DD\n> **Owner**: [Owner]\n${Array.from({ length: 40 }, (_, i) => `## Phase ${i + 1}: [Phase ${i + 1} Goal]\n- Files: [files touched in phase ${i + 1}]\n- Effort: [X hours]`).join("\n")}\n\`\`\`\n`,
    },
    { name: "limits raised by options", code: `Here:\n\n\`\`\`sql\nCREATE TABLE t (\n${sqlLines(100)}\n);\n\`\`\`\n`, options: { maxLines: 200, hardMaxTokens: 100000 } },
  ],
  invalid: [
    {
      // a label that names what the code is, then a dash, is no verb of making: the module as it stands is material
      name: "code introduced as what exists, after a dash",
      code: `Fix the card sizing.\n\n**The module** — as it stands now:\n\n\`\`\`ts\n${tsFile(150)}\n\`\`\`\n`,
      errors: [{ messageId: "pasted" }],
      output: null,
    },
    {
      // bracketed tags on every line of a log are its values, not blanks: the same few, over and over
      name: "a pasted log with bracketed tags",
      code: "The API hung this morning. Here is the pod log:\n\n```\n" + Array.from({ length: 150 }, (_, i) => `2026-05-21T09:${String(i % 60).padStart(2, "0")}:00Z INFO [${i % 2 ? "http" : "pool"}] GET /api/orders/${i} 200 ${i}ms`).join("\n") + "\n```\n",
      errors: [{ messageId: "pasted", line: 3 }],
      output: null,
    },
    {
      // a tree of file names is the repository's listing, which the worker can print
      name: "a pasted file tree",
      code: "Continue the port.\n\n```\n" + Array.from({ length: 150 }, (_, i) => `├── src/module_${i}/handler_${i}.py`).join("\n") + "\n```\n",
      errors: [{ messageId: "pasted", line: 3 }],
      output: null,
    },
    {
      // a heading that names what exists ("Files to change", "Current structure") is no heading of what to make
      name: "a file tree under a heading of the files to change",
      code: "Continue the port.\n\n## Files to change\n\n```\n" + Array.from({ length: 150 }, (_, i) => `├── src/module_${i}/handler_${i}.py`).join("\n") + "\n```\n",
      errors: [{ messageId: "pasted", line: 5 }],
      output: null,
    },
    {
      name: "a schema under a heading of the current one",
      code: `Wire the app to the database.\n\n### Current schema\n\n\`\`\`sql\nCREATE TABLE users (\n${sqlLines(148)}\n);\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 5 }],
      output: null,
    },
    {
      // "Write …" opens the line, but the colon ends another sentence: the block is material the writer captured
      name: "a making verb in an earlier sentence of the lead-in",
      code: `Write the types for it. Here is the module I have now:\n\n\`\`\`ts\n${tsFile(150)}\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 3 }],
      output: null,
    },
    {
      // an example of existing output is material, not a proposal
      name: "an example of the output it printed",
      code: `The exporter crashes. Here is an example of what it printed:\n\n\`\`\`ts\n${tsFile(150)}\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 3 }],
      output: null,
    },
    {
      name: "150-line SQL schema",
      code: `Wire the app to this schema.\n\n\`\`\`sql\nCREATE TABLE users (\n${sqlLines(148)}\n);\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 3, column: 1, endLine: 3, endColumn: 7, message: /lines of data \(\d+ tokens\) are pasted inline/ }],
      output: null,
    },
    {
      name: "a long log in a plain fence",
      code: `Why does it retry?\n\n\`\`\`\n${Array.from({ length: 90 }, (_, i) => `2025-03-01T12:${String(i % 60).padStart(2, "0")}:00Z INFO worker-${i % 4} job=${1000 + i} attempt=${1 + (i % 3)}`).join("\n")}\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 3, message: /log output/ }],
    },
    {
      name: "a raw run of JSON left as a paragraph",
      code: `Build the component.\n\n<input>\n${Array.from({ length: 100 }, (_, i) => `  {"name": "node${i}", "x": ${i}, "y": ${i * 2}, "fills": [{"r": 0.1, "g": 0.2}]},`).join("\n")}\n</input>\n`,
      errors: [{ messageId: "pasted", line: 3, message: /lines of data/ }],
    },
    {
      name: "a conversation transcript",
      code: `Continue from here.\n\n\`\`\`\n${Array.from({ length: 50 }, (_, i) => `User: can you change the colour of button ${i} to the brand blue?\nAssistant: Done, button ${i} now uses the brand blue token.`).join("\n")}\n\`\`\`\n`,
      errors: [{ messageId: "pasted", line: 3, message: /conversation transcript/ }],
    },
  ],
});

describe("pasted-content pointer fix", () => {
  const root = mkdtempSync(join(tmpdir(), "hl-pasted-"));
  mkdirSync(join(root, "src"), { recursive: true });
  const body = tsFile(90);
  writeFileSync(join(root, "src", "values.ts"), body + "\n");
  writeFileSync(join(root, "src", "other.ts"), "export const other = 1;\n");

  it("replaces a block with a pointer when the named file holds the same text", () => {
    const code = `Refactor this file.\n\n\`\`\`ts title="src/values.ts"\n${body}\n\`\`\`\n\nKeep the exports.\n`;
    const messages = runRule(rule, code, { projectRoot: root });
    expect(messages).toHaveLength(1);
    expect(messages[0].messageId).toBe("sameFile");
    expect(messages[0].message).toContain("`src/values.ts` holds the same text");
    const fixed = lintAndFix(code, configFor(rule), { projectRoot: root });
    expect(fixed.output).toBe("Refactor this file.\n\nRead `src/values.ts` (not repeated here).\n\nKeep the exports.\n");
  });

  it("finds the path in a first-line comment, ignoring that header line", () => {
    const code = `Refactor:\n\n\`\`\`ts\n// src/values.ts\n${body}\n\`\`\`\n`;
    const messages = runRule(rule, code, { projectRoot: root });
    expect(messages.map((m) => m.messageId)).toEqual(["sameFile"]);
  });

  it("drops a label line that only names the file", () => {
    const code = `Refactor this file.\n\n\`src/values.ts\`:\n\n\`\`\`ts\n${body}\n\`\`\`\n`;
    const fixed = lintAndFix(code, configFor(rule), { projectRoot: root });
    expect(fixed.output).toBe("Refactor this file.\n\nRead `src/values.ts` (not repeated here).\n");
  });

  it("names an existing file that differs, without a fix", () => {
    const code = `Compare with:\n\n\`src/other.ts\`:\n\n\`\`\`ts\n${body}\n\`\`\`\n`;
    const messages = runRule(rule, code, { projectRoot: root });
    expect(messages.map((m) => m.messageId)).toEqual(["fileExists"]);
    expect(messages[0].fix).toBeUndefined();
  });

  it("offers no file lookup without a project root", () => {
    const code = `Refactor this file.\n\n\`\`\`ts title="src/values.ts"\n${body}\n\`\`\`\n`;
    expect(runRule(rule, code).map((m) => m.messageId)).toEqual(["pasted"]);
  });

  it("completes on a 1 MB adversarial fence", () => {
    const code = "```\n" + "a/b/c.ts = x; ".repeat(80_000) + "\n```\n";
    expect(code.length).toBeGreaterThan(1_000_000);
    const messages = runRule(rule, code);
    expect(messages.length).toBeLessThanOrEqual(1);
  }, 120_000);
});

// A table the writer wrote (its cells are phrases) is the handoff's own content; a table of values is material.
{
  const row = (i: number) => `| Pitfall ${i} | The worker forgets to reset the replay buffer between runs ${i} | Call reset before each episode and check the size |`;
  const prose = "Fix the reward scaling in `train.py` so episodes converge.\n\n| Pitfall | Why it bites | What to do |\n|---|---|---|\n" + Array.from({ length: 30 }, (_, i) => row(i)).join("\n") + "\n";
  const data = "Fix the reward scaling in `train.py` so episodes converge.\n\n| step | reward | loss | eps |\n|---|---|---|---|\n" + Array.from({ length: 120 }, (_, i) => `| ${i} | ${(i * 0.37).toFixed(2)} | ${(1 / (i + 1)).toFixed(4)} | 0.${i % 10} |`).join("\n") + "\n";
  ruleTester(rule, {
    valid: [{ name: "a pitfalls table of phrases", code: prose }],
    invalid: [{ name: "a pasted table of values", code: data, errors: [{ messageId: "pasted" }] }],
  });
}

// Commands the worker is to run are steps; a shell session with prompts is a run's output (texts of my own).
{
  const commands = Array.from({ length: 120 }, (_, i) => (i % 2 ? `psql "$DATABASE_URL" -c "select count(*) from table_${i}"` : `# step ${i / 2 + 1}: check table ${i}`)).join("\n");
  const session = Array.from({ length: 120 }, (_, i) => (i % 2 ? ` count: ${1000 + i}` : `$ psql "$DATABASE_URL" -c "select count(*) from table_${i}"`)).join("\n");
  ruleTester(rule, {
    valid: [{ name: "a runbook's commands", code: `Run the migration checks on staging before the deploy:\n\n\`\`\`bash\n${commands}\n\`\`\`\n` }],
    invalid: [{ name: "a session with prompts and output", code: `Here is what the checks printed on staging:\n\n\`\`\`bash\n${session}\n\`\`\`\n\nFind the table whose count dropped.\n`, errors: [{ messageId: "pasted" }], output: null }],
  });
}
