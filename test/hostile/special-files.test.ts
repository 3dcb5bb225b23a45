// Special files that come with a clone: a config, ignore or plugin file that is a symlink to /dev/zero, a
// FIFO or a device is an error naming it (configs, plugins) or is left unread (ignore files), never a hang
// or gigabytes of memory; files a handoff names are read only when regular, small enough and inside the
// project; a damaged cache entry is a miss, not a crash (src/engine/read-file.ts).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";
import { lintWithConfig } from "../../src/engine/lint.js";
import { readRegularFile } from "../../src/engine/read-file.js";
import { testConfig } from "../core/util.js";
import type { Rule } from "../../src/types.js";

beforeAll(assertBuilt);

const hasFifo = (() => {
  try {
    execFileSync("mkfifo", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** Make `name` in `dir` a special file of this kind. */
function special(dir: string, name: string, kind: "zero" | "fifo" | "null-dir"): void {
  const p = join(dir, name);
  if (kind === "zero") symlinkSync("/dev/zero", p);
  else if (kind === "fifo") execFileSync("mkfifo", [p]);
  else symlinkSync("/dev", p);
}

const kinds = (["zero", ...(hasFifo ? ["fifo"] : []), "null-dir"] as const).map((k) => k as "zero" | "fifo" | "null-dir");

describe("config files that are not regular files", () => {
  const names = [".handofflintrc.json", ".handofflintrc.yaml", ".handofflintrc", "handoff-lint.config.mjs", "package.json"];
  for (const kind of kinds) {
    it.each(names)(`%s as ${kind}: one error naming it, exit 2, no hang`, (name) => {
      const dir = project({ "a.handoff.md": "Fix the loader.\n" });
      special(dir, name, kind);
      const r = run(["a.handoff.md"], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(name);
      expect(r.stderr).toMatch(/not a regular file|is a directory/);
    });
  }

  it("a plugin that is a FIFO or /dev/zero is an error naming it", () => {
    const dir = project({ ".handofflintrc.json": json({ plugins: ["./zero.mjs"] }), "a.handoff.md": "Fix the loader.\n" });
    special(dir, "zero.mjs", "zero");
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/zero\.mjs.*not a regular file/);
  });

  it("an extended config that is /dev/zero is an error naming it (variant: extends)", () => {
    const dir = project({ ".handofflintrc.json": json({ extends: "./base.json" }), "a.handoff.md": "Fix the loader.\n" });
    special(dir, "base.json", "zero");
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/base\.json.*not a regular file/);
  });
});

describe("ignore files that are not regular files are left unread", () => {
  for (const kind of kinds) {
    it.each([".gitignore", ".handofflintignore", "sub/.gitignore"])(`%s as ${kind}: the run lints as if it were absent`, (name) => {
      const dir = project({ ".handofflintrc.json": testRc(), "sub/a.handoff.md": "Fix MARK.\n" });
      special(dir, name, kind);
      const r = run(["."], { cwd: dir });
      expect(r.code).toBe(1);
      expect(r.stdout).toContain("test-mark");
    });
  }
});

describe("files a handoff names", () => {
  // A rule that reports what context.readFile gave for each path in the text.
  const reader: Rule = {
    meta: { id: "test-read", concern: "facts", description: "reads", docs: "", defaultSeverity: "warn", recommended: false, fixable: false, messages: { r: "{{p}}={{v}}" }, schema: { type: "object", properties: {} }, defaultOptions: {} },
    check(doc, context) {
      for (const p of doc.text.trim().split(/\s+/)) {
        const t = context.readFile(p);
        context.report({ messageId: "r", data: { p, v: t === null ? "null" : String(t.length) } });
      }
    },
  };
  const seen = (root: string, text: string) => {
    const config = testConfig([reader]);
    return lintWithConfig(text, { ...config, maxFileSize: 1000 }, { projectRoot: root }).messages.map((m) => m.message).sort();
  };

  it("one over the size limit is not read (a sparse 3 GB log, or one just over the limit)", () => {
    const root = project({ "small.log": "x".repeat(999), "over.log": "x".repeat(1001) });
    writeFileSync(join(root, "huge.log"), "");
    truncateSync(join(root, "huge.log"), 3 * 1024 ** 3);
    expect(seen(root, "small.log over.log huge.log")).toEqual(["huge.log=null", "over.log=null", "small.log=999"]);
  });

  it("one behind a symlink that leaves the project is not read; special files are not read", () => {
    const outside = project({ "secret.txt": "s3cret" });
    const root = project({ "in.txt": "ok" });
    symlinkSync(join(outside, "secret.txt"), join(root, "link.txt"));
    mkdirSync(join(root, "d"));
    symlinkSync(outside, join(root, "d", "out"));
    symlinkSync("/dev/zero", join(root, "zero"));
    expect(seen(root, "in.txt link.txt d/out/secret.txt zero ../secret.txt")).toEqual(["../secret.txt=null", "d/out/secret.txt=null", "in.txt=2", "link.txt=null", "zero=null"]);
  });
});

describe("the reader", () => {
  it("reads no more than its limit from a file that lies about its size (/proc)", () => {
    const r = readRegularFile("/proc/self/status", 10);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.kind).toBe("too-large");
  });
  it.runIf(hasFifo)("turns a FIFO away without waiting for a writer", () => {
    const dir = project({});
    special(dir, "p", "fifo");
    const r = readRegularFile(join(dir, "p"), 100);
    expect(!r.ok && r.reason).toBe("not a regular file (a FIFO)");
  });
});

describe("a cache entry that parses but is not a result", () => {
  it.each([
    ['{"messages":[1]}'],
    ['{"messages":[{"line":"x"}],"errorCount":0}'],
    ["[]"],
    ['{"messages":[],"errorCount":-1,"warningCount":0,"fixableErrorCount":0,"fixableWarningCount":0,"tokens":null}'],
  ])("%s is a miss: the file is linted again", (damaged) => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Fix MARK.\n" });
    const first = run(["a.handoff.md", "--cache", "--cache-location", "c.json", "-f", "json"], { cwd: dir });
    const file = join(dir, "c.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as { entries: Record<string, { result: string }> };
    for (const e of Object.values(data.entries)) e.result = damaged;
    writeFileSync(file, JSON.stringify(data));
    const again = run(["a.handoff.md", "--cache", "--cache-location", "c.json", "-f", "json"], { cwd: dir });
    expect(again.stderr).toBe("");
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(first.stdout));
  });
});
