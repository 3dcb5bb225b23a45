// SARIF 2.1.0 for code-scanning uploads: one run, the rules that reported, results with regions.
import { pathToFileURL } from "node:url";
import { isAbsolute, resolve } from "node:path";
import type { LintResult, Rule } from "../types.js";
import type { FormatContext, Formatter } from "./index.js";
import { VERSION, DOCS_BASE } from "../version.js";

const format: Formatter = (results: LintResult[], ctx: FormatContext) => {
  const ruleIndex = new Map<string, number>();
  const rules: object[] = [];
  const byId = new Map<string, Rule>(ctx.rules.map((r) => [r.meta.id, r]));
  const sarifResults: object[] = [];
  for (const r of results) {
    const abs = isAbsolute(r.filePath) ? r.filePath : resolve(ctx.cwd, r.filePath);
    const rel = isAbsolute(r.filePath) ? null : relativeUri(r.filePath);
    for (const m of r.messages) {
      const id = m.ruleId ?? "handoff-lint";
      if (!ruleIndex.has(id)) {
        const rule = byId.get(id);
        ruleIndex.set(id, rules.length);
        rules.push({
          id,
          name: id.replace(/(^|-)(\w)/g, (_s, _d, ch: string) => ch.toUpperCase()),
          shortDescription: { text: rule?.meta.description ?? (id === "handoff-lint" ? "handoff-lint itself: invalid frontmatter, unused directives, files it could not lint" : id) },
          ...(rule && docsUrl(rule, ctx.builtin ? ctx.builtin.has(id) : true) ? { helpUri: docsUrl(rule, ctx.builtin ? ctx.builtin.has(id) : true) } : {}),
          defaultConfiguration: { level: rule?.meta.defaultSeverity === "error" ? "error" : "warning" },
          properties: { concern: rule?.meta.concern ?? null, tags: rule ? [rule.meta.concern] : [] },
        });
      }
      sarifResults.push({
        ruleId: id,
        ruleIndex: ruleIndex.get(id),
        level: m.severity === 2 ? "error" : "warning",
        message: { text: m.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: rel ? { uri: rel, uriBaseId: "%SRCROOT%" } : { uri: pathToFileURL(abs).href },
              region: {
                startLine: m.line,
                startColumn: m.column,
                endLine: m.endLine,
                endColumn: Math.max(m.endColumn, m.endLine === m.line ? m.column : 1),
              },
            },
            // The handoff inside the file (a CrewAI task, an agent): SARIF's name for a named part of an artifact.
            ...(m.handoff !== undefined ? { logicalLocations: [{ name: m.handoff, fullyQualifiedName: `${r.filePath}#${m.handoff}`, kind: "object" }] } : {}),
          },
        ],
        properties: { concern: m.concern },
      });
    }
  }
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "handoff-lint", version: VERSION, informationUri: DOCS_BASE, rules } },
        columnKind: "utf16CodeUnits",
        originalUriBaseIds: { "%SRCROOT%": { uri: pathToFileURL(ctx.cwd.endsWith("/") ? ctx.cwd : ctx.cwd + "/").href } },
        results: sarifResults,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + "\n";
};

/**
 * A relative path as a URI reference: each segment percent-encoded, so `#`, `?`, `%` and (on POSIX, where
 * it is part of a name) a backslash stay in the name instead of starting a fragment, a query or a folder.
 */
export function relativeUri(path: string, platform: NodeJS.Platform = process.platform): string {
  const parts = platform === "win32" ? path.split(/[\\/]/) : path.split("/");
  return parts.map((p) => encodeURIComponent(p).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)).join("/");
}

/** A rule's docs as an absolute URL: its own URL, or for a built-in rule the repository page. */
function docsUrl(rule: Rule, builtin: boolean): string | null {
  const d = rule.meta.docs;
  if (/^https?:\/\//.test(d ?? "")) return d;
  return builtin ? `${DOCS_BASE}/blob/main/docs/rules/${rule.meta.id}.md` : null;
}
export default format;
