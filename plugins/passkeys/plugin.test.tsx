/**
 * The passkeys plugin against the real Stytch client, msw and the simulator's real WebAuthn verification, with a
 * software authenticator as `navigator.credentials`: the button/autofill rule, logging in by button and by autofill,
 * the autofill budget and aborts, the error texts, the configuration error, and the registration widget (no user,
 * create, duplicate, skip, rename, delete, Done).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Login } from 'entryway/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, useInputAutocomplete, type AnyPlugin, type Client, type WidgetEvent } from 'entryway';
import { TextInput } from 'entryway/ui';
import { mountPasskeyRegistration, PasskeyRegistration, passkeys, type PasskeysOptions } from './index';
import {
  AUTH_START,
  AUTHENTICATE,
  browser,
  expectNoAxeViolations,
  installHarness,
  installWebAuthn,
  makeClient,
  REGISTER,
  registerPasskey,
  sent,
  signIn,
  sim,
  wire,
} from './testing';
import { SoftAuthenticator } from './testing';
import { passkeysStyles } from './styles';

installHarness();
installWebAuthn();

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function EmailField() {
  const autoComplete = useInputAutocomplete('email', 'email');
  return (
    <TextInput id="stub-email-input" label="Email" value="" onChange={() => undefined} autoComplete={autoComplete} />
  );
}
/** An email-based method (what magic links, passwords or email OTP are to this plugin). */
const stubEmail = () =>
  definePlugin({
    id: 'stub-email',
    options: {},
    features: ['email'],
    strings: { 'stub-email.tab': 'Email' },
    main: [{ kind: 'tab', id: 'stub-email/tab', tab: 'email', labelKey: 'stub-email.tab', Form: EmailField }],
  });
/** A phone-only method. */
const stubPhone = () =>
  definePlugin({
    id: 'stub-phone',
    options: {},
    features: ['phone'],
    strings: { 'stub-phone.tab': 'Text' },
    main: [
      { kind: 'tab', id: 'stub-phone/tab', tab: 'sms', labelKey: 'stub-phone.tab', Form: () => <p>Phone form</p> },
    ],
  });

function mount(plugins: AnyPlugin[], client: Client = makeClient(), kind: 'login' | 'passkeyRegistration' = 'login') {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  const errorTypes: (string | undefined)[] = [];
  mounted = renderWidget({
    kind,
    client,
    plugins,
    callbacks: {
      onEvent: (e) => void events.push(e),
      onError: (e) => {
        errors.push(e.message);
        errorTypes.push((e as { error_type?: string }).error_type);
      },
    },
  });
  return { events, errors, errorTypes, widget: mounted.widget, client };
}
const types = (events: WidgetEvent[]) => events.map((e) => e.type);
const passkeyButton = () => screen.findByRole('button', { name: 'Login with a Passkey' });
const settle = (ms = 100) => act(() => new Promise((r) => setTimeout(r, ms)));

/** A client whose user has a passkey in the page's authenticator and who has logged out again. */
async function returningUser(): Promise<{ client: Client; registrationId: string; userId: string }> {
  const client = makeClient();
  const userId = await signIn(client);
  const registrationId = await registerPasskey(client);
  await client.session.revoke();
  wire.length = 0;
  return { client, registrationId, userId };
}

describe('Main: the button / autofill rule', () => {
  it('shows the button when the browser has no passkey autofill', async () => {
    mount([stubEmail(), passkeys()]);
    expect(await passkeyButton()).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    await expectNoAxeViolations(mounted!.host);
  });

  it('hides the button and marks the email input `username webauthn` when autofill works and an email method exists', async () => {
    browser.autofill = true;
    mount([stubEmail(), passkeys()]);
    const input = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(input.getAttribute('autocomplete')).toBe('username webauthn'));
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
  });

  it('shows the button with autofill support but no email method, and with `autofill: false`', async () => {
    browser.autofill = true;
    mount([stubPhone(), passkeys()]);
    expect(await passkeyButton()).toBeTruthy();
    mounted!.unmount();
    mount([stubEmail(), passkeys({ autofill: false } satisfies PasskeysOptions)]);
    expect(await passkeyButton()).toBeTruthy();
    await settle();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    expect(browser.authenticator.requests).toEqual([]);
  });

  it('refuses passkeys by themselves with the spec text', async () => {
    mount([passkeys()]);
    expect(
      await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
  });
});

