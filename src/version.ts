// Package version and docs location, read once.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const VERSION: string = (JSON.parse(readFileSync(join(PACKAGE_ROOT, "package.json"), "utf8")) as { version: string }).version;
export const DOCS_BASE = "https://github.com/handoff-lint/handoff-lint";
/** Docs URL of a rule (the repository's docs/rules page). */
export const ruleDocsUrl = (id: string) => `${DOCS_BASE}/blob/main/docs/rules/${id}.md`;
