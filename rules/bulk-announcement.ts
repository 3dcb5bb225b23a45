// pointer: the handoff says that a whole repository, codebase or conversation follows (or is
// appended) inline: "The following text is a Git repository", "below is the entire codebase".
import type { Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";

const BULK = String.raw`(?:git\s+|github\s+|source\s+)?(?:repository|repo|codebase|code\s?base|source\s+code|source\s+files|project\s+files|files\s+(?:of|in)\s+(?:the|this)\s+(?:repo|repository|project|codebase)|conversation(?:\s+history)?|chat\s+(?:history|log|transcript)|transcript|session\s+(?:history|log))`;
const WHOLE = String.raw`(?:entire|whole|full|complete|all\s+of\s+the|all\s+the)`;
const HERE = String.raw`(?:included|pasted|appended|attached|inlined|concatenated|embedded|dumped|below|(?:shown|provided|given|listed)\s+below|follows|as\s+follows)`;
const PATTERNS: RegExp[] = [
  // "The following text is a Git repository with code", "the following content contains the whole codebase"
  new RegExp(String.raw`\b(?:the\s+)?following\s+(?:text|content|input|document|block|section)s?\s+(?:is|are|contains?|holds?|represents?)\s+(?:a|an|the)?\s*(?:${WHOLE}\s+)?${BULK}\b`, "i"),
  // "Below is the entire codebase", "Here are all the files in the repo"
  new RegExp(String.raw`\b(?:below|here|attached)\s+(?:is|are)\s+(?:the|our|my|your)?\s*${WHOLE}\s+(?:(?:contents?|text)\s+of\s+(?:the|this|our)?\s*)?${BULK}\b`, "i"),
  // "The entire codebase is pasted below", "the whole conversation is appended"
  new RegExp(String.raw`\b${WHOLE}\s+${BULK}\s+(?:is|are|has\s+been|have\s+been|will\s+be|gets?)\s+(?:${HERE})\b`, "i"),
];

const rule: Rule = {
  meta: {
    id: "bulk-announcement",
    concern: "pointer",
    description: "The handoff says a whole repository, codebase or conversation is pasted into it",
    docs: ruleDocsUrl("bulk-announcement"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    english: true,
    messages: {
      announced:
        "\"{{quote}}\": a whole repository or conversation pasted inline buries the request under material the worker could read itself. Give the repository path (or the log's location) and name the files or parts that matter.",
    },
    schema: { type: "object", properties: {}, additionalProperties: false },
    defaultOptions: {},
  },
  check(doc, context) {
    for (const s of doc.sentences) {
      if (s.quoted) continue;
      if (s.prose.length > 2000) continue;
      for (const re of PATTERNS) {
        const m = re.exec(s.prose);
        if (!m) continue;
        // text inside quotation marks is quoted material, not the writer's words
        const before = s.prose.slice(0, m.index);
        if (((before.match(/["“”]/g) ?? []).length & 1) === 1) continue;
        const a = s.range[0] + m.index;
        const b = a + m[0].length;
        context.report({ messageId: "announced", data: { quote: doc.text.slice(a, b).replace(/\s+/g, " ") }, range: [a, b] });
        break;
      }
    }
  },
};

export default rule;
