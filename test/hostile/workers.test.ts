// HANDOFF_LINT_WORKERS (and the API's `workers`) is capped: Infinity, a huge number or garbage never
// starts more than MAX_WORKERS threads, and the results are those of an inline run.
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
// The built library: worker threads load compiled modules.
import { lintFiles, MAX_WORKERS } from "../../dist/src/api.js";
import { project } from "../core/tmp.js";

describe("worker threads", () => {
  it("MAX_WORKERS is twice the cores", () => {
    expect(MAX_WORKERS).toBe(Math.max(1, availableParallelism() * 2));
  });

  it.each([Infinity, 1e9, Number.MAX_SAFE_INTEGER, NaN, -5])("workers: %s lints with at most MAX_WORKERS threads, same results", async (workers) => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 80; i++) files[`prompts/p${i}.md`] = `Fix the loader in src/a${i}.ts; it crashes on empty input.\n`;
    const dir = project(files);
    const { Worker } = await import("node:worker_threads");
    let started = 0;
    const proto = Worker.prototype as unknown as { postMessage: (...a: unknown[]) => void };
    const post = proto.postMessage;
    const seen = new Set<unknown>();
    proto.postMessage = function (this: unknown, ...a: unknown[]) {
      if (!seen.has(this)) {
        seen.add(this);
        started++;
      }
      return post.apply(this, a);
    };
    try {
      const inline = await lintFiles(["prompts"], { cwd: dir, workers: 0 });
      const many = await lintFiles(["prompts"], { cwd: dir, workers });
      expect(many.results).toEqual(inline.results);
      expect(started).toBeLessThanOrEqual(MAX_WORKERS);
      if (workers > 0) expect(started).toBeGreaterThan(0);
    } finally {
      proto.postMessage = post;
    }
  }, 120_000);
});
