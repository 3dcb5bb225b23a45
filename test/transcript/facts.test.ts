// The parent's facts: one value resolved from the log, or nothing.
import { describe, expect, it } from "vitest";
import { failingTests, isConfigFile, resolveFacts } from "../../src/transcript/facts.js";
import { historyBefore } from "../../src/transcript/session.js";
import type { Session } from "../../src/transcript/model.js";
import { dispatchesOf, sessionOf } from "./helpers.js";

/** Facts resolved for the n-th dispatch of a log, from the history before it. */
function factsAt(name: string, n = 0) {
  const s = sessionOf(name);
  const d = dispatchesOf(s)[n];
  return resolveFacts(d.prompt, historyBefore(s, d.seq, d.thread)).map((f) => [f.kind, f.phrase, f.value]);
}

const noteSession = (text: string): Session => ({ format: "notes", unreadableLines: 0, partial: false, events: [{ kind: "note", seq: 0, line: null, thread: "main", text }] });

describe("resolveFacts on realistic logs", () => {
  it("pytest, an edited config file and a curl call: three values in one dispatch", () => {
    expect(factsAt("facts-parent-knew.jsonl")).toEqual([
      ["failing-test", "the failing test", "tests/test_parser.py::test_parse_iso_week_dates"],
      ["config", "the config", "/home/dev/projects/invoicer/config/parser.toml"],
      ["endpoint", "the endpoint", "https://staging.invoicer.example/api/v2/parse"],
    ]);
  });

  it("a Vitest run with one failure", () => {
    expect(factsAt("facts-failing-vitest.jsonl")).toEqual([["failing-test", "the failing test", "test/checkout.test.ts > checkout > applies the coupon before tax"]]);
  });

  it("Codex: the one URL the session called", () => {
    expect(factsAt("codex-retry.jsonl", 2)).toEqual([["endpoint", "the endpoint", "https://labels.staging.example/v1/labels"]]);
  });

  it("says nothing when the log shows several values, or the value is already in the text", () => {
    expect(factsAt("facts-ambiguous.jsonl")).toEqual([]);
    const s = sessionOf("facts-failing-vitest.jsonl");
    expect(resolveFacts("Fix the failing test (test/checkout.test.ts > checkout > applies the coupon before tax).", s)).toEqual([]);
  });

  it("the last test run decides: after a green run no test is failing", () => {
    const s = sessionOf("facts-failing-vitest.jsonl");
    const call = s.events.find((e) => e.kind === "call")!;
    const green: Session = { ...s, events: [...s.events, { ...call, seq: 99, outcome: { failed: false, text: " Test Files  2 passed (2)", line: 9 } }] };
    expect(resolveFacts("Fix the failing test.", green)).toEqual([]);
  });

  it("never offers a value that holds a secret", () => {
    expect(resolveFacts("Call the endpoint again.", noteSession("we called https://api.example/v1/items?api_key=a8F3kd92LmQ0zX7"))).toEqual([]);
    expect(resolveFacts("Call the endpoint again.", noteSession("we called https://api.example/v1/items"))).toHaveLength(1);
  });

  it("plural and already-named references are left alone", () => {
    const s = sessionOf("facts-failing-vitest.jsonl");
    expect(resolveFacts("Fix the failing tests.", s)).toEqual([]);
    expect(resolveFacts("Fix the failing test `cart total`.", s)).toEqual([]);
  });
});

describe("failingTests and isConfigFile", () => {
  it("reads the failure lines of common runners", () => {
    expect(failingTests("--- FAIL: TestParse (0.00s)\n--- FAIL: TestParse/week (0.00s)")).toEqual(["TestParse", "TestParse/week"]);
    expect(failingTests("test parser::tests::week ... FAILED\ntest parser::tests::day ... ok")).toEqual(["parser::tests::week"]);
    expect(failingTests("  1) test parses week dates (Invoicer.ParserTest)\n")).toEqual(["test parses week dates (Invoicer.ParserTest)"]);
    expect(failingTests("rspec ./spec/parser_spec.rb:12 # Parser parses weeks")).toEqual(["./spec/parser_spec.rb:12"]);
    expect(failingTests("Tests  21 passed (21)")).toEqual([]);
  });

  it("knows configuration files by name", () => {
    for (const f of ["config/parser.toml", "vite.config.ts", ".eslintrc.json", "settings.py", "deploy.yaml", ".env.local"]) expect(isConfigFile(f), f).toBe(true);
    for (const f of ["src/parser.ts", "README.md", "test/config.test.ts.snap"]) expect(isConfigFile(f), f).toBe(false);
  });
});
