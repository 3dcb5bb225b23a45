// `node --import THIS ...`: count the ES modules and CommonJS files a run loads, and the bytes of source,
// written as JSON to $BENCH_MODULES_FILE at exit. Used by bench/profile-startup.mjs.
import { register, createRequire } from "node:module";
import { MessageChannel } from "node:worker_threads";
import { writeFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const out = process.env.BENCH_MODULES_FILE;
const esm = new Set();
if (out) {
  const { port1, port2 } = new MessageChannel();
  port1.on("message", (url) => esm.add(url));
  port1.unref();
  register(
    "data:text/javascript," +
      encodeURIComponent(
        "let port; export function initialize(d) { port = d.port; }" +
          "export async function load(url, context, next) { if (url.startsWith('file:')) port.postMessage(url); return next(url, context); }",
      ),
    import.meta.url,
    { data: { port: port2 }, transferList: [port2] },
  );
  process.on("exit", () => {
    const require = createRequire(import.meta.url);
    const cjs = Object.keys(require.cache).filter((f) => !f.startsWith("node:"));
    const files = new Set([...[...esm].map((u) => fileURLToPath(u)), ...cjs]);
    let bytes = 0;
    for (const f of files) {
      try {
        bytes += statSync(f).size;
      } catch {
        /* gone */
      }
    }
    const pkgs = new Set();
    for (const f of files) {
      const i = f.lastIndexOf("/node_modules/");
      if (i === -1) continue;
      const p = f.slice(i + 14).split("/");
      pkgs.add(p[0].startsWith("@") ? `${p[0]}/${p[1]}` : p[0]);
    }
    writeFileSync(out, JSON.stringify({ esm: esm.size, cjs: cjs.length, files: files.size, bytes, packages: [...pkgs].sort() }) + "\n");
  });
}
