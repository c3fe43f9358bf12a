/**
 * `/reset-password`, the reset email's target. Mounts `entryway/stytch`'s `mountResetPassword` with the link's
 * token at once (the passwords plugin reads the token type and strips both from the address bar while the widget is
 * created), then renders the sandbox panels.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mountResetPassword } from 'entryway/stytch';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { parseConfig, stytchConfig } from './params';
import { EventLogPanel } from './panels/EventLogPanel';
import { OutboxPanel } from './panels/OutboxPanel';
import { SessionPanel } from './panels/SessionPanel';

const url = new URL(window.location.href);
const token = url.searchParams.get('token');
const errorBox = document.getElementById('reset-error')!;

if (!token) {
  errorBox.textContent = 'No reset token in the address. This page opens from a password reset email: send one from the sandbox with "Forgot password?".';
  errorBox.hidden = false;
} else {
  try {
    mountResetPassword({
      elementId: '#reset-host',
      client,
      config: stytchConfig(parseConfig('?products=passwords')),
      passwordResetToken: token,
      callbacks: logCallbacks,
      devtools: { name: 'entryway sandbox: reset password' },
    });
  } catch (e) {
    errorBox.textContent = e instanceof Error ? e.message : String(e);
    errorBox.hidden = false;
  }
}
// Whatever happened, the token does not stay in the address bar (T1).
if (url.searchParams.has('token') || url.searchParams.has('stytch_token_type')) {
  url.searchParams.delete('token');
  url.searchParams.delete('stytch_token_type');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

createRoot(document.getElementById('panels')!).render(
  <StrictMode>
    <SessionPanel client={client} />
    <OutboxPanel />
    <EventLogPanel />
  </StrictMode>,
);
