// The one lint function every door goes through: parse once, run the rules, apply directives.
import { existsSync } from "node:fs";
import { isAbsolute, join, normalize, resolve, sep } from "node:path";
import type { Fix, HandoffDocument, LintMessage, LintResult, ParentContext, Range, ReportDescriptor, ResolvedConfig, ResolvedRuleConfig, Rule, RuleContext } from "../types.js";
import { parseHandoff } from "../document/parse.js";
import { utf8Length } from "../document/lines.js";
import { formatBytes } from "./files.js";
import { applyDirectives, readDirectives, unknownRuleMessages, unusedDirectiveMessages } from "./directives.js";
import { getRule, isInsideReal } from "../config/config.js";
import { readRegularFile } from "./read-file.js";
import { readsEnglish } from "../analysis/lang.js";
import type { HandoffFrame } from "../formats/types.js";
import { readHandoffs } from "../formats/read.js";
import { promptBlockHandoffs } from "../formats/prompt-blocks.js";
// (the reading of requests lives with the intent rules; the engine asks it whether a file's prompt blocks are its handoffs)
import { asksOutsideBlocks } from "../../rules/_util/intent-cues.js";
import { lintHandoffs } from "../formats/lint.js";

export interface LintOptions {
  filePath?: string | null;
  /** Project root for pointer checks; null disables file lookups. */
  projectRoot?: string | null;
  /** Honour inline directives (default true). */
  inlineConfig?: boolean;
  /** Report directives that disabled nothing (severity), or false. */
  reportUnusedDisableDirectives?: false | 1 | 2;
  /** Fill `tokens` with the exact count (loads the tokenizer). */
  countTokens?: boolean;
  /**
   * Rules that were stopped on this text (rule id -> message): they are not run, and each gets one fatal
   * message, as a rule that throws does. Set by the time limit of custom rules (src/engine/guard.ts).
   */
  stoppedRules?: Record<string, string>;
  /** Called with a rule's id just before it runs, and with null after the last one (the guard's progress). */
  onRule?: (id: string | null) => void;
  /** Milliseconds spent, added up per rule id and under "(parse)" for building the document (HANDOFF_LINT_TIMING). */
  timing?: Map<string, number>;
  /** What the parent knew (RuleContext.parentContext): the session before this dispatch, or notes. */
  parentContext?: ParentContext | null;
  /** The frame of a handoff read out of its file (src/formats/): set on the document for the rules. */
  frame?: HandoffFrame;
}

/** Adds the time since `since` (a performance.now() reading) to `key` in `timing`. */
function addTime(timing: Map<string, number>, key: string, since: number): void {
  timing.set(key, (timing.get(key) ?? 0) + (performance.now() - since));
}

export function formatMessage(template: string, data: Record<string, string | number> | undefined): string {
  if (!data) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
}

// While lintFiles runs, one answer per path serves every file of the run (files are not expected to come
// and go mid-run; 2,000 small handoffs asked ~15,000 times, mostly the same paths). Outside a run (lintText,
// the editor) each text asks again.
let runExists: Map<string, boolean> | null = null;
let runDepth = 0;
/** Run `fn` with file-existence answers shared by every text it lints. */
export async function withSharedFileChecks<T>(fn: () => Promise<T>): Promise<T> {
  if (runDepth++ === 0) runExists = new Map();
  try {
    return await fn();
  } finally {
    if (--runDepth === 0) runExists = null;
  }
}

