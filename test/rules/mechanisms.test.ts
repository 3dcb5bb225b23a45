// The language-general mechanisms of src/analysis/, each with a hit and its near miss, through the rules
// that report them. Texts are written for these tests.
import unsupplied from "../../rules/unsupplied-material.js";
import retry from "../../rules/retry-without-cause.js";
import history from "../../rules/assumed-shared-history.js";
import menu from "../../rules/task-menu.js";
import bare from "../../rules/bare-request.js";
import noRequest from "../../rules/no-request.js";
import target from "../../rules/action-without-target.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(unsupplied, {
  valid: [
    { name: "an image link is an image", code: "Match the layout in ![image](docs/mock.png) for `src/Home.tsx`.\n" },
    { name: "the promised content follows", code: "Write `docs/CHANGELOG.md` from the notes below.\n\n- Fixed the login redirect loop on Safari.\n- Added CSV export to the reports page.\n" },
    { name: "another stage's output wired in by a slot", code: "Use the output from the research agent to write the brief.\n\nResearch: {research}\n" },
    { name: "the program's own stages", code: "Build the pipeline in `src/pipeline.ts` and log the output of each stage.\n" },
    { name: "a team tool reached through its API", code: "The tickets are in Jira; read them with the Jira MCP tool and summarise the open ones.\n" },
    { name: "taking a screenshot is an action", code: "Open `/login` with Playwright, take a screenshot and save it to `out/login.png`.\n" },
  ],
  invalid: [
    { name: "a chat client's paste placeholder", code: "Update `docs/api.md` with the notes below.\n\n[Pasted text #1 +42 lines]\n", errors: [{ messageId: "placeholder", line: 3, column: 1, endColumn: 27 }] },
    { name: "an image placeholder", code: "Fix the layout bug shown here: [Image #1]\n", errors: [{ messageId: "placeholder", line: 1, column: 32 }] },
    { name: "an attachment, in Spanish", code: "Arregla el error que aparece en la captura de pantalla del formulario de registro.\n", errors: [{ messageId: "attachment", line: 1 }] },
    { name: "another stage's output that nothing wires in", code: "report:\n  description: >\n    Use the output from the Pricing Analyst Agent to write the summary.\n  expected_output: >\n    One page of Markdown.\n", errors: [{ messageId: "upstream", line: 3 }] },
    { name: "material kept in a team tool, no link", code: "Build the onboarding screen. The acceptance criteria are in Jira, so follow them exactly.\n", errors: [{ messageId: "elsewhere", line: 1 }] },
  ],
});

ruleTester(retry, {
  valid: [
    { name: "again as a later step", code: "Добавь проверку `PORT` в `src/config.ts`. Потом запусти тесты ещё раз и пришли итог.\n" },
    { name: "a retry that says why", code: "Tente novamente o deploy: a tentativa anterior falhou porque `DATABASE_URL` não estava definida.\n" },
    { name: "a retry policy", code: "Call the API; if it fails, try again up to 3 times with backoff.\n" },
    { name: "a redo that says what was wrong, in French", code: "Refais l'export CSV de `reports/`: la première version échouait parce que les dates n'étaient pas en UTC.\n" },
  ],
  invalid: [
    { name: "a redo, in Spanish", code: "Rehaz la migración de la tabla `users` y comprueba que los tests pasan.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "a repair task, in Polish", code: "To jest zadanie naprawcze dla modułu `billing`: popraw eksport faktur i uruchom testy.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "a short text that opens with again", code: "Запусти сборку ещё раз и посмотри, что сломалось.\n", errors: [{ messageId: "retry", line: 1 }] },
    { name: "still failing, in French", code: "Le test d'intégration échoue toujours. Corrige-le.\n", errors: [{ messageId: "retry", line: 1 }] },
  ],
});

