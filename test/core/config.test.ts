// Configuration: discovery upward from each file (nearest wins, no merging), extends, rules with
// options validated at load, overrides, budget, encoding, templates, plugins, and errors that name
// the file and the key.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { resolveConfig, lintText, lintFiles } from "../../src/api.js";
import { ConfigError, getBuiltinRules } from "../../src/config/config.js";
import { PLUGIN } from "./util.js";
import { project } from "./tmp.js";

const json = (o: unknown) => JSON.stringify(o, null, 2);
const plugin = { plugins: [PLUGIN] };

async function configError(p: Promise<unknown>): Promise<ConfigError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error("expected a ConfigError");
}

describe("discovery", () => {
  const forms: Record<string, string> = {
    ".handofflintrc.json": json({ ...plugin, rules: { "test-mark": "warn" } }),
    ".handofflintrc.yaml": `plugins:\n  - ${PLUGIN}\nrules:\n  test-mark: warn\n`,
    ".handofflintrc.yml": `plugins: [${JSON.stringify(PLUGIN)}]\nrules: { test-mark: warn }\n`,
    "handoff-lint.config.js": `export default { plugins: [${JSON.stringify(PLUGIN)}], rules: { "test-mark": "warn" } };\n`,
    "handoff-lint.config.mjs": `export default () => ({ plugins: [${JSON.stringify(PLUGIN)}], rules: { "test-mark": "warn" } });\n`,
    "package.json": json({ name: "x", type: "module", handoffLint: { ...plugin, rules: { "test-mark": "warn" } } }),
  };
  for (const [name, body] of Object.entries(forms)) {
    it(`finds ${name} from a file two folders down`, async () => {
      const dir = project({ [name]: body, "a/b/x.handoff.md": "Goal: fix MARK now.\n" });
      const file = join(dir, "a/b/x.handoff.md");
      const c = await resolveConfig(file);
      expect(c.filePath).toBe(join(dir, name));
      expect(c.rules["test-mark"].severity).toBe(1);
      const r = await lintText("Goal: fix MARK now.\n", { filePath: file });
      expect(r.messages.map((m) => [m.ruleId, m.severity])).toEqual([["test-mark", 1]]);
    });
  }

  it("package.json without handoffLint is skipped for the next config up", async () => {
    const dir = project({ ".handofflintrc.json": json({ budget: 123 }), "sub/package.json": json({ name: "s" }), "sub/x.md": "" });
    const c = await resolveConfig(join(dir, "sub/x.md"));
    expect(c.filePath).toBe(join(dir, ".handofflintrc.json"));
    expect(c.settings.budget).toBe(123);
  });

  it("the nearest config wins and is not merged with the one above", async () => {
    const dir = project({
      ".handofflintrc.json": json({ ...plugin, budget: 100, encoding: "cl100k_base", rules: { "test-mark": "error" } }),
      "sub/.handofflintrc.json": json({ budget: 200 }),
      "sub/x.md": "Goal: fix MARK now.\n",
      "y.md": "Goal: fix MARK now.\n",
    });
    const sub = await resolveConfig(join(dir, "sub/x.md"));
    expect(sub.filePath).toBe(join(dir, "sub/.handofflintrc.json"));
    expect(sub.settings).toEqual({ budget: 200, encoding: "o200k_base", template: null });
    expect(sub.rules["test-mark"]).toBeUndefined();
    expect(sub.customRules).toEqual([]);
    const top = await resolveConfig(join(dir, "y.md"));
    expect(top.settings.budget).toBe(100);
    expect(top.settings.encoding).toBe("cl100k_base");
    expect(top.rules["test-mark"].severity).toBe(2);
  });

  it("without any config, the recommended preset applies", async () => {
    const dir = project({ "x.md": "" });
    const c = await resolveConfig(join(dir, "x.md"));
    for (const r of getBuiltinRules()) expect(c.rules[r.meta.id].severity).toBe(r.meta.recommended ? (r.meta.defaultSeverity === "error" ? 2 : 1) : 0);
  });
});

