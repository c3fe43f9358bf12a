// @vitest-environment node
/**
 * The email-magic-links plugin's commands in Node (no DOM, no React), with the real Stytch client against the
 * simulator: the send (wire body, outbox, event, telemetry, stored address, EmailConfirmation), its errors and races,
 * the resend (only the newest lands), the `emailLoginMethods` offer, 'Try again', and the link's landing on the
 * callback page with its 'Try again'.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FLOW_ORIGIN, resetBrowserGlobals, simulatorClient, type Flow, flowSuite } from 'entryway/testing';
import { createSimulator } from 'entryway/sim';
import type { Client } from 'entryway';
import { emailMagicLinks, type EmailMagicLinksOptions } from './index';
import { emailMagicLinksCommands as commands } from './commands';

const sim = createSimulator();
/** Every `/sdk/v1` request the simulator answered (telemetry aside), with its parsed body. */
const { wire: handled, flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const LOGIN_OR_CREATE = '/sdk/v1/magic_links/email/login_or_create';
const AUTHENTICATE = '/sdk/v1/magic_links/authenticate';
const ADA = 'ada@example.com';

const sent = handled.sent;
const bodyOf = (r: { body?: Record<string, unknown> }) => r.body ?? {};
/** Telemetry the client posted (in batches, every 800 ms). */
const telemetry = (name: string) => sim.events.list().filter((e) => e.event_name === name);

afterEach(() => vi.restoreAllMocks());

async function login(options: EmailMagicLinksOptions = {}, client: Client = simulatorClient()) {
  const plugin = emailMagicLinks({ loginRedirectURL: `${FLOW_ORIGIN}/authenticate`, ...options });
  const flow = newFlow({ client, plugins: [plugin] });
  await flow.started;
  return flow;
}
const sendEvents = (flow: Flow) => flow.events.filter((e) => e.type === 'MAGIC_LINK_LOGIN_OR_CREATE');

describe('send', () => {
  it('sends the link with the options, records it and opens EmailConfirmation', async () => {
    const flow = await login({ loginExpirationMinutes: 10 });
    const result = await flow.run(commands.send, ADA);
    expect(result).toMatchObject({ ok: true, value: { email_id: expect.any(String) } });
    expect(sent(LOGIN_OR_CREATE).map(bodyOf)).toEqual([
      {
        email: ADA,
        login_magic_link_url: `${FLOW_ORIGIN}/authenticate`,
        login_expiration_minutes: 10,
        signup_expiration_minutes: 30,
      },
    ]);
    const link = new URL(sim.outbox.last({ to: ADA })!.link!);
    expect(link.origin + link.pathname).toBe(`${FLOW_ORIGIN}/authenticate`);
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    expect(flow.screen()).toEqual({ screen: 'email-magic-links/EmailConfirmation' });
    expect(flow.state()['email-magic-links']).toEqual({ email: ADA });
    const data = expect.objectContaining({ email: ADA });
    expect(sendEvents(flow)).toEqual([{ type: 'MAGIC_LINK_LOGIN_OR_CREATE', data }]);
    await vi.waitFor(() => expect(telemetry('email_sent')).toHaveLength(1), { timeout: 3000 });
    expect(telemetry('email_sent')[0].details).toEqual({ email: ADA, type: 'login_or_create_eml' });
  });

  it('a double submit sends once', async () => {
    const flow = await login();
    const [a, b] = await Promise.all([flow.run(commands.send, ADA), flow.run(commands.send, ADA)]);
    expect([a.ok, b]).toEqual([true, { ok: false, skipped: 'busy' }]);
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(1);
    expect(sim.outbox.list({ to: ADA })).toHaveLength(1);
  });

  it('an API error: described with the catalogue text, reported, nothing recorded', async () => {
    sim.configure({ inactiveEmails: [ADA] });
    const flow = await login();
    const result = await flow.run(commands.send, ADA);
    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorType: 'inactive_email' } });
    expect(flow.state().commands['email-magic-links/send'].error).toMatchObject({ errorType: 'inactive_email' });
    expect(flow.errors).toHaveLength(1);
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(flow.state()['email-magic-links']).toEqual({ email: null });
    expect(sendEvents(flow)).toEqual([]);
  });

  it.each([
    ['network', 'network'],
    ['500', 'server'],
  ] as const)('a %s fault: the %s error, the screen stays, a second try sends', async (mode, kind) => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode, times: 1 });
    const flow = await login();
    expect(await flow.run(commands.send, ADA)).toMatchObject({ ok: false, error: { kind } });
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(sendEvents(flow)).toEqual([]);
    expect(await flow.run(commands.send, ADA)).toMatchObject({ ok: true });
    expect(flow.screen()).toEqual({ screen: 'email-magic-links/EmailConfirmation' });
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(2);
  });

  it('a 429 with a wait: the rate error, and the command refuses to send until the wait is over', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: '429', times: 1 });
    const flow = await login();
    expect(await flow.run(commands.send, ADA)).toMatchObject({ ok: false, error: { kind: 'rate' } });
    expect(flow.state().commands['email-magic-links/send'].retryAt).toBeGreaterThan(Date.now());
    expect(await flow.run(commands.send, ADA)).toEqual({ ok: false, skipped: 'rateLimited' });
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(1);
  });

  it('a send in flight when the widget is destroyed lands nothing', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: 'slow', times: 1 });
    const flow = await login();
    const run = flow.run(commands.send, ADA);
    await vi.waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    flow.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(flow.state()['email-magic-links']).toEqual({ email: null });
    expect(sendEvents(flow)).toEqual([]);
    expect(flow.errors).toEqual([]);
  });
});

