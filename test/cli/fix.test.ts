// --fix writes atomically (a temporary file in the same folder, then a rename), keeps the file's mode,
// line endings, BOM, encoding and final newline, and never overwrites a file that changed meanwhile.
import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc, TOUCH_PLUGIN } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

describe("--fix", () => {
  it("rewrites through a rename, keeping mode, CRLF, BOM and the final newline", () => {
    const text = "\uFEFFFix teh loader.\r\nTWO-LINES\r\nDone.\r\n";
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": text, "b.handoff.md": "Fix teh loader.\nCUT\n" });
    const file = join(dir, "a.handoff.md");
    chmodSync(file, 0o640);
    const before = statSync(file);
    const r = run(["--fix", "a.handoff.md", "b.handoff.md"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const after = statSync(file);
    expect(readFileSync(file, "utf8")).toBe("\uFEFFFix the loader.\r\nline one\r\nline two\r\nDone.\r\n");
    expect(after.mode & 0o777).toBe(0o640);
    expect(after.ino).not.toBe(before.ino); // replaced by a rename, not written in place
    // removing the last line's text kept the final newline
    expect(readFileSync(join(dir, "b.handoff.md"), "utf8")).toBe("Fix the loader.\n");
    expect(readdirSync(dir).sort()).toEqual([".handofflintrc.json", "a.handoff.md", "b.handoff.md"]);
  });

  it("keeps a lone-CR file's line breaks and a UTF-16 file's encoding", () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Fix teh bug.\nTWO-LINES\n", "utf16le")]);
    const dir = project({ ".handofflintrc.json": testRc(), "cr.handoff.md": "Fix teh bug.\rTWO-LINES\r", "u16.handoff.md": utf16 });
    const r = run(["--fix", "cr.handoff.md", "u16.handoff.md"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(readFileSync(join(dir, "cr.handoff.md"), "utf8")).toBe("Fix the bug.\rline one\rline two\r");
    const out = readFileSync(join(dir, "u16.handoff.md"));
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(out.subarray(2).toString("utf16le")).toBe("Fix the bug.\nline one\nline two\n");
  });

  it("a file changed on disk while it was linted is not overwritten", () => {
    const dir = project({ ".handofflintrc.json": json({ plugins: [TOUCH_PLUGIN], rules: { "test-touch": "warn" } }), "a.handoff.md": "Please TOUCH-ME now.\n" });
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("a.handoff.md: changed on disk while it was being linted: not overwritten");
    // the concurrent edit survives and our fix was not written
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe("Please TOUCH-ME now.\n(edited)\n");
    expect(readdirSync(dir).sort()).toEqual([".handofflintrc.json", "a.handoff.md"]);
  });

  it("--fix-dry-run writes nothing and shows the output in json", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Fix teh loader.\n" });
    const r = run(["--fix-dry-run", "-f", "json", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)[0].output).toBe("Fix the loader.\n");
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe("Fix teh loader.\n");
  });

  it("reports what is left after fixing; --stdin --fix prints the fixed text", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Fix teh MARK.\n" });
    const r = run(["--fix", "-f", "json", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(["test-mark"]);
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe("Fix the MARK.\n");
    const s = run(["--stdin", "--fix", "--stdin-filename", "v.md"], { cwd: dir, input: "teh end\n" });
    expect(s.stdout).toBe("the end\n");
    expect(s.code).toBe(0);
  });

  it("a file with nothing to fix is left untouched (same inode)", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Nothing here.\n" });
    const before = statSync(join(dir, "a.handoff.md")).ino;
    writeFileSync(join(dir, "unrelated.txt"), "x");
    expect(run(["--fix", "a.handoff.md"], { cwd: dir }).code).toBe(0);
    expect(statSync(join(dir, "a.handoff.md")).ino).toBe(before);
  });
});

