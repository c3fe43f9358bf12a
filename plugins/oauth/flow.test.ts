// @vitest-environment node
/**
 * The oauth plugin's commands in Node (no DOM, no React), with the real Stytch client against the simulator: the
 * start sends the browser (the in-memory `location`) to the URL the client builds; the way back authenticates a token
 * the simulated provider issued, on the callback page and through 'Try again'; Google One Tap's run with a
 * controllable One Tap provider (Node loads neither Google's script nor Stytch's frame).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { FLOW_ORIGIN, simulatorClient, flowSuite } from 'entryway/testing';
import type { Client } from 'entryway';
import { github, google, oauth, type ProviderSettings } from './index';
import { oauthCommands } from './commands';

const sim = createSimulator();
/** Every `/sdk/v1` request the simulator answered (telemetry aside), with its parsed body. */
const { wire: handled, flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });
const sent = handled.sent;
const bodyOf = (r: { body?: Record<string, unknown> }) => r.body ?? {};
const AUTHENTICATE = '/sdk/v1/oauth/authenticate';
const CALLBACK_URL = `${FLOW_ORIGIN}/authenticate`;

afterEach(() => vi.restoreAllMocks());

async function login(client: Client = simulatorClient(), providers = [google(), github({ custom_scopes: ['repo'] })]) {
  const options = { providers, loginRedirectURL: CALLBACK_URL, signupRedirectURL: `${CALLBACK_URL}?new=1` };
  const flow = newFlow({ client, plugins: [oauth(options)] });
  await flow.started;
  return flow;
}

/** The simulated provider's page, walked as a browser would (start URL → authorize → decide): the way back. */
async function providerReturn(startUrl: string, decide: Record<string, string> = { identity: 'ada' }): Promise<URL> {
  const follow = async (url: string) => {
    const res = await sim.handle({ method: 'GET', url: new URL(url, FLOW_ORIGIN).href, headers: {} });
    if ('networkError' in res || res.status !== 302) throw new Error(`${url} did not redirect`);
    return res.headers.location;
  };
  const page = await follow(startUrl);
  const state = new URL(page, FLOW_ORIGIN).searchParams.get('state')!;
  return new URL(await follow(`/__sim/oauth/github/decide?${new URLSearchParams({ state, ...decide })}`));
}

describe('start', () => {
  it('sends the browser to the start URL the client builds, and marks the provider as starting', async () => {
    const flow = await login();
    expect(await flow.run(oauthCommands.start, 'github')).toEqual({ ok: true, value: true });
    const url = new URL(window.location.href);
    expect(url.origin + url.pathname).toBe(`${FLOW_ORIGIN}/v1/public/oauth/github/start`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      custom_scopes: 'repo',
      login_redirect_url: CALLBACK_URL,
      signup_redirect_url: `${CALLBACK_URL}?new=1`,
      public_token: expect.stringMatching(/^public-token-test-/),
    });
    expect(flow.state().oauth).toMatchObject({ starting: 'github', failed: null });
  });

  it('one click starts one redirect: a second run meanwhile is skipped, so is one while the page leaves', async () => {
    const flow = await login();
    const navigate = vi.spyOn(flow.widget.api.client.oauth as unknown as { navigate(u: URL): void }, 'navigate');
    const [first, second] = await Promise.all([
      flow.run(oauthCommands.start, 'google'),
      flow.run(oauthCommands.start, 'github'),
    ]);
    expect(first).toEqual({ ok: true, value: true });
    expect(second).toEqual({ ok: false, skipped: 'busy' });
    expect(await flow.run(oauthCommands.start, 'github')).toEqual({ ok: true, value: false });
    expect(navigate.mock.calls.map(([u]) => new URL(String(u)).pathname)).toEqual(['/v1/public/oauth/google/start']);
    expect(flow.state().oauth?.starting).toBe('google');
  });

  it('adds a PKCE challenge when the project requires it and keeps the verifier in this browser', async () => {
    sim.configure({ pkceRequiredForOAuth: true });
    const flow = await login();
    await flow.run(oauthCommands.start, 'google');
    const challenge = new URL(window.location.href).searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!);
    const stored = keys.find((k) => k.endsWith('::PKCE_VERIFIER:oauth'));
    expect(JSON.parse(localStorage.getItem(stored!)!)).toMatchObject({ code_challenge: challenge });
  });

  it("a start that throws: the error for that provider's button, reported; the buttons work again", async () => {
    const flow = await login();
    const oauthClient = flow.widget.api.client.oauth as unknown as { navigate(u: URL): void };
    vi.spyOn(oauthClient, 'navigate').mockImplementationOnce(() => {
      throw new Error('navigation blocked');
    });
    const result = await flow.run(oauthCommands.start, 'github');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unknown' } });
    expect(flow.state().oauth).toMatchObject({ starting: null, failed: 'github' });
    expect(flow.state().commands['oauth/start'].error).toMatchObject({ kind: 'unknown' });
    expect(flow.errors.map((e) => e.message)).toEqual(['Something went wrong. Please try again.']);
    expect(window.location.pathname).toBe('/');
    expect(await flow.run(oauthCommands.start, 'github')).toEqual({ ok: true, value: true });
    expect(flow.state().oauth).toMatchObject({ starting: 'github', failed: null });
    expect(window.location.pathname).toBe('/v1/public/oauth/github/start');
  });

  it('a provider that is not configured starts nothing', async () => {
    const flow = await login(undefined, [github()]);
    expect(await flow.run(oauthCommands.start, 'google')).toEqual({ ok: true, value: false });
    expect(window.location.pathname).toBe('/');
    expect(flow.state().oauth?.starting).toBeNull();
  });
});

