// Field paths of the config's `handoffs` mapping: dotted keys, `*` for any one key or list index
// (`tasks.*.prompt`), a key with a dot in it quoted in brackets (`prompts["code.review"]`).

/** The segments of a field path. */
export function fieldSegments(path: string): string[] {
  const out: string[] = [];
  const re = /\[\s*"((?:[^"\\]|\\.)*)"\s*\]|\[\s*'([^']*)'\s*\]|([^.[\]]+)/g;
  for (const m of path.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? m[3]));
  return out;
}

/** Whether the concrete key path `at` is one the field path names. */
export function matchFieldPath(path: string, at: string[]): boolean {
  const segs = fieldSegments(path);
  return segs.length === at.length && segs.every((s, i) => s === "*" || s === at[i]);
}
