// The benchmark harness's pure helpers (bench/lib/*.mjs). Nothing here is timed.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain .mjs helpers without type declarations
import { alternation, figureRows, formatNumber, formatSummary, formatTable, median, meetsGoal, percentile, ratesFromMs, summarize } from "../bench/lib/stats.mjs";
// @ts-expect-error -- plain .mjs helpers without type declarations
import { buildLargeHandoff, stripFrontmatter } from "../bench/lib/corpus.mjs";
// @ts-expect-error -- plain .mjs helpers without type declarations
import { ownerOf, summarizeProfile } from "../bench/lib/cpuprofile.mjs";

describe("bench stats", () => {
  it("takes percentiles by nearest rank without reordering the input", () => {
    const xs = Array.from({ length: 20 }, (_, i) => 20 - i); // 20 .. 1
    expect(percentile(xs, 0.95)).toBe(19);
    expect(percentile(xs, 0.5)).toBe(10);
    expect(percentile(xs, 1)).toBe(20);
    expect(percentile([7], 0.95)).toBe(7);
    expect(Number.isNaN(percentile([], 0.5))).toBe(true);
    expect(xs[0]).toBe(20);
  });

  it("takes the median of odd and even counts without reordering the input", () => {
    const xs = [5, 1, 3];
    expect(median(xs)).toBe(3);
    expect(xs).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it("summarizes median, min, max and drops non-numbers", () => {
    expect(summarize([3, NaN, 1, 2])).toEqual({ median: 2, min: 1, max: 3, n: 3, samples: [3, 1, 2] });
  });

  it("turns wall times into rates", () => {
    expect(ratesFromMs(2000, [1000, 4000])).toEqual([2000, 500]);
  });

  it("checks goals in both directions and has no verdict without a goal", () => {
    expect(meetsGoal(0.4, { op: "<=", value: 0.5 })).toBe(true);
    expect(meetsGoal(0.6, { op: "<=", value: 0.5 })).toBe(false);
    expect(meetsGoal(2, { op: ">=", value: 2 })).toBe(true);
    expect(meetsGoal(1.9, { op: ">=", value: 2 })).toBe(false);
    expect(meetsGoal(1, null)).toBe(null);
    expect(meetsGoal(NaN, { op: ">=", value: 1 })).toBe(null);
  });

  it("rounds to about three significant digits", () => {
    expect(formatNumber(1234.5)).toBe("1235");
    expect(formatNumber(12.345)).toBe("12.3");
    expect(formatNumber(1.2345)).toBe("1.23");
    expect(formatNumber(0.01234)).toBe("0.012");
    expect(formatNumber(NaN)).toBe("-");
    expect(formatSummary(summarize([10, 20, 30]), "ms")).toBe("20.0 ms (10.0-30.0)");
    expect(formatSummary(summarize([5]), "ms")).toBe("5.00 ms");
  });

  it("alternates commands and rotates which one goes first", () => {
    expect(alternation(2, 3)).toEqual([0, 1, 1, 0, 0, 1]);
    expect(alternation(3, 2)).toEqual([0, 1, 2, 1, 2, 0]);
  });

  it("pads table columns and rules the header", () => {
    const t = formatTable([
      ["figure", "ours"],
      ["cold start", "40 ms"],
    ]);
    expect(t.split("\n")).toEqual(["figure      ours", "----------  -----", "cold start  40 ms"]);
  });

  it("builds a table row per figure with ratio, goal and verdict", () => {
    const rows = figureRows([{ label: "cold", unit: "ms", ours: summarize([40, 42]), peer: summarize([100]), ratio: 0.41, goal: { op: "<=", value: 0.5 }, pass: true }]);
    expect(rows[0]).toEqual(["figure", "ours", "peer", "ratio", "goal", "result"]);
    expect(rows[1]).toEqual(["cold", "41.0 ms (40.0-42.0)", "100 ms", "0.41x", "<= 0.50x", "pass"]);
  });
});

describe("bench corpus helpers", () => {
  it("strips only a leading frontmatter block", () => {
    expect(stripFrontmatter("---\na: 1\n---\n# T\n")).toBe("# T\n");
    expect(stripFrontmatter("# T\n---\n")).toBe("# T\n---\n");
  });

  it("builds one handoff of at least the asked size, frontmatter only at the top", () => {
    const texts = ["---\nx: 1\n---\n# One\n\nBody.\n", "---\ny: 2\n---\n# Two\n\nMore.\n"];
    const t = buildLargeHandoff(texts, 200);
    expect(Buffer.byteLength(t)).toBeGreaterThanOrEqual(200);
    expect(t.startsWith("---\nx: 1\n---\n")).toBe(true);
    expect(t.match(/^---$/gm)?.length).toBe(2);
    expect(t).toContain("# Two");
  });
});

describe("bench cpu profile summary", () => {
  it("attributes script URLs to packages and to our own dist folders", () => {
    expect(ownerOf("file:///r/node_modules/micromark/lib/x.js")).toBe("pkg micromark");
    expect(ownerOf("file:///r/node_modules/@scope/pkg/a.js")).toBe("pkg @scope/pkg");
    expect(ownerOf("file:///r/dist/src/document/parse.js")).toBe("ours src/document");
    expect(ownerOf("node:internal/modules/esm/loader")).toBe("node: module loader");
    expect(ownerOf("", "(garbage collector)")).toBe("(gc)");
  });

  it("sums self and inclusive time from samples", () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: "(root)", url: "", lineNumber: -1 }, children: [2] },
        { id: 2, callFrame: { functionName: "main", url: "file:///r/dist/src/cli/main.js", lineNumber: 0 }, children: [3] },
        { id: 3, callFrame: { functionName: "go", url: "file:///r/node_modules/micromark/lib/t.js", lineNumber: 9 } },
      ],
      samples: [2, 3, 3],
      timeDeltas: [0, 1000, 1000],
    };
    const s = summarizeProfile(profile);
    expect(s.totalMs).toBe(3);
    expect(Object.fromEntries(s.byOwner)).toEqual({ "ours src/cli": 1, "pkg micromark": 2 });
    expect(Object.fromEntries(s.byInclusive)["main dist/src/cli/main.js:1"]).toBe(3);
  });
});
