// HANDOFF_LINT_TIMING: the time each rule took over the whole run, as ESLint's TIMING prints it, so a slow
// rule (a custom one above all) can be found without a profiler. Printed on stderr: stdout stays the report.

/** Rows to print for the variable's value: 10 for "1" or "true", every row for "all", else that number; 0 is off. */
export function parseTimingRows(value: string | undefined): number {
  if (value === undefined) return 0;
  const v = value.trim().toLowerCase();
  if (v === "" || v === "0" || v === "false" || v === "off") return 0;
  if (v === "all") return Infinity;
  if (v === "1" || v === "true" || v === "on") return 10;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 10;
}

/** The slowest `rows` entries, slowest first, as a Markdown table with each one's share of the total. */
export function timingTable(timing: Map<string, number>, rows: number): string {
  const all = [...timing].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const total = all.reduce((n, [, ms]) => n + ms, 0);
  const shown = all.slice(0, rows);
  const head = ["Rule", "Time (ms)", "Relative"];
  const body = shown.map(([id, ms]) => [id, ms.toFixed(3), `${total > 0 ? ((ms / total) * 100).toFixed(1) : "0.0"}%`]);
  const width = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join(" | ");
  const rule = [":" + "-".repeat(width[0] - 1), "-".repeat(width[1] - 1) + ":", "-".repeat(width[2] - 1) + ":"].join(" | ");
  const more = all.length > shown.length ? `(${all.length - shown.length} more; HANDOFF_LINT_TIMING=all lists every one)\n` : "";
  return [line(head), rule, ...body.map(line)].join("\n") + "\n" + more;
}
