// The two log formats, read into one model: on real Claude Code transcripts and on realistic logs.
import { describe, expect, it } from "vitest";
import { commandUrls, historyBefore } from "../../src/transcript/session.js";
import { dispatchesOf, sessionOf } from "./helpers.js";

describe("Claude Code transcripts", () => {
  it("finds the Task dispatches of a real session at their lines, with their results", () => {
    const s = sessionOf("spotter-fa812bfe.jsonl");
    expect(s.format).toBe("claude-code");
    const ds = dispatchesOf(s);
    expect(ds.map((d) => [d.line, d.tool, d.label, d.inherits, d.thread])).toEqual([
      [12, "Task", "Explore existing codebase", "fresh", "main"],
      [167, "Task", "Explore sync and transcript code", "fresh", "main"],
    ]);
    expect(ds[0].prompt).toMatch(/^Explore the codebase to understand the current structure/);
    expect(ds.map((d) => [d.outcome?.line, d.outcome?.failed])).toEqual([
      [13, false],
      [168, false],
    ]);
    // the parent's own tool calls are there too, for the fact resolution
    expect(s.events.some((e) => e.kind === "call" && e.tool === "Bash" && e.command)).toBe(true);
  });

  it("reads a real sub-agent log as its own sidechain thread", () => {
    const s = sessionOf("spotter-fa812bfe/subagents/agent-a93ccab.jsonl");
    expect(s.events.length).toBeGreaterThan(0);
    expect(new Set(s.events.map((e) => e.thread))).toEqual(new Set(["side:a93ccab"]));
    expect(dispatchesOf(s)).toEqual([]);
  });

  it("reads a Plan dispatch with a model override, and the user's typed words but not the client's inserts", () => {
    const s = sessionOf("spotter-subagent.jsonl");
    const ds = dispatchesOf(s);
    expect(ds.map((d) => [d.line, d.label])).toEqual([[27, "Draft beads for linting setup"]]);
    for (const e of s.events) if (e.kind === "user") expect(e.text).not.toMatch(/^<(?:command-|local-command|system-reminder)/);
  });

  it("marks failed results, a fork, and edits and URLs the parent made", () => {
    const failed = dispatchesOf(sessionOf("retry-failed.jsonl"));
    expect(failed.map((d) => d.outcome?.failed)).toEqual([true, true, false]);
    expect(dispatchesOf(sessionOf("fork-of-failed.jsonl")).map((d) => d.inherits)).toEqual(["fresh", "fork"]);
    const facts = sessionOf("facts-parent-knew.jsonl");
    expect(facts.events.flatMap((e) => (e.kind === "call" ? e.edited : []))).toEqual(["/home/dev/projects/invoicer/config/parser.toml"]);
    expect(facts.events.flatMap((e) => (e.kind === "call" ? e.urls : []))).toEqual(["https://staging.invoicer.example/api/v2/parse"]);
  });
});

describe("Codex rollouts", () => {
  it("finds spawn_agent calls, settles them from wait_agent, and reads fork_turns", () => {
    const s = sessionOf("codex-retry.jsonl");
    expect(s.format).toBe("codex");
    const ds = dispatchesOf(s);
    expect(ds.map((d) => [d.line, d.tool, d.label, d.inherits])).toEqual([
      [5, "spawn_agent", null, "fresh"],
      [9, "spawn_agent", null, "fresh"],
      [11, "spawn_agent", "check_endpoint", "fresh"],
    ]);
    expect(ds[0].outcome).toEqual({ failed: true, text: expect.stringMatching(/^sandbox denied network access/), line: 8 });
    expect(ds[1].outcome).toBeNull();
    const curl = s.events.find((e) => e.kind === "call" && e.tool === "exec_command");
    expect(curl).toMatchObject({ command: "curl -s -i https://labels.staging.example/v1/labels", urls: ["https://labels.staging.example/v1/labels"], outcome: { failed: false } });
  });
});

describe("history and commands", () => {
  it("history before a dispatch holds only what its thread logged earlier", () => {
    const s = sessionOf("retry-failed.jsonl");
    const [, second] = dispatchesOf(s);
    const h = historyBefore(s, second.seq, second.thread);
    expect(h.events.every((e) => e.seq < second.seq)).toBe(true);
    expect(dispatchesOf(h).length).toBe(1);
  });

  it("takes the URLs a command fetches, not every URL it mentions", () => {
    expect(commandUrls("curl -s https://a.example/x && echo https://b.example/y")).toEqual(["https://a.example/x"]);
    expect(commandUrls("git clone https://github.com/o/r")).toEqual([]);
    expect(commandUrls("TOKEN=x wget -q https://c.example/f.tar.gz")).toEqual(["https://c.example/f.tar.gz"]);
  });
});

describe("inline sidechains", () => {
  it("a sub-agent's own entries in the main file are its thread, not the parent's history", async () => {
    const { buildSession } = await import("../../src/transcript/session.js");
    const { parseLogText } = await import("../../src/transcript/read.js");
    const { contextForDispatch } = await import("../../src/transcript/context.js");
    const { findRetry } = await import("../../src/transcript/retry.js");
    const task = (id: string, side: boolean) =>
      JSON.stringify({ type: "assistant", isSidechain: side, ...(side ? { agentId: "a1" } : {}), message: { role: "assistant", content: [{ type: "tool_use", id, name: "Task", input: { description: "Lint the docs", prompt: "Run markdownlint on docs/ and fix what it reports." } }] } });
    const failed = (id: string, side: boolean) =>
      JSON.stringify({ type: "user", isSidechain: side, ...(side ? { agentId: "a1" } : {}), message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: "Error: markdownlint not found", is_error: true }] } });
    const s = buildSession(parseLogText([task("t1", true), failed("t1", true), task("t2", false)].join("\n")).lines);
    expect(s.events.map((e) => e.thread)).toEqual(["side:a1", "main"]);
    const main = s.events[1];
    if (main.kind !== "dispatch") throw new Error("expected a dispatch");
    const ctx = contextForDispatch(s, main);
    expect(ctx.session.events).toEqual([]);
    expect(findRetry(main.prompt, main.label, ctx.session)).toBeNull();
  });
});
