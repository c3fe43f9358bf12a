/**
 * The redirect-page helper: the token leaves the address bar before the authenticate request leaves the page, used or
 * expired links and PKCE mismatches get their own safe texts, and nothing retries by itself.
 */
import { describe, expect, it } from 'vitest';
import { addressWithoutToken, authenticateMagicLinkFromUrl, magicLinkResultView, renderMagicLinkResult, type MagicLinkUrlResult } from './redirect';
import { AUTHENTICATE, installHarness, makeClient, sent, sim, wire } from './testing';

installHarness();

/** Request a link with `client` (a real login-or-create) and return the link from the simulator's outbox. */
async function linkFor(email: string, client = makeClient()): Promise<URL> {
  await client.magicLinks.email.loginOrCreate(email, { login_magic_link_url: 'http://localhost:3000/authenticate?next=%2Fhome' });
  return new URL(sim.outbox.last({ to: email })!.link!);
}

function visit(url: URL | string) {
  const u = new URL(url);
  window.history.replaceState(null, '', `${u.pathname}${u.search}${u.hash}`);
}

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));

describe('authenticateMagicLinkFromUrl', () => {
  it('strips the token from the address bar before the authenticate request, then logs in', async () => {
    const client = makeClient();
    const link = await linkFor('new@example.com', client);
    const token = link.searchParams.get('token')!;
    visit(`${link.href}#top`);
    expect(window.location.href).toContain(token);

    const result = await authenticateMagicLinkFromUrl(client, { sessionDurationMinutes: 45 });

    expect(result.status).toBe('authenticated');
    // Other parameters and the fragment survive byte for byte.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/authenticate?next=%2Fhome#top');
    const calls = sent(AUTHENTICATE);
    expect(calls).toHaveLength(1);
    expect(calls[0].pageUrl).toBe('http://localhost:3000/authenticate?next=%2Fhome#top');
    expect(calls[0].body).toMatchObject({ token, session_duration_minutes: 45 });
    // No request at all left while the token was in the address bar.
    expect(wire.every((r) => !r.pageUrl.includes(token))).toBe(true);
    // The session cookie is set by the client; the result holds no session tokens.
    expect(cookie('stytch_session')).toBeTruthy();
    const data = (result as Extract<MagicLinkUrlResult, { status: 'authenticated' }>).data as Record<string, unknown>;
    expect(data.session_token).toBeUndefined();
    expect(data.session_jwt).toBeUndefined();
    expect(data.__user).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain(token);
    expect((data.user as { emails: { email: string }[] }).emails[0].email).toBe('new@example.com');
    expect(magicLinkResultView(result)).toMatchObject({ tone: 'success', title: 'You are logged in', message: 'You are signed in as new@example.com.' });
    // The token page sends no Referer from now on.
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('a used link gets the specific message and a way to ask for a new one, after exactly one call', async () => {
    const client = makeClient();
    const link = await linkFor('used@example.com', client);
    visit(link);
    expect((await authenticateMagicLinkFromUrl(client)).status).toBe('authenticated');
    wire.length = 0;
    visit(link);
    const result = await authenticateMagicLinkFromUrl(client);
    expect(result).toMatchObject({
      status: 'error',
      reason: 'expired',
      canRequestNewLink: true,
      message: 'The magic link could not be authenticated because it was either already used or expired. Please try again.',
    });
    expect(result.status === 'error' && result.retry).toBeFalsy();
    expect(sent(AUTHENTICATE)).toHaveLength(1);
  });

  it('an unknown token (magic_link_not_found) gets the same safe message', async () => {
    visit('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=not-a-real-token');
    const result = await authenticateMagicLinkFromUrl(makeClient());
    expect(result).toMatchObject({ status: 'error', reason: 'expired', canRequestNewLink: true });
    expect(result.status === 'error' && result.error.errorType).toBe('magic_link_not_found');
    expect(sent(AUTHENTICATE)).toHaveLength(1);
  });

  it('an expired link gets the same safe message', async () => {
    const client = makeClient();
    const link = await linkFor('late@example.com', client);
    sim.advanceTime(31 * 60_000);
    visit(link);
    expect(await authenticateMagicLinkFromUrl(client)).toMatchObject({ status: 'error', reason: 'expired' });
  });

  it('a link opened in another browser (PKCE verifier missing) says where to open it', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const requester = makeClient();
    // Let the requesting client read the bootstrap that requires PKCE.
    await new Promise((r) => setTimeout(r, 50));
    const link = await linkFor('pkce@example.com', requester);
    expect(sent('/sdk/v1/magic_links/email/login_or_create')[0]?.body).toHaveProperty('code_challenge');
    // Another browser: another client with its own storage (no verifier).
    localStorage.clear();
    const other = makeClient();
    visit(link);
    const result = await authenticateMagicLinkFromUrl(other);
    expect(result).toMatchObject({
      status: 'error',
      reason: 'pkce',
      canRequestNewLink: true,
      message: 'Open the link in the browser where you requested it, or send a new link.',
    });
    expect(window.location.search).toBe('?next=%2Fhome');
  });

  it('the same browser passes PKCE', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const client = makeClient();
    await new Promise((r) => setTimeout(r, 50));
    const link = await linkFor('samebrowser@example.com', client);
    visit(link);
    expect((await authenticateMagicLinkFromUrl(client)).status).toBe('authenticated');
    expect(sent(AUTHENTICATE)[0].body).toHaveProperty('code_verifier');
  });

  it('a network fault reports a clear error and offers a retry of the same token (no automatic retry)', async () => {
    const client = makeClient();
    const link = await linkFor('flaky@example.com', client);
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    visit(link);
    const result = await authenticateMagicLinkFromUrl(client);
    expect(result).toMatchObject({ status: 'error', reason: 'other', message: 'We could not reach the server. Check your connection and try again.' });
    expect(window.location.search).toBe('?next=%2Fhome');
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    const retry = result.status === 'error' ? result.retry : undefined;
    expect(retry).toBeTypeOf('function');
    expect((await retry!()).status).toBe('authenticated');
    expect(sent(AUTHENTICATE)).toHaveLength(2);
  });

  it('a 5xx is transient too', async () => {
    const client = makeClient();
    const link = await linkFor('five@example.com', client);
    sim.faults.add({ path: AUTHENTICATE, mode: '500', times: 1 });
    visit(link);
    const result = await authenticateMagicLinkFromUrl(client);
    expect(result).toMatchObject({ status: 'error', reason: 'other', error: { kind: 'server' } });
    expect(result.status === 'error' && typeof result.retry).toBe('function');
  });

  it('does nothing without a token, and leaves other token types to their handlers', async () => {
    visit('http://localhost:3000/authenticate?x=1');
    expect(await authenticateMagicLinkFromUrl(makeClient())).toEqual({ status: 'no-token', tokenType: null });
    visit('http://localhost:3000/authenticate?stytch_token_type=oauth&token=abc');
    expect(await authenticateMagicLinkFromUrl(makeClient())).toEqual({ status: 'no-token', tokenType: 'oauth' });
    expect(window.location.search).toBe('?stytch_token_type=oauth&token=abc');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent(AUTHENTICATE)).toHaveLength(0);
  });

  it('refuses a URL with the token twice, without calling the API, and still strips it', async () => {
    visit('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=a&token=b');
    const result = await authenticateMagicLinkFromUrl(makeClient());
    expect(result).toMatchObject({ status: 'error', reason: 'invalid', canRequestNewLink: true, message: 'This login link is not valid. Please request a new one.' });
    expect(window.location.search).toBe('');
    await new Promise((r) => setTimeout(r, 20));
    expect(sent(AUTHENTICATE)).toHaveLength(0);
  });

  it('reads the url option and takes string overrides', async () => {
    visit('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=nope');
    const result = await authenticateMagicLinkFromUrl(makeClient(), {
      url: 'http://localhost:3000/authenticate?stytch_token_type=magic_links&token=nope',
      strings: { 'email-magic-links.link.expired': 'Link expired — get a new one.' },
    });
    expect(result).toMatchObject({ reason: 'expired', message: 'Link expired — get a new one.' });
    expect(window.location.search).toBe('');
  });
});

