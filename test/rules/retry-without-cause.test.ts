import { describe, expect, it } from "vitest";
import rule from "../../rules/retry-without-cause.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    // the essay's rewrite: the retry says why the first attempt failed
    "Write a blog post about handoff failures. The previous attempt failed because the clones timed out; keep the pipeline to draft, commit and push, and verify the post renders.",
    // the cue sentence carries its own account
    "Try again with a smaller batch size \u2014 the first run hit out of memory at batch 64.",
    // an error message elsewhere in the text is the account
    "That didn't work. The page now throws `TypeError: cannot read properties of undefined (reading 'email')` on submit; fix it.",
    // a history section with a body
    "## Previous attempts\nAttempt 2 was rejected: it quoted revenue in EUR instead of USD.\n\n## Task\nThis time, summarize the report in USD.",
    // a log to read
    "Fix the failing tests listed in `ci/last-run.log` and push.",
    // a template slot carries the failure
    { code: "The last attempt failed.\n\nError:\n{error}\n\nTry again.", template: true },
    // retry policies, negations, conditionals
    "If the request fails, try again up to three times with exponential backoff.",
    "Retry 3 times on 503, then give up and report the status code.",
    "Do not try again if the deploy fails; report the error instead.",
    "Write a retry policy for the HTTP client: retry idempotent requests on 503 and time-outs, never on 4xx.",
    // other senses of the words
    "Run the linter again after each fix, then commit.",
    "Write unit tests for src/parse.ts. This time budget is 20 minutes; stop at that point and report.",
    "Take 2 screenshots of the settings page and save them under docs/img/.",
    // quoted words are not the writer's
    'Add a banner that says "Try again later" when the service is down.',
    "> Try again: write a blog post.\n\nThe quote above is the bad example; rewrite it as a complete handoff.",
    // a first request
    "Summarize docs/design.md in 200 words for the release notes; the audience is existing users.",
    // a repeat tied to a later event, or to a step the same sentence gives, is part of the procedure
    "Rebuild the index once more whenever the schema file changes, and log the row count.",
    "Run the migrations, then run the seed script again so the fixtures match.",
    // a repeat with its account
    "The import timed out on the 2 GB file; run the import again with `--chunk-size 500`.",
  ],
  invalid: [
    {
      name: "a short text that opens with a repeat of a run the worker never saw",
      code: "Run the integration checks once more and list what is still red.",
      errors: [{ messageId: "retry", line: 1, column: 28, endLine: 1, endColumn: 37 }],
    },
    {
      name: "the essay's failing dispatch",
      code: "Try again: write a blog post about handoff failures.",
      errors: [{ messageId: "retry", line: 1, column: 1, endLine: 1, endColumn: 10 }],
    },
    {
      name: "frontmatter attempt",
      code: "---\nattempt: 3\n---\nSummarize the quarterly report in five bullets for the board.",
      errors: [{ messageId: "frontmatter", line: 2, column: 1, endColumn: 11, message: /attempt 3/ }],
    },
    {
      // one problem, one finding: the first cue speaks for the text
      name: "second attempt and this time",
      code: "This is the second attempt at the migration. Run it on staging first this time.",
      errors: [
        { messageId: "retry", line: 1, column: 13, endColumn: 27 },
      ],
    },
    {
      name: "a symptom is not an account",
      code: "That didn't work. The login page still crashes on submit.",
      errors: [
        { messageId: "retry", line: 1, column: 1, endColumn: 17 },
      ],
    },
    {
      name: "still failing",
      code: "# Tests\n\nThe tests are still failing. Fix them.",
      errors: [{ messageId: "retry", line: 3, column: 15, endColumn: 28 }],
    },
    {
      name: "a failure to fix, named by kind only",
      code: "## Fix Applied\n\nInvestigate and fix build failure.\n\n1. Review the logs carefully.",
      errors: [{ messageId: "failure", line: 3, column: 1, endColumn: 34, message: /Investigate and fix build failure/ }],
    },
    {
      name: "redo and the same error",
      code: "Still getting the same error. Redo the summary, keep it shorter.",
      errors: [
        { messageId: "retry", line: 1, column: 7, endColumn: 29 },
      ],
    },
  ],
});

describe("retry-without-cause: scale", () => {
  // The limits are for the parser (about 10 s for a 1 MB line on a busy machine), not assertions.
  it("completes on a 1 MB line of repeated cues", { timeout: 180_000 }, () => {
    const text = "the build failed again and ".repeat(40_000);
    const messages = runRule(rule, text);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.some((m) => m.fatal)).toBe(false);
  });
  it("completes on 1 MB of unclosed quotation marks and apostrophes", { timeout: 180_000 }, () => {
    const text = "you try the \u201c 'a ".repeat(60_000);
    expect(runRule(rule, text).some((m) => m.fatal)).toBe(false);
  });
  it("reads a retry in another language (src/analysis/lexicon.ts)", () => {
    expect(runRule(rule, "Réessaie : écris un article sur les échecs de passation, encore une fois.").map((m) => m.messageId)).toEqual(["retry"]);
  });
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [
    { name: "pitfalls the text lists", code: "Avoid the pitfalls listed below:\n\n- global state\n- sync I/O\n" },
    { name: "what went wrong, told", code: "Remember what went wrong last time: the job ran out of memory because it loaded every row at once.\n" },
  ],
  invalid: [
    {
      name: "a past failure to avoid that is never told",
      code: "Refactor billing like the auth refactor. Remember what went wrong there and don't repeat it.\n",
      errors: [{ messageId: "retry", line: 1, column: 42, endColumn: 66 }],
    },
  ],
});

