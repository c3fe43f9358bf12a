/**
 * The account widget's 'Authenticator app' section flows, without React: what the user has (an app, how many recovery
 * codes are left), the codes themselves to show once, and removing the app. Setting one up reuses the enrolment's
 * commands (`totpCommands.start`, `confirm`). Stytch's frontend API has no call that makes new recovery codes for an
 * existing app: new codes come with a new app (`replace`: remove, then set up again). Only the section's lazy module
 * imports this file; ids `totp/<name>` as the plugin's other commands. Recovery codes are results only: never stored,
 * emitted or logged.
 *
 * Reading the codes and removing the app are privileged: Stytch refuses them (`insufficient_factors`,
 * `stale_factors`) unless the session covers two factor categories, one of them under an hour old. The section
 * verifies the user again and runs the command again.
 */
import { defineCommands, type CommandContext } from 'entryway';
import type { ResolvedTotpOptions } from './options';
import { totpCommands, type Enrolment } from './commands';

type Ctx = CommandContext<ResolvedTotpOptions>;

/** The signed-in user's authenticator app, from the client's state (no request): its id, or null. */
export function verifiedTotpId(ctx: Pick<Ctx, 'client'>): string | null {
  return ctx.client.user.getSync()?.totps.find((t) => t.verified)?.totp_id ?? null;
}

/** The unused recovery codes of the user's verified app (`totps.recoveryCodes`). */
async function unusedCodes(ctx: Ctx): Promise<string[]> {
  const r = (await ctx.client.totps.recoveryCodes()) as unknown as { totps?: unknown };
  // Stytch's API reference shows an array of TOTPs; the client's type one object: both are read.
  const list = (Array.isArray(r.totps) ? r.totps : [r.totps]) as { verified?: boolean; recovery_codes?: unknown[] }[];
  return list.filter((t) => t?.verified).flatMap((t) => (t.recovery_codes ?? []).map(String));
}

/** Removes the user's app (and any pending one left by an abandoned setup). */
async function removeApps(ctx: Ctx) {
  const totps = ctx.client.user.getSync()?.totps ?? (await ctx.client.user.get()).totps;
  for (const t of totps) await ctx.client.user.deleteTOTP(t.totp_id);
}

export const totpAccountCommands = defineCommands('totp', {
  /** How many recovery codes the user's app has left (a number the section shows; the codes are not kept). */
  codesLeft: {
    report: false,
    run: async (ctx: Ctx): Promise<number> => (await unusedCodes(ctx)).length,
  },

  /** The unused recovery codes, for the section to show once (download, copy); never stored. */
  showCodes: {
    run: (ctx: Ctx): Promise<string[]> => unusedCodes(ctx),
  },

  /** Remove the authenticator app (`user.deleteTOTP`); the client's user follows. */
  remove: {
    run: async (ctx: Ctx): Promise<void> => {
      await removeApps(ctx);
    },
  },

  /**
   * New recovery codes: remove the app, then set up a new one (`totps.create`). Resolves with the new secret and
   * codes for the enrolment screens; the new app counts once its first code is confirmed (`totpCommands.confirm`).
   */
  replace: {
    run: async (ctx: Ctx): Promise<Enrolment> => {
      await removeApps(ctx);
      const started = await ctx.widget.commands.run(totpCommands.start);
      if (!started.ok) throw 'error' in started ? started.cause : new Error('totp/start did not run');
      return started.value;
    },
  },
});
