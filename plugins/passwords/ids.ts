/**
 * The plugin's id and screen ids, in a module of their own: Main's Email form needs them, while the screens (and the
 * view pieces only they use) load with `import()` when first needed.
 */

/** The plugin id (also slice name, string and screen prefix). */
export const ID = 'passwords';

export const SCREENS = {
  createOrLogin: 'passwords/PasswordCreateOrLogin',
  forgot: 'passwords/PasswordForgot',
  breached: 'passwords/PasswordBreached',
  setNew: 'passwords/PasswordSetNew',
  dedupe: 'passwords/PasswordDedupe',
  confirmation: 'passwords/PasswordConfirmation',
  resetForm: 'passwords/PasswordResetForm',
  resetConfirmation: 'passwords/PasswordResetConfirmation',
} as const;

declare module 'entryway' {
  interface ScreenRegistry {
    'passwords/PasswordCreateOrLogin': undefined;
    'passwords/PasswordForgot': undefined;
    'passwords/PasswordBreached': undefined;
    'passwords/PasswordSetNew': undefined;
    'passwords/PasswordDedupe': undefined;
    'passwords/PasswordConfirmation': undefined;
    /** Which link opened the reset widget: a reset link, or a passwordless login link. */
    'passwords/PasswordResetForm': { tokenType: 'login' | 'reset_password' };
    /** How the user got here: a new password (`reset`) or a login link (`login`); picks the success text. */
    'passwords/PasswordResetConfirmation': { via: 'login' | 'reset' };
  }
}

/** Debounce of the strength check, in ms. */
export const STRENGTH_DEBOUNCE_MS = 500;
