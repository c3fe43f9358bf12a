/**
 * The provider buttons against the real Stytch client (msw + simulator for bootstrap): what the user sees (names,
 * order, the 'or' divider, marks), what the client's start builds (public token, PKCE challenge
 * only when bootstrap requires it, scopes, provider parameters, redirect URLs), one redirect per click, config checks.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, type AnyPlugin } from 'entryway';
import { expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { captureNavigation, installHarness, makeClient, sim, telemetry } from './testing';
import {
  allProviders,
  apple,
  defineProvider,
  github,
  google,
  oauth,
  PROVIDER_TYPES,
  twitter,
  type OAuthOptions,
} from './index';
import { validateOptions } from './plugin';
import { resolveOptions } from './options';

installHarness();

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function mount(options: OAuthOptions, extra: AnyPlugin[] = [], before: AnyPlugin[] = []) {
  const client = makeClient();
  const navigations = captureNavigation(client);
  const errors: string[] = [];
  mounted = renderWidget({
    client,
    plugins: [...before, oauth(options), ...extra],
    callbacks: { onError: (e) => void errors.push(e.message) },
  });
  return { client, navigations, errors, widget: mounted.widget };
}

/** A stand-in for another method with a form (core's Main puts the 'or' divider between forms and buttons). */
const formPlugin = definePlugin({
  id: 'form-stub',
  options: {},
  main: [
    {
      kind: 'tab',
      id: 'form-stub/email',
      tab: 'email',
      labelKey: 'form-stub.tab',
      Form: () => <form aria-label="Email form" />,
    },
  ],
  strings: { 'form-stub.tab': 'Email' },
});

const buttons = () => screen.getAllByRole('button').filter((b) => /^Continue with /.test(b.textContent ?? ''));

