/**
 * `entryway/stytch` with Stytch 6.3's argument shapes: every mount function, the custom elements with `render()`,
 * Stytch's `Products` objects, `presentation` theme pairs, and the colour check that lets `oklch()` through.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  mountIdentityProvider,
  mountPasskeyRegistration,
  pluginsFromConfig,
  stylesFromPresentation,
  StytchUI,
  type StytchElement,
} from 'entryway/stytch';
import { darkTheme, isColor, type Client } from 'entryway';
import { themeVariables } from '../core/theme';

const client = {
  session: { getSync: () => null, onChange: () => () => {} },
  user: { getSync: () => null, onChange: () => () => {} },
} as unknown as Client;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('colour check', () => {
  it('accepts the colour syntaxes of modern CSS when no CSS.supports is there', () => {
    for (const v of [
      '#19303D',
      'rebeccapurple',
      'oklch(0.21 0.006 285.885)',
      'oklch(98.5% 0 0 / 50%)',
      'color-mix(in oklch, oklch(0.7 0.1 200) 40%, white)',
      'rgb(1 2 3)',
      'lab(50% 40 59.5)',
    ])
      expect(isColor(v), v).toBe(true);
  });

  it('asks the browser (CSS.supports) where it can, and refuses what could escape its property either way', () => {
    const supports = vi.fn((_p: string, v: string) => v !== 'oklch(nonsense)');
    vi.stubGlobal('CSS', { supports });
    expect(isColor('oklch(0.5 0.1 20)')).toBe(true);
    expect(supports).toHaveBeenCalledWith('color', 'oklch(0.5 0.1 20)');
    expect(isColor('oklch(nonsense)')).toBe(false);
    for (const v of [
      'red;} body{display:none',
      'url(https://evil.example/x)',
      'var(--x)',
      'red /* */',
      'rgb(1 2 3))(',
      'rgb((1 2 3)',
      'red !important',
      '"red"',
      'x'.repeat(300),
      '',
      42,
    ])
      expect(isColor(v), String(v)).toBe(false);
  });

  it("keeps a Stytch theme's oklch() colours", () => {
    const v = themeVariables(
      stylesFromPresentation({ theme: { primary: 'oklch(0.21 0.006 285.885)', background: 'oklch(1 0 0)' } }),
    );
    expect(v['--ew-primary']).toBe('oklch(0.21 0.006 285.885)');
    expect(v['--ew-container-bg']).toBe('oklch(1 0 0)');
  });
});

describe('dark scheme', () => {
  it('uses the dark palette, keeps fonts and sizes of styles, and takes styles.dark over it', () => {
    const v = themeVariables(
      { fontFamily: 'Georgia, serif', colors: { primary: '#112233' }, dark: { colors: { primary: '#ddeeff' } } },
      'dark',
    );
    expect(v['--ew-container-bg']).toBe(darkTheme['--ew-container-bg']);
    expect(v['--ew-font']).toBe('Georgia, serif');
    expect(v['--ew-primary']).toBe('#ddeeff');
    expect(themeVariables({ colors: { primary: '#112233' } }, 'light')['--ew-primary']).toBe('#112233');
  });

  it('maps a Stytch theme pair onto colorScheme auto with a dark side, and a single dark theme onto colorScheme dark', () => {
    const pair = stylesFromPresentation({
      theme: [{ primary: '#111111' }, { primary: '#eeeeee', background: '#000000' }],
    });
    expect(pair.colorScheme).toBe('auto');
    expect(pair.colors?.primary).toBe('#111111');
    expect(pair.dark?.colors?.primary).toBe('#eeeeee');
    expect(pair.dark?.container?.backgroundColor).toBe('#000000');
    // Stytch's `secondary` is a background (the secondary button's); its muted text is what Entryway writes text in.
    const dark = stylesFromPresentation({
      theme: { secondary: '#1c2a3a', 'secondary-foreground': '#e8edf2', 'muted-foreground': '#a3b1bf' },
    });
    expect(dark.colors?.secondary).toBe('#a3b1bf');
    expect(dark.buttons?.secondary).toMatchObject({ backgroundColor: '#1c2a3a', textColor: '#e8edf2' });
    expect(stylesFromPresentation({ theme: { 'color-scheme': 'dark', primary: '#eeeeee' } }).colorScheme).toBe('dark');
    expect(stylesFromPresentation({ theme: [{}, {}] }, { colorScheme: 'light' }).colorScheme).toBe('light');
  });

  it('follows prefers-color-scheme live for a theme pair', async () => {
    let dark = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return dark;
      },
      addEventListener: (_: string, f: () => void) => listeners.add(f),
      removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    }));
    const host = document.body.appendChild(document.createElement('div'));
    host.id = 'login';
    const { mountLogin } = await import('entryway/stytch');
    const w = mountLogin({
      elementId: '#login',
      client,
      presentation: { theme: [{ primary: '#111111' }, { primary: '#eeeeee' }] },
    });
    const root = host.querySelector<HTMLElement>('.ew-root')!;
    expect(root.dataset.ewScheme).toBe('light');
    expect(root.style.getPropertyValue('--ew-primary')).toBe('#111111');
    dark = true;
    for (const f of listeners) f();
    expect(root.dataset.ewScheme).toBe('dark');
    expect(root.style.getPropertyValue('--ew-primary')).toBe('#eeeeee');
    expect(root.style.getPropertyValue('--ew-container-bg')).toBe(darkTheme['--ew-container-bg']);
    w.unmount();
    expect(listeners.size).toBe(0);
  });
});

describe("Stytch 6.3's mount shapes", () => {
  it("accepts Stytch's Products objects and its passkeyRegistration product", () => {
    const ids = pluginsFromConfig({ products: [{ id: 'otp' }, { id: 'passkeyRegistration' }] as never }).plugins.map(
      (p) => p.id,
    );
    expect(ids).toEqual(['otp', 'passkeys']);
  });

  it('names each mount function in the selector error', () => {
    expect(() => mountPasskeyRegistration({ elementId: '#nowhere', client })).toThrow(
      /before calling mountPasskeyRegistration\(\)$/,
    );
    expect(() => mountIdentityProvider({ elementId: '#nowhere', client })).toThrow(
      /before calling mountIdentityProvider\(\)$/,
    );
  });

  it('gives the identity provider getIDPConsentManifest and authTokenParams', () => {
    const getIDPConsentManifest = () => [];
    const host = document.body.appendChild(document.createElement('div'));
    host.id = 'idp';
    const authTokenParams = { trustedAuthToken: 'tat', tokenProfileID: 'profile' };
    const w = mountIdentityProvider({ elementId: '#idp', client, getIDPConsentManifest, authTokenParams });
    expect(w.widget.api.options<{ getIDPConsentManifest?: unknown }>('idp')?.getIDPConsentManifest).toBe(
      getIDPConsentManifest,
    );
    expect(w.widget.api.inputs.authTokenParams).toEqual(authTokenParams);
    w.unmount();
  });

  it('renders StytchUI after customElements.define and el.render({ client, config }), and unmounts when removed', async () => {
    if (!customElements.get('stytch-ui')) customElements.define('stytch-ui', StytchUI);
    const el = document.createElement('stytch-ui') as StytchElement;
    document.body.append(el);
    el.render({ client, config: { products: ['emailMagicLinks'] } });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(el.mounted).not.toBeNull();
    el.remove();
    await expect.poll(() => el.querySelector('.ew-root')).toBeNull();
  });
});
