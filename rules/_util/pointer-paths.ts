// Where pasted material may already live as a file: candidate paths named next to a block
// (the fence's info string or title, a path comment on its first line, a path in the line that
// introduces it), and a check that the file under the project root holds the same text.
import type { Block, HandoffDocument, RuleContext } from "../../src/types.js";

// A relative path with a file name and extension, or with at least one slash. Bounded repeats.
const PATH = /(?:\.{1,2}\/)?(?:[\w@.-]{1,80}\/){0,12}[\w@-][\w@.-]{0,80}\.[A-Za-z0-9]{1,10}\b/g;

function pathsIn(s: string, max: number): string[] {
  const out: string[] = [];
  PATH.lastIndex = 0;
  for (let m = PATH.exec(s); m && out.length < max; m = PATH.exec(s)) {
    const p = m[0];
    if (/^\d+(?:\.\d+)+$/.test(p)) continue; // version numbers
    if (/^(?:e\.g|i\.e|etc)\b/i.test(p)) continue;
    if (/^[a-z]+:\/\//i.test(s.slice(Math.max(0, m.index - 10), m.index + 3))) continue;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

/** Paths a block names for itself, most specific first. At most four. */
export function candidatePaths(doc: HandoffDocument, block: Block, content: string): string[] {
  const out: string[] = [];
  const add = (ps: string[]) => {
    for (const p of ps) if (out.length < 4 && !out.includes(p)) out.push(p);
  };
  const node = block.node as { lang?: string | null; meta?: string | null };
  // ```ts title="src/a.ts"   ```src/a.ts   ```ts:src/a.ts
  add(pathsIn(`${node.lang ?? ""} ${node.meta ?? ""}`.slice(0, 300), 2));
  // first line a comment naming the file: // src/a.ts, # file: a.py, -- a.sql, <!-- a.html -->
  const nl = content.indexOf("\n");
  const first = (nl < 0 ? content : content.slice(0, nl)).slice(0, 200);
  if (/^\s*(?:\/\/|#|--|\/\*|<!--|;)/.test(first)) add(pathsIn(first, 1));
  // the line that introduces the block: "`src/a.ts`:", "File: src/a.ts"
  const before = doc.text.slice(Math.max(doc.start, block.range[0] - 300), block.range[0]);
  const lines = before.split(/\r?\n/).filter((l) => l.trim().length);
  const last = lines[lines.length - 1] ?? "";
  if (last.length <= 200) add(pathsIn(last, 2));
  return out;
}

function normalize(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/\s+$/, ""))
    .join("\n")
    .replace(/^\n+|\n+$/g, "");
}

export interface FileMatch {
  path: string;
  /** True when the file holds exactly the pasted text (after trimming trailing space). */
  same: boolean;
  /** When `same` needed the pasted copy's first line left out: that line (a path comment, or a line the writer added). */
  header?: string;
}

/** The first candidate that exists under the project root, and whether it holds the same text. */
export function findFileFor(context: RuleContext<any>, candidates: string[], content: string): FileMatch | null {
  if (!context.projectRoot) return null;
  let found: FileMatch | null = null;
  const pasted = normalize(content);
  // the pasted copy may carry a path comment as its first line that the file lacks
  const nl = pasted.indexOf("\n");
  const withoutHeader = nl >= 0 ? normalize(pasted.slice(nl + 1)) : pasted;
  for (const p of candidates) {
    if (!context.fileExists(p)) continue;
    const text = context.readFile(p);
    if (text === null) continue;
    const file = normalize(text);
    if (file === pasted) return { path: p, same: true };
    if (file.length > 0 && file === withoutHeader) return { path: p, same: true, header: pasted.slice(0, nl) };
    found ??= { path: p, same: false };
  }
  return found;
}
