/** Event names of the `passkeys` plugin: Stytch's `StytchEventType` values, so existing `onEvent` handlers keep working. */
export const events = {
  PasskeyRegister: 'PASSKEY_REGISTER',
  PasskeyAuthenticate: 'PASSKEY_AUTHENTICATE',
  PasskeySkip: 'PASSKEY_SKIP',
  PasskeyDone: 'PASSKEY_DONE',
} as const;
