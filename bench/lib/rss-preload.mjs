// Fallback peak-memory probe when /usr/bin/time is absent: `node --import THIS script.js` writes the
// process's max RSS (KB, as /usr/bin/time %M) to $BENCH_RSS_FILE when it exits.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_RSS_FILE;
if (file) {
  process.on("exit", () => {
    try {
      writeFileSync(file, `${process.resourceUsage().maxRSS}\n`);
    } catch {
      /* nothing to report to */
    }
  });
}
