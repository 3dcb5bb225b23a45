// One parse of a whole text, without chunks: what src/document/markdown.ts's chunked parse must equal.
// CommonMark with frontmatter and without indented code; GFM tables and task items added to the tree
// (src/document/tables.ts), or, for the texts that pass declines, micromark's own table construct.
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import type { Root } from "mdast";
import { addGfm } from "../../src/document/tables.js";

function disableIndentedCode(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ disable: { null: ["codeIndented"] } });
}
function tables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
const commonmark = unified().use(remarkParse).use(disableIndentedCode).use(remarkFrontmatter, ["yaml", "toml"]);
const withTables = unified().use(remarkParse).use(disableIndentedCode).use(remarkFrontmatter, ["yaml", "toml"]).use(tables);

export const whole = {
  parse(body: string): Root {
    const root = commonmark.parse(body);
    if (addGfm(root, body)) return root;
    const again = withTables.parse(body);
    addGfm(again, body, false);
    return again;
  },
};
