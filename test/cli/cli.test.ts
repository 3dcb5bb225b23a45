// The command line, run as a user runs it: exit codes, files and folders, ignores, config errors,
// stdin, options. Formats and --fix have their own files.
import { chmodSync, existsSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc, ROOT } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const jsonOut = (stdout: string) => JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; severity: number; line: number }>; errorCount: number; warningCount: number }>;

describe("exit codes", () => {
  const dir = project({
    ".handofflintrc.json": testRc(),
    "clean.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "warn.handoff.md": "WARNME\n",
    "warn2.handoff.md": "WARNME WARNME\n",
    "error.handoff.md": "Goal: fix MARK now.\n",
  });

  it("0 and no output at all on a clean run", () => {
    const r = run(["clean.handoff.md"], { cwd: dir });
    expect(r).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("0 with warnings only; 1 with errors", () => {
    expect(run(["warn.handoff.md"], { cwd: dir }).code).toBe(0);
    expect(run(["error.handoff.md"], { cwd: dir }).code).toBe(1);
    expect(run(["clean.handoff.md", "error.handoff.md"], { cwd: dir }).code).toBe(1);
  });

  it("--max-warnings N: 1 when there are more warnings than N", () => {
    expect(run(["warn2.handoff.md", "--max-warnings", "2"], { cwd: dir }).code).toBe(0);
    const r = run(["warn2.handoff.md", "--max-warnings", "1"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("too many warnings (maximum: 1)");
  });

  it("--quiet reports errors only", () => {
    const r = run(["warn.handoff.md", "error.handoff.md", "--quiet", "-f", "json"], { cwd: dir });
    const out = jsonOut(r.stdout);
    expect(out.flatMap((f) => f.messages.map((m) => m.ruleId))).toEqual(["test-mark"]);
    expect(run(["warn.handoff.md", "--quiet"], { cwd: dir })).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("2 on a usage error: unknown option, bad --rule, no paths", () => {
    for (const args of [["--bogus", "x.md"], ["--rule", "test-mark", "clean.handoff.md"], ["--rule", "nope:warn", "clean.handoff.md"], []]) {
      const r = run(args, { cwd: dir });
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/^handoff-lint: /);
    }
  });
});

describe("files that cannot be linted", () => {
  it("a missing file is named with its reason on stderr, the other files are still linted, exit 2", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Goal: fix MARK now.\n" });
    const r = run(["nope.md", "a.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("nope.md: no such file or directory");
    expect(jsonOut(r.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["a.handoff.md", 1]]);
  });

  it("an unreadable path (a symlink loop) is named with its reason", () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    symlinkSync("loop2.md", join(dir, "loop1.md"));
    symlinkSync("loop1.md", join(dir, "loop2.md"));
    const r = run(["loop1.md", "a.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("loop1.md: too many levels of symbolic links");
    expect(jsonOut(r.stdout).map((f) => f.filePath)).toEqual(["a.handoff.md"]);
  });

  it.skipIf(process.getuid?.() === 0)("a file without read permission is named with the reason", () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    chmodSync(join(dir, "b.handoff.md"), 0o000);
    const r = run(["a.handoff.md", "b.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("b.handoff.md: permission denied");
    expect(jsonOut(r.stdout).map((f) => f.filePath)).toEqual(["a.handoff.md"]);
  });

  it("a binary file is skipped with a note, not an error", () => {
    const dir = project({ "a.handoff.md": Buffer.from([0x47, 0x00, 0x01, 0x02]) });
    const r = run(["a.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("binary file");
  });
});

describe("configuration errors", () => {
  it("name the file and the key, exit 2, and files under a good config are still linted", () => {
    const dir = project({
      "bad/.handofflintrc.json": json({ rules: { "no-such-rule": "warn" } }),
      "bad/x.handoff.md": "Goal: fix MARK now.\n",
      "badjson/.handofflintrc.json": '{ "rules": { } ,, }',
      "badjson/y.handoff.md": "Goal: fix MARK now.\n",
      "good/.handofflintrc.json": testRc(),
      "good/z.handoff.md": "Goal: fix MARK now.\n",
    });
    const r = run(["bad/x.handoff.md", "badjson/y.handoff.md", "good/z.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join(dir, "bad/.handofflintrc.json"));
    expect(r.stderr).toContain("rules.no-such-rule");
    expect(r.stderr).toContain(join(dir, "badjson/.handofflintrc.json"));
    expect(r.stderr).toMatch(/invalid JSON at line 1, column 17/);
    expect(r.stderr).toContain("bad/x.handoff.md: not linted");
    expect(jsonOut(r.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["good/z.handoff.md", 1]]);
  });

  it("a broken config at the working folder still lets files under good configs be linted", () => {
    const dir = project({ ".handofflintrc.json": "{", "sub/.handofflintrc.json": testRc(), "sub/a.handoff.md": "Goal: fix MARK now.\n", "b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    const r = run([".", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join(dir, ".handofflintrc.json"));
    expect(jsonOut(r.stdout).map((f) => [f.filePath, f.errorCount])).toEqual([["sub/a.handoff.md", 1]]);
  });

  it("-c names a config to use instead of searching; a broken one exits 2", () => {
    const dir = project({ "cfg/my.json": testRc(), "a.handoff.md": "Goal: fix MARK now.\n", "broken.yaml": "rules: [\n" });
    expect(run(["a.handoff.md"], { cwd: dir }).code).toBe(0);
    expect(run(["-c", "cfg/my.json", "a.handoff.md"], { cwd: dir }).code).toBe(1);
    const r = run(["-c", "broken.yaml", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("broken.yaml");
    expect(r.stderr).toMatch(/invalid YAML at line \d+/);
  });
});

describe("which files a run lints", () => {
  it("a folder is walked for handoff files only (the default `files` patterns)", () => {
    const dir = project({
      "README.md": "Goal: fix MARK now.\n",
      "CHANGELOG.md": "Goal: fix MARK now.\n",
      "x.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "prompts/p.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "prompts/notes.txt": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "docs/guide.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "node_modules/pkg/y.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    });
    const r = run([".", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(jsonOut(r.stdout).map((f) => f.filePath)).toEqual(["prompts/notes.txt", "prompts/p.md", "x.handoff.md"]);
  });

  it("a file named explicitly is linted whatever its name", () => {
    const dir = project({ "README.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    expect(jsonOut(run(["README.md", "-f", "json"], { cwd: dir }).stdout).map((f) => f.filePath)).toEqual(["README.md"]);
  });

  it(".gitignore and .handofflintignore are respected; a file named explicitly but ignored is skipped with a note (--no-warn-ignored: silently)", () => {
    const dir = project({
      ".gitignore": "build/\n",
      ".handofflintignore": "drafts/\n*.skip.handoff.md\n",
      "build/a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "drafts/b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "c.skip.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "d.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    });
    expect(jsonOut(run([".", "-f", "json"], { cwd: dir }).stdout).map((f) => f.filePath)).toEqual(["d.handoff.md"]);
    const r = run(["drafts/b.handoff.md", "d.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("handoff-lint: drafts/b.handoff.md: ignored by the project's ignore rules (.gitignore or `ignores`): not linted\n");
    expect(jsonOut(r.stdout).map((f) => f.filePath)).toEqual(["d.handoff.md"]);
    const quiet = run(["drafts/b.handoff.md", "build/a.handoff.md", "d.handoff.md", "--no-warn-ignored", "-f", "json"], { cwd: dir });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe("");
    expect(jsonOut(quiet.stdout).map((f) => f.filePath)).toEqual(["d.handoff.md"]);
  });

  it(".gitignore files in subfolders count, relative to their folder; nothing comes back below an ignored folder", () => {
    const dir = project({
      ".gitignore": "keep/\n",
      "top.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "a/.gitignore": "b/\n",
      "a/one.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "a/b/two.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "c/.gitignore": "*.handoff.md\n!kept.handoff.md\n",
      "c/three.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "c/kept.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
      "keep/.gitignore": "!x/\n",
      "keep/x/four.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    });
    // what `git status --ignored` says of the same tree
    expect(jsonOut(run([".", "-f", "json"], { cwd: dir }).stdout).map((f) => f.filePath)).toEqual(["a/one.handoff.md", "c/kept.handoff.md", "top.handoff.md"]);
  });

  it("--ignore-pattern adds ignores", () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    expect(jsonOut(run([".", "--ignore-pattern", "a.*", "-f", "json"], { cwd: dir }).stdout).map((f) => f.filePath)).toEqual(["b.handoff.md"]);
  });

  it("a pattern matching nothing is exit 2 unless --no-error-on-unmatched-pattern", () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "empty/readme.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    for (const p of ["nothing/*.md", "empty"]) {
      const r = run([p, "a.handoff.md", "-f", "json"], { cwd: dir });
      expect(r.code, p).toBe(2);
      expect(r.stderr).toContain(`${p}: no handoff files matched`);
      expect(jsonOut(r.stdout).map((f) => f.filePath)).toEqual(["a.handoff.md"]);
      expect(run([p, "a.handoff.md", "--no-error-on-unmatched-pattern"], { cwd: dir }).code, p).toBe(0);
    }
  });

  it("globs are expanded and output follows the order of the paths given, sorted within a folder", () => {
    const dir = project({ "z/b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "z/a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "y.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "g/2.prompt.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "g/1.prompt.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    const r = run(["z", "y.handoff.md", "g/*.prompt.md", "z/a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(0);
    const r2 = run(["z", "y.handoff.md", "g/*.prompt.md", "z/a.handoff.md", "-f", "json"], { cwd: dir });
    expect(jsonOut(r2.stdout).map((f) => f.filePath)).toEqual(["z/a.handoff.md", "z/b.handoff.md", "y.handoff.md", "g/1.prompt.md", "g/2.prompt.md"]);
  });
});

describe("options", () => {
  // the verdict is off: these tests count the plugin rules' findings, which span two concerns
  const dir = project({ ".handofflintrc.json": testRc({ extends: "recommended", budget: 1234, rules: { "unfit-handoff": "off" } }), "sub/a.handoff.md": "Goal: fix MARK WARNME now.\n" });

  it("--stdin --stdin-filename F: config found from F's folder, F named in the report", () => {
    const r = run(["--stdin", "--stdin-filename", "sub/virtual.md", "-f", "json"], { cwd: dir, input: "Goal: fix x MARK now.\n" });
    expect(r.code).toBe(1);
    const out = jsonOut(r.stdout);
    expect(out[0].filePath).toBe("sub/virtual.md");
    expect(out[0].messages.map((m) => [m.ruleId, m.line])).toEqual([["test-mark", 1]]);
    const plain = run(["--stdin"], { cwd: dir, input: "Goal: fix MARK now.\n" });
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain("<stdin>");
  });

  it("--rule id:severity overrides the config (repeatable, comma lists)", () => {
    expect(run(["sub/a.handoff.md", "--rule", "test-mark:off"], { cwd: dir }).code).toBe(0);
    const r = run(["sub/a.handoff.md", "--rule", "test-mark:warn,test-warn:error", "-f", "json"], { cwd: dir });
    expect(jsonOut(r.stdout)[0].messages.map((m) => [m.ruleId, m.severity])).toEqual([["test-mark", 1], ["test-warn", 2]]);
  });

  it("--print-config FILE prints the resolved config", () => {
    const r = run(["--print-config", "sub/a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(0);
    const c = JSON.parse(r.stdout);
    expect(c.configFile).toBe(join(dir, ".handofflintrc.json"));
    expect(c.budget).toBe(1234);
    expect(c.encoding).toBe("o200k_base");
    expect(c.rules["test-mark"]).toEqual(["error", { word: "MARK" }]);
    expect(c.rules["context-budget"][0]).toBe("warn");
  });

  it("-o FILE writes the report to a file", () => {
    const r = run(["sub/a.handoff.md", "-f", "json", "-o", "out/report.json"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(jsonOut(readFileSync(join(dir, "out/report.json"), "utf8"))[0].errorCount).toBe(1);
  });

  it("--explain ID prints the rule's doc; an unknown id exits 2", () => {
    const r = run(["--explain", "context-budget"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(ROOT, "docs/rules/context-budget.md"), "utf8"));
    const bad = run(["--explain", "nope"], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown rule "nope"');
  });

  it("--init writes a starter config once and never overwrites", () => {
    const d = project({});
    const r = run(["--init"], { cwd: d });
    expect(r.code).toBe(0);
    const c = JSON.parse(readFileSync(join(d, ".handofflintrc.json"), "utf8"));
    expect(c.extends).toBe("recommended");
    expect(run(["--init"], { cwd: d }).code).toBe(2);
    // the starter config is valid
    const d2 = project({ "x.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    run(["--init"], { cwd: d2 });
    expect(run(["x.handoff.md"], { cwd: d2 }).code).toBe(0);
  });

  it("--version and --help exit 0", () => {
    const v = run(["--version"], { cwd: dir });
    expect(v.code).toBe(0);
    expect(v.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version);
    const h = run(["--help"], { cwd: dir });
    expect(h.code).toBe(0);
    for (const flag of ["--format", "--max-warnings", "--stdin-filename", "--print-config", "--fix-dry-run", "--no-inline-config", "--report-unused-disable-directives"]) expect(h.stdout).toContain(flag.replace("--no-", "--"));
  });

  it("--no-inline-config and --report-unused-disable-directives", () => {
    const d = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "<!-- handoff-lint-disable-next-line test-mark -->\nMARK\n\n<!-- handoff-lint-disable-next-line test-warn -->\nok\n" });
    expect(run(["a.handoff.md"], { cwd: d }).code).toBe(0);
    expect(run(["a.handoff.md", "--no-inline-config"], { cwd: d }).code).toBe(1);
    const r = run(["a.handoff.md", "--report-unused-disable-directives", "-f", "json"], { cwd: d });
    expect(r.code).toBe(1);
    expect(jsonOut(r.stdout)[0].messages.map((m) => [m.line, m.ruleId])).toEqual([[4, null]]);
  });
});

it("the CLI does not leave files behind in the project", () => {
  const d = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
  run(["a.handoff.md"], { cwd: d });
  expect(existsSync(join(d, ".handoff-lint-cache"))).toBe(false);
});

describe("HANDOFF_LINT_TIMING", () => {
  const examples = join(ROOT, "fixtures", "examples");
  const rows = (stderr: string) =>
    stderr
      .split("\n")
      .filter((l) => l.includes(" | ") && !l.startsWith("Rule ") && !l.startsWith(":"))
      .map((l) => l.split(" | ").map((c) => c.trim()));

  it("prints the time per rule and for the parse on stderr, slowest first; stdout is the same report", () => {
    const plain = run(["."], { cwd: examples });
    const timed = run(["."], { cwd: examples, env: { HANDOFF_LINT_TIMING: "all" } });
    expect(timed.code).toBe(plain.code);
    expect(timed.stdout).toBe(plain.stdout);
    expect(plain.stderr).toBe("");
    expect(timed.stderr.split("\n")[0]).toMatch(/^Rule\s+\| Time \(ms\) \| Relative$/);
    const table = rows(timed.stderr);
    const ids = table.map((r) => r[0]);
    expect(ids).toContain("(parse)");
    for (const id of ["no-request", "broken-pointer", "context-budget"]) expect(ids).toContain(id);
    const ms = table.map((r) => Number(r[1]));
    expect(ms.every((x) => Number.isFinite(x) && x >= 0)).toBe(true);
    expect([...ms].sort((a, b) => b - a)).toEqual(ms);
    const shares = table.map((r) => Number(r[2].replace("%", "")));
    // Each share is rounded to a tenth, so the sum may stray from 100 by half a tenth per row.
    const sum = shares.reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.05 * shares.length + 1e-9);
  });

  it("1 shows the 10 slowest and says how many more there are; a number shows that many; 0 is off", () => {
    const ten = run(["."], { cwd: examples, env: { HANDOFF_LINT_TIMING: "1" } });
    expect(rows(ten.stderr)).toHaveLength(10);
    expect(ten.stderr).toMatch(/\(\d+ more; HANDOFF_LINT_TIMING=all lists every one\)/);
    expect(rows(run(["."], { cwd: examples, env: { HANDOFF_LINT_TIMING: "3" } }).stderr)).toHaveLength(3);
    expect(run(["."], { cwd: examples, env: { HANDOFF_LINT_TIMING: "0" } }).stderr).toBe("");
  });

  it("times text read from stdin too", () => {
    const text = readFileSync(join(examples, "poor.handoff.md"), "utf8");
    const r = run(["--stdin"], { cwd: examples, input: text, env: { HANDOFF_LINT_TIMING: "all" } });
    expect(rows(r.stderr).map((x) => x[0])).toContain("(parse)");
  });
});
