// Out of index.ts so that formatters, which index.ts loads on demand, need not import it back (a cycle).
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
