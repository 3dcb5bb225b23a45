// What the doors (language server, MCP server, dispatch hooks) share: one lintText underneath, config
// overrides, the rewrite checklist written for whoever fixes the handoff, and rule docs.
// Loaded only by those modes, never by the plain CLI.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { Transform } from "node:stream";
import type { Concern, LintMessage, LintResult, ParentContext, Rule, RuleSetting } from "../types.js";
import { clearCaches, lintText, resolveConfig } from "../api.js";
import { clearConfigCache, ConfigError, getBuiltinRules, getRule, isInsideReal } from "../config/config.js";
import { hasDirectiveComment } from "../engine/directives.js";
import { PACKAGE_ROOT } from "../version.js";

export interface DoorOverrides {
  /** Token budget instead of the config's `budget`. */
  budget?: number;
  /** Rule settings that win over the config (as `--rule`). */
  rules?: Record<string, RuleSetting>;
}

export interface DoorLintOptions extends DoorOverrides {
  /** File name (need not exist): decides which config applies, overrides and templates. Must be inside `workspace`. */
  filePath?: string;
  /** Folder for config lookup when there is no file name, and base of a relative file name. */
  cwd: string;
  /**
   * The folder the door was started for (config.workspaceOf), for the doors that take requests from a
   * model: configs are loaded and files looked up only inside it, whatever the request names (docs/security.md).
   */
  workspace?: string;
  /**
   * The text was written by a model (MCP, dispatch hooks), not by the project's people: its inline
   * directives apply only when the config says `trustInlineConfig: true`.
   */
  modelText?: boolean;
  /**
   * Concerns whose rules do not run: what the reader already has besides the text (a forked agent has its
   * parent's conversation, so missing history, facts or intent are not missing for it).
   */
  skipConcerns?: readonly Concern[];
  /** Fill `tokens` with the exact count even for a short text, as the CLI's json does (MCP's answer). */
  countTokens?: boolean;
  /** What the parent knew (the hook's transcript), for the checks that compare the handoff with it. */
  parentContext?: ParentContext | null;
  /** A Date.now() time by which the lint must be over (lintText's `deadline`: the hook's --time-budget). */
  deadline?: number;
}

/** A door's result, and whether inline directives in the text were left unapplied (the text cannot lower its own verdict). */
export type DoorResult = LintResult & { directivesIgnored?: boolean };

/**
 * Lint a text as the CLI would, with what a door may not trust left out: the config comes from inside the
 * workspace only, and inline directives, which would let the text (written by a model) switch its own
 * check off, are honoured only when that config says `trustInlineConfig: true`.
 * Throws ConfigError for a bad config or a file name outside the workspace.
 */
export async function lintForDoor(text: string, opts: DoorLintOptions): Promise<DoorResult> {
  const abs = opts.filePath ? resolve(opts.cwd, opts.filePath) : null;
  if (abs && opts.workspace && !isInsideReal(abs, opts.workspace)) throw new ConfigError(null, null, `fileName ${JSON.stringify(opts.filePath)} is outside the workspace ${opts.workspace}; name a file inside it`);
  const where = { cwd: opts.cwd, workspace: opts.workspace };
  const config = await resolveConfig(abs, where);
  const skipped = opts.skipConcerns?.length ? rulesOfConcerns(opts.skipConcerns, config.customRules) : {};
  const inlineConfig = !opts.modelText || config.trustInlineConfig === true;
  const result = await lintText(text, { filePath: opts.filePath, ...where, rules: { ...opts.rules, ...skipped }, countTokens: opts.countTokens, budget: opts.budget, inlineConfig, ...(opts.parentContext ? { parentContext: opts.parentContext } : {}), ...(opts.deadline !== undefined ? { deadline: opts.deadline } : {}) });
  return !inlineConfig && hasDirectiveComment(text) ? { ...result, directivesIgnored: true } : result;
}

/** What a door tells the model when the text's handoff-lint comments were not applied. */
export const DIRECTIVES_IGNORED_NOTE =
  "handoff-lint comments in the text (<!-- handoff-lint-disable … -->) were not applied: a handoff cannot switch its own check off here (the project's config can allow it with trustInlineConfig).";

/**
 * `{ id: "off" }` for every rule of these concerns, built-in or from the config's plugins: chosen by each
 * rule's `meta.concern`, so a rule added later is covered without naming it here.
 */
function rulesOfConcerns(concerns: readonly Concern[], customRules: readonly Rule[]): Record<string, RuleSetting> {
  const off: Record<string, RuleSetting> = {};
  for (const rule of [...getBuiltinRules(), ...customRules]) if (concerns.includes(rule.meta.concern)) off[rule.meta.id] = "off";
  return off;
}

