// ESLint (flat config): typescript-eslint's recommended rules, eslint-plugin-regexp's (slow and redundant
// regular expressions: the rules match prose with many of them), and the folder layering of ARCHITECTURE.md
// as import restrictions. `npm run lint`; warnings are allowed in CI, errors are not.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import regexp from "eslint-plugin-regexp";
import globals from "globals";

/** Imports a folder may not make: each entry is the folder's files and the import paths it must not name. */
const LAYERS = [
  {
    files: ["src/document/**/*.ts"],
    may: "types, load and its own folder (the document knows nothing of rules, configs or doors)",
    not: ["../engine/*", "../config/*", "../cli/*", "../integrations/*", "../format/*", "../analysis/*", "../transcript/*", "../../rules/*", "../api.js", "../index.js"],
  },
  {
    files: ["src/analysis/**/*.ts"],
    may: "types, the document, load and its own folder",
    not: ["../engine/*", "../config/*", "../cli/*", "../integrations/*", "../format/*", "../transcript/*", "../../rules/*", "../api.js", "../index.js"],
  },
  {
    files: ["rules/**/*.ts"],
    may: "types, version, the analysis and the transcript model (a rule reads the document it is given)",
    not: ["../src/engine/*", "../src/config/*", "../src/cli/*", "../src/integrations/*", "../src/format/*", "../src/document/*", "../src/api.js", "../src/index.js"],
  },
  {
    files: ["src/format/**/*.ts"],
    may: "types and version (a formatter prints results it is given)",
    not: ["../engine/*", "../config/*", "../cli/*", "../integrations/*", "../document/*", "../analysis/*", "../transcript/*", "../../rules/*", "../api.js", "../index.js"],
  },
  {
    files: ["src/config/**/*.ts"],
    may: "types, load, the rule index and the engine's file reader",
    not: ["../engine/*", "!../engine/read-file.js", "../cli/*", "../integrations/*", "../format/*", "../api.js", "../index.js"],
  },
  {
    files: ["src/engine/**/*.ts"],
    may: "everything below the doors (never api.ts: workers and the doors import the engine, not the other way)",
    not: ["../cli/*", "../integrations/*", "../format/*", "../api.js", "../index.js"],
  },
];

// Files other people own while this config lands: what fires there is a warning for them to fix, never an
// error that fails CI on code its owner has not seen the rule for yet.
const OWNED_ELSEWHERE = [
  "rules/**/*.ts",
  "src/analysis/**",
  "src/transcript/**",
  "src/integrations/**",
  "src/format/**",
  "src/formats/**",
  "src/engine/files.ts",
  "test/transcript/**",
  "test/integrations/**",
  "test/hostile/**",
  "test/rules/**",
  "test/formats/**",
  "test/fixtures.test.ts",
  "test/docs.test.ts",
  "test/readme.test.ts",
  "test/essay.test.ts",
  "test/generalization.test.ts",
  "test/fuzz/**",
];
// Matters of taste, not of speed or meaning: [A-Za-z] beside an i flag reads as clearly, [0-9] as \d.
const TASTE = {
  "regexp/use-ignore-case": "off",
  "regexp/prefer-w": "off",
  "regexp/prefer-d": "off",
  "regexp/prefer-character-class": "off",
  "regexp/prefer-predefined-assertion": "off",
};
const isOn = (setting) => ![0, "off"].includes(Array.isArray(setting) ? setting[0] : setting);
/** Every rule the configs leave on (later configs win, as ESLint merges them), as a warning. */
function asWarnings(configs) {
  const merged = Object.assign({}, ...configs.map((c) => c.rules ?? {}));
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([, s]) => isOn(s))
      .map(([id]) => [id, "warn"]),
  );
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "fixtures/**", "coverage/**", "bench/out/**", "bench/experiments/**", "rules/index.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  regexp.configs["flat/recommended"],
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are errors, except those that say they are unused (`_d` for a value destructured away).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", destructuredArrayIgnorePattern: "^_" }],
      // Rules and parsers match control characters on purpose (a BOM, a NUL, C0 escapes).
      "no-control-regex": "off",
      // eslint-plugin-regexp's complexity and style rules stay warnings: they point at rules/ that other
      // people own; the ones that find slowness (super-linear backtracking) are read and fixed there.
      "regexp/no-super-linear-backtracking": "warn",
      ...TASTE,
      "regexp/no-super-linear-move": "warn",
      "regexp/no-misleading-capturing-group": "warn",
    },
  },
  {
    files: ["bin/**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: OWNED_ELSEWHERE,
    rules: { ...asWarnings([js.configs.recommended, ...tseslint.configs.recommended, regexp.configs["flat/recommended"]]), ...TASTE },
  },
  ...LAYERS.map((layer) => ({
    files: layer.files,
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: layer.not, message: `this folder may import ${layer.may}: see ARCHITECTURE.md` }] }],
    },
  })),
);
