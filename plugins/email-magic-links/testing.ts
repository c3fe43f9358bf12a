/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, a wire log of every `/sdk/v1` request, and
 * clean-up between tests) plus this plugin's paths. Not exported by the package.
 */
import { createPluginHarness } from '../../test/setup/pluginHarness';

export type { WireRequest } from '../../test/setup/pluginHarness';

/**
 * `wire` holds a request once its body has been read: every entry has its body. `telemetry` holds every event
 * posted to `/sdk/v1/events`.
 */
export const { sim, server, wire, telemetry, installHarness, makeClient, sent } = createPluginHarness({
  tokenPrefix: 'eml',
  recordWire: 'body',
});

export const LOGIN_OR_CREATE = '/sdk/v1/magic_links/email/login_or_create';
export const AUTHENTICATE = '/sdk/v1/magic_links/authenticate';
