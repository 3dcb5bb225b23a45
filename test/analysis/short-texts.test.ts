// A short order in German or French has few of its language's function words (and one with none at all is tried
// in the Latin-script languages for a bare go-on); a relative clause that marks a
// thing as talked about before ("el bug del que hablamos") leans on a conversation the worker never saw, in
// every language the conversation vocabulary holds. Every text is written for these tests.
import { describe, expect, it } from "vitest";
import { parseHandoff } from "../../src/document/parse.js";
import { languageOf, type Lang } from "../../src/analysis/lang.js";
import history from "../../rules/assumed-shared-history.js";
import { ruleTester } from "../helpers/rule-tester.js";
import { presentsNoMaterial } from "../../src/analysis/material.js";
import target from "../../rules/action-without-target.js";
import material from "../../rules/unsupplied-material.js";

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

// A demonstrative in a text read as English for want of function words is tried in the Latin-script languages
// whose demonstratives are no English word; Korean's stand as words of their own. Texts of my own.
ruleTester(target, {
  valid: [
    { name: "English 'ten' is a number, not Polish's demonstrative", code: "Fix ten failing tests.\n" },
    { name: "Korean: a demonstrative beside a path", code: "이 함수는 `src/app.ts`에 있으니 고쳐줘.\n" },
  ],
  invalid: [
    { name: "Spanish, too short for its function words", code: "Arregla esa función.\n", errors: [{ messageId: "noTarget" }] },
    { name: "Korean demonstrative before a noun", code: "이 함수 고쳐줘.\n", errors: [{ messageId: "noTarget" }] },
  ],
});

// A screenshot or an attachment the text points at, in the forms a request takes ("look at the screenshot"),
// not one the worker is asked to make. Texts of my own.
ruleTester(material, {
  valid: [
    { name: "Russian: a screenshot the worker makes", code: "Сделай скриншот страницы после исправления `app.tsx`.\n" },
    { name: "Spanish: a screenshot the worker makes", code: "Haz una captura de pantalla del resultado y guárdala en `docs/`.\n" },
    { name: "Japanese: how to take screenshots, as a topic", code: "スクリーンショットの撮り方を README に書いて。\n" },
  ],
  invalid: [
    { name: "Chinese: the error in the screenshot", code: "看一下截图里的报错，帮我修好。\n", errors: [{ messageId: "attachment" }] },
    { name: "Russian: look at the screenshot", code: "Посмотри на скриншот и исправь ошибку.\n", errors: [{ messageId: "attachment" }] },
    { name: "German: look at the screenshot", code: "Schau dir den Screenshot an und behebe den Fehler.\n", errors: [{ messageId: "attachment" }] },
    { name: "Portuguese: look at the print", code: "Olha o print e corrige o erro.\n", errors: [{ messageId: "attachment" }] },
  ],
});

// "Said to be provided" is sure only where the text presents no material at all; a code span that holds a path
// is a path the material may be under (texts of my own).
describe("presentsNoMaterial", () => {
  it("a code span with a path presents material; one with a name does not", () => {
    expect(presentsNoMaterial(parseHandoff("各エージェントは提供されたテンプレートに従う。テンプレートは `.claude/templates/` にある。\n"))).toBe(false);
    expect(presentsNoMaterial(parseHandoff("提供されたテンプレートに従って `rank` を直して。\n"))).toBe(true);
  });
});
