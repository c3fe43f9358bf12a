/**
 * `/authenticate`, the sandbox's one callback page: every link an email carries lands here (magic links, both links
 * of a password-reset email) and so will OAuth redirects. `mountCallback` takes the token out of the address bar
 * before anything else, then the plugin that claims the link's type takes it; the session panel shows what the
 * client now holds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountCallback, supportedProducts } from 'entryway/stytch';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { parseConfig, stytchConfig } from './params';
import { EventLogPanel } from './panels/EventLogPanel';
import { OutboxPanel } from './panels/OutboxPanel';
import { SessionPanel } from './panels/SessionPanel';

const errorBox = document.getElementById('callback-error')!;
try {
  mountCallback({
    elementId: '#callback-host',
    client,
    // Every product this build has: whichever kind of link arrives, its plugin is there to claim it.
    config: stytchConfig({ ...parseConfig(''), products: [...supportedProducts] }),
    loginPageURL: '/',
    callbacks: logCallbacks,
    devtools: { name: 'entryway sandbox: callback' },
  });
} catch (e) {
  errorBox.textContent = e instanceof Error ? e.message : String(e);
  errorBox.hidden = false;
}

createRoot(document.getElementById('panels')!).render(
  <StrictMode>
    <SessionPanel client={client} />
    <OutboxPanel />
    <EventLogPanel />
  </StrictMode>,
);
