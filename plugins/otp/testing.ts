/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, a log of every `/sdk/v1` request, clean-up
 * between tests and axe) plus this plugin's paths and passcode helper. Not exported by the package.
 */
import { createPluginHarness } from '../../test/setup/pluginHarness';

export { expectNoAxeViolations, type WireRequest } from '../../test/setup/pluginHarness';

/** `wire` holds every `/sdk/v1` request as it starts (order matters for the race tests); bodies fill in when read. */
export const { sim, server, wire, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'otp' });

export const SMS = '/sdk/v1/otps/sms/login_or_create';
export const WHATSAPP = '/sdk/v1/otps/whatsapp/login_or_create';
export const EMAIL = '/sdk/v1/otps/email/login_or_create';
export const AUTHENTICATE = '/sdk/v1/otps/authenticate';

/** The newest passcode the simulator sent to `to`. */
export function codeFor(to: string): string {
  const code = sim.outbox.last({ to })?.code;
  if (!code) throw new Error(`no passcode sent to ${to}`);
  return code;
}
