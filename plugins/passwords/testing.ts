/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, a log of every `/sdk/v1` request with the
 * page URL at the time, clean-up between tests and axe) plus this plugin's paths and seeding helpers. Not exported by
 * the package.
 */
import type { FaultInput, ProjectConfigPatch } from 'entryway/sim';
import { simAdmin } from 'entryway/testing';
import { createPluginHarness } from '../../test/setup/pluginHarness';

export { expectNoAxeViolations, type WireRequest } from '../../test/setup/pluginHarness';

/** `wire` holds every `/sdk/v1` request as it starts (order and page URL matter); bodies fill in when read. */
export const { sim, server, wire, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'pw' });

const admin = simAdmin(sim);

/** Seed a user through the simulator's control API (`POST /__sim/users`). */
export const seedUser = (user: { email: string; password?: string; requires_reset?: boolean }) =>
  admin('POST', '/__sim/users', user);
/** Project settings (`POST /__sim/config`). */
export const configure = (patch: ProjectConfigPatch) => admin('POST', '/__sim/config', patch);
/** A fault switch (`POST /__sim/faults`). */
export const fault = (f: FaultInput) => admin('POST', '/__sim/faults', f);
export const clearFaults = () => admin('DELETE', '/__sim/faults');

export const SEARCH = '/sdk/v1/users/search';
export const STRENGTH = '/sdk/v1/passwords/strength_check';
export const CREATE = '/sdk/v1/passwords';
export const AUTHENTICATE = '/sdk/v1/passwords/authenticate';
export const RESET_START = '/sdk/v1/passwords/email/reset/start';
export const RESET = '/sdk/v1/passwords/email/reset';
export const ML_AUTHENTICATE = '/sdk/v1/magic_links/authenticate';

/** The token of the newest reset email to `to` (`link`), or of its login link (`loginLink`). */
export function resetToken(to: string, which: 'link' | 'loginLink' = 'link'): string {
  const msg = sim.outbox.last({ to, kind: 'reset_password' });
  const link = msg?.[which];
  if (!link) throw new Error(`no reset email (${which}) to ${to}`);
  return new URL(link).searchParams.get('token')!;
}
