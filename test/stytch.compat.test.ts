/**
 * `entryway/stytch`: Stytch's prebuilt-UI config in, Entryway plugins out. Products map to plugins in order, the
 * default is magic links, products without a plugin and unknown names become configuration errors inside the
 * widget, and the reset widget always has the passwords plugin.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  mountLogin,
  mountResetPassword,
  pluginsFromConfig,
  Products,
  supportedProducts,
  type StytchLoginConfig,
} from 'entryway/stytch';
import type { Client, MountedWidget } from 'entryway';

/** A client without network state: the widget only needs its shape to mount. */
const client = {
  session: { getSync: () => null, onChange: () => () => {} },
  user: { getSync: () => null, onChange: () => () => {} },
} as unknown as Client;

const ids = (config?: StytchLoginConfig, kind?: 'login' | 'resetPassword') =>
  pluginsFromConfig(config, kind).plugins.map((p) => p.id);

describe('pluginsFromConfig', () => {
  it('defaults to email magic links', () => {
    expect(ids()).toEqual(['email-magic-links']);
    expect(ids({})).toEqual(['email-magic-links']);
  });

  it('builds plugins in the order of config.products, once each', () => {
    expect(ids({ products: ['passwords', 'otp', 'emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } })).toEqual(
      ['passwords', 'otp', 'email-magic-links'],
    );
  });

  it('passes each product its options', () => {
    const { plugins } = pluginsFromConfig({
      products: [Products.emailMagicLinks, Products.otp, Products.passwords],
      emailMagicLinksOptions: { loginRedirectURL: 'https://app.example/authenticate', loginExpirationMinutes: 10 },
      otpOptions: { methods: ['whatsapp', 'sms'], expirationMinutes: 7 },
      passwordOptions: { resetPasswordRedirectURL: 'https://app.example/reset' },
    });
    const byId = Object.fromEntries(plugins.map((p) => [p.id, p.options as Record<string, unknown>]));
    expect(byId['email-magic-links']).toMatchObject({
      loginRedirectURL: 'https://app.example/authenticate',
      loginExpirationMinutes: 10,
    });
    expect(byId.otp).toMatchObject({ methods: ['whatsapp', 'sms'], expirationMinutes: 7 });
    expect(byId.passwords).toMatchObject({ resetPasswordRedirectURL: 'https://app.example/reset' });
  });

  it('reports unknown product names (and Stytch products without a plugin in this build), and builds the rest', () => {
    const missing = (Object.values(Products) as string[]).filter((p) => !supportedProducts.includes(p));
    const { plugins, issues } = pluginsFromConfig({ products: ['emailMagicLinks', ...missing, 'sms'] });
    expect(plugins.map((p) => p.id)).toEqual(['email-magic-links']);
    expect(issues.map((i) => i.level)).toEqual([...missing.map(() => 'error'), 'error']);
    missing.forEach((name, i) =>
      expect(issues[i].message).toMatch(
        new RegExp(`^Error: The "${name}" product is not available in Entryway yet\\.`),
      ),
    );
    expect(issues.at(-1)!.message).toBe(
      `Error: Unknown product "sms" in config.products. Use one of: ${supportedProducts.join(', ')}.`,
    );
  });

  it('always gives the reset widget the passwords plugin', () => {
    expect(ids({ products: ['emailMagicLinks'] }, 'resetPassword')).toEqual(['email-magic-links', 'passwords']);
    expect(ids({ products: ['passwords'] }, 'resetPassword')).toEqual(['passwords']);
  });
});

describe('mountLogin / mountResetPassword', () => {
  let mounted: MountedWidget | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    document.body.replaceChildren();
  });

  const host = () => {
    const el = document.createElement('div');
    el.id = 'login';
    document.body.appendChild(el);
    return el;
  };

  it('mounts Main from a Stytch config', async () => {
    host();
    mounted = mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks'] } });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with email' })).toBeTruthy();
  });

  it('shows an unknown product as a configuration error in the widget instead of Main', async () => {
    host();
    mounted = mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks', 'sms'] } });
    expect(await screen.findByText(/Error: Unknown product "sms" in config\.products\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull();
  });

  it('renders in a shadow root with enableShadowDOM', async () => {
    const el = host();
    mounted = mountLogin({ elementId: '#login', client, config: { enableShadowDOM: true } });
    await expect.poll(() => el.shadowRoot?.querySelector('h1')?.textContent).toBe('Sign up or log in');
  });

  it('throws the spec message for a selector that matches nothing', () => {
    expect(() => mountLogin({ elementId: '#nowhere', client })).toThrow(
      'The selector you specified (#nowhere) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountLogin()',
    );
    expect(() => mountResetPassword({ elementId: '#nowhere', client, passwordResetToken: 't' })).toThrow(
      /before calling mountResetPassword\(\)$/,
    );
  });
});

