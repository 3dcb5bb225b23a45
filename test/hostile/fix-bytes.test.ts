// --fix at the byte level: a fix changes the bytes it means to change and no other (undecodable bytes are
// kept as they were), the changed-on-disk check compares bytes, and the file is written, not replaced:
// through a symlink, keeping hard links, owner and mode; a read-only file is refused (src/engine/write-fix.ts).
import { chmodSync, chownSync, linkSync, lstatSync, readFileSync, readlinkSync, statSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { fixedBytes } from "../../src/engine/write-fix.js";
import { decodeBuffer } from "../../src/engine/files.js";

beforeAll(assertBuilt);
const SWAP = join(import.meta.dirname, "..", "..", "fixtures", "hostile", "plugins", "swap-byte.mjs");
const b = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));
const u16 = (s: string) => Buffer.from(s, "utf16le");

describe("undecodable bytes survive --fix", () => {
  // Each: the file's bytes, and what they must be after test-fix turns "teh" into "the".
  const cases: Array<[string, Buffer, Buffer]> = [
    ["invalid UTF-8 (ff fe) on another line", b("Fix teh bug.\n", [0xff, 0xfe], " kept\n"), b("Fix the bug.\n", [0xff, 0xfe], " kept\n")],
    ["invalid UTF-8 on the fixed line's neighbour, no final newline", b([0xc3], "\nFix teh bug."), b([0xc3], "\nFix the bug.")],
    ["a CESU-8 surrogate", b("Fix teh bug.\nemoji ", [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], "\n"), b("Fix the bug.\nemoji ", [0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80], "\n")],
    ["a truncated sequence at the end", b("Fix teh bug.\nend ", [0xe2, 0x82]), b("Fix the bug.\nend ", [0xe2, 0x82])],
    ["a UTF-16 lone surrogate", b([0xff, 0xfe], u16("Fix teh bug.\n") as unknown as number[], [0x00, 0xd8], u16(" x\n") as unknown as number[]), b([0xff, 0xfe], u16("Fix the bug.\n") as unknown as number[], [0x00, 0xd8], u16(" x\n") as unknown as number[])],
    ["a UTF-16 odd trailing byte", b([0xff, 0xfe], u16("Fix teh bug.\n") as unknown as number[], [0x41]), b([0xff, 0xfe], u16("Fix the bug.\n") as unknown as number[], [0x41])],
  ];

  it.each(cases)("%s: only the fixed bytes change", (_what, bytes, want) => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": bytes });
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect([...readFileSync(join(dir, "a.handoff.md"))]).toEqual([...want]);
  });

  it("a fix that rewrites a line holding undecodable bytes is refused, the file untouched", () => {
    const bytes = b("Fix teh ", [0xff], " bug.\n");
    const { text } = decodeBuffer(bytes);
    expect(fixedBytes(bytes, text!, text!.replace("teh", "the"))).toMatch(/undecodable bytes on line 1: not fixed/);
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": bytes });
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("a.handoff.md: a fix would rewrite undecodable bytes on line 1: not fixed");
    expect(readFileSync(join(dir, "a.handoff.md")).equals(bytes)).toBe(true);
  });

  it("a line holding undecodable bytes that a fix deletes goes with it (variant: the fix removes the line)", () => {
    const bytes = b("Keep.\nbad ", [0xff], "\nlast\n");
    const { text } = decodeBuffer(bytes);
    const out = fixedBytes(bytes, text!, "Keep.\nlast\n");
    expect(Buffer.isBuffer(out) && out.toString("latin1")).toBe("Keep.\nlast\n");
  });

  it("a concurrent change to an undecodable byte is seen: the file is not overwritten", () => {
    const bytes = b("Please SWAP-ME now.\n", [0xff], "\n");
    const dir = project({ ".handofflintrc.json": json({ plugins: [SWAP], rules: { "test-swap-byte": "warn" } }), "a.handoff.md": bytes });
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("changed on disk while it was being linted: not overwritten");
    expect([...readFileSync(join(dir, "a.handoff.md"))]).toEqual([...b("Please SWAP-ME now.\n", [0xfe], "\n")]);
  });
});

describe("--fix writes the file, it does not replace it", () => {
  const fixable = "Fix teh bug.\n";

  it("through a symlink: the target is fixed, the link stays a link", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "real/target.md": fixable });
    symlinkSync(join(dir, "real", "target.md"), join(dir, "a.handoff.md"));
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(lstatSync(join(dir, "a.handoff.md")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, "a.handoff.md"))).toBe(join(dir, "real", "target.md"));
    expect(readFileSync(join(dir, "real", "target.md"), "utf8")).toBe("Fix the bug.\n");
  });

  it("a relative symlink through a second link (variant)", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "real/target.md": fixable });
    symlinkSync("real/target.md", join(dir, "hop.md"));
    symlinkSync("hop.md", join(dir, "a.handoff.md"));
    run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(lstatSync(join(dir, "hop.md")).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, "real", "target.md"), "utf8")).toBe("Fix the bug.\n");
  });

  it("a hard link stays one file", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": fixable });
    linkSync(join(dir, "a.handoff.md"), join(dir, "other-name.txt"));
    run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(statSync(join(dir, "a.handoff.md")).ino).toBe(statSync(join(dir, "other-name.txt")).ino);
    expect(readFileSync(join(dir, "other-name.txt"), "utf8")).toBe("Fix the bug.\n");
  });

  it.runIf(process.getuid?.() === 0)("the owner and group stay (run as root on a file of another user)", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": fixable });
    chownSync(join(dir, "a.handoff.md"), 1234, 5678);
    chmodSync(join(dir, "a.handoff.md"), 0o604);
    run(["--fix", "a.handoff.md"], { cwd: dir });
    const st = statSync(join(dir, "a.handoff.md"));
    expect([st.uid, st.gid, st.mode & 0o777]).toEqual([1234, 5678, 0o604]);
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe("Fix the bug.\n");
  });

  it.each([0o444, 0o400, 0o555])("a read-only file (mode %o) is refused, as ESLint does", (mode) => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": fixable });
    chmodSync(join(dir, "a.handoff.md"), mode);
    const r = run(["--fix", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/a\.handoff\.md: read-only \(mode 0\d+\): not fixed/);
    expect(readFileSync(join(dir, "a.handoff.md"), "utf8")).toBe(fixable);
  });
});

describe("fixedBytes", () => {
  it("writes a lossless file as the fixed text, in its encoding", () => {
    const bytes = Buffer.from("a\nb\n");
    expect(fixedBytes(bytes, "a\nb\n", "a\nc\n")).toEqual(Buffer.from("a\nc\n"));
  });
  it("keeps two identical-looking lines' different bytes in order", () => {
    const bytes = b([0xff], "\nteh\n", [0xfe], "\n");
    const { text } = decodeBuffer(bytes);
    const out = fixedBytes(bytes, text!, text!.replace("teh", "the"));
    expect([...(out as Buffer)]).toEqual([...b([0xff], "\nthe\n", [0xfe], "\n")]);
  });
});

