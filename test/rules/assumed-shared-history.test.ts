import { describe, expect, it } from "vitest";
import rule from "../../rules/assumed-shared-history.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    // the referent is in the text, or in a file the text names
    "As discussed above, switch the cache to Redis and update the docs.",
    "As discussed in docs/cache.md, switch the cache to Redis.",
    "Two ways to cache:\n\n- Option A: in-process LRU\n- Option B: Redis\n\nGo with option B and ship it.",
    "## Approaches\n\n1. Polling every minute.\n2. Webhooks.\n\nImplement approach 2.",
    "Document the choice in docs/approach.md, comparing approach 1 (polling) with approach 2 (webhooks).",
    // continuations that say where things stand
    "Keep going with the migration; the plan and what is done are in MIGRATION.md.",
    "Continue the migration of the auth module to Postgres. Read MIGRATION.md first: it lists which tables are already ported.",
    "## Status\nPhases 1-3 are done and all 212 tests pass.\n\n## Next\nContinue with the remaining work: finish the exporter.",
    "Pick up the Rust port where the last session left off: read HANDOFF.md first.",
    // other senses of the words
    "Continue to log every request with its latency, and add a p95 metric to src/metrics.ts.",
    "Continue using the existing naming style (camelCase) in src/handlers/.",
    { code: "Continue the story: {story}", template: true },
    "Our conversation design guide is at docs/voice.md; write three onboarding messages following it.",
    "Add a dark mode toggle to the header, then do the same for the settings page: same icon, same position.",
    // an agent that talks with a user has the conversation by design
    "You are a support agent. Look at the conversation history to find the order number the user gave, then ask the user to confirm it.",
    // the worker's own previous turn is in its own history
    "Running code block 2 of your previous response resulted in the following error: NameError. Revise the code.",
    // quoted and blockquoted words
    'The changelog entry must not say "as discussed"; write it for outside readers.',
    "> As we agreed last time, keep it short.\n\nRewrite the quoted note above so a newcomer understands it.",
    // a self-contained first request
    "I am creating a conference website for my HTML course. Please generate an FAQ section with four questions and answers.",
  ],
  invalid: [
    {
      name: "the design's three-line dispatch",
      code: "Fix the import bug from before. Use the usual creds and the staging endpoint. Do it like last time.",
      errors: [
        { messageId: "usual", line: 1, column: 5, endColumn: 31 },
        { messageId: "usual", line: 1, column: 37, endColumn: 52 },
        { messageId: "usual", line: 1, column: 85, endColumn: 99 },
      ],
    },
    {
      name: "as discussed",
      code: "As discussed, switch the cache to Redis.",
      errors: [{ messageId: "discussed", line: 1, column: 1, endColumn: 13 }],
    },
    {
      name: "our interaction",
      code: "document our interaction in an MD file\nso that you can follow the previous interaction",
      errors: [
        { messageId: "conversation", line: 1, column: 10, endColumn: 25 },
        { messageId: "conversation", line: 2, column: 28, endColumn: 48 },
      ],
    },
    {
      name: "our original approach",
      code: "I've made some changes to the PRD. Review it and break down the changes from our original approach.",
      errors: [{ messageId: "conversation", line: 1, column: 78, endColumn: 99 }],
    },
    {
      name: "an undefined labelled choice",
      code: "okay let's fully implement approach 1, scaffold 2, and document the rest in the PRD",
      errors: [{ messageId: "label", line: 1, column: 28, endColumn: 38, message: /which approach/ }],
    },
    {
      name: "bare continuation",
      code: "System: new session.\n\nPlease continue.\n\nDo the remaining work.",
      errors: [
        { messageId: "continue", line: 3, column: 1, endColumn: 17 },
        { messageId: "continue", line: 5, column: 1, endColumn: 22 },
      ],
    },
    {
      name: "opens as a reply",
      code: "Perfect! That's actually a much better choice since you're already using Supabase.\n\n## Setup\n\nInstall the client.",
      errors: [{ messageId: "reply", line: 1, column: 1, endColumn: 9 }],
    },
    {
      name: "acknowledgement then now",
      code: "Great, now add tests for it.",
      errors: [{ messageId: "reply", line: 1, column: 1 }],
    },
    {
      name: "do the same as the first words",
      code: "now do the same for the footer",
      errors: [{ messageId: "same", line: 1, column: 1, endColumn: 20 }],
    },
    {
      name: "conversation history as a source",
      code: "Refer to the conversation history for the mockup and build the landing page.",
      errors: [{ messageId: "conversation", line: 1, column: 1, endColumn: 34 }],
    },
  ],
});

