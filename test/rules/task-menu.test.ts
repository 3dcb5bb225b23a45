import { describe, expect, it } from "vitest";
import rule from "../../rules/task-menu.js";
import { ruleTester } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    { name: "a single task", code: "Build the leaderboard page from the points view, so coaches can check standings." },
    {
      name: "a task chosen beside the options",
      code: "Your task is option 2, the analytics charts.\n\n## Options\n1. **Mobile** - offline caching\n2. **Analytics** - charts\n",
    },
    { name: "a deterministic pick", code: "Pick the lowest-numbered unchecked session above and finish it." },
    { name: "a method choice is not a task menu", code: "Fix the crash in `src/app.ts`. Choose the library you know best for the retry logic." },
    { name: "next steps that are all to be done", code: "## Next Steps\n1. Check the browser setup.\n2. Fix the model dependencies.\n" },
    { name: "a menu with everything done", code: "## Suggested Next Tasks\n- ~~Dashboard~~ DONE\n- ~~Validation~~ DONE\n" },
  ],
  invalid: [
    {
      name: "suggested next tasks",
      code: "# Next session\n\n## Suggested Next Tasks\n1. **Dashboard** - Build the components for the views\n2. **Validation** - Continue with the verification of each table\n",
      errors: [{ messageId: "options", line: 3, column: 1, endLine: 3, endColumn: 24 }],
    },
    {
      name: "select one of these",
      code: "The tests pass.\n\nPlease continue by selecting one of these focus areas and implementing it.\n",
      errors: [{ messageId: "choice", line: 3, column: 1, message: /leaves the choice of task to the worker/ }],
    },
    {
      name: "option sections",
      code: "# Continuation\n\nThe frontend is done and it is live.\n\n### Option 1: Mobile PWA\nOffline caching for the field agents.\n\n### Option 2: Analytics\nHeatmaps of the market.\n",
      errors: [{ messageId: "options", line: 5, column: 1, endColumn: 25 }],
    },
    {
      name: "pick whichever in a heading",
      code: "## Next steps (pick whichever you like)\n- Add caching\n- Improve the error messages\n",
      errors: [{ messageId: "choice", line: 1, column: 4 }],
    },
    {
      name: "feel free to choose any of these",
      code: "Here are some ideas for what to do next:\n\n1. Add OAuth login\n2. Build the admin panel\n\nFeel free to choose any of these.\n",
      errors: [{ messageId: "choice", line: 6 }],
    },
    {
      name: "choose your next phase",
      code: "Frontend integration is complete.\n\nChoose your next development phase and let's continue building.\n",
      errors: [{ messageId: "choice", line: 3 }],
    },
  ],
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "'pick any three' examples is not a choice of task", code: "Pick any three of the following examples and explain each in a sentence:\n\n- one\n- two\n- three\n- four\n" },
  ],
  invalid: [
    {
      name: "pick whatever, over a list of unrelated tasks",
      code: "Things we could do next, none urgent; pick whatever looks most worthwhile:\n\n1. Upgrade Postgres\n2. Redesign settings\n3. Write the blog post\n",
      errors: [{ messageId: "choice", line: 1, column: 1, endColumn: 75 }],
    },
  ],
});

// What picks the work from a pool of offered items: a request that sets work. The instructions of a section
// that keeps standing guidance, setting or record ("Hard rules", "Architecture of …", "Gotchas") say how to
// work or describe; they choose nothing. Texts written for this mechanism, not taken from the corpus.
const BRIEF = (extra: string, opening = "") =>
  "# Orchard — brief for the next assistant\n\n" + opening + "## 1. What this is\nA static site that shows the harvest calendar of a cooperative.\n\n" +
  "## 2. Hard rules from the owner\n- Use the CSS variables for every colour.\n- Keep the map on the first screen.\n\n" +
  "## 3. Architecture of `site/`\n- `calendar.js`, `map.js`, `store.js`\n- Data: `harvest.json`, `farms.json`\n\n" +
  extra +
  "## 4. Good next steps\n- Add a print stylesheet for the calendar.\n- Check every page at phone width for overflow.\n- Translate the footer into Spanish.\n";
