/**
 * English strings of the passwords plugin. Product texts are used verbatim (LUDS requirements, the breached
 * warning); the rest follow Stytch's prebuilt UI. Override any key with the widget's `strings` option.
 * `{email}` in a description is rendered in bold.
 */
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

  // zxcvbn standard feedback (keys match the English messages the API returns)
  'passwords.zxcvbn.warning.shortKeyboardPatterns': 'Short keyboard patterns are easy to guess.',
  'passwords.zxcvbn.warning.straightRows': 'Straight rows of keys are easy to guess.',
  'passwords.zxcvbn.warning.repeats': 'Repeats like "aaa" are easy to guess.',
  'passwords.zxcvbn.warning.longerRepeats': 'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
  'passwords.zxcvbn.warning.sequences': 'Sequences like "abc" or "6543" are easy to guess.',
  'passwords.zxcvbn.warning.recentYears': 'Recent years are easy to guess.',
  'passwords.zxcvbn.warning.dates': 'Dates are often easy to guess.',
  'passwords.zxcvbn.warning.top10': 'This is a top-10 common password.',
  'passwords.zxcvbn.warning.top100': 'This is a top-100 common password.',
  'passwords.zxcvbn.warning.common': 'This is a very common password.',
  'passwords.zxcvbn.warning.similarToCommon': 'This is similar to a commonly used password.',
  'passwords.zxcvbn.warning.wordByItself': 'A word by itself is easy to guess.',
  'passwords.zxcvbn.warning.namesByThemselves': 'Names and surnames by themselves are easy to guess.',
  'passwords.zxcvbn.warning.commonNames': 'Common names and surnames are easy to guess.',
  'passwords.zxcvbn.suggestion.useWords': 'Use a few words, avoid common phrases.',
  'passwords.zxcvbn.suggestion.noNeedForMixed': 'No need for symbols, digits, or uppercase letters.',
  'passwords.zxcvbn.suggestion.addWords': 'Add another word or two. Uncommon words are better.',
  'passwords.zxcvbn.suggestion.longerKeyboardPattern': 'Use a longer keyboard pattern with more turns.',
  'passwords.zxcvbn.suggestion.avoidRepeats': 'Avoid repeated words and characters.',
  'passwords.zxcvbn.suggestion.avoidSequences': 'Avoid sequences.',
  'passwords.zxcvbn.suggestion.avoidRecentYears': 'Avoid recent years.',
  'passwords.zxcvbn.suggestion.avoidYearsAssociated': 'Avoid years that are associated with you.',
  'passwords.zxcvbn.suggestion.avoidDates': 'Avoid dates and years that are associated with you.',
  'passwords.zxcvbn.suggestion.capitalization': "Capitalization doesn't help very much.",
  'passwords.zxcvbn.suggestion.allUppercase': 'All-uppercase is almost as easy to guess as all-lowercase.',
  'passwords.zxcvbn.suggestion.reversed': "Reversed words aren't much harder to guess.",
  'passwords.zxcvbn.suggestion.substitutions':
    "Predictable substitutions like '@' instead of 'a' don't help very much.",

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

export type PasswordsStringKey = keyof typeof strings;

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
