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
  /** Heading of the email section. */
  'profile.emails.title': 'Email addresses',
  'profile.emails.none': 'No email address yet.',
  'profile.emails.add': 'Add an email address',
  'profile.emails.label': 'Email address',
  'profile.emails.invalid': 'Email format is invalid.',
  'profile.emails.sendCode': 'Send a code',
  'profile.emails.sendLink': 'Send a link',
  /** After a link was sent to the new address ({name}). */
  'profile.emails.linkSent': 'We sent a link to {name}. Open it to verify the address.',
  /** Neither email passcodes nor email links are enabled in this app. */
  'profile.emails.noMethod': 'Adding an email address is not available here.',
  'profile.emails.removeText': 'You will no longer sign in or get codes with this address.',
  /** Heading of the phone section. */
  'profile.phones.title': 'Phone numbers',
  'profile.phones.none': 'No phone number yet.',
  'profile.phones.add': 'Add a phone number',
  'profile.phones.label': 'Phone number',
  'profile.phones.hint': 'With the country code, e.g. +1 201 555 0123.',
  'profile.phones.invalid': 'Enter the number with its country code, e.g. +1 201 555 0123.',
  'profile.phones.sms': 'Text me a code',
  'profile.phones.whatsapp': 'Send a code on WhatsApp',
  /** Neither SMS nor WhatsApp passcodes are enabled in this app. */
  'profile.phones.noMethod': 'Adding a phone number is not available here.',
  'profile.phones.removeText': 'You will no longer sign in or get codes with this number.',
  /** Shared by the lists. */
  'profile.verified': 'Verified',
  'profile.unverified': 'Not verified',
  'profile.remove': 'Remove',
  'profile.cancel': 'Cancel',
  'profile.done': 'Done',
  /** After a code was sent to {name} (an address or number). */
  'profile.codeSent': 'Enter the code we sent to {name}.',
  'profile.code': 'Verification code',
  'profile.verify': 'Verify',
  /** Said once an address or number ({name}) is verified and added. */
  'profile.added': '{name} was added.',
  /** The confirmation's question before removing {name}. */
  'profile.removeTitle': 'Remove {name}?',
  'profile.removed': '{name} was removed.',
  'profile.errorType.duplicate_email': 'Another account already uses this email address.',
  'profile.errorType.duplicate_phone_number': 'Another account already uses this phone number.',
  'profile.errorType.otp_code_not_found': 'That code is not right. Check it and try again.',
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
export const errors = {
  duplicate_email: 'profile.errorType.duplicate_email',
  duplicate_phone_number: 'profile.errorType.duplicate_phone_number',
  otp_code_not_found: 'profile.errorType.otp_code_not_found',
} as const satisfies Record<string, ProfileStringKey>;
