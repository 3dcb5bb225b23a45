import rule from "../../rules/context-budget.js";
import { ruleTester } from "../helpers/rule-tester.js";

const LOG = Array.from({ length: 120 }, (_, i) => `2024-05-01T10:${String(i % 60).padStart(2, "0")}:00Z ERROR worker-${i % 7} failed to connect to db-primary:5432 (attempt ${i})`).join("\n");

ruleTester(rule, {
  valid: [{ name: "under the budget", code: "Fix the connection error in `src/db/pool.ts`.", budget: 4000 }],
  invalid: [
    {
      name: "the budget runs out inside a pasted log: reported where the block starts (issue 14.9)",
      code: "The deploy fails. Here is the log:\n\n```\n" + LOG + "\n```\n\nFix the connection error in `src/db/pool.ts`.\n",
      budget: 1000,
      errors: [{ messageId: "overInBlock", line: 3, column: 1, message: /runs out at line \d+, inside this pasted block/ }],
    },
    {
      name: "prose past the budget: its first line",
      code: "Fix the importer.\n\n" + "Keep the CSV columns as they are and do not reorder them.\n".repeat(60),
      budget: 200,
      errors: [{ messageId: "over" }],
    },
  ],
});
