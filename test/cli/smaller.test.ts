// Issue 14, item 9 ("Smaller"): the CLI's parts.
import { describe, expect, it, beforeAll } from "vitest";
import { assertBuilt, run } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);
const dir = project({ "a.handoff.md": "x\n" });

describe("9. smaller", () => {
  it("--help lists the modes: lsp, mcp, hook", () => {
    const h = run(["--help"], { cwd: dir });
    expect(h.code).toBe(0);
    for (const mode of ["handoff-lint lsp", "handoff-lint mcp", "handoff-lint hook claude-code"]) expect(h.stdout, mode).toContain(mode);
  });

  it("--explain without an id is a usage message; a mistyped id gets \"did you mean\"", () => {
    for (const args of [["--explain"], ["--explain="]]) {
      const r = run(args, { cwd: dir });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(/^handoff-lint: --explain needs a rule id \(handoff-lint --explain context-budget\)/);
    }
    const typo = run(["--explain", "context-budgt"], { cwd: dir });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^handoff-lint: unknown rule "context-budgt" \(did you mean "context-budget"\?\)/);
    const swapped = run(["--explain", "pointer-broken"], { cwd: dir });
    expect(swapped.stderr).toContain('did you mean "broken-pointer"?');
    const far = run(["--explain", "zzzz"], { cwd: dir });
    expect(far.stderr).not.toContain("did you mean");
    expect(far.stderr).toContain("Rules: ");
  });

  it("binary input on --stdin gets the note a binary file gets, and is not linted", () => {
    const input = "Fix\u0000 it like last time.\n";
    const r = run(["--stdin", "-f", "json"], { cwd: dir, input });
    expect(r.stderr).toBe("handoff-lint: <stdin>: binary file (contains NUL bytes): skipped\n");
    expect(JSON.parse(r.stdout)).toEqual([]);
    expect(r.code).toBe(0);
    // as a binary file named on the command line
    const file = project({ "b.handoff.md": input });
    const f = run(["b.handoff.md", "-f", "json"], { cwd: file });
    expect(f.stderr).toBe("handoff-lint: b.handoff.md: binary file (contains NUL bytes): skipped\n");
    expect(f.code).toBe(r.code);
    // --fix: stdout is still the whole text, as it came
    const fix = run(["--stdin", "--fix", "--stdin-filename", "v.md"], { cwd: dir, input });
    expect(fix.stdout).toBe(input);
    expect(fix.stderr).toBe("handoff-lint: v.md: binary file (contains NUL bytes): skipped\n");
  });
});
