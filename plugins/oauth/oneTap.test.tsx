/**
 * The One Tap container's states (pending, shown, cancelled, error) with the Stytch client's One Tap
 * provider replaced by a controllable double (jsdom loads neither Google's script nor the frame; the real ones run
 * in the browser tests): the fallback Google button, the embedded container's 47px and debounced resize, the
 * developer messages with a test token, the success handler's redirect, and unmounting mid-load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { installHarness, makeClient } from './testing';
import { github, google, oauth, type ProviderSettings } from './index';
import { ONE_TAP_HEIGHT } from './screens/GoogleOneTap';

installHarness();

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

interface Deferred<T> {
  promise: Promise<T>;
  resolve(v: T): void;
}
const deferred = <T,>(): Deferred<T> => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

/** A stand-in for the client's One Tap provider, driven by the test. */
function fakeOneTap(client: Client, publicToken = 'public-token-test-fake') {
  const created = deferred<{ success: true; client: unknown } | { success: false; reason: string }>();
  const rendered = deferred<{ success: boolean; reason?: string }>();
  const renderCalls: Array<{
    callback(r: { credential: string }): Promise<void>;
    onOneTapCancelled?(): void;
    style: { position: string };
    cancelOnTapOutside?: boolean;
  }> = [];
  const cancel = vi.fn();
  const submitted: unknown[] = [];
  const redirects: string[] = [];
  let submitError: Error | null = null;
  const provider = {
    createOneTapClient: vi.fn(() => created.promise),
    createOnSuccessHandler:
      (o: { loginRedirectUrl?: string; signupRedirectUrl?: string; onSuccess(url: string): void }) =>
      async (r: { credential: string }) => {
        submitted.push({ ...o, onSuccess: undefined, credential: r.credential });
        if (submitError) throw submitError;
        o.onSuccess(`http://localhost:3000/authenticate?stytch_token_type=oauth&token=t-${r.credential}`);
      },
    redirectOnSuccess: (url: string) => void redirects.push(url),
  };
  const gisClient = {
    render: vi.fn((o: (typeof renderCalls)[number]) => {
      renderCalls.push(o);
      return rendered.promise;
    }),
    cancel,
  };
  const sym = Symbol.for('stytch__internal_b2c');
  const internals = (client as unknown as Record<symbol, Record<string, unknown>>)[sym];
  internals.oneTap = provider;
  internals.publicToken = publicToken;
  return {
    provider,
    loaded: () => created.resolve({ success: true, client: gisClient }),
    failed: (reason: string) => created.resolve({ success: false, reason }),
    shown: () => rendered.resolve({ success: true }),
    notDisplayed: (reason: string) => rendered.resolve({ success: false, reason }),
    renderCalls,
    cancel,
    submitted,
    redirects,
    failSubmit: (e: Error) => (submitError = e),
  };
}

function mount(settings: ProviderSettings = { one_tap: true }, token?: string) {
  const client = makeClient();
  const fake = fakeOneTap(client, token);
  const errors: string[] = [];
  mounted = renderWidget({
    client,
    plugins: [
      oauth({
        providers: [google(settings), github()],
        loginRedirectURL: 'http://localhost:3000/cb',
        signupRedirectURL: 'http://localhost:3000/cb?new=1',
      }),
    ],
    callbacks: { onError: (e) => void errors.push(e.message) },
  });
  return { client, fake, errors, widget: mounted.widget };
}

const container = () => screen.getByTestId('one-tap-container');
const googleButton = () => screen.queryByRole('button', { name: 'Continue with Google' });

