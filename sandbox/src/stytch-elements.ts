/**
 * `/stytch-elements`: a page written for Stytch's prebuilt UI (`customElements.define('stytch-ui', StytchUI)`,
 * `el.render({ client, config, presentation, callbacks })`) with only its import changed to `entryway/stytch`.
 * Stytch's DOM events land in `window.stytchEvents` for the e2e test.
 */
import { StytchUI, type StytchElement } from 'entryway/stytch';
import { client } from './client';
import { parseConfig, stytchConfig } from './params';

const events: string[] = [];
(window as { stytchEvents?: string[] }).stytchEvents = events;

customElements.define('stytch-ui', StytchUI);
const el = document.querySelector('stytch-ui') as StytchElement;
el.addEventListener('stytch-event', (e) => events.push((e as Event & { stytchEventType: string }).stytchEventType));
el.render({
  client,
  config: stytchConfig(parseConfig('?products=emailMagicLinks')),
  // A Stytch theme pair: light and dark follow the browser's setting.
  presentation: { theme: [{ primary: 'oklch(0.21 0.006 285.885)' }, { primary: 'oklch(0.92 0.004 286.32)' }] },
});