describe('resend and Try again', () => {
  it('resends to the stored address with the same options and records it again', async () => {
    const flow = await login({ signupExpirationMinutes: 5 });
    await flow.run(commands.send, ADA);
    expect(await flow.run(commands.resend)).toMatchObject({ ok: true });
    expect(sent(LOGIN_OR_CREATE).map(bodyOf)).toEqual([
      expect.objectContaining({ email: ADA, signup_expiration_minutes: 5 }),
      expect.objectContaining({ email: ADA, signup_expiration_minutes: 5 }),
    ]);
    expect(sendEvents(flow)).toHaveLength(2);
    await vi.waitFor(() => expect(telemetry('email_sent')).toHaveLength(2), { timeout: 3000 });
  });

  it('a newer resend supersedes one in flight: both leave, only the newest result lands', async () => {
    const flow = await login();
    await flow.run(commands.send, ADA);
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: 'slow', times: 1 });
    const first = flow.run(commands.resend);
    await vi.waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(2));
    const second = flow.run(commands.resend);
    expect(await second).toMatchObject({ ok: true });
    expect(await first).toEqual({ ok: false, skipped: 'stale' });
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(3);
    expect(sim.outbox.list({ to: ADA })).toHaveLength(3);
    expect(sendEvents(flow)).toHaveLength(2);
    await vi.waitFor(() => expect(telemetry('email_sent')).toHaveLength(2), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 900));
    expect(telemetry('email_sent')).toHaveLength(2);
  });

  it('a failed resend keeps the screen and says why', async () => {
    const flow = await login();
    await flow.run(commands.send, ADA);
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: '500', times: 1 });
    expect(await flow.run(commands.resend)).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(flow.screen()).toEqual({ screen: 'email-magic-links/EmailConfirmation' });
    expect(sendEvents(flow)).toHaveLength(1);
  });

  it('without a stored address nothing is resent', async () => {
    const flow = await login();
    expect(await flow.run(commands.resend)).toMatchObject({ ok: false, error: expect.any(Object) });
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(0);
  });

  it("'Try again' logs email_try_again_clicked, forgets the address and returns to Main", async () => {
    const flow = await login();
    await flow.run(commands.send, ADA);
    expect(await flow.run(commands.tryAgain)).toEqual({ ok: true, value: undefined });
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(flow.state()['email-magic-links']).toEqual({ email: null });
    await vi.waitFor(() => expect(telemetry('email_try_again_clicked')).toHaveLength(1), { timeout: 3000 });
    expect(telemetry('email_try_again_clicked')[0].details).toEqual({ email: ADA, type: 'login_or_create_eml' });
  });
});

