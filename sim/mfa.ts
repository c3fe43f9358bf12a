/**
 * Stytch's rule for privileged changes from the frontend client (adding an email or a phone number to a signed-in
 * user, deleting a factor, adding a second factor): once the user's verified factors span two of Stytch's three
 * categories, the session must too (`insufficient_factors`), with one of its factors authenticated within the last
 * hour (`stale_factors`). A user without enough registered factors may make the change with any session.
 */
import { simError } from './errors';
import type { Simulator } from './engine';
import type { SessionRecord, UserRecord } from './store';

/**
 * Stytch's three factor categories: magic links, email passcodes and OAuth (an email or online account); SMS and
 * WhatsApp passcodes (a phone); WebAuthn, passkeys and TOTP (a dedicated factor). Passwords, crypto wallets and
 * biometrics are in none of them. A TOTP recovery code stands for its TOTP.
 */
export type FactorCategory = 'account' | 'phone' | 'dedicated';

const HOUR = 60 * 60_000;

/** The category of a session factor by its `delivery_method`, or null for factors outside the three. */
export function factorCategory(factor: { delivery_method?: unknown }): FactorCategory | null {
  const m = String(factor.delivery_method ?? '');
  if (m === 'email' || m === 'embedded' || m.startsWith('oauth_'))
    return m === 'oauth_access_token_exchange' ? null : 'account';
  if (m === 'sms' || m === 'whatsapp') return 'phone';
  if (m === 'webauthn_registration' || m === 'authenticator_app' || m === 'recovery_code') return 'dedicated';
  return null;
}

/** The categories a list of session factors covers. */
export const factorCategories = (factors: readonly { delivery_method?: unknown }[]): Set<FactorCategory> =>
  new Set(factors.map(factorCategory).filter((c): c is FactorCategory => c !== null));

/** The categories of the factors a user has verified (what Stytch counts for "has enough factors"). */
export function registeredCategories(rec: UserRecord): Set<FactorCategory> {
  const u = rec.user;
  const out = new Set<FactorCategory>();
  if (u.emails.some((e) => e.verified) || u.providers.length) out.add('account');
  if (u.phone_numbers.some((p) => p.verified)) out.add('phone');
  if (u.webauthn_registrations.some((w) => w.verified) || u.totps.some((t) => t.verified)) out.add('dedicated');
  return out;
}

/** Throws `insufficient_factors` / `stale_factors` when Stytch would refuse a privileged change for this session. */
export function requireMultiFactor(sim: Simulator, rec: UserRecord, session: SessionRecord): void {
  if (registeredCategories(rec).size < 2) return;
  if (factorCategories(session.factors).size < 2) throw simError('insufficient_factors');
  const recent = session.factors.some((f) => sim.now() - Date.parse(f.last_authenticated_at) < HOUR);
  if (!recent) throw simError('stale_factors');
}
