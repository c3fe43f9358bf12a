// @vitest-environment node
/**
 * The oauth simulator module on its own: the redirect flow as a browser walks it (start → provider page → decide →
 * back to the app with a token), authenticate (single use, PKCE, linking, factor, provider_values) and One Tap's
 * endpoints (frame start and callback, the simulated Google's settings and ID tokens, the served files).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, sha256Base64url, type Simulator } from '../../sim/index';
import { call, PUBLIC_TOKEN } from '../../sim/test-utils';
import { SIM_PREFIX } from './sim/raw';
import { PROVIDER_TYPES } from './providers/all';

let now = Date.UTC(2030, 0, 1);
let sim: Simulator;

/** A simulator with every discovered module, this plugin's among them. */
function makeSim(): Simulator {
  const s = createSimulator({ now: () => now });
  expect(s.modules.map((m) => m.name)).toContain('oauth');
  return s;
}

beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  sim = makeSim();
});

const APP = 'http://localhost:3000';

function startUrl(provider: string, params: Record<string, string> = {}) {
  const q = new URLSearchParams({ public_token: PUBLIC_TOKEN, ...params });
  return `/v1/public/oauth/${provider}/start?${q}`;
}

/** GET a path without auth, as a browser navigation would. */
const get = (path: string) => call(sim, 'GET', path, undefined, { noAuth: true });

/** Walk start → provider page → decide; returns the final redirect. */
async function roundTrip(
  provider: string,
  params: Record<string, string> = {},
  decide: Record<string, string> = { identity: 'ada' },
) {
  const start = await get(startUrl(provider, params));
  expect(start.status, start.text).toBe(302);
  const pageUrl = start.headers.location;
  const page = await get(pageUrl);
  expect(page.status).toBe(200);
  const state = new URL(pageUrl, APP).searchParams.get('state')!;
  const decided = await get(`${SIM_PREFIX}/${provider}/decide?${new URLSearchParams({ state, ...decide })}`);
  return { start, page, decided, location: decided.headers.location as string };
}

const tokenOf = (location: string) => new URL(location).searchParams.get('token')!;
const authenticate = (body: Record<string, unknown>, session?: string) =>
  call(sim, 'POST', '/sdk/v1/oauth/authenticate', { session_duration_minutes: 30, ...body }, { session });