describe("extends", () => {
  it("recommended, strict and a relative file, later layers winning", async () => {
    const dir = project({
      "base.json": json({ ...plugin, budget: 50, rules: { "test-mark": ["warn", { word: "BASE" }] } }),
      "strict.json": json({ extends: "strict" }),
      ".handofflintrc.json": json({ extends: ["recommended", "./base.json"], rules: { "test-warn": "error" } }),
      "x.md": "",
      "s/.handofflintrc.json": json({ extends: "../strict.json" }),
      "s/y.md": "",
    });
    const c = await resolveConfig(join(dir, "x.md"));
    expect(c.settings.budget).toBe(50);
    expect(c.rules["test-mark"]).toEqual({ severity: 1, options: { word: "BASE" } });
    expect(c.rules["test-warn"].severity).toBe(2);
    const s = await resolveConfig(join(dir, "s/y.md"));
    for (const r of getBuiltinRules()) expect(s.rules[r.meta.id].severity).toBe(2);
  });

  it("a cycle is an error naming the files and the key", async () => {
    const dir = project({ ".handofflintrc.json": json({ extends: "./a.json" }), "a.json": json({ extends: "./b.yaml" }), "b.yaml": "extends: ./a.json\n", "x.md": "" });
    const e = await configError(resolveConfig(join(dir, "x.md")));
    expect(e.key).toBe("extends");
    expect(e.message).toContain("cycle");
    expect(e.message).toContain(join(dir, "a.json"));
    expect(e.message).toContain(join(dir, "b.yaml"));
  });

  it("an unknown preset or a missing file is an error", async () => {
    const dir = project({ ".handofflintrc.json": json({ extends: "recomended" }), "x.md": "", "s/.handofflintrc.json": json({ extends: "./nope.json" }), "s/y.md": "" });
    expect((await configError(resolveConfig(join(dir, "x.md")))).key).toBe("extends");
    expect((await configError(resolveConfig(join(dir, "s/y.md")))).message).toContain("nope.json");
  });
});

describe("rules, options and overrides", () => {
  it("accepts off/warn/error, 0/1/2 and [severity, options]; options merge over defaults", async () => {
    const dir = project({
      ".handofflintrc.json": json({ ...plugin, rules: { "test-mark": ["error", { word: "X" }], "test-warn": "off", "test-fix": 1, "test-throw": ["warn"] } }),
      "x.md": "",
    });
    const c = await resolveConfig(join(dir, "x.md"));
    expect(c.rules["test-mark"]).toEqual({ severity: 2, options: { word: "X" } });
    expect(c.rules["test-warn"].severity).toBe(0);
    expect(c.rules["test-fix"].severity).toBe(1);
    expect(c.rules["test-throw"]).toEqual({ severity: 1, options: {} });
  });

  it("options are validated against the rule's schema when the config loads, even in an override that matches nothing", async () => {
    const dir = project({ ".handofflintrc.json": json({ ...plugin, overrides: [{ files: "never/**", rules: { "test-mark": ["warn", { word: 3 }] } }] }), "x.md": "" });
    const e = await configError(resolveConfig(join(dir, "x.md")));
    expect(e.file).toBe(join(dir, ".handofflintrc.json"));
    expect(e.key).toBe("overrides[0].rules.test-mark");
    expect(e.message).toMatch(/word.*must be string/);
    const dir2 = project({ ".handofflintrc.json": json({ ...plugin, rules: { "test-mark": ["warn", { wrod: "x" }] } }), "x.md": "" });
    expect((await configError(resolveConfig(join(dir2, "x.md")))).message).toContain('unknown option "wrod"');
  });

  it("overrides apply by glob relative to the config's folder", async () => {
    const dir = project({
      ".handofflintrc.json": json({ ...plugin, rules: { "test-mark": "warn" }, overrides: [{ files: ["prompts/**/*.md"], rules: { "test-mark": "off" }, budget: 900 }] }),
      "prompts/a/x.md": "",
      "other/x.md": "",
    });
    const inP = await resolveConfig(join(dir, "prompts/a/x.md"));
    expect(inP.rules["test-mark"].severity).toBe(0);
    expect(inP.settings.budget).toBe(900);
    const out = await resolveConfig(join(dir, "other/x.md"));
    expect(out.rules["test-mark"].severity).toBe(1);
    expect(out.settings.budget).toBe(4000);
  });

  it("templates globs mark files as templates", async () => {
    const dir = project({ ".handofflintrc.json": json({ templates: ["tpl/*.md"] }), "tpl/a.md": "Write about it.\n", "b.md": "" });
    expect((await resolveConfig(join(dir, "tpl/a.md"))).settings.template).toBe(true);
    expect((await resolveConfig(join(dir, "b.md"))).settings.template).toBeNull();
  });

  it("ignores in the config keep files out of a folder walk", async () => {
    const dir = project({ ".handofflintrc.json": json({ ignores: ["drafts/"] }), "drafts/a.handoff.md": "x\n", "b.handoff.md": "x\n" });
    const r = await lintFiles(["."], { cwd: dir });
    expect(r.results.map((x) => x.filePath)).toEqual(["b.handoff.md"]);
  });

  it("plugins add custom rules that run", async () => {
    const dir = project({ ".handofflintrc.json": json({ ...plugin, rules: { "test-mark": "error" } }), "x.handoff.md": "Goal: fix a MARK now.\n" });
    const r = await lintFiles(["x.handoff.md"], { cwd: dir });
    expect(r.results[0].messages.map((m) => [m.ruleId, m.concern, m.line, m.column])).toEqual([["test-mark", "facts", 1, 13]]);
  });
});

