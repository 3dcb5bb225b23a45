// pointer: most of the handoff is pasted material, so the mission is a thin layer on a document.
import type { HandoffDocument, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { classify, firstLine, type Material } from "./_util/pointer-material.js";

interface Options {
  /** Largest share (0..1) of the handoff's tokens that pasted material may take. */
  maxShare?: number;
  /** Pasted material under this many tokens in all is never reported, whatever its share. */
  minTokens?: number;
}

/** Lines a block needs to count as pasted material toward the share on its own: under it, a snippet of the text's. */
const MIN_MATERIAL_LINES = 20;
/** Prose between two blocks, in characters, under which they stand back to back. */
const BACK_TO_BACK = 60;

/** Whether a block and a neighbouring material block stand back to back, with at most a label between them. */
function dumpedWith(doc: HandoffDocument, m: Material, other: Material | undefined): boolean {
  if (!other) return false;
  const [a, b] = other.block.range[0] < m.block.range[0] ? [other.block.range[1], m.block.range[0]] : [m.block.range[1], other.block.range[0]];
  return b >= a && doc.prose.slice(a, b).replace(/\s+/g, " ").trim().length <= BACK_TO_BACK;
}

const rule: Rule<Options> = {
  meta: {
    id: "pasted-share",
    concern: "pointer",
    description: "Pasted material (code, data, logs, transcripts) makes up most of the handoff",
    docs: ruleDocsUrl("pasted-share"),
    defaultSeverity: "warn",
    recommended: true,
    fixable: false,
    messages: {
      share:
        "{{percent}}% of this handoff ({{tokens}} of {{total}} tokens, in {{blocks}}) is pasted material: the instructions become a thin layer on a document. Point to the files, logs or data instead, and keep what only you know: why, the constraints that kill, what to return.",
    },
    schema: {
      type: "object",
      properties: {
        maxShare: { type: "number", exclusiveMinimum: 0, maximum: 1 },
        minTokens: { type: "integer", minimum: 1 },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxShare: 0.5, minTokens: 800 },
  },
  check(doc, context) {
    const maxShare = context.options.maxShare ?? 0.5;
    const minTokens = context.options.minTokens ?? 800;
    const found: Material[] = [];
    for (const block of doc.blocks) {
      // Tables and lists are as often the instructions themselves as data: not counted.
      if (block.kind === "list" || block.kind === "table") continue;
      const m = classify(doc, block);
      if (m) found.push(m);
    }
    // A short snippet set in the writer's prose (a five-line command, a field list, then what it means) illustrates
    // the point, and a dozen of them make no document; short blocks back to back, with nothing said between them,
    // are a dump of files all the same.
    const materials = found.filter((m, i) => m.block.lineCount >= MIN_MATERIAL_LINES || dumpedWith(doc, m, found[i - 1]) || dumpedWith(doc, m, found[i + 1]));
    const bytes = materials.reduce((n, m) => n + m.block.bytes, 0);
    // Bytes bound tokens from above: under the floor, no count is needed.
    if (bytes <= minTokens || materials.length === 0) return;
    // Then bounds without the tokenizer (when the blocks do not nest): material tokens m <= mHi, the
    // rest o >= oLo; the share m / (m + o) grows with m and shrinks with o, so it is at most
    // mHi / (mHi + oLo). Count only when the bounds leave the answer open, and to report exact numbers.
    // A block inside another (a quote in a quote) is counted once, with the block around it.
    const ranges = outermost(materials.map((m) => m.block.range));
    {
      let [mHi, oLo] = [0, 0];
      let at = doc.start;
      for (const r of ranges) {
        const m = doc.tokens.countBounds(r);
        mHi += m[1];
        oLo += doc.tokens.countBounds([at, r[0]])[0];
        at = r[1];
      }
      oLo += doc.tokens.countBounds([at, doc.text.length])[0];
      if (mHi <= minTokens || mHi / (mHi + oLo) <= maxShare) return;
    }
    let tokens = 0;
    for (const r of ranges) tokens += doc.tokens.count(r);
    if (tokens <= minTokens) return;
    const total = doc.tokens.total();
    if (total === 0 || tokens / total <= maxShare) return;
    context.report({
      messageId: "share",
      data: { percent: Math.round((tokens / total) * 100), tokens, total, blocks: ranges.length === 1 ? "one block" : `${ranges.length} blocks` },
      range: firstLine(doc, materials[0].block.range),
    });
  },
};

/** The ranges not inside another one, in text order. */
function outermost(ranges: Array<readonly [number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] < last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

export default rule;
