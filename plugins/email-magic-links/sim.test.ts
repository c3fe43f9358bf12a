// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, sha256Base64url, type Simulator } from '../../sim/index';
import { call, data } from '../../sim/test-utils';

let now = Date.UTC(2030, 0, 1);
let sim: Simulator;
beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  sim = createSimulator({ now: () => now });
});

const send = (body: Record<string, unknown>) => call(sim, 'POST', '/sdk/v1/magic_links/email/login_or_create', body);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const auth = (body: Record<string, unknown>) =>
  call(sim, 'POST', '/sdk/v1/magic_links/authenticate', { session_duration_minutes: 30, ...body });

describe('email magic links simulator module', () => {
  it('an unknown email is a signup: user created, signup URL used, link in the outbox', async () => {
    const r = await send({
      email: 'New@Example.com',
      login_magic_link_url: 'http://localhost:3000/login',
      signup_magic_link_url: 'http://localhost:3000/signup?x=1',
    });
    expect(r.json.data).toMatchObject({ user_created: true, email_id: expect.stringMatching(/^email-test-/) });
    const msg = sim.outbox.last()!;
    expect(msg).toMatchObject({ channel: 'email', kind: 'magic_link', to: 'new@example.com', code: null });
    expect(msg.link).toMatch(/^http:\/\/localhost:3000\/signup\?x=1&stytch_token_type=magic_links&token=[\w-]{44}$/);
    expect(msg.text).toContain(msg.link);
  });

  it('a verified user gets a login link; without URLs the project default is used', async () => {
    await send({ email: 'a@example.com' });
    expect((await auth({ token: tokenOf(sim.outbox.last()!.link!) })).status).toBe(200);
    await send({ email: 'a@example.com' });
    expect(sim.outbox.last()!.link).toMatch(
      /^http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&token=/,
    );
    expect(sim.outbox.last()!.subject).toMatch(/login link/);
  });

  it('authenticates once, verifies the email and records a magic_link factor', async () => {
    await send({ email: 'a@example.com' });
    const token = tokenOf(sim.outbox.last()!.link!);
    const ok = await auth({ token });
    expect(ok.json.data.user.emails[0].verified).toBe(true);
    expect(ok.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'magic_link',
      delivery_method: 'email',
      email_factor: { email_address: 'a@example.com' },
    });
    expect(ok.json.data).toHaveProperty('session_jwt');
    const reused = await auth({ token });
    expect([reused.status, reused.json.error_type]).toEqual([401, 'unable_to_auth_magic_link']);
    expect((await auth({ token: 'nope' })).json.error_type).toBe('magic_link_not_found');
  });

  it('links expire after login/signup_expiration_minutes (default 30)', async () => {
    await send({ email: 'a@example.com', signup_expiration_minutes: 10 });
    const short = tokenOf(sim.outbox.last()!.link!);
    await send({ email: 'b@example.com' });
    const dflt = tokenOf(sim.outbox.last()!.link!);
    now += 10 * 60_000;
    expect((await auth({ token: short })).json.error_type).toBe('unable_to_auth_magic_link');
    expect((await auth({ token: dflt })).status).toBe(200);
    await send({ email: 'c@example.com' });
    const late = tokenOf(sim.outbox.last()!.link!);
    now += 30 * 60_000;
    expect((await auth({ token: late })).json.error_type).toBe('unable_to_auth_magic_link');
  });

  it('rejects bad emails and non-http redirect URLs', async () => {
    expect((await send({ email: 'nope' })).json.error_type).toBe('invalid_email');
    expect((await send({ email: 'a@example.com', login_magic_link_url: 'javascript:alert(1)' })).json.error_type).toBe(
      'invalid_magic_link_url',
    );
  });

  it('checks both redirect URLs against the project list: loopback on any port by default, nothing is sent elsewhere', async () => {
    expect(
      (await send({ email: 'a@example.com', login_magic_link_url: 'http://localhost:5173/authenticate' })).status,
    ).toBe(200);
    const evil = await send({ email: 'b@example.com', login_magic_link_url: 'https://evil.example/cb' });
    expect([evil.status, evil.json.error_type]).toEqual([400, 'no_match_for_provided_magic_link_url']);
    expect(evil.json.error_message).toContain('login_magic_link_url https://evil.example/cb');
    expect(evil.json.error_message).toContain('"redirectURLs"');
    // The signup URL is checked even when the email gets the login link.
    const signup = await send({
      email: 'a@example.com',
      login_magic_link_url: 'http://localhost:3000/a',
      signup_magic_link_url: 'https://evil.example/cb',
    });
    expect(signup.json.error_type).toBe('no_match_for_provided_magic_link_url');
    expect(sim.outbox.list({ to: 'b@example.com' })).toEqual([]);
    sim.configure({ redirectURLs: ['https://evil.example/cb'] });
    expect((await send({ email: 'b@example.com', login_magic_link_url: 'https://evil.example/cb?x=1' })).status).toBe(
      200,
    );
  });

  it('allowLoopbackRedirectURLs: false checks as a Stytch project does (the list and the default only)', async () => {
    sim.configure({ allowLoopbackRedirectURLs: false });
    expect(
      (await send({ email: 'a@example.com', login_magic_link_url: 'http://localhost:5173/authenticate' })).json
        .error_type,
    ).toBe('no_match_for_provided_magic_link_url');
    expect(
      (await send({ email: 'a@example.com', login_magic_link_url: 'http://localhost:3000/authenticate' })).status,
    ).toBe(200);
    expect((await send({ email: 'a@example.com' })).status).toBe(200);
  });

  it('PKCE: required challenge, S256 check before the token is consumed', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    expect((await send({ email: 'a@example.com' })).json.error_type).toBe('missing_code_challenge');
    const verifier = 'a'.repeat(64);
    await send({ email: 'a@example.com', code_challenge: await sha256Base64url(verifier) });
    const token = tokenOf(sim.outbox.last()!.link!);
    const missing = await auth({ token });
    expect([missing.status, missing.json.error_type]).toEqual([400, 'pkce_mismatch']);
    expect((await auth({ token, code_verifier: 'b'.repeat(64) })).json.error_type).toBe('pkce_mismatch');
    expect((await auth({ token, code_verifier: verifier })).status).toBe(200);
  });

  it('PKCE off: a stray verifier is ignored', async () => {
    await send({ email: 'a@example.com' });
    expect((await auth({ token: tokenOf(sim.outbox.last()!.link!), code_verifier: 'stale' })).status).toBe(200);
  });

  it('inactive emails are refused', async () => {
    sim.configure({ inactiveEmails: ['gone@example.com'] });
    expect((await send({ email: 'gone@example.com' })).json.error_type).toBe('inactive_email');
  });
});

describe('user after magic link', () => {
  it('GET users/me with the minted session', async () => {
    await send({ email: 'me@example.com' });
    const d = (await auth({ token: tokenOf(sim.outbox.last()!.link!) })).json.data;
    expect((await data(sim, 'GET', '/sdk/v1/users/me', undefined, { session: d.session_token })).emails[0].email).toBe(
      'me@example.com',
    );
  });
});
