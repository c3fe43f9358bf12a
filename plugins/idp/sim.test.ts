/**
 * The identity-provider simulator routes, driven through the real `@stytch/vanilla-js` client (rows 30–32) and the
 * control API: consent rules, remembered grants, role-based grantability, code binding, logout.
 */
import { describe, expect, it } from 'vitest';
import {
  CALLBACK,
  LOGGED_OUT,
  ROLE_POLICY,
  admin,
  configure,
  installHarness,
  makeClient,
  seedClient,
  setRoles,
  signIn,
  sim,
} from './testing';

installHarness();

const params = (over: Record<string, unknown> = {}) => ({
  client_id: 'client-test-acme',
  redirect_uri: CALLBACK,
  response_type: 'code',
  scopes: ['openid', 'email', 'profile'],
  ...over,
});

const apiError = async (p: Promise<unknown>) => {
  const e = (await p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  )) as { error_type?: string; error_message?: string };
  return { type: e.error_type, message: e.error_message };
};

async function signedIn(email = 'ada@example.com') {
  const client = makeClient();
  await signIn(client, email);
  return client;
}

describe('authorize start', () => {
  it('describes the client and each scope, and asks a third-party client for consent', async () => {
    await seedClient({ client_logo_url: 'https://cdn.example.com/acme.png', client_description: 'Notes for teams' });
    const client = await signedIn();
    const res = await client.idp.oauthAuthorizeStart(params());
    expect(res.consent_required).toBe(true);
    expect(res.client).toEqual({
      client_id: 'client-test-acme',
      client_type: 'third_party',
      client_name: 'Acme Notes',
      client_description: 'Notes for teams',
      client_logo_url: 'https://cdn.example.com/acme.png',
    });
    expect(res.scope_results.map((r) => [r.scope, r.is_grantable])).toEqual([
      ['openid', true],
      ['email', true],
      ['profile', true],
    ]);
    expect(res.user_id).toBe(res.user.user_id);
  });

  it('does not ask a first-party client for consent, unless prompt=consent or offline_access is asked for', async () => {
    await seedClient({ client_type: 'first_party' });
    const client = await signedIn();
    expect((await client.idp.oauthAuthorizeStart(params())).consent_required).toBe(false);
    expect((await client.idp.oauthAuthorizeStart(params({ prompt: 'consent' }))).consent_required).toBe(true);
    expect(
      (await client.idp.oauthAuthorizeStart(params({ scopes: ['openid', 'offline_access'] }))).consent_required,
    ).toBe(true);
  });

  it('needs a session', async () => {
    await seedClient();
    expect(await apiError(makeClient().idp.oauthAuthorizeStart(params()))).toMatchObject({
      type: 'user_unauthenticated',
    });
  });

  it('rejects an unknown client, an unregistered or merely similar redirect URI, and another response_type', async () => {
    await seedClient();
    const client = await signedIn();
    expect(await apiError(client.idp.oauthAuthorizeStart(params({ client_id: 'nope' })))).toMatchObject({
      type: 'oauth2_client_not_found',
    });
    for (const redirect_uri of [
      'https://evil.example.com/callback',
      `${CALLBACK}/`,
      `${CALLBACK}?x=1`,
      'https://client.example.com/callbacks',
    ]) {
      expect(await apiError(client.idp.oauthAuthorizeStart(params({ redirect_uri })))).toMatchObject({
        type: 'invalid_redirect_uri',
      });
    }
    expect(await apiError(client.idp.oauthAuthorizeStart(params({ response_type: 'token' })))).toMatchObject({
      type: 'unsupported_response_type',
    });
  });

  it('makes public clients use PKCE', async () => {
    await seedClient({ client_type: 'third_party_public' });
    const client = await signedIn();
    expect(await apiError(client.idp.oauthAuthorizeStart(params()))).toMatchObject({ type: 'missing_code_challenge' });
    expect(
      (await client.idp.oauthAuthorizeStart({ ...params(), code_challenge: 'abc' } as never)).consent_required,
    ).toBe(true);
  });

  it('grants custom scopes per the user’s roles and the role policy; unknown scopes are not grantable', async () => {
    await configure({ rbacPolicy: ROLE_POLICY });
    await seedClient();
    const client = await signedIn('reader@example.com');
    const scopes = ['openid', 'read:documents', 'write:documents', 'share:documents', 'launch:rockets'];
    const before = await client.idp.oauthAuthorizeStart(params({ scopes }));
    expect(before.scope_results).toEqual([
      { scope: 'openid', description: 'Verify your identity', is_grantable: true },
      { scope: 'read:documents', description: 'Read your documents', is_grantable: true },
      { scope: 'write:documents', description: 'Create and edit your documents', is_grantable: false },
      { scope: 'share:documents', description: '', is_grantable: true },
      { scope: 'launch:rockets', description: '', is_grantable: false },
    ]);
    await setRoles('reader@example.com', ['editor']);
    const after = await client.idp.oauthAuthorizeStart(params({ scopes }));
    expect(after.scope_results.find((r) => r.scope === 'write:documents')?.is_grantable).toBe(true);
  });
});