function makeFileAccess(root: string | null, maxBytes: number) {
  const cache = runExists ?? new Map<string, boolean>();
  const inside = (p: string): string | null => {
    if (!root) return null;
    const stripped = p.replace(/^\.\//, "");
    const query = stripped.search(/[#?]/);
    const clean = query < 0 ? stripped : stripped.slice(0, query);
    const abs = isAbsolute(clean) ? normalize(clean) : resolve(root, clean);
    if (abs !== root && !abs.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
    return abs;
  };
  return {
    fileExists(p: string): boolean {
      const abs = inside(p);
      if (!abs) return false;
      let v = cache.get(abs);
      if (v === undefined) {
        v = existsSync(abs);
        cache.set(abs, v);
      }
      return v;
    },
    // A named file is read only when it is a regular file no larger than a handoff may be, and still inside
    // the project once symlinks are followed: a 1.5 GB log or /dev/zero behind a link is never read.
    readFile(p: string): string | null {
      const abs = inside(p);
      if (!abs || !root || !isInsideReal(abs, root)) return null;
      const r = readRegularFile(abs, maxBytes);
      return r.ok ? r.bytes.toString("utf8") : null;
    },
  };
}

/** Lint a text with a resolved config. Synchronous; never throws for rule failures. */
export function lintWithConfig(text: string, config: ResolvedConfig, options: LintOptions = {}): LintResult & { document: HandoffDocument | null } {
  const filePath = options.filePath ?? null;
  const messages: LintMessage[] = [];
  // The same limit files have (`maxFileSize`), for text handed over directly (stdin, editors, the API):
  // one clear message instead of minutes of work or running out of memory.
  const bytes = text.length > config.maxFileSize / 3 ? utf8Length(text) : 0;
  if (bytes > config.maxFileSize) {
    const msg = fatalMessage(`Too large to lint (${formatBytes(bytes)}, limit ${formatBytes(config.maxFileSize)}): not linted. Raise \`maxFileSize\` in the config to lint it.`);
    return { ...summarize(filePath ?? "<text>", null, [msg]), document: null };
  }
  // A file that holds handoffs (a CrewAI tasks file, an agent or command file) is linted one handoff at a time.
  const handoffs = options.frame ? null : readHandoffs(text, filePath, { fields: config.handoffFields });
  if (handoffs) return lintHandoffs(text, filePath ?? "<text>", handoffs, (h) => lintWithConfig(h.text, config, { ...options, frame: h.frame }), summarize);
  let doc: HandoffDocument;
  const timing = options.timing;
  const parseStart = timing ? performance.now() : 0;
  try {
    doc = parseHandoff(text, { filePath, encoding: config.settings.encoding, template: config.settings.template });
  } catch (e) {
    const msg = fatalMessage(`Could not parse: ${(e as Error).message}`);
    return { ...summarize(filePath ?? "<text>", null, [msg]), document: null };
  } finally {
    if (timing) addTime(timing, "(parse)", parseStart);
  }
  if (options.frame) doc.frame = options.frame;
  else {
    // a file whose handoff is in its blocks (a prompt library, "copy the prompt below") is linted one block at a time
    const prompts = promptBlockHandoffs(doc, asksOutsideBlocks);
    if (prompts) return lintHandoffs(text, filePath ?? "<text>", prompts, (h) => lintWithConfig(h.text, config, { ...options, frame: h.frame }), summarize);
  }

  if (doc.frontmatter?.error) {
    const e = doc.frontmatter.error;
    const off = doc.offsetAt({ line: e.line, column: e.column });
    // A warning: the handoff's text still reaches the worker; a broken header is a format problem, and the
    // gate stops what the worker will lack, not what a schema checker would flag.
    messages.push({
      ruleId: null,
      concern: null,
      severity: 1,
      message: `Invalid frontmatter YAML: ${e.message}`,
      line: e.line,
      column: e.column,
      endLine: e.line,
      endColumn: e.column,
      range: [off, off],
    });
  }

  const access = makeFileAccess(options.projectRoot ?? null, config.maxFileSize);
  /** Enabled rules not run because they read English cues and the text does not read as English. */
  let languageSkipped: string[] | undefined;
  const later: Array<[string, ResolvedRuleConfig, Rule]> = [];
  const runRule = (id: string, rc: ResolvedRuleConfig, rule: Rule, findings: readonly LintMessage[], into: LintMessage[]) => {
    const context: RuleContext = {
      id,
      options: rc.options,
      settings: config.settings,
      filePath,
      projectRoot: options.projectRoot ?? null,
      fileExists: access.fileExists,
      readFile: access.readFile,
      findings,
      parentContext: options.parentContext ?? null,
      report(d: ReportDescriptor) {
        into.push(toMessage(doc, rule, reportedSeverity(rc, d), d));
      },
    };
    options.onRule?.(id);
    const ruleStart = timing ? performance.now() : 0;
    try {
      rule.check(doc, context);
    } catch (e) {
      into.push(fatalMessage(`Rule "${id}" failed on this file: ${(e as Error)?.message ?? String(e)}`, id, rule.meta.concern));
    }
    if (timing) addTime(timing, id, ruleStart);
  };
  for (const [id, rc] of Object.entries(config.rules)) {
    if (rc.severity === 0) continue;
    const rule = getRule(id, config.customRules);
    if (!rule) continue;
    if (rule.meta.english && !readsEnglish(doc)) {
      (languageSkipped ??= []).push(id);
      continue;
    }
    if (options.stoppedRules && Object.hasOwn(options.stoppedRules, id)) {
      messages.push(fatalMessage(options.stoppedRules[id], id, rule.meta.concern));
      continue;
    }
    if (rule.meta.after) later.push([id, rc, rule]);
    else runRule(id, rc, rule, [], messages);
  }
  options.onRule?.(null);

  // Inline directives filter the findings first, so the verdict reads what the writer left standing.
  const directives = options.inlineConfig !== false ? readDirectives(doc) : null;
  let out = dropRepeats(messages);
  if (directives) out = applyDirectives(out, directives);
  if (later.length) {
    const verdicts: LintMessage[] = [];
    for (const [id, rc, rule] of later) runRule(id, rc, rule, out, verdicts);
    options.onRule?.(null);
    out = out.concat(directives ? applyDirectives(verdicts, directives) : verdicts);
  }
  if (directives) {
    // (concat, not push(...): a file of 180,000 directives has as many messages, more than a call's arguments may be)
    if (options.reportUnusedDisableDirectives) out = out.concat(unusedDirectiveMessages(doc, directives, options.reportUnusedDisableDirectives));
    out = out.concat(unknownRuleMessages(doc, directives, (id) => getRule(id, config.customRules) !== undefined));
  }
  out.sort((a, b) => a.line - b.line || a.column - b.column || (a.ruleId ?? "").localeCompare(b.ruleId ?? "") || a.message.localeCompare(b.message));
  const tokens = options.countTokens || doc.tokens.loaded ? doc.tokens.total() : null;
  // (For the formatters' note, src/format/language-note.ts: which checks did not run for the text's language.)
  return { ...summarize(filePath ?? "<text>", tokens, out), ...(languageSkipped ? { languageSkipped } : {}), document: doc };
}

/**
 * One problem, one finding: a message that repeats an earlier one exactly (same rule, range, severity and
 * message text) is dropped, whichever rule reported it twice. Messages that differ in any of these stay.
 */
function dropRepeats(messages: LintMessage[]): LintMessage[] {
  if (messages.length < 2) return messages;
  const seen = new Set<string>();
  const out: LintMessage[] = [];
  for (const m of messages) {
    const key = `${m.ruleId}\u0000${m.range[0]}\u0000${m.range[1]}\u0000${m.severity}\u0000${m.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(m);
  }
  return out.length === messages.length ? messages : out;
}

/**
 * A finding's severity: the rule's, when a preset set the rule raised to an error for a sure finding of a
 * warning rule, and lowered to a warning for a finding an error rule marks as not sure (weaker evidence than
 * the rule's usual). A severity the user set stays as set.
 */
function reportedSeverity(rc: ResolvedRuleConfig, d: ReportDescriptor): 1 | 2 {
  if (rc.fromPreset === true && rc.severity === 1 && d.sure === true) return 2;
  if (rc.fromPreset === true && rc.severity === 2 && d.sure === false) return 1;
  return rc.severity as 1 | 2;
}

/** A message for a file (or rule) that could not be linted, at the start of the file. */
export function fatalMessage(message: string, ruleId: string | null = null, concern: LintMessage["concern"] = null): LintMessage {
  return { ruleId, concern, severity: 2, fatal: true, message, line: 1, column: 1, endLine: 1, endColumn: 1, range: [0, 0] };
}

function toMessage(doc: HandoffDocument, rule: Rule, severity: 1 | 2, d: ReportDescriptor): LintMessage {
  const template = rule.meta.messages[d.messageId];
  if (template === undefined) throw new Error(`rule "${rule.meta.id}" reported unknown messageId "${d.messageId}"`);
  let range: Range;
  if (d.range) range = d.range;
  else if (d.node) range = doc.rangeOf(d.node as never);
  else range = [doc.start, doc.start];
  // A range from a rule is clamped into the text (a NaN or missing end counts as the start).
  const a = Number.isFinite(range?.[0]) ? range[0] : doc.start;
  const b = Number.isFinite(range?.[1]) ? range[1] : a;
  const r0 = Math.max(0, Math.min(a, doc.text.length));
  const r1 = Math.max(r0, Math.min(b, doc.text.length));
  const s = doc.positionAt(r0);
  const e = doc.positionAt(r1);
  const msg: LintMessage = {
    ruleId: rule.meta.id,
    concern: rule.meta.concern,
    severity,
    message: formatMessage(template, d.data),
    messageId: d.messageId,
    line: s.line,
    column: s.column,
    endLine: e.line,
    endColumn: e.column,
    range: [r0, r1],
  };
  // A fix must be a range of two numbers and a text; anything else is dropped rather than applied wrong.
  if (d.fix && rule.meta.fixable && Array.isArray(d.fix.range) && Number.isFinite(d.fix.range[0]) && Number.isFinite(d.fix.range[1]) && typeof d.fix.text === "string") {
    msg.fix = normalizeFix(d.fix, doc.text);
  }
  return msg;
}

/** The line ending a text uses: CRLF or a lone CR when every break is one, else LF. */
export function lineEnding(text: string): "\n" | "\r\n" | "\r" {
  const lf = text.indexOf("\n");
  if (lf < 0) return text.includes("\r") ? "\r" : "\n";
  if (text.charCodeAt(lf - 1) !== 13) return "\n";
  return /(?<!\r)\n/.test(text) ? "\n" : "\r\n";
}

/** Clamp a fix to the text, keep it off the BOM, and write its line breaks as the text does. */
function normalizeFix(fix: Fix, text: string): Fix {
  const len = text.length;
  const min = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const a = Math.max(min, Math.min(fix.range[0], len));
  const b = Math.max(a, Math.min(fix.range[1], len));
  const eol = lineEnding(text);
  const body = eol === "\n" ? fix.text : fix.text.replace(/\r\n|\r|\n/g, eol);
  return { range: [a, b], text: body };
}

export function summarize(filePath: string, tokens: number | null, messages: LintMessage[]): LintResult {
  let errorCount = 0,
    warningCount = 0,
    fixableErrorCount = 0,
    fixableWarningCount = 0;
  for (const m of messages) {
    if (m.severity === 2) {
      errorCount++;
      if (m.fix) fixableErrorCount++;
    } else {
      warningCount++;
      if (m.fix) fixableWarningCount++;
    }
  }
  return { filePath, tokens, messages, errorCount, warningCount, fixableErrorCount, fixableWarningCount };
}

/** Apply non-overlapping fixes (in order of position; a fix that overlaps an earlier one waits for the next pass). */
export function applyFixes(text: string, messages: LintMessage[]): { text: string; applied: number } {
  const fixes = messages
    .filter((m) => m.fix)
    .map((m) => m.fix!)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let out = "";
  let last = 0;
  let applied = 0;
  for (const f of fixes) {
    if (f.range[0] < last) continue;
    out += text.slice(last, f.range[0]) + f.text;
    last = f.range[1];
    applied++;
  }
  out += text.slice(last);
  return { text: out, applied };
}

/** Lint, fix, and lint again until nothing is left to fix (at most 10 passes). */
export function lintAndFix(text: string, config: ResolvedConfig, options: LintOptions = {}): LintResult {
  let current = text;
  let result: LintResult = lintWithConfig(current, config, options);
  for (let pass = 0; pass < FIX_PASSES; pass++) {
    const next = nextFixPass(current, result);
    if (next === null) break;
    current = next;
    result = lintWithConfig(current, config, options);
  }
  return fixedResult(text, current, result);
}

/** At most this many lint passes after the first when fixing. */
export const FIX_PASSES = 10;

/** The text after applying a pass's fixes, or null when nothing (more) can be fixed. */
export function nextFixPass(current: string, result: LintResult): string | null {
  if (!result.messages.some((m) => m.fix)) return null;
  const { text: next, applied } = applyFixes(current, result.messages);
  return !applied || next === current ? null : next;
}

/** The result of the last pass, with `output` when the text changed (its final newline kept as it was). */
export function fixedResult(text: string, current: string, result: LintResult & { document?: unknown }): LintResult {
  const { document: _d, ...rest } = result;
  void _d;
  if (current !== text) {
    // Keep the final newline as it was: present stays present.
    const eol = lineEnding(text);
    if (/[\r\n]$/.test(text) && current.length && !/[\r\n]$/.test(current)) current += eol;
  }
  return current !== text ? { ...rest, output: current } : rest;
}

export { join };

/**
 * The custom rules (config `plugins`) a config enables, when its `timeLimit` is on: these run on a worker
 * thread that can be stopped (src/engine/guard.ts). Empty for the common case, which then stays as it was.
 */
export function guardedRuleIds(config: ResolvedConfig): string[] {
  if (!(config.timeLimit > 0) || !config.customRules.length) return [];
  const out: string[] = [];
  for (const r of config.customRules) {
    const id = r.meta.id;
    if ((config.rules[id]?.severity ?? 0) > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}

