/**
 * The parity page: the same Stytch prebuilt-UI configuration rendered either by Stytch's own UI (`ui=stytch`, the
 * `StytchUI` element of `@stytch/vanilla-js` 6.3) or by Entryway's drop-in (`ui=entryway`, `entryway/stytch`),
 * both through a real Stytch client against the simulator on this origin. The browser tests drive both with the
 * same user actions and compare what crosses the wire and what the callbacks receive (test/e2e/parity/).
 *
 * Query: `ui`, `config` (JSON of Stytch's `config`; the text `{origin}` is replaced by this page's origin), `kind`
 * (`login` by default, `resetPassword`, `passkeyRegistration`, `identityProvider`: which of Stytch's elements, and the
 * matching mount function of Entryway's) and `props` (JSON of further render props, e.g. `passwordResetToken`).
 * Callbacks are recorded on `window.__parity` and listed on the page.
 */
import {
  Products,
  StytchIdentityProvider,
  StytchPasskeyRegistration,
  StytchResetPassword,
  StytchUI,
  createStytchClient,
} from '@stytch/vanilla-js';
import { mountIdentityProvider, mountLogin, mountPasskeyRegistration, mountResetPassword } from 'entryway/stytch';

const params = new URLSearchParams(location.search);
const ui = params.get('ui') === 'stytch' ? 'stytch' : 'entryway';
const config = JSON.parse((params.get('config') ?? '{}').replaceAll('{origin}', location.origin)) as Record<
  string,
  unknown
>;
const props = JSON.parse(params.get('props') ?? '{}') as Record<string, unknown>;
const KINDS = {
  login: { element: StytchUI, mount: mountLogin },
  resetPassword: { element: StytchResetPassword, mount: mountResetPassword },
  passkeyRegistration: { element: StytchPasskeyRegistration, mount: mountPasskeyRegistration },
  identityProvider: { element: StytchIdentityProvider, mount: mountIdentityProvider },
};
const kind = KINDS[(params.get('kind') ?? 'login') as keyof typeof KINDS] ?? KINDS.login;

interface Recorded {
  kind: 'event' | 'error';
  type?: string;
  data?: unknown;
  message?: string;
}
const recorded: Recorded[] = [];
(window as unknown as { __parity: Recorded[] }).__parity = recorded;
const list = document.querySelector('[data-testid=events]')!;
const record = (entry: Recorded) => {
  const copy = JSON.parse(JSON.stringify(entry)) as Recorded;
  recorded.push(copy);
  // A test harness may listen (the record on the page is lost when a flow leaves it, e.g. for an OAuth provider).
  (window as unknown as { __parityRecord?: (r: Recorded) => void }).__parityRecord?.(copy);
  const li = document.createElement('li');
  li.textContent = entry.kind === 'event' ? String(entry.type) : `error: ${entry.message}`;
  list.append(li);
};
const callbacks = {
  onEvent: (e: { type: string; data: unknown }) => record({ kind: 'event', type: e.type, data: e.data }),
  // Stytch's UI passes its error object (a StytchAPIError for API errors); the fields a handler reads are recorded.
  onError: (e: Record<string, unknown>) =>
    record({
      kind: 'error',
      message: String(e.message),
      data: Object.fromEntries(
        ['error_type', 'error_message', 'status_code', 'error_url', 'request_id']
          .filter((k) => k in e)
          .map((k) => [k, e[k]]),
      ),
    }),
};

// The simulator answers on this page's origin; `testAPIURL` is the client's (internal) option for a test API host.
const client = createStytchClient('public-token-test-sandbox', { endpoints: { testAPIURL: location.origin } } as never);
const host = document.getElementById('widget-host')!;

if (ui === 'stytch') {
  customElements.define('stytch-parity', kind.element);
  const element = document.createElement('stytch-parity') as InstanceType<typeof StytchUI>;
  host.append(element);
  // Stytch 6.3's products are objects (`Products.emailMagicLinks`), named in the query by their keys.
  const products = (config.products as string[] | undefined)?.map((name) => Products[name as keyof typeof Products]);
  // Stytch's elements report through DOM events (its identity-provider element takes no `callbacks` prop); every
  // callback it makes is one of these events too.
  element.addEventListener('stytch-event', (e) => {
    const { stytchEventType: type, stytchEventData: data } = e as unknown as {
      stytchEventType: string;
      stytchEventData: unknown;
    };
    callbacks.onEvent({ type, data });
  });
  element.addEventListener('stytch-error', (e) =>
    callbacks.onError((e as unknown as { error: Record<string, unknown> }).error),
  );
  element.render({ client, config: { ...config, products }, ...props } as never);
} else {
  kind.mount({ elementId: '#widget-host', client, config, callbacks, ...props } as never);
}
