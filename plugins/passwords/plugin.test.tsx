/**
 * The passwords plugin against the real Stytch client, msw and the simulator: the Email tab and user search, the
 * three modes, strength feedback (zxcvbn and LUDS), the email screens, the password-reset widget, fault handling
 * and where passwords may (and may not) go.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { act, configure as configureTL, render, screen, waitFor, within } from '@testing-library/react';
import { ResetPassword } from 'entryway/plugins/passwords';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import {
  definePlugin,
  EventType,
  useWidget,
  type AnyPlugin,
  type EmailLoginMethod,
  type WidgetEvent,
  type WidgetKind,
  type WidgetOptions,
} from 'entryway';
import { passwords, type PasswordsOptions } from './index';
import {
  AUTHENTICATE,
  CREATE,
  ML_AUTHENTICATE,
  RESET,
  RESET_START,
  SEARCH,
  STRENGTH,
  clearFaults,
  configure,
  expectNoAxeViolations,
  fault,
  installHarness,
  makeClient,
  resetToken,
  seedUser,
  sent,
  server,
  sim,
  wire,
} from './testing';
import { events as eventTypes } from './events';

installHarness();
// Real timers, a 500 ms debounce, a real client and axe: give busy CI machines room.
vi.setConfig({ testTimeout: 20_000 });
configureTL({ asyncUtilTimeout: 4_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const STRONG = 'correct-horse-glacier-umbrella-42';

function mount(
  opts: {
    options?: PasswordsOptions;
    extra?: AnyPlugin[];
    kind?: WidgetKind;
    inputs?: Record<string, unknown>;
    strings?: WidgetOptions['strings'];
  } = {},
) {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  const client = makeClient();
  mounted = renderWidget({
    client,
    plugins: [passwords(opts.options), ...(opts.extra ?? [])],
    kind: opts.kind,
    inputs: opts.inputs,
    strings: opts.strings,
    callbacks: { onEvent: (e) => void events.push(e), onError: (e) => void errors.push(e.message) },
  });
  return { events, errors, client, widget: mounted.widget };
}

const emailInput = () => screen.findByRole('textbox', { name: 'Email' }) as Promise<HTMLInputElement>;
const passwordInput = () =>
  screen.findByLabelText(/^(New password|Password)$/, { selector: 'input' }) as Promise<HTMLInputElement>;
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

/**
 * Wait until the named button is enabled. A role query computes every button's accessible name (jsdom matches the
 * whole widget stylesheet per node for it), costly to repeat on every poll while a debounced check runs. So find the
 * button once, poll the element (found again only if React replaced it), and confirm the name once at the end.
 */
async function waitEnabled(name: string) {
  let el = button(name);
  await waitFor(() => {
    if (!el.isConnected) el = button(name);
    expect(el.disabled).toBe(false);
  });
  expect(button(name)).toBe(el);
}

/** Paste the email (typing it key by key re-renders the widget per key, and keystrokes are not the subject here). */
async function continueWith(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(await emailInput());
  await user.paste(email);
  await user.click(button('Continue with email'));
}

/** Paste (not type) a password: fast for long values and exercises paste. */
async function enterPassword(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = await passwordInput();
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/** A stub of another plugin's email login method (magic link): sends through the client, shows its own screen. */
function stubEmailMethod() {
  const sends: string[] = [];
  const plugin = definePlugin({
    id: 'stub-eml',
    options: {},
    features: ['email', 'email-magic-link'],
    strings: { 'stub-eml.button': 'Email me a login link', 'stub-eml.title': 'Stub: check your email' },
    screens: {
      'stub-eml/Sent': function Sent() {
        const w = useWidget();
        return <h1>{w.t('stub-eml.title')}</h1>;
      },
    },
    apply: ({ widget }) =>
      widget.hooks.emailLoginMethods.tap({ name: 'stub-eml' }, (list): EmailLoginMethod[] => [
        ...list,
        {
          id: 'stub-eml',
          labelKey: 'stub-eml.button',
          async send(email) {
            sends.push(email);
            await widget.client.magicLinks.email.loginOrCreate(email);
            widget.navigate('stub-eml/Sent');
          },
        },
      ]),
  });
  return { plugin, sends };
}

declare module 'entryway' {
  interface ScreenRegistry {
    'stub-eml/Sent': undefined;
  }
}

describe('Main: the Email tab', () => {
  it('renders a labelled email field with autocomplete, placeholder and the button', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up or log in' })).toBeTruthy();
    const input = await emailInput();
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.placeholder).toBe('example@email.com');
    expect(input.closest('form')).not.toBeNull();
    expect(button('Continue with email').type).toBe('submit');
    await expectNoAxeViolations(mounted!.host);
  });

  it('refuses an invalid email with the spec text and searches nothing', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'not-an-email');
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    await settle();
    expect(sent(SEARCH)).toHaveLength(0);
  });

  it('a pasted password over 256 characters stays whole, is refused with its length, and nothing is checked or created', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'long@example.com');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeTruthy();
    const input = await passwordInput();
    await user.click(input);
    await user.paste('x'.repeat(1_000));
    // Not cut to its first 256 characters (which would then be checked and sent as a different password).
    expect(input.value).toHaveLength(1_000);
    const refusal = 'This password is 1,000 characters long; passwords can be at most 256. Nothing was sent.';
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(button('Continue').disabled).toBe(true);
    await user.keyboard('{Enter}');
    await settle();
    expect(sent(STRENGTH)).toHaveLength(0);
    expect(sent(CREATE)).toHaveLength(0);
    // Exactly 256 is a password like any other.
    await user.clear(input);
    await user.paste('x'.repeat(256));
    await waitFor(() => expect(screen.queryByText(refusal)).toBeNull());
    await waitFor(() => expect(sent(STRENGTH).length).toBeGreaterThan(0));
    expect(sent(STRENGTH).at(-1)!.body?.password).toBe('x'.repeat(256));
  }, 60_000);

  it('logging in with a pasted password over 256 characters is refused before any request', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    const input = await passwordInput();
    await user.click(input);
    await user.paste(`${STRONG}${'y'.repeat(300)}`);
    expect(input.value).toHaveLength(STRONG.length + 300);
    expect(
      await screen.findByText(
        `This password is ${STRONG.length + 300} characters long; passwords can be at most 256. Nothing was sent.`,
      ),
    ).toBeTruthy();
    await user.keyboard('{Enter}');
    await settle();
    expect(sent(AUTHENTICATE)).toHaveLength(0);
  });

  it('runs the user search once and stores only the email and the user type', async () => {
    const user = userEvent.setup();
    const { widget } = mount();
    await continueWith(user, '  Ada@Example.com ');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(sent(SEARCH).map((r) => r.body)).toEqual([{ email: 'Ada@example.com' }]);
    expect(widget.store.getState().passwords).toEqual({ email: 'Ada@example.com', userType: 'new', offerOn: null });
    expect(widget.store.getState().widget.screen.screen).toBe('passwords/PasswordCreateOrLogin');
  });

  it('describes a search failure and lets the user retry with the email kept', async () => {
    const user = userEvent.setup();
    mount();
    await fault({ path: SEARCH, mode: 'network', times: 1 });
    await continueWith(user, 'ada@example.com');
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect((await emailInput()).value).toBe('ada@example.com');
    await user.click(button('Continue with email'));
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeTruthy();
  });

  it('says something useful when the client has no user search (stub client)', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    const stub = new Proxy(client, { get: (t, k) => (typeof k === 'symbol' ? undefined : (t as any)[k]) });
    mounted = renderWidget({ client: stub, plugins: [passwords()] });
    await continueWith(user, 'ada@example.com');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});

