// @vitest-environment node
/**
 * The passkeys commands in Node, without a DOM or React: the real Stytch client against the simulator's real WebAuthn
 * verification (msw), with the software authenticator as `navigator.credentials` (Node 20 has no `navigator`; the
 * test gives it one). What crosses the wire (the simulator's requests and state, the authenticator's ceremonies) and
 * what lands in the store, the screen, the events and `onError`: the happy paths, the errors, and the races (double
 * runs, superseded and cancelled runs, a destroyed widget).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import {
  createFlow,
  recordRequests,
  resetFlowTest,
  serveSimulator,
  simulatorClient,
  type Flow,
} from 'entryway/testing';
import { definePlugin, EventType, type Client } from 'entryway';
import { passkeys } from './plugin';
import { passkeysCommands } from './commands';
import { passkeyRegistrationCommands } from './registrationCommands';
import { passkeysSecondFactorCommands } from './secondFactor';
import { selectPasskeys, selectRegistrations } from './slice';
import { SoftAuthenticator } from './softAuthenticator';
import { passkeysStrings } from './strings';
import { firstFactorCommands } from '../../test/firstFactor';

/** The login and the registration widget's commands (one plugin id, two modules). */
const commands = { ...passkeysCommands, ...passkeyRegistrationCommands };

const sim = createSimulator();
/** Every `/sdk/v1` request the simulator answered since the test began (telemetry aside): method, path, body. */
const wire = recordRequests(sim);
const sent = wire.sent;

// Test files share a worker (`isolate: false`): the in-memory browser objects `serveSimulator` gives Node must not
// outlive this file, or a later Node file would take them for a DOM.
const BROWSER_GLOBALS = ['window', 'document', 'location', 'history', 'localStorage', 'sessionStorage'].concat([
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
]);
const found = BROWSER_GLOBALS.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => {
  wire.stop();
  network.close();
  for (const [key, descriptor] of found)
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else delete (globalThis as Record<string, unknown>)[key];
});

const AUTH_START = '/sdk/v1/webauthn/authenticate/start/primary';
const AUTHENTICATE = '/sdk/v1/webauthn/authenticate';
const REGISTER_START = '/sdk/v1/webauthn/register/start';
const REGISTER = '/sdk/v1/webauthn/register';
const USER = '/sdk/v1/users/me';
const text = (key: keyof typeof passkeysStrings) => passkeysStrings[key];

/** The page's authenticator; `autofill` is what `isConditionalMediationAvailable()` answers. */
let authenticator: SoftAuthenticator;
let autofill = false;
const g = globalThis as Record<string, unknown>;
const useAuthenticator = (a: SoftAuthenticator) => {
  authenticator = a;
  g.navigator = { credentials: a.navigatorCredentials(), userAgent: 'Node flow test', onLine: true };
};

let flow: Flow;
beforeEach(() => {
  wire.clear();
  autofill = false;
  useAuthenticator(new SoftAuthenticator());
  g.PublicKeyCredential = { isConditionalMediationAvailable: async () => autofill };
});
afterEach(() => {
  resetFlowTest(sim, flow);
  delete g.navigator;
  delete g.PublicKeyCredential;
  vi.restoreAllMocks();
});

/** An email-based method: what makes the login widget eligible for passkey autofill. */
const stubEmail = () => definePlugin({ id: 'stub-email', options: {}, features: ['email'] });

async function login(client: Client = simulatorClient()) {
  flow = createFlow({ plugins: [stubEmail(), passkeys()], client });
  await flow.started;
  return flow;
}
async function registration(client: Client) {
  flow = createFlow({ kind: 'passkeyRegistration', plugins: [passkeys()], client });
  await flow.started;
  return flow;
}

/** Sign a user up by email passcode through `client`; returns the user id. */
async function signIn(client: Client, email = 'ada@example.com'): Promise<string> {
  const { method_id } = await client.otps.email.loginOrCreate(email, { expiration_minutes: 5 });
  const code = sim.outbox.last({ to: email })!.code!;
  const r = await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
  return r.user_id;
}
/** Register a passkey for the signed-in user of `client` with the page's authenticator. */
const registerPasskey = (client: Client) =>
  client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
