// Held-out handoffs written by hand (fixtures/generalization), linted with the default config the
// way the detection scorer lints a corpus, and scored per concern against their labels. The set
// exists to catch rules that fit the tuning corpus's wording rather than the concern: a regression
// here means a rule stopped generalizing.
import { readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lintText } from "../src/api.js";

const DIR = join(import.meta.dirname, "..", "fixtures", "generalization");
const CONCERNS = ["facts", "context", "intent", "budget", "pointer"] as const;
type Concern = (typeof CONCERNS)[number];
const POSITIVE = new Set(["missing", "over", "push"]);
const MIN_PRECISION = 0.85;
const MIN_RECALL = 0.7;

interface Row {
  file: string;
  labels: Record<Concern, string>;
}

function readLabels(): Row[] {
  return readFileSync(join(DIR, "labels.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Row);
}

describe("generalization set", () => {
  const rows = readLabels();

  it("labels every handoff in the folder, and only those", () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith(".md")).sort();
    expect(rows.map((r) => r.file).sort()).toEqual(files);
    for (const r of rows) for (const c of CONCERNS) expect(["ok", "missing", "over", "push", "n/a"]).toContain(r.labels[c]);
  });

  it(`scores precision >= ${MIN_PRECISION} and recall >= ${MIN_RECALL} on every concern with the default config`, { timeout: 120_000 }, async () => {
    const table = Object.fromEntries(CONCERNS.map((c) => [c, { tp: 0, fp: 0, fn: 0, tn: 0 }])) as Record<Concern, { tp: number; fp: number; fn: number; tn: number }>;
    const wrong: string[] = [];
    // Outside any project, as the scorer lints its copies: no config file applies, no project root.
    const cwd = join(tmpdir(), "handoff-lint-generalization");
    for (const row of rows) {
      const text = readFileSync(join(DIR, row.file), "utf8");
      const result = await lintText(text, { filePath: join(cwd, row.file), cwd, config: {} });
      const flagged = new Set(result.messages.filter((m) => m.severity >= 1).map((m) => m.concern));
      for (const c of CONCERNS) {
        const label = row.labels[c];
        if (label === "n/a") continue;
        const pos = POSITIVE.has(label);
        const hit = flagged.has(c);
        const cell = pos ? (hit ? "tp" : "fn") : hit ? "fp" : "tn";
        table[c][cell]++;
        if (cell === "fp" || cell === "fn") {
          const why = result.messages.filter((m) => m.concern === c).map((m) => `${m.ruleId}@${m.line}:${m.column}`).join(", ");
          wrong.push(`${cell === "fp" ? "false alarm" : "miss"} · ${c} · ${row.file}${why ? ` (${why})` : ""}`);
        }
      }
    }
    const report: string[] = [];
    for (const c of CONCERNS) {
      const { tp, fp, fn } = table[c];
      const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
      const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
      report.push(`${c}: tp ${tp} fp ${fp} fn ${fn} precision ${precision.toFixed(2)} recall ${recall.toFixed(2)}`);
      expect(tp + fn, `${c} has no positive in the set`).toBeGreaterThan(0);
      const summary = [...report, ...wrong].join("\n");
      expect(precision, summary).toBeGreaterThanOrEqual(MIN_PRECISION);
      expect(recall, summary).toBeGreaterThanOrEqual(MIN_RECALL);
    }
  });
});