describe('PasswordCreateOrLogin modes from the user search', () => {
  it('new → Set a password (email read-only, new-password, required, show/hide toggle)', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(screen.getByText('Finish creating your account by setting a password.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('new@example.com');
    expect(email.autocomplete).toBe('username');
    const pw = await passwordInput();
    expect(pw.type).toBe('password');
    expect(pw.autocomplete).toBe('new-password');
    expect(pw.required).toBe(true);
    await user.click(button('Show password'));
    expect(pw.type).toBe('text');
    await user.click(button('Hide password'));
    expect(pw.type).toBe('password');
    expect(button('Continue').disabled).toBe(true);
    await expectNoAxeViolations(mounted!.host);
  });

  it('password → Log in (current-password, Forgot your password?)', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    const pw = await passwordInput();
    expect(pw.autocomplete).toBe('current-password');
    expect(pw.required).toBe(true);
    expect(button('Forgot your password?')).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
  });

  it('passwordless without another email method → sends a reset email on load → PasswordSetNew', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'nopw@example.com' });
    const { events } = mount();
    await continueWith(user, 'nopw@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    await waitFor(() => expect(mounted!.widget.store.getState().widget.screen.screen).toBe('passwords/PasswordSetNew'));
    expect(screen.getByText('nopw@example.com').tagName).toBe('STRONG');
    expect(sent(RESET_START)).toHaveLength(1);
    expect(sim.outbox.last({ to: 'nopw@example.com' })?.kind).toBe('reset_password');
    expect(events.map((e) => e.type)).toContain(eventTypes.PasswordResetByEmailStart);
    // No 'Log in without a password' here: there is no other method.
    expect(screen.queryByRole('button', { name: 'Log in without a password' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
  });

  it('passwordless with another email method → that method sends on load, and "Create a password instead" is offered under its screen', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'nopw@example.com' });
    const stub = stubEmailMethod();
    const { widget } = mount({ extra: [stub.plugin] });
    await continueWith(user, 'nopw@example.com');
    expect(await screen.findByRole('heading', { name: 'Stub: check your email' })).toBeTruthy();
    expect(stub.sends).toEqual(['nopw@example.com']);
    expect(sent('/sdk/v1/magic_links/email/login_or_create')).toHaveLength(1);
    expect(sent(RESET_START)).toHaveLength(0);
    expect(widget.store.getState().passwords?.offerOn).toBe('stub-eml/Sent');
    await expectNoAxeViolations(mounted!.host);
    await user.click(await screen.findByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(widget.store.getState().widget.screen.screen).toBe('passwords/PasswordSetNew');
    expect(sim.outbox.last({ to: 'nopw@example.com', kind: 'reset_password' })).toBeTruthy();
    // Leaving the other plugin's screen withdrew the offer.
    expect(widget.store.getState().passwords?.offerOn).toBeNull();
  });

  it('the offer only appears on the screen the passwordless flow landed on', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'nopw@example.com' });
    const stub = stubEmailMethod();
    const { widget } = mount({ extra: [stub.plugin] });
    await continueWith(user, 'nopw@example.com');
    expect(await screen.findByRole('button', { name: 'Create a password instead' })).toBeTruthy();
    act(() => widget.api.navigate('main'));
    act(() => widget.api.navigate('stub-eml/Sent'));
    expect(await screen.findByRole('heading', { name: 'Stub: check your email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a password instead' })).toBeNull();
  });

  it('new with another email method → "Create an account" with the method first', async () => {
    const user = userEvent.setup();
    const stub = stubEmailMethod();
    mount({ extra: [stub.plugin] });
    await continueWith(user, 'new@example.com');
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByText('Choose how you would like to create your account.')).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    await user.click(button('Email me a login link'));
    expect(await screen.findByRole('heading', { name: 'Stub: check your email' })).toBeTruthy();
    expect(stub.sends).toEqual(['new@example.com']);
  });

  it('Go back and the back arrow return to Main, with the email kept in the field', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await screen.findByRole('heading', { name: 'Set a password' });
    await user.click(button('Go back'));
    expect((await emailInput()).value).toBe('new@example.com');
    await user.click(button('Continue with email'));
    await screen.findByRole('heading', { name: 'Set a password' });
    await user.click(button('Back'));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('strength feedback', () => {
  it('zxcvbn: meter, translated warning and suggestions; submit disabled until valid_password', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, 'password');
    const meter = await screen.findByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
    expect(meter.getAttribute('aria-valuetext')).toBe('Password strength: 0 out of 4.');
    expect(meter.querySelectorAll('.ew-passwords-segment--filled')).toHaveLength(1);
    expect(meter.className).toContain('ew-passwords-meter--weak');
    expect(screen.getByText('This is a top-10 common password.')).toBeTruthy();
    expect(screen.getByText('Add another word or two. Uncommon words are better.')).toBeTruthy();
    expect(
      screen.getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Password not accepted.')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    await expectNoAxeViolations(mounted!.host);

    await enterPassword(user, STRONG);
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4'));
    const strong = screen.getByRole('meter');
    expect(strong.querySelectorAll('.ew-passwords-segment--filled')).toHaveLength(4);
    expect(strong.className).toContain('ew-passwords-meter--strong');
    expect(screen.getByText('Password accepted.')).toBeTruthy();
    expect(button('Continue').disabled).toBe(false);
    // The feedback region is polite.
    expect(strong.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it("zxcvbn: the feedback's English and CSS load with it; an override of its key shows instead", async () => {
    const user = userEvent.setup();
    mount({ strings: { 'passwords.zxcvbn.warning.top10': 'One of the ten most used passwords.' } });
    await continueWith(user, 'override@example.com');
    await enterPassword(user, 'password');
    expect(await screen.findByText('One of the ten most used passwords.')).toBeTruthy();
    expect(screen.queryByText('This is a top-10 common password.')).toBeNull();
    // The suggestion without an override: its English, from the module that loads with the feedback.
    expect(screen.getByText('Add another word or two. Uncommon words are better.')).toBeTruthy();
    // The meter's rules came with it (jsdom has no constructable sheets: a <style> in <head>).
    const sheets = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '');
    expect(sheets.some((css) => css.includes('.ew-root .ew-passwords-meter'))).toBe(true);
  });

  it('zxcvbn: segments follow the score (0–1 one red, 2 two red, 3 three green, 4 four green)', async () => {
    const user = userEvent.setup();
    const scores = [1, 2, 3];
    server.use(
      http.post('*/sdk/v1/passwords/strength_check', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        const score = Number(password.slice(-1));
        return HttpResponse.json({
          data: {
            request_id: 'r',
            status_code: 200,
            valid_password: score >= 3,
            score,
            breached_password: false,
            breach_detection_on_create: true,
            strength_policy: 'zxcvbn',
            feedback: { warning: '', suggestions: [], luds_requirements: {} },
          },
        });
      }),
    );
    mount();
    await continueWith(user, 'new@example.com');
    for (const score of scores) {
      await enterPassword(user, `pw-${score}`);
      await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe(String(score)));
      const meter = screen.getByRole('meter');
      expect(meter.querySelectorAll('.ew-passwords-segment--filled')).toHaveLength(score);
      expect(meter.className).toContain(score >= 3 ? 'ew-passwords-meter--strong' : 'ew-passwords-meter--weak');
    }
  });

  it('LUDS: the spec texts with the bootstrap counts; fulfilled as the password improves', async () => {
    const user = userEvent.setup();
    await configure({ strengthPolicy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 });
    const { widget } = mount();
    await waitFor(() =>
      expect(widget.store.getState().widget.bootstrap?.passwordConfig).toEqual({
        ludsComplexity: 3,
        ludsMinimumCount: 10,
      }),
    );
    await continueWith(user, 'new@example.com');
    await enterPassword(user, 'abc');
    const length = await screen.findByText('Must be at least 10 character(s) long');
    const complexity = screen.getByText(
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
    expect(length.closest('li')?.textContent).toContain('Not fulfilled');
    expect(complexity.closest('li')?.textContent).toContain('Not fulfilled');
    expect(screen.getByText('Your password must meet all requirements.')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(button('Continue').disabled).toBe(true);
    await expectNoAxeViolations(mounted!.host);

    await enterPassword(user, 'abcdefghijk');
    await waitFor(() =>
      expect(screen.getByText('Must be at least 10 character(s) long').closest('li')?.textContent).toContain(
        'Fulfilled',
      ),
    );
    expect(screen.getByText(/^Must contain 3/).closest('li')?.textContent).toContain('Not fulfilled');
    expect(button('Continue').disabled).toBe(true);

    await enterPassword(user, 'Abcdefghij7');
    await waitEnabled('Continue');
    expect(screen.getByText(/^Must contain 3/).closest('li')?.textContent).toContain('Fulfilled');
    expect(screen.getByText('Password accepted.')).toBeTruthy();

    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('LUDS: a breached password shows the breached text and stays disabled', async () => {
    const user = userEvent.setup();
    await configure({ strengthPolicy: 'luds', ludsMinimumCount: 8, ludsComplexity: 3 });
    mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, 'Password123!');
    expect(
      await screen.findByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
  });

  it("policy 'none' shows nothing; 'breached' shows only the breached text", async () => {
    const user = userEvent.setup();
    let policy = 'none';
    server.use(
      http.post('*/sdk/v1/passwords/strength_check', () =>
        HttpResponse.json({
          data: {
            request_id: 'r',
            status_code: 200,
            valid_password: policy === 'none',
            score: 0,
            breached_password: policy === 'breached',
            breach_detection_on_create: true,
            strength_policy: policy,
            feedback: {
              warning: 'This is a very common password.',
              suggestions: ['Avoid sequences.'],
              luds_requirements: {},
            },
          },
        }),
      ),
    );
    mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, 'anything');
    await waitEnabled('Continue');
    const region = document.querySelector('.ew-passwords-feedback')!;
    expect(region.textContent).toBe('');
    policy = 'breached';
    await enterPassword(user, 'anything else');
    expect(
      await screen.findByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('This is a very common password.')).toBeNull();
    expect(button('Continue').disabled).toBe(true);
  });

  it('debounces: one check per pause in typing, with the email', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await user.type(await passwordInput(), 'abcdefgh');
    await waitFor(() => expect(sent(STRENGTH)).toHaveLength(1));
    await settle(400);
    expect(sent(STRENGTH)).toHaveLength(1);
    expect(sent(STRENGTH)[0].body).toEqual({ email: 'new@example.com', password: 'abcdefgh' });
  });

  it('a late answer for an older keystroke never overrides the newer one', async () => {
    const user = userEvent.setup();
    const answer = (valid: boolean, score: number) =>
      HttpResponse.json({
        data: {
          request_id: 'r',
          status_code: 200,
          valid_password: valid,
          score,
          breached_password: false,
          breach_detection_on_create: true,
          strength_policy: 'zxcvbn',
          feedback: { warning: '', suggestions: [], luds_requirements: {} },
        },
      });
    server.use(
      http.post('*/sdk/v1/passwords/strength_check', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        if (password === 'older') {
          await delay(900);
          return answer(true, 4); // the stale answer says "valid"
        }
        return answer(false, 1);
      }),
    );
    mount();
    await continueWith(user, 'new@example.com');
    const input = await passwordInput();
    await user.type(input, 'older');
    await waitFor(() => expect(sent(STRENGTH)).toHaveLength(1)); // 'older' is in flight (slow)
    await user.type(input, '-newer');
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1'));
    await settle(1000); // the slow answer for 'older' has arrived by now
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1');
    expect(button('Continue').disabled).toBe(true);
  });

  it('typing after a valid answer disables submit until the new value is checked', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.type(await passwordInput(), 'x');
    expect(button('Continue').disabled).toBe(true);
    await waitEnabled('Continue');
  });

  it('a failing strength check is shown and keeps submit disabled', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await fault({ path: STRENGTH, mode: '500', times: 1 });
    await enterPassword(user, STRONG);
    expect(await screen.findByText(/The server had a problem/)).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    await user.type(await passwordInput(), '!');
    await waitEnabled('Continue');
    expect(screen.queryByText(/The server had a problem/)).toBeNull();
  });
});

