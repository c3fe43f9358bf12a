/**
 * Links that open the user's webmail in a new tab. Gmail and Yahoo search for mail from the sender's domain when it
 * is known (config `domainHint`, or the single bootstrap `emailDomains` entry); Outlook has no search URL that works
 * signed out, so it opens the inbox.
 */

export interface InboxLink {
  id: 'gmail' | 'yahoo' | 'outlook';
  href: string;
}

/** A hostname such as `stytch.com`; anything else (spaces, slashes, `@`…) is not used in a URL. */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The sender domain to search for: `domainHint`, else the only bootstrap email domain, else none. */
export function senderDomain(
  domainHint: string | undefined,
  emailDomains: readonly string[] | undefined,
): string | null {
  const candidate = domainHint?.trim() || (emailDomains?.length === 1 ? emailDomains[0]?.trim() : '');
  return candidate && DOMAIN.test(candidate) ? candidate.toLowerCase() : null;
}

export function inboxLinks(domain: string | null): InboxLink[] {
  // Built from fixed bases with encodeURIComponent; the domain was checked above, so nothing can break out of
  // the fragment or path it is put in.
  const gmail = domain
    ? `https://mail.google.com/mail/u/0/#search/${encodeURIComponent(`from:(${domain})`)}+${encodeURIComponent('in:anywhere')}`
    : 'https://mail.google.com/mail/u/0/#inbox';
  // Yahoo decodes the keyword twice, hence the double encoding (`from%253A…`).
  const yahoo = domain
    ? `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(encodeURIComponent(`from:${domain}`))}`
    : 'https://mail.yahoo.com/';
  return [
    { id: 'gmail', href: new URL(gmail).href },
    { id: 'yahoo', href: new URL(yahoo).href },
    { id: 'outlook', href: new URL('https://outlook.live.com/mail/0/inbox').href },
  ];
}
