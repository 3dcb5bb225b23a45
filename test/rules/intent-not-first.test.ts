import rule from "../../rules/intent-not-first.js";
import { ruleTester } from "../helpers/rule-tester.js";

const FILES = Array.from({ length: 40 }, (_, i) => `- \`src/module${i}/index.ts\` holds module ${i} of the pipeline and its tests live beside it.`).join("\n");
const DEEP = `# Session store\n\n## Files\n\n${FILES}\n\n## Task\n\nMove the session store onto Redis, so that sessions survive the nightly deploy.\n`;
const FIRST = `# Session store\n\nMove the session store onto Redis, so that sessions survive the nightly deploy.\n\n## Files\n\n${FILES}\n`;
const deepLine = DEEP.split("\n").findIndex((l) => l.startsWith("Move the session")) + 1;

ruleTester(rule, {
  valid: [
    { name: "purpose first", code: FIRST },
    { name: "short texts are not judged", code: "Some files.\n\nMove the store onto Redis, so that sessions survive the deploy." },
    { name: "no purpose is missing-intent's", code: `# Store\n\n## Files\n\n${FILES}\n\nMove the session store onto Redis.\n` },
  ],
  invalid: [
    {
      code: DEEP,
      errors: [{ messageId: "deep", line: deepLine, column: 1, message: new RegExp(`first appears on line ${deepLine}, \\d+% into the text`) }],
    },
  ],
});
