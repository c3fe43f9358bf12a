/**
 * `/authenticate`, the magic link's target. The email-magic-links plugin's helper strips the token from the address
 * bar and then authenticates it with the app's client; the result is rendered with the plugin's own markup and the
 * session panel shows what the client now holds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { widgetCss } from 'entryway';
import { authenticateMagicLinkFromUrl, emailMagicLinks, renderMagicLinkResult } from 'entryway/plugins/email-magic-links';
import { client } from './client';
import { adoptCss } from './adoptCss';
import { SessionPanel } from './panels/SessionPanel';
import { OutboxPanel } from './panels/OutboxPanel';

// Started before anything renders: the helper removes the token from the URL before its request leaves.
const result = authenticateMagicLinkFromUrl(client, { sessionDurationMinutes: 60 });

adoptCss(widgetCss([emailMagicLinks()]));
const container = document.getElementById('result')!;
let clear = renderMagicLinkResult(container, 'pending', { newLinkHref: '/' });
void result.then((r) => {
  clear();
  clear = renderMagicLinkResult(container, r, { newLinkHref: '/' });
});

createRoot(document.getElementById('panels')!).render(
  <StrictMode>
    <SessionPanel client={client} />
    <OutboxPanel />
  </StrictMode>,
);
