// Positions are 1-based line/column with end positions; columns count UTF-16 code units (as LSP and
// VS Code do). They must stay right with CRLF, a lone CR, a BOM, tabs, non-ASCII and astral characters.
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { lintWithConfig } from "../../src/engine/lint.js";
import { rules, testConfig } from "./util.js";

const marks = (text: string) =>
  lintWithConfig(text, testConfig([rules.mark])).messages.map((m) => [m.line, m.column, m.endLine, m.endColumn]);

describe("positions of reported ranges", () => {
  const cases: Array<[string, string, number[][]]> = [
    ["LF", "a\nbb MARK\nMARK", [[2, 4, 2, 8], [3, 1, 3, 5]]],
    ["CRLF", "a\r\nbb MARK\r\nMARK", [[2, 4, 2, 8], [3, 1, 3, 5]]],
    ["lone CR", "a\rbb MARK\rMARK", [[2, 4, 2, 8], [3, 1, 3, 5]]],
    ["mixed breaks", "a\r\n\rx\nMARK", [[4, 1, 4, 5]]],
    ["BOM (not a column)", "\uFEFFMARK\nx MARK", [[1, 1, 1, 5], [2, 3, 2, 7]]],
    ["tab counts one column", "\t\tMARK", [[1, 3, 1, 7]]],
    ["non-ASCII (é, 日本)", "é日本 MARK", [[1, 5, 1, 9]]],
    ["astral counts two units (🎉, 𝒳)", "🎉𝒳 MARK", [[1, 6, 1, 10]]],
    ["all together", "\uFEFF\t🎉\r\né\rMARK", [[3, 1, 3, 5]]],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => {
      expect(marks(text)).toEqual(expected);
    });
  }

  it("a range ending at a line break ends at the end of that line", () => {
    const d = parseHandoff("ab\r\ncd");
    expect(d.positionAt(2)).toEqual({ line: 1, column: 3 });
    expect(d.positionAt(3)).toEqual({ line: 1, column: 4 }); // between \r and \n: still line 1
    expect(d.positionAt(4)).toEqual({ line: 2, column: 1 });
    expect(d.positionAt(999)).toEqual({ line: 2, column: 3 }); // clamped to the end
  });
});

describe("offsetAt and positionAt are inverse", () => {
  for (const text of ["\uFEFFa\r\n\tb🎉c\rd\n\ne", "x", ""]) {
    it(JSON.stringify(text), () => {
      const d = parseHandoff(text);
      for (let o = d.start; o <= text.length; o++) {
        // inside a CRLF pair maps to the line's end; skip that one offset
        if (text[o - 1] === "\r" && text[o] === "\n") continue;
        expect(d.offsetAt(d.positionAt(o)), `offset ${o}`).toBe(o);
      }
    });
  }
});

describe("mdast nodes map to the same positions", () => {
  it("headings, code and inline code after a BOM, CRLF and astral characters", () => {
    const text = "\uFEFF🎉 intro\r\n\r\n## Goal\r\n\r\nUse `x.ts`\r\n";
    const d = parseHandoff(text);
    const h = d.sections[1];
    expect(text.slice(h.headingRange![0], h.headingRange![1])).toBe("## Goal");
    expect(d.positionAt(h.headingRange![0])).toEqual({ line: 3, column: 1 });
    const code = d.references.find((r) => r.kind === "code")!;
    expect(text.slice(code.range[0], code.range[1])).toBe("`x.ts`");
    expect(d.positionAt(code.range[0])).toEqual({ line: 5, column: 5 });
    const s = d.sentences[0];
    expect(s.text).toBe("🎉 intro");
    expect(d.positionAt(s.range[1])).toEqual({ line: 1, column: 9 });
  });
});

describe("offsetAt clamps as LSP does", () => {
  it("a column past the line's end is the line's end; a line past the last is the text's end", () => {
    const d = parseHandoff("ab\r\ncd\n");
    expect(d.offsetAt({ line: 1, column: 99 })).toBe(2);
    expect(d.offsetAt({ line: 2, column: 99 })).toBe(6);
    expect(d.offsetAt({ line: 9, column: 1 })).toBe(7);
    expect(d.offsetAt({ line: 0, column: 0 })).toBe(0);
  });
});

describe("doc.lineAround: the line an offset is on", () => {
  const around = (text: string, offset: number) => {
    const d = parseHandoff(text);
    const [a, b] = d.lineAround(offset);
    return text.slice(a, b);
  };
  it("finds the line without its break, with LF, CRLF and a lone CR", () => {
    expect(around("ab\ncd\nef", 4)).toBe("cd");
    expect(around("ab\r\ncd\r\nef", 5)).toBe("cd");
    expect(around("ab\rcd\ref", 4)).toBe("cd");
  });
  it("at a line's first offset, that line; on the first and last line, up to the text's edge", () => {
    expect(around("ab\ncd", 3)).toBe("cd");
    expect(around("ab\ncd", 0)).toBe("ab");
    expect(around("ab\ncd", 5)).toBe("cd");
  });
  it("skips a BOM, which is no part of the first line", () => {
    expect(around("\uFEFFab\ncd", 2)).toBe("ab");
  });
});
