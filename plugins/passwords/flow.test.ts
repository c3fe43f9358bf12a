// @vitest-environment node
/**
 * The passwords plugin's commands in Node, without a DOM or React: the real Stytch client against the simulator.
 * Each test asserts what crossed the wire (requests the simulator handled, its users and outbox) and what reached the
 * store, the screen and the host's callbacks; the races check that only a current run's work lands.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { createFlow, recordRequests, resetFlowTest, serveSimulator, simAdmin, type Flow } from 'entryway/testing';
import { definePlugin, EventType, type AnyPlugin, type WidgetKind } from 'entryway';
import { passwords, type PasswordsOptions } from './index';
import { passwordsCommands as commands } from './allCommands';
import { events } from './events';
import { SCREENS } from './ids';

const sim = createSimulator();
let network: { close(): void };
// The in-memory browser globals the client needs are taken away after this file: the next Node file in this worker
// must not see a `document` (the test setup would take it for a DOM).
const globalsBefore = new Set(Object.getOwnPropertyNames(globalThis));
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => {
  handled.stop();
  network.close();
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (!globalsBefore.has(name)) delete (globalThis as Record<string, unknown>)[name];
  }
});

const STRONG = 'correct-horse-glacier-umbrella-42';
const OTHER = 'velvet-anchor-orbit-lantern-77';
const SEARCH = '/sdk/v1/users/search';
const CREATE = '/sdk/v1/passwords';
const AUTHENTICATE = '/sdk/v1/passwords/authenticate';
const STRENGTH = '/sdk/v1/passwords/strength_check';
const RESET_START = '/sdk/v1/passwords/email/reset/start';
const RESET = '/sdk/v1/passwords/email/reset';
const ML_AUTHENTICATE = '/sdk/v1/magic_links/authenticate';

/** Every `/sdk/v1` request the simulator handled since the test began: path and parsed body. */
const handled = recordRequests(sim);
beforeEach(() => handled.clear());
const sent = handled.sent;

/** The simulator's control API (`/__sim/*`), as the sandbox and the browser tests use it. */
const admin = simAdmin(sim);
const seedUser = (user: { email: string; password?: string; requires_reset?: boolean }) =>
  admin('POST', '/__sim/users', user);

