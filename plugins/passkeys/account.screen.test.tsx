/**
 * The account widget's Passkeys section in jsdom, against the real Stytch client, msw and the simulator (its real
 * WebAuthn checks, the software authenticator as the browser's): the list, 'Set up another passkey' staying on the
 * page, rename inline, delete after the confirmation dialog; a 100-character unbroken name is the row's whole text
 * and its buttons' description. axe on each state.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, type Client } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { passkeysAccount } from './account';
import { SoftAuthenticator } from './softAuthenticator';

// The first section of a file waits for the page's, the section's and its strings' modules (transformed on first
// import): more than Testing Library's default on a loaded machine.
const FIRST_LOAD = 15_000;

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'passkeys-account' });
installHarness();
vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'ada@example.com';
/** Another way to sign in (by an email code), as the otp plugin declares it: the passkey is not the last one. */
const emailCodes = () => definePlugin({ id: 'stub-email', options: {}, features: ['email', 'otp-email'] });
let mounted: RenderedWidget | null = null;
let restore: (() => void) | null = null;
beforeEach(() => {
  const authenticator = new SoftAuthenticator();
  const credentials = Object.getOwnPropertyDescriptor(navigator, 'credentials');
  Object.defineProperty(navigator, 'credentials', { value: authenticator.navigatorCredentials(), configurable: true });
  restore = () => {
    if (credentials) Object.defineProperty(navigator, 'credentials', credentials);
    else delete (navigator as { credentials?: unknown }).credentials;
  };
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  restore?.();
});

async function signedIn(): Promise<Client> {
  const client = makeClient();
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  return client;
}
const user = () => userEvent.setup({ delay: null });

describe('account widget: Passkeys', () => {
  it('set up a passkey on the page, rename it to a long unbroken name, then delete it after confirming', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [emailCodes(), passkeysAccount()] });
    const section = await screen.findByRole('region', { name: 'Passkeys' }, { timeout: FIRST_LOAD });
    expect(await within(section).findByText('You have no passkeys yet.')).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
    const u = user();
    await u.click(within(section).getByRole('button', { name: 'Set up a passkey' }));
    await screen.findAllByText('Passkey added');
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(sent('/sdk/v1/webauthn/register')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Set up another Passkey' })).toBeTruthy();

    await u.click(within(section).getByRole('button', { name: 'Rename' }));
    const name = await within(section).findByRole('textbox', { name: 'Passkey name' });
    await waitFor(() => expect(document.activeElement === name || mounted!.host.shadowRoot?.activeElement === name));
    const long = 'W'.repeat(100);
    await u.clear(name);
    await u.type(name, `${long}{Enter}`);
    await screen.findAllByText('Passkey renamed');
    const rename = await within(section).findByRole('button', { name: 'Rename' });
    expect(rename.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(within(section).getByRole('listitem').textContent).toContain(long));
    await expectNoAxeViolations(mounted.host);

    const [{ webauthn_registration_id: id }] = client.user.getSync()!.webauthn_registrations;
    await u.click(within(section).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Delete “${long}”?`)).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findAllByText('Passkey deleted');
    await within(section).findByText('You have no passkeys yet.');
    expect(sent(`/sdk/v1/users/webauthn_registrations/${id}`).map((r) => r.method)).toEqual(['DELETE']);
  });

  it('the last way to sign in: Delete is refused in place with the reason, nothing sent, no dialog', async () => {
    const client = await signedIn();
    await client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
    mounted = renderWidget({ kind: 'account', client, plugins: [passkeysAccount()] });
    const section = await screen.findByRole('region', { name: 'Passkeys' }, { timeout: FIRST_LOAD });
    const u = user();
    await u.click(await within(section).findByRole('button', { name: 'Delete' }));
    const alert = await within(section).findByText(/This is your only way to sign in/);
    expect(alert.closest('[role=alert]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      sent(
        '/sdk/v1/users/webauthn_registrations/' +
          client.user.getSync()!.webauthn_registrations[0].webauthn_registration_id,
      ),
    ).toEqual([]);
    await expectNoAxeViolations(mounted.host);
  });
});
