// Inline directives in HTML comments, as markdownlint users write them.
import { describe, expect, it } from "vitest";
import { lintWithConfig } from "../../src/engine/lint.js";
import type { LintOptions } from "../../src/engine/lint.js";
import { rules, testConfig } from "./util.js";

const cfg = testConfig([rules.mark, rules.warnWord]);
const lint = (text: string, o: LintOptions = {}) => lintWithConfig(text, cfg, o).messages;
const hits = (text: string, o: LintOptions = {}) => lint(text, o).map((m) => `${m.line}:${m.ruleId ?? "directive"}`);

describe("inline directives", () => {
  it("disable … enable covers a region, for all rules or the ids given", () => {
    const t = ["MARK WARNME", "<!-- handoff-lint-disable -->", "MARK WARNME", "<!-- handoff-lint-enable -->", "MARK", "<!-- handoff-lint-disable test-mark -->", "MARK WARNME", "<!-- handoff-lint-enable test-mark -->", "MARK"].join("\n");
    expect(hits(t)).toEqual(["1:test-mark", "1:test-warn", "5:test-mark", "7:test-warn", "9:test-mark"]);
  });

  it("a rule id no rule has is reported once per directive, as a warning; known ids (built-in or custom) are not", () => {
    const t = "<!-- handoff-lint-disable-next-line test-mark, tset-warn, bare-request -->\nMARK WARNME\n";
    const ms = lint(t);
    expect(ms.map((m) => `${m.line}:${m.ruleId ?? "directive"}:${m.severity}`)).toEqual(["1:directive:1", "2:test-warn:1"]);
    expect(ms[0].message).toMatch(/^Unknown rule "tset-warn" in a handoff-lint-disable-next-line comment: it disables nothing/);
    // without inline config, comments are not read at all
    expect(hits(t, { inlineConfig: false })).toEqual(["2:test-mark", "2:test-warn"]);
  });

  it("disable without enable lasts to the end of the file", () => {
    expect(hits("MARK\n\n<!-- handoff-lint-disable test-mark -->\n\nMARK\n\nMARK\n")).toEqual(["1:test-mark"]);
  });

  it("disable-line covers the comment's own line", () => {
    expect(hits("MARK <!-- handoff-lint-disable-line test-mark -->\nMARK\n")).toEqual(["2:test-mark"]);
  });

  it("disable-next-line covers the line after the comment only", () => {
    expect(hits("<!-- handoff-lint-disable-next-line test-mark -->\nMARK WARNME\nMARK\n")).toEqual(["2:test-warn", "3:test-mark"]);
  });

  it("disable-file covers the whole file, wherever it stands", () => {
    expect(hits("MARK WARNME\n\nMARK\n\n<!-- handoff-lint-disable-file test-mark -->\n")).toEqual(["1:test-warn"]);
    expect(hits("MARK WARNME\n\n<!-- handoff-lint-disable-file -->\n")).toEqual([]);
  });

  it("ids may be separated by spaces or commas, and a reason follows --", () => {
    for (const ids of ["test-mark test-warn", "test-mark,test-warn", "test-mark, test-warn", "  test-mark ,test-warn  "]) {
      expect(hits(`<!-- handoff-lint-disable-next-line ${ids} -- the worker has this file -->\nMARK WARNME\n`), ids).toEqual([]);
    }
    // the reason's words are not ids
    expect(hits("<!-- handoff-lint-disable-next-line test-mark -- test-warn is fine here -->\nMARK WARNME\n")).toEqual(["2:test-warn"]);
  });

  it("works with CRLF line endings and inside a paragraph", () => {
    expect(hits("a\r\n<!-- handoff-lint-disable-next-line test-mark -->\r\nMARK\r\nMARK\r\n")).toEqual(["4:test-mark"]);
    expect(hits("Some text MARK <!-- handoff-lint-disable-line --> more\n")).toEqual([]);
  });

  it("a directive inside a code block is code, not a directive", () => {
    expect(hits("```\n<!-- handoff-lint-disable -->\n```\n\nMARK\n")).toEqual(["5:test-mark"]);
  });

  it("--no-inline-config ignores every directive", () => {
    expect(hits("<!-- handoff-lint-disable-file -->\nMARK\n", { inlineConfig: false })).toEqual(["2:test-mark"]);
  });

  it("--report-unused-disable-directives reports directives that disabled nothing, with a fix", () => {
    const t = "<!-- handoff-lint-disable-next-line test-mark -->\nMARK\n<!-- handoff-lint-disable-next-line test-warn -->\nnothing\n<!-- handoff-lint-disable -->\nclean\n<!-- handoff-lint-enable -->\n";
    const ms = lint(t, { reportUnusedDisableDirectives: 2 });
    expect(ms.map((m) => [m.line, m.column, m.severity, m.ruleId])).toEqual([
      [3, 1, 2, null],
      [5, 1, 2, null],
    ]);
    expect(ms[0].message).toMatch(/Unused handoff-lint-disable-next-line directive.*test-warn/);
    expect(ms[0].fix).toEqual({ range: [ms[0].range[0], ms[0].range[1]], text: "" });
    expect(lint(t)).toEqual([]);
  });

  it("fatal messages (a rule that crashed) cannot be disabled", () => {
    const c = testConfig([rules.thrower]);
    const ms = lintWithConfig("<!-- handoff-lint-disable-file -->\nBOOM\n", c).messages;
    expect(ms.map((m) => [m.ruleId, m.fatal, m.severity])).toEqual([["test-throw", true, 2]]);
    expect(ms[0].message).toContain("boom");
  });
});