ruleTester(rule, {
  valid: [
    { name: "a pick in the opening clears the pool", code: BRIEF("", "Add the print stylesheet for the calendar this session; it is due on Friday.\n\n") },
    { name: "a task heading inside a rules section is the task's", code: BRIEF("## Rules\n### Next task\nAdd the print stylesheet first, then stop.\n\n") },
  ],
  invalid: [
    {
      name: "imperatives under rules, architecture and data lines pick nothing",
      code: BRIEF(""),
      errors: [{ messageId: "pool", line: 14 }],
    },
    {
      // preferences about the exchange with the writer pick no task; an HTTP route is no "put"
      name: "how to work with the writer picks nothing",
      code: "# Handoff\n\n## Who\nI direct the work. Give exact commands, one thing at a time. Tell me the file and line numbers.\n\n## Done\nPUT /api/users now returns 401 for a missing token.\n\n## Open work\n" + Array.from({ length: 10 }, (_, i) => `- Build screen ${i + 1} of the enrollment flow`).join("\n") + "\n",
      errors: [{ messageId: "pool" }],
    },
    {
      name: "gotchas and setup sections pick nothing either",
      code: BRIEF("## Gotchas (things that bit us)\n- Run the build before you push.\n\n## Setup\nInstall the packages and run the dev server.\n\n"),
      errors: [{ messageId: "pool" }],
    },
  ],
});

// Work reported as left undone ("What remains", "未完了・今後の課題", "Mögliche Verbesserungen") is a record of the
// project's state, not an assignment: from two open items on, the worker has to pick unless the text picks.
// Texts of my own.
const STATUS = (heading: string, items: string[], extra = "") =>
  "# Handoff: invoice export\n\n## Status\nThe CSV export ships in `src/export.ts`; its tests pass.\n\n" + extra + `## ${heading}\n` + items.map((i) => `- ${i}`).join("\n") + "\n";
ruleTester(rule, {
  valid: [
    { name: "a pick before the leftovers", code: STATUS("What remains", ["PDF export", "a locale switch", "paging past 10,000 rows"], "## Next\nAdd the PDF export this session; it is done when `npm test` passes with a PDF fixture.\n\n") },
    { name: "one leftover is the task", code: STATUS("What remains", ["PDF export"]) },
    { name: "the order is set", code: STATUS("What remains (in order)", ["PDF export", "a locale switch", "paging past 10,000 rows"]) },
    { name: "Chinese: a please outside the leftovers picks", code: "# 交接\n\n## 当前状态\n接口已加上数据请求限流。\n\n## 下一步\n请先实现前端图表。\n\n## 待优化\n- 异步任务\n- 前端图表\n- 部署脚本\n" },
    {
      name: "Japanese: a pick outside the leftovers",
      code: "# 引き継ぎ\n\n## 状況\nCSV出力は `src/export.ts` に実装済みで、テストも通っています。\n\n## 次の作業\nPDF出力を実装してください。\n\n## 未完了・今後の課題\n- PDF出力\n- 言語切り替え\n- 1万行を超えるページング\n",
    },
  ],
  invalid: [
    { name: "what remains, nothing picked", code: STATUS("What remains", ["PDF export", "a locale switch", "paging past 10,000 rows"]), errors: [{ messageId: "pool", line: 6 }] },
    { name: "potential improvements, nothing picked", code: STATUS("Potential improvements", ["cache the totals", "stream large files"]), errors: [{ messageId: "pool" }] },
    {
      // a user's wish quoted in a record of done work, and a standing command section, pick nothing
      name: "Japanese: leftovers after a record of done wishes",
      code: "# 引き継ぎ\n\n## 状況\nCSV出力は `src/export.ts` に実装済みで、テストも通っています。\n\n## 今回の変更\n- 「ボタンを大きくしてほしい」→ 完了\n\n## 未完了・今後の課題\n- PDF出力\n- 言語切り替え\n- 1万行を超えるページング\n",
      errors: [{ messageId: "pool" }],
    },
    {
      // 请求 (a request) and 申请 (to apply) hold the character of "please" (请) but ask for nothing
      name: "Chinese: 'request' as a noun picks nothing",
      code: "# 交接\n\n## 当前状态\n接口已加上数据请求限流，申请的测试账号也已开通。\n\n## 待优化\n- 异步任务\n- 前端图表\n- 部署脚本\n",
      errors: [{ messageId: "pool" }],
    },
    {
      // "создать/обновить" (to create/update) is an infinitive, not the imperative "обнови"
      name: "Russian: infinitives in a reference list pick nothing",
      code: "# Передача проекта\n\n## Команды бота\n- `bind_set`: создать/обновить привязку\n- `bind_del`: удалить привязку\n\n## Возможные улучшения\n- фоновая очистка старых привязок\n- мониторинг тем\n- пакетные операции\n",
      errors: [{ messageId: "pool" }],
    },
  ],
});

