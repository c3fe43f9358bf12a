import { UNSAFE_URL_CHARS, isAllowedHost, parseHttpsUrl } from './url';

/** A piece of linkified text. */
export type LinkifySegment = { type: 'text'; value: string } | { type: 'link'; href: string; value: string };

/** Hosts whose URLs become links by default (the provider's documentation). */
export const DEFAULT_LINK_HOSTS: readonly string[] = ['stytch.com'];

/** Characters that may directly precede a URL inside a word, e.g. '(https://…)' or '"https://…"'. */
const OPENERS = new Set(['(', '[', '{', '<', '"', "'", '\u201C', '\u2018', '\u00AB']);
/** Trailing characters that end a sentence rather than belong to the URL. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', '"', "'", '\u201D', '\u2019', '\u00BB', '*', '_', '~']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{', '>': '<' };

const count = (s: string, c: string) => s.split(c).length - 1;

/** Drops trailing punctuation, and closing brackets that have no opening partner inside the URL. */
function trimTrailing(candidate: string): string {
  let s = candidate;
  for (;;) {
    const last = s.slice(-1);
    if (TRAILING.has(last)) {
      s = s.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    if (opener && count(s, last) > count(s, opener)) {
      s = s.slice(0, -1);
      continue;
    }
    return s;
  }
}

/**
 * Splits `text` into plain text and links. Only `https:` URLs whose parsed host is exactly an allowed host or a
 * subdomain of one become links; `href` is `new URL(raw).href` and `value` the literal URL text.
 *
 * Rejected (left as text): other schemes (`http:`, `javascript:`, `data:`, `vbscript:`, `blob:`…), protocol-relative
 * `//host`, userinfo (`user@host`), backslashes, control/format/bidi characters (U+202A–202E, U+2066–2069…) inside
 * the URL, lookalike hosts (`stytch.com.evil.com`, `evilstytch.com`, IDN homographs), explicit ports, and URLs glued
 * to a preceding word (`xhttps://…`). Whitespace ends a URL; trailing '.', ',', ')' etc. are not part of it.
 * @example linkify('See https://stytch.com/docs.') // [text 'See ', link 'https://stytch.com/docs', text '.']
 */
export function linkify(text: string, allowedHosts: readonly string[] = DEFAULT_LINK_HOSTS): LinkifySegment[] {
  const out: LinkifySegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const prev = out[out.length - 1];
    if (prev && prev.type === 'text') prev.value += value;
    else out.push({ type: 'text', value });
  };
  // Split on whitespace (keeping it): a URL can never span whitespace.
  for (const token of String(text).split(/(\s+)/)) {
    const match = /https:\/\//i.exec(token);
    if (!match) {
      pushText(token);
      continue;
    }
    const start = match.index;
    const prefix = token.slice(0, start);
    // Only at the start of a word or after an opening bracket/quote.
    if (prefix !== '' && !OPENERS.has(prefix.slice(-1))) {
      pushText(token);
      continue;
    }
    const rest = token.slice(start);
    const candidate = trimTrailing(rest);
    const url =
      candidate.length > 'https://'.length && !UNSAFE_URL_CHARS.test(candidate) ? parseHttpsUrl(candidate) : null;
    if (!url || url.port !== '' || !isAllowedHost(url.hostname, allowedHosts)) {
      pushText(token);
      continue;
    }
    pushText(prefix);
    out.push({ type: 'link', href: url.href, value: candidate });
    pushText(rest.slice(candidate.length));
  }
  return out;
}
