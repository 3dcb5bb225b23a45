// Pure helpers of the benchmark harness: statistics, ratios, goal checks, table formatting.
// No I/O here, so test/bench.test.ts can check them without timing anything.

/** Median of a list of numbers (mean of the two middle values for an even count). NaN for an empty list. */
export function median(values) {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** { median, min, max, n, samples } of a list of numbers. */
/** The p-quantile (0 < p <= 1) by the nearest-rank method: the smallest value with at least p of the values at or below it. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
}

export function summarize(values) {
  const samples = values.filter((v) => Number.isFinite(v));
  return {
    median: median(samples),
    min: samples.length ? Math.min(...samples) : NaN,
    max: samples.length ? Math.max(...samples) : NaN,
    n: samples.length,
    samples,
  };
}

/** Rates (count / seconds) from wall times in milliseconds. */
export function ratesFromMs(count, msList) {
  return msList.map((ms) => (count * 1000) / ms);
}

/**
 * Check a ratio against a goal. `goal` is { op: "<=" | ">=", value }; returns true, false,
 * or null when there is no goal or the ratio is not a number.
 */
export function meetsGoal(ratio, goal) {
  if (!goal || !Number.isFinite(ratio)) return null;
  if (goal.op === "<=") return ratio <= goal.value;
  if (goal.op === ">=") return ratio >= goal.value;
  throw new Error(`unknown goal operator ${goal.op}`);
}

export function goalText(goal) {
  return goal ? `${goal.op} ${formatNumber(goal.value)}x` : "-";
}

/** A number with about three significant digits (no exponent for the sizes we print). */
export function formatNumber(v) {
  if (v === null || v === undefined || Number.isNaN(v)) return "-";
  if (!Number.isFinite(v)) return String(v);
  const a = Math.abs(v);
  if (a >= 100) return String(Math.round(v));
  if (a >= 10) return v.toFixed(1);
  if (a >= 1) return v.toFixed(2);
  if (a === 0) return "0";
  return v.toPrecision(2);
}

/** "median (min-max) unit" for a summary; "-" when absent. */
export function formatSummary(s, unit = "") {
  if (!s || !Number.isFinite(s.median)) return "-";
  const u = unit ? ` ${unit}` : "";
  if (s.n <= 1 || s.min === s.max) return `${formatNumber(s.median)}${u}`;
  return `${formatNumber(s.median)}${u} (${formatNumber(s.min)}-${formatNumber(s.max)})`;
}

export function formatRatio(r) {
  return Number.isFinite(r) ? `${formatNumber(r)}x` : "-";
}

export function verdict(pass) {
  return pass === true ? "pass" : pass === false ? "FAIL" : "-";
}

/**
 * A plain-text table. `rows` is an array of arrays of strings; the first row is the header.
 * Columns are padded to the widest cell; a rule of dashes follows the header.
 */
export function formatTable(rows) {
  if (!rows.length) return "";
  const width = [];
  for (const row of rows) row.forEach((cell, i) => (width[i] = Math.max(width[i] ?? 0, displayWidth(String(cell)))));
  const line = (row) =>
    row
      .map((cell, i) => {
        const c = String(cell);
        return i === row.length - 1 ? c : c + " ".repeat(width[i] - displayWidth(c));
      })
      .join("  ")
      .trimEnd();
  const out = [line(rows[0]), width.map((w) => "-".repeat(w)).join("  ")];
  for (const row of rows.slice(1)) out.push(line(row));
  return out.join("\n");
}

// Width in terminal cells, counting each code point as one (the table holds ASCII and a few dashes).
function displayWidth(s) {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** The table rows (header first) for a list of figures as run.mjs records them. */
export function figureRows(figures) {
  const rows = [["figure", "ours", "peer", "ratio", "goal", "result"]];
  for (const f of figures) {
    rows.push([f.label, formatSummary(f.ours, f.unit), formatSummary(f.peer, f.peerUnit ?? f.unit), formatRatio(f.ratio), goalText(f.goal), verdict(f.pass)]);
  }
  return rows;
}

/**
 * Command order for alternated runs: round r runs every command once; the starting command rotates
 * so that no command always runs first (A B C, B C A, C A B, ...).
 */
export function alternation(commandCount, rounds) {
  const order = [];
  for (let r = 0; r < rounds; r++) for (let i = 0; i < commandCount; i++) order.push((r + i) % commandCount);
  return order;
}
