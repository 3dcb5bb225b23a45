// One parse of a whole text, without chunks: what src/document/markdown.ts's chunked parse must equal.
// remark-parse with GFM and frontmatter, without indented code, as the linter parses.
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";

function disableIndentedCode(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push({ disable: { null: ["codeIndented"] } });
}

export const whole = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ["yaml", "toml"]).use(disableIndentedCode).freeze();
