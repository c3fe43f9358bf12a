/**
 * Google One Tap in the simulator: Stytch's two One Tap endpoints (called by the clientside-services frame), the
 * simulated Google (prompt settings and ID tokens for test identities), the files the browser loads (the GIS
 * script and its stylesheet, the frame page and its script) and the frame's phone helpers.
 *
 * Pointing the Stytch client at them: `endpoints.clientsideServicesIframeURL` (an internal client option) =
 * `<sim origin>/__sim/oauth/clientside-services/index.html`. The GIS script URL is fixed in the client
 * (`https://accounts.google.com/gsi/client`): tests route that URL to `/__sim/oauth/gsi/client` (see the plugin's
 * README for the sandbox).
 */
import { fields, MINUTE, simError, type Simulator } from '../../../sim/kit';
import { allowedRedirect, checkPublicToken, issueToken, TEST_IDENTITIES, type ProviderIdentity } from './flow';
import { frameHtml, frameScript } from './frameScript';
import { gsiScript, gsiStyle } from './gsiScript';
import { SIM_PREFIX, type RawRoutes } from './raw';

/** How long a simulated Google ID token and a One Tap callback id stay valid. */
const ID_TOKEN_MINUTES = 5;

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Installs the JSON routes and returns the raw files (served by sim.ts together with its own). */
export function installOneTap(sim: Simulator): RawRoutes {
  const idTokens = new Map<string, { identity: ProviderIdentity; clientId: string; expiresAt: number }>();
  const callbacks = new Map<string, number>();
  sim.onReset(() => {
    idTokens.clear();
    callbacks.clear();
  });

  // --- Stytch (what the real frame calls) ---
  sim.route(
    'GET',
    '/v1/public/oauth/google/onetap/start',
    (ctx) => {
      checkPublicToken(sim, ctx.query.get('public_token'));
      const clientId = sim.config.googleClientId;
      // No Google client configured: Stytch answers with an empty id, which the client reports as oauth_config_not_found.
      if (!clientId) return { google_client_id: '', oauth_callback_id: '' };
      const id = sim.ids.id('oauth-callback');
      callbacks.set(id, sim.now() + 60 * MINUTE);
      return { google_client_id: clientId, oauth_callback_id: id };
    },
    { auth: false },
  );

  sim.route(
    'POST',
    '/v1/oauth/callback/:id',
    (ctx) => {
      const f = fields(ctx.body, {
        public_token: 'string',
        id_token: 'string',
        login_redirect_url: 'string?',
        signup_redirect_url: 'string?',
      });
      checkPublicToken(sim, f.public_token);
      const until = callbacks.get(ctx.params.id);
      if (!until || until <= sim.now()) throw simError('oauth_flow_callback_error');
      const issued = idTokens.get(f.id_token);
      if (!issued || issued.expiresAt <= sim.now() || issued.clientId !== sim.config.googleClientId)
        throw simError('invalid_id_token', { status: 401 });
      idTokens.delete(f.id_token);
      const loginURL = allowedRedirect(sim, f.login_redirect_url ?? null, 'login');
      const signupURL = allowedRedirect(sim, f.signup_redirect_url ?? null, 'signup');
      const { redirect } = issueToken(sim, issued.identity, {
        challenge: null,
        scopes: ['openid', 'email', 'profile'],
        loginURL,
        signupURL,
      });
      return { redirect_url: redirect };
    },
    { auth: false },
  );

  // --- the simulated Google ---
  sim.route('GET', `${SIM_PREFIX}/gsi/config`, (ctx) => {
    const { googleClientId, googleOneTapOrigins } = sim.config;
    if (ctx.query.get('client_id') !== googleClientId) return { reason: 'invalid_client' };
    const origin = ctx.query.get('origin') ?? '';
    if (googleOneTapOrigins.length && !googleOneTapOrigins.includes(origin)) return { reason: 'unregistered_origin' };
    return { identities: TEST_IDENTITIES };
  });

  sim.route('POST', `${SIM_PREFIX}/gsi/credential`, (ctx) => {
    const f = fields(ctx.body, { client_id: 'string', identity: 'string', origin: 'string?' });
    const known = TEST_IDENTITIES.find((i) => i.id === f.identity);
    if (!known || f.client_id !== sim.config.googleClientId) throw simError('invalid_id_token', { status: 401 });
    const identity: ProviderIdentity = {
      provider: 'google',
      subject: `google-sim-${known.id}`,
      email: known.email,
      name: known.name,
    };
    const iat = Math.floor(sim.now() / 1000);
    const payload = {
      iss: 'https://accounts.google.com',
      aud: f.client_id,
      sub: identity.subject,
      email: identity.email,
      email_verified: true,
      name: identity.name,
      iat,
      exp: iat + ID_TOKEN_MINUTES * 60,
    };
    // Shaped like a JWT; not signed (nothing verifies it but this simulator, which keeps the tokens it issued).
    const credential = `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.${sim.ids.token()}`;
    idTokens.set(credential, { identity, clientId: f.client_id, expiresAt: sim.now() + ID_TOKEN_MINUTES * MINUTE });
    return { credential };
  });

  // --- the frame's phone helpers (Stytch's phone input works offline too) ---
  sim.route('GET', `${SIM_PREFIX}/phone/parse`, async (ctx) => {
    const { parsePhoneNumberFromString } = await import('libphonenumber-js/mobile');
    const raw = ctx.query.get('phone_number') ?? '';
    const region = (ctx.query.get('region_code') || 'US').toUpperCase();
    const parsed = parsePhoneNumberFromString(raw, region as never);
    if (!parsed) return { isValid: false, number: raw, national: raw };
    return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
  });

  sim.route('GET', `${SIM_PREFIX}/phone/example`, async (ctx) => {
    const [{ getExampleNumber }, examples] = await Promise.all([
      import('libphonenumber-js/mobile'),
      import('libphonenumber-js/mobile/examples'),
    ]);
    const region = (ctx.query.get('region_code') || 'US').toUpperCase();
    const example = getExampleNumber(region as never, examples.default);
    return { phoneNumber: example ? example.formatNational() : '' };
  });

  return {
    '/gsi/client': () => ({ contentType: 'text/javascript; charset=utf-8', body: gsiScript }),
    '/gsi/style': () => ({ contentType: 'text/css; charset=utf-8', body: gsiStyle }),
    '/clientside-services/index.html': () => ({ contentType: 'text/html; charset=utf-8', body: frameHtml }),
    '/clientside-services/frame.js': () => ({ contentType: 'text/javascript; charset=utf-8', body: frameScript }),
  };
}