// What the previous attempt did and what came of it is an account, even without a failure word,
// and even inside the sentence that says this is a retry.
ruleTester(rule, {
  valid: [
    "This is the second attempt: the first one counted tokens per section by re-encoding each section's text, which doubled the run time on large files, so reuse the offsets the document already has.",
    "Second try. The previous version wrote every row to its own file, so the folder filled the disk; write one file per day instead.",
  ],
  invalid: [{ code: "This is the second attempt. Reuse the offsets the document already has.", errors: [{ messageId: undefined }] }],
});

// Counted failed attempts are events a system counts (a lockout policy), and a failure to fix whose test or
// file is named right after it can be run and seen (texts of my own); the same words without either still
// tell of a retry or an unseen failure.
ruleTester(rule, {
  valid: [
    { name: "a lockout counts failed attempts", code: "Add rate limiting to the login endpoint in `src/routes/auth.ts`: at most 5 failed attempts per IP per 15 minutes, then 429.\n" },
    { name: "too many failed tries", code: "Show a captcha after too many failed tries on the sign-in form (`src/ui/SignIn.tsx`).\n" },
    { name: "the failing test is named", code: "Fix the failing test in `tests/test_parser.py::test_dates`: dates should keep their time zone.\n" },
  ],
  invalid: [
    { name: "failed attempts of this task", code: "The failed attempts left the branch dirty. Try once more.\n", errors: [{ messageId: "retry" }] },
    { name: "a failing test with nothing to run", code: "Fix the failing test.\n", errors: [{ messageId: "failure" }] },
  ],
});

// A failure located in a run the worker can open (CI, the pipeline, a branch's checks) is there to be seen
// (texts of my own); one with no place is not.
ruleTester(rule, {
  valid: [
    { name: "the failing test in CI", code: "Fix the failing test in CI and tell me what was wrong.\n" },
    { name: "the broken build on main", code: "Fix the broken build on main; the release waits on it.\n" },
  ],
  invalid: [
    { name: "a failing test with no place", code: "Fix the failing test and tell me what was wrong.\n", errors: [{ messageId: "failure" }] },
  ],
});

// A failure that recurs, which the worker is asked to diagnose, is the subject of the work (texts of my own);
// a recurring failure with a retry and no diagnosis is still a retry.
ruleTester(rule, {
  valid: [
    { name: "keeps timing out, find out why", code: "The tests keep timing out on CI but pass locally. Help me figure out what's different.\n" },
  ],
  invalid: [
    { name: "keeps crashing, try again", code: "The app keeps crashing. Try again with the fix.\n", errors: [{ messageId: "retry" }] },
  ],
});

// A redo forbidden is a rule of the work, in any language that puts its negation before the verb (texts of my own);
// the same verb unnegated is a retry.
ruleTester(rule, {
  valid: [
    { name: "French: do not redo", code: "## Ce qui a été tenté (NE PAS REFAIRE)\n\nConstruis l'export PDF dans `export/pdf.py` avec WeasyPrint.\n" },
    { name: "Spanish: do not redo", code: "No rehacer la migración anterior; añade la columna nueva en `db/migrations/0042.sql`.\n" },
  ],
  invalid: [
    { name: "French: redo", code: "Refais l'export PDF du rapport mensuel avec la mise en page de la semaine dernière, et envoie-le à l'équipe.\n", errors: [{ messageId: "retry" }] },
  ],
});

// "Still the same" says the earlier fix did not take, in any language (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "the same with its failure told, in Polish", code: "Cały czas jest to samo: po zapisie formularz pokazuje błąd 422, bo pole `startDate` idzie jako pusty tekst. Napraw walidację w `src/Form.tsx`.\n" },
    { name: "a design kept the same is no retry, in Russian", code: "Оставь дизайн кнопки тем же и добавь подсказку в `src/Button.tsx`.\n" },
  ],
  invalid: [
    { name: "still the same, in Polish", code: "Cały czas jest to samo. Napraw to w `src/Form.tsx`.\n", errors: [{ messageId: "retry" }] },
    { name: "all the same again, in Russian", code: "Опять то же самое. Исправь `src/auth.ts`.\n", errors: [{ messageId: "retry" }] },
  ],
});

// A count of the tries is a retry ("This is the third time."), with no account of what went wrong; a count of
// something else is not (texts of my own).
ruleTester(rule, {
  valid: [{ name: "a count of runs that passed", code: "For the third time in a row the nightly build passed; tag it as `v2.1`.\n" }],
  invalid: [{ name: "the count of the tries, and the ask again", code: "This is the third time. Fix the login bug for real.\n", errors: [{ messageId: "retry" }] }],
});
