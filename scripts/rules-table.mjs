#!/usr/bin/env node
// Prints the README's rules table from the built rules' metadata; with --write, updates README.md
// between the <!-- rules-table --> markers. test/readme.test.ts checks that the README is current.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { getBuiltinRules } = await import(join(root, "dist", "src", "index.js"));

export function rulesTable(rules) {
  const order = ["facts", "context", "intent", "budget", "pointer", "scope"];
  const sorted = [...rules].sort((a, b) => order.indexOf(a.meta.concern) - order.indexOf(b.meta.concern) || a.meta.id.localeCompare(b.meta.id));
  const rows = sorted.map((r) => {
    const m = r.meta;
    const preset = m.recommended ? (m.defaultSeverity === "error" ? "error" : "warn") : "strict only";
    return `| [\`${m.id}\`](docs/rules/${m.id}.md) | ${m.concern} | ${preset} | ${m.fixable ? "yes" : ""} | ${m.description.replace(/\|/g, "\\|")} |`;
  });
  return ["| rule | concern | recommended | fix | what it reports |", "|---|---|---|---|---|", ...rows].join("\n");
}

const START = "<!-- rules-table -->";
const END = "<!-- /rules-table -->";
export function withTable(readme, table) {
  const a = readme.indexOf(START);
  if (a < 0) throw new Error("README.md has no <!-- rules-table --> marker");
  const b = readme.indexOf(END, a);
  const tail = b < 0 ? readme.slice(a + START.length) : readme.slice(b + END.length);
  return readme.slice(0, a) + START + "\n" + table + "\n" + END + tail;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = rulesTable(getBuiltinRules());
  if (process.argv.includes("--write")) {
    const file = join(root, "README.md");
    writeFileSync(file, withTable(readFileSync(file, "utf8"), table));
  } else process.stdout.write(table + "\n");
}