describe("assumed-shared-history: scale", () => {
  // The limit is for the parser (about 10 s for a 1 MB line on a busy machine), not an assertion.
  it("completes on a 1 MB line of repeated cues", { timeout: 180_000 }, () => {
    const text = "as we discussed the option 1 and ".repeat(32_000);
    const messages = runRule(rule, text);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.some((m) => m.fatal)).toBe(false);
  });
  it("completes on many short continuation lines", { timeout: 180_000 }, () => {
    const text = "Please continue the work.\n\n".repeat(4_000);
    expect(runRule(rule, text).some((m) => m.fatal)).toBe(false);
  });
  it("reads a bare go-on in another language (src/analysis/lexicon.ts)", () => {
    expect(runRule(rule, "前回の続きをお願いします。いつものやり方で進めてください。").map((m) => m.messageId)).toEqual(["continue"]);
  });
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "the meeting's decisions are recorded in the next sentence", code: "Implement the changes we agreed in Monday's growth meeting. The decisions are written up in `meetings/growth.md`.\n" },
    { name: "'as mentioned above' points at the text", code: "Update the README. As mentioned above, batch the calls.\n" },
    { name: "a continuation that says where things stand", code: "Continue the import where the other agent stopped: 9 of 14 files are done, the rest are listed in `todo.txt`.\n" },
  ],
  invalid: [
    {
      name: "a bare 'keep going with' the rest",
      code: "Keep going with the rest of the checklist.",
      errors: [{ messageId: "continue", line: 1, column: 1 }],
    },
    {
      name: "the object of a short request points back into history",
      code: "Alright, go with the second option and push it.",
      errors: [{ messageId: "same", line: 1, column: 18, endColumn: 35 }],
    },
    {
      name: "a meeting dated by a possessive",
      code: "Implement the changes we agreed in Monday's growth meeting.\n",
      errors: [{ messageId: "discussed", line: 1, column: 33, endColumn: 59 }],
    },
    {
      name: "feedback from this morning's call",
      code: "Rework the hero according to the feedback from this morning's call with the client.\n",
      errors: [{ messageId: "usual", line: 1, column: 30, endColumn: 60 }],
    },
    {
      name: "another agent's unfinished work",
      code: "Pick up the invoice parser where the other agent stopped and finish it.\n",
      errors: [{ messageId: "continue", line: 1, column: 1, endColumn: 57 }],
    },
    {
      name: "something seen earlier",
      code: "Fix the timeout we saw earlier in the upload test.\n",
      errors: [{ messageId: "usual", line: 1, column: 5, endColumn: 31 }],
    },
    {
      name: "an acknowledgement of an unseen result, then 'the same'",
      code: "nice, that works. now apply the same thing to the other two services and push\n",
      errors: [
        { messageId: "reply", line: 1, column: 1, endColumn: 18 },
        { messageId: "same", line: 1, column: 19, endColumn: 46 },
      ],
    },
    {
      name: "as I said",
      code: "Update the README. As I said, the API is rate limited, so batch the calls.\n",
      errors: [{ messageId: "discussed", line: 1, column: 20, endColumn: 29 }],
    },
  ],
});

