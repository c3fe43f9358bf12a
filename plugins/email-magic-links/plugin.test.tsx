/**
 * The Email tab and EmailConfirmation against the real Stytch client, msw and the simulator: what reaches the wire,
 * what the user sees, and how faults, rate limits and repeated submits behave.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, useWidget, type AnyPlugin, type WidgetEvent } from 'entryway';
import { emailMagicLinks, type EmailMagicLinksOptions } from './index';
import { LOGIN_OR_CREATE, installHarness, makeClient, sent, sim, telemetry, wire } from './testing';
import { events as eventTypes } from './events';

installHarness();

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function mount(options: EmailMagicLinksOptions = {}, extra: AnyPlugin[] = [], locale?: string) {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  const client = makeClient();
  mounted = renderWidget({
    client,
    plugins: [emailMagicLinks(options), ...extra],
    ...(locale ? { locale } : {}),
    callbacks: { onEvent: (e) => void events.push(e), onError: (e) => void errors.push(e.message) },
  });
  return { events, errors, client, widget: mounted.widget };
}

const emailInput = () => screen.findByRole('textbox', { name: 'Email' }) as Promise<HTMLInputElement>;
const submitButton = () => screen.getByRole('button', { name: 'Continue with email' });
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

/** Paste the email and submit (typing it key by key re-renders the widget per key; keystrokes are not the subject). */
async function submitEmail(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(await emailInput());
  await user.paste(email);
  await user.click(submitButton());
}

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom has no layout or colours; contrast is checked in the browser (e2e).
  rules: { 'color-contrast': { enabled: false } },
};
async function expectNoAxeViolations(root: Element) {
  const results = await axe.run(root, axeOptions);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('Main with only magic links', () => {
  it('shows the title, no tabs, a labelled email field with the spec placeholder and the button', async () => {
    mount();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const input = await emailInput();
    expect(input.placeholder).toBe('example@email.com');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.closest('form')).not.toBeNull();
    expect(submitButton().getAttribute('type')).toBe('submit');
    await expectNoAxeViolations(mounted!.host);
  });

  it('refuses an invalid address with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'not-an-email');
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    expect((await emailInput()).getAttribute('aria-invalid')).toBe('true');
    await settle();
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(0);
    expect(sim.outbox.list()).toHaveLength(0);
    // Typing again clears the message.
    await user.type(await emailInput(), 'x');
    expect(screen.queryByText('Email format is invalid.')).toBeNull();
  });

  it('refuses addresses with control or bidi characters', async () => {
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'a\u202Eb@example.com');
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    await settle();
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(0);
  });
});

describe('sending a magic link', () => {
  it('sends login-or-create with the default expirations and nothing else, then shows EmailConfirmation', async () => {
    const user = userEvent.setup();
    const { events } = mount();
    await submitEmail(user, '  Ada@Example.com ');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('An email was sent to Ada@example.com.')).toBeTruthy();
    await waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    expect(sent(LOGIN_OR_CREATE)[0].body).toEqual({
      email: 'Ada@example.com',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });
    expect(sim.outbox.last({ to: 'ada@example.com' })?.link).toContain('stytch_token_type=magic_links');
    // The host hears about it, with the address and without secrets.
    const event = events.find((e) => e.type === eventTypes.MagicLinkLoginOrCreateEvent);
    expect(event?.type).toBe('MAGIC_LINK_LOGIN_OR_CREATE');
    expect(event?.data).toMatchObject({ email: 'Ada@example.com', status_code: 200 });
    // The widget's store holds the address only.
    expect(mounted!.widget.store.getState()['email-magic-links']).toEqual({ email: 'Ada@example.com' });
    await waitFor(() => expect(telemetry.find((t) => t.event_name === 'email_sent')).toBeTruthy(), { timeout: 3000 });
    expect(telemetry.find((t) => t.event_name === 'email_sent')?.details).toEqual({
      email: 'Ada@example.com',
      type: 'login_or_create_eml',
    });
  });

  it("sends redirect URLs given as paths as absolute URLs on the page's origin", async () => {
    const user = userEvent.setup();
    mount({ loginRedirectURL: '/authenticate', signupRedirectURL: '/authenticate?new=1' });
    await submitEmail(user, 'paths@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(sent(LOGIN_OR_CREATE)[0].body).toMatchObject({
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate?new=1',
    });
  });

  it('maps every emailMagicLinksOptions field to the client call', async () => {
    const user = userEvent.setup();
    mount({
      loginRedirectURL: 'http://localhost:3000/authenticate?from=login',
      signupRedirectURL: 'http://localhost:3000/authenticate?from=signup',
      loginExpirationMinutes: 15,
      signupExpirationMinutes: 60,
      loginTemplateId: 'login-tpl',
      signupTemplateId: 'signup-tpl',
      locale: 'es',
      createUserAsPending: true,
      domainHint: 'mail.example.com',
    });
    await submitEmail(user, 'grace@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    expect(sent(LOGIN_OR_CREATE)[0].body).toEqual({
      email: 'grace@example.com',
      login_magic_link_url: 'http://localhost:3000/authenticate?from=login',
      signup_magic_link_url: 'http://localhost:3000/authenticate?from=signup',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      locale: 'es',
    });
    // A new user gets the sign-up link.
    expect(sim.outbox.last({ to: 'grace@example.com' })?.link).toMatch(
      /^http:\/\/localhost:3000\/authenticate\?from=signup&stytch_token_type=magic_links&token=/,
    );
  });

  it('sends a PKCE code_challenge when the project requires it (the client adds it)', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'pkce@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    await waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    const body = sent(LOGIN_OR_CREATE)[0].body as Record<string, unknown>;
    expect(body.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('sends once on a double click and on repeated Enter', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: 'slow', delayMs: 400, times: 1 });
    const user = userEvent.setup();
    mount();
    const input = await emailInput();
    await user.type(input, 'twice@example.com');
    await user.dblClick(submitButton());
    await user.type(input, '{Enter}{Enter}{Enter}');
    await screen.findByRole('heading', { name: 'Check your email' });
    await settle(300);
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(1);
    expect(sim.outbox.list({ to: 'twice@example.com' })).toHaveLength(1);
  });
});

