/**
 * `entryway/plugins/totp`: authenticator apps (TOTP) as a second factor: setting one up with a QR code and recovery
 * codes, the code asked at login, recovery codes. See README.md.
 */
export { totp, type TotpPlugin } from './plugin';
export type { TotpOptions, TotpPolicy } from './options';
export type { TotpState } from './slice';
export { strings as totpStrings, type TotpStringKey } from './strings';
export type { Enrolment, RecoverOutcome } from './commands';
/** The plugin's commands, for an app's own UI; loaded apart: a static export would be in every app's first download. */
export const loadTotpCommands = () => import('./commands').then((m) => m.totpCommands);
export { factorCategory, factorCategories, type FactorCategory } from './categories';
export type { QrEncoder, QrMatrix } from './qr';
