// Secrets seen in a log never reach a finding.
import { describe, expect, it } from "vitest";
import { holdsSecret, redact } from "../../src/transcript/redact.js";

describe("redact", () => {
  const cases: Array<[string, string]> = [
    ["key sk-ant-api03-AbCdEfGhIjKlMnOpQrStUv in the env", "key [redacted] in the env"],
    ["export GITHUB_TOKEN=ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789", "export GITHUB_TOKEN=[redacted]"],
    ["aws AKIAIOSFODNN7EXAMPLE here", "aws [redacted] here"],
    ['{"password": "hunter2hunter2"}', '{"password": "[redacted]"}'],
    ["Authorization: Bearer abc.def-ghi_jkl123456", "Authorization: Bearer [redacted]"],
    ["postgres://app:s3cretPass@db.internal:5432/app", "postgres://app:[redacted]@db.internal:5432/app"],
    ["jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "jwt [redacted]"],
    ["-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----", "[redacted]"],
    ["opaque Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVb", "opaque [redacted]"],
  ];
  for (const [input, out] of cases) it(`masks: ${input.slice(0, 30)}`, () => expect(redact(input)).toBe(out));

  it("leaves ordinary text alone: hashes, paths, counts, words", () => {
    for (const t of [
      "commit 3f89013a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e fixed it",
      "see src/transcript/session.ts and test/transcript/read.test.ts",
      "input_tokens: 15005, output_tokens: 9",
      "RangeError: Temporal.ZonedDateTime requires a timeZone (src/dates.ts:41)",
      "https://staging.invoicer.example/api/v2/parse answered 503",
    ])
      expect(redact(t), t).toBe(t);
  });

  it("holdsSecret says whether anything would be masked", () => {
    expect(holdsSecret("token=abcd1234efgh")).toBe(true);
    expect(holdsSecret("the token budget is 4000")).toBe(false);
  });
});
