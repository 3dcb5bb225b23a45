// Hostile files: whatever sits on disk, the run never crashes or hangs, names each file it could not
// lint with the reason on one line, exits 2 only when it could not do its job, and lints every other file.
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, truncateSync, writeFileSync, unlinkSync, existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { lintFiles } from "../../src/api.js";

beforeAll(assertBuilt);

interface Out {
  filePath: string;
  errorCount: number;
  messages: Array<{ ruleId: string | null; line: number; column: number; endColumn: number; message: string; fatal?: boolean }>;
}
const parse = (stdout: string) => JSON.parse(stdout) as Out[];
const marks = (f: Out) => f.messages.filter((m) => m.ruleId === "test-mark");
/** No stack trace ever reaches a user. */
const noStack = (stderr: string) => expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe("a folder of hostile files", () => {
  it("lints what it can, notes what it skips, and exits 0", () => {
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Line one.\nA MARK here.\n", "utf16le")]);
    const utf16be = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from("Line one.\nA MARK here.\n", "utf16le").swap16()]);
    const dir = project({
      ".handofflintrc.json": testRc({ maxFileSize: 5 * 1024 * 1024 }),
      "binary.handoff.md": Buffer.from([0x4d, 0x41, 0x52, 0x4b, 0x00, 0x01, 0xff]),
      "bad-utf8.handoff.md": Buffer.concat([Buffer.from("Caf"), Buffer.from([0xe9, 0xff]), Buffer.from(" then MARK\n")]),
      "utf16le.handoff.md": utf16le,
      "utf16be.handoff.md": utf16be,
      "empty.handoff.md": "",
      "spaces.handoff.md": "  \n\t\n\r\n",
      "frontmatter-only.handoff.md": "---\ntitle: x\nattempt: 2\n---\n",
      "ok.handoff.md": "Fix MARK.\n",
    });
    // 50 MB: skipped from its size, never read into memory.
    const big = join(dir, "huge.handoff.md");
    writeFileSync(big, "");
    truncateSync(big, 50 * 1024 * 1024);
    mkdirSync(join(dir, "folder.handoff.md")); // a folder named like a handoff
    writeFileSync(join(dir, "folder.handoff.md", "inner.handoff.md"), "MARK\n");
    symlinkSync(".", join(dir, "loop")); // a symlink loop
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "hl-outside-")));
    writeFileSync(join(outside, "secret.handoff.md"), "MARK outside the tree\n");
    symlinkSync(join(outside, "secret.handoff.md"), join(dir, "link-out.handoff.md"));
    symlinkSync(outside, join(dir, "dir-out"));

    const r = run([".", "-f", "json"], { cwd: dir });
    noStack(r.stderr);
    expect(r.code).toBe(1); // MARK is an error-level finding in the linted files; nothing failed
    const out = parse(r.stdout);
    const byName = Object.fromEntries(out.map((f) => [f.filePath, f]));
    expect(Object.keys(byName).sort()).toEqual([
      "bad-utf8.handoff.md",
      "empty.handoff.md",
      "folder.handoff.md/inner.handoff.md",
      "frontmatter-only.handoff.md",
      "ok.handoff.md",
      "spaces.handoff.md",
      "utf16be.handoff.md",
      "utf16le.handoff.md",
    ]);
    // Invalid UTF-8 becomes U+FFFD, one column each: positions after it stay right.
    expect(marks(byName["bad-utf8.handoff.md"]).map((m) => [m.line, m.column, m.endColumn])).toEqual([[1, 12, 16]]);
    for (const f of ["utf16le.handoff.md", "utf16be.handoff.md"]) expect(marks(byName[f]).map((m) => [m.line, m.column])).toEqual([[2, 3]]);
    for (const f of ["empty.handoff.md", "spaces.handoff.md", "frontmatter-only.handoff.md"]) expect(byName[f].messages).toEqual([]);
    // One line per skipped file, naming it and the reason.
    const lines = r.stderr.trim().split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "handoff-lint: binary.handoff.md: binary file (contains NUL bytes): skipped",
        "handoff-lint: huge.handoff.md: too large (50.0 MB, limit 5.0 MB): skipped",
      ]),
    );
    expect(lines).toHaveLength(2);
    // Symlinks are not followed in a folder walk: nothing outside the tree was read.
    expect(r.stdout).not.toContain("outside the tree");
  });

  it("the default limit is 10 MB", () => {
    const dir = project({ "a.handoff.md": "ok\n" });
    truncateSync(join(dir, "a.handoff.md"), 11 * 1024 * 1024);
    const r = run(["a.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("handoff-lint: a.handoff.md: too large (11.0 MB, limit 10.0 MB): skipped\n");
    expect(parse(r.stdout)).toEqual([]);
  });
});

