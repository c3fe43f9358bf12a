/**
 * English strings of the identity-provider widget. The product texts are copied verbatim; the others
 * (redirect host, long-lived access, retry, redirecting) are this plugin's own.
 */
export const strings = {
  // Errors
  'idp.error.title': 'Looks like there was an error!',
  'idp.error.missingParam': 'Required parameter is missing: {param}. Please reach out to the application developer.',
  // Requests refused before any call, worded like the missing-parameter text.
  'idp.error.repeatedParam': 'Parameter is repeated: {param}. Please reach out to the application developer.',
  'idp.error.challengeMethod':
    'Unsupported code_challenge_method: only S256 is accepted. Please reach out to the application developer.',
  'idp.error.challengeFormat':
    'Invalid code_challenge: it must be 43 to 128 characters of letters, digits, "-" and "_". Please reach out to the application developer.',
  'idp.error.promptNone':
    'Invalid prompt: none cannot be combined with other values. Please reach out to the application developer.',
  'idp.error.noSession': 'No active session detected. Please log in to continue.',
  'idp.error.badRedirect':
    'The application asked to send you to an address this page will not open. Please reach out to the application developer.',
  'idp.error.submitFailed': 'Your choice was not sent: {reason}',
  'idp.retry': 'Try again',
  'idp.denied': 'Access to the application was denied.',
  'idp.success.title': 'Success!',
  'idp.success.text': 'Access was granted. You may close this page.',
  'idp.redirecting': 'Taking you to {host}…',
  // Consent
  'idp.consent.title': 'Sign in to {clientName} with {projectName}',
  'idp.consent.titleCustom': '{clientName} wants to access your {projectName} account',
  'idp.consent.allowClientTo': 'Allow {clientName} to:',
  'idp.consent.requesting': '{clientName} is requesting to:',
  'idp.consent.ungrantable':
    'You do not have permissions to grant {clientName} access to some of the requested scopes.',
  'idp.consent.ungrantableRequest': "{clientName}'s request to",
  'idp.consent.more': '+{count} more',
  'idp.consent.fewer': 'Show fewer',
  'idp.consent.allow': 'Allow',
  'idp.consent.deny': 'Deny',
  'idp.consent.logoAlt': '{clientName} logo',
  'idp.consent.destination': 'Either way, you will be sent back to {host}.',
  'idp.consent.longLived': 'Long-lived access',
  'idp.consent.longLivedNotice': '{clientName} keeps this access while you are away, until you revoke it.',
  'idp.client.fallbackName': 'The App',
  'idp.scope.openid': 'Verify your identity',
  'idp.scope.openid.detail': 'View information stored within your account',
  'idp.scope.profile': 'View your personal profile information',
  'idp.scope.profile.detail': 'Your name, profile picture, and language preferences',
  'idp.scope.email.detail': 'Your email address',
  'idp.scope.phone.detail': 'Your phone number',
  'idp.scope.offline': "Maintain access to your data even when you're not actively using the app",
  'idp.scope.offline.detail1': 'Access your data even when you are offline.',
  'idp.scope.offline.detail2': 'Synchronize data and process background tasks on your behalf.',
  'idp.scope.fullAccess': 'Act on your behalf with full access to your account',
  'idp.scope.fullAccess.detail': 'Anything you can do in your account, this application can do too.',
  'idp.scope.custom': 'Use the {scope} scope',
  // Inside another site's frame: no Allow or Yes (another page could be drawn over them).
  'idp.framed.text':
    'This page is shown inside another website, so it cannot ask for your choice here: that website could hide what you are agreeing to.',
  'idp.framed.open': 'Open this page in a new window',
  // Logout
  'idp.logout.title': 'Log out?',
  'idp.logout.text': 'Are you sure you want to log out of your {projectName} account?',
  'idp.logout.yes': 'Yes',
  'idp.logout.no': 'No',
  'idp.logout.notLoggedOut': 'You have not been logged out. You may close this page.',
} as const;

export type IdpStringKey = keyof typeof strings;

declare module 'entryway' {
  interface StringRegistry extends Record<IdpStringKey, string> {}
}
