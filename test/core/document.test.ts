// The document model: one parse gives sections, roles, paragraphs, sentences, references, blocks,
// slots, frontmatter and language, with ranges into the text.
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { lintText } from "../../src/api.js";
import { lintWithConfig } from "../../src/engine/lint.js";
import type { HandoffDocument, Range } from "../../src/types.js";
import { rules, testConfig } from "./util.js";

const slice = (d: HandoffDocument, r: Range) => d.text.slice(r[0], r[1]);

describe("sections and roles", () => {
  const text = [
    "Preamble line.",
    "",
    "# Goal",
    "",
    "Ship the fix so the nightly export stops failing.",
    "",
    "## Constraints",
    "",
    "Do not touch the schema.",
    "",
    "# Output",
    "",
    "Return the diff.",
    "",
  ].join("\n");
  const d = parseHandoff(text);

  it("gives the preamble and each heading a section, nested by depth, with roles from the heading", () => {
    expect(d.sections.map((s) => [s.heading, s.depth, s.role, s.parent])).toEqual([
      [null, 0, "other", -1],
      ["Goal", 1, "intent", -1],
      ["Constraints", 2, "constraints", 1],
      ["Output", 1, "output", -1],
    ]);
    expect(slice(d, d.sections[0].range)).toBe("Preamble line.\n\n");
    expect(slice(d, d.sections[1].range).startsWith("# Goal")).toBe(true);
    expect(slice(d, d.sections[1].range)).toContain("Do not touch the schema."); // a parent holds its children
    expect(slice(d, d.sections[2].range)).toBe("## Constraints\n\nDo not touch the schema.\n\n");
    expect(slice(d, d.sections[3].range)).toBe("# Output\n\nReturn the diff.\n");
    expect(slice(d, d.sections[3].headingRange!)).toBe("# Output");
  });

  it("paragraphs take their section's role", () => {
    const p = d.paragraphs.find((x) => slice(d, x.range) === "Return the diff.")!;
    expect(p.role).toBe("output");
    expect(d.sections[p.section].heading).toBe("Output");
  });

  it("lead labels give a paragraph its role: `Goal:`, `**Output**`, `**Constraints:**`, `Context -`", () => {
    const t = "Goal: make the export pass.\n\n**Output** a table of failures.\n\n**Constraints:** no new deps.\n\nContext - it broke on Monday.\n\nSee https://example.com/a for more.\n";
    const p = parseHandoff(t).paragraphs;
    expect(p.map((x) => [x.label, x.role])).toEqual([
      ["Goal", "intent"],
      ["Output", "output"],
      ["Constraints", "constraints"],
      ["Context", "context"],
      [null, "other"], // "See https:" is a URL, not a label
    ]);
  });

  it("plain text without headings gets roles per paragraph and per sentence from how they start", () => {
    const t = "You are a careful reviewer.\n\nFix the import error in the loader. Return the diff and a one-line summary.\n\nDo not push to main.\n\nThe goal is a green nightly build.\n\nIf you get stuck, stop and report what you tried.\n";
    const d2 = parseHandoff(t);
    expect(d2.sections).toHaveLength(1);
    expect(d2.paragraphs.map((p) => p.role)).toEqual(["role", "other", "constraints", "intent", "failure"]);
    const roleOf = (s: string) => d2.sentences.find((x) => x.text.startsWith(s))!.role;
    expect(roleOf("Fix the import")).toBe("other");
    expect(roleOf("Return the diff")).toBe("output");
    expect(roleOf("Do not push")).toBe("constraints");
  });
});

