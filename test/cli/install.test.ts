// Installing from the repository, as docs/configuration.md says (there is no registry release yet): `npm
// pack` this checkout, then `npm install` the tarball into an empty folder, offline, from npm's cache (which
// `npm ci` filled), and run the installed command. No network: a package missing from the cache fails the
// install with ENOTCACHED rather than fetching it.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, ROOT } from "./helpers.js";
import { project } from "../core/tmp.js";

beforeAll(assertBuilt);

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const work = project({});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm pack, then npm install of the tarball", () => {
  it("packs bin/, dist/ and docs/ (not src/ or test/), installs offline, and the installed command lints", () => {
    // --ignore-scripts: `prepare` would build again; npm test has just built.
    const packed = JSON.parse(execFileSync(npm, ["pack", "--ignore-scripts", "--json", "--pack-destination", work], { cwd: ROOT, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } })) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const paths = packed[0].files.map((f) => f.path);
    for (const p of ["bin/handoff-lint.js", "bin/package.json", "dist/cli/main.cjs", "dist/src/index.js", "docs/configuration.md", "docs/rules/context-budget.md", "package.json", "README.md"]) expect(paths, p).toContain(p);
    expect(paths.filter((p) => /^(?:src|test|fixtures|bench|rules)\//.test(p))).toEqual([]);

    const prefix = join(work, "installed");
    mkdirSync(prefix);
    writeFileSync(join(prefix, "package.json"), "{}\n");
    const install = spawnSync(npm, ["install", "--offline", "--no-audit", "--no-fund", "--no-save", join(work, packed[0].filename)], { cwd: prefix, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } });
    expect(install.status, install.stderr).toBe(0);

    const bin = join(prefix, "node_modules", ".bin", "handoff-lint");
    const version = spawnSync(bin, ["--version"], { cwd: prefix, encoding: "utf8" });
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version);
    const proj = project({ "prompts/a.md": "Fix it like last time.\n", ".git/HEAD": "ref: refs/heads/main\n" });
    const lint = spawnSync(bin, ["prompts/", "-f", "json"], { cwd: proj, encoding: "utf8" });
    expect(lint.stderr).toBe("");
    const out = JSON.parse(lint.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string }> }>;
    expect(out.map((f) => f.filePath)).toEqual(["prompts/a.md"]);
    expect(out[0].messages.map((m) => m.ruleId)).toContain("assumed-shared-history");
    expect(spawnSync(bin, ["--explain", "context-budget"], { cwd: proj, encoding: "utf8" }).stdout).toBe(readFileSync(join(ROOT, "docs", "rules", "context-budget.md"), "utf8"));
  }, 180_000);
});
