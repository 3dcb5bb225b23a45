// Trust boundaries (docs/security.md): the doors that take requests from a model (MCP, dispatch hooks) load
// configs only from inside the workspace they were started for and do not let the text switch its own check
// off; config search stops at the project root; a config named with -c, a hook --budget or an MCP budget
// keep `recommended` under them.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideHook, parseHookArgs } from "../../src/integrations/hook.js";
import { lintForDoor } from "../../src/integrations/shared.js";
import { clearCaches } from "../../src/api.js";
import { assertBuilt, BIN, json, run } from "../cli/helpers.js";

beforeAll(assertBuilt);

/** A temporary folder with files (relative paths), as its real path. */
function folder(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "hl-trust-")));
  for (const [rel, body] of Object.entries(files)) {
    mkdirSync(join(dir, rel, ".."), { recursive: true });
    writeFileSync(join(dir, rel), body);
  }
  return dir;
}

/** A JS config that leaves a file behind when it runs: whether a stranger's code ran. */
const evilConfig = (marker: string) => `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(marker)}, "ran");\nexport default { rules: {} };\n`;
/** Blocked by recommended: no request, no intent, nothing. */
const BAD = "Also the thing from before.\n";
const hookInput = (prompt: string, cwd: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Task", cwd, tool_input: { description: "x", prompt, subagent_type: "general-purpose" } });
async function hook(input: string, fallback: string, flags: string[] = []) {
  const o = parseHookArgs(["claude-code", ...flags]);
  if (typeof o === "string") throw new Error(o);
  return decideHook({ text: input, over: false, bytes: input.length }, o, fallback);
}
const denied = (stdout: string) => /"permissionDecision":"deny"/.test(stdout);

describe("a JS config outside the workspace never runs at the model's doors", () => {
  const evil = folder({});
  const marker = join(evil, "ran.txt");
  writeFileSync(join(evil, "handoff-lint.config.mjs"), evilConfig(marker));
  const workspace = folder({ ".git/HEAD": "ref: refs/heads/main\n", "prompts/a.md": "x\n" });
  mkdirSync(join(workspace, "linked"));
  symlinkSync(evil, join(workspace, "linked", "out"));

  it.each([
    ["an absolute path", join(evil, "x.md")],
    ["a relative path that climbs out", join("..", evil.split("/").pop()!, "x.md")],
    ["a symlink inside the workspace that points out", "linked/out/x.md"],
  ])("MCP fileName naming %s is refused, and the config there does not run", async (_what, fileName) => {
    clearCaches();
    await expect(lintForDoor(BAD, { filePath: fileName, cwd: workspace, workspace, modelText: true })).rejects.toThrow(/outside the workspace/);
    expect(existsSync(marker)).toBe(false);
  });

  it("the hook ignores a payload cwd outside its workspace: the workspace's config applies, the stranger's never runs", async () => {
    clearCaches();
    const r = await hook(hookInput(BAD, evil), workspace);
    expect(existsSync(marker)).toBe(false);
    expect(denied(r.stdout)).toBe(true);
  });

  it("the built MCP server answers isError for such a file name, and runs nothing", async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"], cwd: workspace, stderr: "pipe" });
    const client = new Client({ name: "t", version: "0" });
    await client.connect(transport);
    try {
      const r = (await client.callTool({ name: "lint_handoff", arguments: { text: BAD, fileName: join(evil, "x.md") } })) as { isError?: boolean; content: Array<{ text: string }> };
      expect(r.isError).toBe(true);
      expect(r.content[0].text).toMatch(/outside the workspace/);
      expect(existsSync(marker)).toBe(false);
    } finally {
      await client.close();
    }
  });
});

describe("config search stops at the project root", () => {
  const above = folder({});
  const marker = join(above, "ran.txt");
  writeFileSync(join(above, "handoff-lint.config.mjs"), evilConfig(marker));
  const repo = join(above, "repo");
  mkdirSync(join(repo, ".git"), { recursive: true });
  mkdirSync(join(repo, "prompts"));
  writeFileSync(join(repo, "prompts", "a.md"), BAD);

  it("a JS config above the repository does not run for a file in it", () => {
    const r = run(["prompts/a.md"], { cwd: repo });
    expect(existsSync(marker)).toBe(false);
    expect(r.code).toBe(1);
  });

  it("nor does a data config above it apply (variant: .handofflintrc.json turning every rule off)", () => {
    const top = folder({ ".handofflintrc.json": json({ extends: [], rules: {} }), "repo/.git/HEAD": "x\n", "repo/a.md": BAD });
    expect(run(["a.md"], { cwd: join(top, "repo") }).code).toBe(1);
  });

  it("outside a repository, a config in a folder anyone may write to (as /tmp) does not apply below it", () => {
    const top = folder({ ".handofflintrc.json": json({ extends: [], rules: {} }), "work/a.md": BAD });
    chmodSync(top, 0o1777);
    expect(run(["a.md"], { cwd: join(top, "work") }).code).toBe(1);
    chmodSync(top, 0o700);
    expect(run(["a.md"], { cwd: join(top, "work") }).code).toBe(0);
  });
});