/** A client whose user has a passkey in the authenticator and who has logged out again. */
async function returningUser() {
  const client = simulatorClient();
  const userId = await signIn(client);
  const { webauthn_registration_id: registrationId } = await registerPasskey(client);
  await client.session.revoke();
  wire.clear();
  return { client, userId, registrationId };
}
/** A signed-in client with one passkey, on the registration widget, its user checked. */
async function userWithPasskey() {
  const client = simulatorClient();
  const userId = await signIn(client);
  await registerPasskey(client);
  await registration(client);
  expect(await flow.run(commands.checkUser)).toEqual({ ok: true, value: 'signedIn' });
  wire.clear();
  const [{ webauthn_registration_id: id }] = selectRegistrations(flow.state());
  return { client, userId, id };
}

/** Holds the authenticator's next `get` or `create` until `open()`: lets a test act while a ceremony is pending. */
function gateCeremony(kind: 'get' | 'create') {
  const credentials = (g.navigator as { credentials: Record<string, (o: unknown) => Promise<unknown>> }).credentials;
  const original = credentials[kind];
  let open!: () => void;
  let reached!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const waiting = new Promise<void>((r) => (reached = r));
  credentials[kind] = async (o) => {
    credentials[kind] = original;
    reached();
    await gate;
    return original(o);
  };
  return { open, waiting };
}
const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 3000, interval: 5 });
const types = () => flow.events.map((e) => e.type);

describe('checkAutofill', () => {
  it('stores whether the browser offers passkey autofill, which decides between the button and autofill', async () => {
    autofill = true;
    await login();
    await until(() => selectPasskeys(flow.state()).autofill !== 'unknown');
    expect(selectPasskeys(flow.state())).toMatchObject({ autofill: 'supported', autofillEligible: true });
    flow.destroy();
    autofill = false;
    await login();
    await until(() => selectPasskeys(flow.state()).autofill !== 'unknown');
    expect(selectPasskeys(flow.state()).autofill).toBe('unsupported');
  });
});