describe('Main: logging in with the button', () => {
  it('logs in with the passkey: PasskeyConfirmation, events, session, what crossed the wire', async () => {
    const user = userEvent.setup();
    const { client, registrationId, userId } = await returningUser();
    const { events } = mount([stubEmail(), passkeys()], client);
    await user.click(await passkeyButton());
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(types(events)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(events[0].data).toMatchObject({ webauthn_registration_id: registrationId, user_id: userId });
    expect(JSON.stringify(events)).not.toMatch(/session_token|session_jwt/);
    expect(sent(AUTH_START).map((r) => r.body)).toEqual([
      { domain: 'localhost', return_passkey_credential_options: true },
    ]);
    expect(sent(AUTHENTICATE)[0].body).toMatchObject({ session_duration_minutes: 30 });
    expect(browser.authenticator.requests).toEqual([{ mediation: 'optional' }]);
    expect(client.session.getSync()?.user_id).toBe(userId);
  });

  it('a cancelled browser dialog keeps the user on Main with a quiet status, and they can try again', async () => {
    const user = userEvent.setup();
    const { client } = await returningUser();
    const { events, errors } = mount([stubEmail(), passkeys()], client);
    browser.authenticator.cancelNext = true;
    await user.click(await passkeyButton());
    const status = await screen.findByText('Passkey sign-in was cancelled. You can try again or use another method.');
    expect(status.closest('[role=status]')).toBeTruthy();
    expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContain(expect.stringMatching(/\S/));
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect([types(events), errors]).toEqual([[], []]);
    await user.click(await passkeyButton());
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('a passkey deleted from the account shows the spec’s not-found text', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    const id = await registerPasskey(client);
    await client.user.deleteWebauthnRegistration(id);
    await client.session.revoke();
    const { errors, errorTypes } = mount([stubEmail(), passkeys()], client);
    await user.click(await passkeyButton());
    const text =
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(errors).toEqual([text]);
    expect(errorTypes).toEqual(['webauthn_registration_not_found']);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('other API errors show the unknown-error text; a network fault says so', async () => {
    const user = userEvent.setup();
    const { client } = await returningUser();
    mount([stubEmail(), passkeys()], client);
    sim.faults.add({ path: AUTHENTICATE, mode: '500', times: 1 });
    await user.click(await passkeyButton());
    expect(
      await screen.findByText('Unknown error occurred during passkey authentication. Please try again.'),
    ).toBeTruthy();
    sim.faults.add({ path: AUTH_START, mode: 'network', times: 1 });
    await user.click(await passkeyButton());
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    await user.click(await passkeyButton());
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });
});

describe('Main: autofill (conditional mediation)', () => {
  it('runs one conditional request while Main is shown; picking the passkey logs in', async () => {
    browser.autofill = true;
    const { client, registrationId } = await returningUser();
    const { events } = mount([stubEmail(), passkeys()], client);
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(1));
    expect(browser.authenticator.requests).toEqual([{ mediation: 'conditional' }]);
    act(() => browser.authenticator.pickAutofill());
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(types(events)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    expect(events[0].data).toMatchObject({ webauthn_registration_id: registrationId });
    expect(browser.authenticator.pendingConditional).toBe(0);
  });

  it('aborts the request when the user leaves Main and starts one again on return; aborts on unmount', async () => {
    browser.autofill = true;
    const { client } = await returningUser();
    const { widget } = mount([stubEmail(), passkeys()], client);
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(1));
    act(() => widget.api.navigate('passkeys/PasskeyConfirmation'));
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(0));
    act(() => widget.api.navigate('main'));
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(1));
    expect(browser.authenticator.requests).toHaveLength(2);
    mounted!.unmount();
    mounted = null;
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(0));
    await settle();
    expect(browser.authenticator.requests).toHaveLength(2);
  });

  it('under React StrictMode (mount, unmount, mount) there is still one request at a time, and it logs in', async () => {
    browser.autofill = true;
    const { client } = await returningUser();
    const events: WidgetEvent[] = [];
    const view = render(
      <StrictMode>
        <Login
          client={client}
          plugins={[stubEmail(), passkeys()]}
          callbacks={{ onEvent: (e) => void events.push(e) }}
        />
      </StrictMode>,
    );
    await waitFor(() => expect(browser.authenticator.pendingConditional).toBe(1));
    await settle();
    expect(browser.authenticator.maxPendingConditional).toBe(1);
    act(() => browser.authenticator.pickAutofill());
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(types(events)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    view.unmount();
  });

  it('tries 5 times, one fewer after each failure, showing the error, then stops', async () => {
    browser.autofill = true;
    const { client } = await returningUser();
    const { errors } = mount([stubEmail(), passkeys()], client);
    sim.faults.add({ path: AUTH_START, mode: '500' });
    expect(
      await screen.findByText('Unknown error occurred during passkey authentication. Please try again.'),
    ).toBeTruthy();
    await waitFor(() => expect(sent(AUTH_START)).toHaveLength(5));
    await settle(300);
    expect(sent(AUTH_START)).toHaveLength(5);
    expect(mounted!.widget.store.getState().passkeys?.attemptsLeft).toBe(0);
    expect(errors).toHaveLength(5);
    // Nothing is pending and the budget does not come back with Main.
    act(() => mounted!.widget.api.navigate('passkeys/PasskeyConfirmation'));
    act(() => mounted!.widget.api.navigate('main'));
    await settle(200);
    expect(sent(AUTH_START)).toHaveLength(5);
  });
});

describe('the passkey registration widget', () => {
  const registration = (client: Client, options?: PasskeysOptions) =>
    mount([passkeys(options)], client, 'passkeyRegistration');

  /** A signed-in user with one passkey, on the registration widget's list (Skip). */
  async function listWithOnePasskey() {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    await registerPasskey(client);
    registration(client);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    return { user, client };
  }

  it('mountPasskeyRegistration names itself when the selector matches nothing; <PasskeyRegistration/> renders in React', async () => {
    expect(() =>
      mountPasskeyRegistration({ elementId: '#nowhere', client: makeClient(), plugins: [passkeys()] }),
    ).toThrow(
      'The selector you specified (#nowhere) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountPasskeyRegistration()',
    );
    const client = makeClient();
    await signIn(client);
    const view = render(
      <StrictMode>
        <PasskeyRegistration client={client} plugins={[passkeys()]} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    view.unmount();
  });

  it('needs a signed-in user (checked by fetching the user)', async () => {
    const { errors } = registration(makeClient());
    expect(
      await screen.findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
    expect(errors).toEqual(['Error: Cannot use PasskeyRegistration component without active user authenticated.']);
    expect(sent('/sdk/v1/users/me')).toHaveLength(1);
  });

  it('a failed user check can be retried', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    sim.faults.add({ path: '/sdk/v1/users/me', mode: 'network', times: 1 });
    registration(client);
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    await signIn(client);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create a Passkey' })).toBeTruthy();
  });

  it('creates a passkey and lists it; the same authenticator again gets the duplicate text', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    const { events } = registration(client);
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    await user.click(screen.getByRole('button', { name: 'Create a Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created!' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.ew-passkeys-name')?.textContent),
    ).toEqual(['Passkey']);
    expect(screen.getByRole('heading', { name: 'Existing Passkeys' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(types(events)).toEqual(['PASSKEY_REGISTER']);
    expect(JSON.stringify(events)).not.toMatch(/session_token|session_jwt/);
    expect(sent(REGISTER)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Set up another Passkey' }));
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect(
      await screen.findByText(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    ).toBeTruthy();
    expect(sent(REGISTER)).toHaveLength(1);
  });

  it('a cancelled or failed registration says it was not created; skip goes to the list', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    const { events } = registration(client);
    browser.authenticator.cancelNext = true;
    await user.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    const notCreated = await screen.findByText(
      'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
    );
    // Closing the dialog is a choice: announced politely, not as an alert.
    expect(notCreated.closest('[role=status]')).toBeTruthy();
    expect(notCreated.closest('[role=alert]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created!' })).toBeTruthy();
    expect(screen.getByText('You have no passkeys yet.')).toBeTruthy();
    expect(types(events)).toEqual(['PASSKEY_SKIP']);
  });

  it('a name is bidi-isolated on one line with an ellipsis, whole in the tooltip and to screen readers', async () => {
    const { user } = await listWithOnePasskey();
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Passkey name' });
    await user.clear(input);
    // U+202E (right-to-left override) would reverse the rest of the line, Rename and Delete included.
    const hostile = `Work\u202E${'x'.repeat(90)}`;
    await user.type(input, `${hostile}{Enter}`);
    const name = await waitFor(() => {
      const el = mounted!.host.querySelector('.ew-passkeys-name');
      expect(el?.textContent).toBe(hostile);
      return el!;
    });
    expect(name.tagName).toBe('BDI');
    expect(name.getAttribute('dir')).toBe('auto');
    expect(name.getAttribute('title')).toBe(hostile);
    expect(screen.getByRole('button', { name: 'Rename', description: hostile })).toBeTruthy();
    const rule = passkeysStyles.match(/\.ew-root \.ew-passkeys-name \{[^}]*\}/)![0];
    expect(rule).toMatch(/white-space: nowrap/);
    expect(rule).toMatch(/text-overflow: ellipsis/);
    expect(rule).toMatch(/overflow: hidden/);
  });

  it('renames inline (optimistic), disables the bottom buttons while editing, returns focus to the row', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    const id = await registerPasskey(client);
    registration(client);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    const rename = await screen.findByRole('button', { name: 'Rename', description: 'Passkey' });
    await user.click(rename);
    const input = screen.getByRole('textbox', { name: 'Passkey name' }) as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: 'Set up another Passkey' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', true);
    await expectNoAxeViolations(mounted!.host);
    await user.clear(input);
    await user.type(input, 'Work laptop{Enter}');
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rename'));
    await waitFor(() => expect(client.user.getSync()?.webauthn_registrations[0].name).toBe('Work laptop'));
    expect(sim.users.get(client.user.getSync()!.user_id)!.user.webauthn_registrations[0]).toMatchObject({
      webauthn_registration_id: id,
      name: 'Work laptop',
    });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveProperty('disabled', false);

    // Escape cancels; an empty name is refused.
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'Passkey name' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a name for the passkey.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Passkey name' })).toBeNull();
    expect(screen.getByText('Work laptop')).toBeTruthy();
  });

  it('works by keyboard alone: Tab to Rename, type, Enter; Tab to Delete, Enter, Enter', async () => {
    const { user, client } = await listWithOnePasskey();
    await screen.findByRole('heading', { name: 'Passkey successfully created!' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Passkey name' }));
    await user.keyboard('{Control>}a{/Control}Desk{Enter}');
    expect(await screen.findByText('Desk')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename' })));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete', description: 'Desk' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set up another Passkey' })),
    );
    await waitFor(() => expect(client.user.getSync()?.webauthn_registrations).toEqual([]));
  });

  it('a failed rename is logged, rolled back and reopened with what was typed', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    await registerPasskey(client);
    const { errors } = registration(client);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const input = screen.getByRole('textbox', { name: 'Passkey name' });
    await user.clear(input);
    sim.faults.add({ path: '/sdk/v1/webauthn/update/*', mode: '500', times: 1 });
    const log = console.error;
    const logged: unknown[] = [];
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      await user.type(input, 'Phone{Enter}');
      expect(await screen.findByText('The passkey could not be renamed. Please try again.')).toBeTruthy();
    } finally {
      console.error = log;
    }
    expect(logged).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(((await screen.findByRole('textbox', { name: 'Passkey name' })) as HTMLInputElement).value).toBe('Phone');
    expect(client.user.getSync()?.webauthn_registrations[0].name).toBe('Passkey');
  });

  it('deletes after confirmation (warning until confirmed), Cancel keeps it; focus follows; Done emits', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    await signIn(client);
    await registerPasskey(client);
    // A second passkey needs a second authenticator (the first one is excluded).
    const second = new SoftAuthenticator();
    Object.defineProperty(navigator, 'credentials', { value: second.navigatorCredentials(), configurable: true });
    await registerPasskey(client);
    await client.webauthn.update({
      webauthn_registration_id: client.user.getSync()!.webauthn_registrations[1].webauthn_registration_id,
      name: 'Security key',
    });
    await client.user.get();
    const { events } = registration(client);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(
      (await screen.findAllByRole('listitem')).map((li) => li.querySelector('.ew-passkeys-name')?.textContent),
    ).toEqual(['Passkey', 'Security key']);

    await user.click(screen.getByRole('button', { name: 'Delete', description: 'Passkey' }));
    expect(screen.getByText('Once deleted, the passkey cannot be restored.').getAttribute('role')).toBe('alert');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(document.activeElement).toBe(confirm);
    expect(screen.queryByRole('button', { name: 'Set up another Passkey' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete', description: 'Passkey' }));

    await user.click(screen.getByRole('button', { name: 'Delete', description: 'Passkey' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Once deleted, the passkey cannot be restored.')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename', description: 'Security key' })),
    );
    await waitFor(() =>
      expect(client.user.getSync()?.webauthn_registrations.map((r) => r.name)).toEqual(['Security key']),
    );

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(types(events)).toEqual(['PASSKEY_SKIP', 'PASSKEY_DONE']);
  });

  it('a failed delete is rolled back and said in a toast', async () => {
    const { user } = await listWithOnePasskey();
    await user.click(await screen.findByRole('button', { name: 'Delete', description: 'Passkey' }));
    sim.faults.add({ path: '/sdk/v1/users/webauthn_registrations/*', mode: '500', times: 1 });
    const log = console.error;
    console.error = () => undefined;
    try {
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('The passkey could not be deleted. Please try again.')).toBeTruthy();
    } finally {
      console.error = log;
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(document.activeElement?.outerHTML).toBe(
        screen.getByRole('button', { name: 'Delete', description: 'Passkey' }).outerHTML,
      ),
    );
  });
});
