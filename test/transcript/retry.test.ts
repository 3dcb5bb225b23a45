// Retries found from the log's structure: the same task after a failure, a cancellation or a correction.
import { describe, expect, it } from "vitest";
import { errorExcerpt, findRetry, promptSimilarity } from "../../src/transcript/retry.js";
import { historyBefore } from "../../src/transcript/session.js";
import type { Session } from "../../src/transcript/model.js";
import { dispatchesOf, sessionOf } from "./helpers.js";

/** The retry (if any) the n-th dispatch of a log makes, judged on the history before it. */
function retryAt(name: string, n: number) {
  const s = sessionOf(name);
  const d = dispatchesOf(s)[n];
  return findRetry(d.prompt, d.label, historyBefore(s, d.seq, d.thread));
}

describe("findRetry", () => {
  it("a second dispatch of a failed task is a retry, with the error line as evidence", () => {
    const r = retryAt("retry-failed.jsonl", 1)!;
    expect(r.cause).toBe("failed");
    expect(r.earlier.line).toBe(4);
    expect(r.evidence).toBe("Error: RangeError: Temporal.ZonedDateTime requires a timeZone; parseInvoiceDate got undefined (src/dates.ts:41)");
  });

  it("the latest earlier attempt decides: the third dispatch retries the second", () => {
    expect(retryAt("retry-failed.jsonl", 2)?.earlier.line).toBe(7);
  });

  it("a user's correction after the result makes the next same dispatch a retry", () => {
    const r = retryAt("retry-corrected.jsonl", 1)!;
    expect(r.cause).toBe("corrected");
    expect(r.evidence).toMatch(/^No, that's wrong: it left out the breaking changes/);
  });

  it("Codex: a spawn_agent whose agent errored, spawned again with the same message", () => {
    const r = retryAt("codex-retry.jsonl", 1)!;
    expect([r.cause, r.earlier.line]).toEqual(["failed", 5]);
    expect(r.evidence).toMatch(/^sandbox denied network access/);
  });

  it("near-misses: a first dispatch, a different task after a failure, the same task after a success", () => {
    expect(retryAt("retry-failed.jsonl", 0)).toBeNull();
    expect(retryAt("codex-retry.jsonl", 2)).toBeNull();
    expect(retryAt("spotter-fa812bfe.jsonl", 1)).toBeNull();
    const ok: Session = {
      format: "claude-code",
      unreadableLines: 0,
      partial: false,
      events: [
        { kind: "dispatch", seq: 0, line: 1, thread: "main", id: "a", tool: "Task", prompt: "Summarize docs/design.md in 200 words.", label: "Summarize design", inherits: "fresh", outcome: { failed: false, text: "Done.", line: 2 } },
      ],
    };
    expect(findRetry("Summarize docs/design.md in 200 words.", "Summarize design", ok)).toBeNull();
  });

  it("a dispatch with no result yet (the one being checked, logged before its hook) is passed over", () => {
    const s = sessionOf("hook-failed-first.jsonl");
    const [first, current] = dispatchesOf(s);
    expect(current.outcome).toBeNull();
    expect(findRetry(current.prompt, current.label, s)?.earlier.line).toBe(first.line);
  });
});

describe("promptSimilarity and errorExcerpt", () => {
  it("near-identical prompts score high, different tasks low", () => {
    const a = "Port src/dates.ts from moment to the Temporal API. Keep every exported signature.";
    expect(promptSimilarity(a, a)).toBe(1);
    expect(promptSimilarity(a, a.replace("Temporal API", "Temporal API (the polyfill is installed)"))).toBeGreaterThanOrEqual(0.8);
    expect(promptSimilarity(a, "Write the release notes for 2.0 from CHANGELOG.md.")).toBeLessThan(0.2);
  });

  it("picks the line that holds the error, and masks a secret in it", () => {
    expect(errorExcerpt("Agent stopped.\nError: 401 for https://x.example with token=sk-live-4f9a8b7c6d5e4f3a2b1c0d9e")).toBe("Error: 401 for https://x.example with token=[redacted]");
    expect(errorExcerpt("x".repeat(400)).length).toBe(160);
  });
});

describe("corrections", () => {
  const base = (userText: string, between = false): Session => ({
    format: "claude-code",
    unreadableLines: 0,
    partial: false,
    events: [
      { kind: "dispatch", seq: 0, line: 1, thread: "main", id: "a", tool: "Task", prompt: "Draft the 2.0 release notes from CHANGELOG.md.", label: "Release notes", inherits: "fresh", outcome: { failed: false, text: "Wrote docs/releases/2.0.md", line: 2 } },
      ...(between ? [{ kind: "dispatch" as const, seq: 1, line: 3, thread: "main", id: "b", tool: "Task", prompt: "Tag the release.", label: "Tag", inherits: "fresh" as const, outcome: { failed: false, text: "Tagged v2.0.0", line: 4 } }] : []),
      { kind: "user", seq: 2, line: 5, thread: "main", text: userText },
    ],
  });
  const again = (s: Session) => findRetry("Draft the 2.0 release notes from CHANGELOG.md.", "Release notes", s);

  it("a correction right after the result counts", () => {
    expect(again(base("No, it left out the breaking changes."))?.cause).toBe("corrected");
    expect(again(base("That's wrong: the dates are off by a day."))?.cause).toBe("corrected");
  });

  it("an ordinary reply, or a correction after other work was dispatched, does not", () => {
    expect(again(base("No worries, looks good. Now draft it again for the blog."))).toBeNull();
    expect(again(base("No, it left out the breaking changes.", true))).toBeNull();
  });
});
