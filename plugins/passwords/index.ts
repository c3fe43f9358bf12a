/**
 * `entryway/plugins/passwords`: log in or sign up with an email and a password, forgot/reset by email, and the
 * password-reset widget. See README.md.
 */
export { passwords, type PasswordsPlugin } from './plugin';
export type { PasswordsOptions } from './options';
export { DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES } from './options';
export type { PasswordsState } from './slice';
export { strings as passwordsStrings, type PasswordsStringKey } from './strings';
export { STRENGTH_DEBOUNCE_MS } from './ids';
export { mountResetPassword, type ResetPasswordOptions } from './widget';
export { ResetPassword } from './ResetPassword';
export { passwordsEvents } from './publicEvents';
export { passwordsCommands } from './allCommands';
