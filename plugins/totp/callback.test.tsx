/**
 * The code on the callback page under React StrictMode: `<Callback/>` mounts, unmounts and mounts again, and the
 * second widget joins the first one's run of the link; the login step that run entered shows in the second widget,
 * which passes it. One link, one code, one login.
 */
import { StrictMode } from 'react';
import { expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Callback } from 'entryway/react';
import { createPluginHarness } from '../../test/setup/pluginHarness';
import { emailMagicLinks } from '../email-magic-links/index';
import { totp } from './index';
import { totpCode } from './testAuthenticator';

const { sim, installHarness, makeClient, wire } = createPluginHarness({ tokenPrefix: 'totp-callback' });
installHarness();

const EMAIL = 'strict@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

it('under StrictMode the link is authenticated once, the code is asked, and the login completes once', async () => {
  const seeded = await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, totp_secret: SECRET }),
  });
  expect('status' in seeded && seeded.status).toBe(201);
  const client = makeClient();
  await client.magicLinks.email.loginOrCreate(EMAIL, { login_magic_link_url: 'http://localhost:3000/authenticate' });
  const link = new URL(sim.outbox.last({ to: EMAIL })!.link!);
  window.history.replaceState(null, '', `${link.pathname}${link.search}`);
  const events: string[] = [];
  render(
    <StrictMode>
      <Callback
        client={client}
        plugins={[emailMagicLinks(), totp()]}
        callbacks={{ onEvent: (e) => void events.push(e.type) }}
      />
    </StrictMode>,
  );
  const field = await screen.findByRole('textbox', { name: 'Authentication code' }, { timeout: 5000 });
  expect(screen.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeTruthy();
  expect(screen.queryByText('No login link found')).toBeNull();
  expect(events).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
  await userEvent.type(field, totpCode(SECRET, sim.now()));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy());
  expect(wire.filter((r) => r.path === '/sdk/v1/magic_links/authenticate')).toHaveLength(1);
  expect(wire.filter((r) => r.path === '/sdk/v1/totps/authenticate')).toHaveLength(1);
  expect(events.filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  cleanup();
});