describe('moving from Stytch prebuilt UI', () => {
  let w: MountedWidget | null = null;
  afterEach(() => {
    w?.unmount();
    w = null;
    document.body.innerHTML = '';
  });
  const host = () => {
    const el = document.createElement('div');
    el.id = 'stytch-host';
    document.body.appendChild(el);
    return el;
  };

  it("maps Stytch 6.3's presentation (theme, hideHeaderText, logo) onto the widget's styles; explicit styles win", async () => {
    const el = host();
    w = mountLogin({
      elementId: '#stytch-host',
      client,
      config: { products: ['emailMagicLinks'] },
      presentation: {
        theme: [
          {
            primary: '#112233',
            'font-family': 'Georgia, serif',
            'container-width': '360px',
            destructive: '#aa0000',
            'button-radius': '12px',
          },
          { primary: '#ffffff' },
        ],
        options: { hideHeaderText: true, logo: { url: 'https://cdn.example.com/logo.png', alt: 'Example' } },
      },
      styles: { colors: { secondary: '#445566' } },
    });
    await screen.findByRole('textbox', { name: 'Email' });
    const root = el.querySelector<HTMLElement>('.ew-root')!;
    expect(root.style.getPropertyValue('--ew-primary')).toBe('#112233');
    expect(root.style.getPropertyValue('--ew-font')).toBe('Georgia, serif');
    expect(root.style.getPropertyValue('--ew-container-width')).toBe('360px');
    expect(root.style.getPropertyValue('--ew-error')).toBe('#aa0000');
    expect(root.style.getPropertyValue('--ew-secondary')).toBe('#445566');
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    expect(el.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
  });

  it('onError gets the API error fields as Stytch UI passes them; client-side validation errors call it too', async () => {
    host();
    const errors: Record<string, unknown>[] = [];
    w = mountLogin({
      elementId: '#stytch-host',
      client,
      config: { products: ['otp'], otpOptions: { methods: ['email'] } },
      callbacks: { onError: (e) => void errors.push({ ...e }) },
    });
    const input = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBeTruthy();
    expect(errors[0].error_type).toBeUndefined();
  });
});

describe('widgetError', () => {
  it('copies the API fields, bounded, and nothing else', async () => {
    const { StytchAPIError } = await import('@stytch/vanilla-js/headless');
    const { widgetError } = await import('../core/errors');
    const err = new StytchAPIError({
      status_code: 404,
      error_type: 'otp_code_not_found',
      error_message: 'x'.repeat(5000),
      error_url: 'https://stytch.com/docs/api/errors/404',
      request_id: 'request-id-1',
    } as never);
    const e = widgetError('Invalid passcode, please try again.', err);
    expect(e).toMatchObject({
      message: 'Invalid passcode, please try again.',
      error_type: 'otp_code_not_found',
      status_code: 404,
      error_url: 'https://stytch.com/docs/api/errors/404',
      request_id: 'request-id-1',
    });
    expect(e.error_message!.length).toBeLessThanOrEqual(301);
    expect(Object.keys(e).sort()).toEqual([
      'error_message',
      'error_type',
      'error_url',
      'message',
      'request_id',
      'status_code',
    ]);
    expect(widgetError('plain')).toEqual({ message: 'plain' });
  });
});
