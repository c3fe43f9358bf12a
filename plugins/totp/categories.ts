/**
 * Stytch's factor categories, for the plugin's step conditions (its first download; the simulator's privileged-change
 * rule has its own copy in sim/mfa.ts); kept apart from the screens' modules so the first download shares no file
 * with them.
 */

/**
 * Stytch's three factor categories: a session is multi-factor when its factors cover two of them and one is under an
 * hour old. Stytch's docs name magic links, email passcodes and OAuth (an email or online account), SMS and WhatsApp
 * passcodes (a phone), and WebAuthn, passkeys and TOTP (a dedicated factor). Passwords, crypto wallets and biometrics
 * are in none of them. A TOTP recovery code stands for its TOTP.
 */
export type FactorCategory = 'account' | 'phone' | 'dedicated';

/** The category of a session factor by its `delivery_method`, or null for factors outside the three. */
export function factorCategory(factor: { delivery_method?: unknown }): FactorCategory | null {
  const m = String(factor.delivery_method ?? '');
  if (m === 'email' || m === 'embedded' || m.startsWith('oauth_')) {
    return m === 'oauth_access_token_exchange' ? null : 'account';
  }
  if (m === 'sms' || m === 'whatsapp') return 'phone';
  if (m === 'webauthn_registration' || m === 'authenticator_app' || m === 'recovery_code') return 'dedicated';
  return null;
}

/** The categories a list of session factors covers. */
export const factorCategories = (factors: readonly { delivery_method?: unknown }[]): Set<FactorCategory> =>
  new Set(factors.map(factorCategory).filter((c): c is FactorCategory => c !== null));