describe("the linted text cannot switch the gate off at the model's doors", () => {
  const workspace = folder({ ".git/HEAD": "x\n" });
  const comments = [
    "<!-- handoff-lint-disable-file -->",
    "<!-- handoff-lint-disable -->",
    "<!--handoff-lint-disable-file no-request missing-intent unfit-handoff bare-request-->",
    "<!-- handoff-lint-disable-next-line -->",
  ];

  it.each(comments)("MCP: %s leaves the verdict as it was, with a note", async (comment) => {
    clearCaches();
    const plain = await lintForDoor(BAD, { cwd: workspace, workspace, modelText: true });
    const r = await lintForDoor(comment.includes("next-line") ? `${comment}\n${BAD}` : `${BAD}\n${comment}\n`, { cwd: workspace, workspace, modelText: true });
    expect(plain.errorCount).toBeGreaterThan(0);
    expect(r.errorCount).toBe(plain.errorCount);
    expect(r.directivesIgnored).toBe(true);
  });

  it.each(comments)("hook: %s still blocks", async (comment) => {
    clearCaches();
    const r = await hook(hookInput(`${comment}\n${BAD}\n${comment}\n`, workspace), workspace);
    expect(denied(r.stdout)).toBe(true);
    expect(r.stdout).toContain("were not applied");
  });

  it("the project's config can allow them (trustInlineConfig: true)", async () => {
    const trusting = folder({ ".git/HEAD": "x\n", ".handofflintrc.json": json({ trustInlineConfig: true }) });
    clearCaches();
    const r = await lintForDoor(`${BAD}\n<!-- handoff-lint-disable-file -->\n`, { cwd: trusting, workspace: trusting, modelText: true });
    expect(r.errorCount).toBe(0);
  });

  it("the CLI and the editor's door still honour them (the project's own files)", async () => {
    clearCaches();
    const r = await lintForDoor(`${BAD}\n<!-- handoff-lint-disable-file -->\n`, { cwd: workspace });
    expect(r.errorCount).toBe(0);
  });
});

describe("a config without extends starts from recommended, however it is given", () => {
  const dir = folder({ ".git/HEAD": "x\n", "own.json": json({ budget: 5000 }), "a.md": BAD });

  it("-c names it", () => {
    const withC = run(["-c", "own.json", "--format", "json", "a.md"], { cwd: dir });
    const without = run(["--format", "json", "a.md"], { cwd: dir });
    expect(withC.code).toBe(1);
    const ids = (s: string) => (JSON.parse(s) as Array<{ messages: Array<{ ruleId: string }> }>)[0].messages.map((m) => m.ruleId).sort();
    expect(ids(withC.stdout)).toEqual(ids(without.stdout));
  });

  it("a hook --budget or an MCP budget is layered on the config, which keeps recommended", async () => {
    const project = folder({ ".git/HEAD": "x\n", ".handofflintrc.json": json({ budget: 5000 }) });
    clearCaches();
    const plain = await lintForDoor(BAD.repeat(40), { cwd: project, workspace: project, modelText: true });
    const budgeted = await lintForDoor(BAD.repeat(40), { cwd: project, workspace: project, modelText: true, budget: 50 });
    expect(plain.messages.some((m) => m.ruleId === "no-request")).toBe(true);
    expect(budgeted.messages.map((m) => m.ruleId)).toEqual(expect.arrayContaining(plain.messages.map((m) => m.ruleId)));
    expect(budgeted.messages.some((m) => m.ruleId === "context-budget")).toBe(true);
    const r = await hook(hookInput(BAD, project), project, ["--budget", "100000"]);
    expect(denied(r.stdout)).toBe(true);
  });
});

afterAll(() => clearCaches());
