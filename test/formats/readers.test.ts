// What each reader finds in a file: one handoff per CrewAI task or agent, the prompt field of TOML and JSON
// agent and command files, the body of Markdown agent and command files; the frame of each (name, kind,
// what the program supplies); content detection that is conservative; the config's `handoffs` mapping.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readHandoffs } from "../../src/formats/read.js";
import { lintText } from "../../src/api.js";

const dir = join(import.meta.dirname, "..", "..", "fixtures", "formats", "positions");
const read = (f: string) => readFileSync(join(dir, f), "utf8");
const cwd = mkdtempSync(join(tmpdir(), "handoff-readers-"));

describe("CrewAI", () => {
  it("reads one task per entry: description and expected output together, what the crew supplies in the frame", () => {
    const hs = readHandoffs(read("folded.tasks.yaml"), "config/tasks.yaml")!;
    expect(hs.map((h) => h.frame.name)).toEqual(["summarize_task", "migrate_task"]);
    const migrate = hs[1];
    expect(migrate.frame.kind).toBe("task");
    expect(migrate.frame.format).toBe("crewai-tasks");
    expect(migrate.text).toBe("Run the schema migration in db/migrations against the staging copy, and roll it back like last time if a check fails.\n\nExpected output: The migration log and whether it was rolled back.\n");
    const spec = migrate.frame.supplied.outputSpec!;
    expect(spec.text).toBe("The migration log and whether it was rolled back.\n");
    expect(migrate.text.slice(spec.range[0], spec.range[1])).toBe(spec.text);
    expect(migrate.frame.supplied).toMatchObject({ upstream: ["summarize_task"], upstreamFrom: "context" });
    expect(migrate.frame.metadata).toEqual({ agent: "operator", context: ["summarize_task"] });
    expect(hs[0].frame.supplied.upstream).toBeUndefined();
  });

  it("counts the tasks before one that lists no context as its upstream (CrewAI's sequential process)", () => {
    const hs = readHandoffs("a:\n  description: Find the papers.\n  agent: r\nb:\n  description: Summarize the papers found.\n  agent: w\nc:\n  description: Title it.\n  agent: w\n  context: []\n", "tasks.yaml")!;
    expect(hs.map((h) => [h.frame.supplied.upstream, h.frame.supplied.upstreamFrom])).toEqual([
      [undefined, undefined],
      [["a"], "sequence"],
      [[], "context"],
    ]);
  });

  it("reads an entry named `<what>_task` with only a description as a task, in a file of any name; other bare descriptions stay text", () => {
    const [task] = readHandoffs("grade_task:\n  description: |\n    Score the essay's coherence.\n    Return JSON.\n", "notes.md")!;
    expect(task.frame).toMatchObject({ name: "grade_task", kind: "task", format: "crewai-tasks" });
    expect(readHandoffs("release:\n  description: The spring release of the app.\n", "notes.md")).toBeNull();
    expect(readHandoffs("taskbar:\n  description: The bar at the bottom.\n", "notes.md")).toBeNull();
  });

  it("gives output_file as the destination and {var} as slots", () => {
    const [review] = readHandoffs(read("literal.tasks.yaml"), "tasks.yaml")!;
    expect(review.frame.supplied.destination).toBe("output/review.md");
    const [first] = readHandoffs("t:\n  description: Write about {topic} for {audience}.\n  expected_output: A post about {topic}.\n", "tasks.yaml")!;
    expect(first.frame.supplied.slots).toEqual(["topic", "audience"]);
  });

  it("reads an agent as a role, in the words CrewAI sends it", () => {
    const [agent] = readHandoffs(read("quoted.agents.yaml"), "agents.yaml")!;
    expect(agent.frame).toMatchObject({ name: "reviewer", kind: "role", format: "crewai-agents" });
    expect(agent.text).toBe('You are Code "reviewer" for\tthe parser. You review TypeScript changes for correctness, one file at a time.\n\nYour personal goal is: Review each change the way it\'s done like last time, and report findings.');
  });

  // Read as one Markdown text (as before this reader), the file's "# Task N" comments were seven headings of a
  // series, and too-many-tasks reported them.
  it("lints seven tasks one by one, without calling them too many tasks", async () => {
    const source = read("seven.tasks.yaml");
    expect(readHandoffs(source, "seven.tasks.yaml")!.length).toBe(7);
    const r = await lintText(source, { cwd, filePath: join(dir, "seven.tasks.yaml") });
    expect(r.messages.filter((m) => m.ruleId === "too-many-tasks")).toEqual([]);
  });
});

