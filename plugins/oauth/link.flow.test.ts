// @vitest-environment node
/**
 * Connected accounts in Node (no DOM, no React), with the real Stytch client against the simulator: linking a
 * provider from the account page (attach token → the provider's start → the simulated provider → the callback page,
 * which finishes the link and goes back to the account page instead of completing a login), what the account page
 * then says, unlinking, and what goes wrong on the way (a failed attach, a provider account someone else has, the
 * user's Cancel, a return that is not this user's link).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { FLOW_ORIGIN, flowSuite, simAdmin, simulatorClient } from 'entryway/testing';
import type { Client } from 'entryway';
import { github, google, oauth } from './index';
import { oauthAccountCommands } from './accountCommands';
import { LINK_KEY, LINK_MAX_AGE_MS } from './link';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire: handled, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });
afterEach(() => vi.restoreAllMocks());
const ATTACH = '/sdk/v1/oauth/attach';
const AUTHENTICATE = '/sdk/v1/oauth/authenticate';
const CALLBACK_URL = `${FLOW_ORIGIN}/authenticate`;
const ACCOUNT_URL = `${FLOW_ORIGIN}/account?tab=security`;

const plugins = () => [oauth({ providers: [google(), github()], loginRedirectURL: CALLBACK_URL })];

/** Grace, signed in by a trusted token (no provider linked), on the account page. */
async function accountPage(client: Client = simulatorClient()) {
  const { token, profile_id } = await admin('POST', '/__sim/trusted_auth_tokens', { email: 'grace@example.com' });
  await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
  window.history.replaceState(null, '', ACCOUNT_URL);
  return page(client);
}

async function page(client: Client) {
  const flow = suiteFlow({ client, plugins: plugins() });
  await flow.started;
  return flow;
}

/** The simulated provider's page, walked as a browser would from the start URL: the way back. */
async function providerReturn(startUrl: string, decide: Record<string, string> = { identity: 'ada' }): Promise<URL> {
  const follow = async (url: string) => {
    const res = await sim.handle({ method: 'GET', url: new URL(url, FLOW_ORIGIN).href, headers: {} });
    if ('networkError' in res || res.status !== 302) throw new Error(`${url} did not redirect`);
    return res.headers.location;
  };
  const authorize = new URL(await follow(startUrl), FLOW_ORIGIN);
  const decideUrl = authorize.pathname.replace(/\/authorize$/, '/decide');
  const state = authorize.searchParams.get('state')!;
  return new URL(await follow(`${decideUrl}?${new URLSearchParams({ state, ...decide })}`));
}

/** The callback page opened at `url` with `client`. */
async function callbackPage(client: Client, url: URL | string) {
  window.history.replaceState(null, '', String(url));
  const flow = suiteFlow({ kind: 'callback', client, plugins: plugins() });
  await flow.started;
  return flow;
}

/** Link `type` from a fresh account page and come back through the callback page. */
async function linkAndReturn(type: 'google' | 'github', decide?: Record<string, string>) {
  const client = simulatorClient();
  const account = await accountPage(client);
  expect(await account.run(oauthAccountCommands.link, type)).toEqual({ ok: true, value: true });
  const back = await providerReturn(window.location.href, decide);
  account.destroy();
  const callback = await callbackPage(client, back);
  return { client, callback, back };
}

