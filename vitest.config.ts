import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core free, which on a two-core machine (CI's) runs the files one at a
    // time. Much of the suite waits on child processes (the built CLI, hook time budgets), and the tests that
    // compare costs count their own process's CPU, not wall time, so two forks there halve the wall time.
    // The one test that compares a rule's CPU at two sizes (test/hostile/rules-linear.test.ts) still feels a
    // neighbour's load through the caches (a cheap rule measured x14 beside another fork, x4 alone), so
    // `npm test` runs it alone, after the rest.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
