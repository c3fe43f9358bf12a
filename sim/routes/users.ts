/**
 * `GET /users/me` (flat user), `PUT /users/me` and `DELETE /users/<factor>/:id` (both return `__user`, which the
 * client requires).
 */
import type { RouteHandler, SimModuleFunction, UserFactorList } from '../engine';
import { simError } from '../errors';
import { requireMultiFactor } from '../mfa';
import { fields } from '../util';

/**
 * The user's own lists, which `DELETE /sdk/v1/users/<segment>/:id` edits (the engine serves that route). Emails and
 * phone numbers are core; TOTPs and biometric registrations stay here too because they are part of Stytch's user
 * model and the client can delete them even where no module owns them (the totp module replaces the TOTP route with
 * one that also forgets the secret). A plugin declares its list in its own module's `userFactors` (passkeys, crypto
 * wallets, OAuth providers do).
 */
export const CORE_USER_FACTORS: Record<string, UserFactorList> = {
  emails: { list: 'emails', idKey: 'email_id', notFound: 'email_not_found' },
  phone_numbers: { list: 'phone_numbers', idKey: 'phone_id', notFound: 'phone_number_not_found' },
  totps: { list: 'totps', idKey: 'totp_id' },
  biometric_registrations: { list: 'biometric_registrations', idKey: 'biometric_registration_id' },
};

export const usersModule: SimModuleFunction = (sim) => {
  sim.route('GET', '/sdk/v1/users/me', (ctx) => sim.users.toJSON(ctx.requireSession().user));

  sim.route('PUT', '/sdk/v1/users/me', (ctx) => {
    const { user } = ctx.requireSession();
    const f = fields(ctx.body, { untrusted_metadata: 'object?', name: 'object?' });
    if (f.untrusted_metadata) {
      // Stytch merges top-level keys; a null value deletes the key.
      const md = { ...user.user.untrusted_metadata, ...f.untrusted_metadata };
      for (const [k, v] of Object.entries(md)) if (v === null) delete md[k];
      user.user.untrusted_metadata = md;
    }
    if (f.name) user.user.name = { ...user.user.name, ...(f.name as object) };
    const out = sim.users.toJSON(user);
    return {
      user_id: out.user_id,
      __user: out,
      emails: out.emails,
      phone_numbers: out.phone_numbers,
      crypto_wallets: out.crypto_wallets,
    };
  });
};

/**
 * `DELETE /sdk/v1/users/<segment>/:id` for one user list a module declares (`userFactors`): removes the session
 * user's entry whose `idKey` is `:id`. Both it and `PUT /users/me` return `__user`, which the client requires.
 * Deleting a factor is a privileged change: Stytch's multi-factor rule applies (sim/mfa.ts). Stytch itself does not
 * refuse to delete a user's last factor; the account widget does.
 */
export const userFactorRoute =
  ({ list, idKey, notFound = 'not_found' }: UserFactorList): RouteHandler =>
  (ctx) => {
    const { user: rec, session } = ctx.requireSession();
    requireMultiFactor(ctx.sim, rec, session);
    const lists = rec.user as unknown as Record<string, Array<Record<string, unknown>> | undefined>;
    const arr = lists[list] ?? [];
    const i = arr.findIndex((x) => x[idKey] === ctx.params.id);
    if (i < 0) throw simError(notFound);
    arr.splice(i, 1);
    const user = ctx.sim.users.toJSON(rec);
    return { user_id: user.user_id, __user: user };
  };
