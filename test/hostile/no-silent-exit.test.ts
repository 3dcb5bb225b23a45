// No silent success: a JS config or plugin that exits, never settles or throws from a getter is an error
// naming it (exit 2), and the files of other, valid configs are still linted and reported.
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, json, run, testRc } from "../cli/helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const configs: Array<[string, string, string]> = [
  ["calls process.exit(0) as it loads", "handoff-lint.config.mjs", "process.exit(0);\nexport default {};\n"],
  ["calls process.exit(0) from its exported function", "handoff-lint.config.mjs", "export default () => process.exit(0);\n"],
  ["calls process.exitCode = 0; process.exit() (variant)", "handoff-lint.config.mjs", "process.exitCode = 0;\nprocess.exit();\nexport default {};\n"],
  ["exports a function whose promise never settles", "handoff-lint.config.mjs", "export default () => new Promise(() => {});\n"],
  ["never finishes loading (a top-level await that never settles)", "handoff-lint.config.mjs", "await new Promise(() => {});\nexport default {};\n"],
  ["has a getter that throws", "handoff-lint.config.mjs", 'export default { get rules() { throw new Error("boom"); } };\n'],
  ["is a Proxy that throws on every key (variant)", "handoff-lint.config.mjs", 'export default new Proxy({}, { ownKeys() { throw new Error("no keys"); } });\n'],
  ["(CommonJS) calls process.exit(0)", "handoff-lint.config.js", "process.exit(0);\nmodule.exports = {};\n"],
  // A synchronous loop cannot be interrupted on the thread that runs it: JS configs load on a worker thread.
  ["loops forever at its top level", "handoff-lint.config.mjs", "while (true) {}\nexport default {};\n"],
  ["loops forever in its exported function", "handoff-lint.config.mjs", "export default () => { for (;;) {} };\n"],
  ["loops forever after an await in its exported async function (variant)", "handoff-lint.config.mjs", "export default async () => { await null; while (Date.now() > 0) {} };\n"],
  ["(CommonJS) loops forever as it loads (variant)", "handoff-lint.config.js", "let n = 0;\nwhile (n >= 0) n = (n + 1) % 7;\nmodule.exports = {};\n"],
];
const env = { HANDOFF_LINT_LOAD_TIMEOUT: "1500" };

describe("a config that misbehaves", () => {
  it.each(configs)("one that %s is an error naming it; the other folder's files are still reported", (_what, name, body) => {
    const dir = project({ "good/.handofflintrc.json": testRc(), "good/a.handoff.md": "Fix MARK.\n", [`bad/${name}`]: body, "bad/b.handoff.md": "Fix MARK.\n" });
    const r = run(["--format", "json", "good/a.handoff.md", "bad/b.handoff.md"], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join("bad", name));
    const out = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(out.map((f) => f.filePath)).toEqual(["good/a.handoff.md"]);
    expect(out[0].messages.map((m) => m.ruleId)).toContain("test-mark");
  }, 30_000);

  it("a plugin that exits as it loads, never settles or loops forever, is an error naming it", () => {
    for (const body of ["process.exit(0);\nexport default [];\n", "await new Promise(() => {});\nexport default [];\n", "while (true) {}\nexport default [];\n"]) {
      const dir = project({ ".handofflintrc.json": json({ plugins: ["./p.mjs"] }), "p.mjs": body, "a.handoff.md": "Fix the loader.\n" });
      const r = run(["a.handoff.md"], { cwd: dir, env });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/p\.mjs|plugins/);
    }
  }, 30_000);

  it("a config that extends a JS file that loops forever is an error naming that file; a plugin that loops is too, and the other folder still prints", () => {
    const dir = project({
      "good/.handofflintrc.json": testRc(),
      "good/a.handoff.md": "Fix MARK.\n",
      "ext/.handofflintrc.json": json({ extends: ["./base.mjs"] }),
      "ext/base.mjs": "export default (() => { while (true) {} })();\n",
      "ext/b.handoff.md": "Fix MARK.\n",
      "plug/.handofflintrc.json": json({ plugins: ["./spin.mjs"] }),
      "plug/spin.mjs": "for (let i = 0; i >= 0; i = (i + 1) % 3) {}\nexport default [];\n",
      "plug/c.handoff.md": "Fix MARK.\n",
    });
    const r = run(["--format", "json", "good/a.handoff.md", "ext/b.handoff.md", "plug/c.handoff.md"], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join("ext", "base.mjs"));
    expect(r.stderr).toMatch(/spin\.mjs.*did not finish loading/);
    const out = JSON.parse(r.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(out.map((f) => f.filePath)).toEqual(["good/a.handoff.md"]);
    expect(out[0].messages.map((m) => m.ruleId)).toContain("test-mark");
  }, 30_000);

  it("a plugin rule that exits while files are linted ends the run with exit 2 and a line saying so", () => {
    const rule = `export default { meta: { id: "quits", concern: "facts", messages: {} }, check() { process.exit(0); } };\n`;
    const dir = project({ ".handofflintrc.json": json({ plugins: ["./quits.mjs"], rules: { quits: "error" }, timeLimit: 0 }), "quits.mjs": rule, "a.handoff.md": "Fix the loader.\n" });
    const r = run(["a.handoff.md"], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/ended before it finished/);
  });

  it("a timer a config left behind cannot turn a run with problems into exit 0", () => {
    const dir = project({ "handoff-lint.config.mjs": 'setTimeout(() => process.exit(0), 300);\nexport default { extends: [], plugins: [' + JSON.stringify(join(import.meta.dirname, "..", "..", "fixtures", "core", "plugins", "mark.mjs")) + '], rules: { "test-mark": "error" } };\n', "a.handoff.md": "Fix MARK.\n" });
    const r = run(["a.handoff.md"], { cwd: dir, env });
    expect(r.code).toBe(1);
  });
});