describe("sentences", () => {
  it("split prose, skip code blocks and keep inline code from ending a sentence", () => {
    const t = "Run the tests, e.g. `npm run test. -- --x`. Then report.\n\n```sh\nnpm test. This is code. Not prose.\n```\n\nDone now!\n";
    const d = parseHandoff(t);
    expect(d.sentences.map((s) => s.text)).toEqual(["Run the tests, e.g. `npm run test. -- --x`.", "Then report.", "Done now!"]);
    for (const s of d.sentences) expect(slice(d, s.range)).toBe(s.text);
    expect(d.sentences[0].prose).toMatch(/\uE000{5,}/);
    expect(d.prose).toHaveLength(t.length);
    expect(d.prose).not.toContain("This is code");
  });

  it("mark quoted sentences and strip table pipes", () => {
    const t = "> Quoted line. Another.\n\n| col a | col b |\n|---|---|\n| x | y |\n";
    const d = parseHandoff(t);
    expect(d.sentences.filter((s) => s.quoted).map((s) => s.text)).toEqual(["Quoted line.", "Another."]);
    expect(d.sentences.filter((s) => !s.quoted).map((s) => s.text)).toEqual(["col a", "col b", "x", "y"]);
  });

  it("break on a line ending with a colon, keep wrapped lines together", () => {
    const d = parseHandoff("Steps to follow:\nrun the build and\ncheck the output\n");
    expect(d.sentences.map((s) => s.text)).toEqual(["Steps to follow:", "run the build and\ncheck the output"]);
  });

  it("a block of a prompt's own tags is read as prose, a block of HTML is not", () => {
    const d = parseHandoff("<task>\nFix the date parser in `src/date.ts`.\n</task>\n\n<div>\nHello there.\n</div>\n");
    expect(d.sentences.map((s) => s.text)).toEqual(["Fix the date parser in `src/date.ts`."]);
    expect(d.prose).not.toContain("<task>");
    expect(d.blocks.map((b) => b.kind)).toEqual(["paragraph", "html"]);
  });

  it("a wrapped line that opens with bold goes on the sentence; a capital after a line break starts one", () => {
    const d = parseHandoff("The release ships with\n**no published posts** until the first one lands\nThen the feed goes live.\n");
    expect(d.sentences.map((s) => s.text)).toEqual(["The release ships with\n**no published posts** until the first one lands", "Then the feed goes live."]);
  });
});

describe("references", () => {
  const t =
    "Read `src/loader.ts` and ./docs/setup.md, see https://example.com/api and [the spec](https://example.com/spec).\n\nRun npm test after. Use the usual creds and the staging endpoint as discussed.\n\n```\nnot/a/ref.ts\n```\n";
  const d = parseHandoff(t);
  const byKind = (k: string) => d.references.filter((r) => r.kind === k).map((r) => r.text);
  it("finds code spans, paths, URLs, commands and context-leaning phrases, outside code blocks", () => {
    expect(byKind("code")).toEqual(["src/loader.ts"]);
    expect(byKind("path")).toEqual(["./docs/setup.md"]);
    expect(byKind("url")).toEqual(["https://example.com/api", "https://example.com/spec"]);
    expect(byKind("command")).toEqual(["npm test"]);
    expect(byKind("phrase")).toEqual(["the usual creds", "the staging endpoint"]);
    expect(d.references.map((r) => r.text)).not.toContain("not/a/ref.ts");
  });
  it("are sorted and their ranges cover their text", () => {
    const starts = d.references.map((r) => r.range[0]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const r of d.references) if (r.kind === "path" || r.kind === "command" || r.kind === "phrase") expect(slice(d, r.range)).toBe(r.text);
    const code = d.references.find((r) => r.kind === "code")!;
    expect(slice(d, code.range)).toBe("`src/loader.ts`");
  });
});

describe("blocks", () => {
  it("lists code, quotes, tables, HTML, lists and paragraphs with lines and bytes", () => {
    const t = "Intro é.\n\n```python\na = 1\nb = 2\n```\n\n> quote\n\n| a |\n|---|\n| b |\n\n<div>x</div>\n\n- one\n- two\n";
    const d = parseHandoff(t);
    expect(d.blocks.map((b) => [b.kind, b.lang, b.lineCount])).toEqual([
      ["paragraph", null, 1],
      ["code", "python", 4],
      ["blockquote", null, 1],
      ["table", null, 3],
      ["html", null, 1],
      ["list", null, 2],
    ]);
    expect(d.blocks[0].bytes).toBe(Buffer.byteLength("Intro é.")); // é is 2 bytes
    expect(slice(d, d.blocks[1].range)).toBe("```python\na = 1\nb = 2\n```");
  });
});

