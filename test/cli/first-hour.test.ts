// Issue 14, "What a new user hits in the first hour": each item as the user hit it, through the built CLI.
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, run, testRc } from "./helpers.js";
import { project } from "../core/tmp.js";
import { LspClient, uriOf } from "../integrations/helpers.js";

beforeAll(assertBuilt);

const files = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string }>).map((f) => f.filePath);

describe("1. a folder named on the command line", () => {
  const tree = {
    "README.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "docs/guide.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "prompts/a.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "prompts/b.txt": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "prompts/sub/c.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    ".claude/agents/reviewer.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
    "handoffs/h.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n",
  };

  it("finds the handoff files inside it, in a git repository (patterns match the path from the project root)", () => {
    const dir = project(tree);
    mkdirSync(join(dir, ".git"));
    for (const [arg, want] of [
      ["prompts/", ["prompts/a.md", "prompts/b.txt", "prompts/sub/c.md"]],
      ["prompts", ["prompts/a.md", "prompts/b.txt", "prompts/sub/c.md"]],
      ["prompts/sub", ["prompts/sub/c.md"]],
      [".claude/agents", [".claude/agents/reviewer.md"]],
      ["handoffs/", ["handoffs/h.md"]],
    ] as const) {
      const r = run([arg, "-f", "json"], { cwd: dir });
      expect(r.stderr, arg).toBe("");
      expect(r.code, arg).toBe(0);
      expect(files(r.stdout), arg).toEqual(want);
    }
    // from inside the folder: paths in the report are relative to where it runs
    const inside = run([".", "-f", "json"], { cwd: join(dir, "prompts") });
    expect(inside.code).toBe(0);
    expect(files(inside.stdout)).toEqual(["a.md", "b.txt", "sub/c.md"]);
    // the root still finds only handoff files
    expect(files(run([".", "-f", "json"], { cwd: dir }).stdout)).toEqual([".claude/agents/reviewer.md", "handoffs/h.md", "prompts/a.md", "prompts/b.txt", "prompts/sub/c.md"]);
    // a folder that is not a handoff folder still finds nothing
    const none = run(["docs"], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("docs: no handoff files matched");
  });

  it("without a project root, the folder's own name counts (`cd prompts && handoff-lint .`)", () => {
    const dir = project(tree);
    const inside = run([".", "-f", "json"], { cwd: join(dir, "prompts") });
    expect(inside.stderr).toBe("");
    expect(files(inside.stdout)).toEqual(["a.md", "b.txt", "sub/c.md"]);
    expect(files(run(["handoffs", "-f", "json"], { cwd: dir }).stdout)).toEqual(["handoffs/h.md"]);
  });

  it("a config's `files` patterns match from the project root, as ESLint's do from the config's folder", () => {
    const dir = project({ ".handofflintrc.json": JSON.stringify({ files: ["tasks/*.md"] }), "tasks/t.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "notes/n.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    const r = run(["tasks", "-f", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(files(r.stdout)).toEqual(["tasks/t.md"]);
  });
});

describe("3. options take exactly one value each", () => {
  const dir = project({ "ok.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "drafts/d.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "b.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });

  it("a path after --rule or --ignore-pattern is a path", () => {
    const r = run(["--rule", "context-budget:error", "ok.handoff.md", "-f", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(files(r.stdout)).toEqual(["ok.handoff.md"]);
    const ig = run(["--ignore-pattern", "drafts/**", "ok.handoff.md", "-f", "json"], { cwd: dir });
    expect(ig.stderr).toBe("");
    expect(files(ig.stdout)).toEqual(["ok.handoff.md"]);
    // repeated, then a folder: the ignores hold and the folder is walked
    const both = run(["--ignore-pattern", "drafts/**", "--ignore-pattern", "b.*", ".", "-f", "json"], { cwd: dir });
    expect(both.stderr).toBe("");
    expect(files(both.stdout)).toEqual(["ok.handoff.md"]);
    // a comma list still works, and so does a value after the paths
    const after = run(["ok.handoff.md", "--rule", "context-budget:error,no-request:off", "b.handoff.md", "-f", "json"], { cwd: dir });
    expect(after.stderr).toBe("");
    expect(files(after.stdout)).toEqual(["ok.handoff.md", "b.handoff.md"]);
  });

  it("an option given without its value is a usage error naming it, exit 2", () => {
    for (const opt of ["--rule", "--ignore-pattern", "-f", "--cache-location"]) {
      const r = run(["ok.handoff.md", opt], { cwd: dir });
      expect(r.code, opt).toBe(2);
      expect(r.stderr, opt).toMatch(new RegExp(`^handoff-lint: --${opt === "-f" ? "format" : opt.slice(2)} needs a value\n`));
    }
  });
});

describe("4. numeric options reject what is not a number", () => {
  const dir = project({ "x.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
  it("--max-warnings abc (and 1.5, -2, an empty value) is exit 2 with one clear line", () => {
    for (const v of ["abc", "1.5", "-2", ""]) {
      const r = run(["--max-warnings", v, "x.handoff.md"], { cwd: dir });
      expect(r.code, v).toBe(2);
      expect(r.stderr, v).toMatch(/^handoff-lint: --max-warnings must be a whole number/);
      expect(r.stdout, v).toBe("");
    }
    expect(run(["--max-warnings", "-1", "x.handoff.md"], { cwd: dir }).code).toBe(0);
    expect(run([`--max-warnings=3x`, "x.handoff.md"], { cwd: dir }).code).toBe(2);
  });
});

describe("2. --cache", () => {
  it("does not hide a broken pointer after the file it points to is renamed", () => {
    const dir = project({ ".handofflintrc.json": JSON.stringify({ extends: "recommended" }), "t.handoff.md": "Read `docs/adr/0007.md` and apply its decision to src/auth; reply with the diff.\n", "docs/adr/0007.md": "# ADR 7\n", "package.json": "{}\n" });
    const ids = (stdout: string) => (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string }> }>)[0].messages.map((m) => m.ruleId);
    expect(ids(run(["t.handoff.md", "--cache", "-f", "json"], { cwd: dir }).stdout)).not.toContain("broken-pointer");
    renameSync(join(dir, "docs/adr/0007.md"), join(dir, "docs/adr/0008.md"));
    expect(ids(run(["t.handoff.md", "-f", "json"], { cwd: dir }).stdout)).toContain("broken-pointer");
    expect(ids(run(["t.handoff.md", "--cache", "-f", "json"], { cwd: dir }).stdout)).toContain("broken-pointer");
  });

  it("writes nothing into a folder that is not a Node project (the OS cache folder instead); node_modules/.cache in one that is", () => {
    const home = project({});
    const env = { XDG_CACHE_HOME: join(home, "xdg") };
    const plain = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    execFileSync("git", ["init", "-q"], { cwd: plain });
    expect(run(["a.handoff.md", "--cache"], { cwd: plain, env }).code).toBe(0);
    expect(execFileSync("git", ["status", "--porcelain", "--ignored"], { cwd: plain, encoding: "utf8" })).toBe("?? a.handoff.md\n");
    expect(execFileSync("find", [join(home, "xdg"), "-name", "*.json"], { encoding: "utf8" })).toMatch(/handoff-lint\/[0-9a-f]{16}\/results\.json\n$/);
    const node = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n", "package.json": "{}\n" });
    expect(run(["a.handoff.md", "--cache"], { cwd: node, env }).code).toBe(0);
    expect(execFileSync("find", [join(node, "node_modules"), "-type", "f"], { encoding: "utf8" })).toBe(join(node, "node_modules/.cache/handoff-lint/results.json") + "\n");
  });

  it("--cache-location as ESLint reads it: a file, or a folder when it ends in a slash or is one", () => {
    const dir = project({ "a.handoff.md": "# Goal\n\nWrite a haiku about autumn leaves and reply with the poem only.\n" });
    writeFileSync(join(dir, "keep"), "");
    expect(run(["a.handoff.md", "--cache", "--cache-location", "c1"], { cwd: dir }).code).toBe(0);
    expect(JSON.parse(execFileSync("cat", [join(dir, "c1")], { encoding: "utf8" })).format).toBeGreaterThan(0);
    expect(run(["a.handoff.md", "--cache", "--cache-location", "c2/"], { cwd: dir }).code).toBe(0);
    mkdirSync(join(dir, "c3"));
    expect(run(["a.handoff.md", "--cache", "--cache-location", "c3"], { cwd: dir }).code).toBe(0);
    for (const d of ["c2", "c3"]) expect(execFileSync("ls", ["-A", join(dir, d)], { encoding: "utf8" }), d).toMatch(/^\.cache_[0-9a-f]{16}\n$/);
  });
});

describe("5. --stdin --fix", () => {
  it("prints the whole resulting text on stdout every time; the report goes to stderr", () => {
    const dir = project({ ".handofflintrc.json": testRc() });
    const go = (input: string, more: string[] = []) => run(["--stdin", "--fix", "--stdin-filename", "v.md", ...more], { cwd: dir, input });
    // something fixed, something left: the fixed text, and the report of what is left on stderr, exit 1
    const both = go("teh MARK\n");
    expect(both.stdout).toBe("the MARK\n");
    expect(both.stderr).toContain("found MARK");
    expect(both.code).toBe(1);
    // nothing fixable, a problem left: the text as it came, the report on stderr
    const none = go("MARK here\n");
    expect(none.stdout).toBe("MARK here\n");
    expect(none.stderr).toContain("found MARK");
    expect(none.code).toBe(1);
    // clean: the text as it came, nothing on stderr
    const clean = go("all good\n");
    expect(clean).toEqual({ code: 0, stdout: "all good\n", stderr: "" });
    // the json report on stderr when asked for
    const json = go("teh WARNME\n", ["-f", "json"]);
    expect(json.stdout).toBe("the WARNME\n");
    expect(JSON.parse(json.stderr)[0].messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(["test-warn"]);
  });
});

describe("6. one problem, one finding", () => {
  it("the language server offers \"Disable … for this line\" once per rule and line", async () => {
    const dir = project({ ".handofflintrc.json": JSON.stringify({ extends: "recommended" }) });
    const file = join(dir, "prompts", "two.md");
    const client = new LspClient(["lsp"], dir);
    try {
      await client.initialize(dir);
      const p = await client.open(file, "Read `docs/a.md` and `docs/b.md`; reply with a summary of both.\n");
      const pointers = p.diagnostics.filter((d) => d.code === "broken-pointer");
      expect(pointers).toHaveLength(2);
      const actions = (await client.connection.sendRequest("textDocument/codeAction", {
        textDocument: { uri: uriOf(file) },
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 60 } },
        context: { diagnostics: p.diagnostics, only: ["quickfix"] },
      })) as Array<{ title: string }>;
      expect(actions.filter((a) => a.title === "Disable broken-pointer for this line")).toHaveLength(1);
    } finally {
      client.kill();
    }
  });

  it("the engine drops a finding that repeats another exactly (same rule, range and message)", () => {
    const twice = `export default { meta: { id: "twice", concern: "facts", description: "reports each X twice, and each Y once per place", defaultSeverity: "warn", messages: { x: "found {{w}}" }, schema: { type: "object" } },
  check(doc, context) {
    for (let i = doc.text.indexOf("X"); i >= 0; i = doc.text.indexOf("X", i + 1)) for (let k = 0; k < 3; k++) context.report({ messageId: "x", data: { w: "X" }, range: [i, i + 1] });
    for (let i = doc.text.indexOf("Y"); i >= 0; i = doc.text.indexOf("Y", i + 1)) context.report({ messageId: "x", data: { w: "Y" }, range: [i, i + 1] });
    const z = doc.text.indexOf("X");
    if (z >= 0) context.report({ messageId: "x", data: { w: "other" }, range: [z, z + 1] });
  } };\n`;
    const dir = project({ "twice.mjs": twice, ".handofflintrc.json": JSON.stringify({ extends: [], plugins: ["./twice.mjs"], rules: { twice: "warn" } }), "a.handoff.md": "X and Y Y\n" });
    const r = run(["a.handoff.md", "-f", "json"], { cwd: dir });
    const got = (JSON.parse(r.stdout) as Array<{ messages: Array<{ column: number; message: string }>; warningCount: number }>)[0];
    expect(got.messages.map((m) => `${m.column} ${m.message}`)).toEqual(["1 found other", "1 found X", "7 found Y", "9 found Y"]);
    expect(got.warningCount).toBe(4);
  });
});

describe("7. which checks ran for the text's language", () => {
  const german = "Behebe den Login-Timeout in `src/auth` und antworte mit dem Diff. Die Tests in `test/auth` müssen danach grün sein, und die Änderung soll klein bleiben.\n";
  // a custom rule that says it reads English cues is listed with the built-in ones: the note is made from each rule's meta.english
  const plugin = `export default { meta: { id: "my-english-cue", concern: "intent", description: "d", english: true, defaultSeverity: "warn", messages: { x: "x" }, schema: { type: "object" } }, check() {} };\n`;
  const dir = project({ "cue.mjs": plugin, ".handofflintrc.json": JSON.stringify({ extends: "recommended", plugins: ["./cue.mjs"], rules: { "my-english-cue": "warn" } }), "de.handoff.md": german, "en.handoff.md": "Fix the login timeout in src/auth; reply with the diff.\n" });

  it("stylish: a note under a text that does not read as English, even with no findings; none for English", () => {
    const r = run(["de.handoff.md", "en.handoff.md"], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("de.handoff.md");
    expect(r.stdout).not.toContain("en.handoff.md");
    const note = r.stdout.split("\n").find((l) => l.includes("note"))!;
    expect(note).toMatch(/does not read as English: \d+ prose checks that read English cues did not run \(.*my-english-cue.*unresolved-reference.*\); the other checks did/);
    // only the rules the config turns on: context-budget runs on any language, missing-intent is off in recommended
    expect(note).not.toContain("context-budget");
    expect(note).not.toContain("missing-intent");
  });

  it("json: an optional `notes` entry on that file only", () => {
    const out = JSON.parse(run(["de.handoff.md", "en.handoff.md", "-f", "json"], { cwd: dir }).stdout) as Array<{ filePath: string; notes?: string[] }>;
    expect(out[0].notes).toHaveLength(1);
    expect(out[0].notes![0]).toContain("my-english-cue");
    expect(out[1]).not.toHaveProperty("notes");
  });
});
