/**
 * Stytch's factor categories, for the conditions of second-factor login steps: a session is multi-factor when its
 * factors cover two of three categories (and one of them is under an hour old). Every second-factor plugin reads
 * them here, so that none has to import another's.
 */
import type { PendingLogin } from './login';
import type { WidgetApi } from './plugin';

/**
 * Stytch's three factor categories: `'account'` (an email or online account: email magic links, email passcodes,
 * OAuth), `'phone'` (SMS and WhatsApp passcodes) and `'dedicated'` (WebAuthn and passkeys, authenticator apps and
 * their recovery codes). Passwords, crypto wallets and biometrics are in none of them.
 */
export type FactorCategory = 'account' | 'phone' | 'dedicated';

/** A session factor as the client holds it (`session.authentication_factors[i]`); only `delivery_method` is read. */
export interface SessionFactor {
  delivery_method?: unknown;
}

/** The category of a session factor by its `delivery_method`, or null for a factor outside the three. */
export function factorCategory(factor: SessionFactor): FactorCategory | null {
  const m = String(factor.delivery_method ?? '');
  if (m === 'email' || m === 'embedded' || m.startsWith('oauth_')) {
    return m === 'oauth_access_token_exchange' ? null : 'account';
  }
  if (m === 'sms' || m === 'whatsapp') return 'phone';
  if (m === 'webauthn_registration' || m === 'authenticator_app' || m === 'recovery_code') return 'dedicated';
  return null;
}

/** The categories a list of session factors covers. */
export const factorCategories = (factors: readonly SessionFactor[]): Set<FactorCategory> =>
  new Set(factors.map(factorCategory).filter((c): c is FactorCategory => c !== null));

/**
 * The factors of the session a login step is deciding about: the client's session (it follows every factor of this
 * login, a step's included), else the first factor's response (`login.data`), else none.
 */
export function sessionFactors(login: PendingLogin, widget: WidgetApi): readonly SessionFactor[] {
  const live = widget.client.session.getSync()?.authentication_factors;
  const data = login.data as { session?: { authentication_factors?: SessionFactor[] } } | undefined;
  return live ?? data?.session?.authentication_factors ?? [];
}
