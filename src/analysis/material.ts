// Material that did not travel with the text, and facts the worker cannot get. The worker receives one
// string: a chat client's paste placeholder, an attachment, an editor selection, a section "below" that
// is not there, a spec that lives in a team tool with no link, a key it is told to ask someone for.
// Each finder returns what it found with the evidence that makes it sure or not.
import type { HandoffDocument, Range } from "../types.js";
import { conditionalBefore, cueLanguages, findCues, hasCue } from "./cues.js";
import { SHORT_TEXT_WORDS, proseSize } from "./discourse.js";
import { FIRST_LATIN_LANGS, englishByDefault, languageOf, readsEnglish, unspaced, type Lang } from "./lang.js";
import { ABSENT, ACCOUNT_STEP, ASK_PERSON, PERSONS_WORK, ATTACHMENT, DEMONSTRATIVE, IMAGE_NOUN, WRITER_GAVE, EXTERNAL_STORES, FORWARD, FORWARD_WORD, HOSTED_SERVICES, MEANWHILE, PENDING_MATERIAL, PROVIDED, SECRET_FACT, SERVICE_CLI } from "./lexicon.js";
import { findPathsAndCommands } from "../document/references.js";

export interface MaterialFinding {
  kind: "placeholder" | "attachment" | "dangling" | "elsewhere" | "ask-person" | "absent-fact" | "upstream" | "deixis" | "missing" | "pending" | "interactive-login" | "out-of-reach";
  range: Range;
  /** The words found, as the message quotes them. */
  phrase: string;
  /** What the worker lacks (a store's name, the fact's noun). */
  thing?: string;
  /** No locator, slot or delivered content anywhere could stand for it. */
  sure: boolean;
}

