// Chinese and Japanese run their words together: a cue counts only where a word starts, as ICU's word
// breaker reads the text (texts of my own).
import { describe, expect, it } from "vitest";
import { findCues, hasCue } from "../../src/analysis/cues.js";
import { FAILURE_KIND, CONTINUATION } from "../../src/analysis/lexicon.js";

const texts = (lang: "zh" | "ja", vocab: typeof FAILURE_KIND, name: string, text: string) => findCues(name, vocab, [lang], text).map((h) => h.text);

describe("cues start where a word starts", () => {
  it("finds a failure said in Chinese", () => {
    expect(texts("zh", FAILURE_KIND, "failure-kind", "这个网站出问题了，帮我看一下。")).toEqual(["出问题"]);
    expect(texts("zh", FAILURE_KIND, "failure-kind", "代码有问题")).toEqual(["有问题"]);
  });
  it("does not read 'list the problems' or 'no problem' as a failure", () => {
    expect(texts("zh", FAILURE_KIND, "failure-kind", "按文件列出问题和修改建议。")).toEqual([]);
    expect(texts("zh", FAILURE_KIND, "failure-kind", "测试没有问题。")).toEqual([]);
    expect(hasCue("failure-kind", FAILURE_KIND, ["zh"], "按文件列出问题和修改建议。")).toBe(false);
  });
  it("finds a Japanese go-on at a word start", () => {
    expect(texts("ja", CONTINUATION, "continuation", "作業を続けてください。")).toEqual(["続けて"]);
  });
});
