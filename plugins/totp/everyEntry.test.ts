// @vitest-environment node
/**
 * The second factor wherever a first factor completes, in Node with the real client and the simulator: the callback
 * page after an emailed magic link and after an OAuth return, the password-reset widget (a reset signs the user in),
 * a reload mid-step on the callback page, and the ways out that must not complete a login without the code: going
 * back to Main during the step, and `finish` (meant for after a code) run on the challenge. The page hears of the
 * session (`onSessionChange`) only once the login is complete.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { FLOW_ORIGIN, simulatorClient, type Flow, flowSuite } from 'entryway/testing';
import { EventType, type AnyPlugin, type Client, type WidgetKind } from 'entryway';
import { emailMagicLinks } from '../email-magic-links/index';
import { emailMagicLinksCommands } from '../email-magic-links/commands';
import { github, oauth } from '../oauth/index';
import { oauthCommands } from '../oauth/commands';
import { passwords } from '../passwords/index';
import { passwordsCommands } from '../passwords/allCommands';
import { SCREENS as PASSWORD_SCREENS } from '../passwords/ids';
import { totp } from './index';
import { totpCommands } from './commands';
import { totpCode } from './testAuthenticator';

const sim = createSimulator();
const { flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';
const NEW_PASSWORD = 'quartz-Meadow-lantern-77';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CALLBACK_URL = `${FLOW_ORIGIN}/authenticate`;
const CHALLENGE = { screen: 'totp/Challenge' };

const seed = (fields: Record<string, unknown> = {}) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, totp_secret: SECRET, ...fields }),
  });

async function open(kind: WidgetKind, plugins: AnyPlugin[], client: Client, inputs: Record<string, unknown> = {}) {
  const flow = newFlow({ kind, client, plugins, inputs });
  await flow.started;
  return flow;
}
const completions = (f: Flow) => f.events.filter((e) => e.type === EventType.AuthenticateFlowComplete).length;
const factors = (client: Client) =>
  client.session.getSync()?.authentication_factors.map((x) => x.delivery_method) ?? null;
const code = () => totpCode(SECRET, sim.now());
const simFactors = () => sim.sessions.list().map((s) => s.factors.map((f) => f.delivery_method));

/** A magic link sent from a login widget, opened as the callback page (with totp among its plugins). */
async function openMagicLink(client: Client) {
  const links = emailMagicLinks({ loginRedirectURL: CALLBACK_URL });
  const page = await open('login', [links, totp()], client);
  await page.run(emailMagicLinksCommands.send, EMAIL);
  page.destroy();
  window.history.replaceState(null, '', sim.outbox.last({ to: EMAIL })!.link!);
  return open('callback', [links, totp()], client);
}

describe('the second factor on every entry', () => {
  it('callback page, magic link: the code is asked before the link result; then both factors', async () => {
    await seed();
    const client = simulatorClient();
    const seen: string[] = [];
    const f = await openMagicLink(client);
    f.widget.onSessionChange((s) => seen.push(s.status));
    expect(f.screen()).toEqual(CHALLENGE);
    expect(f.state().widget.step).toBe('totp/challenge');
    expect(completions(f)).toBe(0);
    expect(factors(client)).toEqual(['email']);
    expect(seen).toEqual([]);
    expect(await f.run(totpCommands.authenticate, code())).toEqual({ ok: true, value: undefined });
    expect(f.screen()).toEqual({
      screen: 'email-magic-links/LinkResult',
      params: { status: 'authenticated', email: EMAIL },
    });
    expect(completions(f)).toBe(1);
    expect(factors(client)).toEqual(['email', 'authenticator_app']);
    await expect.poll(() => seen.at(-1)).toBe('active');
  });

  it('callback page, OAuth return: the code is asked before the result', async () => {
    await seed();
    const client = simulatorClient();
    const plugins = () => [
      oauth({ providers: [github()], loginRedirectURL: CALLBACK_URL, signupRedirectURL: CALLBACK_URL }),
      totp(),
    ];
    const page = await open('login', plugins(), client);
    const navigate = client.oauth as unknown as { navigate(url: URL | string): void };
    let started = '';
    navigate.navigate = (url) => void (started = String(url));
    await page.run(oauthCommands.start, 'github');
    page.destroy();
    const follow = async (url: string) => {
      const res = await sim.handle({ method: 'GET', url: new URL(url, FLOW_ORIGIN).href, headers: {} });
      if ('networkError' in res || res.status !== 302) throw new Error(`${url} did not redirect`);
      return res.headers.location;
    };
    const state = new URL(await follow(started), FLOW_ORIGIN).searchParams.get('state')!;
    const back = await follow(`/__sim/oauth/github/decide?${new URLSearchParams({ state, identity: 'ada' })}`);
    window.history.replaceState(null, '', back);
    const f = await open('callback', plugins(), client);
    expect(f.screen()).toEqual(CHALLENGE);
    expect(completions(f)).toBe(0);
    await f.run(totpCommands.authenticate, code());
    expect(f.screen()).toMatchObject({ screen: 'oauth/Result', params: { status: 'authenticated' } });
    expect(completions(f)).toBe(1);
    expect(factors(client)).toEqual(['oauth_github', 'authenticator_app']);
  });

  it('password-reset widget: a new password signs in, then the code; the reset confirmation after it', async () => {
    await seed();
    const client = simulatorClient();
    const login = await open('login', [passwords({ resetPasswordRedirectURL: CALLBACK_URL }), totp()], client);
    await login.run(passwordsCommands.forgot, EMAIL);
    login.destroy();
    const link = sim.outbox.last({ to: EMAIL, kind: 'reset_password' })!.link!;
    const token = new URL(link).searchParams.get('token');
    const f = await open('resetPassword', [passwords(), totp()], client, { passwordResetToken: token });
    expect(f.widget.api.pluginIds).toEqual(['passwords', 'totp']);
    expect(await f.run(passwordsCommands.resetPassword, NEW_PASSWORD)).toMatchObject({ ok: true });
    await expect.poll(() => f.screen()).toEqual(CHALLENGE);
    expect(completions(f)).toBe(0);
    await f.run(totpCommands.authenticate, code());
    expect(f.screen()).toEqual({ screen: PASSWORD_SCREENS.resetConfirmation, params: { via: 'reset' } });
    expect(completions(f)).toBe(1);
    expect(simFactors()).toContainEqual([...factors(client)!]);
    expect(factors(client)).toContain('authenticator_app');
  });

  it('a widget kind where no login completes leaves the steps out', async () => {
    const f = await open('resetPassword', [passwords(), totp()], simulatorClient());
    expect(f.widget.api.pluginIds).toContain('totp');
    const { takesPart, logsIn } = await import('../../core/registry');
    expect(logsIn('passkeyRegistration' as WidgetKind, [passwords(), totp()])).toBe(false);
    expect(takesPart(totp(), 'passkeyRegistration' as WidgetKind, false)).toBe(false);
    expect(takesPart(totp(), 'callback', true)).toBe(true);
  });

  it('a reload mid-step on the callback page comes back to the code, and the link result follows it', async () => {
    await seed();
    const client = simulatorClient();
    const first = await openMagicLink(client);
    expect(first.screen()).toEqual(CHALLENGE);
    first.destroy();
    // The address no longer carries the token: the reloaded page finds the step this tab was on.
    expect(window.location.href).toBe(CALLBACK_URL);
    const links = emailMagicLinks({ loginRedirectURL: CALLBACK_URL });
    const f = await open('callback', [links, totp()], client);
    expect(f.screen()).toEqual(CHALLENGE);
    expect(f.state().widget.step).toBe('totp/challenge');
    await f.run(totpCommands.authenticate, code());
    expect(f.screen()).toEqual({
      screen: 'email-magic-links/LinkResult',
      params: { status: 'authenticated', email: EMAIL },
    });
    expect(completions(f)).toBe(1);
  });
});

