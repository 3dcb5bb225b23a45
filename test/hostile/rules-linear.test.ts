// Every built-in rule is linear in the size of the text, one rule at a time, on adversarial shapes
// (issue 18: "Every rule linear, shown by a test per rule on adversarial shapes").
//
// What is measured, and why it is not a timed assertion. No bound here is a time: each one compares a
// rule's cost on the same shape at two sizes, N and 4N, and asserts the ratio (linear is ~4, quadratic ~16;
// the bound is 10). The cost is CPU time (process.cpuUsage, user + system, of this test's own process:
// vitest runs each file in a fork), not wall time, so other work on the machine (benchmarks on a shared
// 2-core box) does not count, except for what it does to caches. It is made robust by:
//   - measuring the rule alone: the document is parsed (and every rule run once, so the facts rules share,
//     cached per document, are built) before the clock starts; the parse is held linear by work in
//     test/core/linear-parse.test.ts, and the shared facts here, by "all rules on a fresh document";
//   - repeating a cheap rule k times per measurement (k chosen at size N so a measurement is ~10 ms of CPU,
//     the same k at both sizes), so neither the clock's grain nor a scheduler tick decides the ratio;
//   - taking the minimum of up to four interleaved measurements per size (load only adds time), after a
//     warm-up run at each size (the JIT);
//   - counting a rule whose run at 4N costs under 40 µs as flat (noise, not growth, decides its ratio);
//   - a second look, at 4N and 16N, for a rule over the bound at N and 4N: a cost that crosses a cache
//     size between N and 4N grows faster there once (measured: up to 9.4x for five cheap rules that walk
//     every sentence of a table of 10,000 rows), a quadratic one grows ~16x at every step. Over the bound
//     at both steps fails; at 14x or more at the first step there is no second look (it would take 16x
//     longer again for a cost that is plainly quadratic), unless the rule did next to nothing at N (a rule
//     that starts to work past a size threshold).
// A cost that cannot be counted deterministically from outside the rule (a regular expression's
// backtracking inside one exec, a nested loop over words) is what makes a rule super-linear, which is why
// this counts CPU and not calls; the parse's test counts characters because the parser reports them.
//
// Found with it: the tokenizer quadratic on one long run (src/document/tokens.ts) and unsupplied-material
// quadratic on a long run of spaces (rules/unsupplied-material.ts), both fixed.
//
// The shapes are the hostile ones of bench/hostile.mjs and test/core/linear-parse.test.ts, and shapes that
// feed what rules read: requests, sentences, long sentences without an end, paths and pointers, history
// cues, placeholders, template slots, frontmatter variables, list items, headings, fences, URLs, quotes.
import { beforeAll, describe, expect, it } from "vitest";
import type { HandoffDocument, LintMessage, ReportDescriptor, Rule, RuleContext } from "../../src/types.js";
import { builtinRules } from "../../rules/index.js";
import { parseHandoff } from "../../src/document/parse.js";
import { toParentContext } from "../../src/transcript/context.js";

const KB = 1024;
const N = 32 * KB;
/** Linear is ~4 at four times the size; quadratic ~16. */
const BOUND = 10;
const ACCEPT_EARLY = 7;
/** At or over this at N -> 4N, quadratic: no second look at 4N -> 16N. */
const PLAINLY_QUADRATIC = 14;
const ATTEMPTS = 4;
/** A measurement is about this much CPU (µs) at size N. */
const TARGET_US = 10_000;
/** Below this much CPU per run at 4N (µs), a rule is flat: its ratio is noise. */
const FLAT_US = 40;

const fill = (unit: (i: number) => string, n: number, head = "", tail = ""): string => {
  const parts: string[] = [head];
  let len = head.length + tail.length;
  for (let i = 0; len < n; i++) {
    const u = unit(i);
    parts.push(u);
    len += u.length;
  }
  parts.push(tail);
  return parts.join("");
};

