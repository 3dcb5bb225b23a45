// Does a template slot carry bulk material (whole files, a codebase, a conversation)? Read from its
// name split into words, and for generic names from the heading or label that introduces it.
import type { HandoffDocument, Slot } from "../../src/types.js";

/** Words of a slot name: `file_content` -> file, content; `chatHistory` -> chat, history. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const CODE = new Set(["code", "codes", "codebase", "sourcecode", "source", "sources", "repo", "repository", "repositories", "files"]);
const CONVERSATION = new Set(["conversation", "conversations", "history", "transcript", "transcripts", "transcription", "transcriptions", "messages", "chat", "dialog", "dialogue", "dialogues", "logs"]);
/** What a whole document yields when it is read out (a scan's OCR, a PDF's text, an article's body): with a content word, the slot carries the document. */
const DOCLIKE = new Set(["ocr", "pdf", "scan", "scans", "article", "articles", "book", "chapter", "chapters", "paper", "papers", "manuscript", "webpage", "html"]);
/** With "file" or "document", these make a slot carry the contents. */
const CONTENT = new Set(["content", "contents", "text", "body", "data", "source", "full", "whole", "entire", "all", "raw"]);
const FILEISH = new Set(["file", "files", "document", "documents", "doc", "docs", "page", "pages"]);
/** Words that make a slot a name, a locator, a count or a digest rather than the material. */
const NOT_BULK = new Set([
  "path", "paths", "name", "names", "filename", "filenames", "id", "ids", "lang", "language", "type", "types", "dir", "directory",
  "url", "urls", "uri", "link", "tree", "list", "summary", "summaries", "outline", "count", "length", "size", "hash", "sha", "line",
  "lines", "snippet", "snippets", "excerpt", "title", "description", "format", "ext", "extension", "key", "hint", "hints", "context",
  "error", "errors", "diff", "version", "branch", "commit", "status", "url", "owner", "structure", "map", "index", "style", "review",
  "feedback", "instructions", "question", "answer", "task", "tasks", "goal", "query", "prompt", "user", "last", "latest",
  "recent", "new", "updated", "block", "example", "examples", "template",
]);

// Headings or labels that announce whole files or a conversation: "Full Code:", "## Legacy Code",
// "Source files", "Conversation so far", "Chat history". Read only for generic slot names.
const BULK_LABEL =
  /\b(?:(?:full|whole|entire|complete|all|legacy|existing|current|original|source|project)\s+(?:source\s+)?(?:code(?:base)?|files?|repo(?:sitory)?|sources?)|code ?base|source code|file contents?|contents? of (?:the |each |all )?files?|conversation(?: so far| history)?|chat (?:history|log|transcript)|transcript|message history|exchange so far)\b/i;
const GENERIC = new Set(["input", "inputs", "text", "content", "contents", "data", "document", "doc", "file", "body", "source", "material", "payload", "value", "items", "context"]);

/** Words that may qualify a code or conversation word without changing what it is. */
const MODIFIER = new Set([
  "source", "full", "whole", "entire", "all", "existing", "legacy", "current", "original", "old", "raw", "input", "project", "repo",
  "repository", "file", "files", "markdown", "md", "base", "to", "review", "the", "of", "chat", "message", "previous", "prior", "past",
  "conversation", "history", "agent", "session", "with", "in", "for", "and", "modified", "updated", "relevant", "target", "my", "your",
]);

/** What bulk the slot carries ("whole files", "a conversation"), or null. */
export function bulkWhat(doc: HandoffDocument, slot: Slot, isLoop: boolean): string | null {
  const words = nameWords(slot.name);
  if (words.length === 0 || words.length > 5) return null;
  if (words.some((w) => NOT_BULK.has(w))) return null;
  // A one-word name (`{code}`, `{files}`, `{history}`) inside a sentence is usually a value
  // ("returned {code}", "changed {files}"); it carries material when it stands as a block of its own.
  if (words.length === 1 && !isLoop && !standsAlone(doc, slot)) return null;
  const named = bulkNamed(words, isLoop);
  if (named) return named;
  if (words.length <= 2 && words.every((w) => GENERIC.has(w))) {
    const m = BULK_LABEL.exec(introducer(doc, slot));
    if (m) return /conversation|chat|transcript|message|exchange/i.test(m[0]) ? "a whole conversation" : "whole files";
  }
  return null;
}