describe('provider buttons', () => {
  it("render 'Continue with {provider}' in configured order, with decorative marks, then the 'or' divider and other methods", async () => {
    mount({ providers: [github(), google, apple()] }, [formPlugin]);
    await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(buttons().map((b) => b.textContent)).toEqual([
      'Continue with GitHub',
      'Continue with Google',
      'Continue with Apple',
    ]);
    for (const b of buttons()) {
      const svg = b.querySelector('svg')!;
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(svg.getAttribute('focusable')).toBe('false');
      expect(b.className).toContain('ew-btn--secondary');
    }
    const divider = screen.getByText('or');
    const form = screen.getByRole('form', { name: 'Email form' });
    // Buttons, then the divider, then the form (document order).
    expect(buttons()[2].compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(divider.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
  });

  it('every one of the 19 providers has its button and accessible name (Twitter reads X, as in Stytch)', async () => {
    mount({ providers: PROVIDER_TYPES.map((t) => allProviders[t]) });
    await screen.findByRole('button', { name: 'Continue with Google' });
    const names = buttons().map((b) => b.textContent);
    expect(names).toEqual(PROVIDER_TYPES.map((t) => `Continue with ${allProviders[t].name}`));
    expect(names).toContain('Continue with X');
    expect(new Set(names).size).toBe(19);
    expect(twitter.name).toBe('X');
  });

  it('the string is overridable', async () => {
    const client = makeClient();
    mounted = renderWidget({
      client,
      plugins: [oauth({ providers: [github()] })],
      strings: { 'oauth.button': 'Sign in with {provider}' },
    });
    expect(await screen.findByRole('button', { name: 'Sign in with GitHub' })).toBeTruthy();
  });

  it('a provider name renders as text, never HTML', async () => {
    const evil = defineProvider({ type: 'github', name: '<img src=x onerror=alert(1)>', mark: github.mark });
    mount({ providers: [evil()] });
    const b = await screen.findByRole('button', { name: 'Continue with <img src=x onerror=alert(1)>' });
    expect(b.querySelector('img')).toBeNull();
  });
});

describe('starting a redirect through the client', () => {
  it('navigates to the start URL the client builds: public token, scopes, provider params, redirect URLs (no PKCE by default)', async () => {
    const user = userEvent.setup();
    const { navigations } = mount({
      providers: [
        google({
          custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly', 'openid'],
          provider_params: { login_hint: 'ada@example.com', prompt: 'select_account' },
        }),
      ],
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/authenticate?new=1',
    });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const url = navigations[0];
    expect(url.origin + url.pathname).toBe('http://localhost:3000/v1/public/oauth/google/start');
    expect([...url.searchParams.keys()]).toEqual([
      'public_token',
      'custom_scopes',
      'provider_login_hint',
      'provider_prompt',
      'login_redirect_url',
      'signup_redirect_url',
    ]);
    expect(url.searchParams.get('public_token')).toMatch(/^public-token-test-oauth-/);
    expect(url.searchParams.get('custom_scopes')).toBe('https://www.googleapis.com/auth/calendar.readonly openid');
    expect(url.search).toContain('custom_scopes=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.readonly+openid');
    expect(url.searchParams.get('provider_login_hint')).toBe('ada@example.com');
    expect(url.searchParams.get('login_redirect_url')).toBe('http://localhost:3000/authenticate');
    expect(url.searchParams.get('signup_redirect_url')).toBe('http://localhost:3000/authenticate?new=1');
    expect(url.searchParams.has('code_challenge')).toBe(false);
  });

  it("the client logs its own start_oauth_flow event (Stytch's telemetry), with no secret", async () => {
    const user = userEvent.setup();
    const { navigations } = mount({ providers: [github({ custom_scopes: ['repo'] })] });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    // Batched by the client (every 800 ms); an earlier test's batch may land too, so look for this one's.
    const mine = () =>
      telemetry.filter(
        (e) =>
          e.event_name === 'start_oauth_flow' && (e.details as { provider_type?: string }).provider_type === 'github',
      );
    await waitFor(() => expect(mine()).toHaveLength(1), { timeout: 3000 });
    expect(mine()[0].details).toMatchObject({ custom_scopes: ['repo'], pkce: false });
    expect(JSON.stringify(mine()[0].details)).not.toMatch(/token|verifier/i);
  });

  it('adds a PKCE challenge when the project requires it, keeping the verifier in this browser', async () => {
    sim.configure({ pkceRequiredForOAuth: true });
    const user = userEvent.setup();
    const { navigations } = mount({ providers: [github()] });
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const challenge = navigations[0].searchParams.get('code_challenge');
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const stored = Object.keys(localStorage).find((k) => k.endsWith('::PKCE_VERIFIER:oauth'));
    expect(stored).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(stored!)!)).toMatchObject({
      code_challenge: challenge,
      code_verifier: expect.any(String),
    });
  });

  it('one click starts one redirect: a double click, or a click on another provider meanwhile, starts nothing more', async () => {
    const user = userEvent.setup();
    const { navigations } = mount({ providers: [google(), github()] });
    const g = await screen.findByRole('button', { name: 'Continue with Google' });
    await user.dblClick(g);
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(navigations.map((u) => u.pathname)).toEqual(['/v1/public/oauth/google/start']);
    // While the page leaves: the clicked button is busy, the others disabled.
    expect(g.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Continue with GitHub' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('buttons work again when the page comes back from the back/forward cache', async () => {
    const user = userEvent.setup();
    const { navigations } = mount({ providers: [google()] });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    window.dispatchEvent(event);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-busy')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(navigations).toHaveLength(2));
  });

  it('a start that throws shows the error under the button and lets the user try again', async () => {
    const user = userEvent.setup();
    const { client, errors, navigations } = mount({ providers: [github()] });
    const oauthClient = client.oauth as unknown as { navigate(url: URL): void };
    let fail = true;
    const original = oauthClient.navigate;
    oauthClient.navigate = (url) => {
      if (fail) throw new Error('navigation blocked');
      original.call(oauthClient, url);
    };
    await user.click(await screen.findByRole('button', { name: 'Continue with GitHub' }));
    const provider = screen
      .getByRole('button', { name: 'Continue with GitHub' })
      .closest('.ew-oauth-provider') as HTMLElement;
    expect(await within(provider).findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(errors).toEqual(['Something went wrong. Please try again.']);
    // The button is described by the error, and ready again.
    expect(screen.getByRole('button', { name: 'Continue with GitHub' }).getAttribute('aria-describedby')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
  });
});

describe('slots and configuration', () => {
  it("shares Main's six slots with a wallet-style button group through the core: 3 providers leave it 2 (6 − 3 − 1)", async () => {
    const wallet = (n: number) => ({
      id: `wallets-stub/w${n}`,
      Component: () => <button type="button">{`Wallet ${n}`}</button>,
    });
    const wallets = definePlugin({
      id: 'wallets-stub',
      options: {},
      main: [
        {
          kind: 'buttonGroup',
          id: 'wallets-stub/group',
          items: [1, 2, 3, 4, 5].map(wallet),
          Overflow: ({ hidden }: { hidden: string[] }) => (
            <button type="button">{`Other wallets (${hidden.length})`}</button>
          ),
        },
      ],
    });
    mount({ providers: [google(), github(), apple()] }, [wallets]);
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Apple',
      'Wallet 1',
      'Wallet 2',
      'Other wallets (3)',
    ]);
  });

  it('each provider takes one of the six Main button slots', () => {
    const plugin = oauth({ providers: [google(), github(), apple()] });
    expect(plugin.main.map((e) => [e.id, e.kind, 'slot' in e ? e.slot : undefined])).toEqual([
      ['oauth/google', 'button', true],
      ['oauth/github', 'button', true],
      ['oauth/apple', 'button', true],
    ]);
  });

  it('reports an empty provider list, duplicates, non-provider entries and one_tap on other providers', () => {
    const check = (o: OAuthOptions) => validateOptions(o, resolveOptions(o)).map((i) => `${i.level}: ${i.message}`);
    expect(check({ providers: [] })).toEqual([
      'error: Error: oauth() needs at least one provider, e.g. oauth({ providers: [google()] }).',
    ]);
    expect(check({ providers: [github(), github()] })).toEqual([
      'warning: Warning: oauth() lists GitHub twice; only the first is shown.',
    ]);
    expect(check({ providers: [github({ one_tap: true })] })).toEqual([
      'warning: Warning: One Tap is offered by Google only; one_tap is ignored for GitHub.',
    ]);
    expect(check({ providers: [{ type: 'myspace' } as never, google(), 42 as never] })).toEqual([
      'warning: Warning: oauth() ignores the provider "myspace": it is not one of the 19 providers, or not made with its provider function such as google().',
      'warning: Warning: oauth() ignores providers that are not made with a provider function such as google().',
    ]);
    expect(oauth({ providers: [github(), github()] }).main).toHaveLength(1);
  });

  it('shows the configuration error in the widget', async () => {
    mount({ providers: [] });
    expect(await screen.findByText(/oauth\(\) needs at least one provider/)).toBeTruthy();
  });
});

describe('marks from third parties', () => {
  it('draw only allowed SVG elements and attributes', async () => {
    const odd = defineProvider({
      type: 'github',
      name: 'Odd',
      mark: {
        viewBox: '0 0 24 24',
        shapes: [
          [
            'path',
            {
              d: 'M0 0h24v24H0z',
              fill: '#000',
              onClick: 'alert(1)',
              style: 'display:none',
              href: 'javascript:alert(1)',
            },
          ],
          ['script' as 'path', { d: 'x' }],
        ],
      },
    });
    mount({ providers: [odd()] });
    const svg = (await screen.findByRole('button', { name: 'Continue with Odd' })).querySelector('svg')!;
    expect(svg.innerHTML).toBe('<path d="M0 0h24v24H0z" fill="#000"></path>');
  });
});