describe('create and log in', () => {
  it('creates the account: events, session, confirmation', async () => {
    const user = userEvent.setup();
    const { events, client } = mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in.')).toBeTruthy();
    expect(sent(CREATE)).toHaveLength(1);
    expect(sent(CREATE)[0].body).toEqual({ email: 'new@example.com', password: STRONG, session_duration_minutes: 30 });
    expect(events.map((e) => e.type)).toEqual([eventTypes.PasswordCreate, EventType.AuthenticateFlowComplete]);
    expect(events[0].data).toMatchObject({ status_code: 200, email_id: expect.any(String) });
    expect(JSON.stringify(events)).not.toMatch(/session_token|session_jwt/);
    expect(client.session.getSync()).not.toBeNull();
    expect(document.cookie).toContain('stytch_session=');
    await expectNoAxeViolations(mounted!.host);
  });

  it('uses the widget session duration', async () => {
    const user = userEvent.setup();
    const client = makeClient();
    mounted = renderWidget({ client, plugins: [passwords()], sessionOptions: { sessionDurationMinutes: 90 } });
    await seedUser({ email: 'pw@example.com', password: STRONG });
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(AUTHENTICATE)[0].body).toEqual({
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 90,
    });
  });

  it('logs in: events and confirmation', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    const { events } = mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(events.map((e) => e.type)).toEqual([eventTypes.PasswordAuthenticate, EventType.AuthenticateFlowComplete]);
    expect(document.cookie).toContain('stytch_session=');
  });

  it('wrong password → "Unauthorized credentials." with the password kept; retry works', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    const { errors } = mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, 'wrong-password');
    await user.click(button('Continue'));
    expect(await screen.findByText('Unauthorized credentials.')).toBeTruthy();
    expect((await passwordInput()).value).toBe('wrong-password');
    expect(errors).toEqual(['Unauthorized credentials.']);
    await expectNoAxeViolations(mounted!.host);
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('a double click and repeated Enter send one authenticate', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await fault({ path: AUTHENTICATE, mode: 'slow', delayMs: 400, times: 1 });
    await enterPassword(user, STRONG);
    await user.dblClick(button('Continue'));
    await user.keyboard('{Enter}{Enter}');
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(AUTHENTICATE)).toHaveLength(1);
  });

  it.each([
    ['user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.'],
    ['no_user_password', 'Password not found for this user. Please try again.'],
  ])('maps %s to its catalogue text', async (errorType, text) => {
    const user = userEvent.setup();
    server.use(
      http.post('*/sdk/v1/passwords/authenticate', () =>
        HttpResponse.json(
          {
            status_code: 400,
            request_id: 'r1',
            error_type: errorType,
            error_message: 'server text',
            error_url: 'https://stytch.com/docs',
          },
          { status: 400 },
        ),
      ),
    );
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('locks after too many failures (simulator) with the catalogue text', async () => {
    const user = userEvent.setup();
    await configure({ passwordMaxAttempts: 2 });
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, 'nope-1');
    await user.click(button('Continue'));
    await screen.findByText('Unauthorized credentials.');
    await user.click(button('Continue'));
    await waitFor(() => expect(sent(AUTHENTICATE)).toHaveLength(2));
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByText('Too many failed authentication attempts. Please try again later.')).toBeTruthy();
  });

  it("an unknown error_type shows the server's error_message as text", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/sdk/v1/passwords/authenticate', () =>
        HttpResponse.json(
          {
            status_code: 400,
            request_id: 'r1',
            error_type: 'brand_new_error',
            error_message: '<img src=x onerror="window.__pwned=1"> Try later',
            error_url: '',
          },
          { status: 400 },
        ),
      ),
    );
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1"> Try later')).toBeTruthy();
    expect(mounted!.host.querySelector('img')).toBeNull();
    expect((window as any).__pwned).toBeUndefined();
  });
});

