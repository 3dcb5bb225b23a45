// The walk that places each character of a parsed string in its token, checked against the parsers on
// strings of every shape: YAML in each scalar style `yaml` writes (plain, single- and double-quoted, folded,
// literal), JSON with every escape, TOML basic and literal strings, multi-line and not.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument, Scalar, stringify } from "yaml";
import { parseTree } from "jsonc-parser";
import { parseTOML } from "toml-eslint-parser";
import { scalarSpans } from "../../src/formats/yaml.js";
import { jsonSpans } from "../../src/formats/json.js";
import { tomlSpans } from "../../src/formats/toml.js";
import { alignValue } from "../../src/formats/align.js";
import type { Spans } from "../../src/formats/source-map.js";

/**
 * Every character is placed on source that spells it: the same character, an escape (a span of more than one
 * character starting with a backslash, or YAML's doubled quote), or a line break folded into a space; and
 * the spans run forward through the token. (A block scalar's chomped final breaks that the file does not hold sit,
 * empty, at the token's end.)
 */
function expectSpelled(value: string, source: string, spans: Spans | null) {
  expect(spans).not.toBeNull();
  let last = -1;
  for (let i = 0; i < value.length; i++) {
    const a = spans!.starts[i];
    const b = spans!.ends[i];
    const piece = source.slice(a, b);
    const spelled = piece === value[i] || (b - a > 1 && (piece[0] === "\\" || piece === "''")) || (value[i] === " " && /^\r?\n$/.test(piece)) || (value[i] === "\n" && piece === "\r\n") || (value[i] === "\n" && a === b && value.slice(i).trim() === "") || (/[\uD800-\uDFFF]/.test(value[i]) && piece.length >= 1);
    expect(spelled, `char ${i} ${JSON.stringify(value[i])} of ${JSON.stringify(value)} placed on ${JSON.stringify(piece)} in ${JSON.stringify(source)}`).toBe(true);
    expect(a).toBeGreaterThanOrEqual(last);
    last = a;
  }
}

// Text of words, spaces, line breaks, quotes, backslashes, tabs, non-Latin and astral characters.
const text = fc.array(fc.constantFrom("word", "x", " ", "  ", "\n", "\n\n", '"', "'", "\\", "\t", "é", "日本", "😀", "#", ": ", "- ", "{a}", "''"), { minLength: 1, maxLength: 30 }).map((a) => a.join(""));
const STYLES = ["PLAIN", "QUOTE_SINGLE", "QUOTE_DOUBLE", "BLOCK_FOLDED", "BLOCK_LITERAL"] as const;

describe("alignValue", () => {
  it("places every character of a YAML scalar in each style yaml writes", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...STYLES), fc.integer({ min: 20, max: 80 }), fc.boolean(), (value, style, lineWidth, noFinalBreak) => {
        const node = new Scalar(value);
        node.type = style;
        const written = stringify({ task: { description: node } }, { lineWidth, minContentWidth: 0 });
        // (a file that ends without a line break: a block scalar's chomped break then lies past its token)
        const source = noFinalBreak ? written.replace(/\n$/, "") : written;
        const doc = parseDocument(source, { keepSourceTokens: true });
        const parsed = (doc.get("task") as { get(k: string, keep: true): Scalar }).get("description", true);
        // (a few shapes do not survive yaml's own round trip, such as blanks alone in a block scalar: not ours to place)
        fc.pre(parsed.value === value);
        expectSpelled(value, source, scalarSpans(parsed, value, source));
      }),
      { numRuns: 400 },
    );
  });

  it("places every character of a JSON string", () => {
    fc.assert(
      fc.property(text, (value) => {
        const source = `{ "prompt": ${JSON.stringify(value)} }`;
        const node = parseTree(source)!.children![0].children![1];
        expectSpelled(value, source, jsonSpans(node, source));
      }),
      { numRuns: 300 },
    );
  });

  it("places every character of TOML strings, escaped line breaks included", () => {
    const source = [
      'a = "tab\\there \\"q\\" \\u00e9 \\U0001F600 end"',
      "b = '''",
      "literal \\n stays",
      "  indented'''",
      'c = """',
      "first \\",
      "    joined",
      'second\\tline"""',
      "",
    ].join("\n");
    const top = parseTOML(source).body[0].body as Array<{ type: string; value: Parameters<typeof tomlSpans>[0] }>;
    for (const kv of top) expectSpelled(kv.value.value, source, tomlSpans(kv.value, source));
    const c = top[2].value;
    expect(c.value).toBe("first joined\nsecond\tline");
    const spans = tomlSpans(c, source);
    expect(source.slice(spans.starts[6], spans.starts[6] + 6)).toBe("joined");
  });

  it("gives null when the token does not spell the value", () => {
    expect(alignValue("abc", "xyz", 0, 3, "none")).toBeNull();
    expect(alignValue("a\tb", 'a\\nb', 0, 4, "json")).toBeNull();
  });
});