/** The one verdict every door gives: a handoff with a problem at or above this severity is not dispatched. */
export const BLOCKING_SEVERITY = 2;

/** The messages that stop a dispatch (or fail a commit, a job): those at `blockOn` or above, errors by default. */
export function blockingMessages(messages: LintMessage[], blockOn: 1 | 2 = BLOCKING_SEVERITY): LintMessage[] {
  return messages.filter((m) => m.severity >= blockOn);
}

/** Drop every cached config (api and discovery caches), so edited config files are read again. */
export function forgetConfigs(): void {
  clearCaches();
  clearConfigCache();
}

/** What to do about each concern, written to the one who will rewrite the handoff. */
export const CONCERN_ADVICE: Record<Concern, string> = {
  facts:
    "Your handoff is missing facts the worker cannot find on its own: add the exact file paths, endpoints, identifiers and commands it needs, and where its result must go.",
  context:
    "Your handoff leans on history the worker never saw: add what happened before (what was tried, what failed and why, what was decided) instead of referring to it.",
  intent:
    "Your handoff is missing its purpose: add one sentence on what this work is for, what done looks like, and what the worker must hand back.",
  budget:
    "Your handoff is over its token budget: keep the intent, the constraints that kill and the facts the worker cannot look up; turn the rest into pointers to files.",
  verdict:
    "Your handoff is not fit to dispatch as it stands: it misses more than one kind of thing the worker needs. Fix the findings listed, starting with the first.",
  pointer:
    "Your handoff pastes large material inline: replace it with a pointer (a path, a command, a search) the worker can follow when it needs it.",
  scope:
    "Your handoff asks for several unrelated things: split it into one dispatch per task, or say which one matters and what to skip.",
};

/** One checklist line per concern found, in the order of the concerns' first appearance. */
export function rewriteChecklist(messages: LintMessage[]): string[] {
  const seen = new Set<Concern>();
  const out: string[] = [];
  for (const m of messages) {
    if (!m.concern || seen.has(m.concern)) continue;
    seen.add(m.concern);
    out.push(CONCERN_ADVICE[m.concern]);
  }
  if (messages.some((m) => m.fatal && !m.concern)) out.push("handoff-lint could not check part of this text (see the messages above); fix what they name.");
  return out;
}

export const severityName = (s: 1 | 2) => (s === 2 ? "error" : "warning");

/** `3:1 error [context-budget] message` lines, as a dispatching model reads them. */
export function describeMessages(messages: LintMessage[]): string[] {
  return messages.map((m) => `- line ${m.line}:${m.column} ${severityName(m.severity)}${m.ruleId ? ` [${m.ruleId}]` : ""}: ${m.message}`);
}

/** The text of docs/rules/<id>.md, or null for an unknown rule. */
export function ruleDoc(id: string): { id: string; text: string } | null {
  if (!/^[a-z0-9][a-z0-9-]{0,80}$/.test(id)) return null;
  const rule = getRule(id);
  if (!rule) return null;
  const file = join(PACKAGE_ROOT, "docs", "rules", `${id}.md`);
  const text = existsSync(file) ? readFileSync(file, "utf8") : `# ${id}\n\n${rule.meta.description}\n`;
  return { id, text };
}

export const builtinRuleIds = () => getBuiltinRules().map((r) => r.meta.id);

/** A folder that exists to resolve configs from: `dir` when it is an absolute existing path, else the fallback. */
export function usableDir(dir: unknown, fallback: string): string {
  return typeof dir === "string" && isAbsolute(dir) && existsSync(dir) ? dir : fallback;
}

/** Read a stream to its end, stopping (and reporting `over`) once it passes `limit` bytes. */
export async function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<{ text: string; over: boolean; bytes: number }> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let over = false;
  for await (const c of stream) {
    const b = typeof c === "string" ? Buffer.from(c) : (c as Buffer);
    bytes += b.length;
    if (over) continue; // drain, so the writer is not left with a broken pipe
    if (bytes > limit) {
      over = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(b);
  }
  return { text: over ? "" : Buffer.concat(chunks).toString("utf8"), over, bytes };
}

/** Largest request the MCP server reads (one JSON-RPC line), and the largest message the language server reads. */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

/** The id of a JSON-RPC request from the start and end of its line (the SDK's client writes `id` last). */
function requestId(head: string, tail: string): string | number | null {
  for (const part of [head, tail]) {
    const m = /"id"\s*:\s*("(?:[^"\\]|\\.){0,200}"|-?\d{1,20})\s*[,}]/.exec(part);
    if (m) return JSON.parse(m[1]) as string | number;
  }
  return null;
}

