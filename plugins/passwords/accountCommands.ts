/**
 * The account widget's Password section flows, without React: set a password (a user without one) and change it.
 * Only the section's lazy module imports this file, so an app without the account widget downloads none of it; an
 * app with its own UI runs them as `passwordsAccountCommands` (index.ts). Ids `passwords/<name>`, as every other
 * passwords command.
 */
import { defineCommands, type CommandContext } from 'entryway';
import type { ResolvedPasswordsOptions } from './options';
import { ID } from './ids';

type Ctx = CommandContext<ResolvedPasswordsOptions>;

/** What a Password section shows about the signed-in user. */
export interface PasswordStatus {
  /** The user has a password (one that must be reset counts: it is still on file). */
  hasPassword: boolean;
  /** The email a change by current password names the account with; null for a user without an email. */
  email: string | null;
}

/** The signed-in user's password status from the client's state (no request). */
export function passwordStatus(ctx: Pick<Ctx, 'client'>): PasswordStatus {
  const user = ctx.client.user.getSync();
  return { hasPassword: Boolean(user?.password), email: user?.emails[0]?.email ?? null };
}

/**
 * What the section's errors say in place: the current password is wrong (Stytch's `unauthorized_credentials` reads
 * 'Unauthorized credentials.' otherwise), the new one is refused, or the session is too old to set one without it.
 */
export const accountOverrides = {
  unauthorized_credentials: 'passwords.account.wrongCurrent',
  weak_password: 'passwords.account.weak',
  session_too_old_to_reset_password: 'passwords.account.verifyAgain',
} as const;

const session = (ctx: Ctx) => ({ session_duration_minutes: ctx.widget.sessionDurationMinutes });

export const passwordsAccountCommands = defineCommands(ID, {
  /**
   * Set a password with the session (`passwords.resetBySession`): for a user without one, or a change without the
   * current password. Stytch refuses it (`session_too_old_to_reset_password`) unless one of the session's factors
   * is under 5 minutes old: the section verifies the user again, then runs it again. The session gains a password
   * factor; the user's other sessions end. Resolves with the new status.
   */
  setPassword: {
    overrides: accountOverrides,
    run: async (ctx, password: string) => {
      await ctx.client.passwords.resetBySession({ password, ...session(ctx) });
      return passwordStatus(ctx);
    },
  },

  /**
   * Change the password with the current one (`passwords.resetByExistingPassword`, naming the account by its first
   * email). A wrong current password is 'passwords.account.wrongCurrent' (it counts toward Stytch's lock). Stytch
   * ends every session of the user and starts a new one, which the client takes over. A user without an email
   * changes it with the session instead (`setPassword`). Resolves with the new status.
   */
  changePassword: {
    overrides: accountOverrides,
    run: async (ctx, current: string, next: string) => {
      const { email } = passwordStatus(ctx);
      if (email === null) {
        await ctx.client.passwords.resetBySession({ password: next, ...session(ctx) });
      } else {
        await ctx.client.passwords.resetByExistingPassword({
          email,
          existing_password: current,
          new_password: next,
          ...session(ctx),
        });
      }
      return passwordStatus(ctx);
    },
  },
});