describe('authorize submit', () => {
  it('issues a code bound to the client, redirect URI and PKCE challenge, echoes state, and remembers consent', async () => {
    await seedClient();
    const client = await signedIn();
    const verifier = 'verifier-0123456789-0123456789-0123456789';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const p = { ...params(), state: 'st-1', nonce: 'n-1', code_challenge: challenge };
    const res = await client.idp.oauthAuthorizeSubmit({ ...p, consent_granted: true });
    const url = new URL(res.redirect_uri);
    expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
    expect(url.searchParams.get('state')).toBe('st-1');
    expect(url.searchParams.get('code')).toBe(res.authorization_code);

    // Consent is remembered: the same scopes (or fewer) no longer need it; a new scope does.
    expect((await client.idp.oauthAuthorizeStart(params())).consent_required).toBe(false);
    expect((await client.idp.oauthAuthorizeStart(params({ scopes: ['openid'] }))).consent_required).toBe(false);
    expect((await client.idp.oauthAuthorizeStart(params({ scopes: ['openid', 'phone'] }))).consent_required).toBe(true);

    const exchange = (body: Record<string, unknown>) =>
      admin('POST', '/__sim/idp/token', {
        grant_type: 'authorization_code',
        client_id: 'client-test-acme',
        redirect_uri: CALLBACK,
        ...body,
      }).catch((e: { json: unknown }) => e.json);
    const code = res.authorization_code!;
    expect(await exchange({ code, client_id: 'other' })).toMatchObject({ error: 'invalid_grant' });
    expect(await exchange({ code, redirect_uri: `${CALLBACK}/other` })).toMatchObject({ error: 'invalid_grant' });
    expect(await exchange({ code, code_verifier: 'wrong' })).toMatchObject({ error: 'invalid_grant' });
    expect(await exchange({ code })).toMatchObject({ error: 'invalid_grant' });
    const token = await exchange({ code, code_verifier: verifier });
    expect(token).toMatchObject({ token_type: 'bearer', scope: 'openid email profile', nonce: 'n-1' });
    expect(await exchange({ code, code_verifier: verifier })).toMatchObject({ error: 'invalid_grant' });
  });

  it('denied consent sends the client access_denied with state and no code, and remembers nothing', async () => {
    await seedClient();
    const client = await signedIn();
    const res = await client.idp.oauthAuthorizeSubmit({ ...params(), state: 'st-2', consent_granted: false });
    const url = new URL(res.redirect_uri);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('st-2');
    expect(url.searchParams.has('code')).toBe(false);
    expect(res.authorization_code).toBeUndefined();
    expect((await client.idp.oauthAuthorizeStart(params())).consent_required).toBe(true);
  });

  it('grants only the grantable scopes', async () => {
    await configure({ rbacPolicy: ROLE_POLICY });
    await seedClient();
    const client = await signedIn();
    const res = await client.idp.oauthAuthorizeSubmit({
      ...params({ scopes: ['openid', 'write:documents'] }),
      consent_granted: true,
    });
    const token = await admin('POST', '/__sim/idp/token', {
      grant_type: 'authorization_code',
      code: res.authorization_code,
      client_id: 'client-test-acme',
      redirect_uri: CALLBACK,
    });
    expect(token.scope).toBe('openid');
  });

  it('without consent required, an automatic submit (consent_granted false) gets a code', async () => {
    await seedClient({ client_type: 'first_party' });
    const client = await signedIn();
    const res = await client.idp.oauthAuthorizeSubmit({ ...params(), consent_granted: false });
    expect(new URL(res.redirect_uri).searchParams.get('code')).toBe(res.authorization_code);
  });
});