describe("TOML and JSON agent and command files", () => {
  it("reads a Gemini command's prompt as a template with {{args}} supplied", () => {
    const [h] = readHandoffs(read(".gemini/commands/deploy.toml"), ".gemini/commands/deploy.toml")!;
    expect(h.frame).toMatchObject({ name: "deploy", kind: "template", format: "gemini-command", supplied: { slots: ["args"] }, metadata: { description: "Deploy a service" } });
    expect(h.text.startsWith("Deploy the service named in {{args}} to staging and check")).toBe(true);
  });

  it("reads a Codex agent's developer_instructions as a role", () => {
    const [h] = readHandoffs(read(".codex/agents/tester.toml"), ".codex/agents/tester.toml")!;
    expect(h.frame).toMatchObject({ name: "tester", kind: "role", format: "codex-agent", metadata: { name: "tester", description: "Runs the test suite" } });
  });

  it("reads a Kiro agent's prompt as a role, and not a prompt kept in another file", () => {
    const [h] = readHandoffs(read(".kiro/agents/fixer.json"), ".kiro/agents/fixer.json")!;
    expect(h.frame).toMatchObject({ name: "fixer", kind: "role", format: "kiro-agent" });
    expect(h.text).toContain('You fix "lint" errors in src/.\n\tRun');
    expect(readHandoffs('{ "name": "x", "prompt": "file://./prompts/x.md" }', ".kiro/agents/x.json")).toEqual([]);
  });
});

describe("Markdown agent and command files", () => {
  const body = "---\nname: reviewer\ndescription: Reviews diffs\ntools: Read, Grep\n---\nReview $ARGUMENTS and ${input:branch} for bugs. Report each finding with file and line.\n";
  it("keeps the file as the handoff, frontmatter as metadata, kind from the place", () => {
    const [agent] = readHandoffs(body, "repo/.claude/agents/reviewer.md")!;
    expect(agent.map.identity).toBe(true);
    expect(agent.text).toBe(body);
    expect(agent.frame).toMatchObject({ name: null, kind: "role", format: "markdown-agent", metadata: { name: "reviewer", tools: "Read, Grep" } });
    for (const path of [".claude/commands/review.md", ".github/prompts/review.prompt.md", ".cursor/commands/review.md", ".windsurf/workflows/review.md", ".opencode/command/review.md"]) {
      const [cmd] = readHandoffs(body, path)!;
      expect(cmd.frame.kind, path).toBe("template");
      expect(cmd.frame.supplied.slots).toEqual(["ARGUMENTS", "input:branch"]);
    }
    expect(readHandoffs(body, ".opencode/agent/review.md")![0].frame.kind).toBe("role");
  });
});

describe("content decides when the name does not", () => {
  it("reads a tasks file, a Codex agent and a Kiro agent named .md or with no name", () => {
    expect(readHandoffs(read("folded.tasks.yaml"), "handoff.md")!.map((h) => h.frame.name)).toEqual(["summarize_task", "migrate_task"]);
    expect(readHandoffs(read(".codex/agents/tester.toml"), null)![0].frame.format).toBe("codex-agent");
    expect(readHandoffs(read(".kiro/agents/fixer.json"), "x.txt")![0].frame.format).toBe("kiro-agent");
  });

  it("leaves Markdown and other YAML alone", () => {
    expect(readHandoffs("---\ntask:\n  description: x\n  expected_output: y\n---\n# Fix the bug\n", "x.md")).toBeNull();
    expect(readHandoffs("Note:\n  the build is red since Monday. Fix it.\n", "x.md")).toBeNull();
    expect(readHandoffs("# Plan\n\nprompt = the thing we send\n", "x.md")).toBeNull();
    expect(readHandoffs("services:\n  web:\n    image: nginx\n", "compose.md")).toBeNull();
    // a file named .yaml that holds no handoff has none (it is not read as prose)
    expect(readHandoffs("services:\n  web:\n    image: nginx\n", "agents.yaml")).toEqual([]);
  });
});