// What chat clients and agent UIs leave where a paste, an image or a file was: "[Pasted text #2 +78
// lines]", "[Image #1]", "[Screenshot]", "<image>". The content never reaches a worker that gets the text.
const PLACEHOLDER =
  /\[(?:pasted (?:text|content|image|code)|image|screenshot|attachment|attached file|file|img)(?:\s*#\s*\d{1,4})?(?:\s*\+\s*\d{1,6}\s*lines?)?\]|<(?:image|attachment|screenshot)\s*\/?>/gi;

/** Paste and attachment placeholders left by a chat client. Sure: nothing can stand for the content. */
export function pastePlaceholders(doc: HandoffDocument): MaterialFinding[] {
  const out: MaterialFinding[] = [];
  const text = doc.text.length > 2_000_000 ? doc.text.slice(0, 2_000_000) : doc.text;
  PLACEHOLDER.lastIndex = 0;
  for (let m = PLACEHOLDER.exec(text); m; m = PLACEHOLDER.exec(text)) {
    // "[image]" as a link label or alt text points to a real image: `![image](x.png)`, `[image](…)`
    if (text[m.index + m[0].length] === "(" || text[m.index - 1] === "!") continue;
    if (insideCode(doc, m.index)) continue;
    out.push({ kind: "placeholder", range: [m.index, m.index + m[0].length], phrase: m[0], sure: true });
  }
  return out;
}

// A picture as the frame of what the writer saw in it: "In the screenshot, the goats overlap each other".
const PICTURE_FRAME = /\b(?:in|on)\s+(?:the|this|that|my|our)\s+(?:attached\s+|first\s+|second\s+|last\s+)?(?:screenshot|screen\s?shot|screengrab|image|picture|photo|mockup)s?\b\s*,?\s*/gi;
// What opens a clause that tells nothing of the picture: the reader's looking ("you can see …"), a pro-form
// ("it is broken", "this happens"), a bare word for a fault ("the problem is visible"), a place ("there is …").
const EMPTY_SUBJECT = /^(?:you|we|i|it|this|that|these|those|there|they|everything|something|what|how|which|where|below|above|here)\b|^(?:the|a|an)\s+(?:problem|issue|bug|error|thing|result|difference|change)s?\b/i;
const DESCRIPTION_WORDS = 5;

/**
 * Whether the picture mentioned at `index` of a sentence is the frame of a description the sentence gives: "In
 * the screenshot, the goats overlap each other visually" says what it shows, which is what the worker needs of
 * it (the finding's own advice). The clause after the frame must have a subject of its own that is no pro-form or
 * bare fault word, and five words or more. "As you can see in the screenshot, it is broken" tells nothing. English.
 */
export function describedInPicture(prose: string, index: number): boolean {
  PICTURE_FRAME.lastIndex = 0;
  for (let m = PICTURE_FRAME.exec(prose); m; m = PICTURE_FRAME.exec(prose)) {
    const end = m.index + m[0].length;
    // (a cue may open a few words before the frame: "shown in the screenshot")
    if (index < m.index - 12 || index >= end) continue;
    const clause = prose.slice(end).split(/[;:]|\s[—–]\s/)[0];
    const words = clause.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    return words.length >= DESCRIPTION_WORDS && !EMPTY_SUBJECT.test(clause.trim());
  }
  return false;
}

/** Attachments and screenshots the text says come with it. */
export function attachments(doc: HandoffDocument): MaterialFinding[] {
  // an image in the text itself, or a slot that carries one, delivers it
  if (/!\[[^\]]{0,200}\]\(/.test(doc.text.slice(0, 200_000))) return [];
  if (doc.slots.some((sl) => /image|screenshot|attach|file|selection|picture|img/i.test(sl.name))) return [];
  const langs = cueLanguages(languageOf(doc));
  const english = readsEnglish(doc);
  const out: MaterialFinding[] = [];
  for (const s of doc.sentences) {
    // a locator beside the words delivers it too
    if (s.quoted || /[\uE000\uE001]/.test(s.prose)) continue;
    for (const hit of [...findCues("attachment", ATTACHMENT, langs, s.prose), ...picturesGiven(s.prose, langs)]) {
      if (conditionalBefore(s.prose, hit.index) || (english && describedInPicture(s.prose, hit.index))) continue;
      const a = s.range[0] + hit.index;
      out.push({ kind: "attachment", range: [a, a + hit.text.length], phrase: hit.text, sure: false });
    }
  }
  return out;
}

/**
 * "dałem też 2 zdjęcia", "прикрепил скриншот ошибки": the writer's verb of handing over (`WRITER_GAVE`) and a picture
 * (`IMAGE_NOUN`) after it in one sentence. The phrase runs from the verb to the picture. Not English (see `IMAGE_NOUN`).
 */
function picturesGiven(prose: string, langs: readonly Lang[]): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  const verbs = findCues("writer-gave", WRITER_GAVE, langs, prose);
  const pictures = verbs.length ? findCues("image-noun", IMAGE_NOUN, langs, prose) : [];
  for (const verb of verbs) {
    const picture = pictures.find((p) => p.index > verb.index && p.index - verb.index < 60);
    if (picture) out.push({ index: verb.index, text: prose.slice(verb.index, picture.index + picture.text.length) });
  }
  return out;
}

/**
 * Other languages: material said to be handed over ("o arquivo PDF fornecido", "提供的文件"), in a text with
 * no slot, no code, quote or table, and no locator in the sentence: nothing in the text carries it. English
 * is read by unsupplied-material's own phrases.
 */
export function providedMaterial(doc: HandoffDocument, wired: boolean): MaterialFinding[] {
  if (wired || readsEnglish(doc) || doc.slots.length || doc.blocks.some((b) => b.kind === "code" || b.kind === "blockquote" || b.kind === "table")) return [];
  const langs = cueLanguages(languageOf(doc)).filter((l) => l !== "en");
  const out: MaterialFinding[] = [];
  const sure = presentsNoMaterial(doc);
  for (const s of doc.sentences) {
    if (s.quoted || /[\uE000\uE001]/.test(s.prose)) continue;
    for (const hit of findCues("provided", PROVIDED, langs, s.prose)) {
      if (conditionalBefore(s.prose, hit.index) || findCues("forward", FORWARD, langs, s.prose.slice(hit.index)).length) continue;
      const a = s.range[0] + hit.index;
      out.push({ kind: "missing", range: [a, a + hit.text.length], phrase: hit.text, thing: "it", sure });
    }
  }
  return out;
}

/**
 * The text presents no material at all: no block of code, data, table or quotation, no slot, no path, URL or
 * link. Then "the provided summary" can be nothing in it under another name: the claim is plainly false, and
 * a finding of it is sure.
 */
export function presentsNoMaterial(doc: HandoffDocument): boolean {
  if (doc.slots.length > 0) return false;
  if (doc.blocks.some((b) => b.kind === "code" || b.kind === "table" || b.kind === "blockquote" || b.kind === "html")) return false;
  // (a code span that holds a path, "`.claude/agent-roles/planner.md`", is a path too)
  return !doc.references.some((r) => r.kind === "path" || r.kind === "url" || r.kind === "link" || (r.kind === "code" && spansPath(r.text)));
}

/** Whether a code span's text is a path: it has the shape of one (a slash between names, or a known extension). */
function spansPath(text: string): boolean {
  return findPathsAndCommands(text.replace(/`/g, " ")).some((x) => x.kind === "path");
}

/** A forward reference ("the content provided below", "here is the spec:") with nothing after it. */
export function danglingForward(doc: HandoffDocument): MaterialFinding[] {
  const langs = cueLanguages(languageOf(doc));
  const out: MaterialFinding[] = [];
  const text = doc.text;
  for (const s of doc.sentences) {
    // only the text's last sentences can have nothing after them
    if (s.quoted || s.range[1] + 4000 < text.length) continue;
    const phrases = findCues("forward", FORWARD, langs, s.prose);
    const words = findCues("forward-word", FORWARD_WORD, langs, s.prose);
    if (!phrases.length && !words.length) continue;
    // What follows the sentence, with comments removed: the content it promised, or nothing. A paste
    // placeholder after it is its own finding (pastePlaceholders); the full phrases ("the content provided
    // below") are reported through one as well, the bare words only over nothing at all.
    const following = text.slice(s.range[1]).replace(/<!--[\s\S]*?-->/g, "");
    if (following.replace(/\s+/g, "").length > 0) words.length = 0;
    if (following.replace(PLACEHOLDER, "").replace(/\s+/g, "").length > 0) continue;
    const hits = mergeHits(phrases, words);
    if (!hits.length) continue;
    const hit = hits[hits.length - 1];
    const after = s.prose.slice(hit.index + hit.text.length).replace(/[\s:：.。]+/g, "");
    if (after.length >= 40) continue;
    const a = s.range[0] + hit.index;
    out.push({ kind: "dangling", range: [a, a + hit.text.length], phrase: hit.text, sure: true });
  }
  return out;
}

// "the specs are in ClickUp", "most of it lives in Notion", "see Confluence", "exactly as in the Figma", "the design
// from the Figma": the material itself is kept
// there (English; a store read at run time, "rows from the Google Sheet", is the program's input, not this).
const STORE = new RegExp(
  String.raw`\b(?:(?:is|are|'s|lives?|kept|stored|documented|described|written|tracked|listed|captured)\s+(?:all\s+|mostly\s+|already\s+)?(?:in|on)|see|check|look\s+(?:it\s+)?up\s+in|(?:exactly\s+)?(?:as|like)\s+(?:shown\s+|designed\s+|drawn\s+|specified\s+)?(?:in|on)|per|according\s+to|matching|following|based\s+on|(?:design|designs|mockups?|specs?|copy|screens?|flows?)\s+from|(?:details|specs?|tickets?|tasks?|notes)\s+(?:in|on))\s+(?:the\s+|our\s+|my\s+)?(${EXTERNAL_STORES.map((s) => s.replace(/\./g, "\\.").replace(/ /g, "\\s+")).join("|")})\b`,
  "gi",
);
// A way into the store that the worker has: a tool, an API, an MCP server, a ticket key.
const STORE_ACCESS = /\b(?:mcp|api|cli|integration|connector|tool|plugin)\b|\b[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/;

/** Material the text says lives in a team tool (a tracker, a wiki, a chat) with no link into it. */
export function elsewhere(doc: HandoffDocument): MaterialFinding[] {
  if (doc.references.some((r) => r.kind === "url")) return [];
  const out: MaterialFinding[] = [];
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    STORE.lastIndex = 0;
    for (let m = STORE.exec(s.prose); m; m = STORE.exec(s.prose)) {
      // a way in: a tool or key, or a code span or link right after the store, in its clause ("Check Linear
      // issues for tracked work (`project:Bachbot`)"), not one that places other work later in the sentence
      if (STORE_ACCESS.test(s.prose) || locatedAfter(s.prose, m.index + m[0].length) || conditionalBefore(s.prose, m.index)) continue;
      const a = s.range[0] + m.index;
      out.push({ kind: "elsewhere", range: [a, a + m[0].length], phrase: m[0], thing: m[1], sure: false });
    }
  }
  return out;
}

/** A code span or link within the clause that follows a store's name. */
function locatedAfter(prose: string, at: number): boolean {
  const rest = prose.slice(at, at + 60);
  const clause = rest.split(/[,;]|\s(?:and|then|but)\s/)[0];
  return /[\uE000\uE001]/.test(clause);
}

// "the output from the Data Collector Agent", "the results of the previous step": another stage's work
const UPSTREAM =
  /\b(?:the\s+)?(?:outputs?|results?|findings|report|analysis|analyses|research|summary|notes|data|lists?|paths|files|charts|figures|tables|answers?|responses?)\s+(?:from|of|produced\s+by|generated\s+by|provided\s+by|returned\s+by|created\s+by|gathered\s+by|collected\s+by)\s+(?:the\s+)?(?:previous|prior|upstream|earlier|last|preceding|other)?\s*(?:[A-Z][\w-]*\s+){0,3}?(?:agents?|tasks?|steps?|stages?|crews?|nodes?|analysts?|researchers?|collectors?|workers?|sub-?agents?)\b/gi;

// the worker must work from it: a verb of using or getting governs the phrase ("use the output from …", "get the
// list of saved chart paths from the code_executor agent")
const USES = /\b(?:use|using|based\s+on|from|review|summari[sz]e|synthesi[sz]e|combine|consolidate|incorporate|take|read|analy[sz]e|with|according\s+to|building\s+on|build\s+on|draw\s+on|get|obtain|fetch|retrieve|collect|gather|pull)\b(?:\s+(?:all|the|a|an|every|each|any|its|their|this|these|those|of|saved|final|latest|full|[\w-]+)){0,6}?\s*$/i;

/**
 * Another stage's output the text works from ("the output from the Data Collector Agent"), where nothing
 * wires it in: no slot, no `context:` list of upstream tasks, no path. In a pipeline the framework may
 * pass it; the text alone never does.
 */
export function unwiredUpstream(sentences: ReadonlyArray<{ range: Range; prose: string; quoted: boolean }>, wired: boolean): MaterialFinding[] {
  if (wired) return [];
  const out: MaterialFinding[] = [];
  for (const s of sentences) {
    if (s.quoted) continue;
    UPSTREAM.lastIndex = 0;
    for (let m = UPSTREAM.exec(s.prose); m; m = UPSTREAM.exec(s.prose)) {
      if (/[\uE000\uE001]/.test(s.prose) || conditionalBefore(s.prose, m.index)) continue;
      // "the output of each stage" is generic: the worker's own program produces it
      if (/\b(?:each|every|all|any)\b/i.test(m[0])) continue;
      // the worker must work from it ("use the output from …", "based on the results of …")
      if (!USES.test(s.prose.slice(Math.max(0, m.index - 60), m.index))) continue;
      const a = s.range[0] + m.index;
      out.push({ kind: "upstream", range: [a, a + m[0].length], phrase: m[0], sure: false });
    }
  }
  return out;
}

/**
 * A fact the worker needs that it is told to get from a person ("ask the user for the AWS account ID"), or
 * that the text says is still missing ("the HF token is still missing"). The worker cannot ask anyone.
 * Only facts of the kind no worker can derive (secrets, accounts, addresses) count: asking the user
 * clarifying questions is the job of an interactive agent, not a missing fact.
 */
export function unobtainableFacts(doc: HandoffDocument): MaterialFinding[] {
  // an assistant that talks with its user can ask; a dispatched worker cannot
  if (talksWithUser(doc)) return [];
  const langs = cueLanguages(languageOf(doc));
  const out: MaterialFinding[] = [];
  const sentences = doc.sentences;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    if (s.quoted) continue;
    // the fact may stand in the sentence or in the list right after ("Ask the user for:" + items); without
    // one there is nothing to report, so the asks are read only where a fact is
    const next = sentences[i + 1];
    const scope = s.prose + (next && /[:：]\s*$/.test(s.prose) ? " " + next.prose : "");
    const facts = findCues("secret", SECRET_FACT, langs, scope).filter((f) => !measuredTokens(scope, f));
    if (!facts.length) continue;
    const asks = mergeHits(findCues("ask-person", ASK_PERSON, langs, s.prose), langs.includes("en") ? personAsks(s.prose) : []);
    const absent = findCues("absent", ABSENT, langs, s.prose);
    if (!asks.length && !absent.length) continue;
    for (const hit of asks) {
      if (conditionalBefore(s.prose, hit.index) || negatedAt(s.prose, hit.index)) continue;
      const a = s.range[0] + hit.index;
      out.push({ kind: "ask-person", range: [a, a + hit.text.length], phrase: hit.text, thing: facts[0].text, sure: true });
    }
    // a sentence that sends the worker to a person says it once, as an ask
    if (asks.length) continue;
    for (const hit of absent) {
      if (conditionalBefore(s.prose, hit.index)) continue;
      // the missing fact must be near the words that say it is missing, not elsewhere in a long sentence
      if (!facts.some((f) => Math.abs(f.index - hit.index) < 40)) continue;
      const a = s.range[0] + hit.index;
      out.push({ kind: "absent-fact", range: [a, a + hit.text.length], phrase: hit.text, thing: facts[0].text, sure: false });
    }
  }
  return out;
}

// A CLI's interactive sign-in: it opens a browser or prompts for a password, and a person must answer it with
// an account the worker does not have ("wrangler login", "gh auth login", "gcloud auth login").
const INTERACTIVE_LOGIN =
  /\b(?:(?:wrangler|vercel|netlify|firebase|heroku|flyctl|fly|railway|supabase|expo|eas|npm|yarn|pnpm|docker|cf|ibmcloud|doctl|render|sfdx|clasp|shopify)\s+login|gh\s+auth\s+login|gcloud\s+auth\s+(?:application-default\s+)?login|az\s+login|aws\s+sso\s+login|aws\s+configure(?!\s+(?:get|list|set)\b))\b(?!\s+--(?:with-token|token|api-key|ci)\b)/gi;
// What makes a sign-in none of the worker's business: optional, already done, conditional, or done with a token.
const LOGIN_EXCUSED =
  /\b(?:optional(?:ly)?|already (?:logged|signed|authenticated)|(?:if|unless|when) (?:you(?:['’]re| are) )?(?:not|un)?(?:yet )?(?:logged|signed|authenticated)|if needed|if necessary|(?:do not|don['’]t|never) (?:run|use)|(?:API|ACCESS|AUTH|DEPLOY)_?TOKEN|[A-Z]{2,}_(?:API_)?(?:TOKEN|KEY)\b|for the (?:user|human|owner|operator)|(?:the )?(?:user|human|owner|operator) (?:runs?|must run|should run|has to run))/i;

/**
 * A step that signs in to an outside service interactively ("wrangler login  # Browser opens for OAuth"): a
 * dispatched worker has neither the browser nor the account, so the steps after it cannot run. Not reported
 * where the line, the sentence around it or the line before says it is optional, done, conditional, the human's
 * to run, or done with a token the environment holds, nor for an assistant that talks with its user. Never sure.
 */
export function interactiveLogins(doc: HandoffDocument): MaterialFinding[] {
  if (talksWithUser(doc)) return [];
  const text = doc.text;
  const out: MaterialFinding[] = [];
  INTERACTIVE_LOGIN.lastIndex = 0;
  for (let m = INTERACTIVE_LOGIN.exec(text); m && out.length < 1; m = INTERACTIVE_LOGIN.exec(text)) {
    const [lineStart] = doc.lineAround(m.index);
    const prevStart = text.lastIndexOf("\n", Math.max(0, lineStart - 2)) + 1;
    const nl = text.indexOf("\n", m.index);
    const around = text.slice(Math.max(0, Math.min(prevStart, m.index - 240)), nl < 0 ? text.length : Math.min(nl, m.index + 240));
    if (LOGIN_EXCUSED.test(around) || conditionalBefore(text.slice(lineStart, m.index), m.index - lineStart)) continue;
    out.push({ kind: "interactive-login", range: [m.index, m.index + m[0].length], phrase: m[0], thing: "account", sure: false });
  }
  return out;
}

// A place only an account reaches: a rented host ("on the VPS", "to the production server", "ssh into"), or an
// outside service's web console ("in the Supabase dashboard", "Google Cloud Console"). English grammar.
const SERVICE_NAMES = HOSTED_SERVICES.map((n) => n.replace(/\./g, "\\.").replace(/ /g, "\\s+")).join("|");
const REMOTE_PLACE = new RegExp(
  String.raw`\b(?:(?:on|onto|to|into|in|from|via|through|using|open)\s+(?:the\s+|a\s+|your\s+)?(?:VPS|droplet|(?:production|prod|staging|live|remote)\s+(?:server|box|host|machine|instance|VM)|EC2\s+instance|real\s+host)|ssh\s+(?:in)?to|(?:via|over)\s+ssh|(?:${SERVICE_NAMES})(?:\s+[A-Z]\w*)?\s+(?:dashboard|console|portal|admin\s+panel)|(?:log|sign)\s?(?:in|on)(?:\s+to|\s+into|to)?\s+(?:the\s+|your\s+|our\s+)?(?:admin|back[- ]office|cms)\s+(?:panel|dashboard|console|area|page))\b`,
  "i",
);
// Where the main clause of a step ends: a place after it ("so that when Step 4 deploys, … the real host") is
// what the work is for or when it happens, not where the worker goes.
const SUBORDINATOR = /\s(?:so|when|whenever|because|after|once|while|which|until|unless|if)\b/i;
// The step is not the worker's to do there: a person's, optional, forbidden, or needing access only if it exists.
const NOT_THE_WORKERS =
  /\b(?:(?:the\s+)?(?:user|human|owner|operator|maintainer|client|admin)\s+(?:will|must|should|needs?\s+to|has\s+to|can|to)\b|for\s+the\s+(?:user|human|owner|operator)|optional(?:ly)?\b|if\s+(?:you\s+have|available|possible|needed|access)|(?:do\s+not|don['’]t|never|must\s+not)\b)/i;
// What gives the worker the way in: a key or a login that exists, a variable that holds a secret, a pipeline
// that does the deploy.
const ACCESS_GIVEN =
  /~\/\.ssh\/|\b(?:ssh\s+key|id_rsa|id_ed25519|identityfile|ssh\s+config|you\s+have\s+(?:ssh\s+|shell\s+|full\s+|admin\s+|root\s+)?access|already\s+(?:logged|signed|authenticated)|(?:is|are)\s+authenticated|auto-?deploys?|deploys?\s+(?:automatically|on\s+(?:push|merge))|(?:CI|the\s+pipeline|GitHub\s+Actions?|the\s+workflow)\s+deploys)\b/i;
const SECRET_VARIABLE = /\b[A-Z][A-Z0-9_]*_(?:TOKEN|KEY|SECRET|PASSWORD|CREDENTIALS)\b/;
const SECRET_VARIABLES = new RegExp(SECRET_VARIABLE.source, "g");
// Making a thing that lives in an outside service's account: "create a new project", "register a bot", "generate an
// API key". Only the account's owner can; the service is named in the step, its link or its section's heading.
const ACCOUNT_THING =
  /\b(?:create|set\s+up|setup|register|sign\s+up\s+for|provision|generate|spin\s+up)\s+(?:(?:a|an|the|your|new|fresh|free)\s+){0,2}(?:[a-z][\w.-]{1,20}\s+)?(?:project|account|app|application|bot|api\s+keys?|access\s+keys?|keys|tokens?|credentials|instance|organization|workspace)(?=\s*(?:$|[.,;:!?)]|\s(?:and|for|on|in|at|with|to|called|named|via|from|then)\b))/i;
const SERVICE_NAMED = new RegExp(String.raw`(?<![\w-])(?:${SERVICE_NAMES})(?![\w-])`, "i");

/**
 * The worker's steps that must be done on a rented host or in an outside service's console ("Deploy to a real
 * host (Fly.io/Render/Railway)", "Configure LINE Developers Console:"), where nothing in the section says how the
 * worker gets in: no key, no login that exists, no variable that holds the secret, no pipeline that does it.
 * `steps` are the ranges of the sentences that ask the worker for work (the intent reading finds them). The
 * place must be in the step's main clause, and the step must be the worker's. English only. Never sure: the
 * environment may hold the access without the text saying so.
 */
export function outOfReachSteps(doc: HandoffDocument, steps: readonly Range[]): MaterialFinding[] {
  if (talksWithUser(doc) || !readsEnglish(doc)) return [];
  const out: MaterialFinding[] = [];
  for (const [a, b] of steps) {
    const step = doc.prose.slice(a, b);
    const cut = SUBORDINATOR.exec(step);
    const main = cut ? step.slice(0, cut.index) : step;
    const place = REMOTE_PLACE.exec(main);
    const m = place ?? accountBound(doc, a, main);
    if (!m || NOT_THE_WORKERS.test(step)) continue;
    const section = sectionTextAt(doc, a);
    // (a secret variable the step's section fills, "Copy to `.env`: `SUPABASE_KEY`", is not one that holds access)
    if (ACCESS_GIVEN.test(section) || (place ? SECRET_VARIABLE.test(section) : secretHeld(section)) || runsServiceCli(doc, m[0])) continue;
    out.push({ kind: "out-of-reach", range: [a + m.index, a + m.index + m[0].length], phrase: m[0], thing: "access", sure: false });
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * The same in other languages, read from words (`ACCOUNT_STEP`) in a sentence that names a hosted service ("새
 * Supabase 프로젝트를 만들고", "在 Firebase 创建项目"): not quoted, not under a condition, not a person's step, and with the same
 * tests of a way in for its section. Never sure, as in English.
 */
export function foreignAccountSteps(doc: HandoffDocument): MaterialFinding[] {
  if (talksWithUser(doc) || readsEnglish(doc)) return [];
  const langs = cueLanguages(languageOf(doc)).filter((l) => l !== "en");
  const out: MaterialFinding[] = [];
  for (const s of doc.sentences) {
    if (s.quoted || !SERVICE_NAMED.test(s.prose)) continue;
    const hit = findCues("account-step", ACCOUNT_STEP, langs, s.prose).find((h) => !conditionalBefore(s.prose, h.index));
    if (!hit || hasCue("persons-work", PERSONS_WORK, langs, s.prose)) continue;
    const section = sectionTextAt(doc, s.range[0]);
    if (ACCESS_GIVEN.test(section) || secretHeld(section)) continue;
    if (runsServiceCli(doc, SERVICE_NAMED.exec(s.prose)![0])) continue;
    const a = s.range[0] + hit.index;
    out.push({ kind: "out-of-reach", range: [a, a + hit.text.length], phrase: hit.text, thing: "access", sure: false });
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * A step's main clause that makes a thing in an outside service's account ("Go to https://supabase.com and create a
 * new project", "### Set up Supabase / - Create project"): the service is named in the clause (a link counts) or
 * in the heading of the step's section. Its match, as the place the worker cannot reach.
 */
function accountBound(doc: HandoffDocument, at: number, main: string): RegExpExecArray | null {
  const m = ACCOUNT_THING.exec(main);
  if (!m) return null;
  const start = innermostSection(doc, at)[0];
  const heading = doc.sections.find((sec) => sec.range[0] === start && sec.heading)?.heading ?? "";
  return SERVICE_NAMED.test(doc.text.slice(at, at + main.length)) || SERVICE_NAMED.test(heading) ? m : null;
}

// Said of a secret variable that it holds a value now: "the token is in `VERCEL_TOKEN`", "`X_KEY` is set".
const HELD = /\b(?:is|are)\s+(?:already\s+)?(?:in|set|exported|available|configured|stored)\b|\b(?:holds?|contains?|from the environment|already set)\b/i;

/** Whether a section names a secret variable and says it holds a value (within its sentence). */
function secretHeld(section: string): boolean {
  for (const m of section.matchAll(SECRET_VARIABLES)) {
    const around = section.slice(Math.max(0, m.index - 60), m.index + m[0].length + 60);
    const sentence = around.split(/[.!?\n](?:\s|$)/).find((part) => part.includes(m[0])) ?? around;
    if (HELD.test(sentence)) return true;
  }
  return false;
}


/**
 * Whether the text runs, in code, the command-line tool of the service a phrase names (`SERVICE_CLI`; a console
 * place, "the Supabase dashboard", or the service itself): an environment signed in to the service reaches it too.
 */
function runsServiceCli(doc: HandoffDocument, naming: string): boolean {
  const named = naming.toLowerCase().replace(/\s+/g, " ");
  const service = HOSTED_SERVICES.find((n) => SERVICE_CLI[n] && named.includes(n));
  if (!service) return false;
  // in a code span or at the start of a line of a code block: "`firebase projects:list`", "  supabase db push"
  return new RegExp(String.raw`(?:\`|^[ \t]*(?:\$\s)?)(?:npx\s)?(?:${SERVICE_CLI[service]})\s[a-z]`, "m").test(doc.text.slice(0, 500_000));
}

/** The source text of the innermost section holding an offset (its heading included). */
function sectionTextAt(doc: HandoffDocument, offset: number): string {
  const [a, b] = innermostSection(doc, offset);
  return doc.text.slice(a, b);
}

/** The range of the innermost section holding an offset (the whole text when none does). */
function innermostSection(doc: HandoffDocument, offset: number): Range {
  let best: Range = [0, doc.text.length];
  for (const sec of doc.sections) if (sec.range[0] <= offset && offset < sec.range[1] && sec.range[0] >= best[0]) best = sec.range;
  return best;
}

/**
 * Material the text says is still to come ("the Swagger file (path or URL to be provided)", "the client will
 * send the CSV later", "CSVデータをユーザーが提供予定"): it is not here, and a dispatched worker cannot wait
 * for it. Not reported where the text says how to go on without it ("leave a placeholder", "mock it until
 * then"), in the sentence or the next one, nor in a prompt for an assistant that talks with its user, who
 * brings it in the conversation. Never sure: the work may not need it yet.
 */
export function pendingMaterial(doc: HandoffDocument): MaterialFinding[] {
  if (talksWithUser(doc)) return [];
  const langs = cueLanguages(languageOf(doc));
  const out: MaterialFinding[] = [];
  const sentences = doc.sentences;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i];
    if (s.quoted) continue;
    const hits = mergeHits(findCues("pending-material", PENDING_MATERIAL, langs, s.prose), langs.includes("en") ? personWillSend(s.prose) : []);
    if (!hits.length) continue;
    if (plansForAbsence(s.prose, sentences[i + 1]?.prose ?? "", langs)) continue;
    for (const hit of hits) {
      if (conditionalBefore(s.prose, hit.index) || negatedAt(s.prose, hit.index) || REPORTED_SPEECH.test(s.prose.slice(Math.max(0, hit.index - 12), hit.index))) continue;
      const a = s.range[0] + hit.index;
      out.push({ kind: "pending", range: [a, a + hit.text.length], phrase: hit.text, sure: false });
      break;
    }
  }
  return out;
}

// "material said to be provided": talk about such a claim, not the claim itself
const REPORTED_SPEECH = /\b(?:said|claimed|alleged)\s+$/i;

function personWillSend(prose: string): { index: number; text: string }[] {
  return [...prose.matchAll(PERSON_WILL_SEND)].map((m) => ({ index: m.index, text: m[0] }));
}

/** The sentence, or the one after it, says what to do while the material is missing. */
function plansForAbsence(prose: string, next: string, langs: readonly Lang[]): boolean {
  return hasCue("meanwhile", MEANWHILE, langs, prose) || hasCue("meanwhile", MEANWHILE, langs, next);
}

// Who the worker would have to turn to: a role, or (where a verb of asking or giving makes it a person) a
// name. The worker cannot turn to anyone.
const ROLE =
  "(?:(?:the|your|our|my|an?)\\s+)?(?:users?|owners?|clients?|customers?|admins?|administrators?|maintainers?|(?:team|tech|project)\\s+leads?|leads?|managers?|product\\s+owners?|pms?|designers?|requesters?|stakeholders?|(?:ops|devops|sre|infra|infrastructure|platform|security|it|data|backend|frontend)\\s+(?:team|folks|people|person)|ops|devops|sre|on-call|humans?|someone|somebody|anyone)|me|us";
const NAME = "[A-Z][a-z]{2,14}(?:\\s[A-Z][a-z]{2,14})?";
// what the ask is for, kept in the quoted phrase: "ask the user for", "ask Priya to send"
const ASKED_FOR = String.raw`(?:\s+(?:for|to\s+(?:provide|send|share|give|supply)))?`;
const PERSON_RES: RegExp[] = [
  // "ask Priya for one", "check with the owner", "ping the ops team"
  new RegExp(`\\b(?:[Aa]sk|[Cc]heck with|[Cc]onfirm with|[Pp]ing|[Cc]ontact|[Rr]each out to|[Tt]alk to|[Ss]peak to)\\s+${NAME}\\b${ASKED_FOR}`, "g"),
  new RegExp(`\\b(?:ask|check with|confirm with|ping|contact|reach out to|talk to|speak to)\\s+(?:${ROLE})\\b${ASKED_FOR}`, "gi"),
  // "get the hostname from the ops channel", "request access from the admin"
  new RegExp(`\\b(?:get|obtain|request|grab|collect|retrieve)\\s(?:[^.;:!?\\n]{0,50}?\\s)?from\\s+(?:${ROLE}|(?:the\\s+)?[\\w-]+\\s+(?:channel|chat|group|thread))\\b`, "gi"),
  // "wait for the user to confirm", "wait for the owner's go-ahead"
  new RegExp(`\\bwait\\s+(?:for|on|until)\\s+(?:${ROLE})(?:['’]s)?\\b`, "gi"),
  // "the user will provide the keys", "once the client sends them", "which the user has not sent yet"
  new RegExp(`\\b(?:${ROLE})\\s+(?:will|would|should|is going to|needs? to|must|has to)\\s+(?:provide|send|share|give|supply|forward|paste)\\b`, "gi"),
  new RegExp(`\\b(?:${NAME})\\s+(?:will|is going to)\\s+(?:provide|send|share|give|supply|forward|paste)\\b`, "g"),
  new RegExp(`\\b(?:once|when|after|until)\\s+(?:${ROLE}|${NAME})\\s+(?:provides|sends|shares|gives|confirms|replies|responds)\\b`, "gi"),
  new RegExp(`\\b(?:${ROLE})\\s+(?:has not|hasn't|has yet to|did not|didn't)\\s+(?:sent|send|provided|provide|shared|share|given|give)\\b`, "gi"),
];
const NEGATED = /\b(?:not|never|no need to|without)\s+$|n['’]t\s+$/i;
// "the client will send the export later", "the team will provide the URL separately": a person, not the
// worker, brings it, at a later time. Without the time it may be what an app's user does ("the user will
// upload a photo").
const PERSON_WILL_SEND = new RegExp(`\\b(?:${ROLE}|(?:(?:the|our|your)\\s+)?[a-z-]+\\s+team)\\s+will\\s+(?:later\\s+|soon\\s+)?(?:provide|send|supply|share|deliver|upload|forward)\\b(?=[^.;:!?\\n]{1,60}\\b(?:later|separately|soon|tomorrow|next\\s+week|afterwards)\\b)`, "gi");

/**
 * English, read from the grammar rather than listed phrases: the worker is sent to a person (or a team's
 * channel) for something, or told a person will supply it.
 */
function personAsks(prose: string): { index: number; text: string }[] {
  const out: { index: number; text: string }[] = [];
  for (const re of PERSON_RES) {
    re.lastIndex = 0;
    for (let m = re.exec(prose); m; m = re.exec(prose)) {
      out.push({ index: m.index, text: m[0] });
    }
  }
  return out;
}

/** Whether the words right before an offset negate what follows ("don't ask the user", "never ask"). */
function negatedAt(prose: string, index: number): boolean {
  return NEGATED.test(prose.slice(Math.max(0, index - 14), index));
}

/** Hits of two readers, in text order, one per start. */
function mergeHits<T extends { index: number; text: string }>(a: T[], b: T[]): T[] {
  const seen = new Set(a.map((h) => h.index));
  return [...a, ...b.filter((h) => !seen.has(h.index))].sort((x, y) => x.index - y.index);
}

// "token" is a credential ("the HF token"), except where tokens are what is counted ("token budget").
const TOKEN_MEASURE = /^\s*(?:counts?|budgets?|limits?|usage|costs?|lengths?|windows?|sizes?|numbers?)\b/i;

function measuredTokens(text: string, hit: { index: number; text: string }): boolean {
  return /^tokens?$/i.test(hit.text) && TOKEN_MEASURE.test(text.slice(hit.index + hit.text.length));
}

// A prompt for an assistant in a live conversation: it greets, answers and talks with its user.
const TALKS_WITH_USER =
  /\b(?:greet|talking\s+(?:to|with)|talks?\s+(?:to|with)|chat(?:ting|s)?\s+with|speak(?:ing|s)?\s+with|respond(?:ing|s)?\s+to\s+(?:the\s+)?(?:user|customer|caller)|reply\s+to\s+(?:the\s+)?(?:user|customer|caller)|the\s+(?:user|customer)['’]s\s+(?:message|question|request)|conversation\s+with\s+(?:the\s+)?(?:user|customer))\b/i;

/** Whether the text is a prompt for an assistant that talks with its user (read once per document: a rule may ask it of every phrase). */
export function talksWithUser(doc: HandoffDocument): boolean {
  let talks = talkers.get(doc);
  if (talks === undefined) talkers.set(doc, (talks = doc.sentences.some((s) => !s.quoted && TALKS_WITH_USER.test(s.prose))));
  return talks;
}
const talkers = new WeakMap<HandoffDocument, boolean>();

function insideCode(doc: HandoffDocument, offset: number): boolean {
  // the prose mask blanks code blocks and marks code spans; a placeholder there is an example
  const c = doc.prose.charCodeAt(offset);
  return c === 0xe000 || (doc.prose[offset] === " " && doc.text[offset] !== " ");
}

/**
 * A short text in another language that points with a demonstrative ("修改那个接口", "почини эту ошибку") and
 * gives no locator at all (no path, URL, code, command or link): the thing pointed at is in the writer's
 * view only. English is read by the English rules (action-without-target, unresolved-reference).
 */
export function bareDemonstrative(doc: HandoffDocument): MaterialFinding | null {
  const byDefault = englishByDefault(doc);
  if ((readsEnglish(doc) && !byDefault) || proseSize(doc) > SHORT_TEXT_WORDS || doc.references.some((r) => r.kind !== "phrase") || doc.slots.length) return null;
  if (doc.blocks.some((b) => b.kind === "code" || b.kind === "blockquote" || b.kind === "table")) return null;
  // (a text read as English for want of any function word is tried in the Latin-script languages whose
  // demonstratives are no English word: Polish "ten" is one)
  const langs = byDefault ? DEMONSTRATIVE_FALLBACK : cueLanguages(languageOf(doc));
  for (const s of doc.sentences) {
    if (s.quoted) continue;
    // the vocabulary lists every form of these closed-class words, so one runs on into no longer word
    // ("эта" is not the start of "этапа", Polish "ten" not of "tenis"), even where nouns take free endings
    const hit = findCues("demonstrative", DEMONSTRATIVE, langs, s.prose).find((h) => unspaced(languageOf(doc)) || !/[\p{L}\p{M}]/u.test(s.prose[h.index + h.text.length] ?? ""));
    if (!hit) continue;
    const a = s.range[0] + hit.index;
    const phrase = nounPhraseAfter(s.prose, hit.index + hit.text.length);
    return { kind: "deixis", range: [a, a + hit.text.length + phrase.length], phrase: hit.text + phrase, thing: phrase.trim(), sure: false };
  }
  return null;
}

const DEMONSTRATIVE_FALLBACK: readonly Lang[] = FIRST_LATIN_LANGS.filter((l) => l !== "pl");

/** The noun right after a demonstrative: the next word, or in Chinese and Japanese the characters up to a particle or a break. */
function nounPhraseAfter(prose: string, at: number): string {
  const rest = prose.slice(at, at + 40);
  const m = /^\s*[\p{L}\p{M}\p{N}_-]+/u.exec(rest);
  if (!m) return "";
  // unspaced scripts run on into the verb: stop at a particle ("その設定を直して" -> "設定")
  return m[0].replace(/(?<=\p{Script=Han}|\p{Script=Katakana})[をがはにでのとも].*$/u, "").slice(0, 12);
}
