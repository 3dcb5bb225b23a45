// handoff-lint library entry point.
export { lintText, lintFiles, resolveConfig, writeAtomic, clearCaches } from "./api.js";
export type { LintTextOptions, LintFilesOptions, LintFilesResult, FileProblem } from "./api.js";
export type { ParentContextInput } from "./transcript/context.js";
export { parseHandoff } from "./document/parse.js";
export { countTokens } from "./document/tokens.js";
export { lintWithConfig, lintAndFix, applyFixes } from "./engine/lint.js";
export { getBuiltinRules, getRule, ConfigError, DEFAULT_FILES, DEFAULT_BUDGET } from "./config/config.js";
export { loadFormatter, FORMATS } from "./format/index.js";
export type * from "./types.js";
