#!/usr/bin/env node
// Counts the hand-written cue machinery in the judgment code: regular expressions, and the listed
// words inside them (plain-word alternatives) and in word arrays or sets. The judgment issue asks
// for these counts before and after the rules moved to mechanisms. Usage: node scripts/count-cues.mjs [dirs...]
import ts from "typescript";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ["rules"];
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(?:ts|json)$/.test(n)) files.push(p);
  }
};
dirs.forEach(walk);

const WORD = /^\p{L}[\p{L}\p{M}'’ -]{0,40}$/u;
let regexes = 0;
let words = 0;
const alternatives = (src) => {
  // top-level-ish split on |, keep pieces that read as plain words
  let n = 0;
  for (const piece of src.replace(/\\./g, " ").split(/[|()]/)) {
    // eslint-disable-next-line regexp/no-super-linear-move -- a script over our own sources, not over input
    const p = piece.replace(/[?*+^$]|\{\d+(,\d*)?\}|\[[^\]]*\]/g, "").trim();
    if (p && WORD.test(p)) n++;
  }
  return n;
};
for (const f of files) {
  const text = readFileSync(f, "utf8");
  if (f.endsWith(".json")) {
    const walkJson = (v) => { if (typeof v === "string") { if (WORD.test(v)) words++; } else if (Array.isArray(v)) v.forEach(walkJson); else if (v && typeof v === "object") Object.values(v).forEach(walkJson); };
    walkJson(JSON.parse(text));
    continue;
  }
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      regexes++;
      words += alternatives(node.text.slice(1, node.text.lastIndexOf("/")));
    } else if (ts.isNewExpression(node) && node.expression.getText(sf) === "RegExp") {
      regexes++;
      const a = node.arguments?.[0];
      if (a) words += alternatives(a.getText(sf));
    } else if (ts.isArrayLiteralExpression(node)) {
      for (const e of node.elements) if (ts.isStringLiteral(e) && WORD.test(e.text)) words++;
    } else if (ts.isStringLiteral(node) && node.parent && ts.isCallExpression(node.parent) && /\.split$/.test(node.parent.expression.getText(sf))) {
      // "a b c".split(" ") word lists
    } else if (ts.isCallExpression(node) && /\.split$/.test(node.expression.getText(sf)) && ts.isPropertyAccessExpression(node.expression)) {
      const obj = node.expression.expression;
      if (ts.isStringLiteral(obj) || ts.isNoSubstitutionTemplateLiteral(obj)) words += obj.text.split(/[\s|,]+/).filter((w) => WORD.test(w)).length;
      else if (ts.isParenthesizedExpression(obj) || ts.isBinaryExpression(obj)) {
        const t = obj.getText(sf).replace(/["'`+\n()]/g, " ");
        words += t.split(/\s+/).filter((w) => WORD.test(w)).length;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
console.log(JSON.stringify({ dirs, files: files.length, regexes, words }));
