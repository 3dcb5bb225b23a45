// pre-commit: a scratch git repository whose .pre-commit-config.yaml points at a snapshot of this checkout
// (working tree included, as `pre-commit try-repo` would take it); real `git commit`s through the installed
// hook. pre-commit builds the hook's environment itself (`language: node`): npm install, npm pack, npm
// install -g; so this is the one test that needs the npm registry for what the local cache lacks.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliAnswers, FIXTURES, preCommitVersion, ROOT, sortFound, type Found } from "./helpers.js";

const version = preCommitVersion();
if (!version) console.warn("[handoff-lint] pre-commit is not installed: the pre-commit tests are skipped (CI installs it: apt-get install -y pre-commit).");

const IDENTITY = { GIT_AUTHOR_NAME: "handoff-lint test", GIT_AUTHOR_EMAIL: "test@example.invalid", GIT_COMMITTER_NAME: "handoff-lint test", GIT_COMMITTER_EMAIL: "test@example.invalid" };
/** npm errors that mean "the registry cannot be reached", not "the package is broken". */
const OFFLINE = /\b(ENOTFOUND|EAI_AGAIN|ENOTCACHED|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/;

describe.skipIf(!version)(`pre-commit hook (${version ?? "absent"})`, () => {
  let tmp: string;
  let repo: string;
  let env: NodeJS.ProcessEnv;
  let offline: string | null = null;

  const run = (cmd: string, args: string[], cwd = repo) => {
    const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8" });
    return { code: r.status, out: `${r.stdout ?? ""}${r.stderr ?? ""}` };
  };
  const git = (args: string[], cwd = repo) => {
    const r = run("git", args, cwd);
    if (r.code !== 0) throw new Error(`git ${args.join(" ")}: ${r.out}`);
    return r.out.trim();
  };

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), "handoff-lint-precommit-"));
    env = {
      ...process.env,
      ...IDENTITY,
      PRE_COMMIT_HOME: join(tmp, "cache"),
      // Use the npm cache first; the network only for what it lacks.
      npm_config_prefer_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
    };
    // A snapshot of the checkout as it is now, committed on a branch pre-commit can fetch.
    const shadow = join(tmp, "handoff-lint");
    git(["clone", "-q", "--no-checkout", ROOT, shadow], tmp);
    git(["checkout", "-q", "-b", "snapshot", git(["rev-parse", "HEAD"], ROOT)], shadow);
    git(["--git-dir", join(shadow, ".git"), "--work-tree", ROOT, "add", "-A", "--", "."], ROOT);
    git(["commit", "-q", "--allow-empty", "-m", "snapshot of the working tree"], shadow);
    const rev = git(["rev-parse", "HEAD"], shadow);

    repo = join(tmp, "project");
    git(["init", "-q", repo], tmp);
    for (const d of ["plugin", "project", "same", "gate"]) cpSync(join(FIXTURES, d), join(repo, d), { recursive: true });
    writeFileSync(
      join(repo, ".pre-commit-config.yaml"),
      [
        "repos:",
        `  - repo: ${shadow}`,
        `    rev: ${rev}`,
        "    hooks:",
        "      - id: handoff-lint",
        "        verbose: true",
        "      - id: handoff-lint",
        "        alias: handoff-lint-json",
        "        name: handoff-lint (json)",
        "        args: [--format, json]",
        "        stages: [manual]",
        // As a user's config says it: no `verbose`, the way pre-commit runs most hooks.
        "      - id: handoff-lint",
        "        alias: handoff-lint-quiet",
        "        stages: [manual]",
        "",
      ].join("\n"),
    );
    const install = run("pre-commit", ["install"]);
    if (install.code !== 0) throw new Error(install.out);
    const hooks = run("pre-commit", ["install-hooks"]);
    if (hooks.code !== 0) {
      if (OFFLINE.test(hooks.out)) offline = hooks.out.match(OFFLINE)![0];
      else throw new Error(`pre-commit could not build the hook's environment:\n${hooks.out}\n${run("cat", [join(tmp, "cache", "pre-commit.log")]).out}`);
    }
    // Config, plugin and pre-commit config are not prompt files: the hook skips them.
    git(["add", ".pre-commit-config.yaml", "plugin", "project/.handofflintrc.json", "same/.handofflintrc.json", "gate/.handofflintrc.json"]);
    const first = run("git", ["commit", "-q", "-m", "set up"]);
    if (first.code !== 0 && !offline) throw new Error(first.out);
  }, 900_000); // pre-commit installs the package and its dev dependencies (to build it) on first use
  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it("blocks a commit of a bad handoff and shows the problems", (ctx) => {
    if (offline) ctx.skip(`the npm registry is unreachable (${offline}): pre-commit cannot build a node hook`);
    const before = git(["rev-list", "--count", "HEAD"]);
    git(["add", "project/prompts/over-budget.md"]);
    const r = run("git", ["commit", "-m", "add a bad handoff"]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/handoff-lint\.+Failed/);
    expect(r.out).toContain("project/prompts/over-budget.md");
    expect(r.out).toMatch(/\d+:\d+ +error +This handoff is \d+ tokens, over the budget of 60.*context-budget \(budget\)/);
    expect(git(["rev-list", "--count", "HEAD"])).toBe(before);
    git(["reset", "-q"]);
  }, 120_000);

  it("lets a good handoff through, and handoff-lint prints nothing", (ctx) => {
    if (offline) ctx.skip(`the npm registry is unreachable (${offline})`);
    git(["add", "project/prompts/good.md"]);
    const r = run("git", ["commit", "-m", "add a good handoff"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/handoff-lint\.+Passed/);
    // verbose: true shows whatever the hook printed; on a clean file that is nothing but pre-commit's own lines.
    const after = r.out.slice(r.out.search(/handoff-lint\.+Passed/)).split("\n").slice(1);
    const own = /^(- hook id: handoff-lint|- duration: .*|\[.*\] .*|\s*|.*add a good handoff.*|.*files? changed.*|\s*create mode .*)$/;
    expect(after.filter((l) => !own.test(l))).toEqual([]);
  }, 120_000);

  it("fails the commit of the essay's handoff where its history rule is an error, and shows every finding", (ctx) => {
    if (offline) ctx.skip(`the npm registry is unreachable (${offline})`);
    git(["add", "gate/prompts/essay.md"]);
    const r = run("git", ["commit", "-m", "add the essay's handoff"]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/handoff-lint\.+Failed/);
    expect(r.out).toMatch(/1:5 +error +"the import bug from before" assumes a shared past.*assumed-shared-history \(context\)/);
    expect(r.out).toMatch(/warning +"the staging endpoint" names nothing the worker can find/); // warnings are shown with the errors
    git(["reset", "-q"]);
  }, 120_000);

  it("passes a handoff with warnings only, quietly unless asked (--verbose or verbose: true), as pre-commit runs any passing hook", (ctx) => {
    if (offline) ctx.skip(`the npm registry is unreachable (${offline})`);
    const file = "project/prompts/marker.md";
    const quiet = run("pre-commit", ["run", "handoff-lint-quiet", "--hook-stage", "manual", "--files", file]);
    expect(quiet.code, quiet.out).toBe(0);
    expect(quiet.out).toMatch(/handoff-lint\.+Passed/);
    expect(quiet.out).not.toContain("test-fixable-marker");
    const shown = run("pre-commit", ["run", "handoff-lint-quiet", "--hook-stage", "manual", "--verbose", "--files", file]);
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toMatch(/3:80 +warning +XXX marks a spot left unfinished.*test-fixable-marker \(facts\)/);
  }, 120_000);

  it("gives the same rule ids and positions as the CLI (and so as the language server and MCP tool)", async (ctx) => {
    if (offline) ctx.skip(`the npm registry is unreachable (${offline})`);
    const file = "same/prompts/dispatch.md";
    const r = run("pre-commit", ["run", "handoff-lint-json", "--hook-stage", "manual", "--files", file]);
    expect(r.code, r.out).not.toBe(0); // the fixture has an error (pre-commit's output shown when it does not)
    const json = r.out.slice(r.out.indexOf("[{"), r.out.lastIndexOf("}]") + 2);
    const viaPreCommit = (JSON.parse(json) as Array<{ filePath: string; messages: Found[] }>)[0];
    expect(viaPreCommit.filePath).toBe(file);
    const found = viaPreCommit.messages.map(({ ruleId, severity, line, column, endLine, endColumn, message }) => ({ ruleId, severity, line, column, endLine, endColumn, message }));
    expect(found.length).toBeGreaterThan(0);
    expect(sortFound(found)).toEqual(sortFound(await cliAnswers(join("prompts", "dispatch.md"), join(FIXTURES, "same"))));
  }, 120_000);
});
