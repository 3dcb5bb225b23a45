// Public types of handoff-lint: the rule API, the document model, results and configuration.
import type { Root, RootContent } from "mdast";
import type { ParentContext } from "./transcript/model.js";
import type { HandoffFrame } from "./formats/types.js";

export type { ParentContext };

export type Concern = "facts" | "context" | "intent" | "budget" | "pointer" | "scope" | "verdict";
export type SeverityName = "off" | "warn" | "error";
/** 0 off, 1 warning, 2 error (as in ESLint). */
export type Severity = 0 | 1 | 2;

/** Offsets into `HandoffDocument.text`, end exclusive. */
export type Range = [number, number];

export interface Position {
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units (as VS Code, LSP and ESLint count). */
  column: number;
}

export type Role =
  | "intent"
  | "constraints"
  | "context"
  | "history"
  | "facts"
  | "steps"
  | "output"
  | "success"
  | "failure"
  | "pointers"
  | "role"
  | "other";

export interface Section {
  /** Heading text, or null for the preamble before the first heading. */
  heading: string | null;
  /** Heading depth 1-6, 0 for the preamble. */
  depth: number;
  role: Role;
  /** Range of the whole section, heading included. */
  range: Range;
  /** Range of the heading line, or null for the preamble. */
  headingRange: Range | null;
  /** Index of the enclosing section (higher level heading), or -1. */
  parent: number;
}

export interface Paragraph {
  /** A prose block: paragraph, list item paragraph, table cell or heading. */
  kind: "paragraph" | "heading" | "listItem" | "tableCell";
  range: Range;
  /** The section this block lies in. */
  section: number;
  /** Role of the paragraph itself: from its lead label, else its section's. */
  role: Role;
  /** A lead label such as `Goal:` or `**Output**`, if the paragraph starts with one. */
  label: string | null;
  /** True inside a blockquote (quoted material). */
  quoted: boolean;
}

export interface Sentence {
  /** Source text of the sentence. */
  text: string;
  /** The same span of `document.prose`: code spans, URLs and HTML masked (see HandoffDocument.prose). */
  prose: string;
  range: Range;
  paragraph: number;
  section: number;
  role: Role;
  quoted: boolean;
}

export type ReferenceKind = "path" | "url" | "code" | "command" | "phrase" | "link";

export interface Reference {
  kind: ReferenceKind;
  text: string;
  range: Range;
}

export type BlockKind = "code" | "blockquote" | "table" | "html" | "list" | "paragraph";

export interface Block {
  kind: BlockKind;
  range: Range;
  /** Code fence info (language) if any. */
  lang: string | null;
  /** Number of source lines the block spans. */
  lineCount: number;
  /** UTF-8 byte length of the block's source. */
  bytes: number;
  section: number;
  /** The mdast node. */
  node: RootContent;
}

export interface Slot {
  /** The slot's name as written (`name` of `{{ name }}`), or the whole expression for `{% … %}`. */
  name: string;
  syntax: "mustache" | "brace" | "dollar" | "jinja-tag" | "angle";
  range: Range;
}

export interface Frontmatter {
  raw: string;
  /** Range of the whole frontmatter block including its fences. */
  range: Range;
  /** Parsed YAML, or null when it failed to parse or is not a mapping. */
  data: Record<string, unknown> | null;
  error: { message: string; line: number; column: number } | null;
}

export interface LanguageInfo {
  /** Share of letters that are Latin script (0..1). */
  latinShare: number;
  /** Share of words that are common English function words (0..1). */
  englishShare: number;
  /** True when English-cue rules can read the text. */
  english: boolean;
}

export interface TokenCounter {
  readonly encoding: "o200k_base" | "cl100k_base";
  /** UTF-8 bytes of the whole text: an upper bound on its token count. */
  readonly bytes: number;
  /** UTF-8 bytes of text[0..offset): an upper bound on the token offset of `offset`. */
  bytesBefore(offset: number): number;
  /** Exact token count of the whole text (loads the tokenizer). */
  total(): number;
  /** Exact number of tokens that start before `offset` (loads the tokenizer). */
  tokenOffset(offset: number): number;
  /** Exact number of tokens in a range (loads the tokenizer). */
  count(range: Range): number;
  /**
   * Bounds [lo, hi] on `count(range)` without loading the tokenizer ([n, n] once it is loaded). For rules
   * that only compare a count with a limit: decide on the bounds, and call `count` only when the limit lies
   * between them. Bounds of adjacent ranges add up to bounds of their union.
   */
  countBounds(range: Range): [number, number];
  /** True when the whole text has more than `limit` tokens. Loads the tokenizer only when bytes exceed `limit`. */
  exceeds(limit: number): boolean;
  /** True when `offset` lies past `limit` tokens. Loads the tokenizer only when the bytes before it exceed `limit`. */
  isBeyond(offset: number, limit: number): boolean;
  /** Whether the tokenizer has been loaded for this document. */
  readonly loaded: boolean;
}

