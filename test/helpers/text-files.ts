// The Markdown-ish files under a folder (recursively), for tests that run over real handoffs, fixtures and docs.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function textFiles(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir)) {
    const f = join(dir, e);
    if (statSync(f).isDirectory()) textFiles(f, out);
    else if (/\.(?:md|txt|prompt)$/.test(f)) out.push(f);
  }
  return out;
}