/** The token of the newest reset email to `to` (its reset link, or its login link). */
function resetToken(to: string, which: 'link' | 'loginLink' = 'link'): string {
  const link = sim.outbox.last({ to, kind: 'reset_password' })?.[which];
  if (!link) throw new Error(`no reset email (${which}) to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

/** Another plugin's email login method (a magic link), as magic links or email passcodes offer it. */
const otherMethod = definePlugin({
  id: 'stub',
  options: {},
  features: ['email'],
  screens: { 'stub/Sent': () => null },
  apply: ({ widget }) =>
    widget.hooks.emailLoginMethods.tap({ name: 'stub' }, (list) => [
      ...list,
      {
        id: 'stub',
        labelKey: 'stub.button',
        async send(email: string) {
          await widget.client.magicLinks.email.loginOrCreate(email);
          widget.navigate('stub/Sent');
        },
      },
    ]),
});
declare module 'entryway' {
  interface ScreenRegistry {
    'stub/Sent': undefined;
  }
}

let flow: Flow;
afterEach(() => {
  resetFlowTest(sim, flow);
  vi.restoreAllMocks();
});
interface Start {
  options?: PasswordsOptions;
  extra?: AnyPlugin[];
  kind?: WidgetKind;
  inputs?: Record<string, unknown>;
}
async function start(o: Start = {}) {
  flow = createFlow({ plugins: [passwords(o.options), ...(o.extra ?? [])], kind: o.kind, inputs: o.inputs });
  await flow.started;
  return flow;
}
const types = () => flow.events.map((e) => e.type);
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5_000 });

describe('search', () => {
  it('stores the email and the user type and opens PasswordCreateOrLogin', async () => {
    await seedUser({ email: 'pw@example.com', password: STRONG });
    await start();
    expect(await flow.run(commands.search, 'pw@example.com')).toEqual({ ok: true, value: 'password' });
    expect(sent(SEARCH).map((r) => r.body)).toEqual([{ email: 'pw@example.com' }]);
    expect(flow.state().passwords).toEqual({ email: 'pw@example.com', userType: 'password', offerOn: null });
    expect(flow.screen()).toEqual({ screen: SCREENS.createOrLogin });
  });

  it('a passwordless user: the search goes on to send (here a reset email, announced) → PasswordSetNew', async () => {
    await seedUser({ email: 'nopw@example.com' });
    await start();
    expect(await flow.run(commands.search, 'nopw@example.com')).toMatchObject({ ok: true, value: 'passwordless' });
    await until(() => flow.screen().screen === SCREENS.setNew);
    expect(sent(RESET_START)).toHaveLength(1);
    expect(sim.outbox.last({ to: 'nopw@example.com' })?.kind).toBe('reset_password');
    expect(types()).toEqual([events.PasswordResetByEmailStart]);
  });

  it('a network fault: stored, nothing else changes, not reported (the email step reports it)', async () => {
    await start();
    sim.faults.add({ path: SEARCH, mode: 'network', times: 1 });
    expect(await flow.run(commands.search, 'ada@example.com')).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(flow.state().commands['passwords/search'].error).toMatchObject({ key: 'core.error.network' });
    expect(flow.state().passwords?.email).toBe('');
    expect(flow.screen().screen).toBe('main');
    expect(flow.errors).toEqual([]);
  });
});

describe('create', () => {
  it('creates the account → PasswordConfirmation, PASSWORD_CREATE then complete', async () => {
    await start();
    expect(await flow.run(commands.create, 'new@example.com', STRONG)).toEqual({ ok: true, value: undefined });
    expect(sent(CREATE).map((r) => r.body)).toEqual([
      { email: 'new@example.com', password: STRONG, session_duration_minutes: 30 },
    ]);
    expect(flow.screen()).toEqual({ screen: SCREENS.confirmation });
    expect(types()).toEqual([events.PasswordCreate, EventType.AuthenticateFlowComplete]);
    // The account has that password now.
    expect(await flow.run(commands.login, 'new@example.com', STRONG)).toMatchObject({ ok: true });
    expect(await flow.run(commands.login, 'new@example.com', OTHER)).toMatchObject({
      ok: false,
      error: { errorType: 'unauthorized_credentials' },
    });
  });

  it('an account that must reset first (reset_password): a reset email, not announced → PasswordDedupe', async () => {
    await seedUser({ email: 'nopw@example.com' });
    await start();
    expect(await flow.run(commands.create, 'nopw@example.com', STRONG)).toMatchObject({ ok: true });
    expect(sent(RESET_START)).toHaveLength(1);
    expect(sim.outbox.last({ to: 'nopw@example.com' })?.kind).toBe('reset_password');
    expect(flow.screen()).toEqual({ screen: SCREENS.dedupe });
    expect(types()).toEqual([]);
  });

  it('a weak password: the API error is described, stored and reported; no screen change', async () => {
    await start();
    const result = await flow.run(commands.create, 'weak@example.com', 'abc');
    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorType: 'weak_password' } });
    expect(flow.state().commands['passwords/create'].error).toMatchObject({ errorType: 'weak_password' });
    expect(flow.errors.map((e) => e.error_type)).toEqual(['weak_password']);
    expect(flow.screen().screen).toBe('main');
  });

  it('a 429 with a wait: refuses to run again until it is over (one request sent)', async () => {
    await start();
    sim.faults.add({ path: CREATE, mode: '429', retryAfterSeconds: 30, times: 1 });
    const limited = await flow.run(commands.create, 'new@example.com', STRONG);
    expect(limited).toMatchObject({ ok: false, error: { kind: 'rate', retryAfterSeconds: 30 } });
    expect(await flow.run(commands.create, 'new@example.com', STRONG)).toEqual({ ok: false, skipped: 'rateLimited' });
    expect(sent(CREATE)).toHaveLength(1);
  });

  it('double submit: a second run while the first is in flight is skipped; one request', async () => {
    await start();
    const first = flow.run(commands.create, 'new@example.com', STRONG);
    expect(await flow.run(commands.create, 'new@example.com', STRONG)).toEqual({ ok: false, skipped: 'busy' });
    expect(await first).toMatchObject({ ok: true });
    expect(sent(CREATE)).toHaveLength(1);
    expect(types().filter((t) => t === events.PasswordCreate)).toHaveLength(1);
  });
});

describe('login', () => {
  beforeEach(() => seedUser({ email: 'pw@example.com', password: STRONG }));

  it('logs in → PasswordConfirmation, PASSWORD_AUTHENTICATE then complete; the session cookie is set', async () => {
    await start();
    expect(await flow.run(commands.login, 'pw@example.com', STRONG)).toMatchObject({ ok: true });
    expect(sent(AUTHENTICATE).map((r) => r.body)).toEqual([
      { email: 'pw@example.com', password: STRONG, session_duration_minutes: 30 },
    ]);
    expect(flow.screen()).toEqual({ screen: SCREENS.confirmation });
    expect(types()).toEqual([events.PasswordAuthenticate, EventType.AuthenticateFlowComplete]);
    expect(document.cookie).toContain('stytch_session=');
  });

  it('a wrong password: unauthorized_credentials, reported; no event, no screen change, no session', async () => {
    await start();
    const result = await flow.run(commands.login, 'pw@example.com', OTHER);
    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorType: 'unauthorized_credentials' } });
    expect(flow.errors.map((e) => e.error_type)).toEqual(['unauthorized_credentials']);
    expect(types()).toEqual([]);
    expect(flow.screen().screen).toBe('main');
    expect(document.cookie).not.toContain('stytch_session=');
    // The next run clears the error.
    expect(await flow.run(commands.login, 'pw@example.com', STRONG)).toMatchObject({ ok: true });
    expect(flow.state().commands['passwords/login'].error).toBeNull();
  });

  it('a password that must be reset: a reset email → PasswordDedupe', async () => {
    await seedUser({ email: 'reset@example.com', password: STRONG, requires_reset: true });
    await start();
    expect(await flow.run(commands.login, 'reset@example.com', STRONG)).toMatchObject({ ok: true });
    expect(sim.outbox.last({ to: 'reset@example.com' })?.kind).toBe('reset_password');
    expect(flow.screen()).toEqual({ screen: SCREENS.dedupe });
  });

  it('a 5xx: the server text, and the user stays', async () => {
    await start();
    sim.faults.add({ path: AUTHENTICATE, mode: '500', times: 1 });
    const failed = await flow.run(commands.login, 'pw@example.com', STRONG);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(flow.screen().screen).toBe('main');
  });

  it('a destroyed widget: the request went, but nothing lands (no event, no navigation)', async () => {
    await start();
    const run = flow.run(commands.login, 'pw@example.com', STRONG);
    flow.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect(types()).toEqual([]);
    expect(flow.screen().screen).toBe('main');
  });
});

describe('reset emails', () => {
  const options: PasswordsOptions = {
    loginRedirectURL: 'http://localhost:3000/authenticate',
    resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
    resetPasswordExpirationMinutes: 45,
    resetPasswordTemplateId: 'tpl-reset',
    locale: 'es',
  };

  it('forgot: a reset email with every option → PasswordForgot; no event (not a new password)', async () => {
    await seedUser({ email: 'pw@example.com', password: STRONG });
    await start({ options });
    expect(await flow.run(commands.forgot, 'pw@example.com')).toMatchObject({ ok: true });
    expect(sent(RESET_START).map((r) => r.body)).toEqual([
      {
        email: 'pw@example.com',
        login_redirect_url: 'http://localhost:3000/authenticate',
        reset_password_redirect_url: 'http://localhost:3000/reset-password',
        reset_password_expiration_minutes: 45,
        reset_password_template_id: 'tpl-reset',
        locale: 'es',
      },
    ]);
    expect(sim.outbox.last({ to: 'pw@example.com' })?.kind).toBe('reset_password');
    expect(flow.screen()).toEqual({ screen: SCREENS.forgot });
    expect(types()).toEqual([]);
  });

  it('forgot: a 429 is described with its wait; no screen change', async () => {
    await start();
    sim.faults.add({ path: RESET_START, mode: '429', retryAfterSeconds: 5, times: 1 });
    const limited = await flow.run(commands.forgot, 'pw@example.com');
    expect(limited).toMatchObject({ ok: false, error: { kind: 'rate', retryAfterSeconds: 5 } });
    expect(flow.state().commands['passwords/forgot'].retryAt).toBeGreaterThan(Date.now());
    expect(flow.screen().screen).toBe('main');
  });

  it('resend: announced only when asked (the set-a-new-password screen)', async () => {
    await seedUser({ email: 'pw@example.com', password: STRONG });
    await start();
    await flow.run(commands.resend, 'pw@example.com', false);
    expect(types()).toEqual([]);
    await flow.run(commands.resend, 'pw@example.com', true);
    expect(types()).toEqual([events.PasswordResetByEmailStart]);
    expect(sent(RESET_START)).toHaveLength(2);
  });

  it('resend superseded by a newer one: both emails go, only the newest run lands (one event)', async () => {
    await seedUser({ email: 'pw@example.com', password: STRONG });
    await start();
    const older = flow.run(commands.resend, 'pw@example.com', true);
    const newer = flow.run(commands.resend, 'pw@example.com', true);
    expect(await older).toEqual({ ok: false, skipped: 'stale' });
    expect(await newer).toMatchObject({ ok: true });
    expect(sent(RESET_START)).toHaveLength(2);
    expect(types()).toEqual([events.PasswordResetByEmailStart]);
    expect(flow.state().commands['passwords/resend'].pending).toBe(false);
  });
});

describe('passwordless', () => {
  beforeEach(() => seedUser({ email: 'nopw@example.com' }));

  it('without another email method: a reset email, announced → PasswordSetNew', async () => {
    await start();
    expect(await flow.run(commands.passwordless, 'nopw@example.com')).toMatchObject({ ok: true });
    expect(flow.screen()).toEqual({ screen: SCREENS.setNew });
    expect(types()).toEqual([events.PasswordResetByEmailStart]);
    expect(flow.state().passwords?.offerOn).toBeNull();
  });

  it('with another method: it sends and shows its screen; the offer is under that screen only', async () => {
    await start({ extra: [otherMethod] });
    await flow.run(commands.search, 'nopw@example.com');
    await until(() => flow.state().passwords?.offerOn === 'stub/Sent');
    expect(flow.screen()).toEqual({ screen: 'stub/Sent' });
    expect(sent('/sdk/v1/magic_links/email/login_or_create')).toHaveLength(1);
    expect(sent(RESET_START)).toHaveLength(0);
    const below = (screen: string) => flow.widget.api.hooks.belowScreen.call([], { screen } as never).map((e) => e.id);
    expect(below('stub/Sent')).toEqual(['passwords/offer']);
    expect(below(SCREENS.setNew)).toEqual([]);
    // 'Create a password instead'.
    expect(await flow.run(commands.createInstead, 'nopw@example.com')).toMatchObject({ ok: true });
    expect(flow.screen()).toEqual({ screen: SCREENS.setNew });
    expect(sim.outbox.last({ to: 'nopw@example.com', kind: 'reset_password' })).toBeTruthy();
    expect(types()).toEqual([events.PasswordResetByEmailStart]);
    expect(flow.state().passwords?.offerOn).toBeNull();
  });

  it('a failed send stays on the screen with the error; trying again sends', async () => {
    await start();
    flow.widget.api.navigate(SCREENS.createOrLogin);
    sim.faults.add({ path: RESET_START, mode: 'network', times: 1 });
    const failed = await flow.run(commands.passwordless, 'nopw@example.com');
    expect(failed).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(flow.screen()).toEqual({ screen: SCREENS.createOrLogin });
    expect(await flow.run(commands.passwordless, 'nopw@example.com')).toMatchObject({ ok: true });
    expect(flow.screen()).toEqual({ screen: SCREENS.setNew });
  });
});

describe('strength check', () => {
  it('answers for the password (with the email when known), read into the shape the view shows', async () => {
    await start();
    const weak = await flow.run(commands.strengthCheck, 'abc', 'ada@example.com');
    expect(weak).toMatchObject({ ok: true, value: { policy: 'zxcvbn', valid: false } });
    const strong = await flow.run(commands.strengthCheck, STRONG);
    expect(strong).toMatchObject({ ok: true, value: { policy: 'zxcvbn', valid: true, score: 4 } });
    expect(sent(STRENGTH).map((r) => r.body)).toEqual([
      { email: 'ada@example.com', password: 'abc' },
      { password: STRONG },
    ]);
  });

  it('latest: a newer check supersedes the one in flight; only the newest answer is returned', async () => {
    await start();
    const older = flow.run(commands.strengthCheck, 'abc');
    const newer = flow.run(commands.strengthCheck, STRONG);
    expect(await older).toEqual({ ok: false, skipped: 'stale' });
    expect(await newer).toMatchObject({ ok: true, value: { valid: true } });
    expect(sent(STRENGTH)).toHaveLength(2);
  });

  it('a malformed answer is an error (never "valid"), stored and not reported', async () => {
    await start();
    sim.faults.add({ path: STRENGTH, mode: 'malformed', times: 1 });
    const result = await flow.run(commands.strengthCheck, STRONG);
    expect(result.ok).toBe(false);
    expect(flow.state().commands['passwords/strengthCheck'].error).not.toBeNull();
    expect(flow.errors).toEqual([]);
  });
});

describe('the reset link (password-reset widget)', () => {
  const issue = async (email: string) => {
    await seedUser({ email, password: STRONG });
    const login = createFlow({ plugins: [passwords({ loginRedirectURL: 'http://localhost:3000/authenticate' })] });
    await login.started;
    await login.run(commands.forgot, email);
    login.destroy();
    handled.clear();
  };

  it('a new password for the token → logged in, PASSWORD_RESET_BY_EMAIL then complete; it works', async () => {
    await issue('pw@example.com');
    const token = resetToken('pw@example.com');
    await start({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    expect(flow.screen()).toEqual({ screen: SCREENS.resetForm, params: { tokenType: 'reset_password' } });
    expect(await flow.run(commands.resetPassword, OTHER)).toMatchObject({ ok: true });
    expect(sent(RESET).map((r) => r.body)).toMatchObject([{ token, password: OTHER, session_duration_minutes: 30 }]);
    expect(flow.screen()).toEqual({ screen: SCREENS.resetConfirmation, params: { via: 'reset' } });
    expect(types()).toEqual([events.PasswordResetByEmail, EventType.AuthenticateFlowComplete]);
    expect(JSON.stringify(flow.state())).not.toContain(token);
    flow.destroy();
    await start();
    expect(await flow.run(commands.login, 'pw@example.com', OTHER)).toMatchObject({ ok: true });
  });

  it('a used token: the API error, and the user stays on the form', async () => {
    await issue('pw@example.com');
    const token = resetToken('pw@example.com');
    await start({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    await flow.run(commands.resetPassword, OTHER);
    flow.destroy();
    await start({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    const again = await flow.run(commands.resetPassword, `${OTHER}-2`);
    expect(again).toMatchObject({ ok: false, error: { kind: 'api' } });
    expect(flow.screen().screen).toBe(SCREENS.resetForm);
    expect(types()).toEqual([]);
  });

  it("the email's login link logs in as a magic link → confirmation; no PASSWORD_* event", async () => {
    await issue('pw@example.com');
    const token = resetToken('pw@example.com', 'loginLink');
    await start({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    expect(await flow.run(commands.loginWithLink)).toMatchObject({ ok: true });
    expect(sent(ML_AUTHENTICATE)).toHaveLength(1);
    expect(flow.screen()).toEqual({ screen: SCREENS.resetConfirmation, params: { via: 'login' } });
    expect(types()).toEqual([EventType.AuthenticateFlowComplete]);
  });

  it('a double click on the login link sends once; a destroyed widget drops the answer', async () => {
    await issue('pw@example.com');
    await start({ kind: 'resetPassword', inputs: { passwordResetToken: resetToken('pw@example.com', 'loginLink') } });
    const first = flow.run(commands.loginWithLink);
    expect(await flow.run(commands.loginWithLink)).toEqual({ ok: false, skipped: 'busy' });
    flow.destroy();
    expect(await first).toEqual({ ok: false, skipped: 'stale' });
    expect(sent(ML_AUTHENTICATE)).toHaveLength(1);
    expect(types()).toEqual([]);
  });
});