export interface HandoffDocument {
  /**
   * Set when the text is a handoff read out of a structured or agent file (src/formats/): its name, its kind
   * (task, role, template) and what the program around it supplies (output spec, destination, upstream
   * results, slots). Absent for a free-text handoff.
   */
  frame?: HandoffFrame;
  /** The text as given (a leading BOM included). Ranges index into this. */
  text: string;
  /** Offset where content starts (1 after a BOM, else 0). */
  start: number;
  filePath: string | null;
  /**
   * The Markdown tree, as remark-parse (mdast-util-from-markdown) builds it with remark-frontmatter, indented
   * code turned off, plus GFM tables (`table`, `tableRow`, `tableCell`) and task items (`listItem.checked`).
   * GFM strikethrough, footnotes and autolink literals are not nodes (bare URLs are in `references`).
   */
  mdast: Root;
  frontmatter: Frontmatter | null;
  /**
   * Same length as `text`; prose only. Code blocks, frontmatter, HTML and URLs become spaces
   * (line breaks kept); each inline code span becomes `\uE000` characters and each link or bare URL
   * `\uE001` characters, so rules can see that a locator stands there. Blockquotes are kept but
   * their sentences carry `quoted: true`.
   */
  prose: string;
  sections: Section[];
  paragraphs: Paragraph[];
  sentences: Sentence[];
  references: Reference[];
  blocks: Block[];
  slots: Slot[];
  /** Whether the document is a template (frontmatter `variables`, config globs, or built around slots). */
  template: boolean;
  /** Variables declared in frontmatter (`variables`, `inputs`, `input_variables`), if any. */
  declaredVariables: string[] | null;
  language: LanguageInfo;
  tokens: TokenCounter;
  /** Convert an offset to a 1-based position. */
  positionAt(offset: number): Position;
  /** Convert a 1-based position to an offset. */
  offsetAt(position: Position): number;
  /**
   * The line an offset is on, [start, end) without its line break, read from the line index. A rule that asks
   * this of every sentence or match must not scan back for the break itself: on one long line of many
   * sentences, each scan would cross all the sentences before it.
   */
  lineAround(offset: number): [number, number];
  /** Range of a mdast node. */
  rangeOf(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): Range;
}

export interface Fix {
  range: Range;
  text: string;
}

export interface Suggestion {
  desc: string;
  fix: Fix;
}

export interface ReportDescriptor {
  messageId: string;
  data?: Record<string, string | number>;
  /** Either a node (mdast or any object with a range) or a range. */
  node?: { position?: { start: { offset?: number }; end: { offset?: number } } } | { range: Range };
  range?: Range;
  fix?: Fix | null;
  /**
   * The mechanism's evidence is conclusive (nothing in the text or the worker's reach can stand for what is
   * missing). Under a preset (`recommended`, `strict`) a sure finding of a warning rule is an error, so the
   * gate stops what is really broken; a rule the user set to "warn" themselves stays a warning. `false` on a
   * finding of an error rule says its evidence is weaker than the rule's usual: under a preset it is a warning.
   */
  sure?: boolean;
}

export interface RuleContext<Options = Record<string, unknown>> {
  readonly id: string;
  readonly options: Options;
  readonly settings: ResolvedSettings;
  readonly filePath: string | null;
  /** Project root (nearest folder upward with `.git` or a handoff-lint config), or null. */
  readonly projectRoot: string | null;
  /** Whether a path (relative to the project root) exists. False when there is no root. */
  fileExists(path: string): boolean;
  /** Read a file under the project root, or null. For pointer fixes. */
  readFile(path: string): string | null;
  report(descriptor: ReportDescriptor): void;
  /**
   * For rules with `meta.after` (the per-handoff verdict): the findings of the other rules on this text,
   * after inline directives. Empty for every other rule.
   */
  readonly findings: readonly LintMessage[];
  /**
   * What the parent knew: its session before this dispatch (from the hook's transcript, `audit`, or
   * lintText's `parentContext`), or null. Rules that read it say nothing without it.
   */
  readonly parentContext: ParentContext | null;
}