/** Start on a login page with `client`, walk the provider, and open the way back as a callback widget. */
async function returnFrom(client: Client, decide?: Record<string, string>) {
  const page = await login(client);
  await page.run(oauthCommands.start, 'github');
  const back = await providerReturn(window.location.href, decide);
  page.destroy();
  window.history.replaceState(null, '', back.href);
  const flow = newFlow({
    kind: 'callback',
    client,
    plugins: [oauth({ providers: [github()] })],
    sessionOptions: { sessionDurationMinutes: 45 },
  });
  await flow.started;
  return { flow, token: back.searchParams.get('token') };
}

describe('the way back (callback page)', () => {
  it('authenticates the token with the PKCE verifier, completes the login once and names the provider', async () => {
    sim.configure({ pkceRequiredForOAuth: true });
    const client = simulatorClient();
    const { flow, token } = await returnFrom(client);
    expect(token).toBeTruthy();
    // A new user comes back to the signup URL; the token left the address before the request.
    expect(window.location.href).toBe(`${CALLBACK_URL}?new=1`);
    expect(flow.screen()).toEqual({
      screen: 'oauth/Result',
      params: { status: 'authenticated', provider: 'GitHub', email: 'ada@example.com' },
    });
    const calls = sent(AUTHENTICATE);
    expect(calls).toHaveLength(1);
    const verifier = expect.stringMatching(/^[0-9a-f]{16,}$/);
    expect(bodyOf(calls[0])).toEqual({ token, session_duration_minutes: 45, code_verifier: verifier });
    expect(sim.sessions.list()).toHaveLength(1);
    const complete = flow.events.filter((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE');
    expect(complete).toEqual([{ type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} }]);
    expect(JSON.stringify([flow.state(), flow.events])).not.toContain(token);
  });

  it("a used token: 'OAuth Token could not be found.', no 'Try again'", async () => {
    const client = simulatorClient();
    const { token } = await returnFrom(client);
    window.history.replaceState(null, '', `${CALLBACK_URL}?stytch_token_type=oauth&token=${token}`);
    const again = newFlow({ kind: 'callback', client, plugins: [oauth({ providers: [github()] })] });
    await again.started;
    expect(again.screen()).toMatchObject({
      screen: 'oauth/Result',
      params: { status: 'error', transient: false, error: { key: 'oauth.errorType.oauth_token_not_found' } },
    });
    expect(sent(AUTHENTICATE)).toHaveLength(2);
    expect(sim.sessions.list()).toHaveLength(1);
  });

  it.each([
    ['network', { kind: 'network' }],
    ['500', { kind: 'server' }],
    ['429', { kind: 'rate' }],
  ] as const)("a %s fault is transient: 'Try again' (retry) authenticates the same token", async (mode, error) => {
    sim.faults.add({ path: AUTHENTICATE, mode, times: 1 });
    const { flow, token } = await returnFrom(simulatorClient());
    expect(flow.screen()).toMatchObject({ params: { status: 'error', transient: true, error } });
    expect(flow.events.some((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toBe(false);
    expect(await flow.run(oauthCommands.retry)).toEqual({ ok: true, value: undefined });
    expect(flow.screen()).toMatchObject({ params: { status: 'authenticated', provider: 'GitHub' } });
    expect(sent(AUTHENTICATE).map((r) => bodyOf(r).token)).toEqual([token, token]);
    expect(flow.events.filter((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('a double click on Try again sends one request', async () => {
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    const { flow } = await returnFrom(simulatorClient());
    const [a, b] = await Promise.all([flow.run(oauthCommands.retry), flow.run(oauthCommands.retry)]);
    expect([a.ok, b]).toEqual([true, { ok: false, skipped: 'busy' }]);
    expect(sent(AUTHENTICATE)).toHaveLength(2);
  });

  it('a retry in flight when the widget is destroyed lands nothing', async () => {
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    const { flow } = await returnFrom(simulatorClient());
    const before = flow.screen();
    sim.faults.add({ path: AUTHENTICATE, mode: 'slow', times: 1 });
    const run = flow.run(oauthCommands.retry);
    await vi.waitFor(() => expect(sent(AUTHENTICATE)).toHaveLength(2));
    flow.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(flow.screen()).toEqual(before);
    expect(flow.events.some((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toBe(false);
    expect(flow.errors).toEqual([]);
  });

  it("Cancel on the provider's page: the cancelled result, nothing sent", async () => {
    const { flow, token } = await returnFrom(simulatorClient(), { cancel: '1' });
    expect(token).toBeNull();
    expect(flow.screen()).toEqual({ screen: 'oauth/Result', params: { status: 'cancelled' } });
    expect(window.location.search).toBe('');
    expect(sent(AUTHENTICATE)).toHaveLength(0);
  });
});

/** A controllable stand-in for the client's One Tap provider (in its internals, as Stytch's UI reads it). */
function fakeOneTap(client: Client, publicToken = 'public-token-test-fake') {
  const waiting: Array<(v: unknown) => void> = [];
  let created: (v: unknown) => void = () => {};
  let createdFailed: (e: Error) => void = () => {};
  const creation = new Promise((resolve, reject) => ((created = resolve), (createdFailed = reject)));
  const renders: Array<{ callback(r: { credential: string }): Promise<void>; onOneTapCancelled?(): void }> = [];
  const cancel = vi.fn();
  let submitError: Error | null = null;
  const redirects: string[] = [];
  const gis = {
    render: vi.fn((o: (typeof renders)[number]) => (renders.push(o), new Promise((r) => waiting.push(r)))),
    cancel,
  };
  const internals = (client as unknown as Record<symbol, Record<string, unknown>>)[Symbol.for('stytch__internal_b2c')];
  internals.publicToken = publicToken;
  internals.oneTap = {
    createOneTapClient: vi.fn(() => creation),
    createOnSuccessHandler: (o: { onSuccess(url: string): void }) => async (r: { credential: string }) => {
      if (submitError) throw submitError;
      o.onSuccess(`${CALLBACK_URL}?stytch_token_type=oauth&token=t-${r.credential}`);
    },
    redirectOnSuccess: (url: string) => void redirects.push(url),
  };
  return {
    provider: internals.oneTap as { createOneTapClient: ReturnType<typeof vi.fn> },
    loaded: () => created({ success: true, client: gis }),
    failed: (reason: string) => created({ success: false, reason }),
    loadError: (e: Error) => createdFailed(e),
    shown: () => waiting.shift()?.({ success: true }),
    notDisplayed: (reason: string) => waiting.shift()?.({ success: false, reason }),
    renders,
    gis,
    cancel,
    redirects,
    failSubmit: (e: Error) => (submitError = e),
  };
}

async function oneTapFlow(settings: ProviderSettings = { one_tap: true }, token?: string) {
  const client = simulatorClient();
  const fake = fakeOneTap(client, token);
  const flow = await login(client, [google(settings), github()]);
  return { flow, fake, oneTap: () => flow.state().oauth! };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('Google One Tap', () => {
  it('pending → shown; a pick goes to the returned URL; the run lasts until the prompt closes', async () => {
    const settings = { one_tap: true, position: 'forceLegacyEmbedded', cancel_on_tap_outside: false } as const;
    const { flow, fake, oneTap } = await oneTapFlow(settings);
    let settled = false;
    const run = flow.run(oauthCommands.oneTap).then((r) => ((settled = true), r));
    expect(oneTap().oneTap).toBe('pending');
    fake.loaded();
    await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
    const rendered = fake.gis.render.mock.calls[0][0];
    expect(rendered).toMatchObject({ style: { position: 'forceLegacyEmbedded' }, cancelOnTapOutside: false });
    fake.shown();
    await vi.waitFor(() => expect(oneTap().oneTap).toBe('shown'));
    await fake.renders[0].callback({ credential: 'idt' });
    expect(fake.redirects).toEqual([`${CALLBACK_URL}?stytch_token_type=oauth&token=t-idt`]);
    await tick();
    expect(settled).toBe(false);
    fake.renders[0].onOneTapCancelled?.();
    expect(await run).toEqual({ ok: true, value: undefined });
    expect(oneTap().oneTap).toBe('cancelled');
  });

  it('cancelling the run (the container unmounts) closes a shown prompt; later callbacks change nothing', async () => {
    const { flow, fake, oneTap } = await oneTapFlow();
    const run = flow.run(oauthCommands.oneTap);
    fake.loaded();
    await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
    fake.shown();
    await vi.waitFor(() => expect(oneTap().oneTap).toBe('shown'));
    flow.widget.api.commands.cancel(oauthCommands.oneTap);
    expect(fake.cancel).toHaveBeenCalledTimes(1);
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    fake.renders[0].onOneTapCancelled?.();
    expect(oneTap().oneTap).toBe('shown');
  });

  it('a newer run supersedes one still loading (never rendered); destroying the widget closes the prompt', async () => {
    const { flow, fake, oneTap } = await oneTapFlow();
    const first = flow.run(oauthCommands.oneTap);
    const second = flow.run(oauthCommands.oneTap);
    fake.loaded();
    expect(await first).toEqual({ ok: false, skipped: 'stale' });
    await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
    await tick();
    expect(fake.gis.render).toHaveBeenCalledTimes(1);
    fake.shown();
    await vi.waitFor(() => expect(oneTap().oneTap).toBe('shown'));
    flow.destroy();
    expect(fake.cancel).toHaveBeenCalledTimes(1);
    expect(await second).toEqual({ ok: false, skipped: 'stale' });
  });

  it('a run cancelled while the prompt renders cancels it as soon as it shows, and sets nothing', async () => {
    const { flow, fake, oneTap } = await oneTapFlow();
    const run = flow.run(oauthCommands.oneTap);
    fake.loaded();
    await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
    flow.widget.api.commands.cancel(oauthCommands.oneTap);
    fake.shown();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    await tick();
    expect(fake.cancel).toHaveBeenCalledTimes(1);
    expect(oneTap().oneTap).toBe('pending');
  });

  it.each([
    ['load', 'oauth_config_not_found', 'oauth.oneTap.noOAuthConfig'],
    ['render', 'unregistered_origin', 'oauth.oneTap.originNotAllowed'],
  ] as const)('not shown (%s: %s): the reason and the developer message (test token)', async (stage, reason, key) => {
    const { flow, fake, oneTap } = await oneTapFlow();
    const run = flow.run(oauthCommands.oneTap);
    if (stage === 'load') fake.failed(reason);
    else {
      fake.loaded();
      await vi.waitFor(() => expect(fake.renders).toHaveLength(1));
      fake.notDisplayed(reason);
    }
    expect(await run).toEqual({ ok: true, value: undefined });
    expect(oneTap()).toMatchObject({ oneTap: 'error', oneTapReason: reason, oneTapDevMessage: key });
    expect(flow.errors).toEqual([]);
  });

  it('with a live token no developer message', async () => {
    const { flow, fake, oneTap } = await oneTapFlow(undefined, 'public-token-live-abc');
    const run = flow.run(oauthCommands.oneTap);
    fake.failed('oauth_config_not_found');
    await run;
    expect(oneTap()).toMatchObject({ oneTap: 'error', oneTapReason: 'oauth_config_not_found', oneTapDevMessage: null });
  });

  it('a load failure and a failed submit are reported', async () => {
    const { flow, fake, oneTap } = await oneTapFlow();
    const failing = flow.run(oauthCommands.oneTap);
    fake.loadError(new Error('frame unreachable'));
    expect(await failing).toEqual({ ok: true, value: undefined });
    expect(oneTap()).toMatchObject({ oneTap: 'error', oneTapReason: 'load_failed' });
    expect(flow.errors.map((e) => e.message)).toEqual(['Google One Tap could not load: frame unreachable']);

    const again = await oneTapFlow();
    const run = again.flow.run(oauthCommands.oneTap);
    again.fake.loaded();
    await vi.waitFor(() => expect(again.fake.renders).toHaveLength(1));
    again.fake.shown();
    await vi.waitFor(() => expect(again.oneTap().oneTap).toBe('shown'));
    again.fake.failSubmit(new Error('The Google ID token could not be verified.'));
    await again.fake.renders[0].callback({ credential: 'bad' });
    expect(await run).toEqual({ ok: true, value: undefined });
    expect(again.oneTap()).toMatchObject({ oneTap: 'error', oneTapReason: 'submit_failed' });
    expect(again.flow.errors.map((e) => e.message)).toEqual(['The Google ID token could not be verified.']);
    expect(again.fake.redirects).toEqual([]);
  });
});