// A choice deferred to someone the worker cannot ask (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a decision about method, not the task", code: "Fix the flaky upload test in `test/upload.test.ts`. The owner decides which retry library we standardise on later.\n" },
    { name: "no candidates to choose among", code: "The human decides the order of the releases. Ship 2.4.1 today from `release/2.4`.\n" },
  ],
  invalid: [
    {
      name: "the human decides the order of the candidates",
      code: "## Next — the human decides the order\n\n1. Migrate the billing jobs to the queue.\n2. Add SSO to the admin panel.\n3. Rewrite the onboarding emails.\n",
      errors: [{ messageId: "deferred", line: 1 }],
    },
    {
      name: "ask me which one first",
      code: "Open items:\n\n- the CSV export\n- the dark theme\n- the search index\n\nAsk me which one to do first.\n",
      errors: [{ messageId: "deferred", line: 7 }],
    },
  ],
});

// The choice handed back to the writer, in other languages (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "Korean: one task, a question about it", code: "결제 모듈의 환불 버그를 고쳐줘. 끝나면 무엇을 바꿨는지 나에게 알려줘.\n" },
  ],
  invalid: [
    {
      name: "Korean: ask me which of these first",
      code: "남은 작업:\n\n- 알림 설정 화면\n- CSV 내보내기\n- 검색 색인 재구축\n\n위 작업 중 무엇부터 할지 나에게 물어봐.\n",
      errors: [{ messageId: "deferred", line: 7 }],
    },
    {
      name: "Chinese: ask me which to do first",
      code: "待处理：\n\n- 导出报表\n- 深色主题\n\n做之前先问我先做哪个。\n",
      errors: [{ messageId: "deferred" }],
    },
  ],
});

// A section its heading addresses to someone other than the worker offers the worker nothing to pick (texts of
// my own); the same options under a plain heading are a menu.
ruleTester(rule, {
  valid: [
    { name: "options for the requester", code: "# Session notes\n\nThe importer is merged.\n\n## Options (for you, the requester)\n\n- Deploy to Vercel\n- Deploy to Netlify\n" },
    { name: "options not part of the prompt", code: "# Session notes\n\nThe importer is merged.\n\n## Hosting options (not part of the prompt)\n\n- Deploy to Vercel\n- Deploy to Netlify\n" },
  ],
  invalid: [
    { name: "options for the worker", code: "# Session notes\n\nThe importer is merged.\n\n## Options\n\n- Deploy to Vercel\n- Deploy to Netlify\n", errors: [{ messageId: "options" }] },
  ],
});