describe('network faults keep the user on the screen with their input', () => {
  it.each([
    ['network', 'We could not reach the server. Check your connection and try again.'],
    ['500', /The server had a problem and could not complete this request\. Please try again\./],
    ['non-json', 'The server had a problem and could not complete this request. Please try again.'],
    ['malformed', 'The server sent a response we could not read. Please try again.'],
  ] as const)('%s', async (mode, text) => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await fault({ path: AUTHENTICATE, mode, times: 1 });
    await user.click(button('Continue'));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect((await passwordInput()).value).toBe(STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('429 shows the wait and refuses to send while it runs', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await fault({ path: AUTHENTICATE, mode: '429', retryAfterSeconds: 30, times: 1 });
    await user.click(button('Continue'));
    // (The core may render the wait twice: once announced, once as the visible countdown.)
    expect(
      (await screen.findAllByText(/Too many attempts\. Please wait (30|29) seconds and try again\./)).length,
    ).toBeGreaterThan(0);
    await user.click(button('Continue'));
    await settle();
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect((await passwordInput()).value).toBe(STRONG);
  });

  it('create: a network fault keeps the typed password and the valid state', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'new@example.com');
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await fault({ path: CREATE, mode: 'network', times: 1 });
    await user.click(button('Continue'));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect((await passwordInput()).value).toBe(STRONG);
    expect(button('Continue').disabled).toBe(false);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });
});

