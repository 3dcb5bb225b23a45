// Reading a log the client is still writing: read-only, from the end, within bounds; half lines dropped.
import { appendFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseLogText, readLogLines, readLogTail } from "../../src/transcript/read.js";

const tmp = () => mkdtempSync(join(tmpdir(), "hl-read-"));
const entry = (n: number) => JSON.stringify({ type: "user", n, message: { role: "user", content: `entry ${n}` } });

describe("readLogTail", () => {
  it("reads a whole small log with its line numbers", () => {
    const f = join(tmp(), "s.jsonl");
    writeFileSync(f, [entry(1), entry(2), entry(3)].join("\n") + "\n");
    const r = readLogTail(f)!;
    expect(r.lines.map((l) => [l.line, l.value.n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(r.partial).toBe(false);
    expect(r.unreadable).toBe(0);
  });

  it("reads only the last bytes, skipping the line the cut falls in, and knows no line numbers then", () => {
    const f = join(tmp(), "s.jsonl");
    const lines = Array.from({ length: 200 }, (_, i) => entry(i + 1));
    writeFileSync(f, lines.join("\n") + "\n");
    const r = readLogTail(f, { maxBytes: 1000, maxMs: 1000 })!;
    expect(r.partial).toBe(true);
    expect(r.lines.length).toBeGreaterThan(5);
    expect(r.lines.length).toBeLessThan(200);
    expect(r.lines.at(-1)!.value.n).toBe(200);
    // consecutive entries up to the last: nothing half-read in between
    const ns = r.lines.map((l) => l.value.n as number);
    expect(ns).toEqual(ns.map((_, i) => ns[0] + i));
    expect(r.lines.every((l) => l.line === null)).toBe(true);
    expect(r.unreadable).toBe(0);
  });

  it("drops the half line a client is still writing, and reads it once it is whole", () => {
    const f = join(tmp(), "s.jsonl");
    const whole = entry(3);
    writeFileSync(f, entry(1) + "\n" + entry(2) + "\n" + whole.slice(0, 20));
    const before = readLogTail(f)!;
    expect(before.lines.map((l) => l.value.n)).toEqual([1, 2]);
    expect(before.unreadable).toBe(0);
    appendFileSync(f, whole.slice(20) + "\n");
    expect(readLogTail(f)!.lines.map((l) => l.value.n)).toEqual([1, 2, 3]);
  });

  it("counts a damaged line in the middle, and goes on", () => {
    const f = join(tmp(), "s.jsonl");
    writeFileSync(f, [entry(1), "{not json", entry(3)].join("\n") + "\n");
    const r = readLogTail(f)!;
    expect(r.lines.map((l) => l.line)).toEqual([1, 3]);
    expect(r.unreadable).toBe(1);
  });

  it("answers null for a missing file or a folder", () => {
    const d = tmp();
    expect(readLogTail(join(d, "nope.jsonl"))).toBeNull();
    expect(readLogTail(d)).toBeNull();
  });

  it("stops parsing at the time bound, keeping the newest lines", () => {
    const f = join(tmp(), "s.jsonl");
    writeFileSync(f, Array.from({ length: 2000 }, (_, i) => entry(i + 1)).join("\n") + "\n");
    const r = readLogTail(f, { maxBytes: 10_000_000, maxMs: -1 })!;
    expect(r.lines).toEqual([]);
    expect(r.partial).toBe(true);
  });
});

describe("readLogLines and parseLogText", () => {
  it("number every line, blank ones included, and do not count a cut last line as damage", async () => {
    const f = join(tmp(), "s.jsonl");
    const text = entry(1) + "\n\n" + entry(3) + "\n" + entry(4).slice(0, 10);
    writeFileSync(f, text);
    const streamed = await readLogLines(f);
    expect(streamed.lines.map((l) => l.line)).toEqual([1, 3]);
    expect(streamed.unreadable).toBe(0);
    expect(parseLogText(text)).toEqual(streamed);
  });
});
