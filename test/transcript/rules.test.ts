// The two parent-context rules through lintText: silent without a parent, silent for a fork or a resume.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../../src/api.js";
import { dispatchesOf, logText } from "./helpers.js";
import { sessionOf } from "./helpers.js";

const cwd = mkdtempSync(join(tmpdir(), "hl-rules-"));
const only = (id: string) => ({ config: { extends: [] as string[], rules: { [id]: "error" as const } }, cwd });

describe("unexplained-retry", () => {
  const log = logText("retry-failed.jsonl");
  const retry = dispatchesOf(sessionOf("retry-failed.jsonl"))[1].prompt;

  it("reports a retry of a failed dispatch, quoting the earlier error", async () => {
    const r = await lintText(retry, { ...only("unexplained-retry"), parentContext: { transcript: log.split("\n").slice(0, 5).join("\n"), label: "Port dates.ts to Temporal" } });
    expect(r.messages.map((m) => [m.ruleId, m.line, m.column, m.severity])).toEqual([["unexplained-retry", 1, 1, 2]]);
    expect(r.messages[0].message).toContain('which failed: "Error: RangeError: Temporal.ZonedDateTime requires a timeZone');
  });

  it("is silent without a parent context, for a fork, for a resume, and when the prompt says why", async () => {
    const head = log.split("\n").slice(0, 5).join("\n");
    expect((await lintText(retry, only("unexplained-retry"))).messages).toEqual([]);
    expect((await lintText(retry, { ...only("unexplained-retry"), parentContext: { transcript: head, inherits: "fork" } })).messages).toEqual([]);
    expect((await lintText(retry, { ...only("unexplained-retry"), parentContext: { transcript: head, inherits: "resume" } })).messages).toEqual([]);
    const explained = retry + " The previous attempt failed because parseInvoiceDate built a ZonedDateTime without a time zone.";
    expect((await lintText(explained, { ...only("unexplained-retry"), parentContext: head })).messages).toEqual([]);
  });
});

describe("omitted-parent-fact", () => {
  const prompt = "Make the failing test pass without changing what it asserts; the bug is in src/checkout/total.ts. Report the fix in two sentences.";

  it("names the one failing test from a transcript, and the fix writes it in", async () => {
    const r = await lintText(prompt, { ...only("omitted-parent-fact"), parentContext: logText("facts-failing-vitest.jsonl"), fix: true });
    expect(r.output).toBe(prompt.replace("the failing test", "the failing test (`test/checkout.test.ts > checkout > applies the coupon before tax`)"));
  });

  it("takes the parent's notes as well as a transcript", async () => {
    const notes = "Ran pytest:\nFAILED tests/test_api.py::test_rate_limit - assert 200 == 429\nThen called https://staging.example/api/v1/items, which answered 503.";
    const r = await lintText("Fix the failing test, then check the endpoint again.", { ...only("omitted-parent-fact"), parentContext: notes });
    expect(r.messages.map((m) => m.message)).toEqual([
      '"the failing test" is `tests/test_api.py::test_rate_limit` in your session (the one failing test your notes name). The worker never saw your session: name it.',
      '"the endpoint" is `https://staging.example/api/v1/items` in your session (the one URL the session called). The worker never saw your session: name it.',
    ]);
  });

  it("is silent without a parent context and when the log resolves several values", async () => {
    expect((await lintText(prompt, only("omitted-parent-fact"))).messages).toEqual([]);
    expect((await lintText(prompt, { ...only("omitted-parent-fact"), parentContext: logText("facts-ambiguous.jsonl") })).messages).toEqual([]);
  });
});
