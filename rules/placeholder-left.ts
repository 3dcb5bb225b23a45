// facts: a fill-in marker left in a handoff that is not a template (`[INSERT ERROR MESSAGE]`,
// `<your API key here>`, `Endpoint: TBD`), or the citation debris a chat answer leaves when copied
// (`:contentReference[oaicite:8]{index=8}`, `【4†source】`). The worker receives the marker, not the fact.
import type { Range, Rule } from "../src/types.js";
import { ruleDocsUrl } from "../src/version.js";
import { CODE_MARK, factsView } from "./_util/facts-view.js";
import { Claims, sentenceAt } from "./_util/facts-cues.js";
import { hasCue } from "../src/analysis/cues.js";
import { LANGS } from "../src/analysis/lang.js";
import { FILL_IN } from "../src/analysis/lexicon.js";

interface Options {
  /** Extra placeholder words, matched as `[WORD …]` or `<WORD …>` (case-insensitive). */
  words?: string[];
}

const FILL = "insert|add|fill(?:[ -]in)?|put|paste|enter|replace|todo|tbd|placeholder|specify";
// Chat-export artifacts: ChatGPT's contentReference/oaicite markers, its 【n†source】 citations and
// the private-use `cite` runs.
const ARTIFACT = /:?contentReference\[oaicite:\d{1,6}\]\{index=\d{1,6}\}|\boaicite:\d{1,6}|【\d{1,4}(?::\d{1,4})?†[^】\n]{0,80}】|\uE200cite[^\uE201\n]{0,200}\uE201|\bcite(?:turn\d{1,3}(?:search|news|view|file)\d{1,3}){1,8}/g;
// A note that says who fills the slot ("[Orchestrator: insert research direction here]") marks the
// file as a template meant to be completed at dispatch.
const ADDRESSED = /\[\s*\*{0,2}(?:orchestrator|caller|dispatcher|parent(?: agent)?|manager|lead(?: agent)?|supervisor|coordinator|planner|operator|author)\s*(?:\*{1,2}\s*)?:[^\]\n]{1,120}\]/i;
// Value placeholders: "Endpoint: TBD", "PR #XXX", "- TODO" (upper case only). A heading's own "#" marks
// are not a number sign: "## TODO" titles a to-do list.
const VALUE = /(?:[:=]|(?<!^[ \t]{0,3}#{0,5})#|\b(?:is|are|be)\b)[ \t]{0,3}(?:TBD|TODO|FIXME|X{3,}|\?\?\?)(?=[ \t]*(?:$|[.;)\]\n\r]))|#(?:X{3,}|\?\?\?)(?!\w)|^[ \t]{0,12}(?:[-*+]|\d{1,3}[.)])[ \t]+(?:TBD|TODO|FIXME)[ \t]*$/gm;

// A value left to fill in running prose: "[X] years", "[N] homes", "since [YYYY]", "costs [???]" — a bracket of
// placeholder letters or question marks ("[…]" marks an elision in a quote, so it is not one). Not a task-list checkbox ("- [X] done": it opens the item),
// nor a link or a reference ("[X](…)", "[N]: …").
const BRACKET_VALUE = /(?<=[\p{L}\p{N},;:"“'(][ \t]{0,3}|[ \t])\[(?:X{1,4}|N{1,2}|Y{2,4}|\?{1,3})\](?![([:])/gu;

// "press [X] to close", "the [N] key": a key or a button, not a value to fill
const KEY_PRESS = /\b(?:press|hit|tap|click|push|hold|key|button)\s*$/i;

function fillPatterns(extra: string[]): { bracket: RegExp; angle: RegExp; soft: RegExp } {
  const words = [FILL, ...extra.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))].join("|");
  return {
    bracket: new RegExp(String.raw`\[[ \t]{0,3}(?:${words})\b[^\]\n]{0,100}\]`, "gi"),
    angle: new RegExp(String.raw`<[ \t]{0,3}(?:${words})\b[^<>\n]{0,100}>`, "gi"),
    // "[your name]", "<path here>": only outside output examples, where they are format slots
    soft: /\[[ \t]{0,3}your\b[^\]\n]{0,100}\]|<[ \t]{0,3}your\b[^<>\n]{0,100}>|\[[^\]\n]{1,100}\bhere[ \t]{0,3}\]|<[^<>\n]{1,100}\bhere[ \t]{0,3}>/gi,
  };
}

