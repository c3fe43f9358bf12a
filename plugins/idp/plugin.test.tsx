/**
 * The identity-provider widget against the real Stytch client, msw and the simulator: authorize with consent
 * (Allow, Deny, remembered), ungrantable and custom scopes, the developer's consent manifest, missing parameters,
 * API errors, faults and retries, the trusted auth token, no session, logout (Yes, No, no question), safe
 * navigation and logos, and axe on every screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { configure as configureTL, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client, WidgetEvent } from 'entryway';
import { IdentityProvider, idp, mountIdentityProvider, type IdpOptions } from './index';
import {
  ATTEST,
  AUTHORIZE_START,
  AUTHORIZE_SUBMIT,
  CALLBACK,
  LOGGED_OUT,
  LOGOUT_START,
  REVOKE,
  ROLE_POLICY,
  configure,
  expectNoAxeViolations,
  makeClient,
  installHarness,
  seedClient,
  sent,
  server,
  signIn,
  sim,
  telemetry,
  wire,
  trustedToken,
} from './testing';

installHarness();
vi.setConfig({ testTimeout: 20_000 });
configureTL({ asyncUtilTimeout: 5_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const PROJECT = 'Entryway Sandbox';

function authorizeQuery(over: Record<string, string | null> = {}) {
  const q = new URLSearchParams({
    client_id: 'client-test-acme',
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state: 'st-123',
    nonce: 'n-1',
  });
  for (const [k, v] of Object.entries(over)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  return `?${q}`;
}
const logoutQuery = (state = 'bye') =>
  `?${new URLSearchParams({ client_id: 'client-test-acme', post_logout_redirect_uri: LOGGED_OUT, state })}`;

async function mount(
  query: string,
  opts: { client?: Client; options?: IdpOptions; inputs?: Record<string, unknown>; signedIn?: string | false } = {},
) {
  const client = opts.client ?? makeClient();
  if (opts.signedIn !== false) await signIn(client, opts.signedIn ?? 'ada@example.com');
  window.history.replaceState(null, '', `/oauth/authorize${query}`);
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  const errorObjects: unknown[] = [];
  const navigate = vi.fn();
  mounted = renderWidget({
    client,
    kind: 'identityProvider',
    plugins: [idp({ navigate, ...opts.options })],
    inputs: opts.inputs,
    callbacks: {
      onEvent: (e) => void events.push(e),
      onError: (e) => {
        errors.push(e.message);
        errorObjects.push(e);
      },
    },
  });
  const view = within(mounted.host);
  return { client, events, errors, errorObjects, navigate, view, host: mounted.host };
}

const types = (events: WidgetEvent[]) => events.map((e) => e.type);

describe('authorize', () => {
  it('asks for consent, then Allow sends the user to the client with a code and the state', async () => {
    await seedClient({ client_logo_url: 'https://cdn.example.com/acme.png' });
    const { view, navigate, events } = await mount(authorizeQuery());
    expect(await view.findByRole('heading', { name: `Sign in to Acme Notes with ${PROJECT}` })).toBeTruthy();
    expect(view.getByRole('img', { name: 'Acme Notes logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/acme.png',
    );
    expect(view.getByText('Acme Notes is requesting to:')).toBeTruthy();
    expect(view.getByRole('list', { name: 'Acme Notes is requesting to:' }).children).toHaveLength(2);
    // Expandable items: the details are inside a <details>, shown when its summary is activated.
    const summary = view.getByText('View your personal profile information').closest('summary')!;
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Your email address')).toBeTruthy();
    // Where the user goes, plainly.
    expect(view.getByText('client.example.com').tagName).toBe('STRONG');
    await expectNoAxeViolations(mounted!.host);

    expect(types(events)).toEqual(['OAUTH_AUTHORIZE_FLOW_START']);
    expect(events[0].data).toEqual({
      client_id: 'client-test-acme',
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
    });
    expect(sent(AUTHORIZE_START)[0].body).toEqual({
      client_id: 'client-test-acme',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
      state: 'st-123',
      nonce: 'n-1',
    });

    await userEvent.click(view.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const target = new URL(navigate.mock.calls[0][0]);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('state')).toBe('st-123');
    expect(target.searchParams.get('code')).toBeTruthy();
    expect(sent(AUTHORIZE_SUBMIT)[0].body).toMatchObject({ consent_granted: true, state: 'st-123', nonce: 'n-1' });
    expect(await view.findByRole('heading', { name: 'Taking you to client.example.com…' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(types(events)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    // The code never reaches the store.
    expect(JSON.stringify(mounted!.widget.store.getState())).not.toContain(target.searchParams.get('code')!);
    // Stytch's telemetry (batched by the client every 800 ms), once.
    await waitFor(() => expect(telemetry.filter((e) => e.event_name === 'render_idp_screen')).toHaveLength(1));
  });

  it('Deny sends the client access_denied with the state and fires the consent-denied event', async () => {
    await seedClient();
    const { view, navigate, events } = await mount(authorizeQuery());
    await userEvent.click(await view.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const target = new URL(navigate.mock.calls[0][0]);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.get('state')).toBe('st-123');
    expect(target.searchParams.has('code')).toBe(false);
    expect(sent(AUTHORIZE_SUBMIT)[0].body).toMatchObject({ consent_granted: false });
    expect(types(events)).toContain('OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED');
  });

  it('with consent already given, submits by itself (consent_granted false) without showing the consent screen', async () => {
    await seedClient();
    const client = makeClient();
    await signIn(client);
    await client.idp.oauthAuthorizeSubmit({
      client_id: 'client-test-acme',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
      consent_granted: true,
    });
    const { view, navigate } = await mount(authorizeQuery(), { client, signedIn: false });
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(new URL(navigate.mock.calls[0][0]).searchParams.get('code')).toBeTruthy();
    expect(sent(AUTHORIZE_SUBMIT).at(-1)!.body).toMatchObject({ consent_granted: false });
    expect(view.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('lists ungrantable scopes in a collapsible notice, and custom scopes change the title', async () => {
    await configure({ rbacPolicy: ROLE_POLICY });
    await seedClient();
    const { view, navigate } = await mount(
      authorizeQuery({ scope: 'openid read:documents write:documents share:documents' }),
    );
    expect(
      await view.findByRole('heading', { name: `Acme Notes wants to access your ${PROJECT} account` }),
    ).toBeTruthy();
    expect(view.getByText('Read your documents')).toBeTruthy();
    // No description in the policy: the generic wording.
    expect(view.getByText('Use the share:documents scope')).toBeTruthy();
    const notice = view
      .getByText('You do not have permissions to grant Acme Notes access to some of the requested scopes.')
      .closest('details')!;
    expect(notice.open).toBe(false);
    await userEvent.click(notice.querySelector('summary')!);
    expect(within(notice).getByText("Acme Notes's request to")).toBeTruthy();
    expect(within(notice).getByText('Create and edit your documents')).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    await userEvent.click(view.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
  });

  it('marks long-lived access', async () => {
    await seedClient();
    const { view } = await mount(authorizeQuery({ scope: 'openid offline_access' }));
    const item = (
      await view.findByText("Maintain access to your data even when you're not actively using the app")
    ).closest('summary')!;
    expect(within(item).getByText('Long-lived access')).toBeTruthy();
    expect(view.getByText('Acme Notes keeps this access while you are away, until you revoke it.')).toBeTruthy();
  });

  it('uses the developer’s consent manifest, and the default when it throws', async () => {
    await seedClient();
    const first = await mount(authorizeQuery(), {
      options: { getIDPConsentManifest: ({ scopes, clientName }) => [`${clientName} reads ${scopes.join(' + ')}`] },
    });
    expect(await first.view.findByText('Allow Acme Notes to:')).toBeTruthy();
    expect(first.view.getByText('Acme Notes reads openid + email + profile')).toBeTruthy();
    mounted!.unmount();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = await mount(authorizeQuery({ state: 'other' }), {
      options: {
        getIDPConsentManifest: () => {
          throw new Error('bad generator');
        },
      },
    });
    expect(await second.view.findByText('Acme Notes is requesting to:')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('falls back to the redirect host when the client has no name, and shows no logo that is not https', async () => {
    await seedClient({ client_name: '', client_logo_url: 'http://cdn.example.com/acme.png' });
    const { view } = await mount(authorizeQuery());
    expect(await view.findByRole('heading', { name: `Sign in to client.example.com with ${PROJECT}` })).toBeTruthy();
    expect(view.queryByRole('img')).toBeNull();
  });

  it('renders client names and descriptions as text', async () => {
    await seedClient({ client_name: '<img src=x onerror=alert(1)>' });
    const { view, host } = await mount(authorizeQuery());
    expect(
      await view.findByRole('heading', { name: 'Sign in to <img src=x onerror=alert(1)> with ' + PROJECT }),
    ).toBeTruthy();
    expect(host.querySelector('img')).toBeNull();
  });
});

describe('long scope lists', () => {
  it('500 scopes: the first five shown, the rest behind a keyboard-operable "+N more"; huge scope names capped', async () => {
    await seedClient({ client_type: 'third_party' });
    const many = Array.from({ length: 500 }, (_, i) => `scope:${i}`);
    const { view } = await mount(
      authorizeQuery({ scope: ['openid', 'email', 'profile', ...many, 'x'.repeat(20_000)].join(' ') }),
    );
    const notice = await view.findByText(
      'You do not have permissions to grant Acme Notes access to some of the requested scopes.',
    );
    await userEvent.click(notice);
    const details = notice.closest('details')!;
    // The sub-text and 501 scopes: five items, then the button for the other 497.
    expect(details.querySelectorAll('li')).toHaveLength(5);
    const more = within(details).getByRole('button', { name: '+497 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBe(details.querySelector('ul'));
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(details.querySelectorAll('li')).toHaveLength(502);
    const fewer = within(details).getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(fewer);
    // Every scope's text is capped: the 20 000-character name shows as at most 100 characters of it.
    const longest = Math.max(...Array.from(details.querySelectorAll('li'), (li) => li.textContent!.length));
    expect(longest).toBeLessThan(130);
    await userEvent.keyboard('{Enter}');
    expect(details.querySelectorAll('li')).toHaveLength(5);
    await expectNoAxeViolations(mounted!.host);
  });

  it('a list of six stays whole (one hidden item is no saving)', async () => {
    await seedClient({ client_type: 'third_party' });
    const { view } = await mount(authorizeQuery({ scope: 'openid a b c d e' }));
    const notice = await view.findByText(/You do not have permissions/);
    expect(notice.closest('details')!.querySelectorAll('li')).toHaveLength(6);
    expect(view.queryByRole('button', { name: /more$/ })).toBeNull();
  });
});

describe('authorize errors', () => {
  it('a missing parameter is shown and reported, and nothing is sent', async () => {
    await seedClient();
    const { view, errors } = await mount(authorizeQuery({ redirect_uri: null }));
    expect(await view.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    const text = 'Required parameter is missing: redirect_uri. Please reach out to the application developer.';
    expect(view.getByText(text)).toBeTruthy();
    expect(errors).toEqual([text]);
    expect(sent(AUTHORIZE_START)).toHaveLength(0);
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
  });

  // An S256 challenge (RFC 7636 appendix B).
  const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const repeated = (query: string, name: string, value: string) => `${query}&${name}=${encodeURIComponent(value)}`;
  const refusals: [string, string, string][] = [
    [
      'a repeated redirect_uri (the first one registered)',
      repeated(authorizeQuery(), 'redirect_uri', 'https://evil.example.com/cb'),
      'Parameter is repeated: redirect_uri.',
    ],
    [
      'a repeated redirect_uri (the first one hostile)',
      `${authorizeQuery({ redirect_uri: 'https://evil.example.com/cb' })}&redirect_uri=${encodeURIComponent(CALLBACK)}`,
      'Parameter is repeated: redirect_uri.',
    ],
    ['a repeated state', repeated(authorizeQuery(), 'state', 'other'), 'Parameter is repeated: state.'],
    [
      'a repeated client_id',
      repeated(authorizeQuery(), 'client_id', 'client-evil'),
      'Parameter is repeated: client_id.',
    ],
    [
      'a repeated empty client_id',
      repeated(authorizeQuery({ client_id: '' }), 'client_id', 'client-test-acme'),
      'Parameter is repeated: client_id.',
    ],
    [
      'code_challenge_method=plain',
      authorizeQuery({ code_challenge: CHALLENGE, code_challenge_method: 'plain' }),
      'Unsupported code_challenge_method',
    ],
    ['a 10-character challenge', authorizeQuery({ code_challenge: 'abcdefghij' }), 'Invalid code_challenge'],
    [
      'a challenge outside base64url',
      authorizeQuery({ code_challenge: `${CHALLENGE.slice(0, 42)}=` }),
      'Invalid code_challenge',
    ],
    ['a 129-character challenge', authorizeQuery({ code_challenge: 'a'.repeat(129) }), 'Invalid code_challenge'],
    ['a method without a challenge', authorizeQuery({ code_challenge_method: 'S256' }), 'Invalid code_challenge'],
    ['prompt=none with consent', authorizeQuery({ prompt: 'none consent' }), 'Invalid prompt: none cannot be combined'],
    ['prompt=login none', authorizeQuery({ prompt: 'login none' }), 'Invalid prompt: none cannot be combined'],
  ];
  it.each(refusals)('%s is refused before any request, with no Allow', async (_name, query, text) => {
    await seedClient({ client_type: 'third_party' });
    const { view, errors, navigate } = await mount(query);
    expect(await view.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(
      view.getByText((t) => t.startsWith(text) && t.endsWith('Please reach out to the application developer.')),
    ).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(sent(AUTHORIZE_START)).toHaveLength(0);
    expect(view.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a repeated logout parameter is refused before any request, with no Yes', async () => {
    await seedClient();
    const { view } = await mount(
      `${logoutQuery()}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example.com/out')}`,
    );
    expect(
      await view.findByText(
        'Parameter is repeated: post_logout_redirect_uri. Please reach out to the application developer.',
      ),
    ).toBeTruthy();
    expect(sent(LOGOUT_START)).toHaveLength(0);
    expect(view.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('an S256 challenge (method given or not) and unknown prompt values go through to consent', async () => {
    await seedClient({ client_type: 'third_party' });
    const { view } = await mount(
      authorizeQuery({ code_challenge: CHALLENGE, code_challenge_method: 'S256', prompt: 'consent select_whatever' }),
    );
    expect(await view.findByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(sent(AUTHORIZE_START)[0].body).toMatchObject({
      code_challenge: CHALLENGE,
      prompt: 'consent select_whatever',
    });
    expect(sent(AUTHORIZE_START)[0].body).not.toHaveProperty('code_challenge_method');
  });

  it('an unregistered redirect URI shows the server’s message and navigates nowhere', async () => {
    await seedClient();
    const { view, errors, errorObjects, navigate } = await mount(
      authorizeQuery({ redirect_uri: 'https://evil.example.com/steal' }),
    );
    expect(await view.findByText(/The redirect_uri is not registered for this client/)).toBeTruthy();
    expect(errors[0]).toMatch(/not registered/);
    // onError carries the API's fields, as Stytch's UI passes its StytchAPIError.
    expect(errorObjects[0]).toMatchObject({ error_type: 'invalid_redirect_uri', status_code: 400 });
    expect(navigate).not.toHaveBeenCalled();
    expect(sent(AUTHORIZE_SUBMIT)).toHaveLength(0);
  });

  it('without a session says so and reports it', async () => {
    await seedClient();
    const { view, errors } = await mount(authorizeQuery(), { signedIn: false });
    expect(await view.findByText('No active session detected. Please log in to continue.')).toBeTruthy();
    expect(errors).toEqual(['No active session detected. Please log in to continue.']);
    expect(sent(AUTHORIZE_START)).toHaveLength(0);
  });

  it('with the session cookie but no cached user (a first visit to this page), waits for the client to load the user', async () => {
    await seedClient();
    await signIn(makeClient());
    // A new page: the cookie stays, the client's cached user does not.
    localStorage.clear();
    const { view, errors } = await mount(authorizeQuery(), { client: makeClient(), signedIn: false });
    expect(await view.findByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(view.queryByText('No active session detected. Please log in to continue.')).toBeNull();
    expect(errors).toEqual([]);
    expect(sent(AUTHORIZE_START)).toHaveLength(1);
  });

  it('mounted again after the user signed in on the same page, it asks again', async () => {
    await seedClient();
    const first = await mount(authorizeQuery(), { signedIn: false });
    expect(await first.view.findByText('No active session detected. Please log in to continue.')).toBeTruthy();
    mounted!.unmount();
    await signIn(first.client);
    const again = await mount(authorizeQuery(), { client: first.client, signedIn: false });
    expect(await again.view.findByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(sent(AUTHORIZE_START)).toHaveLength(1);
  });

  it('a network fault on start offers Try again, which recovers', async () => {
    await seedClient();
    sim.faults.add({ path: AUTHORIZE_START, mode: 'network', times: 1 });
    const { view, errors } = await mount(authorizeQuery());
    expect(await view.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(errors).toHaveLength(1);
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByRole('button', { name: 'Allow' })).toBeTruthy();
  });

  it('a failed submit keeps the consent screen with the error and a toast; Allow again works', async () => {
    await seedClient();
    const { view, navigate } = await mount(authorizeQuery());
    await view.findByRole('button', { name: 'Allow' });
    sim.faults.add({ path: AUTHORIZE_SUBMIT, mode: '500', times: 1 });
    await userEvent.click(view.getByRole('button', { name: 'Allow' }));
    const text = 'The server had a problem and could not complete this request. Please try again.';
    await waitFor(() => expect(view.getAllByText(new RegExp(text.slice(0, 30)))).toHaveLength(2));
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(view.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('never navigates to a redirect_uri that is not absolute http(s)', async () => {
    await seedClient();
    server.use(
      http.post('*/sdk/v1/idp/oauth/authorize/submit', () =>
        HttpResponse.json({ data: { request_id: 'r', status_code: 200, redirect_uri: 'javascript:alert(1)' } }),
      ),
    );
    const { view, navigate, errors } = await mount(authorizeQuery());
    await userEvent.click(await view.findByRole('button', { name: 'Allow' }));
    expect(await view.findByText(/will not open/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('denied consent without a redirect_uri shows the denied screen', async () => {
    await seedClient();
    server.use(
      http.post('*/sdk/v1/idp/oauth/authorize/submit', () =>
        HttpResponse.json({ data: { request_id: 'r', status_code: 200 } }),
      ),
    );
    const { view, events } = await mount(authorizeQuery());
    await userEvent.click(await view.findByRole('button', { name: 'Deny' }));
    expect(await view.findByRole('heading', { name: 'Access to the application was denied.' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(types(events)).toContain('OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED');
  });

  it('granted consent without a redirect_uri shows the success screen and fires flow-complete', async () => {
    await seedClient();
    server.use(
      http.post('*/sdk/v1/idp/oauth/authorize/submit', () =>
        HttpResponse.json({ data: { request_id: 'r', status_code: 200 } }),
      ),
    );
    const { view, events, navigate } = await mount(authorizeQuery());
    await userEvent.click(await view.findByRole('button', { name: 'Allow' }));
    expect(await view.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(view.getByText('Access was granted. You may close this page.')).toBeTruthy();
    expect(types(events)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    expect(navigate).not.toHaveBeenCalled();
    await expectNoAxeViolations(mounted!.host);
  });
});

describe('trusted auth token', () => {
  it('attests a 60-minute session first, then asks for consent', async () => {
    await seedClient();
    const { token, profile_id } = await trustedToken('grace@example.com');
    const { view } = await mount(authorizeQuery(), {
      signedIn: false,
      inputs: { authTokenParams: { trustedAuthToken: token, tokenProfileID: profile_id } },
    });
    expect(await view.findByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(sent(ATTEST)[0].body).toEqual({ token, profile_id, session_duration_minutes: 60 });
    expect(sent(REVOKE)).toHaveLength(0);
    expect(sim.sessions.list()).toHaveLength(1);
    // The token is never in the store.
    expect(JSON.stringify(mounted!.widget.store.getState())).not.toContain(token);
  });

  it('revokes an existing session (force clear) before attesting', async () => {
    await seedClient();
    const { token, profile_id } = await trustedToken('grace@example.com');
    const { view } = await mount(authorizeQuery(), {
      inputs: { authTokenParams: { trustedAuthToken: token, tokenProfileID: profile_id } },
    });
    await view.findByRole('button', { name: 'Allow' });
    // signIn's attest, then the widget's revoke and attest, in that order.
    expect(wire.map((w) => w.path).filter((p) => p === REVOKE || p === ATTEST)).toEqual([ATTEST, REVOKE, ATTEST]);
    expect(sent(ATTEST)[1].body).toMatchObject({ token, session_duration_minutes: 60 });
    const users = sim.sessions.list().map((s) => sim.users.get(s.user_id)!.user.emails[0].email);
    expect(users).toEqual(['grace@example.com']);
  });

  it('a bad token is reported, and without a session the no-session error shows', async () => {
    await seedClient();
    const { view, errors } = await mount(authorizeQuery(), {
      signedIn: false,
      inputs: { authTokenParams: { trustedAuthToken: 'nope', tokenProfileID: 'p' } },
    });
    expect(await view.findByText('No active session detected. Please log in to continue.')).toBeTruthy();
    expect(errors).toHaveLength(2);
  });
});

describe('logout', () => {
  it('asks "Log out?"; Yes revokes the session and goes to the post-logout URI with the state', async () => {
    await seedClient();
    const { view, navigate, client } = await mount(logoutQuery());
    expect(await view.findByRole('heading', { name: 'Log out?' })).toBeTruthy();
    expect(view.getByText(`Are you sure you want to log out of your ${PROJECT} account?`)).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(sent(LOGOUT_START)[0].body).toEqual({
      client_id: 'client-test-acme',
      post_logout_redirect_uri: LOGGED_OUT,
      state: 'bye',
    });
    await userEvent.click(view.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${LOGGED_OUT}?state=bye`));
    expect(sent(REVOKE)).toHaveLength(1);
    expect(client.session.getSync()).toBeNull();
    expect(sim.sessions.list()).toHaveLength(0);
  });

  it('No keeps the session and says so', async () => {
    await seedClient();
    const { view, navigate } = await mount(logoutQuery());
    await userEvent.click(await view.findByRole('button', { name: 'No' }));
    expect(
      await view.findByRole('heading', { name: 'You have not been logged out. You may close this page.' }),
    ).toBeTruthy();
    expect(sent(REVOKE)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    expect(sim.sessions.list()).toHaveLength(1);
    await expectNoAxeViolations(mounted!.host);
  });

  it('without a question (first-party client) logs out and leaves at once', async () => {
    await seedClient({ client_type: 'first_party' });
    const { view, navigate } = await mount(logoutQuery());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${LOGGED_OUT}?state=bye`));
    expect(sent(REVOKE)).toHaveLength(1);
    expect(view.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('a revoke failure does not stop the logout', async () => {
    await seedClient({ client_type: 'first_party' });
    sim.faults.add({ path: REVOKE, mode: '500' });
    const { navigate } = await mount(logoutQuery());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${LOGGED_OUT}?state=bye`));
  });

  it('an unregistered post-logout URI is an error, with no navigation', async () => {
    await seedClient();
    const { view, navigate, errors } = await mount(
      `?${new URLSearchParams({ client_id: 'client-test-acme', post_logout_redirect_uri: 'https://evil.example.com/' })}`,
    );
    expect(await view.findByText(/post_logout_redirect_uri is not registered/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('a missing client_id is shown and reported', async () => {
    const { view, errors } = await mount(`?post_logout_redirect_uri=${encodeURIComponent(LOGGED_OUT)}`);
    expect(
      await view.findByText('Required parameter is missing: client_id. Please reach out to the application developer.'),
    ).toBeTruthy();
    expect(errors).toHaveLength(1);
    expect(sent(LOGOUT_START)).toHaveLength(0);
  });
});

describe('mounting', () => {
  it('mountIdentityProvider names itself when the selector matches nothing', () => {
    expect(() => mountIdentityProvider({ elementId: '#nowhere', client: makeClient(), plugins: [idp()] })).toThrow(
      'The selector you specified (#nowhere) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountIdentityProvider()',
    );
  });

  it('<IdentityProvider/> under StrictMode handles the request once: one attest, one start, one event', async () => {
    await seedClient();
    const { token, profile_id } = await trustedToken('strict@example.com');
    window.history.replaceState(null, '', `/oauth/authorize${authorizeQuery()}`);
    const events: WidgetEvent[] = [];
    const navigate = vi.fn();
    const view = render(
      <StrictMode>
        <IdentityProvider
          client={makeClient()}
          plugins={[idp({ navigate })]}
          authTokenParams={{ trustedAuthToken: token, tokenProfileID: profile_id }}
          callbacks={{ onEvent: (e) => void events.push(e) }}
        />
      </StrictMode>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(sent(ATTEST)).toHaveLength(1);
    expect(sent(AUTHORIZE_START)).toHaveLength(1);
    expect(sent(AUTHORIZE_SUBMIT)).toHaveLength(1);
    expect(types(events)).toEqual(['OAUTH_AUTHORIZE_FLOW_START', 'OAUTH_AUTHORIZE_FLOW_COMPLETE']);
    view.unmount();
  });

  it('<IdentityProvider/> under StrictMode reports an instant outcome (a missing parameter) once', async () => {
    window.history.replaceState(null, '', `/oauth/authorize${authorizeQuery({ client_id: null })}`);
    const errors: string[] = [];
    const view = render(
      <StrictMode>
        <IdentityProvider
          client={makeClient()}
          plugins={[idp()]}
          callbacks={{ onError: (e) => void errors.push(e.message) }}
        />
      </StrictMode>,
    );
    expect(await screen.findByText(/Required parameter is missing: client_id/)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(errors).toHaveLength(1);
    view.unmount();
  });

  it('renders in a shadow root when asked', async () => {
    await seedClient();
    const client = makeClient();
    await signIn(client);
    window.history.replaceState(null, '', `/oauth/authorize${authorizeQuery()}`);
    mounted = renderWidget({
      client,
      kind: 'identityProvider',
      plugins: [idp({ navigate: vi.fn() })],
      enableShadowDOM: true,
    });
    const root = mounted.host.shadowRoot!;
    await waitFor(() => expect(root.querySelector('h1')?.textContent).toBe(`Sign in to Acme Notes with ${PROJECT}`));
    expect(mounted.host.querySelector('h1')).toBeNull();
  });

  it('takes no part in the login widget', async () => {
    window.history.replaceState(null, '', `/oauth/authorize${authorizeQuery()}`);
    mounted = renderWidget({ client: makeClient(), plugins: [idp()] });
    expect(await within(mounted.host).findByText('Error: No login methods are configured.')).toBeTruthy();
    expect(sent(AUTHORIZE_START)).toHaveLength(0);
  });
});
