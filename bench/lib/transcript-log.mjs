// A large Claude Code session log for the hook's transcript row, written at bench time into a temp folder
// (never committed): many turns of shell calls and their output, then a dispatch that failed and the
// same dispatch again, the one the hook is asked about. Also the payload the hook receives for it.
import { closeSync, openSync, writeSync } from "node:fs";

const SESSION = "0b3e5c7a-91d2-4f60-8a4b-6c2d1e9f7a30";
const PROMPT =
  "Add per-key rate limiting to the public API in src/api/: 100 requests a minute, answered with 429 and a Retry-After header. Put the limiter in src/api/limit.ts, cover it in test/api/limit.test.ts, and run npm test before you report.";

let n = 0;
function entry(type, message, extra = {}) {
  n++;
  return JSON.stringify({ parentUuid: `u-${n - 1}`, isSidechain: false, sessionId: SESSION, type, message, uuid: `u-${n}`, timestamp: "2026-03-04T10:00:00.000Z", ...extra }) + "\n";
}

/** One turn: a Bash call and ~2 KB of its output. */
function turn(i) {
  const id = `toolu_bench_${i}`;
  const out = Array.from({ length: 24 }, (_, k) => `src/module_${i % 97}/file_${k}.ts: ok (${(i * 31 + k) % 1000} ms)`).join("\n");
  return (
    entry("assistant", { role: "assistant", content: [{ type: "tool_use", id, name: "Bash", input: { command: `npm run check -- --shard ${i % 8}` } }] }) +
    entry("user", { role: "user", content: [{ tool_use_id: id, type: "tool_result", content: out, is_error: false }] })
  );
}

/** Write a log of about `bytes` bytes to `file`; returns the hook payload (JSON text) for the last dispatch. */
export function writeLargeTranscript(file, bytes, cwd) {
  n = 0;
  const fd = openSync(file, "w");
  let written = 0;
  try {
    const tail =
      entry("assistant", { role: "assistant", content: [{ type: "tool_use", id: "toolu_bench_first", name: "Agent", input: { description: "Add API rate limiting", subagent_type: "general-purpose", prompt: PROMPT } }] }) +
      entry("user", { role: "user", content: [{ tool_use_id: "toolu_bench_first", type: "tool_result", content: "Agent failed: npm test exited 1.\nError: Cannot find module 'ioredis' imported from src/api/limit.ts", is_error: true }] }, { toolUseResult: { status: "failed" } }) +
      entry("assistant", { role: "assistant", content: [{ type: "tool_use", id: "toolu_bench_retry", name: "Agent", input: { description: "Add API rate limiting", subagent_type: "general-purpose", prompt: PROMPT } }] });
    const target = bytes - Buffer.byteLength(tail);
    let chunk = "";
    for (let i = 0; written + chunk.length < target; i++) {
      chunk += turn(i);
      if (chunk.length > 1 << 20) {
        written += writeSync(fd, chunk);
        chunk = "";
      }
    }
    written += writeSync(fd, chunk + tail);
  } finally {
    closeSync(fd);
  }
  const payload = {
    session_id: SESSION,
    transcript_path: file,
    cwd,
    permission_mode: "default",
    hook_event_name: "PreToolUse",
    tool_name: "Agent",
    tool_input: { description: "Add API rate limiting", subagent_type: "general-purpose", prompt: PROMPT },
    tool_use_id: "toolu_bench_retry",
  };
  return { bytes: written, payload: JSON.stringify(payload), payloadWithout: JSON.stringify({ ...payload, transcript_path: undefined }) };
}
