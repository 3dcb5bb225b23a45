// Locators in prose (paths, commands) and the noun phrases that lean on context the worker lacks.
// Runs on the masked prose, so code spans, code blocks and URLs are never read here.
import type { Reference } from "../types.js";

const EXT =
  "md|mdx|txt|json|jsonl|ya?ml|toml|ini|cfg|conf|env|lock|csv|tsv|xml|html?|css|scss|js|mjs|cjs|jsx|ts|tsx|py|ipynb|rb|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|php|sh|bash|zsh|ps1|sql|proto|graphql|vue|svelte|lua|dart|r|pdf|png|jpe?g|svg|log|db|sqlite|tf|gradle|xlsx|docx";
// A path: has a slash between name characters, or a name with a known extension. Bounded repeats.
const PATH_RE = new RegExp(
  String.raw`(?<![\w@/.-])(?:~|\.{1,2})?(?:/?[\w@.-]{1,80}/){1,12}[\w@.-]{0,80}|(?<![\w/.-])[\w-]{1,80}(?:\.[\w-]{1,20}){0,3}\.(?:${EXT})(?!\w)`,
  "g",
);
// "make it", "go with", "make sure": a tool name that is also an English verb, followed by a function word, is prose.
const COMMAND_RE =
  /(?<![\w-])(?:npm|npx|pnpm|yarn|node|python3?|pip|uv|make|cargo|go|git|docker|kubectl|bash|sh|curl|pytest|jest|vitest|gh)\s+(?!(?:it|its|sure|the|a|an|this|that|these|those|them|me|us|you|our|my|your|with|ahead|on|back|through|for|to|into|over|up|out|sense|certain|away|along|and|or|so)\b)[a-z][\w:.-]{0,40}/g;

export function findPathsAndCommands(prose: string): Reference[] {
  const out: Reference[] = [];
  PATH_RE.lastIndex = 0;
  for (let m = PATH_RE.exec(prose); m; m = PATH_RE.exec(prose)) {
    let t = m[0];
    // trailing punctuation is not part of a path
    while (t.length && /[.,;:)]$/.test(t)) t = t.slice(0, -1);
    if (t.length < 3 || !/[A-Za-z]/.test(t)) continue;
    if (/^\/\//.test(t)) continue;
    // "and/or", "either/or", "read/write": slash-joined words without a file shape are not paths
    if (!t.includes(".") && !t.startsWith("/") && !t.startsWith("~") && /^[A-Za-z]+\/[A-Za-z]+$/.test(t)) continue;
    out.push({ kind: "path", text: t, range: [m.index, m.index + t.length] });
  }
  COMMAND_RE.lastIndex = 0;
  for (let m = COMMAND_RE.exec(prose); m; m = COMMAND_RE.exec(prose)) {
    out.push({ kind: "command", text: m[0], range: [m.index, m.index + m[0].length] });
  }
  return out;
}

const NOUNS =
  "file|files|script|scripts|bug|bugs|issue|issues|error|errors|endpoint|endpoints|creds|credentials|config|branch|repo|repository|function|module|service|server|database|db|table|api|key|keys|token|tokens|doc|docs|document|spec|ticket|pr|test|tests|fix|approach|plan|pattern|format|template|folder|directory|dataset|data|model|project|change|changes|list|output|report|design|component|page|query|environment|env|setup|command|tool|job|pipeline|workflow|feature|code|logic|schema|migration|prompt|version|draft|notes|results|one|way|thing|stuff|place|account|bucket|cluster|host|url|link|site|app";
const LEANING = new RegExp(
  String.raw`\b(?:the|that|this|those|these|our|my|your)\s+(?:(?:usual|same|other|old|new|previous|last|existing|current|original|staging|prod|production|main|relevant|right|specific|broken|failing|flaky|above|aforementioned|mentioned|one|remaining)\s+){0,2}(?:${NOUNS})\b`,
  "gi",
);

export function findContextPhrases(prose: string): Reference[] {
  const out: Reference[] = [];
  LEANING.lastIndex = 0;
  for (let m = LEANING.exec(prose); m; m = LEANING.exec(prose)) {
    out.push({ kind: "phrase", text: m[0], range: [m.index, m.index + m[0].length] });
  }
  return out;
}