// A recommendation in the menu's own section makes the choice (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a recommendation label picks an option", code: "## Options\n1. Cache the API responses in Redis.\n2. Precompute the report nightly.\n\n**Recommendation:** option 2, since the data changes once a day. Implement the nightly job in `jobs/report.ts`.\n" },
    { name: "we recommend one", code: "## Options\n- Move to GraphQL.\n- Keep REST and add a websocket.\n\nWe recommend the websocket: less migration work.\n" },
  ],
  invalid: [
    { name: "the options with no recommendation", code: "## Options\n1. Cache the API responses in Redis.\n2. Precompute the report nightly.\n", errors: [{ messageId: "options" }] },
  ],
});

// A pick written after the pool's list, in its own section, picks as one before it does (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "start with one, after the list", code: "## Open items\n- Flaky test in `test/sync.test.ts`\n- Slow startup (3 s) in `src/boot.ts`\n- Missing docs for `--verbose`\n\nStart with the flaky test; the others can wait.\n" },
  ],
  invalid: [
    { name: "the same list, nothing after it", code: "## Open items\n- Flaky test in `test/sync.test.ts`\n- Slow startup (3 s) in `src/boot.ts`\n- Missing docs for `--verbose`\n", errors: [{ messageId: "pool" }] },
  ],
});

// The pick may follow the pool's list in its own section, or be a label for this session's work (texts of my own);
// a list left to the worker's taste picks nothing.
const backlog = "## Backlog\n" + ["Email verification", "Rate limiting on /login", "Audit log", "Admin impersonation", "2FA", "Session list page", "Device management", "OAuth (Google)", "OAuth (GitHub)", "Account deletion", "Data export"].map((t) => `- ${t}\n`).join("");
ruleTester(rule, {
  valid: [
    { name: "this session: an item, after the list", code: `# Handoff\n\n${backlog}\nThis session: item 1 only. Done when \`test/auth/verify.test.ts\` passes.\n` },
    { name: "the goal for this session, before the list", code: `# Handoff\n\nThe goal for this session: ship email verification.\n\n${backlog}` },
  ],
  invalid: [
    { name: "a backlog and a status line", code: `# Handoff\n\nAuth is half done.\n\n${backlog}`, errors: [{ messageId: "pool" }] },
    { name: "a backlog left to taste", code: `# Handoff\n\nAuth is half done.\n\n${backlog}\nPick whichever seems most valuable.\n`, errors: [{ messageId: "pool" }] },
  ],
});

// Severity follows evidence: a pool is sure where nothing outside it asks for anything (texts of my own).
describe("task-menu pool severity", () => {
  it("is sure when the pool is all the text asks, and not when a weak ask stands outside it", async () => {
    const { lintText } = await import("../../src/api.js");
    const status = "Auth is half done: the login, signup and password reset flows work, and all of their tests pass on the main branch.";
    const only = await lintText(`# Handoff\n\n${status}\n\n${backlog}`);
    expect(only.messages.find((m) => m.ruleId === "task-menu")?.severity).toBe(2);
    const weak = await lintText(`# Handoff\n\n${status} Read \`docs/auth.md\` first.\n\n${backlog}`);
    expect(weak.messages.find((m) => m.ruleId === "task-menu")?.severity).toBe(1);
  });
});

// An item of the pool marked as the one to do now sets the order; a tier of priority does not pick one; a title
// that asks for the work assigns the whole of it (texts of my own).
const openItems = "- 알림 설정 화면\n- 다크 모드\n- 검색 필터\n";
ruleTester(rule, {
  valid: [
    { name: "Korean: an item marked immediate", code: `# 인수인계\n\n## 미완료 / 다음에 할 일\n\n### 즉시 할 일\n\n- 브랜치 푸시하고 PR 열기\n\n### 나중에\n\n${openItems}` },
    { name: "English: an item marked immediately", code: "# Handoff\n\n## Suggested next tasks\n\n### Immediately: push the branch and open the PR\n\n### Later\n\n- Dark mode\n- Search filters\n" },
    {
      name: "a title that asks for the work",
      code: "# Next session — port the remaining routes\n\n## Known follow-ups\n\n- Dark mode for `/settings`\n- Search filters on `/jobs`\n\n## Routes\n\n### 1. `/jobs/[id]`\n\nPort it from `proto/jobs.html`.\n",
    },
  ],
  invalid: [
    { name: "Korean: the items with no mark", code: `# 인수인계\n\n## 미완료 / 다음에 할 일\n\n### 나중에\n\n${openItems}\n### 검토\n\n- 로그 정리\n`, errors: [{ messageId: "pool" }] },
  ],
});

