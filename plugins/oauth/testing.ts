/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the
 * simulator behind msw, a real `@stytch/vanilla-js` headless client, a wire log, clean-up) plus this plugin's paths.
 * The client's OAuth start is a navigation (`window.location.href`), which jsdom cannot follow: `captureNavigation`
 * replaces the client's public, "mockable" `oauth.navigate` (contract §4.9) with a recorder.
 */
import { vi } from 'vitest';
import type { Client } from 'entryway';
import { createPluginHarness } from '../../test/setup/pluginHarness';

export const { sim, server, wire, telemetry, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'oauth' });

export const AUTHENTICATE = '/sdk/v1/oauth/authenticate';

/** Record the URLs the client's OAuth start navigates to instead of navigating. */
export function captureNavigation(client: Client): URL[] {
  const urls: URL[] = [];
  const oauth = client.oauth as unknown as { navigate(url: URL | string): void };
  vi.spyOn(oauth, 'navigate').mockImplementation((url) => void urls.push(new URL(String(url))));
  return urls;
}