describe('prompt=none', () => {
  it('shows no UI: without consent the client gets error=consent_required, with consent a code', async () => {
    await seedClient();
    const client = await signedIn();
    const silent = params({ prompt: 'none' });
    expect((await client.idp.oauthAuthorizeStart(silent)).consent_required).toBe(false);
    const refused = await client.idp.oauthAuthorizeSubmit({ ...silent, state: 's', consent_granted: false } as never);
    expect(new URL(refused.redirect_uri).searchParams.get('error')).toBe('consent_required');
    expect(new URL(refused.redirect_uri).searchParams.get('state')).toBe('s');
    await client.idp.oauthAuthorizeSubmit({ ...params(), consent_granted: true });
    const ok = await client.idp.oauthAuthorizeSubmit({ ...silent, consent_granted: false } as never);
    expect(new URL(ok.redirect_uri).searchParams.get('code')).toBe(ok.authorization_code);
  });
});

describe('logout start', () => {
  it('asks for confirmation for a third-party client with a session, and returns the post-logout URI with state', async () => {
    await seedClient();
    const client = await signedIn();
    const res = await client.idp.oauthLogoutStart({
      client_id: 'client-test-acme',
      post_logout_redirect_uri: LOGGED_OUT,
      state: 's',
    });
    expect(res).toMatchObject({ consent_required: true, redirect_uri: `${LOGGED_OUT}?state=s` });
  });

  it('needs no confirmation for a first-party client or without a session', async () => {
    await seedClient({ client_type: 'first_party' });
    const client = await signedIn();
    const p = { client_id: 'client-test-acme', post_logout_redirect_uri: LOGGED_OUT } as never;
    expect(await client.idp.oauthLogoutStart(p)).toMatchObject({ consent_required: false, redirect_uri: LOGGED_OUT });
    await seedClient();
    expect(await client.idp.oauthLogoutStart(p)).toMatchObject({ consent_required: true });
    await client.session.revoke();
    expect(await client.idp.oauthLogoutStart(p)).toMatchObject({ consent_required: false });
  });

  it('rejects an unknown client and an unregistered post-logout URI', async () => {
    await seedClient();
    const client = await signedIn();
    expect(
      await apiError(client.idp.oauthLogoutStart({ client_id: 'x', post_logout_redirect_uri: LOGGED_OUT } as never)),
    ).toMatchObject({
      type: 'oauth2_client_not_found',
    });
    expect(
      await apiError(
        client.idp.oauthLogoutStart({ client_id: 'client-test-acme', post_logout_redirect_uri: CALLBACK } as never),
      ),
    ).toMatchObject({ type: 'invalid_post_logout_redirect_uri', message: expect.stringContaining('not registered') });
  });
});