describe('faults on the Email tab', () => {
  it('a network fault keeps the typed email, explains, and a retry succeeds', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: 'network', times: 1 });
    const user = userEvent.setup();
    const { errors } = mount();
    await submitEmail(user, 'offline@example.com');
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect((await emailInput()).value).toBe('offline@example.com');
    expect(errors).toHaveLength(1);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(sim.outbox.list({ to: 'offline@example.com' })).toHaveLength(1);
  });

  it('a 5xx keeps the typed email and shows the server message', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: '500', times: 1 });
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'five@example.com');
    expect(
      await screen.findByText(/The server had a problem and could not complete this request\. Please try again\./),
    ).toBeTruthy();
    expect((await emailInput()).value).toBe('five@example.com');
  });

  it('a 429 shows the wait and sends nothing more until it is over', async () => {
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: '429', retryAfterSeconds: 2, times: 1 });
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'busy@example.com');
    expect(
      (await screen.findAllByText('Too many attempts. Please wait 2 seconds and try again.')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    await user.click(submitButton());
    await user.type(await emailInput(), '{Enter}');
    await settle(200);
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(1);
    expect((await emailInput()).value).toBe('busy@example.com');
    // The wait counts down, then the user can send.
    expect(
      await screen.findByText('Too many attempts. Please wait 1 second and try again.', {}, { timeout: 1500 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Too many attempts/)).toBeNull(), { timeout: 2500 });
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(2);
  });

  it('an API error shows the catalogue text (inactive_email)', async () => {
    sim.configure({ inactiveEmails: ['gone@example.com'] });
    const user = userEvent.setup();
    mount();
    await submitEmail(user, 'gone@example.com');
    expect(
      await screen.findByText(
        'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
      ),
    ).toBeTruthy();
  });
});

