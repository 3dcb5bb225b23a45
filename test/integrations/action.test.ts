// action.yml: its steps' shell, run as a composite action runs them (bash --noprofile --norc -eo pipefail),
// with the GitHub runner's files (GITHUB_ENV, GITHUB_OUTPUT). The install step uses the project's own
// handoff-lint (use-project-install), linked to this checkout's build, so no registry is needed.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cliAnswers, FIXTURES, ROOT } from "./helpers.js";

interface Step {
  id: string;
  run: string;
  env: Record<string, string>;
}
const action = parse(readFileSync(join(ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
};

describe("GitHub Action (action.yml)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "handoff-lint-action-"));
    for (const d of ["plugin", "same", "project", "gate"]) cpSync(join(FIXTURES, d), join(dir, d), { recursive: true });
    for (const d of ["same", "project", "gate"]) {
      mkdirSync(join(dir, d, "node_modules", ".bin"), { recursive: true });
      symlinkSync(BIN, join(dir, d, "node_modules", ".bin", "handoff-lint"));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Run every step with the inputs given (defaults for the rest), as the runner would. */
  function runAction(inputs: Record<string, string>) {
    const values: Record<string, string> = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, inputs[k] ?? v.default]));
    const ghEnv = join(dir, `env-${Math.random().toString(36).slice(2)}`);
    const ghOut = join(dir, `out-${Math.random().toString(36).slice(2)}`);
    writeFileSync(ghEnv, "");
    writeFileSync(ghOut, "");
    const extra: Record<string, string> = {};
    const results: Array<{ id: string; code: number | null; stdout: string; stderr: string }> = [];
    for (const step of action.runs.steps) {
      const env: Record<string, string> = { ...(process.env as Record<string, string>), ...extra, GITHUB_ENV: ghEnv, GITHUB_OUTPUT: ghOut, GITHUB_ACTION_PATH: ROOT };
      for (const [k, v] of Object.entries(step.env ?? {})) env[k] = v.replace(/\$\{\{\s*inputs\.([\w-]+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
      const r = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run], { cwd: join(dir, values["working-directory"]), env, encoding: "utf8" });
      results.push({ id: step.id, code: r.status, stdout: r.stdout, stderr: r.stderr });
      for (const line of readFileSync(ghEnv, "utf8").split("\n")) {
        const i = line.indexOf("=");
        if (i > 0) extra[line.slice(0, i)] = line.slice(i + 1);
      }
      if (r.status !== 0) break;
    }
    return { results, outputs: readFileSync(ghOut, "utf8") };
  }

  it("is a composite action with install and lint steps", () => {
    expect(action.runs.using).toBe("composite");
    expect(action.runs.steps.map((s) => s.id)).toEqual(["install", "lint"]);
  });

  it("annotates problems in GitHub's format, fails on errors, and writes SARIF when asked", async () => {
    const { results, outputs } = runAction({ "use-project-install": "true", "working-directory": "same", files: "prompts/*.md\nREADME-missing-is-fine-when-globbed/*.md", "sarif-file": "reports/handoff-lint.sarif" });
    const lint = results.find((r) => r.id === "lint");
    // The glob reached handoff-lint unexpanded; the second pattern matches nothing and is reported.
    expect(lint?.stderr).toMatch(/README-missing-is-fine-when-globbed\/\*\.md: no handoff files matched/);
    expect(lint?.code).toBe(2);

    const ok = runAction({ "use-project-install": "true", "working-directory": "same", files: "prompts/*.md", "sarif-file": "reports/handoff-lint.sarif" });
    const step = ok.results.find((r) => r.id === "lint")!;
    expect(step.code).toBe(1);
    const expected = await cliAnswers(join("prompts", "dispatch.md"), join(dir, "same"));
    const annotations = step.stdout.split("\n").filter((l) => l.startsWith("::"));
    expect(annotations).toHaveLength(expected.length);
    for (const m of expected) {
      expect(annotations).toContain(annotations.find((a) => a.startsWith(`::${m.severity === 2 ? "error" : "warning"} file=prompts/dispatch.md,line=${m.line},col=${m.column},endLine=${m.endLine},endColumn=${m.endColumn},`)));
    }
    expect(ok.outputs).toContain("sarif-file=reports/handoff-lint.sarif");
    const sarif = JSON.parse(readFileSync(join(dir, "same", "reports", "handoff-lint.sarif"), "utf8")) as { version: string; runs: Array<{ results: unknown[] }> };
    expect(sarif.version).toBe("2.1.0");
    expect(sarif.runs[0].results).toHaveLength(expected.length);
    expect(outputs).toBe(""); // the failed first run wrote no output
  });

  it("fails the job on an error by default; warnings fail it only past max-warnings", () => {
    const essay = runAction({ "use-project-install": "true", "working-directory": "gate", files: "prompts/essay.md" }).results.find((r) => r.id === "lint")!;
    expect(essay.code).toBe(1);
    expect(essay.stdout).toMatch(/^::error file=prompts\/essay\.md,line=1,col=5,.*assumed-shared-history/m);
    const warned = (inputs: Record<string, string>) =>
      runAction({ "use-project-install": "true", "working-directory": "project", files: "prompts/marker.md", ...inputs }).results.find((r) => r.id === "lint")!;
    const passing = warned({});
    expect(passing.code).toBe(0);
    expect(passing.stdout).toMatch(/^::warning file=prompts\/marker\.md,line=3,col=80,/m);
    expect(warned({ "max-warnings": "0" }).code).toBe(1);
  });

  it("refuses use-project-install when the project has no handoff-lint", () => {
    const { results } = runAction({ "use-project-install": "true", "working-directory": "plugin" });
    expect(results[0]).toMatchObject({ id: "install", code: 2 });
    expect(results[0].stdout).toMatch(/::error title=handoff-lint::use-project-install is true but .* does not exist/);
  });
});
