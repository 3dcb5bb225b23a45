// `handoff-lint audit SESSION.jsonl…`: lint every dispatch a session log holds, each with what its parent
// knew at that point (the log before it), and sum up per session. Claude Code transcripts (and the
// sub-agent logs in `<session>/subagents/`) and Codex rollout logs. The logs are only read.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Concern, LintMessage, LintResult } from "../types.js";
import type { LoggedDispatch, Session } from "../transcript/model.js";
import { loadFormatter } from "../format/index.js";

export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_FAILURE = 2;

const USAGE = `Usage: handoff-lint audit [options] SESSION.jsonl…

Lints every sub-agent dispatch in Claude Code transcripts (Task/Agent tool calls; a session's sub-agent
logs in <session>/subagents/ too) and Codex session logs (spawn_agent), each against what the session
knew before it: retries of a dispatch that went wrong, facts the session had and left out, and every
text-only check. Prints each dispatch at its line in the log, findings at their line:column in the
prompt, and a summary per session.

  -f, --format     stylish (default), json or sarif
  -o, --output-file FILE   write the report to FILE
  -c, --config     config file to use instead of searching from the current folder
  -h, --help
See docs/audit.md.
`;

export interface AuditedDispatch {
  /** 1-based line of the dispatch in the log. */
  line: number | null;
  tool: string;
  label: string | null;
  inherits: LoggedDispatch["inherits"];
  tokens: number;
  /** The earlier dispatch this one retries, as the log shows it (whether or not the prompt explains it). */
  retryOf: { line: number | null; cause: string; evidence: string } | null;
  result: LintResult;
}

export interface SessionSummary {
  dispatches: number;
  /** Dispatches with at least one finding, in all and per concern. */
  flagged: number;
  flaggedByConcern: Partial<Record<Concern, number>>;
  tokensDispatched: number;
  retries: number;
  unexplainedRetries: number;
}

export interface AuditedSession {
  filePath: string;
  format: Session["format"];
  dispatches: AuditedDispatch[];
  summary: SessionSummary;
  unreadableLines: number;
}

/** The sub-agent logs Claude Code keeps next to a session: `<id>/subagents/agent-*.jsonl` (compaction logs left out). */
export function subagentLogs(file: string): string[] {
  const dir = join(dirname(file), basename(file, ".jsonl"), "subagents");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl") && !f.startsWith("agent-acompact"))
    .sort()
    .map((f) => join(dir, f));
}

/** Audit one log: each dispatch linted with the history before it. */
export async function auditLog(file: string, opts: { cwd: string; configFile?: string }): Promise<AuditedSession> {
  const [{ readSession }, { contextForDispatch }, { findRetry }, { lintText }] = await Promise.all([
    import("../transcript/session.js"),
    import("../transcript/context.js"),
    import("../transcript/retry.js"),
    import("../api.js"),
  ]);
  const session = await readSession(file);
  const dispatches: AuditedDispatch[] = [];
  for (const d of session.events) {
    if (d.kind !== "dispatch") continue;
    const parentContext = contextForDispatch(session, d);
    const result = await lintText(d.prompt, { cwd: opts.cwd, configFile: opts.configFile, countTokens: true, parentContext });
    const retry = d.inherits === "fresh" ? findRetry(d.prompt, d.label, parentContext.session) : null;
    dispatches.push({
      line: d.line,
      tool: d.tool,
      label: d.label,
      inherits: d.inherits,
      tokens: result.tokens ?? 0,
      retryOf: retry ? { line: retry.earlier.line, cause: retry.cause, evidence: retry.evidence } : null,
      result: { ...result, filePath: dispatchName(file, opts.cwd, d) },
    });
  }
  return { filePath: shownPath(file, opts.cwd), format: session.format, dispatches, summary: summarize(dispatches), unreadableLines: session.unreadableLines };
}

/** A log's name as printed: relative to the current folder when inside it, else absolute. */
function shownPath(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith("..") ? rel : file;
}

function dispatchName(file: string, cwd: string, d: LoggedDispatch): string {
  return `${shownPath(file, cwd)}:${d.line ?? "?"} ${d.tool}${d.label ? ` "${d.label}"` : ""}`;
}

export function summarize(ds: AuditedDispatch[]): SessionSummary {
  const byConcern: Partial<Record<Concern, number>> = {};
  let flagged = 0,
    tokens = 0,
    retries = 0,
    unexplained = 0;
  for (const d of ds) {
    tokens += d.tokens;
    if (d.retryOf) retries++;
    if (d.result.messages.some((m) => m.ruleId === "unexplained-retry")) unexplained++;
    if (!d.result.messages.length) continue;
    flagged++;
    for (const c of new Set(d.result.messages.map((m) => m.concern).filter((c): c is Concern => c !== null))) byConcern[c] = (byConcern[c] ?? 0) + 1;
  }
  return { dispatches: ds.length, flagged, flaggedByConcern: byConcern, tokensDispatched: tokens, retries, unexplainedRetries: unexplained };
}