describe('start and the simulated provider page', () => {
  it('redirects to the provider page, which shows the provider, the project and the test identities', async () => {
    const { start, page } = await roundTrip('github');
    expect(start.headers.location).toMatch(/^\/__sim\/oauth\/github\/authorize\?state=[\w-]{44}$/);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('<title>Sign in with GitHub (simulated)</title>');
    expect(page.text).toContain('to continue to <strong>Entryway Sandbox</strong>');
    expect(page.text).toContain('Continue as Ada Lovelace');
    expect(page.text).toContain('Continue as Grace Hopper');
    expect(page.text).toContain('>Cancel</button>');
    // The mark is the plugin's vector art, decorative.
    expect(page.text).toMatch(/<svg [^>]*aria-hidden="true"[^>]*><path fill="#181717"/);
    // Strict CSP: no script, no inline style, one stylesheet.
    expect(page.text).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const css = await get(`${SIM_PREFIX}/assets/provider.css`);
    expect([css.status, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it('serves a page for every one of the 19 providers', async () => {
    expect(PROVIDER_TYPES).toHaveLength(19);
    for (const p of PROVIDER_TYPES) {
      const { page } = await roundTrip(p);
      expect(page.text, p).toContain('Continue as Ada Lovelace');
    }
  });

  it('escapes what it echoes (project name, typed values)', async () => {
    sim.configure({ projectName: '<img src=x onerror=alert(1)>' });
    const start = await get(startUrl('google'));
    const state = new URL(start.headers.location, APP).searchParams.get('state')!;
    const back = await get(
      `${SIM_PREFIX}/google/decide?${new URLSearchParams({ state, identity: 'typed', name: '"><b>x', email: 'nope' })}`,
    );
    expect(back.status).toBe(302);
    const page = await get(back.headers.location);
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(page.text).toContain('Enter a valid email address.');
  });

  it('a new identity comes back to the signup URL, a known one to the login URL', async () => {
    const params = { login_redirect_url: `${APP}/login-cb`, signup_redirect_url: `${APP}/signup-cb?x=1` };
    const first = await roundTrip('google', params);
    expect(first.decided.status).toBe(302);
    expect(first.location).toMatch(/^http:\/\/localhost:3000\/signup-cb\?x=1&stytch_token_type=oauth&token=[\w-]{44}$/);
    expect((await authenticate({ token: tokenOf(first.location) })).status).toBe(200);
    const again = await roundTrip('google', params);
    expect(again.location).toMatch(/^http:\/\/localhost:3000\/login-cb\?stytch_token_type=oauth&token=/);
  });

  it('without redirect URLs the project default is used', async () => {
    const { location } = await roundTrip('apple');
    expect(location).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=oauth&token=/);
  });

  it('Cancel goes back to the login URL with an error and no token', async () => {
    const { location } = await roundTrip('github', { login_redirect_url: `${APP}/cb` }, { cancel: '1' });
    expect(location).toBe(`${APP}/cb?stytch_oauth_error=access_denied`);
  });

  it('a typed identity signs up with its own email', async () => {
    const { location } = await roundTrip(
      'gitlab',
      {},
      { identity: 'typed', name: 'Alan Turing', email: 'Alan@Example.com' },
    );
    const res = await authenticate({ token: tokenOf(location) });
    expect(res.json.data.user.emails[0]).toMatchObject({ email: 'alan@example.com', verified: true });
    expect(res.json.data.user.name).toMatchObject({ first_name: 'Alan', last_name: 'Turing' });
  });

  it('refuses, never redirects: a redirect URL outside the allowed list, a bad provider, a bad public token, a used state', async () => {
    sim.configure({ redirectURLs: ['https://app.example/cb'], allowLoopbackRedirectURLs: false });
    const bad = await get(startUrl('google', { login_redirect_url: 'https://evil.example/steal' }));
    expect(bad.status).toBe(400);
    expect(bad.headers.location).toBeUndefined();
    expect(bad.json.error_type).toBe('no_match_for_provided_oauth_url');
    expect(bad.json.error).toContain('login_redirect_url https://evil.example/steal');
    expect(bad.json.error).toContain('"redirectURLs"');
    const badSignup = await get(
      startUrl('google', {
        login_redirect_url: 'https://app.example/cb',
        signup_redirect_url: 'https://app.example/other',
      }),
    );
    expect(badSignup.json.error_type).toBe('no_match_for_provided_oauth_url');
    expect(badSignup.json.error).toContain('signup_redirect_url');
    // Listed URLs pass, with their own query; so does the project's default.
    expect(
      (
        await get(
          startUrl('google', {
            login_redirect_url: 'https://app.example/cb?next=/home',
            signup_redirect_url: `${APP}/authenticate`,
          }),
        )
      ).status,
    ).toBe(302);
    expect((await get(startUrl('myspace'))).json.error_type).toBe('oauth_provider_not_supported');
    expect(
      (await call(sim, 'GET', `/v1/public/oauth/google/start?public_token=nope`, undefined, { noAuth: true })).json
        .error_type,
    ).toBe('invalid_public_token');
    const js = await get(
      startUrl('google', { login_redirect_url: 'javascript:alert(1)', signup_redirect_url: 'https://app.example/cb' }),
    );
    expect(js.status).toBe(400);
  });

  it('by default, loopback URLs on any port are allowed (a Vite app on 5173), other hosts are not', async () => {
    expect((await get(startUrl('google', { login_redirect_url: 'http://localhost:5173/authenticate' }))).status).toBe(
      302,
    );
    expect((await get(startUrl('google', { login_redirect_url: 'http://127.0.0.1:4000/x' }))).status).toBe(302);
    expect((await get(startUrl('google', { login_redirect_url: 'https://evil.example/cb' }))).json.error_type).toBe(
      'no_match_for_provided_oauth_url',
    );
  });

  it('a provider page state is single use and expires', async () => {
    const { decided, start } = await roundTrip('google');
    expect(decided.status).toBe(302);
    const state = new URL(start.headers.location, APP).searchParams.get('state')!;
    const reused = await get(`${SIM_PREFIX}/google/decide?state=${state}&identity=ada`);
    expect(reused.json.error_type).toBe('oauth_flow_callback_error');
    const late = await get(startUrl('google'));
    now += 11 * 60_000;
    expect((await get(late.headers.location)).json.error_type).toBe('oauth_flow_callback_error');
  });
});

describe('POST /sdk/v1/oauth/authenticate', () => {
  it('logs in with an oauth_<provider> factor and provider values; the token works once', async () => {
    const { location } = await roundTrip('github', { custom_scopes: 'repo gist' });
    const token = tokenOf(location);
    const res = await authenticate({ token });
    expect(res.status).toBe(200);
    const d = res.json.data;
    expect(d).toMatchObject({
      provider_type: 'github',
      provider_subject: 'github-sim-ada',
      session_token: expect.any(String),
      session_jwt: expect.any(String),
    });
    expect(d.session.authentication_factors[0]).toMatchObject({
      type: 'oauth',
      delivery_method: 'oauth_github',
      github_oauth_factor: {
        provider_subject: 'github-sim-ada',
        email_id: d.user.emails[0].email_id,
        id: d.oauth_user_registration_id,
      },
    });
    expect(d.provider_values).toMatchObject({
      access_token: expect.stringMatching(/^sim-github-access-/),
      id_token: '',
      scopes: ['read:user', 'user:email', 'repo', 'gist'],
    });
    expect(d.user.providers).toEqual([
      expect.objectContaining({ provider_type: 'github', provider_subject: 'github-sim-ada' }),
    ]);
    const reused = await authenticate({ token });
    expect([reused.status, reused.json.error_type, reused.json.error_message]).toEqual([
      404,
      'oauth_token_not_found',
      'OAuth Token could not be found.',
    ]);
    expect((await authenticate({ token: 'unknown' })).json.error_type).toBe('oauth_token_not_found');
  });

  it('OIDC providers return an id_token', async () => {
    const { location } = await roundTrip('google');
    expect((await authenticate({ token: tokenOf(location) })).json.data.provider_values.id_token).toMatch(
      /^sim-google-id-/,
    );
  });

  it('links users by provider subject, then by email: one user for Google and GitHub with the same address', async () => {
    const a = await authenticate({ token: tokenOf((await roundTrip('google')).location) });
    const b = await authenticate({ token: tokenOf((await roundTrip('github')).location) });
    expect(b.json.data.user_id).toBe(a.json.data.user_id);
    expect(b.json.data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual([
      'google',
      'github',
    ]);
    expect(sim.users.list()).toHaveLength(1);
  });

  it('an existing email user (from a magic link) gets the provider linked, not a second account', async () => {
    const rec = sim.users.create({ email: 'grace@example.com', emailVerified: true });
    const { location } = await roundTrip('microsoft', {}, { identity: 'grace' });
    expect(location).toContain('/authenticate?stytch_token_type=oauth');
    expect((await authenticate({ token: tokenOf(location) })).json.data.user_id).toBe(rec.user.user_id);
  });

  it('expired tokens are not found', async () => {
    const { location } = await roundTrip('google');
    now += 11 * 60_000;
    expect((await authenticate({ token: tokenOf(location) })).json.error_type).toBe('oauth_token_not_found');
  });

  it('PKCE: start requires a challenge when the project says so; authenticate checks it before spending the token', async () => {
    sim.configure({ pkceRequiredForOAuth: true });
    expect((await get(startUrl('google'))).json.error_type).toBe('missing_code_challenge');
    const verifier = 'f'.repeat(64);
    const { location } = await roundTrip('google', { code_challenge: await sha256Base64url(verifier) });
    const token = tokenOf(location);
    expect((await authenticate({ token })).json.error_type).toBe('pkce_mismatch');
    expect((await authenticate({ token, code_verifier: 'e'.repeat(64) })).json.error_type).toBe('pkce_mismatch');
    expect((await authenticate({ token, code_verifier: verifier })).status).toBe(200);
  });

  it('a login while logged in as the same user steps the session up', async () => {
    const first = await authenticate({ token: tokenOf((await roundTrip('google')).location) });
    const second = await authenticate(
      { token: tokenOf((await roundTrip('github')).location) },
      first.json.data.session_token,
    );
    expect(second.json.data.session.session_id).toBe(first.json.data.session.session_id);
    expect(
      second.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method),
    ).toEqual(['oauth_google', 'oauth_github']);
  });
});

describe('linking a provider: POST /sdk/v1/oauth/attach, then the start with oauth_attach_token', () => {
  /** A signed-in user (Grace, by GitHub) and their session token. */
  async function signedIn() {
    const res = await authenticate({ token: tokenOf((await roundTrip('github', {}, { identity: 'grace' })).location) });
    return { session: res.json.data.session_token as string, userId: res.json.data.user_id as string };
  }
  const attach = (provider: unknown, session?: string) =>
    call(sim, 'POST', '/sdk/v1/oauth/attach', { provider }, { session });

  it('links the provider to the signed-in user whatever email it reports; the session gains the factor', async () => {
    const { session, userId } = await signedIn();
    const res = await attach('google', session);
    expect(res.status, res.text).toBe(200);
    const token = res.json.data.oauth_attach_token;
    expect(token).toEqual(expect.any(String));
    // Ada's Google account, linked to Grace: a login (the login URL), never a signup of a new Ada.
    const { location } = await roundTrip('google', { oauth_attach_token: token }, { identity: 'ada' });
    expect(location).toMatch(/^http:\/\/localhost:3000\/authenticate\?stytch_token_type=oauth&token=/);
    const done = await authenticate({ token: tokenOf(location) }, session);
    expect(done.status, done.text).toBe(200);
    expect(done.json.data.user_id).toBe(userId);
    expect(done.json.data.user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual([
      'github',
      'google',
    ]);
    expect(
      done.json.data.session.authentication_factors.map((f: { delivery_method: string }) => f.delivery_method),
    ).toEqual(['oauth_github', 'oauth_google']);
    expect(sim.users.list()).toHaveLength(1);
  });

  it('the token is single use, lives 10 minutes and is for its own provider', async () => {
    const { session } = await signedIn();
    const token = (await attach('google', session)).json.data.oauth_attach_token;
    expect((await get(startUrl('github', { oauth_attach_token: token }))).json.error_type).toBe(
      'oauth_attach_token_not_found',
    );
    expect((await get(startUrl('google', { oauth_attach_token: token }))).status).toBe(302);
    const again = await get(startUrl('google', { oauth_attach_token: token }));
    expect([again.status, again.json.error_type]).toEqual([404, 'oauth_attach_token_not_found']);
    const late = (await attach('google', session)).json.data.oauth_attach_token;
    now += 11 * 60_000;
    expect((await get(startUrl('google', { oauth_attach_token: late }))).json.error_type).toBe(
      'oauth_attach_token_not_found',
    );
    expect((await get(startUrl('google', { oauth_attach_token: 'nope' }))).json.error_type).toBe(
      'oauth_attach_token_not_found',
    );
  });

  it('needs a session and a known provider', async () => {
    const out = await attach('google');
    expect([out.status, out.json.error_type]).toEqual([401, 'user_unauthenticated']);
    const { session } = await signedIn();
    expect((await attach('myspace', session)).json.error_type).toBe('oauth_provider_not_supported');
    expect((await attach(42, session)).status).toBe(400);
  });

  it('refuses a provider account already linked to another user, and leaves both users as they were', async () => {
    const ada = await authenticate({ token: tokenOf((await roundTrip('google', {}, { identity: 'ada' })).location) });
    const { session, userId } = await signedIn();
    const token = (await attach('google', session)).json.data.oauth_attach_token;
    const { location } = await roundTrip('google', { oauth_attach_token: token }, { identity: 'ada' });
    const res = await authenticate({ token: tokenOf(location) }, session);
    expect([res.status, res.json.error_type]).toEqual([409, 'oauth_user_registration_conflict']);
    expect(sim.users.get(userId)!.user.providers.map((p) => p.provider_type)).toEqual(['github']);
    expect(sim.users.get(ada.json.data.user_id)!.user.providers.map((p) => p.provider_type)).toEqual(['google']);
  });

  it('unlinking: DELETE /sdk/v1/users/oauth/:id removes the link and returns the user', async () => {
    const { session, userId } = await signedIn();
    const token = (await attach('google', session)).json.data.oauth_attach_token;
    const { location } = await roundTrip('google', { oauth_attach_token: token }, { identity: 'ada' });
    await authenticate({ token: tokenOf(location) }, session);
    const google = sim.users.get(userId)!.user.providers.find((p) => p.provider_type === 'google')!;
    const res = await call(sim, 'DELETE', `/sdk/v1/users/oauth/${google.oauth_user_registration_id}`, undefined, {
      session,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.__user.providers.map((p: { provider_type: string }) => p.provider_type)).toEqual(['github']);
  });
});

describe('Google One Tap endpoints', () => {
  const credential = async (identity = 'ada', clientId = 'entryway-sim-google-client') =>
    (
      await call(
        sim,
        'POST',
        `${SIM_PREFIX}/gsi/credential`,
        { client_id: clientId, identity, origin: APP },
        { noAuth: true },
      )
    ).json;

  it('frame start → Google credential → callback → login redirect with a token that authenticates', async () => {
    const start = await get(`/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`);
    expect(start.json).toEqual({
      google_client_id: 'entryway-sim-google-client',
      oauth_callback_id: expect.stringMatching(/^oauth-callback-test-/),
    });
    const cfg = await get(
      `${SIM_PREFIX}/gsi/config?client_id=entryway-sim-google-client&origin=${encodeURIComponent(APP)}`,
    );
    expect(cfg.json.identities.map((i: { name: string }) => i.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    const { credential: idToken } = await credential();
    expect(idToken.split('.')).toHaveLength(3);
    const body = {
      public_token: PUBLIC_TOKEN,
      id_token: idToken,
      login_redirect_url: `${APP}/cb`,
      signup_redirect_url: `${APP}/cb?new=1`,
    };
    const cb = await call(sim, 'POST', `/v1/oauth/callback/${start.json.oauth_callback_id}`, body, { noAuth: true });
    expect(cb.json.redirect_url).toMatch(/^http:\/\/localhost:3000\/cb\?new=1&stytch_token_type=oauth&token=/);
    const auth = await authenticate({ token: tokenOf(cb.json.redirect_url) });
    expect(auth.json.data.session.authentication_factors[0].delivery_method).toBe('oauth_google');
    // An ID token is single use.
    const again = await call(sim, 'POST', `/v1/oauth/callback/${start.json.oauth_callback_id}`, body, { noAuth: true });
    expect(again.json.error_type).toBe('invalid_id_token');
  });

  it('the simulated Google refuses an unknown client and a disallowed origin; no client → empty id', async () => {
    expect((await get(`${SIM_PREFIX}/gsi/config?client_id=other&origin=${APP}`)).json).toEqual({
      reason: 'invalid_client',
    });
    sim.configure({ googleOneTapOrigins: ['https://app.example'] });
    expect((await get(`${SIM_PREFIX}/gsi/config?client_id=entryway-sim-google-client&origin=${APP}`)).json).toEqual({
      reason: 'unregistered_origin',
    });
    sim.configure({ googleClientId: '' });
    expect((await get(`/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`)).json).toEqual({
      google_client_id: '',
      oauth_callback_id: '',
    });
  });

  it('serves the GIS script, its style and the frame as files', async () => {
    const gsi = await get(`${SIM_PREFIX}/gsi/client`);
    expect([gsi.status, gsi.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(gsi.text).toContain('window.google.accounts.id = {');
    expect((await get(`${SIM_PREFIX}/gsi/style`)).headers['content-type']).toBe('text/css; charset=utf-8');
    const frame = await get(`${SIM_PREFIX}/clientside-services/index.html`);
    expect(frame.text).toContain('<script src="frame.js" defer></script>');
    expect(frame.text).not.toMatch(/<script>|style=/);
    expect((await get(`${SIM_PREFIX}/clientside-services/frame.js`)).text).toContain('oneTapSubmit');
    // The /v1 alias reaches the same routes (for servers that only pass /__sim and /sdk/v1 on).
    expect(
      (await get(`${SIM_PREFIX}/api/v1/public/oauth/google/onetap/start?public_token=${PUBLIC_TOKEN}`)).json
        .google_client_id,
    ).toBe('entryway-sim-google-client');
  });

  it('phone helpers for the frame', async () => {
    expect((await get(`${SIM_PREFIX}/phone/parse?phone_number=2015550123&region_code=US`)).json).toEqual({
      isValid: true,
      number: '+12015550123',
      national: '(201) 555-0123',
    });
    expect((await get(`${SIM_PREFIX}/phone/parse?phone_number=123&region_code=US`)).json.isValid).toBe(false);
    expect((await get(`${SIM_PREFIX}/phone/example?region_code=GB`)).json.phoneNumber).toMatch(/^07\d{3} \d{6}$/);
  });
});
