import { describe, expect, it } from "vitest";
import rule from "../../rules/bare-request.js";
import { ruleTester } from "../helpers/rule-tester.js";
import { lintText } from "../../src/api.js";

ruleTester(rule, {
  valid: [
    // a refactor at a named place, for a stated end, has one; a conjunct with a bounded result is specified
    { name: "a refactor anchored and with its end", code: "Refactor `src/billing.ts` to remove the duplicated tax code.\n" },
    { name: "a fix and a bounded note", code: "Fix the login redirect and write a short note for the team.\n" },
    { name: "a form whose shape is its end", code: "Write a haiku about the first snow in the harbour.\n" },
    { name: "a size that bounds the result", code: "Write two taglines for the spring sale.\n" },
    { name: "an improvement with a measured shortfall", code: "Improve the checkout page; it takes 6 seconds to render the cart.\n" },
    { name: "a length bound says what to hand back", code: "Explore the repo and explain how the job queue retries work. Keep it under 200 words.\n" },
    { name: "a purpose", code: "Write a blog post about handoff failures, so that readers stop blaming the model." },
    { name: "an output", code: "Write a blog post about handoff failures and save it in drafts." },
    { name: "anchored to a file", code: "Write a blog post about `docs/handoffs.md`." },
    { name: "a closed task", code: "Rename the `foo` column to `bar`." },
    { name: "a wanted end state", code: "i want master to be empty and a PR for the initial branch to merge to master" },
    { name: "longer than bare", code: "Write a blog post about handoff failures. " + "It should cover the three modes in turn. ".repeat(10) },
    { name: "a template", code: "Write a blog post about {topic}." },
    // the request names its own result
    { name: "a named result with what it does", code: "Create a React component called PriceTag that shows a price with its currency symbol." },
    { name: "an end state", code: "Make the navigation bar sticky on small screens." },
    { name: "who a message is for", code: "Draft a short note to the support team about the new refund limits." },
    { name: "the source it is drawn from", code: "Summarize what changed between the last two versions from the changelog." },
  ],
  invalid: [
    // a refactor with no target state has no natural end; an open-ended ask after "and" leaves the whole open
    { name: "a bare refactor", code: "Refactor the billing module.\n", errors: [{ messageId: "bare" }] },
    { name: "an open-ended conjunct", code: "Refactor the project structure and create a profile update form.\n", errors: [{ messageId: "bare" }] },
    { name: "the essay's failing case", code: "Write a blog post about handoff failures.", errors: [{ messageId: "bare", line: 1, column: 1, endLine: 1, endColumn: 42 }] },
    { name: "as a retry", code: "Retry: write a blog post about handoff failures.", errors: [{ messageId: "bare", line: 1, column: 1 }] },
    { name: "making something new is not an end state", code: "Make a landing page for the product.", errors: [{ messageId: "bare", line: 1 }] },
    { name: "an improvement with no measure", code: "Improve the checkout page so it feels better.", errors: [{ messageId: "bare", line: 1 }] },
    { name: "please", code: "Please design a landing page for the product.", errors: [{ messageId: "bare", line: 1, message: /is the whole handoff: say what it is for/ }] },
  ],
});

const ESSAY_REWRITE = `This post exists to show that sub-agent failures are information lost at the handoff, not
missing capability, so that readers stop blaming the model and start writing better handoffs.

Constraints that kill:
- Under 1,500 words; readers have already seen three posts on agents this month.
- No invented incidents: every failure described must come from \`notes/failures.md\`.
- The thesis is the handoff, not the clone: do not drift into model comparisons.

Context: this is attempt 2. Attempt 1 timed out because the clones rebuilt context they were
never given, so write the draft yourself instead of fanning out.

Pointers: the outline is in \`drafts/outline.md\`; earlier posts are in \`posts/\`.

Done when the draft reads end to end and every claim points to a note. If a section needs a
fact you cannot find in the notes, leave a TODO there rather than guessing.

Hand back: the draft at \`drafts/handoff-failures.md\`, committed, and a one-line summary of its thesis.
`;

