// Summaries of a V8 .cpuprofile (as `node --cpu-prof` writes it): self time per function, per
// package or part of ours, and inclusive time per function. Pure: takes the parsed JSON.

/** Where a script URL belongs: "node_modules/<pkg>", "ours: dist/<dir>", "node internals", or a tag. */
export function ownerOf(url, functionName = "") {
  if (!url) {
    if (functionName === "(garbage collector)") return "(gc)";
    if (functionName === "(program)" || functionName === "(idle)" || functionName === "(root)") return functionName;
    return "(native)";
  }
  if (url.startsWith("node:")) {
    if (/node:internal\/modules\//.test(url)) return "node: module loader";
    return "node: other internals";
  }
  const nm = url.lastIndexOf("/node_modules/");
  if (nm !== -1) {
    const rest = url.slice(nm + 14).split("/");
    return "pkg " + (rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]);
  }
  const dist = url.indexOf("/dist/");
  if (dist !== -1) {
    const rest = url.slice(dist + 6).split("/");
    return "ours " + rest.slice(0, Math.min(rest.length - 1, 2)).join("/");
  }
  const m = /\/(bin|bench)\//.exec(url);
  if (m) return `ours ${m[1]}`;
  return "other: " + url.replace(/^file:\/\//, "");
}

/** Sample durations in ms per node id. */
function sampleTimes(profile) {
  const t = new Map();
  const { samples = [], timeDeltas = [] } = profile;
  // timeDeltas[i] is the time before sample i; the interval a sample stands for is the next delta.
  for (let i = 0; i < samples.length; i++) {
    const dt = (timeDeltas[i + 1] ?? timeDeltas[i] ?? 0) / 1000;
    t.set(samples[i], (t.get(samples[i]) ?? 0) + dt);
  }
  return t;
}

/**
 * { totalMs, byOwner: [[owner, ms]], bySelf: [[label, ms]], byInclusive: [[label, ms]] }, each sorted
 * descending. Inclusive time counts a function once per sample even when it recurses.
 */
export function summarizeProfile(profile, { top = 15 } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = sampleTimes(profile);
  const byOwner = new Map();
  const bySelf = new Map();
  const byInclusive = new Map();
  let totalMs = 0;
  const label = (n) => {
    const cf = n.callFrame;
    const where = cf.url ? `${shortUrl(cf.url)}:${cf.lineNumber + 1}` : "";
    return `${cf.functionName || "(anonymous)"}${where ? " " + where : ""}`;
  };
  for (const [id, ms] of self) {
    const n = nodes.get(id);
    if (!n) continue;
    totalMs += ms;
    const owner = ownerOf(n.callFrame.url, n.callFrame.functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const l = label(n);
    bySelf.set(l, (bySelf.get(l) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cn = nodes.get(cur);
      const cl = label(cn);
      if (seen.has(cl)) continue;
      seen.add(cl);
      byInclusive.set(cl, (byInclusive.get(cl) ?? 0) + ms);
    }
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { totalMs, byOwner: sorted(byOwner), bySelf: sorted(bySelf), byInclusive: sorted(byInclusive) };
}

export function shortUrl(url) {
  const nm = url.lastIndexOf("/node_modules/");
  if (nm !== -1) return url.slice(nm + 14);
  const d = url.indexOf("/dist/");
  if (d !== -1) return url.slice(d + 1);
  return url.replace(/^file:\/\/.*\/(bin|bench)\//, "$1/");
}