/** The bulk the name's own words say the slot carries, or null. */
function bulkNamed(words: string[], isLoop: boolean): string | null {
  const has = (set: Set<string>) => words.some((w) => set.has(w));
  const plain = (set: Set<string>) => words.every((w) => set.has(w) || MODIFIER.has(w));
  if (has(CONVERSATION) && plain(CONVERSATION)) {
    if (words.some((w) => w.startsWith("transcri")) && !words.some((w) => /^(?:conversation|chat|dialog|dialogue|messages)$/.test(w))) return "a whole transcript";
    return isLoop ? "the messages of a conversation" : "a whole conversation";
  }
  if (has(DOCLIKE) && has(CONTENT)) return "whole documents";
  if (has(CODE) && plain(CODE)) {
    if (words.includes("files") || isLoop) return "whole files";
    return words.some((w) => w === "codebase" || w === "repo" || w === "repository" || w === "repositories") ? "a whole codebase" : "whole source files";
  }
  if (has(FILEISH) && (has(CONTENT) || isLoop || words.length === 1 && (words[0].endsWith("s")))) return "whole files";
  return null;
}

/**
 * Whether the name alone says the slot carries bulk (`file_contents`, `chat_history`): two or more words
 * that read as bulk without the heading. One word (`{code}`) may still be a snippet.
 */
export function nameSaysBulk(name: string): boolean {
  const words = nameWords(name);
  return words.length >= 2 && !words.some((w) => NOT_BULK.has(w)) && bulkNamed(words, false) !== null;
}

/** The heading of the slot's section and the text of the line(s) just before it on its own line. */
function introducer(doc: HandoffDocument, slot: Slot): string {
  let sec = "";
  for (const s of doc.sections) if (s.heading && s.range[0] <= slot.range[0] && slot.range[0] < s.range[1]) sec = s.heading;
  const from = Math.max(doc.start, slot.range[0] - 300);
  const before = doc.text.slice(from, slot.range[0]);
  const lines = before.split(/\r?\n/);
  // the slot's own line prefix, and the nearest non-empty lines above that aren't fences
  const prefix = lines.pop() ?? "";
  const above = lines.filter((l) => l.trim() && !/^\s*(?:`{3,}|~{3,})/.test(l)).slice(-1);
  return `${sec}\n${above.join("\n")}\n${prefix}`;
}

/** The slot is alone on its line, or follows only a short label ("Code:", "Legacy code -") on it. */
function standsAlone(doc: HandoffDocument, slot: Slot): boolean {
  const text = doc.text;
  let a = slot.range[0];
  while (a > 0 && text.charCodeAt(a - 1) !== 10 && slot.range[0] - a < 200) a--;
  let b = slot.range[1];
  while (b < text.length && text.charCodeAt(b) !== 10 && text.charCodeAt(b) !== 13 && b - slot.range[1] < 200) b++;
  const after = text.slice(slot.range[1], b).trim();
  if (after && !/^[`'"*_)\]]{0,3}[.,;:]?$/.test(after)) return false;
  const before = text.slice(a, slot.range[0]).replace(/^[\s>*+-]*/, "").replace(/[`'"*_([]+$/, "").trim();
  if (!before) return true;
  if (!/[:：\-–—]$/.test(before)) return false;
  const labelWords = nameWords(before);
  return labelWords.length <= 4 && !labelWords.some((w) => NOT_BULK.has(w));
}