describe('connected apps: GET /sdk/v1/users/connected_apps and revoke', () => {
  const exchange = (code: string) =>
    admin('POST', '/__sim/idp/token', {
      grant_type: 'authorization_code',
      client_id: 'client-test-acme',
      redirect_uri: CALLBACK,
      code,
    }).catch((e: { json: unknown }) => e.json);

  it('lists the apps the user authorized with the scopes granted; revoke forgets consent, codes and tokens', async () => {
    await seedClient({ client_description: 'Notes for teams', client_logo_url: 'https://cdn.example.com/acme.png' });
    await seedClient({ client_id: 'client-test-first', client_name: 'Our CLI', client_type: 'first_party' });
    const client = await signedIn();
    expect((await client.user.getConnectedApps()).connected_apps).toEqual([]);
    await client.idp.oauthAuthorizeSubmit({ ...params(), consent_granted: true });
    await client.idp.oauthAuthorizeSubmit({ ...params({ scopes: ['openid', 'phone'] }), consent_granted: true });
    // A first-party app needs no consent, but its authorization counts.
    await client.idp.oauthAuthorizeSubmit({
      ...params({ client_id: 'client-test-first', scopes: ['openid'] }),
      consent_granted: false,
    });
    const { connected_apps } = await client.user.getConnectedApps();
    expect(connected_apps).toEqual([
      {
        connected_app_id: 'client-test-acme',
        name: 'Acme Notes',
        description: 'Notes for teams',
        client_type: 'third_party',
        logo_url: 'https://cdn.example.com/acme.png',
        scopes_granted: 'openid email profile phone',
      },
      {
        connected_app_id: 'client-test-first',
        name: 'Our CLI',
        description: '',
        client_type: 'first_party',
        scopes_granted: 'openid',
      },
    ]);

    const unused = (await client.idp.oauthAuthorizeSubmit({ ...params(), consent_granted: true })).authorization_code!;
    const used = (await client.idp.oauthAuthorizeSubmit({ ...params(), consent_granted: true })).authorization_code!;
    expect(await exchange(used)).toMatchObject({ token_type: 'bearer' });
    const revoked = await client.user.revokedConnectedApp('client-test-acme');
    expect(revoked).toMatchObject({ status_code: 200 });
    expect((await client.user.getConnectedApps()).connected_apps.map((a) => a.connected_app_id)).toEqual([
      'client-test-first',
    ]);
    expect((await client.idp.oauthAuthorizeStart(params())).consent_required).toBe(true);
    expect(await exchange(unused)).toMatchObject({ error: 'invalid_grant' });
    const tokens = sim.tokens.list().filter((t) => t.kind === 'idp_access_token');
    expect(tokens.map((t) => sim.tokens.isUsable(t))).toEqual([false]);
    // Another user (the client's cookies now theirs) sees none of them.
    expect((await (await signedIn('grace@example.com')).user.getConnectedApps()).connected_apps).toEqual([]);
  });

  it('an app the user never authorized (or already revoked) is not found; both routes need a session', async () => {
    await seedClient();
    expect(await apiError(makeClient().user.getConnectedApps())).toMatchObject({ type: 'user_unauthenticated' });
    expect(await apiError(makeClient().user.revokedConnectedApp('client-test-acme'))).toMatchObject({
      type: 'user_unauthenticated',
    });
    const client = await signedIn();
    expect(await apiError(client.user.revokedConnectedApp('client-test-acme'))).toMatchObject({
      type: 'connected_app_not_found',
    });
  });
});

describe('control API', () => {
  it('validates seeded clients and clears them on reset', async () => {
    await expect(seedClient({ redirect_urls: ['javascript:alert(1)'] })).rejects.toMatchObject({ status: 400 });
    await expect(seedClient({ client_type: 'partner' })).rejects.toMatchObject({ status: 400 });
    await seedClient();
    expect(await admin('GET', '/__sim/idp/clients')).toHaveLength(1);
    await admin('POST', '/__sim/reset', {});
    expect(await admin('GET', '/__sim/idp/clients')).toEqual([]);
  });
});