describe('reset emails: dedupe, forgot; a breached password at log in', () => {
  it('reset_password on log in → reset email + PasswordDedupe', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'reset@example.com', password: STRONG, requires_reset: true });
    const { events } = mount();
    await continueWith(user, 'reset@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(mounted!.widget.store.getState().widget.screen.screen).toBe('passwords/PasswordDedupe');
    expect(screen.getByText(/We want to make sure your account is secure/)).toBeTruthy();
    expect(sim.outbox.last({ to: 'reset@example.com' })?.kind).toBe('reset_password');
    // As Stytch's UI: a reset email that answers a required or forgotten password is no event.
    expect(events.map((e) => e.type)).toEqual([]);
    await expectNoAxeViolations(mounted!.host);
  });

  it('reset_password on create (the account appeared meanwhile) → reset email + PasswordDedupe', async () => {
    const user = userEvent.setup();
    mount();
    await continueWith(user, 'late@example.com');
    await screen.findByRole('heading', { name: 'Set a password' });
    await seedUser({ email: 'late@example.com' }); // now exists without a password
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(sent(RESET_START)[0].body).toEqual({ email: 'late@example.com', reset_password_expiration_minutes: 30 });
    expect(sim.outbox.last({ to: 'late@example.com' })?.kind).toBe('reset_password');
  });

  it('Forgot your password? → reset email with every option → PasswordForgot; resend has a visible cooldown', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    const options: PasswordsOptions = {
      loginRedirectURL: 'http://localhost:3000/authenticate',
      resetPasswordRedirectURL: 'http://localhost:3000/reset-password',
      resetPasswordExpirationMinutes: 15,
      resetPasswordTemplateId: 'reset-tpl',
      locale: 'es',
    };
    const { events } = mount({ options });
    await continueWith(user, 'pw@example.com');
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(button('Forgot your password?'));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByText('pw@example.com').tagName).toBe('STRONG');
    expect(screen.getByText(/A link to reset your password was sent to you at/)).toBeTruthy();
    expect(sent(RESET_START)[0].body).toEqual({
      email: 'pw@example.com',
      login_redirect_url: 'http://localhost:3000/authenticate',
      reset_password_redirect_url: 'http://localhost:3000/reset-password',
      reset_password_expiration_minutes: 15,
      reset_password_template_id: 'reset-tpl',
      locale: 'es',
    });
    expect(sim.outbox.last({ to: 'pw@example.com' })?.link).toContain(
      'http://localhost:3000/reset-password?stytch_token_type=reset_password&token=',
    );
    // As Stytch's UI: a reset email that answers a required or forgotten password is no event.
    expect(events.map((e) => e.type)).toEqual([]);
    await expectNoAxeViolations(mounted!.host);

    const resend = button('Resend email');
    await user.click(resend);
    await waitFor(() => expect(sent(RESET_START)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: /Email resent! Try again in 1[45]s/ })).toBe(resend);
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Email resent.')).toBeTruthy();
    await user.click(resend); // ignored during the cooldown
    await settle();
    expect(sent(RESET_START)).toHaveLength(2);
    await expectNoAxeViolations(mounted!.host);
  });

  it('resend: a failure shows an error toast; Go back returns to Main', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(button('Forgot your password?'));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await fault({ path: RESET_START, mode: '500', times: 1 });
    await user.click(button('Resend email'));
    const toasts = await screen.findByRole('alert', { name: 'Notifications' });
    await waitFor(() => expect(within(toasts).getByText(/The server had a problem/)).toBeTruthy());
    expect(button('Resend email').getAttribute('aria-disabled')).toBeNull();
    await user.click(button('Go back'));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('Forgot: a failure to send keeps the login screen with an error', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    mount();
    await continueWith(user, 'pw@example.com');
    await screen.findByRole('heading', { name: 'Log in' });
    await fault({ path: RESET_START, mode: 'network', times: 1 });
    await user.click(button('Forgot your password?'));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it("breached_password on log in: the error on the login form, as Stytch's UI, and no reset email", async () => {
    const user = userEvent.setup();
    // The simulator refuses a stored password that is on its breached list, the right one included.
    await seedUser({ email: 'pw@example.com', password: 'password' });
    const { errors } = mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, 'password');
    await user.click(button('Continue'));
    expect(
      await screen.findByText('Password appears in the list of breached passwords and must be reset.'),
    ).toBeTruthy();
    expect(errors).toEqual(['Password appears in the list of breached passwords and must be reset.']);
    expect(mounted!.widget.store.getState().widget.screen.screen).toBe('passwords/PasswordCreateOrLogin');
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    expect(sim.outbox.last({ to: 'pw@example.com' })).toBeUndefined();
    await expectNoAxeViolations(mounted!.host);
  });

  it("'Log in without a password' on the email screens uses the other plugin's method", async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    const stub = stubEmailMethod();
    mount({ extra: [stub.plugin] });
    await continueWith(user, 'pw@example.com');
    await screen.findByRole('heading', { name: 'Log in' });
    await user.click(button('Forgot your password?'));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    await user.click(button('Log in without a password'));
    expect(await screen.findByRole('heading', { name: 'Stub: check your email' })).toBeTruthy();
    expect(stub.sends).toEqual(['pw@example.com']);
  });
});

