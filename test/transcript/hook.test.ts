// At dispatch time: the hook reads the log the payload names and stops a retry that does not say what failed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decideHook, parseHookArgs } from "../../src/integrations/hook.js";
import { TRANSCRIPTS } from "./helpers.js";

const CWD = mkdtempSync(join(tmpdir(), "hl-hook-"));

/** The recorded payload, its transcript path made absolute (or changed by `edit`). */
function payload(edit?: (p: Record<string, any>) => void): string {
  const p = JSON.parse(readFileSync(join(TRANSCRIPTS, "hook-payload-retry.json"), "utf8")) as Record<string, any>;
  p.transcript_path = join(TRANSCRIPTS, p.transcript_path as string);
  p.cwd = CWD;
  edit?.(p);
  return JSON.stringify(p);
}

async function hook(input: string, client = "claude-code") {
  const o = parseHookArgs([client]);
  if (typeof o === "string") throw new Error(o);
  return decideHook({ text: input, over: false, bytes: Buffer.byteLength(input) }, o, CWD);
}

const reasonOf = (stdout: string): string | null => (stdout.trim() ? ((JSON.parse(stdout) as any).hookSpecificOutput?.permissionDecisionReason ?? null) : null);

describe("hook claude-code with the parent's transcript", () => {
  it("stops the unexplained retry of a failed first dispatch and names the earlier error", async () => {
    const out = await hook(payload());
    const reason = reasonOf(out.stdout);
    expect(reason).toContain("[unexplained-retry]");
    expect(reason).toContain(`"Add API rate limiting" (line 2 of the session log), which failed: "Error: Cannot find module 'ioredis' imported from src/api/limit.ts"`);
    expect(out.stderr).toBe("");
  });

  it("lets the same prompt through when the payload names no transcript, or one that cannot be read", async () => {
    for (const input of [payload((p) => delete p.transcript_path), payload((p) => (p.transcript_path = join(CWD, "missing.jsonl"))), payload((p) => (p.transcript_path = "relative/path.jsonl"))]) {
      const out = await hook(input);
      expect(out).toEqual({ code: 0, stdout: "", stderr: "" });
    }
  });

  it("lets the retry through when it says what failed", async () => {
    const out = await hook(
      payload((p) => {
        p.tool_input.prompt =
          "Add per-key rate limiting to the public API in src/api/: 100 requests a minute, answered with 429 and a Retry-After header. The first attempt failed because it imported ioredis, which is not installed: keep the counts in memory. Cover it in test/api/limit.test.ts and run npm test before you report.";
      }),
    );
    expect(reasonOf(out.stdout)).toBeNull();
  });

  it("a fork of the failed task gets no history finding", async () => {
    const out = await hook(payload((p) => (p.tool_input.subagent_type = "fork")));
    expect(reasonOf(out.stdout) ?? "").not.toContain("unexplained-retry");
  });

  it("reads a log whose last line is still being written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hl-hook-log-"));
    const log = join(dir, "s.jsonl");
    writeFileSync(log, readFileSync(join(TRANSCRIPTS, "hook-failed-first.jsonl"), "utf8") + '{"type":"assistant","message":{"content":[{"type":"te');
    const out = await hook(payload((p) => (p.transcript_path = log)));
    expect(reasonOf(out.stdout)).toContain("Cannot find module 'ioredis'");
  });

  it("never quotes a secret the log shows", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hl-hook-secret-"));
    const log = join(dir, "s.jsonl");
    const text = readFileSync(join(TRANSCRIPTS, "hook-failed-first.jsonl"), "utf8").replace("Error: Cannot find module 'ioredis'", "Error: 401 from the registry with NPM_TOKEN=npm_aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF3hJ6");
    writeFileSync(log, text);
    const reason = reasonOf((await hook(payload((p) => (p.transcript_path = log)))).stdout)!;
    expect(reason).toContain("NPM_TOKEN=[redacted]");
    expect(reason).not.toContain("npm_aB3dE6");
  });
});