// The next turn of a conversation the worker never saw (texts of my own): a pronoun subject with nothing to
// stand for, a pointer back at what was said, a replacement or reversal of something never shown.
ruleTester(rule, {
  valid: [
    { name: "an opening that introduces", code: "This is a Next.js app. Add a dark mode toggle to the header.\n" },
    { name: "an expletive it", code: "It is important that the tests pass. Add a test for the parser.\n" },
    { name: "a pointer into the text itself", code: "The cache sits in `src/cache.ts`. As noted above, it leaks; remove it.\n" },
    { name: "instead of, with both sides named", code: "Use Postgres instead of SQLite for the test database in `docker-compose.yml`.\n" },
    { name: "a comma clause is the ask, nothing replaced", code: "Keep the layout in `src/Header.tsx`, just change the logo to `assets/logo-2.svg`.\n" },
    // the worker's own session, ahead of it: "in this session" without a look back at what was done
    { name: "German: the task of this session", code: "In dieser Session: ergänze die Tests für `src/rechnung.ts` und lass `npm test` laufen.\n" },
  ],
  invalid: [
    { name: "a judged pronoun opens the text", code: "That's too slow. Make it faster.\n", errors: [{ messageId: "anaphor", line: 1, column: 1, endColumn: 17 }] },
    { name: "as mentioned earlier, first thing", code: "As mentioned earlier, the cache layer needs to go. Remove it.\n", errors: [{ messageId: "discussed", line: 1, column: 1, endColumn: 21 }] },
    { name: "like I asked", code: "Make the button bigger like I asked.\n", errors: [{ messageId: "discussed", column: 24 }] },
    { name: "instead, of something unseen", code: "Switch to Postgres instead and rerun the migration.\n", errors: [{ messageId: "same", column: 20, endColumn: 27 }] },
    { name: "back, to something unseen", code: "Keep the layout, just change the colours back.\n", errors: [{ messageId: "same" }] },
    { name: "a different fix", code: "Let's revert to what we had on Monday and try a different fix for the login loop.\n", errors: [{ messageId: "same" }] },
    { name: "Spanish: as I told you", code: "Vuelve a hacerlo como te dije ayer, con los datos de la tabla de clientes.\n", errors: [{ messageId: "conversation" }] },
    // a report built from the session the text is written in, which a fresh worker never saw, in any language
    { name: "the conversation's earlier turns", code: "Write the fixes into `AUDIT.md`. The findings are in the report the user asked for in the prior turn.\n", errors: [{ messageId: "conversation" }] },
    { name: "German: what was done in this session", code: "Erstelle die Datei `UEBERGABE.md` für die nächste Sitzung: Was wurde in dieser Session erledigt, welche Dateien wurden geändert und was bleibt offen?\n", errors: [{ messageId: "conversation" }] },
    { name: "French: what was done in this conversation", code: "Rédige `RELAIS.md` avec ce qui a été fait dans cette conversation et ce qui reste à faire.\n", errors: [{ messageId: "conversation" }] },
    { name: "Japanese: what was done in this session", code: "このセッションで行った変更を `HANDOFF.md` にまとめてください。\n", errors: [{ messageId: "conversation" }] },
  ],
});

// Material the worker is said to have been handed before (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the worker's own findings in the task", code: "Run the load test in `bench/load.js`, then write what you did and the numbers you saw under Log in `NOTES.md`.\n" },
    { name: "a pipeline task's input", code: "Using the code you received from the writer agent, check it for errors. {code}\n" },
    { name: "presented under a heading", code: "Summarize the updates you received, listed below, for the weekly report.\n\n## Updates\n- API v2 shipped\n- search is 20% faster\n" },
  ],
  invalid: [
    { name: "every update you received", code: "Inspect the workspace, every stage update you received, and the latest test results, then rewrite `HANDOFF.md`.\n", errors: [{ messageId: "usual", line: 1 }] },
    { name: "the patch I sent you", code: "Apply the patch I sent you to `src/app.ts` and run the tests.\n", errors: [{ messageId: "usual" }] },
  ],
});

// Other languages (texts of my own): a pointer back at an earlier discussion; a fenced prompt beside a short
// wrapper is not a bare go-on.
ruleTester(rule, {
  valid: [
    { name: "Korean: the prose says when to send the fenced prompt", code: "다음 세션에서 이어서 시작할 때 아래처럼 보내면 됩니다.\n\n```text\nNOTES.md 먼저 읽고 결제 모듈 리팩터링을 이어서 해줘.\n```\n" },
  ],
  invalid: [
    { name: "Chinese: the earlier discussion", code: "我看原先的讨论不是说后端要用 Go 吗？按那个方案改一下。\n", errors: [{ messageId: "conversation" }] },
    { name: "Traditional Chinese: the earlier discussion", code: "我看原先的討論不是說後端要用 Go 嗎？按那個方案改一下。\n", errors: [{ messageId: "conversation" }] },
  ],
});