/**
 * Newline-delimited JSON-RPC (MCP over stdio) with a size limit: lines pass through whole; a line over
 * `limit` bytes is dropped and answered, on `reply`, with a JSON-RPC error naming its size (or, with no
 * id to answer, a note on stderr), and the server goes on with the next line. The SDK alone would close
 * the connection and exit 0 without a word.
 */
export class LineLimiter extends Transform {
  private pending: Buffer[] = [];
  private size = 0;
  private over = false;
  private head = "";
  private tail = "";

  constructor(
    private readonly limit: number,
    private readonly reply: (text: string) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    let from = 0;
    for (let nl = chunk.indexOf(10, from); ; nl = chunk.indexOf(10, from)) {
      const piece = chunk.subarray(from, nl < 0 ? chunk.length : nl + 1);
      this.addPiece(piece);
      if (nl < 0) break;
      this.endLine();
      from = nl + 1;
      if (from >= chunk.length) break;
    }
    done();
  }

  private addPiece(piece: Buffer): void {
    if (!piece.length) return;
    if (!this.over && this.size + piece.length > this.limit) {
      this.over = true;
      this.head = Buffer.concat(this.pending).subarray(0, 4096).toString("utf8");
      this.pending = [];
    }
    this.size += piece.length;
    if (this.over) this.tail = (this.tail + piece.subarray(Math.max(0, piece.length - 4096)).toString("latin1")).slice(-4096);
    else this.pending.push(piece);
  }

  private endLine(): void {
    if (this.over) {
      const id = requestId(this.head || this.tail, this.tail);
      const message = `request of ${this.size} bytes is over the limit of ${MAX_REQUEST_BYTES} bytes: not read (lint a shorter text, or the file with the CLI)`;
      if (id !== null) this.reply(JSON.stringify({ jsonrpc: "2.0", id, error: { code: -32600, message } }) + "\n");
      else process.stderr.write(`handoff-lint mcp: ${message}\n`);
    } else if (this.pending.length) this.push(Buffer.concat(this.pending));
    this.pending = [];
    this.size = 0;
    this.over = false;
    this.head = this.tail = "";
  }

  override _flush(done: () => void): void {
    if (this.size) this.endLine();
    done();
  }
}

/**
 * Base-protocol framing (the language server) checked before vscode-jsonrpc reads it: a message whose
 * Content-Length is missing, not a whole number, or over `limit` would leave the library waiting forever
 * (alive and silent). Such a header is reported on stderr and skipped with what follows it: reading goes
 * on at the next "Content-Length" header.
 */
export class FrameChecker extends Transform {
  private buf: Buffer = Buffer.alloc(0);
  /** Bytes of the current body still to pass through. */
  private body = 0;

  constructor(
    private readonly limit: number,
    private readonly note: (text: string) => void,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    for (;;) {
      if (this.body > 0) {
        const n = Math.min(this.body, this.buf.length);
        this.push(this.buf.subarray(0, n));
        this.buf = this.buf.subarray(n);
        this.body -= n;
        if (this.body > 0) break;
        continue;
      }
      const end = this.buf.indexOf("\r\n\r\n");
      if (end < 0) {
        if (this.buf.length > 8192) this.resync("a header block over 8 KB");
        break;
      }
      const header = this.buf.subarray(0, end).toString("latin1");
      const m = /(?:^|\r\n)content-length[ \t]*:[ \t]*([^\r\n]*)/i.exec(header);
      const value = m?.[1].trim();
      if (!value || !/^\d{1,16}$/.test(value)) {
        this.resync(m ? `a Content-Length of ${JSON.stringify(value?.slice(0, 40))}` : "no Content-Length", end + 4);
        continue;
      }
      const length = Number(value);
      if (length > this.limit) {
        this.resync(`a Content-Length of ${length} bytes, over the limit of ${this.limit}`, end + 4);
        continue;
      }
      this.push(this.buf.subarray(0, end + 4));
      this.buf = this.buf.subarray(end + 4);
      this.body = length;
    }
    done();
  }

  /** Drop a bad header and go on at the next header that names a length. */
  private resync(why: string, from = 1): void {
    this.note(`handoff-lint lsp: a message with ${why}: skipped`);
    const next = this.buf.indexOf("Content-Length", from, "latin1");
    // (The last bytes are kept: the next header may be cut across two chunks.)
    this.buf = next < 0 ? this.buf.subarray(Math.max(from, this.buf.length - 16)) : this.buf.subarray(next);
  }
}
