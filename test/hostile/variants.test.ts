// Issue 18 asks for each of its 15 items to be fixed as a class: "a variant of each (another special
// file, another unbounded shape, another way to end the process) is tried against the build and must
// pass". The other files in test/hostile/ hold each item's own tests; this file holds one more variant
// of each, written after the fixes and run through the built CLI as users and clients run it. Item 13
// (time) is held by rules-linear.test.ts, hook-budget.test.ts and bench/hostile.mjs; item 10's loops by
// no-silent-exit.test.ts.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, linkSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, BIN, json, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const git = { ".git/HEAD": "ref: refs/heads/main\n" };
/** Blocked by recommended: it leans on a past the worker never saw. */
const BAD = "Fix the bug from before, like last time.\n";
const hookInput = (prompt: string, cwd: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Agent", cwd, tool_input: { description: "x", prompt, subagent_type: "general-purpose" } });
const reasonOf = (stdout: string): string | null => {
  if (!stdout.trim()) return null;
  const d = JSON.parse(stdout) as { hookSpecificOutput?: { permissionDecision?: string; permissionDecisionReason?: string } };
  return d.hookSpecificOutput?.permissionDecision === "deny" ? (d.hookSpecificOutput.permissionDecisionReason ?? "") : null;
};
const evilConfig = (marker: string) => `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(marker)}, "ran");\nexport default { extends: [] };\n`;

function fifo(path: string): void {
  const r = spawnSync("mkfifo", [path]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
}

describe("item 1: a stranger's JS config never runs", () => {
  it("a hook payload cwd that is a symlink inside the workspace pointing out of it: the config out there never runs", () => {
    const outside = project({});
    const marker = join(outside, "ran");
    writeFileSync(join(outside, "handoff-lint.config.mjs"), evilConfig(marker));
    const ws = project({ ...git });
    symlinkSync(outside, join(ws, "linked"));
    const r = run(["hook", "claude-code"], { cwd: ws, input: hookInput(BAD, join(ws, "linked")) });
    expect(existsSync(marker)).toBe(false);
    expect(reasonOf(r.stdout)).toMatch(/assumed-shared-history/);
  });

  it("a package.json handoffLint above a repository that turns every rule off does not apply in it", () => {
    const top = project({ "package.json": json({ handoffLint: { extends: [] } }), "repo/.git/HEAD": "ref: refs/heads/main\n", "repo/a.handoff.md": BAD });
    const r = run(["-f", "json", "a.handoff.md"], { cwd: join(top, "repo") });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/assumed-shared-history/);
  });
});

describe("item 2: the text cannot switch the gate off at the model's doors", () => {
  it.each([
    ["disable-next-line", `<!-- handoff-lint-disable-next-line -->\n${BAD}`],
    ["a disable block naming the rule", `<!-- handoff-lint-disable assumed-shared-history -->\n${BAD}<!-- handoff-lint-enable -->\n`],
    ["disable-line at the end of the line", `${BAD.trimEnd()} <!-- handoff-lint-disable-line -->\n`],
  ])("%s in a hook prompt: still refused, and the answer says the comment was not applied", (_what, prompt) => {
    const ws = project({ ...git });
    const reason = reasonOf(run(["hook", "claude-code"], { cwd: ws, input: hookInput(prompt, ws) }).stdout);
    expect(reason).toMatch(/assumed-shared-history/);
    expect(reason).toMatch(/were not applied/);
  });
});

describe("item 3: pointer checks read only inside the project", () => {
  it("at the hook, an absolute path outside the workspace that exists and one that does not get the same answer (no existence oracle)", () => {
    const ws = project({ ...git });
    const ask = (p: string) => reasonOf(run(["hook", "claude-code"], { cwd: ws, input: hookInput(`Fix the crash in \`${p}\` and reply with the diff.`, ws) }).stdout);
    const there = ask("/etc/hostname");
    const absent = ask("/etc/no-such-file-h18");
    expect(String(there).replaceAll("/etc/hostname", "P")).toBe(String(absent).replaceAll("/etc/no-such-file-h18", "P"));
  });

  it("a handoff that names a FIFO inside the project: the run does not wait on it", () => {
    const dir = project({ ...git, "a.handoff.md": "Fix the crash shown in `logs/run.log` and reply with the diff.\n" });
    mkdirSync(join(dir, "logs"));
    fifo(join(dir, "logs", "run.log"));
    const r = run(["-f", "json", "a.handoff.md"], { cwd: dir });
    expect([0, 1]).toContain(r.code);
    expect(JSON.parse(r.stdout)).toHaveLength(1);
  });
});

describe("item 4: config and ignore files that are not regular files", () => {
  it("an extensionless .handofflintrc that is a FIFO: an error naming it, exit 2, no hang", () => {
    const dir = project({ ...git, "a.handoff.md": "Fix MARK.\n" });
    fifo(join(dir, ".handofflintrc"));
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.handofflintrc.*not a regular file/);
  });

  it("a package.json that is a symlink to /dev/urandom: an error naming it, no memory blow-up", () => {
    const dir = project({ ...git, "a.handoff.md": "Fix MARK.\n" });
    symlinkSync("/dev/urandom", join(dir, "package.json"));
    const r = run(["a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/package\.json.*not a regular file/);
  });

  it("a .handofflintignore that is a symlink to /dev/zero is left unread; the run lints", () => {
    const dir = project({ ...git, ".handofflintrc.json": testRc(), "a.handoff.md": "Fix MARK.\n" });
    symlinkSync("/dev/zero", join(dir, ".handofflintignore"));
    const r = run(["-f", "json", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/test-mark/);
  });
});

describe("item 5: control characters never reach the terminal raw", () => {
  it("a file name holding ESC, a C1 CSI and a bidi override, in stylish output", () => {
    const name = "a\u001b]0;owned\u0007\u009b2J\u202e.handoff.md";
    const dir = project({ ".handofflintrc.json": testRc(), [name]: "Fix MARK.\n" });
    const r = run(["--format", "stylish", name], { cwd: dir });
    expect(r.code).toBe(1);
    for (const raw of ["\u001b", "\u0007", "\u009b", "\u202e"]) expect(r.stdout + r.stderr).not.toContain(raw);
    expect(r.stdout).toContain("\\x1b");
  });
});

describe("items 6 and 7: --fix on bytes, writing the file in place", () => {
  it("a Latin-1 byte on a line the fix does not touch stays as it was (variant: 0xE9, not ff fe)", () => {
    const dir = project({ ".handofflintrc.json": testRc() });
    const file = join(dir, "a.handoff.md");
    writeFileSync(file, Buffer.concat([Buffer.from("Caf"), Buffer.from([0xe9]), Buffer.from(" menu.\nFix teh bug.\n")]));
    run(["--fix", "a.handoff.md"], { cwd: dir });
    expect([...readFileSync(file)]).toEqual([...Buffer.concat([Buffer.from("Caf"), Buffer.from([0xe9]), Buffer.from(" menu.\nFix the bug.\n")])]);
  });

  it("a file with a second hard link, fixed through a symlink to it: one inode, both names fixed, its mode kept", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "real.md": "Fix teh bug.\n" });
    const real = join(dir, "real.md");
    chmodSync(real, 0o640);
    linkSync(real, join(dir, "other.md"));
    symlinkSync("real.md", join(dir, "via.handoff.md"));
    const ino = statSync(real).ino;
    run(["--fix", "via.handoff.md"], { cwd: dir });
    expect(readFileSync(join(dir, "other.md"), "utf8")).toBe("Fix the bug.\n");
    expect(statSync(real).ino).toBe(ino);
    expect(statSync(real).nlink).toBe(2);
    expect(statSync(real).mode & 0o777).toBe(0o640);
    expect(lstatSync(join(dir, "via.handoff.md")).isSymbolicLink()).toBe(true);
  });
});

