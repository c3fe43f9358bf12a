/**
 * The account widget with the profile plugin in jsdom, against the real Stytch client, msw and the simulator: the
 * page a signed-in user sees, the name saved (what crosses the wire, the toast), signing out, no one signed in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, type Client, type EntryProps } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { profile } from './index';

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'profile-account' });
installHarness();
vi.setConfig({ testTimeout: 45_000 });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function signedIn(): Promise<Client> {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const client = makeClient();
  await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 30 });
  return client;
}
const user = () => userEvent.setup({ delay: null });

/** The features the app's login plugins would declare: email and SMS passcodes. */
const login = definePlugin({ id: 'login-stub', options: {}, features: ['email', 'otp-email', 'phone', 'otp-sms'] });

/**
 * A step-up factor standing in for the SMS step: its screen confirms the user with a code to their phone (through the
 * test's client, as the real step's command would) and passes the step.
 */
function smsStep(client: Client) {
  function Confirm({ widget }: EntryProps) {
    const confirm = async () => {
      const { method_id } = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
      await client.otps.authenticate(sim.outbox.last({ to: PHONE })!.code!, method_id, {
        session_duration_minutes: 30,
      });
      await widget.steps.complete();
    };
    return (
      <button type="button" onClick={() => void confirm()}>
        Text me
      </button>
    );
  }
  return definePlugin({
    id: 'sms-stub',
    options: {},
    screens: { 'sms-stub/Confirm': Confirm },
    steps: [
      { id: 'sms-stub/confirm', screen: { screen: 'sms-stub/Confirm' } as never, stepUp: 'phone', when: () => true },
    ],
  });
}
const PHONE = '+12015550123';
/** PHONE as the page shows it: international format, written out by hand. */
const PHONE_SHOWN = '+1 201 555 0123';

/** A user with a verified email and phone, signed in with an email code only (one category of their two). */
async function signedInByEmail(): Promise<Client> {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, phone_number: PHONE }),
  });
  const client = makeClient();
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  return client;
}