ruleTester(history, {
  valid: [
    { name: "a summarizer has the conversation as its input", code: "Summarize the conversation below in five bullets.\n\n{{conversation}}\n" },
    { name: "a fresh plan that names its tasks file", code: "The next tasks are in `docs/roadmap.md`; take the first unchecked one and open a draft PR.\n" },
    { name: "a short imperative is not a fragment", code: "Review this PR\n" },
  ],
  invalid: [
    { name: "like last time, in Japanese", code: "`scripts/release.sh` を前回と同じように実行して、結果を報告してください。\n", errors: [{ line: 1 }] },
    { name: "like last time, in Polish", code: "Zbuduj obraz `api` jak ostatnio i wypchnij go do rejestru.\n", errors: [{ line: 1 }] },
    { name: "a decision made in this chat, in Japanese", code: "この会話で決めた方針に沿って、`api/users.ts` を書き直してください。\n", errors: [{ messageId: "conversation", line: 1 }] },
    { name: "a fragment", code: "the blue one\n", errors: [{ messageId: "fragment", line: 1, column: 1, endColumn: 13 }] },
    { name: "an opening that continues an unseen series", code: "here are the next tasks:\n\n1. wire the settings page\n2. fix the upload test\n", errors: [{ messageId: "continue", line: 1 }] },
    { name: "a bare go-on, in Russian", code: "Продолжай.\n", errors: [{ messageId: "continue", line: 1 }] },
  ],
});

ruleTester(menu, {
  valid: [
    { name: "one option recommended", code: "# 인계\n\n## 다음 단계 옵션\n### A. 비밀번호 재설정 (추천)\n### B. 소셜 로그인\n" },
    { name: "parameters are not a menu", code: "# /release\n\nCut a release and report the tag.\n\n## Options\n1. `--dry-run`: print and stop.\n2. `--minor`: bump the minor version.\n" },
    {
      name: "a long backlog with the pick made in the opening",
      code: "# Handoff\n\nFix the first backlog item below and open a PR; leave the rest.\n\n## Backlog\n" + Array.from({ length: 11 }, (_, i) => `- Feature ${i + 1} for the storefront\n`).join(""),
    },
    {
      name: "a long to-do list worked in order, in German",
      code: "# Übergabe\n\nDie App ist in `src/` und die Tests sind in `test/`.\n\n## Offene Aufgaben (der Reihe nach)\n" + Array.from({ length: 11 }, (_, i) => `- Modul ${i + 1} auf die neue API umstellen\n`).join(""),
    },
    { name: "the offered items are done", code: "# State\n\nThe app is in `src/`.\n\n## Suggested next tasks\n- [x] Login\n- ~~Signup~~\n- Password reset ✅\n" },
    { name: "next steps of one task are a procedure", code: "# Next session\n\n## Next steps\n1. Add the `tax` column to `invoices`.\n2. Backfill it from `orders.tax`.\n3. Show it on the invoice PDF.\n" },
    { name: "a short to-do list is the work, in Chinese", code: "# 交接说明\n\n项目是一个 Flask 应用。\n\n## 待办事项\n- 给 `api/` 加上限流\n- 修复登录页样式\n- 补充 `docs/` 文档\n" },
    { name: "five numbered tasks read as a plan", code: "# Plan\n\n## Task 1: schema\nAdd `users.locale`.\n## Task 2: API\nAccept `locale` in `PATCH /me`.\n## Task 3: UI\nA picker in settings.\n## Task 4: emails\nSend in the user's locale.\n## Task 5: tests\nCover all four.\n" },
  ],
  invalid: [
    { name: "labelled alternatives, in Korean", code: "# 인계\n\n## 다음 단계 옵션\n### A. 비밀번호 재설정\n### B. 소셜 로그인\n### C. 관리자 대시보드\n", errors: [{ messageId: "options", line: 3 }] },
    {
      name: "a long backlog and nothing picks from it",
      code: "# State of the app\n\nThe storefront runs on Next 14 and deploys from `main`.\n\n## Backlog\n" + Array.from({ length: 11 }, (_, i) => `- Feature ${i + 1} for the storefront\n`).join(""),
      errors: [{ messageId: "pool", line: 5 }],
    },
    { name: "suggested tasks, in Spanish", code: "# Traspaso\n\nEl proyecto usa Django 5 y PostgreSQL.\n\n## Tareas sugeridas\n- Migrar las plantillas a HTMX\n- Añadir tests a `pagos/`\n", errors: [{ messageId: "pool", line: 5 }] },
    {
      name: "a long series of numbered tasks, in German",
      code: "# Übergabe\n\nDie Karte ist eine statische Seite, und die Daten liegen in `data/`.\n\n" + Array.from({ length: 12 }, (_, i) => `### Aufgabe ${i + 1}: Funktion ${i + 1}\nDie Funktion ${i + 1} ist für die Nutzer in der Karte und wird in \`src/f${i + 1}.ts\` gebaut.\n`).join(""),
      errors: [{ messageId: "pool", line: 5 }],
    },
  ],
});