describe('a login ended at the step on the callback page', () => {
  it('the session ends (another tab logs out): the result screen says so, not the code', async () => {
    await seed();
    const client = simulatorClient();
    const f = await openMagicLink(client);
    expect(f.screen()).toEqual(CHALLENGE);
    await client.session.revoke();
    await expect.poll(() => f.screen().screen).toBe('core/Callback');
    expect(f.screen()).toEqual({
      screen: 'core/Callback',
      params: { reason: 'error', error: { kind: 'api', key: 'core.errorType.session_not_found' } },
    });
    expect(f.state().widget.step).toBeNull();
    expect(completions(f)).toBe(0);
  });

  it("`steps.end(banner)`: the result screen shows the banner's message; nothing completes", async () => {
    await seed();
    const f = await openMagicLink(simulatorClient());
    f.widget.api.steps.end({ variant: 'error', text: 'Ended by the step.' });
    expect(f.screen()).toEqual({
      screen: 'core/Callback',
      params: { reason: 'error', error: { kind: 'api', text: 'Ended by the step.' } },
    });
    expect(await f.run(totpCommands.finish)).toMatchObject({ ok: true });
    expect(completions(f)).toBe(0);
  });
});

describe('no way around the code', () => {
  async function atChallenge() {
    await seed();
    const client = simulatorClient();
    const f = await open('login', [passwords(), totp()], client);
    const seen: string[] = [];
    f.widget.onSessionChange((s) => seen.push(s.status));
    await f.run(passwordsCommands.login, EMAIL, PASSWORD);
    await expect.poll(() => f.screen()).toEqual(CHALLENGE);
    return { f, client, seen };
  }

  it("'finish' (meant for after a code) on the challenge does not complete the login", async () => {
    const { f, seen } = await atChallenge();
    await f.run(totpCommands.finish);
    expect(f.screen()).toEqual(CHALLENGE);
    expect(f.state().widget.step).toBe('totp/challenge');
    expect(completions(f)).toBe(0);
    expect(simFactors()).toEqual([['knowledge']]);
    // The page is not told of a session while the login waits for its second factor.
    expect(seen).not.toContain('active');
    await f.run(totpCommands.authenticate, code());
    expect(completions(f)).toBe(1);
    await expect.poll(() => seen.at(-1)).toBe('active');
  });

  it('back to Main during the step ends the login: the half-done session is revoked, nothing completes', async () => {
    const { f, client, seen } = await atChallenge();
    f.widget.api.navigate('main');
    await expect.poll(() => sim.sessions.list().length).toBe(0);
    await expect.poll(() => f.state().session.status).toBe('none');
    expect(f.state().widget.step).toBeNull();
    expect(await f.run(totpCommands.finish)).toMatchObject({ ok: true });
    expect(await f.widget.api.steps.complete()).toEqual({ screen: 'main' });
    expect(f.screen()).toEqual({ screen: 'main' });
    expect(completions(f)).toBe(0);
    expect(client.session.getSync()).toBeNull();
    expect(seen).not.toContain('active');
    expect(f.state().widget.banner).toBeNull();
  });
});
