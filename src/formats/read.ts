// Which handoffs a file holds. The path names the format where it can (`.claude/agents/x.md`,
// `.gemini/commands/x.toml`); otherwise the content decides, conservatively, because handoffs travel without
// their names (pasted, copied as .md, sent on stdin, through a hook or MCP): a YAML mapping of CrewAI tasks
// is a tasks file whatever its name, and a Markdown file that opens with frontmatter stays Markdown.
import { basename, extname } from "node:path";
import type { Handoff } from "./types.js";
import { formatOfPath } from "./patterns.js";
import { frontmatterFormat, readMarkdownHandoff } from "./markdown.js";
import { crewAiShape, parseYamlMapping, readCrewAgents, readCrewTasks, readYamlFields } from "./yaml.js";
import { parseTomlFile, readTomlFields, readTomlHandoff, tomlShape } from "./toml.js";
import { isKiroAgent, parseJsonObject, readJsonFields, readKiroAgent } from "./json.js";

export interface ReadOptions {
  /** Field paths the config's `handoffs` mapping names for this file. */
  fields?: string[];
}

type Syntax = "yaml" | "toml" | "json";

/**
 * The handoffs in a file: null when the file is one handoff of free text (lint it as it is), an empty list
 * when it is a structured file that holds none (a YAML, TOML or JSON file of another kind).
 */
export function readHandoffs(source: string, filePath: string | null, opts: ReadOptions = {}): Handoff[] | null {
  const pathFormat = formatOfPath(filePath);
  if (pathFormat === "markdown-agent" || pathFormat === "markdown-command") return [readMarkdownHandoff(source, pathFormat)];
  const named = syntaxOfPath(filePath);
  // away from its folder (pasted, renamed, on stdin), an agent or command file still says what it is in its frontmatter
  const fmFormat = pathFormat === null && named === null ? frontmatterFormat(source) : null;
  if (fmFormat) return [readMarkdownHandoff(source, fmFormat)];
  const name = filePath ? basename(filePath, extname(filePath)) : null;
  if (opts.fields?.length) {
    const mapped = readFields(source, named ?? syntaxOfContent(source), opts.fields);
    // (a mapping that names no string of this file leaves it to the readers below: a CrewAI file stays one)
    if (mapped?.length) return mapped;
  }
  const syntax = named ?? syntaxOfContent(source);
  if (!syntax) return null;
  const found = readKnownFormat(source, syntax, pathFormat, name);
  // Content alone names a format only when it reads as one; a file named .yaml/.toml/.json is structured either way.
  return found ?? (named ? [] : null);
}

function readKnownFormat(source: string, syntax: Syntax, pathFormat: ReturnType<typeof formatOfPath>, name: string | null): Handoff[] | null {
  if (syntax === "yaml") {
    const doc = parseYamlMapping(source);
    const shape = doc && crewAiShape(doc);
    if (!doc || !shape) return null;
    return shape === "crewai-tasks" ? readCrewTasks(doc, source) : readCrewAgents(doc, source);
  }
  if (syntax === "toml") {
    const program = parseTomlFile(source);
    const shape = program && tomlShape(program, pathFormat);
    return program && shape ? readTomlHandoff(program, source, shape, name) : null;
  }
  const root = parseJsonObject(source);
  return root && isKiroAgent(root) ? readKiroAgent(root, source, name) : null;
}

function readFields(source: string, syntax: Syntax | null, fields: string[]): Handoff[] | null {
  if (syntax === "yaml") {
    const doc = parseYamlMapping(source);
    return doc && readYamlFields(doc, source, fields);
  }
  if (syntax === "toml") {
    const program = parseTomlFile(source);
    return program && readTomlFields(program, source, fields);
  }
  if (syntax === "json") {
    const root = parseJsonObject(source);
    return root && readJsonFields(root, source, fields);
  }
  return null;
}

function syntaxOfPath(filePath: string | null): Syntax | null {
  const ext = filePath ? extname(filePath).toLowerCase() : "";
  if (ext === ".yaml" || ext === ".yml") return "yaml";
  if (ext === ".toml") return "toml";
  if (ext === ".json" || ext === ".jsonc") return "json";
  return null;
}

// Cheap looks before a parse, so a Markdown handoff is not run through three parsers: a CrewAI file opens
// with a key whose value is a nested mapping, an agent or command TOML has a top-level prompt key, a JSON
// file opens with a brace.
const YAML_OPENING = /^\uFEFF?(?:[ \t]*(?:#.*)?\r?\n)*[A-Za-z_][\w.-]*[ \t]*:[ \t]*(?:#.*)?\r?\n[ \t]+[A-Za-z_]/;
const TOML_PROMPT_KEY = /^[ \t]*(?:prompt|developer_instructions)[ \t]*=/m;
const JSON_OPENING = /^\s*\{/;

/**
 * Texts longer than this are not sniffed for a format (a file named .yaml, .toml or .json is read whatever its
 * size). Real task and agent files are a few kilobytes; `yaml` takes about a second a megabyte, so a pasted
 * megabytes-long text that happens to open like YAML would otherwise be parsed twice before it is linted.
 */
export const SNIFF_MAX_CHARS = 512 * 1024;

function syntaxOfContent(source: string): Syntax | null {
  if (source.length > SNIFF_MAX_CHARS) return null;
  if (YAML_OPENING.test(source)) return "yaml";
  if (JSON_OPENING.test(source)) return "json";
  if (TOML_PROMPT_KEY.test(source)) return "toml";
  return null;
}
