// Library API: the doors into the engine (src/engine/), which every door uses: the CLI, the editor and
// agent servers, the hook and library callers. Nothing here but what the library exports.
export { lintText, type LintTextOptions } from "./engine/lint-text.js";
export {
  lintFiles,
  writeAtomic,
  MAX_WORKERS,
  WORKER_MIN_BYTES,
  WORKER_MIN_CORES,
  WORKER_MIN_FILES,
  type FileProblem,
  type LintFilesOptions,
  type LintFilesResult,
} from "./engine/lint-files.js";
export { clearCaches, resolveConfig } from "./engine/resolve-config.js";
export { summarize } from "./engine/lint.js";
export { ConfigError } from "./config/config.js";
/** (For the CLI: one size format for every "too large" message.) */
export { formatBytes } from "./engine/files.js";
