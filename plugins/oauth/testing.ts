/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the
 * simulator behind msw, a real `@stytch/vanilla-js` headless client, a wire log, clean-up) plus this plugin's paths.
 * The client's OAuth start is a navigation (`window.location.href`), which jsdom cannot follow: `captureNavigation`
 * replaces the client's public, "mockable" `oauth.navigate` with a recorder.
 */
import { vi } from 'vitest';
import type { Client } from 'entryway';
import { createPluginHarness } from '../../test/setup/pluginHarness';

export const { sim, server, wire, telemetry, installHarness, makeClient, sent } = createPluginHarness({
  tokenPrefix: 'oauth',
  recordWire: 'body',
});

export const AUTHENTICATE = '/sdk/v1/oauth/authenticate';

/** Record the URLs the client's OAuth start navigates to instead of navigating. */
export function captureNavigation(client: Client): URL[] {
  const urls: URL[] = [];
  const oauth = client.oauth as unknown as { navigate(url: URL | string): void };
  vi.spyOn(oauth, 'navigate').mockImplementation((url) => void urls.push(new URL(String(url))));
  return urls;
}

/**
 * Walk the simulated provider the way a browser would (start → provider page → decide) and return the redirect back
 * to the app: `<url>?stytch_token_type=oauth&token=…` (or the Cancel return), from the start URL the client builds.
 */
export async function providerReturn(
  provider: string,
  query: Record<string, string>,
  decide: Record<string, string> = { identity: 'ada' },
): Promise<URL> {
  const get = async (path: string) => {
    const res = await sim.handle({ method: 'GET', url: `http://localhost:3000${path}`, headers: {} });
    if ('networkError' in res) throw new Error('network error');
    if (res.status !== 302) throw new Error(`${path} → ${res.status} ${res.body}`);
    return res.headers.location;
  };
  const q = new URLSearchParams({ public_token: 'public-token-test-oauth-return', ...query });
  const page = await get(`/v1/public/oauth/${provider}/start?${q}`);
  const state = new URL(page, 'http://localhost:3000').searchParams.get('state')!;
  return new URL(await get(`/__sim/oauth/${provider}/decide?${new URLSearchParams({ state, ...decide })}`));
}
