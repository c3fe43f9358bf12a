/**
 * The files the simulator serves to the browser, run in jsdom against the simulator (msw): the simulated Google
 * Identity Services script (initialize / prompt / cancel and GIS's moment notifications, the prompt's identities,
 * the ID token handed to the callback) and the clientside-services frame (the `postMessage` + `MessagePort`
 * protocol of @stytch/vanilla-js's FrameClient: oneTapStart, oneTapSubmit, parsedPhoneNumber, getExamplePhoneNumber,
 * errors marshalled as StytchAPIError). The browser tests run them for real with the Stytch client.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { installHarness, sim } from '../testing';
import { gsiScript } from './gsiScript';
import { frameScript } from './frameScript';

installHarness();

/** Run a served script as the page would, with the page's address at `path` (scripts resolve URLs against it). */
function runAt(path: string, source: string): void {
  window.history.replaceState(null, '', path);
  // Test-only: the scripts are files the simulator serves; jsdom loads no <script src>.
  // eslint-disable-next-line no-new-func
  new Function(source)();
}

interface Moment {
  getMomentType(): string;
  getNotDisplayedReason(): string | undefined;
  getSkippedReason(): string | undefined;
  getDismissedReason(): string | undefined;
}
type Gis = {
  initialize(c: Record<string, unknown>): void;
  prompt(cb: (m: Moment) => void): void;
  cancel(): void;
};
const gis = () => (window as unknown as { google: { accounts: { id: Gis } } }).google.accounts.id;

afterEach(() => {
  delete (window as { google?: unknown }).google;
  document.body.replaceChildren();
  document.head.querySelectorAll('link[data-entryway-gsi]').forEach((l) => l.remove());
});

async function promptWith(config: Record<string, unknown>) {
  runAt('/__sim/oauth/gsi/client', gsiScript);
  const moments: Moment[] = [];
  const credentials: Array<{ credential: string; select_by: string }> = [];
  gis().initialize({
    client_id: 'entryway-sim-google-client',
    callback: (r: { credential: string; select_by: string }) => credentials.push(r),
    ...config,
  });
  gis().prompt((m) => moments.push(m));
  await new Promise((r) => setTimeout(r, 100));
  return { moments, credentials, dialog: () => document.querySelector('[role=dialog]') as HTMLElement | null };
}

describe('the simulated Google Identity Services script', () => {
  it('shows a prompt with the test identities (a display moment), its stylesheet, and hands an ID token to the callback', async () => {
    const { moments, credentials, dialog } = await promptWith({});
    expect(moments.map((m) => m.getMomentType())).toEqual(['display']);
    expect(dialog()!.getAttribute('aria-labelledby')).toBe('entryway-gsi-title');
    expect(dialog()!.textContent).toContain('Sign in to localhost:3000 with Google');
    expect([...dialog()!.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '×',
      'AContinue as Ada Lovelaceada@example.com',
      'GContinue as Grace Hoppergrace@example.com',
    ]);
    expect(document.querySelector('link[data-entryway-gsi]')!.getAttribute('href')).toBe(
      'http://localhost:3000/__sim/oauth/gsi/style',
    );
    expect(dialog()!.classList.contains('entryway-gsi-prompt--floating')).toBe(true);
    (dialog()!.querySelectorAll('button')[1] as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 100));
    expect(credentials).toHaveLength(1);
    expect(credentials[0].select_by).toBe('user');
    const payload = JSON.parse(atob(credentials[0].credential.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(payload).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: 'entryway-sim-google-client',
      email: 'ada@example.com',
      sub: 'google-sim-ada',
    });
    expect(moments.map((m) => m.getMomentType())).toEqual(['display', 'dismissed']);
    expect(moments[1].getDismissedReason()).toBe('credential_returned');
    expect(dialog()).toBeNull();
  });

  it('renders inside prompt_parent_id when given (embedded)', async () => {
    const parent = document.createElement('div');
    parent.id = 'google-parent-prompt';
    document.body.appendChild(parent);
    const { dialog } = await promptWith({ prompt_parent_id: 'google-parent-prompt' });
    expect(dialog()!.parentElement).toBe(parent);
    expect(dialog()!.classList.contains('entryway-gsi-prompt--embedded')).toBe(true);
  });

  it('Close and Escape are user_cancel; a click outside is tap_outside unless cancel_on_tap_outside is false', async () => {
    let p = await promptWith({});
    (p.dialog()!.querySelector('button[aria-label=Close]') as HTMLButtonElement).click();
    expect(p.moments.map((m) => [m.getMomentType(), m.getSkippedReason()])).toEqual([
      ['display', undefined],
      ['skipped', 'user_cancel'],
    ]);
    expect(p.dialog()).toBeNull();

    p = await promptWith({});
    p.dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(p.moments[1].getSkippedReason()).toBe('user_cancel');

    p = await promptWith({});
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(p.moments[1].getSkippedReason()).toBe('tap_outside');

    p = await promptWith({ cancel_on_tap_outside: false });
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(p.dialog()).not.toBeNull();
    gis().cancel();
    expect(p.dialog()).toBeNull();
  });

  it('not displayed: an unknown client is invalid_client, a disallowed origin unregistered_origin', async () => {
    let p = await promptWith({ client_id: 'someone-else' });
    expect(p.moments.map((m) => [m.getMomentType(), m.getNotDisplayedReason()])).toEqual([
      ['notDisplayed', 'invalid_client'],
    ]);
    expect(p.dialog()).toBeNull();
    sim.configure({ googleOneTapOrigins: ['https://app.example'] });
    p = await promptWith({});
    expect(p.moments[0].getNotDisplayedReason()).toBe('unregistered_origin');
  });
});

