// GFM autolink literals (`https://x.io/a`, `www.x.io`, `me@x.io`, `mailto:`, `xmpp:`) found in the text
// of a node, as mdast-util-gfm-autolink-literal's transform finds them, without running it.
//
// Why not remark-gfm's own: its micromark extension tries an autolink at every word start of every
// text, and its transform walks the whole tree once more with find-and-replace; together about a sixth
// of a small handoff's lint time (measured: 600 bench files, 3.5 s -> 2.9 s warm). The linter only needs
// to know where the literals are (to mask them as links and list them as references), and it already
// walks every text node. The expressions and checks below are the transform's (mdast-util-gfm-autolink-
// literal 2.0): same matches, same URLs, same trailing-punctuation rules. What is not reproduced: the
// micromark side, which makes a literal win over emphasis or strikethrough markers inside it (`www.a.io/*b*`
// still autolinks there, and here ends at the emphasis); rare in handoffs, and the masked range differs only
// in that case.

export interface Autolink {
  /** Offsets into the scanned string. */
  start: number;
  end: number;
  /** The link's URL, as mdast would have it (`http://` added to `www.`, `mailto:` to an email). */
  url: string;
}

// The transform's URL expression, with two things its parser side also accepts: letters beyond ASCII in the
// domain (`http://例え.jp`), and a protocol link to a host without a dot (`http://localhost:3000`).
const URL_RE = /(?<![\da-z])(https?:\/\/|www(?=\.))([\p{L}\p{N}_-]*(?:\.[\p{L}\p{N}_\-.]*)?)([^\t\n\r ]*)/giu;
const XMPP_RE = /(?<![\w+\-.@])xmpp:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)(\/(?:[\w\-/]|\.(?=[\dA-Za-z]))*)?/g;
const MAILTO_RE = /(?<![\w+\-.@])mailto:([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;
const EMAIL_RE = /(?<![\w+\-.]|(?:^|[^\d@A-Za-z])(?:mailto|xmpp):)([\w+\-.]+)@([\w-]+(?:\.[\w-]+)+)/g;

// micromark-util-character's unicodePunctuation and unicodeWhitespace
const PUNCT = /[\p{P}\p{S}]/u;
const WS = /[\t\n\f\r\p{Zs}]/u;

/** Quick test: can this text hold a literal at all? */
function mayHoldAutolink(s: string): boolean {
  return s.includes("@") || s.includes("://") || /www\./i.test(s);
}

/**
 * Literals in `s`, in order, not overlapping. Like find-and-replace, the expressions run one after the
 * other, each over the parts of the text the earlier ones left.
 */
export function findAutolinks(s: string): Autolink[] {
  if (!mayHoldAutolink(s)) return [];
  // find-and-replace splits a text node at each replacement: the link, then the trailing punctuation it
  // gave back as a text node of its own, then the rest. A later expression sees those pieces as
  // separate strings (its lookbehind stops at a piece's start).
  let found: Array<Autolink & { consumed: number }> = [];
  const run = (re: RegExp, make: (m: RegExpExecArray, piece: string) => Autolink | null) => {
    const pieces: Array<[number, number]> = [];
    let from = 0;
    for (const l of found) {
      pieces.push([from, l.start], [l.end, l.consumed]);
      from = l.consumed;
    }
    pieces.push([from, s.length]);
    const next: typeof found = [];
    for (const [a, b] of pieces) {
      if (b <= a) continue;
      const piece = s.slice(a, b);
      re.lastIndex = 0;
      for (let m = re.exec(piece); m; m = re.exec(piece)) {
        const link = make(m, piece);
        // as find-and-replace: a refused match is tried again one character on; an accepted one
        // consumes the whole match
        if (!link) re.lastIndex = m.index + 1;
        else next.push({ start: a + link.start, end: a + link.end, url: link.url, consumed: a + m.index + m[0].length });
      }
    }
    found = [...found, ...next].sort((x, y) => x.start - y.start);
  };
  run(URL_RE, findUrl);
  run(XMPP_RE, findXmpp);
  run(MAILTO_RE, findMailto);
  run(EMAIL_RE, findEmail);
  return found.map(({ start, end, url }) => ({ start, end, url }));
}

function findUrl(m: RegExpExecArray, piece: string): Autolink | null {
  let [, protocol, domain] = m;
  const path = m[3];
  if (!previous(piece, m.index)) return null;
  let prefix = "";
  if (/^w/i.test(protocol)) {
    domain = protocol + domain;
    protocol = "";
    prefix = "http://";
  }
  if (!domain || PUNCT.test(domain.charAt(0))) return null;
  if (prefix || domain.includes(".") ? !isCorrectDomain(domain) : !/[\p{L}\p{N}]/u.test(domain)) return null;
  let [url] = splitUrl(domain + path);
  // a trailing `&name;` is an entity reference, not part of the link
  if (piece.charAt(m.index + protocol.length + url.length) === ";" && /&[\dA-Za-z]+$/.test(url)) url = url.replace(/&[\dA-Za-z]+$/, "");
  const text = protocol + url;
  return { start: m.index, end: m.index + text.length, url: prefix + protocol + url };
}

function findEmail(m: RegExpExecArray): Autolink | null {
  const [whole, atext, label] = m;
  if (/[\d\-_]$/.test(label)) return null;
  return { start: m.index, end: m.index + whole.length, url: `mailto:${atext}@${label}` };
}

function findMailto(m: RegExpExecArray): Autolink | null {
  const [whole, atext, label] = m;
  if (/[\d\-_]$/.test(label)) return null;
  return { start: m.index, end: m.index + whole.length, url: `mailto:${atext}@${label}` };
}

function findXmpp(m: RegExpExecArray, piece: string): Autolink | null {
  const [whole, atext, label, resource] = m;
  if (/[\d\-_]$/.test(label) || (resource && (!/[A-Za-z]$/.test(resource) || piece.charAt(m.index + whole.length) === "@"))) return null;
  return { start: m.index, end: m.index + whole.length, url: `xmpp:${atext}@${label}${resource ?? ""}` };
}

function isCorrectDomain(domain: string): boolean {
  const parts = domain.split(".");
  const last = parts[parts.length - 1];
  const second = parts[parts.length - 2];
  const alnum = /[\p{L}\p{N}]/u;
  if (parts.length < 2 || (last && (/_/.test(last) || !alnum.test(last))) || (second && (/_/.test(second) || !alnum.test(second)))) return false;
  return true;
}

/** The URL without trailing punctuation, closing parentheses kept while they balance opening ones. */
function splitUrl(url: string): [string, string | undefined] {
  let index = url.length;
  while (index > 0) {
    const c = url.charCodeAt(index - 1);
    if (c === 33 || c === 34 || c === 38 || c === 39 || c === 41 || c === 44 || c === 46 || c === 58 || c === 59 || c === 60 || c === 62 || c === 63 || c === 93 || c === 125) index--;
    else break;
  }
  if (index === url.length) return [url, undefined];
  let trail = url.slice(index);
  url = url.slice(0, index);
  let closing = trail.indexOf(")");
  const opening = count(url, "(");
  let closed = count(url, ")");
  while (closing !== -1 && opening > closed) {
    url += trail.slice(0, closing + 1);
    trail = trail.slice(closing + 1);
    closing = trail.indexOf(")");
    closed++;
  }
  return [url, trail];
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i !== -1; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

function previous(s: string, index: number): boolean {
  if (index === 0) return true;
  const c = s.charAt(index - 1);
  return WS.test(c) || PUNCT.test(c);
}