describe('login (the button)', () => {
  it('logs in with the passkey: PasskeyConfirmation, events without tokens, the session, the wire', async () => {
    const { client, userId, registrationId } = await returningUser();
    await login(client);
    expect(await flow.run(commands.login)).toEqual({ ok: true, value: 'loggedIn' });
    expect(flow.screen()).toEqual({ screen: 'passkeys/PasskeyConfirmation' });
    expect(types()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(flow.events[0].data).toMatchObject({ webauthn_registration_id: registrationId, user_id: userId });
    expect(JSON.stringify(flow.events)).not.toMatch(/session_token|session_jwt/);
    const start = { domain: 'localhost', return_passkey_credential_options: true };
    expect(sent(AUTH_START).map((r) => r.body)).toEqual([start]);
    expect(sent(AUTHENTICATE)[0].body).toMatchObject({ session_duration_minutes: 30 });
    expect(authenticator.requests).toEqual([{ mediation: 'optional' }]);
    expect(client.session.getSync()?.user_id).toBe(userId);
    expect(flow.errors).toEqual([]);
  });

  it('a closed dialog is "cancelled": no banner, no event, no error, still on Main', async () => {
    const { client } = await returningUser();
    await login(client);
    authenticator.cancelNext = true;
    expect(await flow.run(commands.login)).toEqual({ ok: true, value: 'cancelled' });
    expect([flow.screen().screen, flow.state().widget.banner, types(), flow.errors]).toEqual(['main', null, [], []]);
    expect(sent(AUTHENTICATE)).toEqual([]);
  });

  it('a passkey deleted from the account: the not-found text in the banner and onError', async () => {
    const client = simulatorClient();
    await signIn(client);
    const { webauthn_registration_id: id } = await registerPasskey(client);
    await client.user.deleteWebauthnRegistration(id);
    await client.session.revoke();
    await login(client);
    expect(await flow.run(commands.login)).toEqual({ ok: true, value: 'failed' });
    const key = 'passkeys.errorType.webauthn_registration_not_found';
    expect(flow.state().widget.banner).toEqual({ variant: 'error', key });
    expect(flow.errors.map((e) => [e.message, e.error_type])).toEqual([[text(key), 'webauthn_registration_not_found']]);
    expect(flow.screen().screen).toBe('main');
  });

  it('other API errors: the unknown-error text; a network fault, a 429: the core’s; a new run clears it', async () => {
    const { client } = await returningUser();
    await login(client);
    sim.faults.add({ path: AUTHENTICATE, mode: '500', times: 1 });
    await flow.run(commands.login);
    expect(flow.state().widget.banner).toMatchObject({ key: 'passkeys.error.unknown' });
    sim.faults.add({ path: AUTH_START, mode: 'network', times: 1 });
    await flow.run(commands.login);
    expect(flow.state().widget.banner).toMatchObject({ key: 'core.error.network' });
    sim.faults.add({ path: AUTH_START, mode: '429', times: 1 });
    await flow.run(commands.login);
    expect(flow.state().widget.banner?.key).toMatch(/^core\.error\.rateLimited/);
    expect(flow.errors).toHaveLength(3);
    expect(await flow.run(commands.login)).toEqual({ ok: true, value: 'loggedIn' });
    expect(flow.state().widget.banner).toBeNull();
  });

  it('a double click sends one ceremony', async () => {
    const { client } = await returningUser();
    await login(client);
    const first = flow.run(commands.login);
    expect(await flow.run(commands.login)).toEqual({ ok: false, skipped: 'busy' });
    expect(await first).toEqual({ ok: true, value: 'loggedIn' });
    expect([sent(AUTH_START).length, sent(AUTHENTICATE).length, authenticator.requests.length]).toEqual([1, 1, 1]);
    expect(types()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a widget destroyed while the dialog is open: the late login lands nowhere', async () => {
    const { client } = await returningUser();
    await login(client);
    const gate = gateCeremony('get');
    const run = flow.run(commands.login);
    await gate.waiting;
    flow.destroy();
    gate.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect([types(), flow.errors, flow.screen().screen]).toEqual([[], [], 'main']);
  });

  it('a run cancelled while the dialog is open (the button unmounted): its late failure is not shown', async () => {
    const { client } = await returningUser();
    await login(client);
    sim.faults.add({ path: AUTHENTICATE, mode: '500', times: 1 });
    const gate = gateCeremony('get');
    const run = flow.run(commands.login);
    await gate.waiting;
    flow.widget.api.commands.cancel(commands.login);
    gate.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect([flow.state().widget.banner, flow.errors]).toEqual([null, []]);
  });
});

describe('autofill (conditional mediation)', () => {
  it('one conditional request; picking the passkey logs in', async () => {
    autofill = true;
    const { client, registrationId } = await returningUser();
    await login(client);
    const run = flow.run(commands.autofill);
    await until(() => authenticator.pendingConditional === 1);
    expect(authenticator.requests).toEqual([{ mediation: 'conditional' }]);
    authenticator.pickAutofill();
    expect(await run).toEqual({ ok: true, value: undefined });
    expect(flow.screen()).toEqual({ screen: 'passkeys/PasskeyConfirmation' });
    expect(types()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(flow.events[0].data).toMatchObject({ webauthn_registration_id: registrationId });
    expect(sent(AUTH_START)).toHaveLength(1);
  });

  it('tries 5 times, one fewer after each failure, banner and onError each time, then stops for good', async () => {
    autofill = true;
    const { client } = await returningUser();
    await login(client);
    sim.faults.add({ path: AUTH_START, mode: '500' });
    expect(await flow.run(commands.autofill)).toEqual({ ok: true, value: undefined });
    expect(sent(AUTH_START)).toHaveLength(5);
    expect(selectPasskeys(flow.state()).attemptsLeft).toBe(0);
    expect(flow.state().widget.banner).toMatchObject({ key: 'passkeys.error.unknown' });
    expect(flow.errors.map((e) => e.message)).toEqual(Array(5).fill(text('passkeys.error.unknown')));
    await flow.run(commands.autofill);
    expect(sent(AUTH_START)).toHaveLength(5);
  });

  it('cancelling (leaving Main) aborts the request, no try spent; the next run waits for it to end', async () => {
    autofill = true;
    const { client } = await returningUser();
    await login(client);
    const first = flow.run(commands.autofill);
    await until(() => authenticator.pendingConditional === 1);
    flow.widget.api.commands.cancel(commands.autofill);
    const second = flow.run(commands.autofill);
    expect(await first).toEqual({ ok: false, skipped: 'stale' });
    await until(() => authenticator.requests.length === 2 && authenticator.pendingConditional === 1);
    expect(authenticator.maxPendingConditional).toBe(1);
    expect(selectPasskeys(flow.state()).attemptsLeft).toBe(5);
    authenticator.pickAutofill();
    expect(await second).toEqual({ ok: true, value: undefined });
    expect(types()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a new run supersedes the one in flight (StrictMode’s replayed effect): one request at a time', async () => {
    autofill = true;
    const { client } = await returningUser();
    await login(client);
    const older = flow.run(commands.autofill);
    const newer = flow.run(commands.autofill);
    expect(await older).toEqual({ ok: false, skipped: 'stale' });
    await until(() => authenticator.pendingConditional === 1);
    authenticator.pickAutofill();
    expect(await newer).toEqual({ ok: true, value: undefined });
    expect(authenticator.maxPendingConditional).toBe(1);
    expect(types()).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a destroyed widget aborts the request: nothing lands', async () => {
    autofill = true;
    const { client } = await returningUser();
    await login(client);
    const run = flow.run(commands.autofill);
    await until(() => authenticator.pendingConditional === 1);
    flow.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(authenticator.pendingConditional).toBe(0);
    expect([types(), flow.errors, sent(AUTHENTICATE)]).toEqual([[], [], []]);
  });
});

describe('the registration widget', () => {
  it('checkUser without a signed-in user: noUser, the product’s error reported once, one request', async () => {
    await registration(simulatorClient());
    expect(await flow.run(commands.checkUser)).toEqual({ ok: true, value: 'noUser' });
    expect(selectPasskeys(flow.state()).userCheck).toBe('noUser');
    expect(flow.errors.map((e) => e.message)).toEqual([text('passkeys.error.noUser')]);
    expect(sent(USER)).toHaveLength(1);
  });

  it('checkUser: a network fault is the command’s error, a retry works; the list mirrors the user', async () => {
    const client = simulatorClient();
    await registration(client);
    sim.faults.add({ path: USER, mode: 'network', times: 1 });
    expect(await flow.run(commands.checkUser)).toMatchObject({ ok: false, error: { key: 'core.error.network' } });
    expect(flow.state().commands['passkeys/checkUser'].error).toMatchObject({ kind: 'network' });
    expect(selectPasskeys(flow.state()).userCheck).toBe('unknown');
    await signIn(client);
    await registerPasskey(client);
    expect(await flow.run(commands.checkUser)).toEqual({ ok: true, value: 'signedIn' });
    expect(flow.state().commands['passkeys/checkUser'].error).toBeNull();
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Passkey']);
  });

  it('checkUser twice at once (an effect React StrictMode runs twice) fetches the user once', async () => {
    const client = simulatorClient();
    await signIn(client);
    await registration(client);
    wire.clear();
    const runs = [flow.run(commands.checkUser), flow.run(commands.checkUser)];
    expect(await Promise.all(runs)).toEqual([
      { ok: true, value: 'signedIn' },
      { ok: false, skipped: 'busy' },
    ]);
    expect(sent(USER)).toHaveLength(1);
  });

  it('register creates a passkey, tells the host, opens the list, which shows it', async () => {
    const client = simulatorClient();
    const userId = await signIn(client);
    await registration(client);
    await flow.run(commands.checkUser);
    expect(selectRegistrations(flow.state())).toEqual([]);
    expect(await flow.run(commands.register)).toEqual({ ok: true, value: { created: true } });
    expect(flow.screen()).toEqual({ screen: 'passkeys/PasskeyRegistrationSuccess' });
    expect(types()).toEqual(['PASSKEY_REGISTER']);
    expect(JSON.stringify(flow.events)).not.toMatch(/session_token|session_jwt/);
    const start = { domain: 'localhost', return_passkey_credential_options: true };
    expect(sent(REGISTER_START)[0].body).toMatchObject(start);
    expect(sent(REGISTER)).toHaveLength(1);
    expect(sim.users.get(userId)!.user.webauthn_registrations).toHaveLength(1);
    const ids = (list: { webauthn_registration_id: string }[]) => list.map((r) => r.webauthn_registration_id);
    expect(ids(selectRegistrations(flow.state()))).toEqual(ids(sim.users.get(userId)!.user.webauthn_registrations));
  });

  it('register: the same authenticator again is a duplicate; a closed dialog is "not created", politely', async () => {
    await userWithPasskey();
    const duplicate = { created: false, key: 'passkeys.error.duplicate', cancelled: false };
    expect(await flow.run(commands.register)).toEqual({ ok: true, value: duplicate });
    expect(sent(REGISTER)).toEqual([]);
    authenticator.cancelNext = true;
    const closed = { created: false, key: 'passkeys.error.notCreated', cancelled: true };
    expect(await flow.run(commands.register)).toEqual({ ok: true, value: closed });
    const reported = [text('passkeys.error.duplicate'), text('passkeys.error.notCreated')];
    expect(flow.errors.map((e) => e.message)).toEqual(reported);
    expect([types(), flow.screen().screen]).toEqual([[], 'passkeys/PasskeyRegistrationStart']);
  });

  it('register: a double click makes one passkey; a destroyed widget reports no late failure', async () => {
    const client = simulatorClient();
    const userId = await signIn(client);
    await registration(client);
    const first = flow.run(commands.register);
    expect(await flow.run(commands.register)).toEqual({ ok: false, skipped: 'busy' });
    expect(await first).toMatchObject({ ok: true, value: { created: true } });
    expect(sent(REGISTER_START)).toHaveLength(1);

    flow.widget.api.navigate('passkeys/PasskeyRegistrationStart');
    useAuthenticator(new SoftAuthenticator());
    authenticator.cancelNext = true;
    const gate = gateCeremony('create');
    const run = flow.run(commands.register);
    await gate.waiting;
    flow.destroy();
    gate.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(sim.users.get(userId)!.user.webauthn_registrations).toHaveLength(1);
    const landed = [types(), flow.errors, flow.screen().screen];
    expect(landed).toEqual([['PASSKEY_REGISTER'], [], 'passkeys/PasskeyRegistrationStart']);
  });

  it('rename shows the new name at once, saves it, refreshes the client’s copy and says so', async () => {
    const { client, userId, id } = await userWithPasskey();
    const run = flow.run(commands.rename, id, 'Work laptop');
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Work laptop']);
    expect(flow.state().commands['passkeys/rename'].pending).toBe(true);
    expect(await run).toEqual({ ok: true, value: undefined });
    expect(wire.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /sdk/v1/webauthn/update/${id}`,
      `GET ${USER}`,
    ]);
    expect(sent(`/sdk/v1/webauthn/update/${id}`)[0].body).toEqual({ name: 'Work laptop' });
    expect(sim.users.get(userId)!.user.webauthn_registrations[0].name).toBe('Work laptop');
    expect(client.user.getSync()?.webauthn_registrations[0].name).toBe('Work laptop');
    expect(selectPasskeys(flow.state()).optimistic).toBeNull();
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Work laptop']);
    expect(flow.state().widget.toasts.map((t) => [t.text, t.variant])).toEqual([['Passkey renamed', 'success']]);
  });

  it('a failed rename is logged, reported, said in a toast and rolled back; a double submit saves once', async () => {
    const { userId, id } = await userWithPasskey();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sim.faults.add({ path: '/sdk/v1/webauthn/update/*', mode: '500', times: 1 });
    const result = await flow.run(commands.rename, id, 'Phone');
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(log).toHaveBeenCalledTimes(1);
    expect(flow.errors).toHaveLength(1);
    const toasts = flow.state().widget.toasts.map((t) => [t.text, t.variant]);
    expect(toasts).toEqual([[text('passkeys.toast.renameFailed'), 'error']]);
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Passkey']);
    expect(sim.users.get(userId)!.user.webauthn_registrations[0].name).toBe('Passkey');

    wire.clear();
    const first = flow.run(commands.rename, id, 'Desk');
    expect(await flow.run(commands.rename, id, 'Desk')).toEqual({ ok: false, skipped: 'busy' });
    await first;
    expect(sent(`/sdk/v1/webauthn/update/${id}`)).toHaveLength(1);
  });

  it('after a 429 with a wait, rename refuses to send until the wait is over', async () => {
    const { id } = await userWithPasskey();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sim.faults.add({ path: '/sdk/v1/webauthn/update/*', mode: '429', retryAfterSeconds: 30, times: 1 });
    const limited = { ok: false, error: { kind: 'rate', retryAfterSeconds: 30 } };
    expect(await flow.run(commands.rename, id, 'Phone')).toMatchObject(limited);
    wire.clear();
    expect(await flow.run(commands.rename, id, 'Phone')).toEqual({ ok: false, skipped: 'rateLimited' });
    expect(wire.requests).toEqual([]);
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Passkey']);
  });

  it('a rename cancelled mid-flight (the screen left) takes its change off the list and toasts nothing', async () => {
    const { userId, id } = await userWithPasskey();
    sim.faults.add({ path: '/sdk/v1/webauthn/update/*', mode: 'slow', delayMs: 100, times: 1 });
    const run = flow.run(commands.rename, id, 'Phone');
    flow.widget.api.commands.cancel(commands.rename);
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(selectPasskeys(flow.state()).optimistic).toBeNull();
    expect(flow.state().widget.toasts).toEqual([]);
    expect(sim.users.get(userId)!.user.webauthn_registrations[0].name).toBe('Phone');
  });

  it('remove drops the passkey at once and deletes it; a failure is rolled back and said in a toast', async () => {
    const { client, userId, id } = await userWithPasskey();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sim.faults.add({ path: '/sdk/v1/users/webauthn_registrations/*', mode: '500', times: 1 });
    const failing = flow.run(commands.remove, id);
    expect(selectRegistrations(flow.state())).toEqual([]);
    expect(await failing).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(selectRegistrations(flow.state()).map((r) => r.webauthn_registration_id)).toEqual([id]);
    expect(flow.state().widget.toasts.map((t) => t.text)).toEqual([text('passkeys.toast.deleteFailed')]);
    expect([log.mock.calls.length, flow.errors.length]).toEqual([1, 1]);

    expect(await flow.run(commands.remove, id)).toEqual({ ok: true, value: undefined });
    expect(sent(`/sdk/v1/users/webauthn_registrations/${id}`).map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
    expect(sim.users.get(userId)!.user.webauthn_registrations).toEqual([]);
    expect(client.user.getSync()?.webauthn_registrations).toEqual([]);
    expect(selectRegistrations(flow.state())).toEqual([]);
    const toasts = flow.state().widget.toasts.map((t) => t.text);
    expect(toasts).toEqual([text('passkeys.toast.deleteFailed'), 'Passkey deleted']);
  });

  it('the list follows the client’s user while the widget lives; its subscription ends with the widget', async () => {
    const client = simulatorClient();
    await signIn(client);
    const subscribe = client.user.onChange.bind(client.user);
    const offs: (() => void)[] = [];
    vi.spyOn(client.user, 'onChange').mockImplementation((listener) => {
      const off = vi.fn(subscribe(listener));
      offs.push(off);
      return off;
    });
    await registration(client);
    const before = offs.length; // the core's session manager listens too
    await flow.run(commands.checkUser);
    await flow.run(commands.checkUser);
    expect(offs.length - before).toBe(1);
    const watching = offs[before];
    expect(selectRegistrations(flow.state())).toEqual([]);
    await registerPasskey(client);
    expect(selectRegistrations(flow.state()).map((r) => r.name)).toEqual(['Passkey']);
    expect(watching).not.toHaveBeenCalled();
    flow.destroy();
    expect(watching).toHaveBeenCalledTimes(1);
  });
});

describe('a passkey as the second factor (login step)', () => {
  const PASSWORD = 'velvet-Orbit-tundra-42';
  const EMAIL = 'ada@example.com';
  const first = firstFactorCommands(sim);
  /** A plugin asking for second factors (what totp() declares), so the passkey's step is on by default. */
  const firstFactor = (features: string[] = ['second-factor']) =>
    definePlugin({ id: 'first', options: {}, commands: first, features, screens: { 'first/Done': () => null } });

  /** Ada has a password and a passkey in the authenticator, and is logged out; the flow's widget is ready. */
  async function withPasskey(plugins = [firstFactor(), passkeys()]) {
    await sim.handle({
      method: 'POST',
      url: 'http://sim/__sim/users',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const client = simulatorClient();
    await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 30 });
    const { webauthn_registration_id: registrationId } = await registerPasskey(client);
    await client.session.revoke();
    wire.clear();
    flow = createFlow({ plugins, client });
    await flow.started;
    return { client, registrationId };
  }
  const factors = (client: Client) => client.session.getSync()!.authentication_factors.map((f) => f.delivery_method);

  it('after a password: the step, the secondary ceremony, both factors, the flow complete once', async () => {
    const { client, registrationId } = await withPasskey();
    expect(await flow.run(first.password)).toEqual({
      ok: true,
      value: { screen: 'passkeys/PasskeySecondFactor' },
    });
    expect(flow.state().widget.step).toBe('passkeys/second-factor');
    expect(types()).toEqual([]);
    expect(await flow.run(passkeysSecondFactorCommands.secondFactor)).toEqual({
      ok: true,
      value: { status: 'verified' },
    });
    expect(wire.requests.map((r) => r.path).filter((p) => !p.startsWith('/sdk/v1/projects'))).toEqual([
      '/sdk/v1/passwords/authenticate',
      '/sdk/v1/webauthn/authenticate/start/secondary',
      '/sdk/v1/webauthn/authenticate',
    ]);
    expect(flow.screen().screen).toBe('first/Done');
    expect(types()).toEqual([EventType.AuthenticateFlowComplete]);
    expect(factors(client)).toEqual(['knowledge', 'webauthn_registration']);
    expect(client.session.getSync()!.authentication_factors[1]).toMatchObject({
      webauthn_factor: { webauthn_registration_id: registrationId },
    });
  });

  it('a closed dialog is "cancelled", a failure is said and reported; both stay on the step to try again', async () => {
    await withPasskey();
    await flow.run(first.password);
    authenticator.cancelNext = true;
    expect(await flow.run(passkeysSecondFactorCommands.secondFactor)).toEqual({
      ok: true,
      value: { status: 'cancelled' },
    });
    expect(flow.errors).toEqual([]);
    sim.faults.add({ path: '/sdk/v1/webauthn/authenticate', mode: '500', times: 1 });
    expect(await flow.run(passkeysSecondFactorCommands.secondFactor)).toEqual({
      ok: true,
      value: { status: 'failed', key: 'passkeys.error.unknown' },
    });
    expect(flow.errors.map((e) => e.message)).toEqual([text('passkeys.error.unknown')]);
    expect(flow.state().widget.step).toBe('passkeys/second-factor');
    expect((await flow.run(passkeysSecondFactorCommands.secondFactor)).ok).toBe(true);
    expect(flow.screen().screen).toBe('first/Done');
    expect(types()).toEqual([EventType.AuthenticateFlowComplete]);
  });

  it('not after a passkey, not without one, and not unless the widget asks for second factors', async () => {
    const { client } = await withPasskey();
    // A passkey as the first factor: asking for it again would be the same factor twice.
    expect(await flow.run(first.passkey)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    expect(factors(client)).toEqual(['webauthn_registration']);
    await client.session.revoke();
    flow.destroy();
    // No plugin asks for second factors: a password login completes at once; `secondFactor: true` asks anyway.
    flow = createFlow({ plugins: [firstFactor([]), passkeys()], client });
    await flow.started;
    expect(await flow.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    await client.session.revoke();
    flow.destroy();
    flow = createFlow({ plugins: [firstFactor([]), passkeys({ secondFactor: true })], client });
    await flow.started;
    expect(await flow.run(first.password)).toEqual({ ok: true, value: { screen: 'passkeys/PasskeySecondFactor' } });
    await client.session.revoke();
    flow.destroy();
    // `secondFactor: false`: never.
    flow = createFlow({ plugins: [firstFactor(), passkeys({ secondFactor: false })], client });
    await flow.started;
    expect(await flow.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
  });

  it('a user without a passkey is not asked', async () => {
    await sim.handle({
      method: 'POST',
      url: 'http://sim/__sim/users',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    flow = createFlow({ plugins: [firstFactor(), passkeys()], client: simulatorClient() });
    await flow.started;
    expect(await flow.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    expect(types()).toEqual([EventType.AuthenticateFlowComplete]);
  });
});
