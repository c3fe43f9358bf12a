/**
 * The otp plugin against the real Stytch client, msw and the simulator (codes read from its outbox): what reaches the
 * wire, what the user sees, and how wrong codes, expiry, resends, faults and repeated submits behave.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, EventType, useWidget, type AnyPlugin, type EntryProps, type WidgetEvent } from 'entryway';
import { otp, type OtpOptions } from './index';
import {
  AUTHENTICATE,
  codeFor,
  EMAIL,
  expectNoAxeViolations,
  installHarness,
  makeClient,
  sent,
  server,
  sim,
  SMS,
  WHATSAPP,
  wire,
} from './testing';
import { events as eventTypes } from './events';

installHarness();
// Every test drives the real client through the simulator; some step through minutes of countdown.
vi.setConfig({ testTimeout: 20_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

function mount(options: OtpOptions = { methods: ['sms', 'whatsapp', 'email'] }, extra: AnyPlugin[] = []) {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  mounted = renderWidget({
    client: makeClient(),
    plugins: [...extra, otp(options)],
    callbacks: { onEvent: (e) => void events.push(e), onError: (e) => void errors.push(e.message) },
  });
  return { events, errors, widget: mounted.widget };
}

/** userEvent that cooperates with fake timers when they are on. */
const setupUser = (fake = false) =>
  userEvent.setup(fake ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : { delay: null });
/** Advance fake time one second at a time, letting React render between ticks (as a browser would). */
async function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
}
const phoneInput = () => screen.findByRole('textbox', { name: 'Phone number' }) as Promise<HTMLInputElement>;
const emailInput = () => screen.findByRole('textbox', { name: 'Email' }) as Promise<HTMLInputElement>;
const codeInput = () => screen.findByRole('textbox', { name: 'Passcode' }) as Promise<HTMLInputElement>;
const countrySelect = () => screen.findByRole('combobox', { name: 'Country' }) as Promise<HTMLSelectElement>;
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
const types = (events: WidgetEvent[]) => events.map((e) => e.type);

/**
 * Paste a US number, submit, and land on OTPAuthenticate. Pasted, not typed: each keystroke re-renders and reformats
 * the field, and the tests of typing and its formatting type for themselves.
 */