describe('the simulated clientside-services frame', () => {
  /** Call the frame as FrameClient does: `{method, args: [req]}` with a port; resolve with the port's answer. */
  function rpc(
    method: string,
    req: Record<string, unknown>,
  ): Promise<{ success: boolean; payload?: any; error?: any }> {
    const channel = new MessageChannel();
    return new Promise((resolve) => {
      channel.port1.onmessage = (e) => resolve(e.data);
      window.dispatchEvent(new MessageEvent('message', { data: { method, args: [req] }, ports: [channel.port2] }));
    });
  }

  it('oneTapStart → oneTapSubmit gives the redirect URL with a token; errors come back as StytchAPIError', async () => {
    runAt('/__sim/oauth/clientside-services/index.html', frameScript);
    const start = await rpc('oneTapStart', { publicToken: 'public-token-test-frame' });
    expect(start).toEqual({
      success: true,
      payload: {
        googleClientId: 'entryway-sim-google-client',
        oauthCallbackId: expect.stringMatching(/^oauth-callback-test-/),
      },
    });

    const credential = (await (
      await fetch('http://localhost:3000/__sim/oauth/gsi/credential', {
        method: 'POST',
        body: JSON.stringify({ client_id: 'entryway-sim-google-client', identity: 'grace' }),
      })
    ).json()) as { credential: string };
    const submit = await rpc('oneTapSubmit', {
      publicToken: 'public-token-test-frame',
      idToken: credential.credential,
      oauthCallbackID: start.payload.oauthCallbackId,
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/authenticate?new=1',
    });
    expect(submit.success).toBe(true);
    expect(submit.payload.redirect_url).toMatch(
      /^http:\/\/localhost:3000\/authenticate\?new=1&stytch_token_type=oauth&token=/,
    );

    const reused = await rpc('oneTapSubmit', {
      publicToken: 'public-token-test-frame',
      idToken: credential.credential,
      oauthCallbackID: start.payload.oauthCallbackId,
    });
    expect(reused).toMatchObject({
      success: false,
      error: { name: 'StytchAPIError', error_type: 'invalid_id_token', status_code: 401 },
    });
    const badToken = await rpc('oneTapStart', { publicToken: 'nope' });
    expect(badToken.error).toMatchObject({ name: 'StytchAPIError', error_type: 'invalid_public_token' });
  });

  it('phone helpers, and unknown methods refused', async () => {
    runAt('/__sim/oauth/clientside-services/index.html', frameScript);
    expect(await rpc('parsedPhoneNumber', { phoneNumber: '2015550123', regionCode: 'US' })).toEqual({
      success: true,
      payload: { isValid: true, number: '+12015550123', national: '(201) 555-0123' },
    });
    expect((await rpc('getExamplePhoneNumber', { regionCode: 'US' })).payload.phoneNumber).toMatch(
      /^\(\d{3}\) \d{3}-\d{4}$/,
    );
    expect(await rpc('stealCookies', {})).toMatchObject({
      success: false,
      error: { message: 'Unknown method stealCookies' },
    });
  });
});
