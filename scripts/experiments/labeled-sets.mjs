// The labeled sets an experiment may read: the dev corpus and the fixtures/wild* sets already scored blind (their
// README says so). A set still being collected stays unread, and the check part is never among them.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

/** [name, folder] of each set, the dev corpus first. `root` is the project's folder. */
export function labeledSets(root) {
  const scoredBlind = (d) => existsSync(join(root, "fixtures", d, "README.md")) && /Scored blind (?:on|at|by)|it is a development set/.test(readFileSync(join(root, "fixtures", d, "README.md"), "utf8"));
  const sets = [["dev", resolve(root, "..", "shared", "corpus")]];
  for (const d of readdirSync(join(root, "fixtures"))) if (/^wild\d*$/.test(d) && existsSync(join(root, "fixtures", d, "labels.jsonl")) && scoredBlind(d)) sets.push([d, join(root, "fixtures", d)]);
  return sets;
}
