// The parser and the tokenizer can change underneath the rules only if what users see does not: the JSON
// output on the dev corpus, fixtures/ and docs/ is the record in test/expected/output.json, byte for byte
// (recorded from the build before the change: node test/helpers/record-output.mjs --write --linter DIR).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assertBuilt, ROOT } from "../cli/helpers.js";
// @ts-expect-error -- a plain .mjs script, shared with the command line; its exports are used as they are
import { differences, lintWith, RECORD } from "../helpers/record-output.mjs";

describe("the recorded JSON output", () => {
  it("is what this build prints for every recorded file", () => {
    assertBuilt();
    const expected = JSON.parse(readFileSync(RECORD, "utf8")) as Record<string, unknown>;
    const files = Object.keys(expected);
    expect(files.length).toBeGreaterThan(400);
    expect(differences(expected, lintWith(ROOT, files))).toEqual([]);
  }, 120_000);
});