// The choice handed over in other words: "choose based on needs", "pick one or more" over a list of tasks (texts
// of my own); one or more of the listed formats is a choice inside one task.
ruleTester(rule, {
  valid: [
    { name: "formats to choose inside one task", code: "Export the report in one or more of the following formats: CSV, JSON.\n\n- CSV\n- JSON\n" },
  ],
  invalid: [
    { name: "choose based on needs", code: "# Session guide\n\nThe site builds (85 pages).\n\n## Priority tasks for this session (choose based on needs)\n\n1. Add social media links in `src/lib/constants.ts`\n2. Add more testimonials\n3. Add a sticky mobile header\n", errors: [{ messageId: "choice" }] },
    { name: "pick one or more", code: "# Session guide\n\nPick one or more and go:\n\n- Add scroll animations\n- Add read-time estimates\n- Add share buttons\n", errors: [{ messageId: "choice" }] },
  ],
});

// The item to do now, said right after the pool's list, in its own language (texts of my own).
const zhItems = Array.from({ length: 11 }, (_, i) => `- 功能${i + 1}：设置页第${i + 1}屏的改进`).join("\n");
ruleTester(rule, {
  valid: [
    { name: "Chinese: this time only the first item", code: `# 交接\n\n## 待办\n${zhItems}\n\n本次只做第一项，完成后运行 \`npm test\`。\n` },
  ],
  invalid: [
    { name: "Chinese: the pool alone", code: `# 交接\n\n## 待办\n${zhItems}\n`, errors: [{ messageId: "pool" }] },
  ],
});

// A list ranked by priority is a plan, not a menu: a heading that ranks its items ("Next steps (suggested priority)")
// heads picks, not a pool, so the pool of open work above it is picked (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a ranked plan picks from the pool above it", code: "# Continuation prompt\n\n## What remains open\n\n### P0: core gaps\n\n1. **Provider calls**: the provider structs exist but the API calls are stubbed.\n2. **Tool dispatch**: `execute_tool()` needs the real dispatch logic.\n3. **Storage backends**: the storage traits have no real implementations.\n\n### P1: integration\n\n1. **Agent cards**: `Agent::from_yaml()` is declared but parses only two sections.\n2. **Policy checks**: `PolicyEngine::check()` is not called from the gateway.\n\n## Next steps (suggested priority)\n\n1. **Implement `Agent::from_yaml()`**: parse the full agent card spec.\n2. **Wire `PolicyEngine` into the gateway**: enforce the role checks on every tool call.\n3. **Implement one provider fully**: the OpenAI call with a real request.\n" },
  ],
  invalid: [
    // the same plan offered, not ranked: its items are a second menu, and the pool stays unpicked
    { name: "an offered plan picks nothing", code: "# Continuation prompt\n\n## What remains open\n\n### P0: core gaps\n\n1. **Provider calls**: the provider structs exist but the API calls are stubbed.\n2. **Tool dispatch**: `execute_tool()` needs the real dispatch logic.\n3. **Storage backends**: the storage traits have no real implementations.\n\n### P1: integration\n\n1. **Agent cards**: `Agent::from_yaml()` is declared but parses only two sections.\n2. **Policy checks**: `PolicyEngine::check()` is not called from the gateway.\n\n## Suggested next steps\n\n1. **Implement `Agent::from_yaml()`**: parse the full agent card spec.\n2. **Wire `PolicyEngine` into the gateway**: enforce the role checks on every tool call.\n3. **Implement one provider fully**: the OpenAI call with a real request.\n", errors: [{ messageId: "pool", line: 3 }] },
  ],
});

