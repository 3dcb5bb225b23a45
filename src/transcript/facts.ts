// The parent's facts: a vague reference in the handoff ("the failing test", "the config", "the endpoint")
// that the parent's own log resolves to exactly one concrete thing. Zero candidates or several: nothing is
// resolved (the text-only rules already say what they can). A candidate that holds a secret is never offered.
import type { Range } from "../types.js";
import type { LoggedCall, Session } from "./model.js";
import { holdsSecret } from "./redact.js";

export type FactKind = "failing-test" | "config" | "endpoint";

export interface ResolvedFact {
  kind: FactKind;
  /** The vague phrase in the handoff. */
  range: Range;
  phrase: string;
  /** The one concrete value the log resolves it to. */
  value: string;
  /** Where in the log it came from, for the message: "the last test run (line 412)". */
  source: string;
}

interface Candidates {
  values: string[];
  source: string;
}

/** "the failing test" (one test: the plural asks for a list, which this does not fill in). */
const FAILING_TEST = /\bthe (?:one )?(?:failing|broken|failed|red|flaky) (?:unit |integration |e2e )?(?:test|spec|test case)\b(?!s|\s*[`(:"])/gi;
const CONFIG = /\bthe (?:config(?:uration)?|settings)(?: file)?\b(?!s|\s*[`(:"])(?!\s+(?:option|key|value|setting|flag|entry|field)s?\b)/gi;
const ENDPOINT = /\bthe (?:api )?(?:endpoint|url|webhook|service url|api url)\b(?!s|\s*[`(:"])/gi;

const TEST_COMMAND = /\b(?:test|tests|jest|vitest|pytest|rspec|phpunit|mocha|ava|tap|go test|cargo test|mix test|npm t|ctest|unittest|nose2?)\b/i;

/** Failing tests in a test runner's output, one name each, as the runner prints them. */
const FAILURE_LINES: RegExp[] = [
  // pytest: FAILED tests/test_x.py::test_name - AssertionError
  /^FAILED\s+(\S+::\S+)/gm,
  // go: --- FAIL: TestName (0.00s)
  /^\s*--- FAIL: (\S+)/gm,
  // cargo: test module::name ... FAILED
  /^test (\S+) \.\.\. FAILED$/gm,
  // vitest / jest: ` FAIL  test/a.test.ts > group > name`, `× name`, `✕ name`
  /^\s*(?:FAIL|×|✕|✗)\s+(\S+\.[cm]?[jt]sx? > .+?)\s*(?:\d+ms)?$/gm,
  // ExUnit: `  1) test name (Module.Test)`
  /^\s+\d+\) (test .+? \([\w.]+\))$/gm,
  // rspec: rspec ./spec/x_spec.rb:12 # description
  /^rspec (\.\/\S+:\d+)/gm,
];

/** Failing test names printed in a run's output (distinct, in order). */
export function failingTests(output: string): string[] {
  const found: string[] = [];
  for (const re of FAILURE_LINES) for (const m of output.matchAll(re)) if (!found.includes(m[1])) found.push(m[1]);
  return found;
}

const where = (line: number | null) => (line === null ? "" : `, line ${line} of the log`);

/** The last test run in the log that printed failures, and the tests it names. */
function failingTestCandidates(session: Session): Candidates | null {
  for (let i = session.events.length - 1; i >= 0; i--) {
    const e = session.events[i];
    if (e.kind === "note") {
      const t = failingTests(e.text);
      if (t.length) return { values: t, source: "the one failing test your notes name" };
      continue;
    }
    if (e.kind !== "call" || !e.command || !e.outcome || !TEST_COMMAND.test(e.command)) continue;
    // The last test run decides: if it passed, no test is failing now.
    return { values: failingTests(e.outcome.text), source: `the one test that failed in the last test run${where(e.outcome.line ?? e.line)}` };
  }
  return null;
}

/** A file name that is a configuration file by its name. */
export function isConfigFile(path: string): boolean {
  const base = path.split(/[\\/]/).pop() ?? path;
  // a test of the config, or its snapshot, is not the config
  if (/\.(?:test|spec)\.|\.snap$/.test(base)) return false;
  return /(?:^|[._-])(?:config|conf|settings|cfg)(?:[._-]|$)/i.test(base) || /\.(?:ya?ml|toml|ini|cfg|conf|properties)$/i.test(base) || /^\.[\w-]+rc(?:\.\w+)?$/.test(base) || /^(?:\.env(?:\.\w+)?|Dockerfile|docker-compose\.ya?ml)$/.test(base);
}

function configCandidates(session: Session): Candidates | null {
  const files: string[] = [];
  let line: number | null = null;
  for (const e of session.events) {
    if (e.kind !== "call") continue;
    for (const f of (e as LoggedCall).edited) {
      if (!isConfigFile(f)) continue;
      if (!files.includes(f)) files.push(f);
      line = e.line;
    }
  }
  return files.length ? { values: files, source: `the one config file the session edited${where(line)}` } : null;
}

const stripSlash = (u: string) => u.replace(/\/+$/, "");

function endpointCandidates(session: Session): Candidates | null {
  const urls: string[] = [];
  let line: number | null = null;
  for (const e of session.events) {
    if (e.kind === "call") {
      for (const u of e.urls) {
        if (!urls.includes(stripSlash(u))) urls.push(stripSlash(u));
        line = e.line;
      }
    } else if (e.kind === "note") {
      for (const m of e.text.matchAll(/\bhttps?:\/\/[^\s"'`<>)\]}]+/g)) {
        const u = stripSlash(m[0].replace(/[.,;:]+$/, ""));
        if (!urls.includes(u)) urls.push(u);
      }
    }
  }
  return urls.length ? { values: urls, source: `the one URL the session called${where(line)}` } : null;
}

const KINDS: Array<{ kind: FactKind; phrase: RegExp; candidates: (s: Session) => Candidates | null }> = [
  { kind: "failing-test", phrase: FAILING_TEST, candidates: failingTestCandidates },
  { kind: "config", phrase: CONFIG, candidates: configCandidates },
  { kind: "endpoint", phrase: ENDPOINT, candidates: endpointCandidates },
];

/**
 * Each vague reference in `text` that the session resolves to exactly one value not already in the text.
 * (`text` is the handoff; ranges index into it.)
 */
export function resolveFacts(text: string, session: Session): ResolvedFact[] {
  const out: ResolvedFact[] = [];
  for (const k of KINDS) {
    const matches = [...text.matchAll(k.phrase)];
    if (!matches.length) continue;
    const c = k.candidates(session);
    if (!c || c.values.length !== 1) continue;
    const value = c.values[0];
    if (text.includes(value) || holdsSecret(value) || value.length > 200) continue;
    // The first mention: one problem, one finding (and one fix).
    const m = matches[0];
    out.push({ kind: k.kind, range: [m.index, m.index + m[0].length], phrase: m[0], value, source: c.source });
  }
  return out;
}
