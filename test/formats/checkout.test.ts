// `handoff-lint .` in a checkout with CrewAI tasks and agents, Claude and OpenCode agents, slash commands and
// Copilot, Cursor, Windsurf, Gemini, Codex and Kiro files lints each handoff in them, places each finding in
// its file, names the handoff it is in, and leaves the README and other YAML alone.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintFiles } from "../../src/api.js";

const fixtures = join(import.meta.dirname, "..", "..", "fixtures", "formats", "positions");
const COMMAND = "---\ndescription: Fix the tests\n---\nFix the tests like last time and report what changed.\n";

function checkout(): string {
  const dir = mkdtempSync(join(tmpdir(), "handoff-checkout-"));
  const put = (rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  const copy = (from: string, rel: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    copyFileSync(join(fixtures, from), join(dir, rel));
  };
  mkdirSync(join(dir, ".git"));
  copy("seven.tasks.yaml", "crew/config/tasks.yaml");
  copy("folded.tasks.yaml", "crew2/config/tasks.yaml");
  copy("quoted.agents.yaml", "crew/config/agents.yaml");
  copy(".gemini/commands/deploy.toml", ".gemini/commands/deploy.toml");
  copy(".codex/agents/tester.toml", ".codex/agents/tester.toml");
  copy(".kiro/agents/fixer.json", ".kiro/agents/fixer.json");
  for (const rel of [".claude/agents/fixer.md", ".claude/commands/fix.md", ".opencode/agent/fixer.md", ".github/prompts/fix.prompt.md", ".cursor/commands/fix.md", ".windsurf/workflows/fix.md"]) put(rel, COMMAND);
  put("README.md", "# A project\n\nFix it like last time.\n");
  put("docs/settings.yaml", "theme: dark\n");
  return dir;
}

describe("handoff-lint . in a checkout", () => {
  it("finds every handoff file, and only those", async () => {
    const dir = checkout();
    const { results, problems } = await lintFiles(["."], { cwd: dir });
    expect(problems).toEqual([]);
    expect(results.map((r) => r.filePath).sort()).toEqual(
      [
        ".claude/agents/fixer.md",
        ".claude/commands/fix.md",
        ".codex/agents/tester.toml",
        ".cursor/commands/fix.md",
        ".gemini/commands/deploy.toml",
        ".github/prompts/fix.prompt.md",
        ".kiro/agents/fixer.json",
        ".opencode/agent/fixer.md",
        ".windsurf/workflows/fix.md",
        "crew/config/agents.yaml",
        "crew/config/tasks.yaml",
        "crew2/config/tasks.yaml",
      ].sort(),
    );
    // each "like last time" is found where it is written, under its handoff's name where the file holds several
    for (const r of results) {
      const source = readFileSync(join(dir, r.filePath), "utf8");
      const m = r.messages.find((x) => x.ruleId === "assumed-shared-history");
      if (!source.includes("like last time")) continue;
      expect(m, r.filePath).toBeDefined();
      expect(source.slice(m!.range[0], m!.range[1])).toBe("like last time");
      expect(m!.handoff === undefined, r.filePath).toBe(r.filePath.endsWith(".md"));
    }
    // seven tasks in one file are not "too many tasks"
    expect(results.find((r) => r.filePath === "crew/config/tasks.yaml")!.messages.filter((m) => m.ruleId === "too-many-tasks")).toEqual([]);
  });
});