describe("errors name the file and the key", () => {
  const cases: Array<[string, Record<string, string>, RegExp, string | null]> = [
    ["invalid JSON, with its line", { ".handofflintrc.json": '{\n  "rules": {\n    "x": "warn",\n  }\n}\n' }, /invalid JSON at line 4, column 3/, null],
    ["invalid JSON without a V8 position", { ".handofflintrc.json": '{\n  "budget": }\n' }, /invalid JSON at line 2, column 13/, null],
    ["invalid YAML, with its line", { ".handofflintrc.yaml": "budget: 10\nrules:\n  a: [warn\n" }, /invalid YAML at line \d+, column \d+/, null],
    ["an unknown key", { ".handofflintrc.json": json({ rulez: {} }) }, /unknown key/, "rulez"],
    ["an unknown key in an override", { ".handofflintrc.json": json({ overrides: [{ files: "*.md", rule: {} }] }) }, /unknown key/, "overrides[0].rule"],
    ["an unknown rule", { ".handofflintrc.json": json({ rules: { "no-such-rule": "warn" } }) }, /unknown rule "no-such-rule"/, "rules.no-such-rule"],
    ["a bad severity", { ".handofflintrc.json": json({ rules: { "context-budget": "loud" } }) }, /severity must be/, "rules.context-budget"],
    ["a bad option", { ".handofflintrc.json": json({ rules: { "context-budget": ["warn", { budget: "big" }] } }) }, /invalid options/, "rules.context-budget"],
    ["a bad budget", { ".handofflintrc.json": json({ budget: -1 }) }, /positive/, "budget"],
    ["a bad encoding", { ".handofflintrc.json": json({ encoding: "p50k" }) }, /o200k_base/, "encoding"],
    ["a JS config that throws on import", { "handoff-lint.config.mjs": "throw new Error('kaput');\n" }, /could not load: kaput/, null],
    ["a JS config function that throws", { "handoff-lint.config.mjs": "export default () => { throw new Error('nope'); };\n" }, /threw: nope/, null],
    ["a plugin that is not a rule", { ".handofflintrc.json": json({ plugins: ["./p.mjs"] }), "p.mjs": "export default { hello: 1 };\n" }, /does not export a rule/, "plugins"],
  ];
  for (const [name, files, re, key] of cases) {
    it(name, async () => {
      const dir = project({ ...files, "x.md": "" });
      const e = await configError(resolveConfig(join(dir, "x.md")));
      const cfg = Object.keys(files)[0];
      expect(e.file).toBe(join(dir, cfg));
      expect(e.message).toContain(join(dir, cfg));
      expect(e.message).toMatch(re);
      expect(e.key).toBe(key);
      if (key) expect(e.message).toContain(`: ${key}: `);
    });
  }
});

describe("caches", () => {
  it("clearCaches makes a long-running host see an edited config", async () => {
    const { writeFileSync } = await import("node:fs");
    const { clearCaches } = await import("../../src/api.js");
    const dir = project({ ".handofflintrc.json": json({ budget: 10 }), "x.md": "" });
    expect((await resolveConfig(join(dir, "x.md"))).settings.budget).toBe(10);
    writeFileSync(join(dir, ".handofflintrc.json"), json({ budget: 20 }));
    expect((await resolveConfig(join(dir, "x.md"))).settings.budget).toBe(10); // cached
    clearCaches();
    expect((await resolveConfig(join(dir, "x.md"))).settings.budget).toBe(20);
  });
});
