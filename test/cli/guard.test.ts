// The time limit of custom rules through the command line, and --stdin text over maxFileSize.
// A stopped rule is an error message in the report (exit 1, as a rule that throws), naming the rule and
// the file; the other rules and files are reported as usual, and the process exits by itself.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, PLUGIN, ROOT } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const HANG = join(ROOT, "fixtures", "core", "plugins", "hang.mjs");
const rc = (extra: Record<string, unknown> = {}) =>
  json({ extends: [], timeLimit: 300, plugins: [HANG, PLUGIN], rules: { "test-hang": "error", "test-mark": "error", "test-warn": "warn" }, ...extra });
type Out = Array<{ filePath: string; messages: Array<{ ruleId: string | null; severity: number; fatal?: boolean; message: string; line: number; column: number }>; errorCount: number; warningCount: number }>;
const brief = (out: Out) => out.map((f) => [f.filePath, f.messages.map((m) => [m.ruleId, m.line, m.column, m.message])]);
const noStack = (s: string) => expect(s).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe("a custom rule that never returns, on the command line", () => {
  it("is stopped on the file where it hangs, named with that file; the other rules and files are reported", () => {
    const dir = project({ ".handofflintrc.json": rc(), "a.handoff.md": "HANG here. MARK\n\nWARNME\n", "b.handoff.md": "TICK MARK\n" });
    const r = run(["a.handoff.md", "b.handoff.md", "-f", "json"], { cwd: dir });
    noStack(r.stderr + r.stdout);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    expect(brief(JSON.parse(r.stdout) as Out)).toEqual([
      [
        "a.handoff.md",
        [
          ["test-hang", 1, 1, 'Rule "test-hang" did not finish within 300 ms on this file and was stopped'],
          ["test-mark", 1, 12, "found MARK"],
          ["test-warn", 3, 1, "found WARNME, write the goal instead"],
        ],
      ],
      [
        "b.handoff.md",
        [
          ["test-hang", 1, 1, "found TICK"],
          ["test-mark", 1, 6, "found MARK"],
        ],
      ],
    ]);
  });

  it("stylish output shows the stopped rule under its file; --stdin is guarded too", () => {
    const dir = project({ ".handofflintrc.json": rc(), "a.handoff.md": "HANG\n" });
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/a\.handoff\.md\n\s+1:1\s+error\s+Rule "test-hang" did not finish within 300 ms on this file and was stopped\s+test-hang \(facts\)\n/);
    const s = run(["--stdin", "--stdin-filename", "draft.md", "-f", "json"], { cwd: dir, input: "MARK HANG\n" });
    expect(s.code).toBe(1);
    expect(brief(JSON.parse(s.stdout) as Out)).toEqual([
      [
        "draft.md",
        [
          ["test-hang", 1, 1, 'Rule "test-hang" did not finish within 300 ms on this file and was stopped'],
          ["test-mark", 1, 1, "found MARK"],
        ],
      ],
    ]);
  });

  it("timeLimit: 0 keeps custom rules on the main thread", () => {
    const dir = project({ ".handofflintrc.json": rc({ timeLimit: 0, rules: { "test-thread": "warn" } }), "a.handoff.md": "THREAD\n" });
    const r = run(["a.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(brief(JSON.parse(r.stdout) as Out)).toEqual([["a.handoff.md", [["test-thread", 1, 1, "runs on main"]]]]);
  });
});

describe("--stdin text over maxFileSize", () => {
  const dir = project({ ".handofflintrc.json": json({ maxFileSize: 1000 }) });

  it("is not linted: one line on stderr naming <stdin> and the reason, nothing reported, exit 2", () => {
    const r = run(["--stdin", "-f", "json"], { cwd: dir, input: "é".repeat(600) });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("handoff-lint: <stdin>: too large (1.2 KB, limit 1000 B): not linted (raise `maxFileSize` in the config to lint it)\n");
    expect(JSON.parse(r.stdout)).toEqual([]);
  });

  it("names --stdin-filename; the same with --fix; a text under the limit is linted as before", () => {
    const r = run(["--stdin", "--stdin-filename", "prompts/x.md", "--fix"], { cwd: dir, input: "x".repeat(1001) });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("handoff-lint: prompts/x.md: too large (1001 B, limit 1000 B): not linted (raise `maxFileSize` in the config to lint it)\n");
    expect(r.stdout).toBe("");
    const ok = run(["--stdin", "-f", "json"], { cwd: dir, input: "é".repeat(500) });
    expect(ok.stderr).toBe("");
    expect((JSON.parse(ok.stdout) as Out).map((f) => f.filePath)).toEqual(["<stdin>"]);
  });
});