async function sendSms(
  user: ReturnType<typeof userEvent.setup>,
  digits = '2015550123',
  button = 'Continue with text message',
) {
  await user.click(await phoneInput());
  await user.paste(digits);
  await user.click(screen.getByRole('button', { name: button }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
}

describe('Main: tabs and forms', () => {
  it('shows one tab per method in the configured order, labelled Text / WhatsApp / Email, the first selected', async () => {
    mount({ methods: ['whatsapp', 'email', 'sms'] });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['WhatsApp', 'Email', 'Text']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('button', { name: 'Continue with WhatsApp' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
  });

  it('switches forms with the tabs: Text → phone form, Email → email form', async () => {
    const user = setupUser();
    mount();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Text', 'WhatsApp', 'Email']);
    expect(screen.getByRole('button', { name: 'Continue with text message' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    const email = await emailInput();
    expect(email.placeholder).toBe('example@email.com');
    expect(email.autocomplete).toBe('email');
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
  });

  it('shows no tabs with a single method; the phone form has the country select (US +1) and the spec placeholder', async () => {
    mount({ methods: ['sms'] });
    const input = await phoneInput();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input.placeholder).toBe('(123) 456-7890');
    expect(input.type).toBe('tel');
    expect(input.closest('form')).not.toBeNull();
    const select = await countrySelect();
    expect(select.value).toBe('US');
    expect(select.selectedOptions[0].textContent).toBe('United States (+1)');
    // Once the metadata is in, every country is listed with its dial code, names from Intl.DisplayNames.
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    expect([...select.options].find((o) => o.value === 'GB')?.textContent).toBe('United Kingdom (+44)');
    await expectNoAxeViolations(mounted!.host);
  });

  it('declares its features and one Main tab per method', () => {
    const p = otp({ methods: ['email', 'sms'] });
    expect(p.features).toEqual(['otp-email', 'otp-sms', 'email', 'phone']);
    expect(p.main.map((e) => [e.id, (e as { tab: string }).tab, (e as { claim?: number }).claim ?? 0])).toEqual([
      ['otp/email', 'email', 0],
      ['otp/sms', 'sms', 0],
    ]);
    expect(otp({ methods: ['whatsapp'] }).features).toEqual(['otp-whatsapp', 'phone']);
    expect(otp({ methods: ['sms'] }).options).toEqual({
      methods: ['sms'],
      expirationMinutes: 5,
      defaultCountry: 'US',
      loginTemplateId: undefined,
      signupTemplateId: undefined,
      locale: undefined,
    });
  });

  it('reports an empty methods list as a configuration error', async () => {
    mount({ methods: [] });
    expect(await screen.findByText('Error: otp() needs at least one method (sms, whatsapp or email).')).toBeTruthy();
  });

  it('an invalid locale is a configuration error shown in the widget, not a blank widget', async () => {
    mount({ methods: ['sms'], locale: 'not a locale!' });
    expect(
      await screen.findByText(
        `Error: otp() locale "not a locale!" is not a valid language tag (for example 'en', 'es' or 'pt-br').`,
      ),
    ).toBeTruthy();
  });
});

/** A stand-in for a plugin that owns the Email tab (claim 10) and lists the email-only methods others offer. */
const emailOwner = definePlugin({
  id: 'owner',
  options: {},
  strings: { 'owner.tab': 'Email' },
  main: [
    {
      kind: 'tab',
      id: 'owner/email',
      tab: 'email',
      labelKey: 'owner.tab',
      claim: 10,
      Form: function OwnerForm({ widget }: EntryProps) {
        const w = useWidget();
        const methods = widget.hooks.emailLoginMethods.call([]);
        return (
          <div>
            <p>Owner form</p>
            {methods.map((m) => (
              <button key={m.id} type="button" onClick={() => void m.send('fold@example.com')}>
                {w.t(m.labelKey)}
              </button>
            ))}
          </div>
        );
      },
    },
  ],
});

describe('email passcodes fold into a higher-claim Email tab', () => {
  it('renders the owner form in the Email tab and offers "Email me a login code", which sends and opens OTPAuthenticate', async () => {
    const user = setupUser();
    const { events } = mount({ methods: ['email', 'sms'] }, [emailOwner]);
    // One Email tab (the owner's), then Text.
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Email', 'Text']);
    expect(screen.getByText('Owner form')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Email me a login code' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('fold@example.com').tagName).toBe('STRONG');
    expect(sent(EMAIL).map((r) => r.body)).toEqual([{ email: 'fold@example.com', expiration_minutes: 5 }]);
    expect(types(events)).toEqual([eventTypes.OTPsLoginOrCreateEvent]);
  });

  it('offers nothing when email is not one of the methods', () => {
    mount({ methods: ['sms'] }, [emailOwner]);
    expect(mounted!.widget.api.hooks.emailLoginMethods.call([])).toEqual([]);
  });
});

describe('phone form', () => {
  it('reformats to national form as you type and sends E.164 with the default expiry', async () => {
    const user = setupUser();
    const { events } = mount({ methods: ['sms'] });
    const input = await phoneInput();
    await user.type(input, '2015550123');
    await waitFor(() => expect(input.value).toBe('(201) 555-0123'));
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(sent(SMS).map((r) => r.body)).toEqual([{ phone_number: '+12015550123', expiration_minutes: 5 }]);
    expect(screen.getByText('(201) 555-0123').tagName).toBe('STRONG');
    expect(screen.getByText(/A 6-digit passcode was sent to you at/).closest('p')?.textContent).toBe(
      'A 6-digit passcode was sent to you at (201) 555-0123.',
    );
    const state = mounted!.widget.store.getState().otp!;
    expect(state.otpState).toMatchObject({
      type: 'sms',
      destination: '+12015550123',
      displayDestination: '(201) 555-0123',
      methodId: expect.stringMatching(/^phone-number-test-/),
    });
    const event = events.find((e) => e.type === eventTypes.OTPsLoginOrCreateEvent);
    expect(event?.data).toMatchObject({ method_id: state.otpState!.methodId, status_code: 200 });
  });

  it('reads the number for the selected country, and keeps numbers typed with + as given', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    const select = await countrySelect();
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    await user.selectOptions(select, 'GB');
    expect(within(select.parentElement!).getByText('GB +44')).toBeTruthy();
    await sendSms(user, '07911 123456');
    expect(sent(SMS)[0].body.phone_number).toBe('+447911123456');
    expect(screen.getByText('07911 123456')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.type(await phoneInput(), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(sent(SMS)[1].body.phone_number).toBe('+33612345678');
  });

  it('uses defaultCountry, expirationMinutes and locale', async () => {
    const user = setupUser();
    mount({ methods: ['whatsapp'], defaultCountry: 'GB', expirationMinutes: 10, locale: 'es' });
    expect((await countrySelect()).value).toBe('GB');
    await sendSms(user, '07911123456', 'Continue with WhatsApp');
    expect(sent(WHATSAPP).map((r) => r.body)).toEqual([
      { phone_number: '+447911123456', expiration_minutes: 10, locale: 'es' },
    ]);
    expect(sim.outbox.last()?.channel).toBe('whatsapp');
    expect(screen.getByRole('timer').textContent).toBe('Your code expires in 10:00.');
  });

  it.each([
    ['too short', '123'],
    ['not a valid US number', '0005550123'],
    ['more than 15 digits', '1234567890123456'],
    ['letters only', 'abc'],
  ])('refuses an invalid number (%s) with the E.164 message and sends nothing', async (_name, typed) => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    await user.type(await phoneInput(), typed);
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(
      await screen.findByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.'),
    ).toBeTruthy();
    expect((await phoneInput()).getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(sent(SMS)).toHaveLength(0);
    // Typing clears the message.
    await user.type(await phoneInput(), '1');
    expect(screen.queryByText(/Phone number format is invalid/)).toBeNull();
  });

  it('shows the catalogue text for unsubscribed_phone_number', async () => {
    const user = setupUser();
    sim.configure({ unsubscribedPhoneNumbers: ['+12015550123'] });
    mount({ methods: ['sms'] });
    await user.type(await phoneInput(), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(
      await screen.findByText(
        "Phone number is unsubscribed. User has unsubscribed. Resubscribe by texting 'START' before messages can be sent.",
      ),
    ).toBeTruthy();
  });

  it('keeps the number after a network fault and a 5xx, and the user can retry', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    sim.faults.add({ path: SMS, mode: 'network', times: 1 });
    sim.faults.add({ path: SMS, mode: '500', times: 1 });
    const input = await phoneInput();
    await user.type(input, '2015550123');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    await user.click(button);
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect((await phoneInput()).value).toBe('(201) 555-0123');
    await user.click(button);
    expect(await screen.findByText(/The server had a problem and could not complete this request/)).toBeTruthy();
    expect((await phoneInput()).value).toBe('(201) 555-0123');
    await expectNoAxeViolations(mounted!.host);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(sent(SMS)).toHaveLength(3);
  });

  it('shows the wait after a 429 and sends nothing while it runs', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    sim.faults.add({ path: SMS, mode: '429', retryAfterSeconds: 30, times: 1 });
    await user.type(await phoneInput(), '2015550123');
    const button = screen.getByRole('button', { name: 'Continue with text message' });
    await user.click(button);
    // (The core may render the wait twice: once for screen readers, once as the visible countdown.)
    expect(
      (await screen.findAllByText('Too many attempts. Please wait 30 seconds and try again.')).length,
    ).toBeGreaterThan(0);
    await user.click(button);
    await user.keyboard('{Enter}');
    await settle();
    expect(sent(SMS)).toHaveLength(1);
    expect((await phoneInput()).value).toBe('(201) 555-0123');
  });

  it('sends once for a double click and repeated Enter', async () => {
    const user = setupUser();
    server.use(http.post(`*${SMS}`, async () => void (await delay(200))));
    mount({ methods: ['sms'] });
    const input = await phoneInput();
    await user.type(input, '2015550123');
    await user.dblClick(screen.getByRole('button', { name: 'Continue with text message' }));
    input.focus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    await settle(300);
    expect(sent(SMS)).toHaveLength(1);
  });
});

describe('email form', () => {
  it('refuses an invalid address with "Invalid email address." and sends nothing', async () => {
    const user = setupUser();
    mount({ methods: ['email'] });
    await user.type(await emailInput(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
    expect((await emailInput()).getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(sent(EMAIL)).toHaveLength(0);
  });

  it('shows "Invalid email address." for the API’s invalid_email too', async () => {
    const user = setupUser();
    server.use(
      http.post(`*${EMAIL}`, () =>
        HttpResponse.json(
          {
            status_code: 400,
            request_id: 'r1',
            error_type: 'invalid_email',
            error_message: 'Email format is invalid.',
            error_url: 'https://stytch.com/docs/api/errors/400',
          },
          { status: 400 },
        ),
      ),
    );
    mount({ methods: ['email'] });
    await user.type(await emailInput(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText('Invalid email address.')).toBeTruthy();
  });

  it('shows an unknown error_type’s error_message as text', async () => {
    const user = setupUser();
    server.use(
      http.post(`*${EMAIL}`, () =>
        HttpResponse.json(
          {
            status_code: 400,
            request_id: 'r2',
            error_type: 'brand_new_error',
            error_message: '<img src=x onerror="window.__pwned=1"> Custom message',
            error_url: '',
          },
          { status: 400 },
        ),
      ),
    );
    mount({ methods: ['email'] });
    await user.type(await emailInput(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1"> Custom message')).toBeTruthy();
    expect(mounted!.host.querySelector('img')).toBeNull();
  });

  it('sends the template ids, locale and expiry, and shows the address on OTPAuthenticate', async () => {
    const user = setupUser();
    mount({
      methods: ['email'],
      loginTemplateId: 'login-tpl',
      signupTemplateId: 'signup-tpl',
      locale: 'pt-br',
      expirationMinutes: 3,
    });
    await user.type(await emailInput(), '  Ada@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(sent(EMAIL).map((r) => r.body)).toEqual([
      // The domain is lower-cased; the local part is kept as typed.
      {
        email: 'Ada@example.com',
        expiration_minutes: 3,
        locale: 'pt-br',
        login_template_id: 'login-tpl',
        signup_template_id: 'signup-tpl',
      },
    ]);
    expect(screen.getByText('Ada@example.com').tagName).toBe('STRONG');
  });
});

describe('OTPAuthenticate and OTPConfirmation', () => {
  it('completes an SMS login: one authenticate call with the code and method_id, then Success! and the events in order', async () => {
    const user = setupUser();
    const { events } = mount({ methods: ['sms'] });
    await sendSms(user);
    const input = await codeInput();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('timer').textContent).toBe('Your code expires in 5:00.');
    await expectNoAxeViolations(mounted!.host);

    const code = codeFor('+12015550123');
    await user.type(input, code);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    expect(mounted!.host.querySelector('svg.ew-check-graphic')).not.toBeNull();
    const methodId = mounted!.widget.store.getState().otp!.otpState!.methodId;
    expect(sent(AUTHENTICATE).map((r) => r.body)).toEqual([
      { token: code, method_id: methodId, session_duration_minutes: 30 },
    ]);
    expect(types(events)).toEqual([
      eventTypes.OTPsLoginOrCreateEvent,
      eventTypes.OTPsAuthenticate,
      EventType.AuthenticateFlowComplete,
    ]);
    // Tokens never reach the host; the session cookie is set by the client.
    const auth = events[1].data as Record<string, unknown>;
    expect(auth).toMatchObject({ method_id: methodId, user_id: expect.any(String) });
    expect(auth).not.toHaveProperty('session_token');
    expect(auth).not.toHaveProperty('session_jwt');
    await waitFor(() => expect(document.cookie).toMatch(/(^|; )stytch_session=/));
    expect(mounted!.widget.store.getState().session.status).toBe('active');
    // The passcode is nowhere in the store.
    expect(JSON.stringify(mounted!.widget.store.getState())).not.toContain(code);
    await expectNoAxeViolations(mounted!.host);
    // AUTHENTICATE_FLOW_COMPLETE once, even when the screen re-renders.
    act(() => mounted!.widget.api.toast('hello'));
    await settle();
    expect(types(events).filter((t) => t === EventType.AuthenticateFlowComplete)).toHaveLength(1);
  });

  it('completes a WhatsApp login and an email login', async () => {
    const user = setupUser();
    mount({ methods: ['whatsapp', 'email'] });
    await sendSms(user, '4155552671', 'Continue with WhatsApp');
    await user.type(await codeInput(), codeFor('+14155552671'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sim.outbox.last()?.channel).toBe('whatsapp');

    mounted!.unmount();
    mount({ methods: ['email'] });
    // Still signed in from the WhatsApp login: the login widget says who; signing out gives Main back.
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.type(await emailInput(), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await user.type(await codeInput(), codeFor('grace@example.com'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it.each([
    ['grouped with a space', (c: string) => `${c.slice(0, 3)} ${c.slice(3)}`],
    ['grouped with a dash', (c: string) => `${c.slice(0, 3)}-${c.slice(3)}`],
    ['full-width digits', (c: string) => [...c].map((d) => String.fromCharCode(0xff10 + Number(d))).join('')],
    ['a whole SMS text', (c: string) => `${c} is your Entryway Sandbox verification code. It expires in 5 minutes.`],
  ])('accepts a pasted code %s: exactly one authenticate call with the digits', async (_name, shape) => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    await sendSms(user);
    const code = codeFor('+12015550123');
    await user.click(await codeInput());
    await user.paste(shape(code));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sent(AUTHENTICATE).map((r) => r.body.token)).toEqual([code]);
  });

  it('keeps only digits and submits once, at the sixth, even with Enter pressed again', async () => {
    const user = setupUser();
    server.use(http.post(`*${AUTHENTICATE}`, async () => void (await delay(200))));
    mount({ methods: ['sms'] });
    await sendSms(user);
    const input = await codeInput();
    await user.type(input, '12a3');
    expect(input.value).toBe('123');
    expect(sent(AUTHENTICATE)).toHaveLength(0);
    await user.type(input, '456{Enter}{Enter}');
    await settle(400);
    expect(sent(AUTHENTICATE).map((r) => r.body.token)).toEqual(['123456']);
  });

  it('says "Invalid passcode, please try again." for a wrong code, clears it, and accepts the right one next', async () => {
    const user = setupUser();
    const { errors } = mount({ methods: ['sms'] });
    await sendSms(user);
    const code = codeFor('+12015550123');
    const wrong = code === '000000' ? '000001' : '000000';
    await user.type(await codeInput(), wrong);
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    expect(errors).toContain('Invalid passcode, please try again.');
    await waitFor(async () => expect((await codeInput()).value).toBe(''));
    await waitFor(async () => expect(document.activeElement).toBe(await codeInput()));
    await expectNoAxeViolations(mounted!.host);
    await user.type(await codeInput(), code);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('shows the lock message after too many wrong codes', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    await sendSms(user);
    const code = codeFor('+12015550123');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      await user.type(await codeInput(), wrong);
      await waitFor(() => expect(sent(AUTHENTICATE)).toHaveLength(i + 1));
      await waitFor(async () => expect((await codeInput()).value).toBe(''));
    }
    await user.type(await codeInput(), code);
    expect(await screen.findByText('Too many failed authentication attempts. Please try again later.')).toBeTruthy();
  });

  it('counts down m:ss each second, then says "Your code has expired." in a live region; a resent code works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser(true);
    mount({ methods: ['sms'], expirationMinutes: 1 });
    await sendSms(user);
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('Your code expires in 1:00.');
    await tick(1);
    expect(screen.getByRole('timer').textContent).toMatch(/^Your code expires in 0:5[89]\.$/);
    await tick(50);
    expect(screen.getByRole('timer').textContent).toMatch(/^Your code expires in 0:0[89]\.$/);
    const old = codeFor('+12015550123');
    sim.advanceTime(60_000);
    await tick(10);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Your code has expired.').closest('[role=status]')).not.toBeNull();
    await expectNoAxeViolations(mounted!.host);
    // The expired code is refused by the server; a resent one is accepted.
    await user.type(await codeInput(), old);
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByRole('button', { name: 'Code sent' });
    expect(screen.getByRole('timer').textContent).toBe('Your code expires in 1:00.');
    expect(screen.queryByText('Invalid passcode, please try again.')).toBeNull();
    await user.type(await codeInput(), codeFor('+12015550123'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('resend goes initial → sending → sent ("Code sent", 2 s) → waiting → initial, with a toast, and the new code works', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser(true);
    let release!: () => void;
    const { events } = mount({ methods: ['sms'] });
    await sendSms(user);
    const first = codeFor('+12015550123');
    server.use(
      http.post(`*${SMS}`, async () => {
        await new Promise<void>((r) => (release = r));
        return undefined; // fall through to the simulator
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    const sending = await screen.findByRole('button', { name: 'Sending code…' });
    expect(sending.getAttribute('aria-busy')).toBe('true');
    // Verification waits while a send is in flight.
    expect((await codeInput()).disabled).toBe(true);
    await act(async () => release());
    const sentButton = await screen.findByRole('button', { name: 'Code sent' });
    expect((sentButton as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Code sent', { selector: '.ew-toast-text' })).toBeTruthy();
    await tick(2);
    const waiting = await screen.findByRole('button', { name: /^Code sent! Try again in \d+s$/ });
    // 15 s after the send minus the 2 s of 'Code sent' (the fake clock also runs with real time, hence 12–13).
    expect(waiting.textContent).toMatch(/^Code sent! Try again in 1[23]s$/);
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    await tick(13);
    expect(((await screen.findByRole('button', { name: 'Resend code' })) as HTMLButtonElement).disabled).toBe(false);
    expect(types(events).filter((t) => t === eventTypes.OTPsLoginOrCreateEvent)).toHaveLength(2);

    const second = codeFor('+12015550123');
    if (second !== first) {
      await user.type(await codeInput(), first);
      expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    }
    await user.type(await codeInput(), second);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
  });

  it('toasts "Email resent" after resending an email passcode and logs email_try_again_clicked', async () => {
    const user = setupUser();
    mount({ methods: ['email'] });
    await user.type(await emailInput(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Email resent', { selector: '.ew-toast-text' })).toBeTruthy();
    expect(sent(EMAIL)).toHaveLength(2);
    await waitFor(() => expect(sim.events.list().map((e) => e.event_name)).toContain('email_try_again_clicked'), {
      timeout: 3000,
    });
    expect(sim.events.list().find((e) => e.event_name === 'email_try_again_clicked')?.details).toEqual({
      email: 'ada@example.com',
      type: 'login_or_create_otp',
    });
  });

  it('a slow send can never overwrite a newer one: verify uses the newest method_id, the late one is dropped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser(true);
    const { events } = mount({ methods: ['sms'] });
    await sendSms(user);
    const newest = mounted!.widget.store.getState().otp!.otpState!.methodId;
    let releaseSlow!: () => void;
    let calls = 0;
    server.use(
      http.post(`*${SMS}`, async () => {
        if (++calls > 1) return undefined; // the retry goes to the simulator
        await new Promise<void>((r) => (releaseSlow = r));
        return HttpResponse.json({
          data: {
            request_id: 'slow',
            status_code: 200,
            method_id: 'phone-number-test-STALE',
            user_id: 'u',
            user_created: false,
          },
        });
      }),
    );
    // Send #1 hangs past the UI time-out (15 s); the user sees it and resends (#2, answered at once).
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await screen.findByText('The server is taking too long to respond. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByRole('button', { name: 'Code sent' });
    // #1 answers late with another method_id: ignored.
    await act(async () => releaseSlow());
    await settle();
    expect(mounted!.widget.store.getState().otp!.otpState!.methodId).toBe(newest);
    expect(
      events
        .filter((e) => e.type === eventTypes.OTPsLoginOrCreateEvent)
        .map((e) => (e.data as { method_id: string }).method_id),
    ).toEqual([newest, newest]);
    await user.type(await codeInput(), codeFor('+12015550123'));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(sent(AUTHENTICATE).map((r) => r.body.method_id)).toEqual([newest]);
  });

  it('the back arrow returns to Main and forgets the destination', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    await sendSms(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(mounted!.widget.store.getState().otp!.otpState).toBeNull();
  });

  it('a network fault on verify keeps the user on the screen with a clear message and lets them retry', async () => {
    const user = setupUser();
    mount({ methods: ['sms'] });
    await sendSms(user);
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    const code = codeFor('+12015550123');
    await user.type(await codeInput(), code);
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    await waitFor(async () => expect((await codeInput()).disabled).toBe(false));
    fireEvent.change(await codeInput(), { target: { value: code } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(wire.filter((r) => r.path === AUTHENTICATE)).toHaveLength(2);
  });
});