describe('account widget: profile', () => {
  it('email: add one verified by a code; remove it after confirming; the only one cannot be removed', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile(), login] });
    const u = user();
    const section = await screen.findByRole('region', { name: 'Email addresses' });
    await within(section).findByRole('button', { name: `Remove ${EMAIL}` });
    // The last way to sign in: refused with the reason, nothing sent.
    await u.click(within(section).getByRole('button', { name: `Remove ${EMAIL}` }));
    expect(await within(section).findByText(/This is your only way to sign in/)).toBeTruthy();
    expect(screen.queryByTestId('account-confirm')).toBeNull();
    await u.click(within(section).getByRole('button', { name: 'Add an email address' }));
    await u.type(within(section).getByRole('textbox', { name: 'Email address' }), 'ada.l@example.org');
    await u.click(within(section).getByRole('button', { name: 'Send a code' }));
    const code = await within(section).findByRole('textbox', { name: 'Verification code' });
    expect(within(section).getByText('Enter the code we sent to ada.l@example.org.')).toBeTruthy();
    await u.type(code, sim.outbox.last({ to: 'ada.l@example.org' })!.code!);
    await u.click(within(section).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(document.body.textContent).toContain('ada.l@example.org was added.'), { timeout: 5000 });
    await waitFor(() => expect(within(section).getAllByText('Verified')).toHaveLength(2));
    await expectNoAxeViolations(mounted.host);
    await u.click(within(section).getByRole('button', { name: 'Remove ada.l@example.org' }));
    const dialog = await screen.findByTestId('account-confirm');
    expect(within(dialog).getByRole('heading', { name: 'Remove ada.l@example.org?' })).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText('ada.l@example.org was removed.');
    await waitFor(() => expect(within(section).queryByText('ada.l@example.org')).toBeNull());
    expect(sent('/sdk/v1/otps/email/send/secondary').at(-1)?.body).toMatchObject({ email: 'ada.l@example.org' });
  });

  it('a sensitive change Stytch refuses without a second factor: verify again in the widget, then it is done', async () => {
    const client = await signedInByEmail();
    const phoneId = sim.users.byEmail(EMAIL)!.rec.user.phone_numbers[0].phone_id;
    mounted = renderWidget({ kind: 'account', client, plugins: [profile(), login, smsStep(client)] });
    const u = user();
    const section = await screen.findByRole('region', { name: 'Phone numbers' });
    // The number as people read it, left to right whatever the page's direction: in the row and in its button's name.
    const shown = await within(section).findAllByText(PHONE_SHOWN);
    expect(shown.map((el) => el.getAttribute('dir'))).toEqual(['ltr', 'ltr']);
    await u.click(within(section).getByRole('button', { name: `Remove ${PHONE_SHOWN}` }));
    expect(
      within(await screen.findByTestId('account-confirm')).getByRole('heading', { name: `Remove ${PHONE_SHOWN}?` }),
    ).toBeTruthy();
    await u.click(within(await screen.findByTestId('account-confirm')).getByRole('button', { name: 'Remove' }));
    // Stytch asked for a multi-factor session: 'Confirm it's you' over the page, with the phone factor.
    const stepUp = await screen.findByTestId('step-up');
    expect(within(stepUp).getByRole('heading', { name: "Confirm it's you" })).toBeTruthy();
    // The step's first control has the focus, not the dialog's Cancel.
    await waitFor(() => expect(document.activeElement).toBe(within(stepUp).getByRole('button', { name: 'Text me' })));
    await u.click(within(stepUp).getByRole('button', { name: 'Text me' }));
    await screen.findByText(`${PHONE_SHOWN} was removed.`);
    await waitFor(() => expect(screen.queryByTestId('step-up')).toBeNull());
    expect(within(section).getByText('No phone number yet.')).toBeTruthy();
    // Refused once (insufficient_factors), sent again after the user verified.
    expect(sent(`/sdk/v1/users/phone_numbers/${phoneId}`).map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('phone: added by a code; the code step, the toast and the list show it formatted; E.164 on the wire', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile(), login] });
    const u = user();
    const section = await screen.findByRole('region', { name: 'Phone numbers' });
    await u.click(await within(section).findByRole('button', { name: 'Add a phone number' }));
    // Typed without spaces: the spaced form the page shows can only come from the formatting.
    await u.type(within(section).getByRole('textbox', { name: 'Phone number' }), '+447700900123');
    await u.click(within(section).getByRole('button', { name: 'Text me a code' }));
    const code = await within(section).findByRole('textbox', { name: 'Verification code' });
    expect(within(section).getByText('Enter the code we sent to +44 7700 900123.')).toBeTruthy();
    expect(sent('/sdk/v1/otps/sms/send/secondary').at(-1)?.body).toMatchObject({ phone_number: '+447700900123' });
    await u.type(code, sim.outbox.last({ to: '+447700900123' })!.code!);
    await u.click(within(section).getByRole('button', { name: 'Verify' }));
    await screen.findByText('+44 7700 900123 was added.', undefined, { timeout: 5000 });
    // The row's name (whole on hover, as its title) and the Remove button's name.
    const [name, label] = await within(section).findAllByText('+44 7700 900123');
    expect([name.getAttribute('dir'), name.getAttribute('title'), label.getAttribute('dir')]).toEqual([
      'ltr',
      '+44 7700 900123',
      'ltr',
    ]);
    expect(within(section).getByRole('button', { name: 'Remove +44 7700 900123' })).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
  });

  it('the name: typed, saved (PUT /users/me), said in a toast; the fields show the saved name', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile({ sections: ['name', 'sign-out'] })] });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    const section = await screen.findByRole('region', { name: 'Name' });
    const first = (await within(section).findByRole('textbox', { name: 'First name' })) as HTMLInputElement;
    await expectNoAxeViolations(mounted.host);
    const u = user();
    await u.type(first, 'Ada');
    await u.type(within(section).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await u.click(within(section).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your name was saved.');
    expect(
      sent('/sdk/v1/users/me')
        .filter((r) => r.method === 'PUT')
        .at(-1)?.body,
    ).toMatchObject({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    await waitFor(() => expect(first.value).toBe('Ada'));
  });

  it('sign out: the session is revoked and the page says the user is signed out', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile()] });
    const u = user();
    const section = await screen.findByRole('region', { name: 'Sign out' });
    await u.click(within(section).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'You are signed out' });
    expect(screen.getByText('Sign in to manage your account.')).toBeTruthy();
  });

  it('no one signed in: says so, and names the fix for the developer', async () => {
    mounted = renderWidget({ kind: 'account', client: makeClient(), plugins: [profile()] });
    await screen.findByRole('heading', { name: 'You are signed out' });
    expect(await screen.findByText(/the account widget is for a signed-in user/)).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
  });
});