/** Each shape as a function of its size in characters. */
const SHAPES: Record<string, (n: number) => string> = {
  "one character": (n) => "a".repeat(n),
  spaces: (n) => " ".repeat(n),
  "'>' only": (n) => ">".repeat(n),
  "one-word lines": (n) => fill(() => "word\n", n),
  "sentences without spaces": (n) => fill((i) => `Fix.the${i % 10}.bug.`, n),
  "one sentence that never ends": (n) => fill((i) => `update the handler ${i % 7} and `, n, "Please "),
  "many requests": (n) => fill((i) => `Fix the bug in src/mod${i}.ts and reply with the diff. `, n, "# Goal\nKeep the build green.\n\n"),
  "paths and pointers": (n) => fill((i) => `See src/a${i}/b.ts, docs/c${i}.md and ./run${i}.sh. `, n),
  "history cues": (n) => fill((i) => `As before, redo the earlier fix ${i} like last time, the same as we discussed. `, n),
  placeholders: (n) => fill((i) => `Set <name${i}> to TODO and [insert value ${i}] here. `, n),
  "template slots": (n) => fill((i) => `Use {{v${i}}} and {{ other${i % 50} }} and $\{slot${i}}. `, n, "---\nv0: x\n---\n"),
  "frontmatter variables": (n) => `---\n${fill((i) => `v${i}: x\n`, n - 20)}---\nFix {{v1}}.\n`,
  "list items": (n) => fill((i) => `- Fix item ${i} in src/f${i}.ts\n`, n, "Do these:\n"),
  "task menu": (n) => fill((i) => `${i + 1}. Either refactor module ${i} or rewrite it, or skip it.\n`, n, "Pick one:\n"),
  headings: (n) => fill((i) => `# Section ${i}\nChange the step ${i}.\n\n`, n),
  "one huge fence": (n) => "Fix the crash in this log:\n\n```\n" + fill((i) => `at frame${i} (src/x${i}.js:${i}:1) Error: boom\n`, n - 40) + "```\n",
  "many fences": (n) => fill((i) => "```js\nconst a" + i + " = 1;\n```\n", n, "Review:\n"),
  "URLs and links": (n) => fill((i) => `https://example.com/p/${i}?q=${i} [doc](https://e.com/${i}) `, n),
  "nested quotes": (n) => fill((i) => `${"> ".repeat(1 + (i % 6))}quoted line ${i}\n`, n),
  "constraints and musts": (n) => fill((i) => `You must not change file ${i}; never skip step ${i}; always keep ${i}. `, n),
  "retries and failures": (n) => fill((i) => `Try again: it failed ${i} times with an error, so retry it. `, n),
  "a table of many rows": (n) => "| a | b |\n|---|---|\n" + fill((i) => `| ${i} | \`x\` |\n`, n - 20),
  // The attack strings eslint-plugin-regexp names for the rules' expressions (no-super-linear-move and
  // no-super-linear-backtracking): long runs of one of them, in prose around a request.
  slashes: (n) => "Fix src/" + "/".repeat(n) + " now.",
  hashes: (n) => "Fix it. " + "#".repeat(n),
  "question marks": (n) => "Why " + "?".repeat(n),
  "emphasis markers": (n) => "Fix " + "*_`".repeat(Math.ceil(n / 3)) + " it.",
  "curly quotes": (n) => "Fix the “" + "“".repeat(n) + " thing.",
  "blank lines": (n) => "Fix it.\n" + "\n".repeat(n) + "Done.",
  "tabs and spaces then a colon": (n) => "Output" + " \t".repeat(Math.ceil(n / 2)) + ":x",
  "quote and bracket runs": (n) => "See " + "\"'(*[_`".repeat(Math.ceil(n / 7)) + "x",
};

/** A parent session (notes) for the rules that compare a handoff with what the parent knew. */
const PARENT = toParentContext(
  Array.from({ length: 40 }, (_, i) => `The failing test is test/unit/case${i}.test.ts; the endpoint is /api/v${i}/items; the config is conf/app${i}.yaml.`).join("\n"),
);

interface Prepared {
  doc: HandoffDocument;
  findings: LintMessage[];
}

const noop = () => undefined;

function contextFor(rule: Rule, findings: readonly LintMessage[], report: (d: ReportDescriptor) => void): RuleContext {
  return {
    id: rule.meta.id,
    options: { ...(rule.meta.defaultOptions as object) },
    settings: { budget: 4000, encoding: "o200k_base", template: null },
    filePath: null,
    projectRoot: null,
    fileExists: () => false,
    readFile: () => null,
    report,
    findings: rule.meta.after ? findings : [],
    parentContext: PARENT,
  };
}

/** Parse, then run every rule once (untimed): the facts rules share are built, and the verdict rules get the others' findings. */
function prepare(text: string): Prepared {
  const doc = parseHandoff(text, { filePath: null, encoding: "o200k_base", template: null });
  const findings: LintMessage[] = [];
  for (const rule of builtinRules) {
    if (rule.meta.after) continue;
    rule.check(
      doc,
      contextFor(rule, [], (d) => {
        const r = d.range ?? [0, 0];
        findings.push({ ruleId: rule.meta.id, concern: rule.meta.concern, severity: 2, message: "", line: 1, column: 1, endLine: 1, endColumn: 1, range: [r[0], r[1]] });
      }),
    );
  }
  for (const rule of builtinRules) if (rule.meta.after) rule.check(doc, contextFor(rule, findings, noop));
  return { doc, findings };
}

const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
function costOf(fn: () => void, k: number): number {
  const t = cpu();
  for (let i = 0; i < k; i++) fn();
  return cpu() - t;
}

interface Ratio {
  ratio: number;
  small: number;
  large: number;
  k: number;
}

