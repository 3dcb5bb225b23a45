// Request and outcome, read the same way in every language: does the text ask for anything, does it leave
// the choice of task open (a menu of options), and is its one request open-ended with nothing about what
// done looks like. The English imperative reading lives in rules/_util/intent-cues.ts; these read the
// structure (headings, labels, list items) with the vocabularies of lexicon.ts.
import type { HandoffDocument, Range } from "../types.js";
import { cueLanguages, findCues, hasCue } from "./cues.js";
import { proseSize } from "./discourse.js";
import { languageOf } from "./lang.js";
import { CHOICE_MADE, OPEN_ENDED, OPTION } from "./lexicon.js";

export interface MenuFinding {
  range: Range;
  text: string;
}

// An item label: "A.", "B)", "1.", "(2)", "①", "一、", "Option A" is matched separately.
const ITEM_LABEL = /^\s{0,3}(?:#{1,6}\s+)?(?:[-*+]\s+)?(?:\*\*)?\(?([A-Ha-h]|[1-9]|[①-⑨]|[一二三四五六七八九])(?:[.)）:：、]|\s*[-—–])/u;

/** The label of a heading or list item ("A", "2"), or null. */
function itemLabel(line: string): string | null {
  const m = ITEM_LABEL.exec(line);
  return m ? m[1].toUpperCase() : null;
}

/**
 * A section named for options ("다음 단계 옵션", "Варианты", "Options") whose sub-headings or items are
 * labelled alternatives (A / B / C), with nothing in it or after it that makes the choice.
 */
export function optionMenu(doc: HandoffDocument): MenuFinding | null {
  const langs = cueLanguages(languageOf(doc));
  const sections = doc.sections;
  for (let i = 1; i < sections.length; i++) {
    const sec = sections[i];
    const heading = sec.heading ?? "";
    if (!hasCue("option", OPTION, langs, heading)) continue;
    const body = doc.text.slice(sec.headingRange ? sec.headingRange[1] : sec.range[0], Math.min(sec.range[1], sec.range[0] + 20_000));
    // children: sub-sections of this one, or its list items
    const labels = new Set<string>();
    for (let j = i + 1; j < sections.length && sections[j].range[0] < sec.range[1]; j++) {
      const l = itemLabel(doc.text.slice(sections[j].range[0], sections[j].range[0] + 40));
      if (l) labels.add(l);
    }
    // list items count only with letter labels: "1." lists under "Options" are a command's flags as often
    for (const line of body.split(/\r\n|\r|\n/)) {
      const l = itemLabel(line);
      if (l && /^[A-H]$/.test(l)) labels.add(l);
    }
    if (labels.size < 2) continue;
    if (choiceMade(doc, sec.range)) continue;
    return { range: sec.headingRange ?? sec.range, text: heading.trim() };
  }
  return null;
}

/** Whether the text marks one option as the pick ("recommended", "go with B", "in priority order"). */
export function choiceMade(doc: HandoffDocument, range: Range): boolean {
  const langs = cueLanguages(languageOf(doc));
  const text = doc.text.slice(range[0], Math.min(range[1], range[0] + 20_000));
  return hasCue("choice", CHOICE_MADE, langs, text) || /⭐|★|✅\s*(?:recommended|推荐|推奨|추천)/iu.test(text);
}

/**
 * The whole handoff is one open-ended request ("lib.rs をリファクタしてください", "Improve `x.ts`"):
 * work with no natural end, and nothing about what it is for or what done looks like. Read in any
 * language from its size, its one sentence and its verb.
 */
export function openEndedOnly(doc: HandoffDocument): { range: Range; verb: string } | null {
  const own = doc.sentences.filter((s) => !s.quoted);
  if (own.length !== 1 || proseSize(doc) > 15 || doc.slots.length) return null;
  const s = own[0];
  const langs = cueLanguages(languageOf(doc));
  const verb = findCues("open-ended", OPEN_ENDED, langs, s.prose)[0];
  if (!verb) return null;
  return { range: s.range, verb: verb.text };
}