describe('One Tap, floating (the default)', () => {
  it('pending → shown: the Google button stays; the prompt is rendered with the position and tap-outside setting', async () => {
    const { fake } = mount({ one_tap: true, cancel_on_tap_outside: false });
    // The container renders before the effect that starts loading the prompt marks it pending: wait for that state.
    await waitFor(() => expect(container().dataset.oneTap).toBe('pending'));
    expect(googleButton()).not.toBeNull();
    await act(async () => fake.loaded());
    await waitFor(() => expect(fake.renderCalls).toHaveLength(1));
    expect(fake.renderCalls[0]).toMatchObject({ style: { position: 'floating' }, cancelOnTapOutside: false });
    await act(async () => fake.shown());
    await waitFor(() => expect(container().dataset.oneTap).toBe('shown'));
    expect(googleButton()).not.toBeNull();
    // GitHub is unaffected and still after Google.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
    ]);
  });

  it('a pick submits the credential with the redirect URLs and navigates to the returned URL', async () => {
    const { fake } = mount();
    await act(async () => fake.loaded());
    await act(async () => fake.shown());
    await act(async () => fake.renderCalls[0].callback({ credential: 'id-token-1' }));
    expect(fake.submitted).toEqual([
      {
        loginRedirectUrl: 'http://localhost:3000/cb',
        signupRedirectUrl: 'http://localhost:3000/cb?new=1',
        onSuccess: undefined,
        credential: 'id-token-1',
      },
    ]);
    expect(fake.redirects).toEqual(['http://localhost:3000/authenticate?stytch_token_type=oauth&token=t-id-token-1']);
  });

  it('a failed submit is reported and leaves the Google button', async () => {
    const { fake, errors } = mount();
    await act(async () => fake.loaded());
    await act(async () => fake.shown());
    fake.failSubmit(new Error('The Google ID token could not be verified.'));
    await act(async () => fake.renderCalls[0].callback({ credential: 'bad' }));
    await waitFor(() => expect(container().dataset.oneTap).toBe('error'));
    expect(errors).toEqual(['The Google ID token could not be verified.']);
    expect(googleButton()).not.toBeNull();
  });

  it('cancelled by the user: state cancelled, Google button', async () => {
    const { fake } = mount();
    await act(async () => fake.loaded());
    await act(async () => fake.shown());
    await act(async () => fake.renderCalls[0].onOneTapCancelled?.());
    await waitFor(() => expect(container().dataset.oneTap).toBe('cancelled'));
    expect(googleButton()).not.toBeNull();
  });

  it('unmounting cancels the prompt; unmounting before it loads never shows it', async () => {
    const first = mount();
    await act(async () => first.fake.loaded());
    await act(async () => first.fake.shown());
    mounted!.unmount();
    mounted = null;
    expect(first.fake.cancel).toHaveBeenCalled();

    const second = mount();
    mounted!.unmount();
    mounted = null;
    await act(async () => second.fake.loaded());
    await new Promise((r) => setTimeout(r, 50));
    expect(second.fake.renderCalls).toHaveLength(0);
  });
});

describe('One Tap errors and developer messages (test token only)', () => {
  const cases: Array<[string, 'load' | 'render', RegExp]> = [
    ['oauth_config_not_found', 'load', /no Google OAuth client is configured for this project/],
    ['no_login_redirect_urls_set', 'load', /no login redirect URLs/],
    ['no_signup_redirect_urls_set', 'load', /no signup redirect URLs/],
    ['default_provider_not_allowed', 'load', /Stytch default Google OAuth client does not support One Tap/],
    ['unregistered_origin', 'render', /the current host localhost:3000 is not allowed for this project/],
    ['invalid_client', 'render', /Google does not recognize the client ID/],
  ];
  it.each(cases)(
    '%s shows its message above the Google button, with the dashboard link',
    async (reason, stage, text) => {
      const { fake } = mount();
      if (stage === 'load') await act(async () => fake.failed(reason));
      else {
        await act(async () => fake.loaded());
        await act(async () => fake.notDisplayed(reason));
      }
      await waitFor(() => expect(container().querySelector('.ew-oauth-onetap-dev')).not.toBeNull());
      const alert = container().querySelector('.ew-oauth-onetap-dev')!;
      expect(alert.getAttribute('role')).toBe('alert');
      expect(alert.textContent).toMatch(text);
      expect(alert.querySelector('a[href^="https://stytch.com/"]')?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(container().dataset.oneTap).toBe('error');
      expect(googleButton()).not.toBeNull();
    },
  );

  it('with a live token the message is not shown, only the Google button', async () => {
    const { fake } = mount({ one_tap: true }, 'public-token-live-abc');
    await act(async () => fake.failed('oauth_config_not_found'));
    await waitFor(() => expect(container().dataset.oneTap).toBe('error'));
    expect(container().querySelector('.ew-oauth-onetap-dev')).toBeNull();
    expect(googleButton()).not.toBeNull();
  });
});

describe('One Tap, embedded (forceLegacyEmbedded)', () => {
  it('a 47px container with a spinner while pending, the prompt in place of the button, back to 47px and the button on cancel', async () => {
    const { fake } = mount({ one_tap: true, position: 'forceLegacyEmbedded' });
    await screen.findByTestId('one-tap-container');
    const slot = container().querySelector('.ew-oauth-onetap-slot') as HTMLElement;
    expect(slot.style.height).toBe(`${ONE_TAP_HEIGHT}px`);
    expect(within(container()).getByRole('status').textContent).toBe('Loading Google One Tap');
    expect(googleButton()).toBeNull();
    expect(document.getElementById('google-parent-prompt')).not.toBeNull();
    await act(async () => fake.loaded());
    await act(async () => fake.shown());
    expect(fake.renderCalls[0].style.position).toBe('forceLegacyEmbedded');
    await waitFor(() => expect(container().dataset.oneTap).toBe('shown'));
    expect(googleButton()).toBeNull();
    await act(async () => fake.renderCalls[0].onOneTapCancelled?.());
    await waitFor(() => expect(googleButton()).not.toBeNull());
    expect(slot.hidden).toBe(true);
  });
});

describe('without One Tap', () => {
  it('a Google entry without one_tap renders just the button', async () => {
    const client = makeClient();
    mounted = renderWidget({ client, plugins: [oauth({ providers: [google()] })] });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByTestId('one-tap-container')).toBeNull();
  });
});
