// Issue 14, "What a new user hits in the first hour": each item as the user hit it, through the built CLI.
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, run } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const files = (stdout: string) => (JSON.parse(stdout) as Array<{ filePath: string }>).map((f) => f.filePath);

describe("1. a folder named on the command line", () => {
  const tree = {
    "README.md": "x\n",
    "docs/guide.md": "x\n",
    "prompts/a.md": "x\n",
    "prompts/b.txt": "x\n",
    "prompts/sub/c.md": "x\n",
    ".claude/agents/reviewer.md": "x\n",
    "handoffs/h.md": "x\n",
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
    const dir = project({ ".handofflintrc.json": JSON.stringify({ files: ["tasks/*.md"] }), "tasks/t.md": "x\n", "notes/n.md": "x\n" });
    const r = run(["tasks", "-f", "json"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(files(r.stdout)).toEqual(["tasks/t.md"]);
  });
});
