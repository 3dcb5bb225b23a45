// Temporary project folders for tests.
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** Make a temporary folder holding the given files (paths relative to it); returns its real path. */
export function project(files: Record<string, string | Buffer>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "hl-core-")));
  for (const [rel, body] of Object.entries(files)) {
    const f = join(dir, rel);
    mkdirSync(dirname(f), { recursive: true });
    writeFileSync(f, body);
  }
  return dir;
}