// A numbered part of an enumeration the text never gives (texts of my own, in several languages).
ruleTester(rule, {
  valid: [
    { name: "the text gives the steps", code: "1. Build the image.\n2. Push it.\n3. Deploy.\n\nStep 3 fails; fix the deploy script.\n" },
    { name: "a locator says where the steps are", code: "Step 3 of `docs/setup.md` fails on macOS; fix it.\n" },
    { name: "a count of parts, in Russian", code: "Запусти 4 этапа сборки по очереди.\n" },
    { name: "a count as an adjective, in English", code: "Set up a 2 step verification for the admin login.\n" },
    { name: "no number, in Chinese", code: "一部分用户无法登录，帮我查一下。\n" },
  ],
  invalid: [
    { name: "a stage of an unseen answer, in Ukrainian", code: "4 етап не відбувається автоматично\n", errors: [{ messageId: "numbered", line: 1, column: 1 }] },
    { name: "an ordinal stage, in Russian", code: "4-й этап не запускается, что делать?\n", errors: [{ messageId: "numbered", line: 1, column: 1 }] },
    { name: "an option picked from an unseen list, in Chinese", code: "方案二就行，开始吧\n", errors: [{ messageId: "numbered", line: 1, column: 1 }] },
    { name: "a step, in Spanish", code: "El paso 3 falla en mi máquina, arréglalo.\n", errors: [{ messageId: "numbered", line: 1, column: 4 }] },
    { name: "a step, in English", code: "Step 3 fails on my machine, fix it.\n", errors: [{ messageId: "numbered", line: 1, column: 1 }] },
  ],
});

// A heading labels what follows: "## Next" or "## 继续" over a list of the work asks the worker to go on with
// nothing unseen (texts of my own); the same word as the whole of a message still does.
ruleTester(rule, {
  valid: [
    { name: "a 'Next' heading over the next step", code: "# Handoff\n\n## Done\n- Parser rewritten (`src/parse.ts`), tests green.\n\n## Next\n- Wire the parser into the CLI (`src/cli.ts`).\n" },
    { name: "a 'Continue' heading over the steps", code: "## Continue\n\n1. Run `npm run migrate` on the staging database.\n2. Check that `users.email` is unique.\n" },
    { name: "a Chinese 'continue' heading over the step", code: "## 继续\n\n- 把解析器接入 `src/cli.ts`，替换旧的正则读取。\n" },
  ],
  invalid: [
    { name: "'Next.' as the whole message", code: "Next.\n", errors: [{ messageId: "continue" }] },
    { name: "a bare 'continue' under a heading", code: "## Next\n\ncontinue\n", errors: [{ messageId: "continue" }] },
  ],
});

// A number word after "plan", "option" or "approach" that goes on to a noun counts that noun ("the plan one phase
// at a time"), and an "a" that does is the article ("Plan a task"); before a function word either names an unseen
// option (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a number word counts phases", code: "Execute the plan in `docs/plan.md` one phase at a time, with tests after each.\n" },
    { name: "a number word counts steps", code: "Work through the migration plan two steps at a time and commit after each pair.\n" },
    { name: "finishing what a thing started to show is no hand-over", code: "Finish what the tests started to show: the parser in `src/parse.ts` drops nested lists. Fix that.\n" },
    { name: "the article after the verb 'plan'", code: "Plan a Boardly task. Use `docs/rules.md` as the rule map, and return the plan's path.\n" },
  ],
  invalid: [
    { name: "an unseen option before 'and'", code: "Go with option two and ship it.\n", errors: [{ messageId: "label" }] },
    { name: "finishing what another agent started", code: "Can you finish what the other agent started on the parser?\n", errors: [{ messageId: "continue" }] },
    { name: "an unseen option written in lower case before 'and'", code: "Go with option a and ship it.\n", errors: [{ messageId: "label" }] },
    { name: "an unseen option before a verb", code: "Option two looks better, do that.\n", errors: [{ messageId: "label" }] },
  ],
});

