/**
 * The cross-plugin rules of the spec, each expressed by plugins alone (no core edits) and proven here with stub
 * plugins through the public API.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from 'entryway/testing';
import type { AnyPlugin } from 'entryway';
import {
  fakeClient,
  stubCrypto,
  stubMagicLinks,
  stubOauth,
  stubOtp,
  stubPasskeys,
  stubPasswords,
} from '../fixtures/stubs';

const render = (plugins: AnyPlugin[], extra: { enableShadowDOM?: boolean } = {}) =>
  renderWidget({ client: fakeClient(), plugins, ...extra });

describe('Main screen rules', () => {
  it('shows the title and one Email tab when magic links and passwords are both on (passwords renders it)', async () => {
    const w = render([stubMagicLinks(), stubPasswords()]);
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByLabelText('Password email')).toBeTruthy();
    expect(screen.queryByLabelText('Magic link email')).toBeNull();
    w.unmount();
  });

  it('folds email OTP into the password Email tab; tabs appear because two methods apply', async () => {
    const w = render([stubPasswords(), stubOtp(['sms', 'email'])]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Email', 'Text']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Password email')).toBeTruthy();
    expect(screen.queryByText('OTP email form')).toBeNull();
    tabs[1].click();
    expect(await screen.findByText('OTP sms form')).toBeTruthy();
    w.unmount();
  });

  it('orders OTP tabs as configured and shows no tabs for a single method', async () => {
    const w = render([stubOtp(['whatsapp', 'sms', 'email'])]);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['WhatsApp', 'Text', 'Email']);
    w.unmount();
    const single = render([stubOtp(['sms'])]);
    expect(await screen.findByText('OTP sms form')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    single.unmount();
  });

  it('refuses magic links together with email OTP with the spec text', async () => {
    const w = render([stubMagicLinks(), stubOtp(['email'])]);
    expect(await screen.findByText('Error: Cannot use both EML and Email OTP')).toBeTruthy();
    expect(screen.queryByLabelText('Magic link email')).toBeNull();
    w.unmount();
  });

  it('refuses passkeys by themselves with the spec text', async () => {
    const w = render([stubPasskeys(false)]);
    expect(
      await screen.findByText('Error: Cannot use Passkeys by itself, please add another product to the config.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    w.unmount();
  });

  it('hides the passkey button when autofill works and an email method exists; the email input offers passkeys', async () => {
    const w = render([stubMagicLinks(), stubPasskeys(true)]);
    const input = await screen.findByLabelText('Magic link email');
    expect(input.getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    w.unmount();

    const noAutofill = render([stubMagicLinks(), stubPasskeys(false)]);
    expect(await screen.findByRole('button', { name: 'Login with a Passkey' })).toBeTruthy();
    expect(screen.getByLabelText('Magic link email').getAttribute('autocomplete')).toBe('email');
    noAutofill.unmount();

    const noEmail = render([stubOtp(['sms']), stubPasskeys(true)]);
    expect(await screen.findByRole('button', { name: 'Login with a Passkey' })).toBeTruthy();
    noEmail.unmount();
  });

  it('gives wallets 6 − OAuth providers − 1 slots and puts the rest behind the overflow button', async () => {
    const wallets = ['Metamask', 'Coinbase', 'Phantom', 'Binance', 'Vessel', 'Other ETH', 'Other SOL'];
    const w = render([stubMagicLinks(), stubOauth(['Google', 'Apple']), stubCrypto(wallets)]);
    await screen.findByRole('button', { name: 'Continue with Google' });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.filter((b) => b?.startsWith('Continue with') && wallets.some((x) => b.endsWith(x)))).toEqual([
      'Continue with Metamask',
      'Continue with Coinbase',
      'Continue with Phantom',
    ]);
    const overflow = screen.getByRole('button', { name: 'Continue with other Crypto Wallet' });
    expect(overflow.getAttribute('data-hidden')).toBe('Binance,Vessel,Other ETH,Other SOL');
    // The divider 'or' separates the email form from the buttons.
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
    w.unmount();

    const few = render([stubOauth(['Google']), stubCrypto(['Metamask', 'Phantom'])]);
    await screen.findByRole('button', { name: 'Continue with Metamask' });
    expect(screen.queryByRole('button', { name: 'Continue with other Crypto Wallet' })).toBeNull();
    few.unmount();
  });
});

describe('isolation', () => {
  it('renders inside a shadow root when asked, with styles adopted there', async () => {
    const w = render([stubMagicLinks(), stubPasswords()], { enableShadowDOM: true });
    const shadow = w.host.shadowRoot!;
    expect(shadow).toBeTruthy();
    expect(
      await within(shadow as unknown as HTMLElement).findByRole('heading', { name: 'Sign up or log in' }),
    ).toBeTruthy();
    expect(w.host.querySelector('.ew-root')).toBeNull();
    w.unmount();
  });

  it('keeps two widgets on one page apart', async () => {
    const a = render([stubPasswords(), stubOtp(['sms'])]);
    const b = render([stubPasswords(), stubOtp(['sms'])]);
    const tabsA = await within(a.host).findAllByRole('tab');
    await within(b.host).findAllByRole('tab');
    tabsA[1].click();
    expect(await within(a.host).findByText('OTP sms form')).toBeTruthy();
    expect(within(b.host).queryByText('OTP sms form')).toBeNull();
    expect(a.widget.store.getState().widget.tab).toBe('sms');
    expect(b.widget.store.getState().widget.tab).toBeNull();
    a.unmount();
    b.unmount();
  });
});
