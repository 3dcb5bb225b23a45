// The three parsers, loaded on first use: most runs lint Markdown only, and the CLI's startup loads no parser
// it does not need (as config.ts loads yaml and picomatch).
import { createRequire } from "node:module";

const req = createRequire(import.meta.url);
let yaml: typeof import("yaml") | null = null;
let toml: typeof import("toml-eslint-parser") | null = null;
let jsonc: typeof import("jsonc-parser") | null = null;

export const yamlLib = () => (yaml ??= req("yaml") as typeof import("yaml"));
export const tomlLib = () => (toml ??= req("toml-eslint-parser") as typeof import("toml-eslint-parser"));
export const jsoncLib = () => (jsonc ??= req("jsonc-parser") as typeof import("jsonc-parser"));