describe('linking a provider', () => {
  it('attach → start with the token → provider → callback page, which links and goes back to the account page', async () => {
    const client = simulatorClient();
    const account = await accountPage(client);
    expect(await account.run(oauthAccountCommands.linked)).toEqual({ ok: true, value: [] });
    expect(await account.run(oauthAccountCommands.link, 'google')).toEqual({ ok: true, value: true });
    expect(handled.sent(ATTACH).map((r) => r.body)).toEqual([{ provider: 'google' }]);
    const start = new URL(window.location.href);
    expect(start.pathname).toBe('/v1/public/oauth/google/start');
    expect(start.searchParams.get('oauth_attach_token')).toEqual(expect.any(String));
    expect(start.searchParams.get('login_redirect_url')).toBe(CALLBACK_URL);
    expect(account.state().oauth?.starting).toBe('google');

    const back = await providerReturn(start.href, { identity: 'ada' });
    expect(back.href.startsWith(`${CALLBACK_URL}?`)).toBe(true);
    account.destroy();
    const callback = await callbackPage(client, back);
    // Finished as a link: back to the account page, no login completed, no result claiming a login.
    expect(callback.screen()).toEqual({ screen: 'oauth/Result', params: { status: 'returning' } });
    expect(window.location.href).toBe(ACCOUNT_URL);
    expect(callback.events.filter((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toEqual([]);
    expect(handled.sent(AUTHENTICATE)).toHaveLength(1);
    expect(sim.users.list()).toHaveLength(1);

    const again = await page(client);
    expect(await again.run(oauthAccountCommands.outcome)).toEqual({
      ok: true,
      value: { provider: 'google', status: 'linked' },
    });
    // It stays until it has been said (a widget destroyed first loses nothing), then the next page says nothing.
    expect(await again.run(oauthAccountCommands.outcome)).toMatchObject({ value: { status: 'linked' } });
    await again.run(oauthAccountCommands.outcomeSaid);
    expect(await (await page(client)).run(oauthAccountCommands.outcome)).toEqual({ ok: true, value: null });
    const linked = await again.run(oauthAccountCommands.linked);
    expect(linked).toEqual({
      ok: true,
      value: [{ id: expect.any(String), type: 'google', subject: 'google-sim-ada' }],
    });
    // The session is the same one, with the provider's factor added.
    expect(sim.sessions.list()).toHaveLength(1);
    expect(sim.sessions.list()[0].factors.map((f) => f.delivery_method)).toContain('oauth_google');
  });

  it('a callback page whose client holds no user yet (a fresh page load) still finishes the link', async () => {
    const account = await accountPage();
    await account.run(oauthAccountCommands.link, 'google');
    const back = await providerReturn(window.location.href);
    account.destroy();
    // Another client object: nothing cached, only the session cookie the browser keeps.
    const fresh = simulatorClient();
    expect(fresh.user.getSync()).toBeNull();
    const callback = await callbackPage(fresh, back);
    expect(callback.screen()).toEqual({ screen: 'oauth/Result', params: { status: 'returning' } });
    expect(window.location.href).toBe(ACCOUNT_URL);
    expect(sim.users.list()[0].user.providers.map((p) => p.provider_type)).toEqual(['google']);
  });

  it('one click links once: a second run meanwhile is skipped; a linked or unconfigured provider starts nothing', async () => {
    const flow = await accountPage();
    const [first, second] = await Promise.all([
      flow.run(oauthAccountCommands.link, 'google'),
      flow.run(oauthAccountCommands.link, 'github'),
    ]);
    expect([first, second]).toEqual([
      { ok: true, value: true },
      { ok: false, skipped: 'busy' },
    ]);
    expect(handled.sent(ATTACH)).toHaveLength(1);
    // While the page leaves for Google, GitHub starts nothing.
    expect(await flow.run(oauthAccountCommands.link, 'github')).toEqual({ ok: true, value: false });
    expect(await flow.run(oauthAccountCommands.link, 'apple' as never)).toEqual({ ok: true, value: false });
    expect(handled.sent(ATTACH)).toHaveLength(1);
  });

  it('a failed attach: the error in place, nothing left for the callback page, the buttons work again', async () => {
    sim.faults.add({ path: ATTACH, mode: '500', times: 1 });
    const flow = await accountPage();
    expect(await flow.run(oauthAccountCommands.link, 'google')).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(flow.state().commands['oauth/link'].error).toMatchObject({ kind: 'server' });
    expect(flow.state().oauth).toMatchObject({ starting: null, failed: 'google' });
    expect(sessionStorage.getItem(LINK_KEY)).toBeNull();
    expect(window.location.href).toBe(ACCOUNT_URL);
    expect(await flow.run(oauthAccountCommands.link, 'google')).toEqual({ ok: true, value: true });
  });

  it('a provider account that is already someone else’s: back on the account page with the reason', async () => {
    const other = simulatorClient();
    const mine = await providerReturn(
      (await other.oauth.google.start({ login_redirect_url: CALLBACK_URL }), window.location.href),
      { identity: 'ada' },
    );
    await other.oauth.authenticate(mine.searchParams.get('token')!, { session_duration_minutes: 30 });
    const { client, callback } = await linkAndReturn('google', { identity: 'ada' });
    expect(callback.screen()).toEqual({ screen: 'oauth/Result', params: { status: 'returning' } });
    const account = await page(client);
    expect(await account.run(oauthAccountCommands.outcome)).toEqual({
      ok: true,
      value: {
        provider: 'google',
        status: 'error',
        error: expect.objectContaining({ key: 'oauth.account.errorType.oauth_user_registration_conflict' }),
      },
    });
    expect(await account.run(oauthAccountCommands.linked)).toEqual({ ok: true, value: [] });
  });

  it('Cancel on the provider’s page: back on the account page, which says it was cancelled', async () => {
    const { client, callback } = await linkAndReturn('github', { cancel: '1' });
    expect(callback.screen()).toEqual({ screen: 'oauth/Result', params: { status: 'returning' } });
    expect(window.location.href).toBe(ACCOUNT_URL);
    const account = await page(client);
    expect(await account.run(oauthAccountCommands.outcome)).toEqual({
      ok: true,
      value: { provider: 'github', status: 'cancelled' },
    });
  });

  it('a return that is not this user’s recent link is an ordinary login', async () => {
    const client = simulatorClient();
    const account = await accountPage(client);
    await account.run(oauthAccountCommands.link, 'google');
    const back = await providerReturn(window.location.href);
    account.destroy();
    // The link was started more than 15 minutes ago (the tab left open): the return is a login, and completes.
    const marker = JSON.parse(sessionStorage.getItem(LINK_KEY)!);
    sessionStorage.setItem(LINK_KEY, JSON.stringify({ ...marker, at: Date.now() - LINK_MAX_AGE_MS - 1 }));
    const callback = await callbackPage(client, back);
    expect(callback.screen()).toMatchObject({ params: { status: 'authenticated', provider: 'Google' } });
    expect(callback.events.filter((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(sessionStorage.getItem(LINK_KEY)).toBeNull();
  });

  it('a marker pointing at another origin is ignored (no open redirect)', async () => {
    const client = simulatorClient();
    const account = await accountPage(client);
    await account.run(oauthAccountCommands.link, 'google');
    const back = await providerReturn(window.location.href);
    const marker = JSON.parse(sessionStorage.getItem(LINK_KEY)!);
    sessionStorage.setItem(LINK_KEY, JSON.stringify({ ...marker, returnTo: 'https://evil.example/account' }));
    const callback = await callbackPage(client, back);
    expect(callback.screen()).toMatchObject({ params: { status: 'authenticated' } });
    expect(new URL(window.location.href).origin).toBe(FLOW_ORIGIN);
  });
});

describe('unlinking', () => {
  it('deletes the registration; the list follows', async () => {
    const { client } = await linkAndReturn('google');
    const account = await page(client);
    const linked = await account.run(oauthAccountCommands.linked);
    const id = (linked as { value: { id: string }[] }).value[0].id;
    expect(await account.run(oauthAccountCommands.unlink, id)).toEqual({ ok: true, value: [] });
    expect(handled.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/sdk/v1/users/oauth/${id}`,
    ]);
    expect(sim.users.list()[0].user.providers).toEqual([]);
  });

  it('once the user has a verified phone too, unlinking needs a multi-factor session (insufficient_factors)', async () => {
    const { client } = await linkAndReturn('google');
    sim.users.addPhone(sim.users.list()[0], '+15555550123', true);
    const account = await page(client);
    const id = ((await account.run(oauthAccountCommands.linked)) as { value: { id: string }[] }).value[0].id;
    const result = await account.run(oauthAccountCommands.unlink, id);
    // The account widget's kit verifies the user again on this error type and runs the unlink once more.
    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorType: 'insufficient_factors' } });
    expect(sim.users.list()[0].user.providers).toHaveLength(1);
  });

  it('an unknown registration: the error in place, nothing removed', async () => {
    const { client } = await linkAndReturn('google');
    const account = await page(client);
    const result = await account.run(oauthAccountCommands.unlink, 'oauth-user-registration-test-nope');
    expect(result).toMatchObject({ ok: false, error: { kind: 'api' } });
    expect(sim.users.list()[0].user.providers).toHaveLength(1);
  });
});