describe('addressWithoutToken', () => {
  it.each([
    ['http://h/p?stytch_token_type=magic_links&token=T', '/p'],
    ['http://h/p?a=1&token=T&b=%20x+y&stytch_token_type=magic_links#f', '/p?a=1&b=%20x+y#f'],
    ['http://h/p?to%6Ben=T&a=1', '/p?a=1'],
    ['http://h/p?tokens=1', null],
    ['http://h/p', null],
  ])('%s → %s', (href, expected) => {
    expect(addressWithoutToken(href)).toBe(expected);
  });
});

describe('showing a result', () => {
  it('renders text only, with a safe link to request a new one', () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const hostile: MagicLinkUrlResult = {
      status: 'error',
      reason: 'other',
      error: { kind: 'api', text: '<img src=x onerror="window.__pwned=1">' },
      message: '<img src=x onerror="window.__pwned=1">',
      canRequestNewLink: true,
    };
    const remove = renderMagicLinkResult(host, hostile, { newLinkHref: 'javascript:alert(1)' });
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('<img src=x');
    expect(host.querySelector('[role=alert] h1')?.textContent).toBe('We could not log you in');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(host.querySelector('a')?.textContent).toBe('Send a new link');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    remove();
    expect(host.innerHTML).toBe('');
    host.remove();
  });

  it('offers Try again for transient failures and shows the retry outcome', async () => {
    const host = document.createElement('div');
    let calls = 0;
    const result: MagicLinkUrlResult = {
      status: 'error',
      reason: 'other',
      error: { kind: 'network', key: 'core.error.network' },
      message: 'We could not reach the server. Check your connection and try again.',
      canRequestNewLink: true,
      retry: async () => {
        calls++;
        return { status: 'authenticated', data: {} as never };
      },
    };
    renderMagicLinkResult(host, result, { newLinkHref: '/login' });
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/login');
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Try again');
    button.click();
    button.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(1);
    expect(host.querySelector('[data-status]')?.getAttribute('data-status')).toBe('authenticated');
    expect(host.querySelector('[role=status] h1')?.textContent).toBe('You are logged in');
  });

  it('has a view for pending, success and no token', () => {
    expect(magicLinkResultView('pending')).toMatchObject({ tone: 'info', title: 'Logging you in…', action: null });
    expect(magicLinkResultView({ status: 'no-token', tokenType: null }, { newLinkHref: 'https://app.example/login' })).toMatchObject({
      tone: 'info',
      action: { href: 'https://app.example/login', label: 'Send a new link' },
    });
  });
});
