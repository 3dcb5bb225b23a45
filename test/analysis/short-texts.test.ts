// A short order in German or French has few of its language's function words (and one with none at all is tried
// in the Latin-script languages for a bare go-on); a relative clause that marks a
// thing as talked about before ("el bug del que hablamos") leans on a conversation the worker never saw, in
// every language the conversation vocabulary holds. Every text is written for these tests.
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { languageOf, type Lang } from "../../src/analysis/lang.js";
import history from "../../rules/assumed-shared-history.js";
import { ruleTester } from "../helpers/rule-tester.js";

const lang = (text: string): Lang => languageOf(parseHandoff(text));

describe("languageOf, short orders", () => {
  const cases: Array<[Lang, string]> = [
    ["de", "Mach das wie beim letzten Mal."],
    ["de", "Ich glaube, wir sind fast fertig."],
    ["fr", "Corrige le bug dont on a parlé hier."],
    ["fr", "Nous avons déjà fait ça."],
    ["en", "The widget flickers when I'm on the dashboard, fix it."],
    ["en", "Check how the bug we talked about yesterday is handled in `src/app.ts`."],
  ];
  for (const [want, text] of cases) it(`${want}: ${text}`, () => expect(lang(text)).toBe(want));
});

ruleTester(history, {
  valid: [
    { name: "Spanish: the speakers' languages, not a talk", code: "Traduce `docs/intro.md` a los dos idiomas en `locales/`, los que hablamos en la oficina.\n" },
    { name: "French: a thing named and located, no talk", code: "Corrige le bug décrit dans `docs/bugs/42.md`, puis lance les tests.\n" },
    { name: "an English text with a word of English is not read for other languages' go-on words", code: "Reste of the config is in the README.\n" },
  ],
  invalid: [
    { name: "German: like last time, in a short order", code: "Mach das wie beim letzten Mal.\n", errors: [{ messageId: "conversation" }] },
    { name: "Spanish: the bug we talked about", code: "Arregla el bug del que hablamos ayer.\n", errors: [{ messageId: "conversation" }] },
    { name: "French: the bug we talked about", code: "Corrige le bug dont on a parlé hier.\n", errors: [{ messageId: "conversation" }] },
    { name: "Russian: the error we talked about", code: "Исправь ошибку, о которой мы говорили вчера.\n", errors: [{ messageId: "conversation" }] },
    { name: "German: the plan we discussed", code: "Setze den Plan um, den wir besprochen haben.\n", errors: [{ messageId: "conversation" }] },
    // read as English for want of function words, a bare go-on is tried in the other Latin-script languages
    { name: "German: a bare go-on with no function word", code: "Mach weiter.\n", errors: [{ messageId: "continue" }] },
    { name: "Polish: a bare go-on with no function word", code: "Kontynuuj.\n", errors: [{ messageId: "continue" }] },
  ],
});
