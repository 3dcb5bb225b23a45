// Frontmatter that is a flat list of `key: value` lines, read without the YAML library.
//
// Why: most handoffs with frontmatter have a few lines like `title: "…"`, `agent: planner`,
// `token_budget: 64000`, `tags: [a, b]`. The `yaml` package's parseDocument costs ~0.5 ms on such a block,
// ~5 % of linting a small handoff, and loading it ~10 ms at start-up. This reader accepts only a strict
// subset whose meaning under YAML 1.2's core schema (what `yaml` uses) is plain: top-level keys, double-
// or single-quoted strings without escapes, plain scalars without `:` `#` or brackets, flow sequences of
// such scalars. Anything else (nesting, block scalars, comments after values, anchors, duplicate keys,
// hex or exponent numbers, …) returns null and the caller uses the YAML library, which also reports
// errors. test/core/simple-yaml.test.ts checks the result equals the library's on random blocks.

// The value is the rest of the line, its blanks around cut in code (valueOf): a lazy value between ` +`
// and `[ \t]*$` retried the blanks at every character (polynomial in a line of spaces).
const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_-]{0,80}):(?: (.*)|\t[ \t]*)?$/;

/** The value after `key: `: without the spaces before it, nor the spaces and tabs after it. */
function valueOf(rest: string): string {
  let start = 0;
  while (start < rest.length && rest.charCodeAt(start) === 32) start++;
  let end = rest.length;
  while (end > start && (rest.charCodeAt(end - 1) === 32 || rest.charCodeAt(end - 1) === 9)) end--;
  return rest.slice(start, end);
}
const DOUBLE = /^"([^"\\]*)"$/;
const SINGLE = /^'([^']*)'$/;
const FLOW = /^\[([^[\]{}"'#:]*)\]$/;
const PLAIN = /^(?:[A-Za-z0-9_./+(]|-(?=[0-9]))[^#:[\]{}\t]*$/;
const ITEM = /^(?:[A-Za-z0-9_./+(]|-(?=[0-9]))[^#:[\]{},\t]*$/;
const INT = /^[-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;
/** Hex and octal numbers, exponents, `.inf`, `.nan`: left to the library. */
const OTHER_NUMBER = /^(?:[-+]?\.[A-Za-z]|[-+]?0[xXoO]|[-+]?[0-9.]+[eE])/;

/** The mapping of a simple frontmatter block, or null when the YAML library must read it. */
export function simpleYaml(value: string): Record<string, unknown> | null {
  if (value.length > 4096) return null;
  const out: Record<string, unknown> = {};
  let keys = 0;
  for (const line of value.split(/\r\n|\r|\n/)) {
    if (line.trim() === "") continue;
    const m = KEY_LINE.exec(line);
    if (!m) return null;
    const key = m[1];
    if (key === "__proto__" || Object.hasOwn(out, key)) return null;
    const v = m[2] === undefined ? undefined : valueOf(m[2]);
    let x: unknown;
    if (v === undefined || v === "" || v === "~") x = null;
    else if (v[0] === '"') {
      const q = DOUBLE.exec(v);
      if (!q) return null;
      x = q[1];
    } else if (v[0] === "'") {
      const q = SINGLE.exec(v);
      if (!q) return null;
      x = q[1];
    } else if (v[0] === "[") {
      const f = FLOW.exec(v);
      if (!f) return null;
      const inner = f[1].trim();
      const items: unknown[] = [];
      if (inner !== "") {
        for (const part of inner.split(",")) {
          const item = part.trim();
          if (!ITEM.test(item) || OTHER_NUMBER.test(item)) return null;
          items.push(scalar(item));
        }
      }
      x = items;
    } else {
      if (!PLAIN.test(v) || OTHER_NUMBER.test(v)) return null;
      x = scalar(v);
    }
    out[key] = x;
    keys++;
  }
  return keys ? out : null;
}

/** A plain scalar under the YAML 1.2 core schema (only the forms PLAIN and ITEM let through). */
function scalar(s: string): unknown {
  switch (s) {
    case "~":
    case "null":
    case "Null":
    case "NULL":
      return null;
    case "true":
    case "True":
    case "TRUE":
      return true;
    case "false":
    case "False":
    case "FALSE":
      return false;
  }
  if (INT.test(s) || FLOAT.test(s)) return Number(s);
  return s;
}
