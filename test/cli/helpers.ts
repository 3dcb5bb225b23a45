// Run the BUILT command line (`node bin/handoff-lint.js`), as users and hooks do. Build first:
// `npm run build` (npm test does it in pretest).
import { spawnSync } from "node:child_process";
import { existsSync, statSync, readdirSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
export const BIN = join(ROOT, "bin", "handoff-lint.js");
export const PLUGIN = join(ROOT, "fixtures", "core", "plugins", "mark.mjs");
export const TOUCH_PLUGIN = join(ROOT, "fixtures", "core", "plugins", "touch.mjs");

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Fail early and clearly when the build is missing or older than the sources. */
export function assertBuilt(): void {
  const main = join(ROOT, "dist", "src", "cli", "main.js");
  if (!existsSync(main)) throw new Error("dist/ is missing: run `npm run build` before the CLI tests");
  const bundled = join(ROOT, "dist", "cli", "main.cjs");
  if (!existsSync(bundled) || statSync(bundled).mtimeMs + 1000 < statSync(main).mtimeMs) {
    throw new Error("dist/cli/ (the bundled CLI) is missing or older than dist/src/: run `npm run build`");
  }
  if (newest(join(ROOT, "src")) > statSync(main).mtimeMs + 1000) {
    throw new Error("dist/ is older than src/: run `npm run build` before the CLI tests");
  }
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(args: string[], o: { cwd: string; input?: string; env?: Record<string, string | undefined> } ): Run {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...o.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: o.cwd, input: o.input ?? "", encoding: "utf8", env: env as NodeJS.ProcessEnv });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const json = (o: unknown) => JSON.stringify(o, null, 2);

/** A config that runs the test-only rules (test-mark: error on MARK, test-warn: warning on WARNME). */
export function testRc(extra: Record<string, unknown> = {}): string {
  const { rules, ...rest } = extra;
  return json({ extends: [], plugins: [PLUGIN], ...rest, rules: { "test-mark": "error", "test-warn": "warn", "test-fix": "warn", ...((rules as object) ?? {}) } });
}
