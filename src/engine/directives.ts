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

/**
 * Whether a text holds a handoff-lint directive comment at all. The doors that lint text a model wrote
 * (MCP, hooks) do not apply directives, since every one of them lowers the verdict (disable) or only
 * undoes a disable (enable); they use this to say so rather than drop them in silence.
 */
export function hasDirectiveComment(text: string): boolean {
  return /<!--\s*handoff-lint-(?:disable|enable)/.test(text);
}

const HEAD = /^\s*handoff-lint-(disable-next-line|disable-line|disable-file|disable|enable)\b/;

/**
 * Directives in one HTML node's text. A linear scan: each `<!--` is matched with the first `-->` after it,
 * found once and remembered (a regex with a lazy body would rescan to the end for every comment that
 * never closes).
 */
function collect(doc: HandoffDocument, html: string, base: number, out: Directive[]): void {
  let closeAt = -2;
  let from = 0;
  for (;;) {
    const at = html.indexOf("<!--", from);
    if (at < 0) return;
    if (closeAt !== -1 && closeAt < at + 4) closeAt = html.indexOf("-->", at + 4);
    if (closeAt < 0) return;
    const m = HEAD.exec(html.slice(at + 4, Math.min(closeAt, at + 4 + 200)));
    if (!m || at + 4 + m[0].length > closeAt) {
      from = at + 4;
      continue;
    }
    const body = html.slice(at + 4 + m[0].length, closeAt).split(/\s--\s|^--\s|\s--$/)[0];
    const ids = body
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const range: Range = [base + at, base + closeAt + 3];
    out.push({
      kind: m[1] as Directive["kind"],
      ids: ids.length ? ids : null,
      range,
      line: doc.positionAt(range[0]).line,
      endLine: doc.positionAt(range[1]).line,
      used: false,
    });
    from = closeAt + 3;
  }
}

const applies = (d: Directive, ruleId: string | null) => d.ids === null || (ruleId !== null && d.ids.includes(ruleId));

/**
 * Remove messages that directives disable; mark the directives that did so as used. For each message the
 * first directive (in text order) among the file, line and next-line ones that covers it wins; else the
 * last disable/enable before it that names its rule decides. Indexed by line and by rule, so many
 * directives and many messages do not multiply.
 */
export function applyDirectives(messages: LintMessage[], directives: Directive[]): LintMessage[] {
  if (!directives.length) return messages;
  const order = new Map<Directive, number>(directives.map((d, i) => [d, i]));
  const fileDirs = directives.filter((d) => d.kind === "disable-file");
  const byLine = new Map<number, Directive[]>();
  const addLine = (line: number, d: Directive) => {
    const list = byLine.get(line);
    if (list) list.push(d);
    else byLine.set(line, [d]);
  };
  for (const d of directives) {
    if (d.kind === "disable-line") for (let l = d.line; l <= d.endLine; l++) addLine(l, d);
    else if (d.kind === "disable-next-line") addLine(d.endLine + 1, d);
  }
  const regions = directives.filter((d) => d.kind === "disable" || d.kind === "enable");
  const fileFor = new Map<string | null, Directive | null>();
  const lineFor = new Map<string, Directive | null>();
  const regionsFor = new Map<string | null, Directive[]>();
  return messages.filter((msg) => {
    if (msg.fatal) return true;
    const id = msg.ruleId;
    let fd = fileFor.get(id);
    if (fd === undefined) {
      fd = fileDirs.find((d) => applies(d, id)) ?? null;
      fileFor.set(id, fd);
    }
    const key = `${msg.line}\0${id ?? ""}`;
    let ld = lineFor.get(key);
    if (ld === undefined) {
      ld = null;
      for (const d of byLine.get(msg.line) ?? []) if (applies(d, id) && (ld === null || order.get(d)! < order.get(ld)!)) ld = d;
      lineFor.set(key, ld);
    }
    const first = fd && ld ? (order.get(fd)! < order.get(ld)! ? fd : ld) : (fd ?? ld);
    if (first) {
      first.used = true;
      return false;
    }
    let rs = regionsFor.get(id);
    if (!rs) {
      rs = regions.filter((d) => applies(d, id));
      regionsFor.set(id, rs);
    }
    // The last region directive that starts at or before the message.
    let lo = 0;
    let hi = rs.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (rs[mid].range[0] <= msg.range[0]) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found >= 0 && rs[found].kind === "disable") {
      rs[found].used = true;
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

/**
 * A directive that names a rule this run does not know (a typo, a renamed rule, a plugin not loaded here)
 * disables nothing: say so, as ESLint does ("Definition for rule … was not found"). A warning, not an error:
 * a stale comment should not block a commit, but it should not pass unseen either.
 */
export function unknownRuleMessages(doc: HandoffDocument, directives: Directive[], known: (id: string) => boolean): LintMessage[] {
  const out: LintMessage[] = [];
  for (const d of directives) {
    for (const id of d.ids ?? []) {
      if (known(id)) continue;
      const s = doc.positionAt(d.range[0]);
      const e = doc.positionAt(d.range[1]);
      out.push({
        ruleId: null,
        concern: null,
        severity: 1,
        message: `Unknown rule "${id}" in a handoff-lint-${d.kind} comment: it disables nothing. Check the name (handoff-lint --explain <id>) or remove it.`,
        line: s.line,
        column: s.column,
        endLine: e.line,
        endColumn: e.column,
        range: d.range,
      });
    }
  }
  return out;
}