// A terse order is no fragment, in the languages it is written in (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "Chinese order", code: "修复登录页\n" },
    { name: "Korean order", code: "로그인 페이지 수정\n" },
    { name: "Polish order", code: "Popraw README\n" },
  ],
  invalid: [
    { name: "a Korean noun alone", code: "프론트엔드\n", errors: [{ messageId: "fragment" }] },
  ],
});

// "you know what I mean" points at a shared referent, unless it hedges a description already given (texts of my own)
ruleTester(rule, {
  valid: [
    { name: "a hedge after the description", code: "Make the header look like an old newspaper masthead, if you know what I mean, serif and heavy rules. Edit `src/Header.css`.\n" },
  ],
  invalid: [
    { name: "the referent left to the worker", code: "Make the header look like that other site, you know what I mean. Edit `src/Header.css`.\n", errors: [{ messageId: "usual" }] },
  ],
});

// What git records is the worker's to read: "the last commit" resolves in its checkout; "the last bug" does not
// (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the last commit", code: "Review the last commit for security issues, mainly input validation.\n" },
    { name: "the previous tag", code: "Compare the previous tag with main and list the breaking changes.\n" },
  ],
  invalid: [
    { name: "the last bug", code: "Fix the last bug in the parser.\n", errors: [{ messageId: "same" }] },
  ],
});

ruleTester(rule, {
  valid: [
    // the newest file of the migrations folder is in the worker's checkout
    { name: "the last migration", code: "Roll back the last migration and write a safer one that adds the column as nullable first.\n" },
  ],
  invalid: [
    { name: "the last fix", code: "Roll back the last fix in the cache layer.\n", errors: [{ messageId: "same" }] },
  ],
});

// "As before" beside a named artifact, or deep in a long text, points at what the worker can see (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "an artifact named beside it", code: "Recompute the return series on the full price history. Replot `plots/returns_v2.png`, same 2x2 layout as before.\n" },
    {
      name: "deep in a long text",
      code: `# Evaluation rerun\n\n${"The evaluation used only 200 steps of the price history, which understates the tails of every strategy we compare. ".repeat(12)}\n\nThen replot the distribution chart with the same layout as before, one panel per strategy.\n`,
    },
  ],
  invalid: [
    { name: "a short text with nothing named", code: "Replot the chart, same layout as before.\n", errors: [{ messageId: "usual" }] },
    { name: "last time still needs the past", code: "Replot `plots/returns_v2.png` like last time.\n", errors: [{ messageId: "usual" }] },
  ],
});

// "you know which tables are left" tells the worker it knows what the text never says; a question whether it
// knows asks (texts of my own).
ruleTester(rule, {
  valid: [{ name: "a question whether the worker knows", code: "Do you know which tables are left? Check `db/schema.sql`.\n" }],
  invalid: [{ name: "knowledge the worker is said to have", code: "Finish the migration; you know which tables are left.\n", errors: [{ messageId: "usual" }] }],
});

// What a named person asked for or suggested, in talk the worker never saw; written down where the worker reads
// it, it is not (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "suggestions written in a file", code: "Apply the fixes Tom suggested in `docs/review-42.md`.\n" },
    { name: "a tool's name before its verb is no person's ask", code: "Run the tests Jest picked up in `test/`.\n" },
  ],
  invalid: [
    { name: "changes a person asked for in a meeting", code: "Make the changes Sarah asked for in the meeting.\n", errors: [{ messageId: "discussed" }] },
    { name: "fixes a person suggested", code: "Apply the fixes Tom suggested.\n", errors: [{ messageId: "discussed" }] },
  ],
});

// A known-good state the writer remembers ("the version that worked"); a locator in the sentence says which one or
// how to find it (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the good version named", code: "Revert to the version that worked, tag `v2.3.1`.\n" },
    { name: "the good commit found by a tool", code: "Find the last commit that worked with `git bisect` between `v2.3` and `main`.\n" },
  ],
  invalid: [{ name: "the good version only the writer knows", code: "Revert to the version that worked.\n", errors: [{ messageId: "usual" }] }],
});
