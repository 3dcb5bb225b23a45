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
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
