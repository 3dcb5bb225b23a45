// assumed-shared-history runs its two largest expressions only on sentences that pass a cheap word test
// (so most handoffs never compile them). The test must never be narrower than the expression: whenever
// the expression matches, the test passes. Checked on every sentence of the repository's Markdown (and
// the corpus, when present) and on random sentences made of the expressions' own words.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { unquotedOf } from "../../rules/_util/context-text.js";
import { CONTINUE, DISCUSSED, mayContinue, mayDiscuss } from "../../rules/assumed-shared-history.js";

const matches = (re: RegExp, s: string) => {
  re.lastIndex = 0;
  const m = re.test(s);
  re.lastIndex = 0;
  return m;
};
function check(p: string): { discussed: boolean; cont: boolean } {
  const discussed = matches(DISCUSSED, p);
  const cont = matches(CONTINUE, p);
  if (discussed) expect(mayDiscuss(p), p).toBe(true);
  if (cont) expect(mayContinue(p), p).toBe(true);
  return { discussed, cont };
}

const root = join(import.meta.dirname, "..", "..");
function markdown(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const n of readdirSync(dir)) {
    if (n === "node_modules" || n.startsWith(".")) continue;
    const p = join(dir, n);
    if (statSync(p).isDirectory()) markdown(p, out);
    else if (/\.(md|txt)$/.test(n)) out.push(p);
  }
  return out;
}

describe("assumed-shared-history's word tests", () => {
  it("pass on every sentence where the expressions match (repository Markdown and the corpus)", () => {
    const files = [...markdown(join(root, "fixtures")), ...markdown(join(root, "docs")), ...markdown(join(root, "..", "shared", "corpus"))];
    let d = 0;
    let c = 0;
    for (const f of files) {
      const doc = parseHandoff(readFileSync(f, "utf8"));
      for (const s of doc.sentences) {
        const r = check(unquotedOf(s));
        if (r.discussed) d++;
        if (r.cont) c++;
      }
    }
    // the fixtures alone hold matches of both
    expect(d).toBeGreaterThan(5);
    expect(c).toBeGreaterThan(3);
  });

  it("pass on random sentences made of the expressions' words (3,000 runs)", () => {
    const word = fc.constantFrom(
      "as", "we", "I", "you", "they", "discussed", "in", "this", "morning's", "review", "conversation", "yesterday's", "thread", "based", "according", "to", "agreed", "on", "talked", "about", "decided", "said", "mentioned", "per", "our", "last",
      "call", "meeting", "today's", "Monday's", "standup", "the", "that", "plan", "what", "settled", "ok", "so", "now", "please", "continue",
      "keep", "going", "carry", "go", "proceed", "resume", "ahead", "pick", "picking", "up", "where", "left", "off", "finish", "it", "rest",
      "of", "do", "next", "with", "work", "remaining", "leftover", "tasks", "take", "over", "from", "previous", "agent", "stopped", ".", "!", ",",
    );
    const sentence = fc.array(word, { minLength: 1, maxLength: 10 }).map((w) => w.join(" ").replace(/ ([.!,])/g, "$1"));
    let hits = 0;
    fc.assert(
      fc.property(sentence, (p) => {
        const r = check(p);
        if (r.discussed || r.cont) hits++;
      }),
      { numRuns: 3000, seed: 20261130 },
    );
    expect(hits).toBeGreaterThan(30);
  });
});