/** The cost at 4N over the cost at N of `run` (µs, the minimum of interleaved measurements). */
function growth(small: () => void, large: () => void): Ratio {
  small();
  large();
  const once = Math.max(1, costOf(small, 1));
  const k = Math.min(200, Math.max(1, Math.ceil(TARGET_US / once)));
  let s = Infinity;
  let l = Infinity;
  for (let a = 0; a < ATTEMPTS; a++) {
    s = Math.min(s, costOf(small, k));
    l = Math.min(l, costOf(large, k));
    if (l / k < FLAT_US || l / Math.max(1, s) < ACCEPT_EARLY) break;
  }
  return { ratio: l / k < FLAT_US ? 1 : l / Math.max(1, s), small: s / k, large: l / k, k };
}

/** Per rule id, the shapes it grew too fast on; and the same for all rules on a fresh document. */
const over = new Map<string, string[]>();
const ALL = "(all rules, fresh)";
const note = (id: string, line: string) => over.set(id, [...(over.get(id) ?? []), line]);
const fmt = (r: Ratio) => `x${r.ratio.toFixed(1)} (${Math.round(r.small)} -> ${Math.round(r.large)} µs, k=${r.k})`;

/** All rules on a fresh document each run: the parse is done before the clock starts, the facts rules share after. */
function allRulesFresh(texts: [string, string]): Ratio {
  const once = (text: string) => {
    const doc = parseHandoff(text, { filePath: null, encoding: "o200k_base", template: null });
    const t = cpu();
    for (const rule of builtinRules) rule.check(doc, contextFor(rule, [], noop));
    return cpu() - t;
  };
  once(texts[0]);
  once(texts[1]);
  let s = Infinity;
  let l = Infinity;
  for (let a = 0; a < 3; a++) {
    s = Math.min(s, once(texts[0]));
    l = Math.min(l, once(texts[1]));
    if (l / s < ACCEPT_EARLY) break;
  }
  return { ratio: l / Math.max(1, s), small: s, large: l, k: 1 };
}

// One shape at a time (only its two documents alive, so a collection's cost does not grow with the other
// shapes' documents): every rule measured on it, then the next shape. The tests below read the results.
beforeAll(() => {
  for (const [name, make] of Object.entries(SHAPES)) {
    const texts: [string, string] = [make(N), make(4 * N)];
    const [small, large] = texts.map(prepare);
    let huge: Prepared | null = null;
    let hugeText: string | null = null;
    for (const rule of builtinRules) {
      const at = (p: Prepared) => {
        const ctx = contextFor(rule, p.findings, noop);
        return () => rule.check(p.doc, ctx);
      };
      let r = growth(at(small), at(large));
      if (process.env.RULES_LINEAR_REPORT) process.stderr.write(`${rule.meta.id}\t${name}\t${fmt(r)}\n`);
      // (A rule that does nothing at N and something at 4N, a size threshold, gets its second look.)
      if (r.ratio >= PLAINLY_QUADRATIC && r.small >= FLAT_US) note(rule.meta.id, `${name}: ${fmt(r)}`);
      else if (r.ratio >= BOUND) {
        huge ??= prepare((hugeText ??= make(16 * N)));
        const first = fmt(r);
        r = growth(at(large), at(huge));
        if (process.env.RULES_LINEAR_REPORT) process.stderr.write(`${rule.meta.id}\t${name} (4N -> 16N)\t${fmt(r)}\n`);
        if (r.ratio >= BOUND) note(rule.meta.id, `${name}: N -> 4N ${first}, 4N -> 16N ${fmt(r)}`);
      }
    }
    let r = allRulesFresh(texts);
    if (process.env.RULES_LINEAR_REPORT) process.stderr.write(`${ALL}\t${name}\t${fmt(r)}\n`);
    if (r.ratio >= PLAINLY_QUADRATIC) note(ALL, `${name}: ${fmt(r)}`);
    else if (r.ratio >= BOUND) {
      const first = fmt(r);
      r = allRulesFresh([texts[1], hugeText ?? make(16 * N)]);
      if (process.env.RULES_LINEAR_REPORT) process.stderr.write(`${ALL}\t${name} (4N -> 16N)\t${fmt(r)}\n`);
      if (r.ratio >= BOUND) note(ALL, `${name}: N -> 4N ${first}, 4N -> 16N ${fmt(r)}`);
    }
  }
}, 1_200_000);

describe("each built-in rule's cost grows linearly with the text (4x the text, under 10x the CPU), on every shape", () => {
  for (const rule of builtinRules) it(rule.meta.id, () => expect(over.get(rule.meta.id) ?? []).toEqual([]));
});

describe("the facts rules share, built per document", () => {
  it("all rules on a fresh document (the parse excluded) grow linearly on every shape", () => expect(over.get(ALL) ?? []).toEqual([]));
});

it("measures every shape with every rule", () => {
  expect(Object.keys(SHAPES).length).toBeGreaterThanOrEqual(20);
  expect(builtinRules.length).toBeGreaterThanOrEqual(30);
});
