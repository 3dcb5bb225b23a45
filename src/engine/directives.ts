// Inline directives in HTML comments:
//   <!-- handoff-lint-disable [ids] [-- reason] -->    until -enable (or end of file)
//   <!-- handoff-lint-enable [ids] -->
//   <!-- handoff-lint-disable-line [ids] -->           the comment's own line(s)
//   <!-- handoff-lint-disable-next-line [ids] -->      the line after the comment
//   <!-- handoff-lint-disable-file [ids] -->           the whole file
// Ids are separated by spaces or commas; none means every rule.
import type { HandoffDocument, LintMessage, Range } from "../types.js";

export interface Directive {
  kind: "disable" | "enable" | "disable-line" | "disable-next-line" | "disable-file";
  ids: string[] | null;
  range: Range;
  line: number;
  endLine: number;
  used: boolean;
}

const RE = /<!--\s*handoff-lint-(disable-next-line|disable-line|disable-file|disable|enable)\b([\s\S]*?)-->/g;

export function readDirectives(doc: HandoffDocument): Directive[] {
  const out: Directive[] = [];
  for (const b of doc.blocks) {
    if (b.kind !== "html") continue;
    collect(doc, doc.text.slice(b.range[0], b.range[1]), b.range[0], out);
  }
  // Inline HTML inside paragraphs (mdast "html" nodes within phrasing content) is not a block.
  const blockNodes = new Set<unknown>(doc.blocks.map((b) => b.node));
  const stack: unknown[] = [doc.mdast];
  while (stack.length) {
    const n = stack.pop() as { type: string; children?: unknown[]; value?: string; position?: { start: { offset?: number } } };
    if (n.type === "html" && n.position && !blockNodes.has(n)) {
      const s = doc.rangeOf(n as never);
      collect(doc, doc.text.slice(s[0], s[1]), s[0], out);
    }
    if (n.children && n.type !== "code") for (const c of n.children) stack.push(c);
  }
  out.sort((a, b) => a.range[0] - b.range[0]);
  return out;
}

function collect(doc: HandoffDocument, html: string, base: number, out: Directive[]): void {
  RE.lastIndex = 0;
  for (let m = RE.exec(html); m; m = RE.exec(html)) {
    const body = m[2].split(/\s--\s|^--\s|\s--$/)[0];
    const ids = body
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const range: Range = [base + m.index, base + m.index + m[0].length];
    out.push({
      kind: m[1] as Directive["kind"],
      ids: ids.length ? ids : null,
      range,
      line: doc.positionAt(range[0]).line,
      endLine: doc.positionAt(range[1]).line,
      used: false,
    });
  }
}

const applies = (d: Directive, ruleId: string | null) => d.ids === null || (ruleId !== null && d.ids.includes(ruleId));

/** Remove messages that directives disable; mark the directives that did so as used. */
export function applyDirectives(messages: LintMessage[], directives: Directive[]): LintMessage[] {
  if (!directives.length) return messages;
  return messages.filter((msg) => {
    if (msg.fatal) return true;
    let disabled = false;
    // Region directives: the last disable/enable before the message decides.
    let regionBy: Directive | null = null;
    for (const d of directives) {
      if (d.kind === "disable-file" && applies(d, msg.ruleId)) {
        d.used = true;
        return false;
      }
      if (d.kind === "disable-line" && applies(d, msg.ruleId) && msg.line >= d.line && msg.line <= d.endLine) {
        d.used = true;
        return false;
      }
      if (d.kind === "disable-next-line" && applies(d, msg.ruleId) && msg.line === d.endLine + 1) {
        d.used = true;
        return false;
      }
      if ((d.kind === "disable" || d.kind === "enable") && d.range[0] <= msg.range[0] && applies(d, msg.ruleId)) {
        disabled = d.kind === "disable";
        regionBy = disabled ? d : null;
      }
    }
    if (disabled && regionBy) {
      regionBy.used = true;
      return false;
    }
    return true;
  });
}

export function unusedDirectiveMessages(doc: HandoffDocument, directives: Directive[], severity: 1 | 2): LintMessage[] {
  return directives
    .filter((d) => !d.used && d.kind !== "enable")
    .map((d) => {
      const s = doc.positionAt(d.range[0]);
      const e = doc.positionAt(d.range[1]);
      return {
        ruleId: null,
        concern: null,
        severity,
        message: `Unused handoff-lint-${d.kind} directive (no problems were reported${d.ids ? ` from ${d.ids.join(", ")}` : ""}): remove it.`,
        line: s.line,
        column: s.column,
        endLine: e.line,
        endColumn: e.column,
        range: d.range,
        fix: { range: d.range, text: "" },
      };
    });
}