describe("config `handoffs`: named strings of any YAML, JSON or TOML file", () => {
  const yaml = "tasks:\n  - prompt: |\n      Summarize the log at logs/ci.txt like last time.\n  - prompt: Write the release notes.\n";
  it("reads the fields a path names, each under its path", () => {
    expect(readHandoffs(yaml, "flows/a.yaml", { fields: ["tasks.*.prompt"] })!.map((h) => [h.frame.name, h.frame.kind])).toEqual([
      ["tasks.0.prompt", "prose"],
      ["tasks.1.prompt", "prose"],
    ]);
    expect(readHandoffs('{"tasks": {"a": {"prompt": "Do it like last time."}}}', "f.json", { fields: ["tasks.*.prompt"] })!.map((h) => h.frame.name)).toEqual(["tasks.a.prompt"]);
    expect(readHandoffs('[tasks.a]\nprompt = "Do it like last time."\n', "f.toml", { fields: ["tasks.*.prompt"] })!.map((h) => h.frame.name)).toEqual(["tasks.a.prompt"]);
  });

  it("is set per file by the config's globs, and its findings land in the file", async () => {
    const r = await lintText(yaml, { cwd, filePath: join(cwd, "flows", "a.yaml"), config: { handoffs: [{ files: "flows/*.yaml", fields: ["tasks.*.prompt"] }] } });
    const m = r.messages.find((x) => x.ruleId === "assumed-shared-history")!;
    expect([m.line, m.column, m.handoff]).toEqual([3, 40, "tasks.0.prompt"]);
    const other = await lintText(yaml, { cwd, filePath: join(cwd, "other", "a.yaml"), config: { handoffs: [{ files: "flows/*.yaml", fields: ["tasks.*.prompt"] }] } });
    expect(other.messages).toEqual([]);
  });

  it("rejects a mapping without fields, naming the key", async () => {
    await expect(lintText("x", { cwd, config: { handoffs: [{ files: "*.yaml" }] } as never })).rejects.toThrow(/handoffs\[0\]\.fields/);
  });
});

describe("a mapping and a known format on one file", () => {
  it("a mapping that names nothing in a CrewAI file leaves it read as one", () => {
    const source = readFileSync(join(dir, "folded.tasks.yaml"), "utf8");
    expect(readHandoffs(source, "crew/tasks.yaml", { fields: ["tasks.*.prompt"] })!.map((h) => h.frame.format)).toEqual(["crewai-tasks", "crewai-tasks"]);
  });
});

describe("content sniffing has a size limit", () => {
  it("does not sniff a text longer than SNIFF_MAX_CHARS, and reads a named file of that size", async () => {
    const { SNIFF_MAX_CHARS } = await import("../../src/formats/read.js");
    let big = "";
    for (let i = 0; big.length <= SNIFF_MAX_CHARS; i++) big += `task_${i}:\n  description: Summarize part ${i} of docs/book.md.\n  expected_output: A paragraph.\n`;
    expect(readHandoffs(big, "pasted.md")).toBeNull();
    expect(readHandoffs(big, "crew/tasks.yaml")!.length).toBeGreaterThan(1000);
  });
});

// Away from its folder (pasted, renamed, on stdin) an agent or command file still says what it is in its
// frontmatter (texts of my own); a name and a description alone, as session notes carry, say neither.
describe("Markdown frontmatter names the format", () => {
  const kind = (text: string, path: string | null = "notes/x.md") => readHandoffs(text, path)?.[0]?.frame?.kind ?? null;
  it("reads a sub-agent definition by its agent keys", () => {
    expect(kind("---\nname: docs-writer\ndescription: Writes docs.\ntools: Read, Write\n---\n\nKeep `docs/` in sync with the code.\n")).toBe("role");
    expect(kind("---\ndescription: Reviews diffs.\nmode: subagent\n---\n\nReview the diff you get.\n", null)).toBe("role");
  });
  it("reads a role opening after a name and a description", () => {
    expect(kind("---\nname: docs-writer\ndescription: Writes docs.\n---\n\n# Docs writer\n\nYou are a technical writer for this project.\n")).toBe("role");
    expect(kind("---\nname: reviewer\ndescription: レビュー担当\n---\n\nあなたはレビュー担当です。\n")).toBe("role");
  });
  it("reads a command or prompt file by its keys", () => {
    expect(kind("---\ndescription: Draft the changelog\nargument-hint: <version>\n---\n\nDraft the entry for $ARGUMENTS.\n")).toBe("template");
    expect(kind("---\nmode: agent\n---\nCreate a component named ${input:name}.\n")).toBe("template");
  });
  it("leaves a name and a description over a task alone, and lets a path decide first", () => {
    expect(kind("---\nname: next-session\ndescription: Handoff for session 12\n---\n\nFinish the CSV export in `src/export.ts`.\n")).toBeNull();
    expect(kind("---\ntitle: export fix\n---\n\nFix the export.\n")).toBeNull();
    expect(kind("---\nname: docs-writer\ndescription: Writes docs.\ntools: Read\n---\n\nKeep docs in sync.\n", "x.yaml")).not.toBe("role");
  });
});