describe("paths that cannot be read", () => {
  it("a folder named like a file, named explicitly: one line, exit 2, the other files linted", () => {
    const dir = project({ "ok.handoff.md": "MARK\n", ".handofflintrc.json": testRc() });
    mkdirSync(join(dir, "x.handoff.md"));
    const r = run(["x.handoff.md", "ok.handoff.md", "-f", "json"], { cwd: dir });
    noStack(r.stderr);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("handoff-lint: x.handoff.md: no handoff files matched this pattern (use --no-error-on-unmatched-pattern to allow)\n");
    expect(parse(r.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["ok.handoff.md", 1]]);
  });

  it("a file that vanishes between the folder walk and the read: one line, exit 2, the rest linted", () => {
    // The config of `sub/` is loaded after the walk and before the first read there: it deletes a file.
    const dir = project({ "sub/a.handoff.md": "Goal: fix MARK now.\n", "sub/b.handoff.md": "Goal: fix MARK now.\n" });
    const plugin = join(import.meta.dirname, "..", "..", "fixtures", "core", "plugins", "mark.mjs");
    writeFileSync(
      join(dir, "sub", "handoff-lint.config.mjs"),
      `import { unlinkSync } from "node:fs";\nimport { join } from "node:path";\nunlinkSync(join(import.meta.dirname, "b.handoff.md"));\nexport default ${JSON.stringify({ plugins: [plugin], rules: { "test-mark": "error" } })};\n`,
    );
    const r = run(["sub", "-f", "json"], { cwd: dir });
    noStack(r.stderr);
    expect(existsSync(join(dir, "sub", "b.handoff.md"))).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("handoff-lint: sub/b.handoff.md: no such file or directory\n");
    expect(parse(r.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["sub/a.handoff.md", 1]]);
  });

  it("a named pipe is never opened (it would block): named explicitly or found in a walk", () => {
    const dir = project({ "ok.handoff.md": "fine\n" });
    try {
      execFileSync("mkfifo", [join(dir, "pipe.handoff.md")]);
    } catch {
      return; // no mkfifo on this system: nothing to test
    }
    const named = run(["pipe.handoff.md", "ok.handoff.md", "-f", "json"], { cwd: dir });
    expect(named.code).toBe(2);
    expect(named.stderr).toBe("handoff-lint: pipe.handoff.md: not a file or folder\n");
    expect(parse(named.stdout).map((f) => f.filePath)).toEqual(["ok.handoff.md"]);
    const walked = run([".", "-f", "json"], { cwd: dir });
    expect(parse(walked.stdout).map((f) => f.filePath)).toEqual(["ok.handoff.md"]);
  });

  // Tests run as root, where chmod 000 does not stop a read: a file whose read fails with EIO stands in.
  it.skipIf(process.platform !== "linux" || !existsSync("/proc/self/mem"))("a file whose read fails is reported with the reason; the rest is linted", async () => {
    const dir = project({ "ok.handoff.md": "fine\n" });
    const problems: string[] = [];
    const r = await lintFiles(["/proc/self/mem", "ok.handoff.md"], { cwd: dir, onProblem: (p) => problems.push(`${p.filePath}: ${p.message} (${p.kind})`) });
    expect(problems).toEqual(["/proc/self/mem: input/output error (error)"]);
    expect(r.results.map((x) => x.filePath)).toEqual(["ok.handoff.md"]);
  });

  it("a symlink to a file outside the tree is linted only when named explicitly", () => {
    const outside = realpathSync(mkdtempSync(join(tmpdir(), "hl-outside-")));
    writeFileSync(join(outside, "o.md"), "MARK\n");
    const dir = project({ ".handofflintrc.json": testRc(), "in.handoff.md": "fine\n" });
    symlinkSync(join(outside, "o.md"), join(dir, "out.handoff.md"));
    const walked = run([".", "-f", "json"], { cwd: dir });
    expect(parse(walked.stdout).map((f) => f.filePath)).toEqual(["in.handoff.md"]);
    const named = run(["out.handoff.md", "-f", "json"], { cwd: dir });
    expect(parse(named.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["out.handoff.md", 1]]);
    unlinkSync(join(dir, "out.handoff.md"));
  });
});