describe('the emailLoginMethods offer', () => {
  const offer = (flow: Flow) => flow.widget.api.hooks.emailLoginMethods.call([])[0];

  it('sends with the same options and opens EmailConfirmation', async () => {
    const flow = await login({ loginExpirationMinutes: 10 });
    expect(offer(flow)).toMatchObject({ id: 'email-magic-links', labelKey: 'email-magic-links.alternative' });
    await offer(flow).send('offer@example.com');
    const body = expect.objectContaining({ email: 'offer@example.com', login_expiration_minutes: 10 });
    expect(sent(LOGIN_OR_CREATE).map(bodyOf)).toEqual([body]);
    expect(flow.screen()).toEqual({ screen: 'email-magic-links/EmailConfirmation' });
    expect(sendEvents(flow)).toHaveLength(1);
  });

  it("throws the client's error for its caller to show, without reporting it itself", async () => {
    sim.configure({ inactiveEmails: [ADA] });
    const flow = await login();
    await expect(offer(flow).send(ADA)).rejects.toMatchObject({ error_type: 'inactive_email' });
    expect(flow.errors).toEqual([]);
    expect(flow.screen()).toEqual({ screen: 'main' });
  });
});

describe('the link on the callback page', () => {
  const loggedIn = { screen: 'email-magic-links/LinkResult', params: { status: 'authenticated', email: ADA } };
  /** Send a link with `client`, then open it as the callback page. */
  async function openLink(client: Client) {
    const page = await login({}, client);
    await page.run(commands.send, ADA);
    page.destroy();
    const link = sim.outbox.last({ to: ADA })!.link!;
    window.history.replaceState(null, '', link);
    const flow = newFlow({ kind: 'callback', client, plugins: [emailMagicLinks()] });
    await flow.started;
    return { flow, token: new URL(link).searchParams.get('token') };
  }

  it('authenticates the token once and completes the login', async () => {
    const { flow, token } = await openLink(simulatorClient());
    expect(window.location.href).toBe(`${FLOW_ORIGIN}/authenticate`);
    expect(flow.screen()).toEqual(loggedIn);
    expect(sent(AUTHENTICATE).map(bodyOf)).toEqual([{ token, session_duration_minutes: 30 }]);
    expect(sim.sessions.list()).toHaveLength(1);
    expect(flow.events.filter((e) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  });

  it('PKCE: the verifier kept at send is sent; in another browser the link gets its own text', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const { flow } = await openLink(simulatorClient());
    expect(flow.screen()).toMatchObject({ params: { status: 'authenticated' } });
    expect(bodyOf(sent(AUTHENTICATE)[0]).code_verifier).toEqual(expect.any(String));

    const client = simulatorClient();
    const page = await login({}, client);
    await page.run(commands.send, ADA);
    resetBrowserGlobals();
    window.history.replaceState(null, '', sim.outbox.last({ to: ADA })!.link!);
    const other = newFlow({ kind: 'callback', client: simulatorClient(), plugins: [emailMagicLinks()] });
    await other.started;
    expect(other.screen()).toMatchObject({ params: { status: 'error', reason: 'pkce', transient: false } });
  });

  it("a network fault offers 'Try again' (the retry command) with the same token", async () => {
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    const { flow, token } = await openLink(simulatorClient());
    const error = { kind: 'network' };
    expect(flow.screen()).toMatchObject({ params: { status: 'error', reason: 'other', transient: true, error } });
    expect(await flow.run(commands.retry)).toEqual({ ok: true, value: undefined });
    expect(flow.screen()).toEqual(loggedIn);
    expect(sent(AUTHENTICATE).map((r) => bodyOf(r).token)).toEqual([token, token]);
  });

  it('a used link: the expired text, no Try again; a retry when the widget is destroyed lands nothing', async () => {
    const client = simulatorClient();
    const { token } = await openLink(client);
    window.history.replaceState(null, '', `${FLOW_ORIGIN}/authenticate?stytch_token_type=magic_links&token=${token}`);
    const again = newFlow({ kind: 'callback', client, plugins: [emailMagicLinks()] });
    await again.started;
    expect(again.screen()).toMatchObject({ params: { status: 'error', reason: 'expired', transient: false } });

    sim.faults.add({ path: AUTHENTICATE, mode: 'slow', times: 1 });
    const run = again.run(commands.retry);
    await vi.waitFor(() => expect(sent(AUTHENTICATE)).toHaveLength(3));
    again.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(again.screen()).toMatchObject({ params: { status: 'error', reason: 'expired' } });
  });
});