describe('the password-reset widget', () => {
  async function issueReset(email: string, withLogin = false) {
    await seedUser({ email, password: 'Old-password-that-was-fine-1' });
    const res = await sim.handle({
      method: 'POST',
      url: 'http://localhost:3000/sdk/v1/passwords/email/reset/start',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${btoa('public-token-test-seed:public-token-test-seed')}`,
      },
      body: JSON.stringify({
        email,
        ...(withLogin ? { login_redirect_url: 'http://localhost:3000/authenticate' } : {}),
      }),
    });
    if ('networkError' in res || res.status !== 200) throw new Error('reset start failed');
    return resetToken(email, withLogin ? 'loginLink' : 'link');
  }

  it("token type 'reset_password': strips the URL before any request, resets, logs in, emits", async () => {
    const user = userEvent.setup();
    const token = await issueReset('reset@example.com');
    window.history.replaceState(null, '', `/reset-password?stytch_token_type=reset_password&token=${token}&keep=1#top`);
    const { events, client } = mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    // The app's client was created (and fetched its bootstrap) before the widget; everything after is the widget's.
    const fromWidget = wire.length;
    // Read and removed as soon as the widget was created.
    expect(window.location.search).toBe('?keep=1');
    expect(window.location.hash).toBe('#top');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    // A username field beside the new password, so password managers file it under the account: out of sight, the tab
    // order and the accessibility tree.
    const username = screen.getByTestId<HTMLInputElement>('passwords-reset-username');
    expect(username.form).toBe(screen.getByLabelText<HTMLInputElement>('New password', { exact: false }).form);
    expect([username.autocomplete, username.name, username.tabIndex, username.getAttribute('aria-hidden')]).toEqual([
      'username',
      'username',
      -1,
      'true',
    ]);
    expect(username.className).toBe('ew-visually-hidden');
    await expectNoAxeViolations(mounted!.host);
    await enterPassword(user, STRONG);
    expect(button('Continue').disabled).toBe(true);
    await waitEnabled('Continue');
    expect(sent(STRENGTH).at(-1)?.body).toEqual({ password: STRONG });
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('Your password has been reset and you are logged in.')).toBeTruthy();
    expect(sent(RESET)[0].body).toEqual({ token, password: STRONG, session_duration_minutes: 30 });
    expect(events.map((e) => e.type)).toEqual([eventTypes.PasswordResetByEmail, EventType.AuthenticateFlowComplete]);
    expect(JSON.stringify(events)).not.toContain(token);
    expect(document.cookie).toContain('stytch_session=');
    expect(client.session.getSync()).not.toBeNull();
    // No request the widget caused saw the token in the page URL.
    expect(wire.slice(fromWidget).length).toBeGreaterThan(0);
    for (const r of wire.slice(fromWidget)) expect(r.pageUrl).not.toContain(token);
    expect(JSON.stringify(mounted!.widget.store.getState())).not.toContain(token);
    await expectNoAxeViolations(mounted!.host);
    // The new password works.
    const login = await client.passwords.authenticate({
      email: 'reset@example.com',
      password: STRONG,
      session_duration_minutes: 5,
    });
    expect(login.status_code).toBe(200);
  });

  it("token type 'login': authenticates the token as a magic link once, at once", async () => {
    const token = await issueReset('login@example.com', true);
    window.history.replaceState(null, '', `/reset-password?stytch_token_type=login&token=${token}`);
    const { events } = mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    const fromWidget = wire.length;
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in.')).toBeTruthy();
    expect(sent(ML_AUTHENTICATE)).toHaveLength(1);
    expect(sent(ML_AUTHENTICATE)[0].body).toMatchObject({ token, session_duration_minutes: 30 });
    expect(sent(RESET)).toHaveLength(0);
    expect(events.map((e) => e.type)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(document.cookie).toContain('stytch_session=');
    for (const r of wire.slice(fromWidget)) expect(r.pageUrl).not.toContain(token);
  });

  it("token type 'login' with a used link: a clear error, exactly one attempt, no retry button", async () => {
    const token = await issueReset('login@example.com', true);
    const first = makeClient();
    await first.magicLinks.authenticate(token, { session_duration_minutes: 5 });
    wire.length = 0;
    window.history.replaceState(null, '', `/reset-password?stytch_token_type=login&token=${token}`);
    mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    expect(
      await screen.findByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeTruthy();
    await settle(300);
    expect(sent(ML_AUTHENTICATE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
  });

  it('an expired reset link shows the catalogue text and keeps the typed password', async () => {
    const user = userEvent.setup();
    const token = await issueReset('reset@example.com');
    await sim.handle({
      method: 'POST',
      url: 'http://localhost:3000/__sim/clock',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 31 }),
    });
    mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(
      await screen.findByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeTruthy();
    expect((await passwordInput()).value).toBe(STRONG);
  });

  it('a reset network fault keeps the user and the password; retry succeeds', async () => {
    const user = userEvent.setup();
    const token = await issueReset('reset@example.com');
    mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await fault({ path: RESET, mode: 'network', times: 1 });
    await user.click(button('Continue'));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect((await passwordInput()).value).toBe(STRONG);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it("offers 'Log in without a password' (authenticates the link's token as a magic link)", async () => {
    const user = userEvent.setup();
    const token = await issueReset('reset@example.com');
    mount({ kind: 'resetPassword', inputs: { passwordResetToken: token } });
    await screen.findByRole('heading', { name: 'Reset your password' });
    await user.click(button('Log in without a password'));
    await waitFor(() => expect(sent(ML_AUTHENTICATE)).toHaveLength(1));
    expect(sent(ML_AUTHENTICATE)[0].body).toMatchObject({ token });
  });

  it('on the callback page: a reset link opens the reset form with the captured token; a login link logs in once', async () => {
    const user = userEvent.setup();
    const token = await issueReset('callback@example.com');
    window.history.replaceState(null, '', `/authenticate?stytch_token_type=reset_password&token=${token}`);
    mount({ kind: 'callback' });
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sent(RESET)[0].body).toMatchObject({ token, password: STRONG });
    mounted!.unmount();
    mounted = null;

    const loginToken = await issueReset('callback-login@example.com', true);
    window.history.replaceState(null, '', `/authenticate?stytch_token_type=login&token=${loginToken}`);
    const { events } = mount({ kind: 'callback' });
    expect(await screen.findByText('You have successfully logged in.')).toBeTruthy();
    expect(sent(ML_AUTHENTICATE).filter((r) => r.body.token === loginToken)).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(JSON.stringify(mounted!.widget.store.getState())).not.toContain(loginToken);
  });

  it("mountResetPassword without passwordResetToken takes the page's ?token= (and strips it)", async () => {
    const user = userEvent.setup();
    const token = await issueReset('pagetoken@example.com');
    window.history.replaceState(null, '', `/reset?stytch_token_type=reset_password&token=${token}&x=1`);
    const host = document.createElement('div');
    host.id = 'reset-from-page';
    document.body.appendChild(host);
    const { mountResetPassword } = await import('./index');
    const w = mountResetPassword({ elementId: '#reset-from-page', client: makeClient(), plugins: [passwords()] });
    expect(window.location.search).toBe('?x=1');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await enterPassword(user, STRONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sent(RESET)[0].body).toMatchObject({ token });
    expect(JSON.stringify(w.widget.store.getState())).not.toContain(token);
    w.unmount();
    host.remove();
  });

  it("<ResetPassword/> in StrictMode: token type 'login' still logs in, exactly once", async () => {
    const token = await issueReset('strict@example.com', true);
    window.history.replaceState(null, '', `/reset-password?stytch_token_type=login&token=${token}`);
    const client = makeClient();
    const events: WidgetEvent[] = [];
    const view = render(
      <StrictMode>
        <ResetPassword
          client={client}
          plugins={[passwords()]}
          passwordResetToken={token}
          callbacks={{ onEvent: (e) => void events.push(e) }}
        />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(window.location.search).toBe('');
    await settle(200);
    expect(sent(ML_AUTHENTICATE)).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual([EventType.AuthenticateFlowComplete]);
    view.unmount();
  });

  it("<ResetPassword/> in StrictMode: token type 'reset_password' shows the form", async () => {
    const token = await issueReset('strict2@example.com');
    window.history.replaceState(null, '', `/reset-password?stytch_token_type=reset_password&token=${token}`);
    const view = render(
      <StrictMode>
        <ResetPassword client={makeClient()} plugins={[passwords()]} passwordResetToken={token} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(window.location.search).toBe('');
    view.unmount();
  });

  it('without a token it says so', async () => {
    mount({ kind: 'resetPassword', inputs: {} });
    expect(
      await screen.findByText('This password reset link is incomplete. Request a new one from the login screen.'),
    ).toBeTruthy();
    expect(wire.filter((r) => r.path.startsWith('/sdk/v1/passwords'))).toHaveLength(0);
  });

  it('the login widget never shows the reset form and the reset widget has no Main', async () => {
    mount({ kind: 'resetPassword', inputs: { passwordResetToken: 'x' } });
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
  });
});

describe('passwords stay secret', () => {
  const LONG = `${'Ünïcødé-😀-e\u0301-'.repeat(14)}  leading and trailing spaces  `;

  it('the exact password (200+ chars, emoji, NFD, spaces) reaches the client calls and nowhere else', async () => {
    expect([...LONG].length).toBeGreaterThan(200);
    const user = userEvent.setup();
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
    const { events, errors, widget } = mount();
    const actions: unknown[] = [];
    const unsubscribe = widget.store.subscribe(() => actions.push(widget.store.getState()));
    await continueWith(user, 'long@example.com');
    await enterPassword(user, LONG);
    expect((await passwordInput()).value).toBe(LONG);
    await waitEnabled('Continue');
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    unsubscribe();

    expect(sent(STRENGTH).at(-1)?.body.password).toBe(LONG);
    expect(sent(CREATE)[0].body.password).toBe(LONG);
    // Every request carrying the password is a password call.
    for (const r of wire)
      if (JSON.stringify(r.body ?? '').includes(JSON.stringify(LONG).slice(1, -1)))
        expect(r.path).toMatch(/^\/sdk\/v1\/passwords/);
    const needles = [LONG, 'Ünïcødé-😀'];
    const haystacks = [
      JSON.stringify(widget.store.getState()),
      JSON.stringify(actions),
      JSON.stringify(events),
      JSON.stringify(errors),
      JSON.stringify(spies.flatMap((s) => s.mock.calls)),
      JSON.stringify({ ...localStorage }),
      document.cookie,
      window.location.href,
    ];
    for (const h of haystacks) for (const n of needles) expect(h).not.toContain(n);
    // The login works with the same exact string.
    const login = await makeClient().passwords.authenticate({
      email: 'long@example.com',
      password: LONG,
      session_duration_minutes: 5,
    });
    expect(login.status_code).toBe(200);
  });

  it('the NFC and NFD spellings of a password are different passwords (nothing normalised)', async () => {
    const user = userEvent.setup();
    const nfd = 'Cafe\u0301-glacier-umbrella-42';
    await seedUser({ email: 'nfd@example.com', password: nfd });
    mount();
    await continueWith(user, 'nfd@example.com');
    await enterPassword(user, nfd.normalize('NFC'));
    await user.click(button('Continue'));
    expect(await screen.findByText('Unauthorized credentials.')).toBeTruthy();
    expect(sent(AUTHENTICATE)[0].body.password).toBe(nfd.normalize('NFC'));
    await enterPassword(user, nfd);
    await user.click(button('Continue'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sent(AUTHENTICATE)[1].body.password).toBe(nfd);
  });

  it('the slice never holds a password or token through a reset and a login', async () => {
    const user = userEvent.setup();
    await seedUser({ email: 'pw@example.com', password: STRONG });
    const { widget } = mount();
    await continueWith(user, 'pw@example.com');
    await enterPassword(user, STRONG);
    await user.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Success!' });
    const state = widget.store.getState();
    expect(Object.keys(state.passwords!).sort()).toEqual(['email', 'offerOn', 'userType']);
    expect(JSON.stringify(state)).not.toContain(STRONG);
    expect(JSON.stringify(state)).not.toMatch(/session_token|session_jwt/);
  });
});

describe('clearing faults helper sanity', () => {
  it('the harness resets faults between tests', async () => {
    await fault({ path: SEARCH, mode: 'network' });
    await clearFaults();
    expect(sim.faults.list()).toEqual([]);
  });
});
