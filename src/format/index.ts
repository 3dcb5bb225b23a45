// Formatters are loaded only when used.
import type { LintResult, Rule } from "../types.js";

export const FORMATS = ["stylish", "json", "sarif", "github"] as const;
export type FormatName = (typeof FORMATS)[number];

export interface FormatContext {
  cwd: string;
  /** Every rule that may have reported (built-in and custom), for metadata such as docs URLs. */
  rules: Rule[];
  /** Ids of the built-in rules (whose docs live in this repository). */
  builtin?: Set<string>;
  color: boolean;
  maxWarningsExceeded?: { maxWarnings: number; foundWarnings: number };
}

export type Formatter = (results: LintResult[], context: FormatContext) => string;

export async function loadFormatter(name: string): Promise<Formatter> {
  switch (name) {
    case "stylish":
      return (await import("./stylish.js")).default;
    case "json":
      return (await import("./json.js")).default;
    case "sarif":
      return (await import("./sarif.js")).default;
    case "github":
      return (await import("./github.js")).default;
    default:
      throw new Error(`unknown format "${name}" (known: ${FORMATS.join(", ")})`);
  }
}

export { printable } from "./printable.js";
