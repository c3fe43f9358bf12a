/**
 * English strings of the authenticator-app plugin. Override any key with the widget's `strings` option.
 */
export const strings = {
  /** The link offering this step from another second factor's screen. */
  'totp.alternative': 'Use your authenticator app',

  // Challenge at login
  'totp.challenge.title': 'Enter the code from your authenticator app',
  'totp.challenge.text': 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  'totp.challenge.codeLabel': 'Authentication code',
  'totp.challenge.verifying': 'Checking the code…',
  'totp.challenge.useRecovery': 'Use a recovery code instead',

  // Recovery code at login
  'totp.recover.title': 'Enter a recovery code',
  'totp.recover.text':
    'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'totp.recover.label': 'Recovery code',
  'totp.recover.submit': 'Continue',
  'totp.recover.low':
    '{count, plural, one {You have # recovery code left.} other {You have # recovery codes left.}} Set up your authenticator app again soon to get new ones.',

  // Enrolment
  'totp.offer.title': 'Protect your account with an authenticator app',
  'totp.offer.text':
    'Each time you sign in, you will also enter a code from an app on your phone. Someone who learns your password still cannot get in.',
  'totp.offer.start': 'Set up an authenticator app',
  'totp.offer.notNow': 'Not now',
  'totp.enrol.title': 'Set up your authenticator app',
  'totp.enrol.scan': 'Scan this QR code with your authenticator app, or enter the setup key below.',
  'totp.enrol.noQr': 'Enter this setup key in your authenticator app.',
  'totp.enrol.qrLabel': 'QR code for your authenticator app',
  'totp.enrol.keyLabel': 'Setup key',
  'totp.enrol.copyKey': 'Copy key',
  'totp.enrol.openApp': 'Open in authenticator app',
  'totp.enrol.codeLabel': 'Enter the 6-digit code your app now shows',
  'totp.enrol.loading': 'Preparing your setup key…',
  'totp.enrol.restart': 'Start again',
  'totp.copied': 'Copied',
  'totp.copyFailed': 'Could not copy. Select the text and copy it yourself.',

  // Recovery codes, shown once
  'totp.codes.title': 'Save your recovery codes',
  'totp.codes.text':
    'If you lose your phone, each of these codes lets you sign in once. This is the only time they are shown.',
  'totp.codes.listLabel': 'Recovery codes',
  'totp.codes.copy': 'Copy codes',
  'totp.codes.download': 'Download .txt',
  'totp.codes.fileName': 'recovery-codes',
  'totp.codes.fileHeader': 'Recovery codes for {issuer}. Each code works once.',
  'totp.codes.saved': 'I have saved these codes',
  'totp.codes.continue': 'Continue',

  // Errors
  'totp.error.wrongCode': 'That code is not right. Enter the code your authenticator app shows now.',
  'totp.error.usedCode': 'That code has just been used. Wait for the next code in your app.',
  'totp.error.format': 'Enter the 6 digits from your authenticator app.',
  'totp.error.locked':
    'Too many wrong codes. For your security, codes are not accepted for a while. Try again later, or use a recovery code.',
  'totp.error.wrongRecovery': 'That recovery code is not right, or it has been used already. Each code works once.',
  'totp.error.recoveryLocked':
    'Too many wrong recovery codes. For your security, they are not accepted for a while. Try again later.',
  'totp.error.notRecovery':
    'That looks like a code from your app. Enter one of your recovery codes, like abcd-efgh-ijkl.',
  'totp.error.expired': 'Setting up took too long. Start again to get a new setup key.',
  'totp.error.needsMfa': 'To change your second factor, first sign in with two of your sign-in methods.',
} as const;

export type TotpStringKey = keyof typeof strings;

declare module 'entryway' {
  interface StringRegistry extends Record<TotpStringKey, string> {}
}

/** The error types this plugin words itself (merged into the widget's `errors`; commands add their own overrides). */
export const errors = {
  unable_to_authenticate_totp: 'totp.error.wrongCode',
  totp_code_already_authenticated: 'totp.error.usedCode',
  invalid_totp_code: 'totp.error.format',
  unable_to_authenticate_recovery_code: 'totp.error.wrongRecovery',
  totp_code_used_as_recovery_code: 'totp.error.notRecovery',
  expired_totp: 'totp.error.expired',
  insufficient_factors: 'totp.error.needsMfa',
  stale_factors: 'totp.error.needsMfa',
} as const satisfies Record<string, TotpStringKey>;
