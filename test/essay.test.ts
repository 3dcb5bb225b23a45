// The founding essay's failing case, end to end with the default configuration: a bare
// "write a blog post about X" dispatched as a retry is flagged for intent and context, and a
// rewrite in the essay's four-part shape (intent first, constraints that kill, minimum context,
// pointers; plus what to hand back) draws nothing at all.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../src/api.js";

const dir = join(import.meta.dirname, "..", "fixtures", "essay");
// No project root (no .git above a fresh temp folder), so pointers are not checked against this repository.
const cwd = mkdtempSync(join(tmpdir(), "handoff-essay-"));

describe("the essay's failing case", () => {
  it("flags the bare retry for intent and context", async () => {
    const r = await lintText(readFileSync(join(dir, "failing.handoff.md"), "utf8"), { cwd, filePath: "failing.handoff.md" });
    const concerns = new Set(r.messages.map((m) => m.concern));
    expect(concerns.has("intent")).toBe(true);
    expect(concerns.has("context")).toBe(true);
  });

  it("leaves the four-part rewrite clean", async () => {
    const r = await lintText(readFileSync(join(dir, "rewrite.handoff.md"), "utf8"), { cwd, filePath: "rewrite.handoff.md" });
    expect(r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)).toEqual([]);
  });
});