describe("the essay's handoffs", () => {
  const mine = new Set(["no-request", "task-menu", "bare-request", "missing-intent", "intent-not-first", "missing-success-criteria", "missing-failure-path", "missing-output-spec"]);
  it("flags the bare request for intent with the default config", async () => {
    for (const text of ["Write a blog post about handoff failures.", "Attempt 2 (the first one timed out): write a blog post about handoff failures."]) {
      const r = await lintText(text, { config: { extends: "recommended" } });
      expect(r.messages.filter((m) => m.concern === "intent").map((m) => m.ruleId)).toContain("bare-request");
    }
  });
  it("leaves the four-part rewrite clean for every intent rule, strict included", async () => {
    const r = await lintText(ESSAY_REWRITE, { config: { extends: "strict" } });
    expect(r.messages.filter((m) => m.ruleId !== null && mine.has(m.ruleId)).map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`)).toEqual([]);
  });
});

// Paraphrases found while checking that the rule generalizes beyond the tuning corpus.
ruleTester(rule, {
  valid: [{ name: "a fix at a named place has a natural end", code: "Fix the null check in `src/cache/get.ts`\n" }],
  invalid: [
    {
      name: "looking around has no end, even at a named place",
      code: "have a look at the caching layer in `src/cache/`\n",
      errors: [{ messageId: "bare", line: 1, column: 1, endColumn: 49 }],
    },
  ],
});

// Looking into why, whether or how something happens asks an embedded question, whose answer is where the
// looking ends (texts of my own); looking into a place has no such end.
ruleTester(rule, {
  valid: [
    { name: "look into why, at a named workflow", code: "Can you look into why the docker build takes 12 minutes on CI but 2 locally? The workflow is `.github/workflows/build.yml`.\n" },
    { name: "dig into whether, at a named file", code: "Dig into whether `src/cache.ts` ever evicts entries.\n" },
  ],
  invalid: [
    { name: "look into a place", code: "Look into the cache code in `src/cache/`.\n", errors: [{ messageId: "bare" }] },
  ],
});

// Open work whose deliverable the text names after all (texts of my own): a later ask that names its result or asks
// for something closed, the parts the thing is made of, or a count (a range too) of what the answer holds.
ruleTester(rule, {
  valid: [
    { name: "a later ask names the deliverable", code: "Research how static site generators handle image resizing. Summarize 3-4 common approaches with pros and cons, and recommend one.\n" },
    { name: "a later closed ask", code: "Research how other CLIs find their config files. Then list the lookup order each one uses.\n" },
    { name: "the parts it is made of", code: "Create a landing page for a bakery with a hero section, an opening-hours table and a contact form.\n" },
  ],
  invalid: [
    { name: "a later ask that is open too", code: "Research how static site generators handle image resizing. Then write about it.\n", errors: [{ messageId: "bare" }] },
    { name: "a topic, not parts", code: "Create a landing page for a bakery.\n", errors: [{ messageId: "bare" }] },
  ],
});

// What the thing does, and how the result is laid out, name the result (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "what the new version does", code: "Write a safer version of the signup migration that adds the column as nullable first.\n" },
    { name: "how the result is grouped", code: "Draft release notes from the merged pull requests, grouped into features, fixes and breaking changes.\n" },
  ],
  invalid: [
    { name: "what it is, not what it does", code: "Write a safer version of the signup migration that is better.\n", errors: [{ messageId: "bare" }] },
  ],
});

// In other languages: a question asks for its answer, and a result clause or a goal stated as such names the end of
// open-ended work (texts of my own); the same open verb with neither is bare.
ruleTester(rule, {
  valid: [
    { name: "Chinese: a question", code: "这个接口太慢了，能帮我看看哪里可以优化吗？\n" },
    { name: "Polish: a result clause", code: "Popraw walidację formularza, żeby pokazywała błąd pod każdym polem.\n" },
    { name: "Chinese: a goal stated as such", code: "优化 `src/search.ts` 里的 `rank` 函数，目标是 1 万条数据下 50ms 以内。\n" },
    { name: "Russian: a goal after a dash", code: "Оптимизируй функцию `rank` в `src/search.ts`, цель — меньше 50 мс на 10 000 строк.\n" },
    { name: "Spanish: a goal stated as such", code: "Optimiza la función `rank` en `src/search.ts`; el objetivo es menos de 50 ms con 10.000 filas.\n" },
  ],
  invalid: [
    { name: "Polish: an open verb alone", code: "Popraw walidację w formularzu rejestracji.\n", errors: [{ messageId: "bare" }] },
    { name: "Chinese: an open verb alone", code: "优化这个接口的性能。\n", errors: [{ messageId: "bare" }] },
    { name: "Chinese: an open verb on a located thing, no goal", code: "优化 `src/search.ts` 里的 `rank` 函数。\n", errors: [{ messageId: "bare" }] },
  ],
});

// A standard the result must meet, or a check that shows it is done, names the end (texts of my own).
ruleTester(rule, {
  valid: [
    { name: "a standard to match", code: "Redesign the settings dialog to match the onboarding screens exactly.\n" },
    { name: "tests that verify it", code: "Refactor the pricing module and add tests verifying that totals do not change.\n" },
    { name: "parity with the old version", code: "Rewrite the export script in Go, in parity with the Python version.\n" },
  ],
  invalid: [
    { name: "the same verbs with no standard or check", code: "Redesign the settings dialog.\n", errors: [{ messageId: "bare" }] },
  ],
});
