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

// Text from a handoff (a frontmatter value quoted in a message, a file name) reaches terminals and CI logs:
// an ESC or OSC sequence in it would run there (retitle the window, clear the screen, hide lines). Every
// formatter that prints for a terminal shows control characters as visible escapes instead.

// C0 controls (tab kept), DEL, C1 controls, and the bidirectional overrides that reorder what is shown.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `s` with each control character written as a visible escape (`\x1b`, `\n`, `\u202e`). */
export function printable(s: string): string {
  return s.replace(CONTROL, (ch) => {
    if (ch === "\n") return "\\n";
    if (ch === "\r") return "\\r";
    const code = ch.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
