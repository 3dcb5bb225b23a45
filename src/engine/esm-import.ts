// Loads an ES module (a config file, a custom rule plugin) by file URL.
//
// One place for it because of the bundled CLI: its chunks are compiled through V8's code cache
// (src/cli/code-cache.ts), by vm.Script, and an import() in such a script has no loader to call (Node
// offers one only as an experimental feature that prints a warning). scripts/bundle.mjs makes this module
// a chunk of its own, dist/cli/esm-import.cjs, which the cache leaves to Node's own loader, where
// import() works as in any required file.
export function importEsm(url: string): Promise<Record<string, unknown>> {
  return import(url) as Promise<Record<string, unknown>>;
}