export interface OptionSchema {
  type: "object";
  properties: Record<string, unknown>;
  additionalProperties?: boolean;
}

export interface RuleMeta<Options = Record<string, unknown>> {
  id: string;
  concern: Concern;
  description: string;
  /** URL or repository-relative path of `docs/rules/<id>.md`. */
  docs: string;
  defaultSeverity: Exclude<SeverityName, "off">;
  recommended: boolean;
  fixable: boolean;
  messages: Record<string, string>;
  /** JSON Schema of the options object. */
  schema: OptionSchema;
  defaultOptions: Options;
  /** True when the rule reads English cues and must stay silent on text it cannot read. */
  english?: boolean;
  /** Runs after the other rules and reads their findings (`context.findings`): the per-handoff verdict. */
  after?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of rules holds rules of every options type
export interface Rule<Options = any> {
  meta: RuleMeta<Options>;
  check(document: HandoffDocument, context: RuleContext<Options>): void;
}

export interface LintMessage {
  ruleId: string | null;
  concern: Concern | null;
  severity: 1 | 2;
  message: string;
  messageId?: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Offsets into the text. */
  range: Range;
  fix?: Fix;
  fatal?: boolean;
  /** The handoff the finding is in, when the file holds several (a CrewAI task's key, an agent's name). */
  handoff?: string;
}

export interface LintResult {
  filePath: string;
  /** Exact token count (null when not computed). */
  tokens: number | null;
  messages: LintMessage[];
  errorCount: number;
  warningCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  /** Text after fixes were applied, when fixing was asked and something changed. */
  output?: string;
  /** Set when the file could not be linted (I/O, config). */
  fatalError?: string;
  source?: string;
}

export type RuleSetting = SeverityName | Severity | [SeverityName | Severity] | [SeverityName | Severity, Record<string, unknown>];

export interface ConfigOverride {
  files: string | string[];
  rules?: Record<string, RuleSetting>;
  budget?: number;
  template?: boolean;
}

export interface Config {
  extends?: string | string[];
  rules?: Record<string, RuleSetting>;
  overrides?: ConfigOverride[];
  ignores?: string[];
  files?: string[];
  /** Globs of files that are templates. */
  templates?: string[];
  budget?: number;
  encoding?: "o200k_base" | "cl100k_base";
  /** Custom rule modules (paths relative to the config file). */
  plugins?: string[];
  /** Strings inside YAML, JSON or TOML files to lint as handoffs: `[{ files: "crews/*.yaml", fields: ["tasks.*.prompt"] }]`. */
  handoffs?: HandoffMapping[];
  /** Milliseconds each custom rule (`plugins`) may run on one file before it is stopped (default 10000; 0 = no limit). */
  timeLimit?: number;
  /** Files above this size in bytes are skipped. */
  maxFileSize?: number;
  /**
   * Honour inline directives (`<!-- handoff-lint-disable … -->`) in texts the MCP server and the dispatch
   * hooks receive, which a model wrote (default false: there they are ignored, so the text cannot switch
   * the gate off). The CLI, the language server and the API always honour them.
   */
  trustInlineConfig?: boolean;
}

export interface HandoffMapping {
  /** Globs, relative to the config file's folder. */
  files: string | string[];
  /** Dotted field paths (`*` for any key or index). */
  fields: string[];
}

export interface ResolvedSettings {
  budget: number;
  encoding: "o200k_base" | "cl100k_base";
  template: boolean | null;
}

export interface ResolvedRuleConfig {
  severity: Severity;
  options: Record<string, unknown>;
  /** The severity came from a preset: sure findings of a warning rule are errors (ReportDescriptor.sure). */
  fromPreset?: boolean;
}

export interface ResolvedConfig {
  /** Where it came from, or null for defaults. */
  filePath: string | null;
  rules: Record<string, ResolvedRuleConfig>;
  settings: ResolvedSettings;
  files: string[];
  ignores: string[];
  templates: string[];
  customRules: Rule[];
  timeLimit: number;
  maxFileSize: number;
  /** Config `trustInlineConfig` (absent: false). */
  trustInlineConfig?: boolean;
  /** The field paths config `handoffs` names for this file (absent: none). */
  handoffFields?: string[];
}
