// `.pre-commit-hooks.yaml` lints the files a folder walk lints by default: its `files` regex and
// DEFAULT_FILES agree on a path made from every default glob (each way a glob can match) and on paths
// that are not handoff files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import picomatch from "picomatch";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILES, formatOfPath } from "../../src/formats/patterns.js";

const hooks = parse(readFileSync(join(import.meta.dirname, "..", "..", ".pre-commit-hooks.yaml"), "utf8")) as Array<{ id: string; files: string }>;
// pre-commit tests a path relative to the repository root with Python's re.search
const preCommit = new RegExp(hooks.find((h) => h.id === "handoff-lint")!.files);
const walk = picomatch(DEFAULT_FILES, { dot: true });

/** Paths a glob matches: `**` as no folder and as two, `*` as a name, each brace alternative. */
function examples(glob: string): string[] {
  const braces = /\{([^}]*)\}/.exec(glob);
  if (braces) return braces[1].split(",").flatMap((alt) => examples(glob.replace(braces[0], alt)));
  const paths = [glob.replace(/^\*\*\//, ""), glob.replace(/^\*\*\//, "a/b/")];
  return paths.flatMap((p) => [p.replace(/\/\*\*\//g, "/"), p.replace(/\/\*\*\//g, "/x/y/")]).map((p) => p.replace(/\*/g, "name"));
}

const NOT_HANDOFFS = ["README.md", "docs/guide.md", "src/index.ts", ".github/workflows/ci.yml", "config.yaml", ".claude/settings.json", ".gemini/settings.json", "pyproject.toml", "package.json", ".codex/config.toml", "notes/tasks.md"];

describe("default file patterns", () => {
  const positives = [...new Set(DEFAULT_FILES.flatMap(examples))];
  it.each(positives)("both lint %s", (p) => {
    expect(walk(p)).toBe(true);
    expect(preCommit.test(p)).toBe(true);
  });
  it.each(NOT_HANDOFFS)("neither lints %s", (p) => {
    expect(walk(p)).toBe(false);
    expect(preCommit.test(p)).toBe(false);
  });

  it("name the format of agent and command places", () => {
    expect(formatOfPath("/repo/.claude/agents/reviewer.md")).toBe("markdown-agent");
    expect(formatOfPath(".opencode/agent/build.md")).toBe("markdown-agent");
    expect(formatOfPath(".claude/commands/fix.md")).toBe("markdown-command");
    expect(formatOfPath("docs/review.prompt.md")).toBe("markdown-command");
    expect(formatOfPath(".gemini/commands/review.toml")).toBe("gemini-command");
    expect(formatOfPath(".codex/agents/reviewer.toml")).toBe("codex-agent");
    expect(formatOfPath(".kiro/agents/fixer.json")).toBe("kiro-agent");
    expect(formatOfPath("prompts/fix.md")).toBeNull();
  });
});
