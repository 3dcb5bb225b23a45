// Severity follows evidence: under `recommended`, a finding whose mechanism leaves nothing in the text
// that could stand for what is missing is an error (the gate stops it); a weaker reading of the same
// concern stays a warning. Each pair below is one mechanism: the sure case and its near-miss.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";

const cwd = mkdtempSync(join(tmpdir(), "handoff-severity-"));

async function severityOf(text: string, ruleId: string): Promise<number | null> {
  const r = await lintText(text, { cwd, filePath: "task.md" });
  const hits = r.messages.filter((m) => m.ruleId === ruleId);
  return hits.length ? Math.max(...hits.map((m) => m.severity)) : null;
}

describe("severity from evidence", () => {
  it("a short text with no locator acting on an unnamed thing is an error; with a locator elsewhere, a warning", async () => {
    expect(await severityOf("Update the widget so it shows the new totals.", "action-without-target")).toBe(2);
    const located = "Update the widget so it shows the new totals. The totals come from `api/totals.ts`, and the same numbers feed the weekly report.";
    expect(await severityOf(located, "action-without-target")).not.toBe(2);
  });

  it("a menu of options with nothing picked is an error; a long backlog is an error alone, a warning beside another ask", async () => {
    const menu = "The import pipeline is merged and green.\n\n## Options for the next step\n\n- **Option A**: add retries to the fetcher\n- **Option B**: move the parser to a worker\n- **Option C**: write the migration guide\n";
    expect(await severityOf(menu, "task-menu")).toBe(2);
    const backlog = "# Backlog\n\n" + Array.from({ length: 12 }, (_, i) => `- [ ] item ${i + 1}: polish screen ${i + 1} of the settings flow`).join("\n") + "\n";
    expect(await severityOf(backlog, "task-menu")).toBe(2);
    // a weak ask outside the pool (a preparation) may be the start of working it from the top
    const prepared = "Read `docs/settings.md` first: it describes the flow and its screens.\n\n" + backlog;
    expect(await severityOf(prepared, "task-menu")).toBe(1);
  });

  it("material said to be handed over is an error in a text that presents none; beside a block that may be it, a warning", async () => {
    expect(await severityOf("Summarize the provided interview notes in five bullet points for the hiring committee.", "unsupplied-material")).toBe(2);
    const withBlock = "Summarize the provided interview notes in five bullet points for the hiring committee.\n\n```\nQ1: tell us about a hard bug. A: the cache race in checkout.\n```\n";
    expect(await severityOf(withBlock, "unsupplied-material")).toBe(1);
    // "the selected file" may be what a client passes along (an editor's selection): weaker evidence
    expect(await severityOf("Generate unit tests for the selected file using the project test framework.", "unsupplied-material")).toBe(1);
    // the same evidence in another language
    expect(await severityOf("Extraia o texto bruto do arquivo PDF fornecido e resuma os pontos principais em cinco tópicos para a equipe jurídica.", "unsupplied-material")).toBe(2);
  });

  it("a fill-in marker is an error; a lone letter in brackets is weaker evidence, a warning", async () => {
    expect(await severityOf("Running the import failed with:\n[INSERT ERROR MESSAGE]\n", "placeholder-left")).toBe(2);
    expect(await severityOf("Tell the customer that we have been on the market for [X] years.", "placeholder-left")).toBe(1);
  });

  it("a text that asks nothing at all is an error; a conditional ask is a warning", async () => {
    expect(await severityOf("The nightly export finished at 03:10 and wrote 4,210 rows to the warehouse table.", "no-request")).toBe(2);
    expect(await severityOf("The nightly export finished at 03:10. If the row count drops below 4,000, rerun it with `--full`.", "no-request")).toBe(1);
  });

  it("a loop or a two-word name that says whole files is an error; a one-word slot on its own line is a warning", async () => {
    const loop = "Review these files for security issues and list each finding with its line.\n\n{{#each files}}\n{{this.content}}\n{{/each}}\n";
    expect(await severityOf(loop, "bulk-slot")).toBe(2);
    expect(await severityOf("Review the code below for security issues and list each finding with its line.\n\n{file_contents}\n", "bulk-slot")).toBe(2);
    expect(await severityOf("Review the code below for security issues and list each finding with its line.\n\n{code}\n", "bulk-slot")).toBe(1);
  });
});

describe("asks that open with an acknowledgement or close with a question", () => {
  it("reads the ask after 'ok now' and a closing question after a comma", async () => {
    expect(await severityOf("ok now do the same for the settings page and keep the diff small", "no-request")).toBeNull();
    expect(await severityOf("Here is the stack trace from the nightly job, can you find what throws?", "no-request")).toBeNull();
    expect(await severityOf("Great, so rerun the migration on staging and send me the row count.", "no-request")).toBeNull();
  });

  it("still finds no ask in an acknowledgement alone", async () => {
    expect(await severityOf("ok, thanks for the update on the nightly export and the warehouse numbers.", "no-request")).not.toBeNull();
  });
});