ruleTester(bare, {
  valid: [{ name: "a concrete change, in Chinese", code: "请把 `src/i18n/zh.json` 里所有 \"保存\" 改成 \"储存\"，然后运行 `npm test`。\n" }],
  invalid: [{ name: "open-ended work, nothing else", code: "优化一下 utils.py\n", errors: [{ messageId: "bare", line: 1 }] }],
});

ruleTester(noRequest, {
  valid: [
    { name: "a slash command before the ask", code: "/sp.implement add the links to each chapter on the home page\n" },
    { name: "a role that states its job", code: "You are a release assistant designed to prepare changelogs from merged pull requests, one section per package.\n" },
    { name: "a role's duty in the present", code: "You perform the review step of the pipeline: read the diff and list the risky changes.\n" },
    { name: "one ask stands unconditioned, in Spanish", code: "Corrige el cálculo del IVA en `src/tax.py`. Si hace falta, actualiza también los tests de `tests/tax`.\n" },
  ],
  invalid: [
    { name: "a persona with no job", code: "You are Margaux, a sommelier with twenty years in Burgundy. You are warm and a little wry, and you prefer small growers.\n", errors: [{ messageId: "roleOnly", line: 1 }] },
    { name: "a fragment asks for nothing", code: "frontend\n", errors: [{ messageId: "none", line: 1 }] },
    { name: "every ask is conditional, in Korean", code: "배포는 끝났고 화면도 확인했어.\n\n문제가 있으면 `src/app.js`만 수정해줘.\n", errors: [{ messageId: "conditionalOnly", line: 3 }] },
    { name: "every ask is conditional, in German", code: "Der Export läuft wieder und die Tests sind grün.\n\nWenn nötig, prüfe bitte noch die Logs in `logs/export.log`.\n", errors: [{ messageId: "conditionalOnly", line: 3 }] },
  ],
});

ruleTester(target, {
  valid: [
    { name: "a demonstrative beside a locator, in Chinese", code: "把 `api/user.go` 里的那个接口改成分页返回。\n" },
    { name: "a word that begins like a demonstrative, in Russian", code: "Запусти 4 этапа сборки по очереди.\n" },
    { name: "a word that begins like a demonstrative, in Polish", code: "Napraw tenis.ts w katalogu gier.\n" },
    { name: "a demonstrative in a longer text that says what it is, in Spanish", code: "El formulario de registro en `web/signup.tsx` pierde el correo al volver atrás. Corrige ese formulario para que guarde el estado en `sessionStorage`.\n" },
  ],
  invalid: [
    { name: "a demonstrative that points into the writer's view, in Russian", code: "Почини эту кнопку, она опять не нажимается.\n", errors: [{ messageId: "noTarget", line: 1, column: 8 }] },
    { name: "a demonstrative, in Japanese", code: "あのバグを直してください。\n", errors: [{ messageId: "noTarget", line: 1, column: 1 }] },
  ],
});