describe("item 8: the pasted-content fix keeps what the writer added", () => {
  it("two lines the writer added above the pasted copy inside the fence (variant: two, through --fix): both kept", () => {
    const body = Array.from({ length: 90 }, (_, i) => `export const value${i} = computeSomething(${i}, "label-${i}");`).join("\n");
    const added = ["Note: value42 is the one that breaks.", "// keep value7 as it is"];
    const dir = project({ ...git, "src/values.ts": body + "\n", "a.handoff.md": `Refactor this file.\n\n\`\`\`ts title="src/values.ts"\n${added.join("\n")}\n${body}\n\`\`\`\n` });
    const r = run(["--fix", "-f", "json", "a.handoff.md"], { cwd: dir });
    // The copy differs from the file by two lines: reported, and the fix declines rather than drop them.
    expect(r.stdout).toMatch(/pasted-content/);
    const out = readFileSync(join(dir, "a.handoff.md"), "utf8");
    for (const line of added) expect(out).toContain(line);
  });
});

describe("item 9: a file with a huge number of findings", () => {
  it("40,000 broken pointers in one file (variant: findings, not directives or variables), beside a small one: both reported", () => {
    const many = Array.from({ length: 40_000 }, (_, i) => `See \`src/m${i}.ts\` for it.`).join("\n");
    const dir = project({ ...git, "big.handoff.md": `Fix these files and reply with the diff:\n\n${many}\n`, "small.handoff.md": BAD });
    // (spawnSync directly: the output is larger than run()'s default 1 MB buffer)
    const r = spawnSync(process.execPath, [BIN, "-f", "json", "big.handoff.md", "small.handoff.md"], { cwd: dir, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(/Maximum call stack/);
    const out = JSON.parse(r.stdout) as Array<{ filePath: string; messages: unknown[] }>;
    expect(out.map((f) => f.filePath)).toEqual(["big.handoff.md", "small.handoff.md"]);
    expect(out[0].messages.length).toBeGreaterThan(40_000);
    expect(out[1].messages.length).toBeGreaterThan(0);
  }, 120_000);
});

describe("item 11: a config given directly keeps recommended", () => {
  it("-c naming a JS config without extends (variant: .mjs) still runs the recommended rules", () => {
    const dir = project({ ...git, "cfg/strict-budget.mjs": "export default { budget: 3000 };\n", "a.handoff.md": BAD });
    const r = run(["-f", "json", "-c", "cfg/strict-budget.mjs", "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/assumed-shared-history/);
  });
});

describe("item 12: the language server never wedges", () => {
  it.each([
    ["hexadecimal", "Content-Length: 0x10"],
    ["empty", "Content-Length: "],
    ["fractional", "Content-Length: 12.5"],
  ])("a Content-Length that is %s: reported and skipped, the next message answered", async (_what, header) => {
    const init = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } });
    const frame = (body: string, h = `Content-Length: ${Buffer.byteLength(body)}`) => `${h}\r\n\r\n${body}`;
    const child = spawn(process.execPath, [BIN, "lsp", "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    try {
      child.stdin.write(frame('{"jsonrpc":"2.0","id":1,"method":"x"}', header) + frame(init));
      for (let waited = 0; !stdout.includes('"id":2') && waited < 60_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
      expect(stderr).toMatch(/handoff-lint lsp: a message with .*: skipped/);
      expect(stdout).toContain('"id":2');
      expect(child.exitCode).toBe(null);
    } finally {
      child.kill();
    }
  }, 70_000);

  it("a cache entry whose messages are a string is a miss (variant)", () => {
    const dir = project({ ".handofflintrc.json": testRc(), "a.handoff.md": "Fix MARK.\n" });
    const first = run(["a.handoff.md", "--cache", "--cache-location", "c.json", "-f", "json"], { cwd: dir });
    const file = join(dir, "c.json");
    const data = JSON.parse(readFileSync(file, "utf8")) as { entries: Record<string, { result: string }> };
    for (const e of Object.values(data.entries)) e.result = '{"messages":"none","errorCount":0,"warningCount":0,"fixableErrorCount":0,"fixableWarningCount":0,"tokens":3}';
    writeFileSync(file, JSON.stringify(data));
    const again = run(["a.handoff.md", "--cache", "--cache-location", "c.json", "-f", "json"], { cwd: dir });
    expect(again.stderr).toBe("");
    expect(JSON.parse(again.stdout)).toEqual(JSON.parse(first.stdout));
  });
});

describe("item 14: HANDOFF_LINT_WORKERS is capped", () => {
  it.each(["1e309", "9007199254740993", "4096"])("HANDOFF_LINT_WORKERS=%s over 40 files gives the answer of one thread", (workers) => {
    const files: Record<string, string> = { ...git, ".handofflintrc.json": testRc() };
    for (let i = 0; i < 40; i++) files[`f${i}.handoff.md`] = i % 2 ? "Fix MARK.\n" : "All good.\n";
    const dir = project(files);
    const one = run(["-f", "json", "."], { cwd: dir, env: { HANDOFF_LINT_WORKERS: "0" } });
    const many = run(["-f", "json", "."], { cwd: dir, env: { HANDOFF_LINT_WORKERS: workers } });
    expect(many.code).toBe(1);
    expect(many.stdout).toBe(one.stdout);
  }, 60_000);
});

describe("item 15: the smaller ones", () => {
  it("four levels of nested quote count once: pasted-share never over 100 %", () => {
    const quoted = Array.from({ length: 40 }, (_, i) => `> > > > line ${i} of the earlier reply, quoted four deep`).join("\n");
    const dir = project({ ...git, "a.handoff.md": `Fix the parser.\n\n${quoted}\n` });
    const r = run(["-f", "json", "a.handoff.md"], { cwd: dir });
    for (const m of (JSON.parse(r.stdout) as Array<{ messages: Array<{ message: string }> }>)[0].messages) {
      for (const pct of m.message.matchAll(/(?<!\d)(\d+) ?%/g)) expect(Number(pct[1])).toBeLessThanOrEqual(100);
    }
  });

  it.each(["Infinity", "-0", "+1"])("positional %s names that file, not a number", (name) => {
    const dir = project({ ".handofflintrc.json": testRc(), [name]: "Fix MARK.\n" });
    const r = run(["-f", "json", "--", name], { cwd: dir });
    expect((JSON.parse(r.stdout) as Array<{ filePath: string }>)[0].filePath).toBe(name);
  });

  it("a SARIF URI of a name with a space, a literal %20 and a '#' is percent-encoded per segment", () => {
    const name = "my dir/a%20b#c.handoff.md";
    const dir = project({ ".handofflintrc.json": testRc(), [name]: "Fix MARK.\n" });
    const r = run(["-f", "sarif", name], { cwd: dir });
    const uri = (JSON.parse(r.stdout) as { runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }> }).runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri;
    expect(uri).toBe("my%20dir/a%2520b%23c.handoff.md");
  });

  it.each(["constructor", "hasOwnProperty", "toString"])("--rule %s:off is an unknown rule, not an Object.prototype key", (id) => {
    const dir = project({ "a.handoff.md": "Fix it.\n" });
    const r = run(["--rule", `${id}:off`, "a.handoff.md"], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(id);
  });
});
