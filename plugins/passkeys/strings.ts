/**
 * English strings of the `passkeys` plugin. Override any key with the widget's `strings` option. Product texts
 * are quoted exactly; the rest follow Stytch's prebuilt UI where it has a text.
 */
export const passkeysStrings = {
  // Main.
  'passkeys.button.login': 'Login with a Passkey',
  // The user closed the browser's passkey dialog: said quietly, it is not a failure.
  'passkeys.login.cancelled': 'Passkey sign-in was cancelled. You can try again or use another method.',
  // Errors.
  'passkeys.errorType.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'passkeys.error.unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'passkeys.error.duplicate':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'passkeys.error.notCreated':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  // Configuration and registration-widget errors.
  'passkeys.error.alone': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'passkeys.error.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkeys.error.userUnavailable': 'We could not check who is signed in. Check your connection and try again.',
  'passkeys.retry': 'Try again',
  // PasskeySecondFactor: the passkey as a second factor after another first factor. 'use' is the link to it from
  // the other second factors' screens.
  'passkeys.secondFactor.title': 'Use your passkey',
  'passkeys.secondFactor.text': 'Confirm it’s you with the passkey saved on this device or in your password manager.',
  'passkeys.secondFactor.button': 'Use your passkey',
  'passkeys.secondFactor.waiting': 'Waiting for your passkey…',
  'passkeys.secondFactor.use': 'Use a passkey instead',
  // PasskeyConfirmation.
  'passkeys.confirmation.title': 'Success!',
  'passkeys.confirmation.text': 'Your Passkey has been successfully authenticated.',
  // PasskeyRegistrationStart.
  'passkeys.start.title': 'Set up a new Passkey',
  'passkeys.start.subtitle': "With Passkeys you don't need to remember complex passwords.",
  'passkeys.start.description':
    'Passkeys are encrypted digital keys you create using your fingerprint, face, or screen lock. Creating a Passkey will allow you to easily and securely log in to your account.',
  'passkeys.start.create': 'Create a Passkey',
  'passkeys.start.skip': 'Skip',
  // PasskeyRegistrationSuccess.
  'passkeys.success.title': 'Passkey successfully created!',
  'passkeys.success.existing': 'Existing Passkeys',
  'passkeys.success.none': 'You have no passkeys yet.',
  'passkeys.success.setupAnother': 'Set up another Passkey',
  'passkeys.success.done': 'Done',
  'passkeys.success.delete': 'Delete',
  'passkeys.success.cancel': 'Cancel',
  'passkeys.success.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkeys.row.rename': 'Rename',
  'passkeys.row.delete': 'Delete',
  'passkeys.row.save': 'Save',
  'passkeys.row.cancel': 'Cancel',
  'passkeys.row.nameLabel': 'Passkey name',
  'passkeys.row.nameRequired': 'Enter a name for the passkey.',
  'passkeys.row.unnamed': 'Unnamed passkey',
  'passkeys.toast.renameFailed': 'The passkey could not be renamed. Please try again.',
  'passkeys.toast.deleteFailed': 'The passkey could not be deleted. Please try again.',
  'passkeys.toast.deleted': 'Passkey deleted',
  'passkeys.toast.renamed': 'Passkey renamed',
} as const;

export type PasskeysStringKey = keyof typeof passkeysStrings;

// Types the developer's `strings` overrides with this plugin's keys.
declare module 'entryway' {
  interface StringRegistry extends Record<PasskeysStringKey, string> {}
}
