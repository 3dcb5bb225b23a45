// OpenCode plugin: check each `task` dispatch with handoff-lint before the sub-agent starts, and refuse it
// when the handoff has an error, with the problems for the model to rewrite the prompt.
//
// Install: copy this file to .opencode/plugins/ (a project) or ~/.config/opencode/plugins/ (everywhere).
// It runs `handoff-lint hook opencode`, so the rules, the config lookup and the verdict are the CLI's. The
// command is $HANDOFF_LINT_BIN if set, else the project's node_modules/.bin/handoff-lint, else the one on
// PATH. See docs/integrations.md ("OpenCode").
//
// OpenCode's hook, per packages/plugin/src/index.ts: `tool.execute.before(input, output)` with `input`
// `{ tool, sessionID, callID }` and `output` `{ args }`; a plugin blocks the call by throwing, and the error's
// message reaches the model (https://opencode.ai/docs/plugins).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

interface ToolInput {
  tool: string;
  sessionID: string;
  callID: string;
}

interface Answer {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The handoff-lint to run: an explicit one, the project's own install, or whatever PATH finds. */
export function handoffLintCommand(directory: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.HANDOFF_LINT_BIN) return env.HANDOFF_LINT_BIN;
  const local = join(directory, "node_modules", ".bin", process.platform === "win32" ? "handoff-lint.cmd" : "handoff-lint");
  return existsSync(local) ? local : "handoff-lint";
}

/** Run the hook with the payload on stdin; a command that cannot start answers like a failed hook. */
function runHook(command: string, payload: string, cwd: string): Promise<Answer> {
  return new Promise((resolve) => {
    const child = spawn(command, ["hook", "opencode"], { cwd, stdio: ["pipe", "pipe", "pipe"], shell: process.platform === "win32" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", (e) => resolve({ code: null, stdout: "", stderr: `could not run ${command}: ${e.message}` }));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.on("error", () => undefined);
    child.stdin.end(payload);
  });
}

/** The refusal's reason, when the hook refused: `{"decision":"deny","reason":…}` on stdout, or exit 2. */
export function refusalOf(answer: Answer): string | null {
  if (answer.code === 2) return answer.stderr.trim() || "handoff-lint refused this dispatch.";
  if (answer.code !== 0 || !answer.stdout.trim()) return null;
  try {
    const decision = JSON.parse(answer.stdout) as { decision?: unknown; reason?: unknown };
    return decision.decision === "deny" ? String(decision.reason ?? "handoff-lint refused this dispatch.") : null;
  } catch {
    return null; // not a decision: the hook's own notes go to stderr, and the dispatch goes ahead
  }
}

export const HandoffLint = async ({ directory }: { directory: string }) => ({
  "tool.execute.before": async (input: ToolInput, output: { args: Record<string, unknown> }) => {
    if (input.tool !== "task") return;
    const payload = JSON.stringify({ tool: input.tool, sessionID: input.sessionID, callID: input.callID, args: output.args, directory });
    const answer = await runHook(handoffLintCommand(directory), payload, directory);
    const reason = refusalOf(answer);
    // A hook that could not run (not installed, broken config) lets the dispatch go ahead, as the hook
    // itself does without --fail-closed: a broken linter must not stop the work.
    if (reason) throw new Error(reason);
  },
});