// A bracketed span that is not a link, a checkbox, a footnote or a wiki link; its words are tested below.
const BRACKETED = /(?<!\[)\[(?![ xX✓]\]|\^|\[)([^\]\n]{1,100})\](?![([:])|<([^<>\n/=]{1,100})>/g;

/**
 * Fill-in markers in other languages ("[วาง traceback ทั้งก้อน]", "[在此粘贴日志]", "[вставьте сюда лог]"):
 * a bracket whose words hold a fill-in word of any language the lexicon knows (`FILL_IN`), wherever in
 * the bracket it stands, since word order differs (a Korean marker ends with its verb).
 */
const OTHER_LANGS = LANGS.filter((lang) => lang !== "en");

function otherLanguageMarkers(text: string): Range[] {
  const out: Range[] = [];
  const scan = text.length > 2_000_000 ? text.slice(0, 2_000_000) : text;
  for (const m of scan.matchAll(BRACKETED)) {
    const words = m[1] ?? m[2];
    if (hasCue("fill-in", FILL_IN, OTHER_LANGS, words)) out.push([m.index, m.index + m[0].length]);
  }
  return out;
}

/** The YAML key whose value holds `offset`: the nearest line above it that starts with `key:`. */
function yamlKeyAt(text: string, offset: number): string | null {
  let end = offset;
  for (let n = 0; n < 400 && end > 0; n++) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const m = /^[ \t]{0,8}([A-Za-z_][\w-]{0,40}):/.exec(text.slice(start, Math.min(end, start + 60)));
    if (m) return m[1];
    end = start - 1;
  }
  return null;
}

const rule: Rule<Options> = {
  meta: {
    id: "placeholder-left",
    concern: "facts",
    description: "A fill-in placeholder or copied-chat citation artifact is left in a handoff that is not a template",
    docs: ruleDocsUrl("placeholder-left"),
    defaultSeverity: "error",
    recommended: true,
    fixable: false,
    messages: {
      placeholder:
        "\"{{text}}\" is a placeholder nobody filled in: the worker receives it as written. Put the actual value here, or declare the file a template",
      artifact:
        "\"{{text}}\" is citation debris from a copied chat answer: the text it stood for is gone. Paste the actual instruction or remove the marker",
    },
    schema: {
      type: "object",
      properties: { words: { type: "array", items: { type: "string", minLength: 1 } } },
      additionalProperties: false,
    },
    defaultOptions: {},
  },
  check(doc, context) {
    const view = factsView(doc);
    const text = doc.text;
    const codeBlocks: Range[] = doc.blocks
      .filter((b) => b.kind === "code" && !(view.yaml && !/^(?:```|~~~)/.test(text.slice(b.range[0], b.range[0] + 3))))
      .map((b) => b.range);
    const fmEnd = doc.frontmatter ? doc.frontmatter.range[1] : 0;
    let cb = 0; // matches come in increasing order within each pass; reset per pass
    const inCode = (a: number, b: number) => {
      if (a < fmEnd) return true;
      while (cb > 0 && codeBlocks[cb - 1][1] > a) cb--;
      while (cb < codeBlocks.length && codeBlocks[cb][1] <= a) cb++;
      if (cb < codeBlocks.length && codeBlocks[cb][0] < b) return true;
      for (let i = a; i < b; i++) if (view.prose.charCodeAt(i) === CODE_MARK.charCodeAt(0)) return true;
      return false;
    };
    const claims = new Claims();
    const report = (messageId: "placeholder" | "artifact", range: Range, sure?: false) => {
      if (!claims.claim(range)) return;
      context.report({ messageId, data: { text: text.slice(range[0], range[1]) }, range, sure });
    };

    // Citation debris: never part of a template's design. Several markers on one line are one finding.
    const debris: Range[] = [];
    ARTIFACT.lastIndex = 0;
    for (let m = ARTIFACT.exec(text); m; m = ARTIFACT.exec(text)) {
      if (inCode(m.index, m.index + m[0].length)) continue;
      const last = debris[debris.length - 1];
      if (last && !/[\n\r]/.test(text.slice(last[1], m.index))) last[1] = m.index + m[0].length;
      else debris.push([m.index, m.index + m[0].length]);
    }
    for (const r of debris) report("artifact", r);

    // Fill-in markers are a template's slots; only a handoff that is meant to be sent as is must have none.
    if (doc.template || context.settings.template === true || ADDRESSED.test(view.prose)) return;
    const { bracket, angle, soft } = fillPatterns(context.options.words ?? []);
    const outputAt = (offset: number) => {
      const i = sentenceAt(doc.sentences, offset);
      if (i >= 0) return doc.sentences[i].role === "output";
      // YAML task files: `expected_output:` describes the answer's shape
      if (view.yaml) {
        const key = yamlKeyAt(text, offset);
        return key !== null && /output|format|example/i.test(key);
      }
      return false;
    };
    for (const re of [bracket, angle, soft]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m; m = re.exec(text)) {
        const r: Range = [m.index, m.index + m[0].length];
        if (inCode(r[0], r[1])) continue;
        if (re === soft && outputAt(r[0])) continue;
        // `[text](url)` is a link whose text happens to start with a fill word
        if (text[r[1]] === "(") continue;
        report("placeholder", r);
      }
    }
    for (const r of otherLanguageMarkers(text)) if (!inCode(r[0], r[1]) && !outputAt(r[0])) report("placeholder", r);
    BRACKET_VALUE.lastIndex = 0;
    for (let m = BRACKET_VALUE.exec(text); m; m = BRACKET_VALUE.exec(text)) {
      const r: Range = [m.index, m.index + m[0].length];
      const lineBefore = text.slice(doc.lineAround(r[0])[0], r[0]);
      if (inCode(r[0], r[1]) || outputAt(r[0]) || /^[ \t]{0,12}(?:[-*+]|\d{1,3}[.)])[ \t]+$/.test(lineBefore) || KEY_PRESS.test(lineBefore)) continue;
      // a lone letter in brackets is weaker evidence than "[INSERT ERROR MESSAGE]": a warning, not the gate
      report("placeholder", r, false);
    }
    VALUE.lastIndex = 0;
    for (let m = VALUE.exec(view.prose); m; m = VALUE.exec(view.prose)) {
      const word = /TBD|TODO|FIXME|X{3,}|\?\?\?/.exec(m[0])!;
      const a = m.index + word.index;
      report("placeholder", [a, a + word[0].length]);
    }
  },
};

export default rule;
