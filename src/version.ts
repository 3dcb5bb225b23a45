// Package version and docs location, read once (from the source tree or from dist/).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "rules"))) return dir;
    dir = dirname(dir);
  }
  return join(dirname(fileURLToPath(import.meta.url)), "..", "..");
}

export const PACKAGE_ROOT = findPackageRoot();
export const VERSION: string = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
export const DOCS_BASE = "https://github.com/handoff-lint/handoff-lint";
/** Docs URL of a rule (the repository's docs/rules page). */
export const ruleDocsUrl = (id: string) => `${DOCS_BASE}/blob/main/docs/rules/${id}.md`;
