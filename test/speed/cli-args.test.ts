// The CLI's fast argument path (node:util parseArgs) must read every call it accepts exactly as yargs does;
// whatever it declines goes to yargs.
import { describe, expect, it } from "vitest";
import { fastArgs, yargsArgs, type CliArgs } from "../../src/cli/main.js";

const KEYS: Array<keyof CliArgs> = [
  "format", "output-file", "max-warnings", "quiet", "stdin", "stdin-filename", "config", "rule", "fix", "fix-dry-run",
  "init", "inline-config", "report-unused-disable-directives", "error-on-unmatched-pattern", "ignore-pattern", "color", "cache", "cache-location",
];
const pick = (a: CliArgs) => ({ _: a._.map(String), ...Object.fromEntries(KEYS.map((k) => [k, a[k] ?? undefined])) });

const ACCEPTED = [
  ["a.md"],
  ["a.md", "b/", "c/*.md"],
  ["-f", "json", "a.md"],
  ["--format=sarif", "a.md"],
  ["a.md", "-o", "out/r.txt", "--max-warnings", "0", "--quiet"],
  ["--max-warnings=12", "a.md"],
  ["--stdin", "--stdin-filename", "x/y.md"],
  ["-c", "cfg.json", "a.md", "--fix"],
  ["a.md", "--rule", "x:off", "--rule", "y:warn,z:error"],
  ["a.md", "--ignore-pattern", "a.*", "-f", "json"],
  ["--no-inline-config", "--no-error-on-unmatched-pattern", "--report-unused-disable-directives", "a.md"],
  ["--color", "a.md"],
  ["--no-color", "a.md"],
  ["--fix-dry-run", "-f", "json", "a.md"],
  ["--cache", "a.md"],
  ["--cache", "--cache-location", ".c/x.json", "a.md"],
  // each option takes exactly one value (issue 14): the paths after one are paths, as yargs reads them
  ["--rule", "x:off", "a.md"],
  ["--ignore-pattern", "drafts/**", "a.md", "b/", "--rule", "x:warn", "c.md"],
];
const DECLINED = [
  [], // no paths: still fast (main reports the usage error itself)
  ["--help"], ["-h"], ["--version"], ["-v"], ["--init"], ["--explain", "x"], ["--print-config", "a.md"],
  ["--bogus", "a.md"], ["-f", "nope", "a.md"], ["--format", "json", "--format", "stylish", "a.md"],
  ["--quiet", "true", "a.md"], ["123"], ["--", "a.md"], ["--max-warnings", "-1", "a.md"],
  ["--max-warnings", "x", "a.md"], ["--maxWarnings", "3", "a.md"], ["--quiet=false", "a.md"], ["-f"], ["-fjson", "a.md"],
];

describe("fastArgs", () => {
  it("reads the common calls as yargs does", async () => {
    for (const argv of ACCEPTED) {
      const fast = fastArgs(argv);
      expect(fast, argv.join(" ")).not.toBeNull();
      expect(pick(fast!), argv.join(" ")).toEqual(pick(await yargsArgs(argv)));
    }
  });

  it("declines what it is not sure of", () => {
    for (const argv of DECLINED.slice(1)) expect(fastArgs(argv), argv.join(" ")).toBeNull();
    expect(fastArgs([])).not.toBeNull();
  });
});
