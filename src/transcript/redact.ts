// Secrets seen in a session log never reach a finding. Anything a finding quotes from the log goes through
// `redact`; a value offered as a fact (or a fix) that holds a secret is not offered at all.

const MASK = "[redacted]";

/** Each pattern names a secret by its shape; the groups before `secret` are kept (the key, the scheme). */
const SHAPES: RegExp[] = [
  /-----BEGIN [A-Z ]{0,30}PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]{0,30}PRIVATE KEY-----|$)/g,
  // provider tokens: OpenAI/Anthropic (sk-…), Stripe, GitHub, AWS access keys, Slack, Google API keys
  /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}/g,
  /\b(?:sk|pk|rk)_(?:live|test)_[A-Za-z0-9]{10,}/g,
  /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  /\bAIza[0-9A-Za-z_-]{30,}/g,
  /\bnpm_[A-Za-z0-9]{30,}/g,
  // JSON web tokens
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{6,}/g,
];

/** `password=…`, `"api_key": "…"`, `Authorization: Bearer …`: the key stays, the value goes. */
const KEYED =
  /(\b[A-Z0-9_.-]{0,30}(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|auth[_-]?key|credentials?|private[_-]?key|client[_-]?secret|session[_-]?id|cookie)[A-Z0-9_.-]{0,20}["']?\s{0,3}[:=]\s{0,3}["']?)((?:Bearer|Basic|Token)\s+)?(?!\[redacted\])([^\s"'&,;})\]]{3,})/gi;
const AUTH_HEADER = /(\b(?:Authorization|Proxy-Authorization|X-Api-Key|X-Auth-Token)\s{0,3}:\s{0,3}(?:Bearer|Basic|Token)?\s{0,3})([^\s"']{6,})/gi;
const BEARER = /(\b(?:Bearer|Basic)\s+)([A-Za-z0-9._~+/=-]{12,})/g;
/** `https://user:pass@host`: the password goes. */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s:@/]{1,100}:)([^\s@/]{1,200})(@)/gi;
/** A long run of letters and digits of every kind: a key by its look (a git hash is hex, and stays). */
const OPAQUE = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{32,}={0,2}(?![A-Za-z0-9+/_-])/g;

function looksOpaque(s: string): boolean {
  if (/^[0-9a-f]+$/i.test(s)) return false;
  if (/^[A-Za-z]+$/.test(s) || s.includes("/") && /^[\w/.-]+$/.test(s) && /[a-z]{3,}\//i.test(s)) return false;
  return /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s);
}

/** The text with every secret it shows replaced by "[redacted]". */
export function redact(text: string): string {
  let out = text;
  for (const re of SHAPES) out = out.replace(re, MASK);
  out = out.replace(URL_PASSWORD, (_m, a: string, _p: string, c: string) => a + MASK + c);
  out = out.replace(AUTH_HEADER, (_m, a: string) => a + MASK);
  out = out.replace(BEARER, (_m, a: string) => a + MASK);
  out = out.replace(KEYED, (m, key: string, scheme: string | undefined, value: string) => (value.startsWith(MASK) || /^\d{1,7}$/.test(value) ? m : key + (scheme ?? "") + MASK));
  out = out.replace(OPAQUE, (m) => (looksOpaque(m) ? MASK : m));
  return out;
}

/** Whether a text shows a secret (redacting it would change it). */
export function holdsSecret(text: string): boolean {
  return redact(text) !== text;
}
