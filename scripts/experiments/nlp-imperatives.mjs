#!/usr/bin/env node
// Experiment, not shipped: does a part-of-speech tagger read English requests better than the rules' own reading?
// The request reading (rules/_util/intent-cues.ts) decides, sentence by sentence, whether a sentence asks for work
// in the imperative. Here the same sentences go to two taggers from the registry, compromise (its
// `verbs().isImperative()`) and wink-nlp with wink-eng-lite-web-model (the first word, after punctuation, numbers
// and "please", tagged VERB), and the script prints where each disagrees with the rules, with a fixed-seed sample of
// each kind of disagreement to judge by hand. Only the dev corpus and the wild sets already scored blind are read;
// never ../shared/corpus-check. The taggers are not dependencies of the project; to run:
//   npm install --no-save compromise@14.17.0 wink-nlp@2.4.0 wink-eng-lite-web-model@1.8.1
//   npm run build && node scripts/experiments/nlp-imperatives.mjs
// (`npm ci` removes them again). What it measured, and the decision, are in docs/nlp.md.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { labeledSets } from "./labeled-sets.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const { parseHandoff } = await import(join(ROOT, "dist/src/document/parse.js"));
const { findRequests } = await import(join(ROOT, "dist/rules/_util/intent-cues.js"));

async function load(name) {
  try {
    return (await import(name)).default;
  } catch {
    console.error(`${name} is not installed: npm install --no-save compromise@14.17.0 wink-nlp@2.4.0 wink-eng-lite-web-model@1.8.1`);
    process.exit(2);
  }
}

let started = performance.now();
const compromise = await load("compromise");
const compromiseLoadMs = performance.now() - started;
started = performance.now();
const winkNLP = await load("wink-nlp");
const wink = winkNLP(await load("wink-eng-lite-web-model"));
const winkLoadMs = performance.now() - started;

const readers = {
  compromise: (prose) => compromise(prose).verbs().isImperative().found,
  wink: (prose) => {
    const tokens = wink.readDoc(prose).tokens();
    const pos = tokens.out(wink.its.pos);
    const words = tokens.out();
    let i = 0;
    while (i < pos.length && (pos[i] === "PUNCT" || pos[i] === "SYM" || pos[i] === "NUM" || /^please$/i.test(words[i]))) i++;
    return pos[i] === "VERB";
  },
};

const sets = labeledSets(ROOT);

const tally = Object.fromEntries(Object.keys(readers).map((k) => [k, { both: 0, neither: 0, rulesOnly: [], taggerOnly: [], ms: 0 }]));
let sentences = 0;
for (const [name, dir] of sets) {
  for (const line of readFileSync(join(dir, "labels.jsonl"), "utf8").trim().split("\n")) {
    const { file } = JSON.parse(line);
    if (!existsSync(join(dir, file))) continue;
    const doc = parseHandoff(readFileSync(join(dir, file), "utf8"), { filePath: file });
    if (!doc.language.english) continue;
    const imperative = new Set(findRequests(doc).filter((r) => r.kind === "imperative").map((r) => r.sentence));
    doc.sentences.forEach((s, i) => {
      const kind = doc.paragraphs[s.paragraph]?.kind;
      if ((kind !== "paragraph" && kind !== "listItem") || s.quoted) return;
      const prose = s.prose.replace(/\s+/g, " ").trim();
      if (prose.split(" ").length < 3) return;
      sentences++;
      const rules = imperative.has(i);
      for (const [reader, read] of Object.entries(readers)) {
        const t = performance.now();
        const tagged = read(prose);
        const row = tally[reader];
        row.ms += performance.now() - t;
        if (rules && tagged) row.both++;
        else if (!rules && !tagged) row.neither++;
        else (rules ? row.rulesOnly : row.taggerOnly).push(`${name}/${file.slice(0, 34)} :: ${prose.slice(0, 110)}`);
      }
    });
  }
}

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
function sample(list, k) {
  const pool = list.slice();
  const out = [];
  while (out.length < k && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

console.log(`${sentences} English sentences (prose, three words or more) in ${sets.length} sets`);
console.log(`load: compromise ${compromiseLoadMs.toFixed(0)} ms, wink-nlp with its model ${winkLoadMs.toFixed(0)} ms`);
for (const [reader, row] of Object.entries(tally)) {
  console.log(`\n${reader}: both imperative ${row.both}, neither ${row.neither}, rules only ${row.rulesOnly.length}, tagger only ${row.taggerOnly.length}; ${(row.ms / sentences).toFixed(2)} ms a sentence`);
  console.log(`-- read as imperative by the rules only (30 of ${row.rulesOnly.length})`);
  for (const x of sample(row.rulesOnly, 30)) console.log(x);
  console.log(`-- read as imperative by ${reader} only (30 of ${row.taggerOnly.length})`);
  for (const x of sample(row.taggerOnly, 30)) console.log(x);
}
