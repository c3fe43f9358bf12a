/**
 * `GET /users/me` (flat user), `PUT /users/me` and `DELETE /users/<factor>/:id` (both return `__user`, which the
 * client requires).
 */
import type { SimModuleFunction } from '../engine';
import { simError } from '../errors';
import type { UserRecord } from '../store';
import { fields } from '../util';

/** DELETE path segment → the user array it edits and that array's id key. */
const FACTOR_LISTS = {
  emails: ['emails', 'email_id'],
  phone_numbers: ['phone_numbers', 'phone_id'],
  webauthn_registrations: ['webauthn_registrations', 'webauthn_registration_id'],
  totps: ['totps', 'totp_id'],
  crypto_wallets: ['crypto_wallets', 'crypto_wallet_id'],
  oauth: ['providers', 'oauth_user_registration_id'],
  biometric_registrations: ['biometric_registrations', 'biometric_registration_id'],
} as const;

const NOT_FOUND: Record<string, string> = {
  webauthn_registrations: 'webauthn_registration_not_found',
  emails: 'email_not_found',
  phone_numbers: 'phone_number_not_found',
};

export const usersModule: SimModuleFunction = (sim) => {
  const mutation = (rec: UserRecord) => {
    const user = sim.users.toJSON(rec);
    return { user_id: user.user_id, __user: user };
  };

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
    const out = mutation(user);
    return { ...out, emails: out.__user.emails, phone_numbers: out.__user.phone_numbers, crypto_wallets: out.__user.crypto_wallets };
  });

  for (const [segment, [list, idKey]] of Object.entries(FACTOR_LISTS)) {
    sim.route('DELETE', `/sdk/v1/users/${segment}/:id`, (ctx) => {
      const { user } = ctx.requireSession();
      const arr = user.user[list] as Array<Record<string, unknown>>;
      const i = arr.findIndex((x) => x[idKey] === ctx.params.id);
      if (i < 0) throw simError(NOT_FOUND[segment] ?? 'not_found');
      arr.splice(i, 1);
      return mutation(user);
    });
  }
};
