/**
 * English strings of the profile plugin (the account widget's name, email, phone and sign-out sections). Override
 * any key with the widget's `strings` option. Values are rendered as text, never HTML.
 */
export const strings = {
  /** Heading of the name section. */
  'profile.name.title': 'Name',
  'profile.name.first': 'First name',
  'profile.name.last': 'Last name',
  'profile.name.save': 'Save',
  /** Toast and live region once the name is saved. */
  'profile.name.saved': 'Your name was saved.',
  /** Heading of the sign-out section. */
  'profile.signOut.title': 'Sign out',
  'profile.signOut.text': 'Sign out of your account on this device.',
  'profile.signOut.button': 'Sign out',
  /** Said once the session is revoked. */
  'profile.signOut.done': 'You are signed out.',
} as const;

export type ProfileStringKey = keyof typeof strings;

declare module 'entryway' {
  interface StringRegistry extends Record<ProfileStringKey, string> {}
}

/** The API error types these sections recognise → their string keys (the plugin's `errors`). */
export const errors = {} as const satisfies Record<string, ProfileStringKey>;
