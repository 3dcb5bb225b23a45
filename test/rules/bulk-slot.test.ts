import { describe, expect, it } from "vitest";
import rule from "../../rules/bulk-slot.js";
import { ruleTester, runRule } from "../helpers/rule-tester.js";

ruleTester(rule, {
  valid: [
    "Write a job posting for {company_name} in {country_code}.",
    "Review the file at {code_path}; the tree is:\n\n{source_tree}\n",
    "Summarize {history_summary} and fix {error_context}.",
    "{% for command in commands %}\n$ {{ command }}\n{% endfor %}\n",
    { name: "ignored by option", code: "Recreate it:\n\n{code}\n", options: { ignore: ["code"] } },
    { name: "generic slot without a bulk label", code: "Answer the question:\n\n{input}\n" },
    { name: "one-word slot inside a sentence is a value", code: "The request returned {code}; list the {files} it touched." },
    { name: "a label that makes it a value", code: "Error code: {code}\n" },
  ],
  invalid: [
    {
      name: "code slot",
      code: "I have the file `{filename}`:\n\n```\n{code}\n```\n\nTask: {task}\n",
      errors: [{ messageId: "slot", line: 4, column: 1, endLine: 4, endColumn: 7, message: /^The slot `\{code\}` will paste whole source files/ }],
    },
    {
      name: "each loop over files, reported once",
      code: "{{#each files}}\n`{{path}}`:\n\n{{code}}\n{{/each}}\n",
      errors: [{ messageId: "loop", line: 1, column: 1, endColumn: 16, message: /loops over whole files/ }],
    },
    {
      name: "jinja loop over a conversation",
      code: "The exchange so far:\n\n{% for message in conversation %}\n{{ message }}\n{% endfor %}\n",
      errors: [{ messageId: "loop", line: 3, message: /conversation is stored/ }],
    },
    { name: "file content", code: "Fix this:\n\n{{ file_content }}\n", errors: [{ messageId: "slot", line: 3, message: /whole files/ }] },
    { name: "camelCase chat history", code: "Context:\n{chatHistory}\n", errors: [{ messageId: "slot", line: 2, message: /a whole conversation/ }] },
    { name: "generic slot under a bulk heading", code: "## Legacy Code\n\n{input}\n\nPort it to Rust.\n", errors: [{ messageId: "slot", line: 3 }] },
    { name: "extra names", code: "Here: {blob}\n", options: { names: ["blob"] }, errors: [{ messageId: "slot", line: 1, column: 7 }] },
  ],
});

describe("bulk-slot on large input", () => {
  it("completes on a 1 MB adversarial input", () => {
    const code = "{code} {{#each files}} {% for m in conversation %} ".repeat(20_000);
    expect(code.length).toBeGreaterThan(1_000_000);
    expect(runRule(rule, code).length).toBeGreaterThan(0);
  }, 180_000);
});

// A whole document read out (OCR, a PDF's text) or a transcript, named by the slot (slot names of my own).
ruleTester(rule, {
  valid: [
    { name: "an OCR confidence is a number", code: "Flag pages whose OCR confidence is below {ocr_threshold}.\n" },
    { name: "a PDF's name", code: "Summarize the findings of {pdf_name} in three bullets.\n" },
  ],
  invalid: [
    { name: "the OCR text of the scans", code: "Check every page of the contract for missing signatures.\n\n{ocr_text}\n", errors: [{ messageId: "slot", message: /whole documents/ }] },
    { name: "a transcription on its own line", code: "Pick the three best clips from the video.\n\nTranscription:\n{transcription}\n", errors: [{ messageId: "slot", message: /whole transcript/ }] },
  ],
});