const plural = (n: number, one: string, many = one + "s") => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** One line per session: what was dispatched and what was found. */
export function summaryLine(s: AuditedSession): string {
  const m = s.summary;
  const concerns = Object.entries(m.flaggedByConcern)
    .map(([c, n]) => `${c} ${n}`)
    .join(", ");
  return (
    `${s.filePath}: ${plural(m.dispatches, "dispatch", "dispatches")}, ${m.flagged} flagged${concerns ? ` (${concerns})` : ""}, ` +
    `${plural(m.tokensDispatched, "token")} dispatched, ${plural(m.retries, "retry", "retries")}${m.retries ? ` (${m.unexplainedRetries} unexplained)` : ""}` +
    (s.unreadableLines ? `; ${plural(s.unreadableLines, "line")} not JSON, skipped` : "")
  );
}

/** For SARIF: each finding at the dispatch's line in the log, its place in the prompt in the message. */
function atLogLine(d: AuditedDispatch, filePath: string): LintResult {
  const line = d.line ?? 1;
  const messages: LintMessage[] = d.result.messages.map((m) => ({
    ...m,
    message: `${d.tool}${d.label ? ` "${d.label}"` : ""}, prompt ${m.line}:${m.column}: ${m.message}`,
    line,
    column: 1,
    endLine: line,
    endColumn: 1,
  }));
  return { ...d.result, filePath, messages };
}

async function render(sessions: AuditedSession[], format: string, cwd: string): Promise<string> {
  const { getBuiltinRules } = await import("../config/config.js");
  const rules = getBuiltinRules();
  const ctx = { cwd, rules, builtin: new Set(rules.map((r) => r.meta.id)), color: false };
  if (format === "sarif") return (await loadFormatter("sarif"))(sessions.flatMap((s) => s.dispatches.map((d) => atLogLine(d, s.filePath))), ctx);
  if (format === "json") {
    const json = await loadFormatter("json");
    return (
      JSON.stringify(
        sessions.map((s) => ({
          filePath: s.filePath,
          format: s.format,
          summary: s.summary,
          unreadableLines: s.unreadableLines,
          dispatches: s.dispatches.map(({ result, ...d }) => ({ ...d, ...(JSON.parse(json([result], ctx)) as object[])[0] })),
        })),
      ) + "\n"
    );
  }
  const stylish = await loadFormatter("stylish");
  let out = "";
  for (const s of sessions) {
    out += stylish(s.dispatches.map((d) => d.result), { ...ctx, color: !!process.stdout.isTTY });
    for (const d of s.dispatches) {
      if (d.retryOf) out += `  ${d.result.filePath}: retries line ${d.retryOf.line ?? "?"} (${d.retryOf.cause}: ${d.retryOf.evidence})\n`;
    }
  }
  out += "\n" + sessions.map(summaryLine).join("\n") + "\n";
  return out;
}

export async function run(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { format: { type: "string", short: "f", default: "stylish" }, "output-file": { type: "string", short: "o" }, config: { type: "string", short: "c" }, help: { type: "boolean", short: "h" } },
    });
  } catch (e) {
    process.stderr.write(`handoff-lint audit: ${(e as Error).message}\n\n${USAGE}`);
    return EXIT_FAILURE;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return EXIT_OK;
  }
  const format = values.format ?? "stylish";
  if (!["stylish", "json", "sarif"].includes(format)) {
    process.stderr.write(`handoff-lint audit: --format must be stylish, json or sarif, got "${format}"\n`);
    return EXIT_FAILURE;
  }
  if (!positionals.length) {
    process.stderr.write(`handoff-lint audit: name at least one session log\n\n${USAGE}`);
    return EXIT_FAILURE;
  }
  const cwd = process.cwd();
  const files: string[] = [];
  let failed = false;
  for (const p of positionals) {
    const abs = resolve(cwd, p);
    if (!existsSync(abs) || !statSync(abs).isFile()) {
      process.stderr.write(`handoff-lint audit: ${p}: not a readable file\n`);
      failed = true;
      continue;
    }
    for (const f of [abs, ...subagentLogs(abs)]) if (!files.includes(f)) files.push(f);
  }
  const sessions: AuditedSession[] = [];
  for (const f of files) {
    try {
      sessions.push(await auditLog(f, { cwd, configFile: values.config }));
    } catch (e) {
      process.stderr.write(`handoff-lint audit: ${shownPath(f, cwd)}: ${(e as Error).message}\n`);
      failed = true;
    }
  }
  const out = await render(sessions, format, cwd);
  if (values["output-file"]) writeFileSync(resolve(cwd, values["output-file"]), out);
  else process.stdout.write(out);
  if (failed) return EXIT_FAILURE;
  return sessions.some((s) => s.dispatches.some((d) => d.result.errorCount > 0)) ? EXIT_PROBLEMS : EXIT_OK;
}
