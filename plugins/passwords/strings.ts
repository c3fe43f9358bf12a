/**
 * English strings of the passwords plugin. Product texts are used verbatim (LUDS requirements, the breached
 * warning); the rest follow Stytch's prebuilt UI. Override any key with the widget's `strings` option.
 * `{email}` in a description is rendered in bold. The English zxcvbn feedback is in zxcvbnStrings.ts, which loads with
 * the strength feedback rather than before the first form.
 */
import type { zxcvbnStrings } from './zxcvbnStrings';

export const strings = {
  'passwords.tab': 'Email',

  // Main (Email tab)
  'passwords.email.label': 'Email',
  'passwords.email.placeholder': 'example@email.com',
  'passwords.email.invalid': 'Email format is invalid.',
  'passwords.email.continue': 'Continue with email',

  // PasswordCreateOrLogin
  'passwords.password.label': 'Password',
  'passwords.password.show': 'Show password',
  'passwords.password.hide': 'Hide password',
  /** Under a password field that reached the longest password there can be ({max} characters). */
  'passwords.password.tooLong': 'Passwords can be at most {max} characters long.',
  'passwords.password.overLimit':
    'This password is {length} characters long; passwords can be at most {max}. Nothing was sent.',
  'passwords.new.chooseTitle': 'Create an account',
  'passwords.new.chooseText': 'Choose how you would like to create your account.',
  'passwords.new.title': 'Set a password',
  'passwords.new.text': 'Finish creating your account by setting a password.',
  'passwords.login.title': 'Log in',
  'passwords.continue': 'Continue',
  'passwords.forgot': 'Forgot your password?',
  'passwords.goBack': 'Go back',
  'passwords.passwordless.sendingTitle': 'Check your email',
  'passwords.passwordless.sending': 'Sending an email to {email}…',
  'passwords.passwordless.failed': 'We could not send the email.',
  'passwords.passwordless.retry': 'Try again',
  'passwords.createInstead': 'Create a password instead',
  'passwords.loginWithoutPassword': 'Log in without a password',

  // Strength feedback
  'passwords.strength.meter': 'Password strength',
  'passwords.strength.score': 'Password strength: {score} out of 4.',
  'passwords.strength.accepted': 'Password accepted.',
  'passwords.strength.notAccepted': 'Password not accepted.',
  'passwords.strength.requirementsNotMet': 'Your password must meet all requirements.',
  'passwords.requirement.fulfilled': 'Fulfilled',
  'passwords.requirement.notFulfilled': 'Not fulfilled',
  'passwords.requirement.warning': 'Warning',
  'passwords.requirement.suggestion': 'Suggestion',
  'passwords.luds.length': 'Must be at least {n} character(s) long',
  'passwords.luds.complexity': 'Must contain {n} of the following: uppercase letter, lowercase letter, number, symbol',
  'passwords.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // Email screens
  'passwords.forgot.title': 'Forgot your password?',
  'passwords.forgot.text': 'A link to reset your password was sent to you at {email}.',
  'passwords.dedupe.title': 'Check your email to set a new password',
  'passwords.dedupe.text':
    "We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at {email}.",
  'passwords.breachedScreen.title': 'Check your email to set a new password',
  'passwords.breachedScreen.text':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.',
  'passwords.setNew.title': 'Check your email',
  'passwords.setNew.text': 'A login link was sent to you at {email}.',
  'passwords.resend': 'Resend email',
  'passwords.resent': 'Email resent! Try again in {seconds}s',
  'passwords.resentStatus': 'Email resent.',
  'passwords.resendReady': 'You can resend the email now.',

  // Confirmation
  'passwords.success.title': 'Success!',
  'passwords.success.text': 'You have successfully logged in.',

  // Password-reset widget
  'passwords.reset.title': 'Reset your password',
  'passwords.reset.newPassword': 'New password',
  'passwords.reset.loggingIn': 'Logging in...',
  'passwords.reset.missingToken': 'This password reset link is incomplete. Request a new one from the login screen.',
  'passwords.reset.successText': 'Your password has been reset and you are logged in.',

  // Error types this method owns, found through the plugin's `errors` map.
  'passwords.errorType.no_user_password': 'Password not found for this user. Please try again.',
  'passwords.errorType.breached_password': 'Password appears in the list of breached passwords and must be reset.',
  'passwords.errorType.reset_password': 'Password must be reset.',
} as const;

/** The plugin's keys: these and the zxcvbn feedback's (zxcvbnStrings.ts, which loads with the feedback). */
export type PasswordsStringKey = keyof typeof strings | keyof typeof zxcvbnStrings;

// Types the developer's `strings` overrides with this plugin's keys.
declare module 'entryway' {
  interface StringRegistry extends Record<PasswordsStringKey, string> {}
}

/** The API error types this method recognises → its string keys (the plugin's `errors`). */
export const errors = {
  no_user_password: 'passwords.errorType.no_user_password',
  breached_password: 'passwords.errorType.breached_password',
  reset_password: 'passwords.errorType.reset_password',
} as const satisfies Record<string, PasswordsStringKey>;
