// Token counts: exact against countTokens (o200k_base by default, cl100k_base by config), per section
// and as offsets of any node; and the tokenizer stays unloaded while bytes prove a text is under budget.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { countTokens } from "../../src/document/tokens.js";
import { tokenStarts } from "../helpers/token-starts.js";
import { lintText } from "../../src/api.js";
import { ROOT } from "./util.js";

const TEXT = [
  "\uFEFF# Goal",
  "",
  "Make the nightly export pass again — it fails on 日本語 filenames and emoji 🎉 in titles.",
  "",
  "## Context",
  "",
  "```ts",
  "export const x = () => 42;",
  "```",
  "",
  "# Output",
  "",
  "Return the diff and `a summary`, then run npm test.",
  "",
].join("\r\n");

describe("token counts", () => {
  for (const encoding of ["o200k_base", "cl100k_base"] as const) {
    it(`total, per section and per node are exact (${encoding})`, () => {
      const d = parseHandoff(TEXT, { encoding });
      const body = TEXT.slice(1);
      expect(d.tokens.encoding).toBe(encoding);
      expect(d.tokens.total()).toBe(countTokens(body, encoding));
      // Top-level sections tile the text: their counts add up to the total.
      const top = d.sections.filter((s) => s.parent === -1);
      expect(top.reduce((n, s) => n + d.tokens.count(s.range), 0)).toBe(d.tokens.total());
      // Token offset of every node = tokens of the whole text that start before its first byte.
      const starts = tokenStarts(body, encoding);
      const nodes = [...d.sections.map((s) => s.range[0]), ...d.sentences.map((s) => s.range[0]), ...d.blocks.map((b) => b.range[0]), ...d.references.map((r) => r.range[0])];
      for (const off of nodes) {
        const byte = Buffer.byteLength(TEXT.slice(1, off));
        expect(d.tokens.tokenOffset(off), `offset ${off}`).toBe(starts.filter((s) => s < byte).length);
      }
      // A section that starts and ends on line starts counts as its own text does.
      const out = d.sections.find((s) => s.heading === "Output")!;
      expect(d.tokens.count(out.range)).toBe(countTokens(TEXT.slice(out.range[0], out.range[1]), encoding));
    });
  }

  it("the two encodings differ on this text (so the setting is really used)", () => {
    expect(countTokens(TEXT, "o200k_base")).not.toBe(countTokens(TEXT, "cl100k_base"));
  });

  it("config `encoding` selects the tokenizer used for `tokens`", async () => {
    const a = await lintText(TEXT, { config: { rules: {} }, countTokens: true });
    const b = await lintText(TEXT, { config: { rules: {}, encoding: "cl100k_base" }, countTokens: true });
    expect(a.tokens).toBe(countTokens(TEXT.slice(1), "o200k_base"));
    expect(b.tokens).toBe(countTokens(TEXT.slice(1), "cl100k_base"));
  });

  it("bytes bound tokens from above; exceeds and isBeyond agree with exact counts", () => {
    const d = parseHandoff(TEXT);
    expect(d.tokens.bytes).toBe(Buffer.byteLength(TEXT.slice(1)));
    expect(d.tokens.total()).toBeLessThanOrEqual(d.tokens.bytes);
    const n = d.tokens.total();
    expect(d.tokens.exceeds(n)).toBe(false);
    expect(d.tokens.exceeds(n - 1)).toBe(true);
    const end = TEXT.length;
    expect(d.tokens.isBeyond(end, n)).toBe(false);
    expect(d.tokens.isBeyond(end, n - 1)).toBe(true);
    expect(parseHandoff("").tokens.total()).toBe(0);
  });

  it("bytesBefore gives the same answers counted, from prefix sums, and after the tokenizer loads", () => {
    // The first answers are counted, later ones come from a table: all must agree with Buffer.byteLength,
    // with a position inside a surrogate pair standing for the pair's start.
    const expected = (o: number) => {
      let e = Math.min(o, TEXT.length);
      if (e > 0 && e < TEXT.length && (TEXT.charCodeAt(e) & 0xfc00) === 0xdc00) e--;
      return e <= 1 ? 0 : Buffer.byteLength(TEXT.slice(1, e));
    };
    const fresh = () => parseHandoff(TEXT).tokens;
    const emoji = TEXT.indexOf("🎉") + 1; // inside the pair
    for (const o of [emoji, TEXT.length, 40]) expect(fresh().bytesBefore(o)).toBe(expected(o));
    const t = fresh();
    for (let o = 0; o <= TEXT.length + 2; o++) expect(t.bytesBefore(o)).toBe(expected(o));
    const loaded = fresh();
    loaded.total();
    for (let o = 0; o <= TEXT.length; o++) expect(loaded.bytesBefore(o)).toBe(expected(o));
  });
});

describe("the tokenizer is loaded only when a decision needs it", () => {
  // A fresh process, so no earlier test has loaded the encoder.
  const script = (body: string) =>
    spawnSync(process.execPath, ["--input-type=module", "-e", body], { cwd: ROOT, encoding: "utf8" });
  const dist = (p: string) => JSON.stringify(join(ROOT, "dist", "src", p));

  it("not for a text whose UTF-8 bytes are under the budget; yes once bytes exceed it", () => {
    const r = script(`
      const { parseHandoff } = await import(${dist("document/parse.js")});
      const { isEncoderLoaded } = await import(${dist("document/tokens.js")});
      const { lintText } = await import(${dist("index.js")});
      const small = "# Goal\\n\\nFix the flaky export test in src/export.ts and return the diff.\\n";
      const d = parseHandoff(small);
      const out = [d.tokens.exceeds(4000), d.tokens.isBeyond(small.length, 4000), isEncoderLoaded()];
      const r1 = await lintText(small, { filePath: "a.handoff.md" });
      out.push(r1.tokens, isEncoderLoaded());
      const big = "word ".repeat(1000); // 5000 bytes, 1000 tokens, 1000 words
      // over 500: the words settle it without tiktoken; over 4000: between the bounds, so tiktoken counts
      out.push(parseHandoff(big).tokens.exceeds(500), isEncoderLoaded());
      out.push(parseHandoff(big).tokens.exceeds(4000), isEncoderLoaded("o200k_base"), isEncoderLoaded("cl100k_base"));
      const { countTokens } = await import(${dist("document/tokens.js")});
      out.push(parseHandoff(big).tokens.total(), countTokens(big));
      console.log(JSON.stringify(out));
    `);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual([false, false, false, null, false, true, false, false, true, false, 1001, 1001]);
  });
});