describe('EmailConfirmation', () => {
  async function reachConfirmation(options: EmailMagicLinksOptions = {}, email = 'lin@example.com') {
    const user = userEvent.setup();
    const ctx = mount(options);
    await submitEmail(user, email);
    await screen.findByRole('heading', { name: 'Check your email' });
    return { user, ...ctx };
  }

  const hrefs = () =>
    Object.fromEntries(
      within(screen.getByRole('list', { name: 'Open your inbox' }))
        .getAllByRole('link')
        .map((a) => [a.textContent?.replace(' (opens in a new tab)', '').trim(), a as HTMLAnchorElement]),
    );

  it('links Gmail and Yahoo to a search for the single bootstrap email domain, Outlook to the inbox, in new tabs', async () => {
    await reachConfirmation();
    // The simulator's project sends from one domain, stytch.com.
    await waitFor(() =>
      expect(hrefs()['Open in Gmail'].href).toBe(
        'https://mail.google.com/mail/u/0/#search/from%3A(stytch.com)+in%3Aanywhere',
      ),
    );
    const links = hrefs();
    expect(links['Open in Yahoo'].href).toBe('https://mail.yahoo.com/d/search/keyword=from%253Astytch.com');
    expect(links['Open in Outlook'].href).toBe('https://outlook.live.com/mail/0/inbox');
    for (const a of Object.values(links)) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer');
    }
    await expectNoAxeViolations(mounted!.host);
  });

  it('uses domainHint over bootstrap domains', async () => {
    await reachConfirmation({ domainHint: 'mail.acme.test' });
    expect(hrefs()['Open in Gmail'].href).toBe(
      'https://mail.google.com/mail/u/0/#search/from%3A(mail.acme.test)+in%3Aanywhere',
    );
    expect(hrefs()['Open in Yahoo'].href).toBe('https://mail.yahoo.com/d/search/keyword=from%253Amail.acme.test');
  });

  it('links to the inboxes when the sender domain is unknown (several bootstrap domains)', async () => {
    sim.configure({ emailDomains: ['a.example', 'b.example'] });
    await reachConfirmation();
    await waitFor(() => expect(hrefs()['Open in Gmail'].href).toBe('https://mail.google.com/mail/u/0/#inbox'));
    expect(hrefs()['Open in Yahoo'].href).toBe('https://mail.yahoo.com/');
    expect(hrefs()['Open in Outlook'].href).toBe('https://outlook.live.com/mail/0/inbox');
  });

  it("'Try again' clears the stored email, returns to Main and logs email_try_again_clicked", async () => {
    const { user } = await reachConfirmation({}, 'again@example.com');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect((await emailInput()).value).toBe('');
    expect(mounted!.widget.store.getState()['email-magic-links']).toEqual({ email: null });
    await waitFor(() => expect(telemetry.map((t) => t.event_name)).toContain('email_try_again_clicked'), {
      timeout: 3000,
    });
    expect(telemetry.find((t) => t.event_name === 'email_try_again_clicked')?.details).toEqual({
      email: 'again@example.com',
      type: 'login_or_create_eml',
    });
  });

  it("resend counts down on the button in Stytch's words, then resends, toasts and cools down again", async () => {
    const { user, events } = await reachConfirmation({ resendCooldownSeconds: 2 }, 'resend@example.com');
    expect(screen.getByText("Didn't get it?")).toBeTruthy();
    // Its words are Stytch's; its name also says what it does, apart from the 'Try again' button below it.
    const waiting = screen.getByRole('button', { name: /^Email sent! Try again in [12]s \(Resend email\)$/ });
    expect(waiting.textContent).toMatch(/^Email sent! Try again in [12]s$/);
    expect(screen.getAllByRole('button', { name: /Try again/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/Resend email/),
      null,
    ]);
    expect(waiting.getAttribute('aria-disabled')).toBe('true');
    await user.click(waiting);
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(1);
    const resend = await screen.findByRole('button', { name: 'Resend email' }, { timeout: 3000 });
    expect(resend.getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('You can resend the email now.');
    await user.click(resend);
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(2);
    expect(sim.outbox.list({ to: 'resend@example.com' })).toHaveLength(2);
    expect(events.filter((e) => e.type === eventTypes.MagicLinkLoginOrCreateEvent)).toHaveLength(2);
    expect(
      await screen.findByRole('button', { name: /^Email resent! Try again in [12]s \(Resend email\)$/ }),
    ).toBeTruthy();
  });

  it("names the counting-down resend button by what it does in another locale too (de: 'E-Mail erneut senden')", async () => {
    const user = userEvent.setup();
    mount({ resendCooldownSeconds: 30 }, [], 'de');
    await user.click(await screen.findByRole('textbox', { name: 'E-Mail' }));
    await user.paste('de@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter mit E-Mail' }));
    await screen.findByRole('heading', { name: 'Prüfen Sie Ihre E-Mails' });
    const waiting = await screen.findByRole('button', {
      name: /^E-Mail gesendet! Erneut versuchen in \d+ s \(E-Mail erneut senden\)$/,
    });
    expect(waiting.textContent).toMatch(/^E-Mail gesendet! Erneut versuchen in \d+ s$/);
  });

  it('a failed resend shows an error toast; a rate-limited one shows the wait inline and sends nothing more', async () => {
    const { user } = await reachConfirmation({ resendCooldownSeconds: 0 }, 'fail@example.com');
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: 'network', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    const alert = await screen.findByText('We could not reach the server. Check your connection and try again.');
    expect(alert.closest('.ew-toast--error')).not.toBeNull();
    sim.faults.add({ path: LOGIN_OR_CREATE, mode: '429', retryAfterSeconds: 5, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(
      (await screen.findAllByText('Too many attempts. Please wait 5 seconds and try again.')).length,
    ).toBeGreaterThan(0);
    const refused = screen.getByRole('button', { name: 'Resend email' });
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    await user.click(refused);
    await settle(200);
    expect(sent(LOGIN_OR_CREATE)).toHaveLength(3);
  });

  it('returns to Main when opened without a stored email', async () => {
    const { widget } = mount();
    await emailInput();
    widget.api.navigate('email-magic-links/EmailConfirmation');
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('cooperation through the core', () => {
  /** A stand-in for the passwords plugin: claims the Email tab and offers the emailLoginMethods. */
  function OfferForm() {
    const widget = useWidget();
    const methods = widget.hooks.emailLoginMethods.call([]);
    return (
      <div>
        {methods.map((m) => (
          <button key={m.id} type="button" onClick={() => void m.send('offer@example.com')}>
            {widget.t(m.labelKey)}
          </button>
        ))}
      </div>
    );
  }
  const stubPasswords = definePlugin({
    id: 'stub-passwords',
    options: {},
    features: ['email', 'password'],
    main: [
      { kind: 'tab', id: 'stub-passwords/email', tab: 'email', labelKey: 'core.main.or', claim: 10, Form: OfferForm },
    ],
  });

  it("yields the Email tab to a stronger claim and offers 'Email me a login link' through emailLoginMethods", async () => {
    const user = userEvent.setup();
    const { events } = mount({ loginExpirationMinutes: 10 }, [stubPasswords]);
    const offer = await screen.findByRole('button', { name: 'Email me a login link' });
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.click(offer);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('An email was sent to offer@example.com.')).toBeTruthy();
    await waitFor(() => expect(sent(LOGIN_OR_CREATE)).toHaveLength(1));
    expect(sent(LOGIN_OR_CREATE)[0].body).toMatchObject({ email: 'offer@example.com', login_expiration_minutes: 10 });
    expect(events.map((e) => e.type)).toContain('MAGIC_LINK_LOGIN_OR_CREATE');
  });

  it('refuses to run next to email OTP with the spec text', async () => {
    const otpEmail = definePlugin({ id: 'stub-otp', options: {}, features: ['otp-email'] });
    mount({}, [otpEmail]);
    expect(await screen.findByText('Error: Cannot use both EML and Email OTP')).toBeTruthy();
    // …and names the fix.
    expect(
      screen.getByText("Remove emailMagicLinks() from plugins, or remove 'email' from otp({methods})."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
  });

  it('warns in development about an option name it does not take, with the one meant', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mount({ loginRedirectUrl: '/typo' } as EmailMagicLinksOptions);
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      'Entryway: emailMagicLinks() has no option "loginRedirectUrl"; it is ignored. Did you mean "loginRedirectURL"?',
    );
  });

  it('uses the inputAutocomplete hook for the email field (passkey autofill)', async () => {
    const passkeys = definePlugin({
      id: 'stub-passkeys',
      options: {},
      apply: ({ widget }) =>
        widget.hooks.inputAutocomplete.tap({ name: 'stub-passkeys' }, (value, { field }) =>
          field === 'email' ? 'username webauthn' : value,
        ),
    });
    mount({}, [passkeys]);
    expect((await emailInput()).autocomplete).toBe('username webauthn');
  });
});

describe('secrets', () => {
  it('never puts tokens in the store or events', async () => {
    const user = userEvent.setup();
    const { events } = mount();
    await submitEmail(user, 'secret@example.com');
    await screen.findByRole('heading', { name: 'Check your email' });
    const dump = JSON.stringify({ state: mounted!.widget.store.getState(), events });
    const token = new URL(sim.outbox.last({ to: 'secret@example.com' })!.link!).searchParams.get('token')!;
    expect(dump).not.toContain(token);
    expect(wire.every((r) => !JSON.stringify(r.body ?? '').includes(token))).toBe(true);
  });
});