describe("slots and templates", () => {
  it("finds mustache, jinja, dollar and brace slots in prose; braces in code are code", () => {
    const t = "Summarize {{ file_content }} for {topic} with ${name}.\n\n{% for f in files %}x{% endfor %}\n\n```js\nconst o = {a};\n```\n";
    const d = parseHandoff(t);
    expect(d.slots.map((s) => [s.name, s.syntax])).toEqual([
      ["file_content", "mustache"],
      ["topic", "brace"],
      ["name", "dollar"],
      ["files", "jinja-tag"],
    ]);
    expect(slice(d, d.slots[2].range)).toBe("${name}");
    expect(d.template).toBe(true);
  });
  it("a text without slots is not a template unless the config or frontmatter says so", () => {
    expect(parseHandoff("Fix it.\n").template).toBe(false);
    expect(parseHandoff("Fix it.\n", { template: true }).template).toBe(true);
    expect(parseHandoff("---\ntemplate: true\n---\nFix it.\n").template).toBe(true);
    const d = parseHandoff("---\nvariables: [topic, audience]\n---\nWrite about it.\n");
    expect(d.declaredVariables).toEqual(["topic", "audience"]);
    expect(d.template).toBe(true);
  });
});

describe("frontmatter", () => {
  it("parses YAML frontmatter and keeps it out of the prose", () => {
    const t = "---\ntitle: Nightly\nbudget: 2000\n---\n# Goal\n\nFix it.\n";
    const d = parseHandoff(t);
    expect(d.frontmatter!.data).toEqual({ title: "Nightly", budget: 2000 });
    expect(d.frontmatter!.error).toBeNull();
    expect(slice(d, d.frontmatter!.range)).toBe("---\ntitle: Nightly\nbudget: 2000\n---");
    expect(d.prose.slice(0, 30).trim()).toBe("");
    expect(d.sections[1].heading).toBe("Goal");
  });

  it("reports malformed frontmatter at its line and still runs the rules on the rest", () => {
    const t = "---\ntitle: ok\nlist: [1, 2\n---\nGoal: fix MARK now.\n";
    const d = parseHandoff(t);
    expect(d.frontmatter!.data).toBeNull();
    expect(d.frontmatter!.error!.line).toBe(3);
    const r = lintWithConfig(t, testConfig([rules.mark]));
    const fm = r.messages.find((m) => m.ruleId === null)!;
    expect(fm.message).toMatch(/^Invalid frontmatter YAML/);
    expect(fm.line).toBe(3);
    // a warning: the text still reaches the worker, and the gate stops what the worker will lack
    expect(fm.severity).toBe(1);
    expect(r.messages.find((m) => m.ruleId === "test-mark")).toMatchObject({ line: 5, column: 11 });
  });

  it("reports the frontmatter error line right with CRLF and a BOM", () => {
    const t = "\uFEFF---\r\ntitle: ok\r\nbad: : :\r\n---\r\nFix it.\r\n";
    const d = parseHandoff(t);
    expect(d.frontmatter!.error).not.toBeNull();
    expect(d.frontmatter!.error!.line).toBe(3);
  });
});

describe("files that are nearly empty lint without a crash", () => {
  const cases: Record<string, string> = {
    empty: "",
    "whitespace only": "   \n\t\n  \r\n",
    "frontmatter only": "---\ntitle: just this\n---\n",
    "malformed frontmatter only": "---\n: : [\n---",
    "BOM only": "\uFEFF",
    "one heading": "#",
    "unclosed fence": "```\ncode that never closes",
  };
  for (const [name, text] of Object.entries(cases)) {
    it(name, async () => {
      const d = parseHandoff(text);
      expect(d.sections.length).toBeGreaterThan(0);
      const r = await lintText(text, { filePath: `x-${name.replace(/ /g, "-")}.handoff.md` });
      expect(r.messages.filter((m) => m.fatal)).toEqual([]);
      for (const m of r.messages) {
        expect(m.line).toBeGreaterThanOrEqual(1);
        expect(m.column).toBeGreaterThanOrEqual(1);
      }
    });
  }
});

describe("language", () => {
  it("English text is readable by English-cue rules; other scripts are not", () => {
    expect(parseHandoff("Fix the failing test in the loader and report what you changed.").language.english).toBe(true);
    expect(parseHandoff("修复加载器中失败的测试，并报告你更改了什么。请不要修改数据库结构。").language.english).toBe(false);
    expect(parseHandoff("```\ncode only\n```\n").language.english).toBe(false);
  });
});