// A heading marked done records shipped work, even when it names options (texts of my own).
ruleTester(rule, {
  valid: [
    {
      name: "a shipped feature named for options",
      code: "# Session notes\n\n## Changes this session\n\n### 3. Export options per report ✅\n\n- CSV\n- PDF\n- XLSX\n",
    },
  ],
  invalid: [
    {
      name: "the same heading not yet done is a menu",
      code: "# Session notes\n\n## Export options per report\n\n- CSV\n- PDF\n- XLSX\n",
      errors: [{ messageId: "options", line: 3 }],
    },
  ],
});

// Work reported as left undone, named in the singular (texts of my own).
ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: "a pending list, in Spanish",
      code: "# Traspaso\n\nEl panel de administración quedó terminado.\n\n## Pendiente / no resuelto\n- El bug de la grilla en el editor\n- El contraste de los botones primarios\n- Decidir si se versiona `NOTAS.md`\n",
      errors: [{ messageId: "pool", line: 5 }],
    },
  ],
});

// Potential next steps are offered, like possible ones (a text of my own).
ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: "potential next steps",
      code: "# Session notes\n\nThe simulations all run.\n\n## Potential Next Steps\n- Migrate the remaining simulations to the shared overlay\n- Add legends to the charts\n",
      errors: [{ messageId: "pool", line: 5 }],
    },
  ],
});

// A choice made at each step of the work is the worker's method, not the choice of task (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "each turn's step", code: "Diagnose the crash in `src/worker.ts`. Main loop: you decide what to do each turn: read logs, run a test, or conclude.\n\n- read logs\n- run a test\n- conclude with the cause\n" },
  ],
  invalid: [
    { name: "the task itself", code: "Things we could do next; you decide which one:\n\n1. Upgrade Postgres\n2. Redesign settings\n3. Write the blog post\n", errors: [{ messageId: "choice" }] },
  ],
});

// An item that reports its own fix is a record, not open work: a list of known issues, each with how it was dealt
// with, offers nothing to pick from (texts of my own).
ruleTester(rule, {
  valid: [
    {
      name: "known issues, each reported fixed",
      code: "# Next session\n\n## Known Issues\n1. **Upload timeout**: large files timed out. Fixed with a streamed upload.\n2. **Stale cache**: the CDN served old assets. Resolved by adding hashes to the file names.\n3. **Crash on logout**: global error handlers added (log only).\n4. **Temp files**: the job folder deleted after each run.\n\n## Next\nAdd the retry to `upload/s3.ts` and a test that fakes two failures.\n",
    },
  ],
  invalid: [
    {
      name: "known issues still open",
      code: "# Next session\n\n## Known Issues\n1. **Upload timeout**: large files time out after 30 s.\n2. **Stale cache**: the CDN serves old assets after a deploy.\n3. **Crash on logout**: an unhandled rejection in `auth.ts`.\n4. **Temp files**: the job folder is never cleaned.\n",
      errors: [{ messageId: "pool" }],
    },
  ],
});

// Work left undone that the heading hands to the next session is that session's work, as "Next steps" is
// (texts of my own); the same items under a bare "Pending" are a pool.
const pendingItems = "1. Test video generation end to end on Render.\n2. Switch from polling to webhooks if the 409 errors come back.\n3. Set up UptimeRobot pings every 5 minutes.\n";
ruleTester(rule, {
  valid: [{ name: "pending work handed to the next session", code: `# Bot handoff\n\nThe bot runs on Render.\n\n## Pending for Next Session\n${pendingItems}` }],
  invalid: [{ name: "pending work handed to no one", code: `# Bot handoff\n\nThe bot runs on Render.\n\n## Pending\n${pendingItems}`, errors: [{ messageId: "pool" }] }],
});
