// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inboxLinks, senderDomain } from './inbox';
import { loginOrCreateOptions } from './send';
import { resolveOptions } from './options';

describe('senderDomain', () => {
  it('prefers domainHint, else the single bootstrap domain, else none', () => {
    expect(senderDomain('Mail.Example.com', ['stytch.com'])).toBe('mail.example.com');
    expect(senderDomain(undefined, ['stytch.com'])).toBe('stytch.com');
    expect(senderDomain(undefined, ['a.com', 'b.com'])).toBeNull();
    expect(senderDomain(undefined, [])).toBeNull();
    expect(senderDomain('', undefined)).toBeNull();
  });

  it.each(['evil.com/#x', 'a b.com', 'x@y.com', 'javascript:alert(1)', 'a.com)+in%3Aspam', '-a.com', '..'])(
    'refuses %j',
    (hint) => {
      expect(senderDomain(hint, [])).toBeNull();
    },
  );
});

describe('inboxLinks', () => {
  it('searches by domain in Gmail and Yahoo, Outlook opens the inbox', () => {
    expect(inboxLinks('stytch.com')).toEqual([
      { id: 'gmail', href: 'https://mail.google.com/mail/u/0/#search/from%3A(stytch.com)+in%3Aanywhere' },
      { id: 'yahoo', href: 'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com' },
      { id: 'outlook', href: 'https://outlook.live.com/mail/0/inbox' },
    ]);
  });
  it('opens the inboxes without a domain', () => {
    expect(inboxLinks(null).map((l) => l.href)).toEqual([
      'https://mail.google.com/mail/u/0/#inbox',
      'https://mail.yahoo.com/',
      'https://outlook.live.com/mail/0/inbox',
    ]);
  });
});

describe('options', () => {
  it('defaults expirations to 30 minutes and leaves unset fields out', () => {
    expect(loginOrCreateOptions(resolveOptions())).toEqual({
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
    expect(loginOrCreateOptions(resolveOptions({ loginExpirationMinutes: undefined }))).toEqual({
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
    expect(resolveOptions()).toEqual({
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
      createUserAsPending: false,
      resendCooldownSeconds: 30,
    });
  });
});
