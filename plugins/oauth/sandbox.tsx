/**
 * The oauth scenario of the sandbox (repo-only, never shipped): which providers, in which order, and Google One Tap
 * with its position. The redirect URLs are the sandbox's callback page, `/authenticate`.
 *
 * Sandbox glue, applied once before the widget mounts (the simulator runs on the page's own origin, offline):
 * - One Tap's clientside-services frame is pointed at the simulated one (the client reads the frame URL lazily).
 * - With One Tap on and `oauthSimGis=1` (default) the simulated Google Identity Services script is loaded from the simulator and
 *   marked as Google's already-loaded script, which the client's loader accepts. The client still appends Google's
 *   own script tag once; offline (or under the preview build's CSP) that request fails, which is harmless. The
 *   browser tests set `oauthSimGis=0` and route Google's URL to the simulator instead.
 */
import type { GalleryShot, SandboxScenario } from '../../sandbox/src/scenario';
import { client } from '../../sandbox/src/client';
import { PROVIDER_NAMES } from './providers/names';
import type { OAuthProviderType, OneTapPosition } from './providers/define';
import { FRAME_PATH, GSI_PATH } from './sim/paths';
import { RESULT_SCREEN } from './callback';

const TYPES = Object.keys(PROVIDER_NAMES) as OAuthProviderType[];
const POSITIONS: OneTapPosition[] = [
  'floating',
  'embedded',
  'embeddedOnly',
  'floatingOrEmbedded',
  'forceLegacyEmbedded',
];
const GOOGLE_GSI_URL = 'https://accounts.google.com/gsi/client';

const listOf = (value: string) =>
  value.split(',').filter((t): t is OAuthProviderType => (TYPES as string[]).includes(t));

let glued = false;
function glue(origin: string, simulatedGis: boolean): void {
  if (glued) return;
  glued = true;
  const internals = (client as unknown as Record<symbol, { clientsideServices?: { iframeURL: string } } | undefined>)[
    Symbol.for('stytch__internal_b2c')
  ];
  if (internals?.clientsideServices) internals.clientsideServices.iframeURL = `${origin}${FRAME_PATH}`;
  if (simulatedGis) {
    const script = document.createElement('script');
    script.src = GSI_PATH;
    script.addEventListener('load', () => {
      // Google's tag, never executed (its type is not JavaScript), marked loaded: the client's loader takes
      // window.google.accounts.id from the page instead of fetching it.
      const marker = document.createElement('script');
      marker.type = 'text/plain';
      marker.src = GOOGLE_GSI_URL;
      marker.dataset.loaded = 'true';
      document.head.appendChild(marker);
    });
    document.head.appendChild(script);
  }
}

/** The callback page as the sandbox's `/authenticate` mounts it: 'Back to log in' goes to the login page. */
const CALLBACK = { kind: 'callback', inputs: { loginPageURL: '/' } };

/** The screen gallery's shots (`/gallery`): the provider's way back on the callback page, each outcome. */
const gallery: GalleryShot[] = [
  {
    screen: RESULT_SCREEN,
    state: 'logged in',
    ...CALLBACK,
    show: (w) =>
      w.navigate(RESULT_SCREEN, { status: 'authenticated', provider: PROVIDER_NAMES.google, email: 'ada@example.com' }),
    data: ['ada@example.com'],
  },
  {
    screen: RESULT_SCREEN,
    state: 'cancelled',
    ...CALLBACK,
    show: (w) => w.navigate(RESULT_SCREEN, { status: 'cancelled' }),
  },
  {
    screen: RESULT_SCREEN,
    state: 'failed',
    ...CALLBACK,
    show: (w) =>
      w.navigate(RESULT_SCREEN, {
        status: 'error',
        error: { kind: 'api', key: 'oauth.errorType.oauth_token_not_found' },
        transient: false,
      }),
  },
];

export const scenario: SandboxScenario = {
  product: 'oauth',
  label: 'OAuth',
  // Before the other methods, as Stytch's UI lists social buttons first.
  order: 5,
  params: { oauthProviders: 'google,github,apple', oauthOneTap: '', oauthPosition: 'floating', oauthSimGis: '1' },
  Settings: ({ params, set, active }) => {
    const chosen = listOf(params.oauthProviders);
    const toggle = (t: OAuthProviderType, on: boolean) =>
      set('oauthProviders', (on ? [...chosen, t] : chosen.filter((c) => c !== t)).join(','));
    return (
      <fieldset disabled={!active}>
        <legend>OAuth providers</legend>
        {TYPES.map((t) => (
          <label key={t} className="sb-check">
            <input type="checkbox" checked={chosen.includes(t)} onChange={(e) => toggle(t, e.target.checked)} />
            {PROVIDER_NAMES[t]}
          </label>
        ))}
        <label className="sb-check">
          <input
            type="checkbox"
            checked={params.oauthOneTap === '1'}
            onChange={(e) => set('oauthOneTap', e.target.checked ? '1' : '')}
          />
          Google One Tap
        </label>
        <label>
          One Tap position{' '}
          <select value={params.oauthPosition} onChange={(e) => set('oauthPosition', e.target.value)}>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    );
  },
  config: ({ params, origin, products }) => {
    // Only where the product is on (every scenario's config is asked for on every sandbox page).
    if (products.includes('oauth')) glue(origin, params.oauthOneTap === '1' && params.oauthSimGis === '1');
    return {
      oauthOptions: {
        providers: listOf(params.oauthProviders).map((type) =>
          type === 'google' && params.oauthOneTap === '1'
            ? { type, one_tap: true, position: params.oauthPosition as OneTapPosition }
            : { type },
        ),
        loginRedirectURL: `${origin}/authenticate`,
        signupRedirectURL: `${origin}/authenticate`,
      },
    };
  },
  pages: {
    'oauth-account': { title: 'Account: connected accounts', load: () => import('./sandboxAccount') },
  },
  gallery,
};
