// One parse of a whole text, without chunks: what src/document/markdown.ts's chunked parse must equal.
// remark-parse with frontmatter, GFM tables and task items, GFM autolink literals by their tree transform,
// without indented code, as the linter parses.
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import { gfmTable } from "micromark-extension-gfm-table";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTaskListItem } from "micromark-extension-gfm-task-list-item";
import { gfmTaskListItemFromMarkdown } from "mdast-util-gfm-task-list-item";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";

function asTheLinterParses(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmTaskListItem(), { disable: { null: ["codeIndented"] } });
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmTaskListItemFromMarkdown(), gfmAutolinkLiteralFromMarkdown());
}

export const whole = unified().use(remarkParse).use(remarkFrontmatter, ["yaml", "toml"]).use(asTheLinterParses).freeze();
