/**
 * English strings of the oauth plugin. Override any key with the widget's `strings` option. Values render as text,
 * never HTML; `{name}` placeholders are filled in by the widget. Links to stytch.com in the One Tap developer
 * messages become clickable (the UI kit's allowlisted linkify).
 */
export const strings = {
  /** Every provider button; {provider} is the brand name ('Google', 'GitHub', 'X'…). */
  'oauth.button': 'Continue with {provider}',
  /** Accessible name of the list of provider buttons. */
  'oauth.providers': 'Social login',
  /** Callback page: the provider or Stytch reported an error (`oauth_flow_callback_error`). */
  'oauth.errorType.oauth_flow_callback_error':
    'An error was encountered in the callback of the OAuth flow. Please try again.',
  /** Callback page: the token is unknown, used or expired (`oauth_token_not_found`). */
  'oauth.errorType.oauth_token_not_found': 'OAuth Token could not be found.',
  /** Callback page: the login was started in another browser or its PKCE verifier is gone. */
  'oauth.error.pkce': 'This login was started in another browser or tab that is now closed. Please log in again.',
  /** Callback page heading while the token is exchanged. */
  'oauth.callback.authenticating': 'Logging you in…',
  /** Callback page heading after an error. */
  'oauth.callback.errorTitle': 'We could not log you in',
  /** Callback page, first: the user pressed Cancel on the provider's page (their choice, announced politely). */
  'oauth.callback.cancelled': 'You cancelled signing in with your social account.',
  /** Callback page, after linking a provider from the account page: the browser is going back there. */
  'oauth.callback.returning': 'Taking you back to your account…',
  /** Callback page: back to the app's login page (`loginPageURL`). */
  'oauth.callback.back': 'Back to log in',
  /** Callback page: retry the same token after a network or server failure. */
  'oauth.callback.retry': 'Try again',
  /** Confirmation screen after a social login. */
  'oauth.confirmation.title': 'Success!',
  /** {provider} is the brand name. */
  'oauth.confirmation.text': 'You have successfully logged in with {provider}.',
  /** {email} is the user's first email address. */
  'oauth.confirmation.email': 'You are signed in as {email}.',
  /** Read to assistive technology while the One Tap prompt loads. */
  'oauth.oneTap.loading': 'Loading Google One Tap',
  /** One Tap developer messages, shown only with a test public token. {host} is the page's host. */
  'oauth.oneTap.originNotAllowed':
    'One Tap cannot render because the current host {host} is not allowed for this project. Add it to the Authorized JavaScript origins of your Google OAuth client in the Google Cloud console; for local development add both http://localhost and http://localhost:<port>. See https://stytch.com/docs/sdks',
  'oauth.oneTap.invalidClient':
    'One Tap cannot render because Google does not recognize the client ID configured for this project. Check that the client ID saved in the Stytch dashboard matches the one in your Google Cloud console: https://stytch.com/dashboard/oauth',
  'oauth.oneTap.noOAuthConfig':
    'One Tap cannot render because no Google OAuth client is configured for this project. Configure one in the Stytch dashboard: https://stytch.com/dashboard/oauth',
  'oauth.oneTap.noLoginRedirectUrls':
    'One Tap cannot render because this project has no login redirect URLs, so oauthOptions.loginRedirectURL cannot be verified. Add login redirect URLs in the Stytch dashboard: https://stytch.com/dashboard/redirect-urls',
  'oauth.oneTap.noSignupRedirectUrls':
    'One Tap cannot render because this project has no signup redirect URLs, so oauthOptions.signupRedirectURL cannot be verified. Add signup redirect URLs in the Stytch dashboard: https://stytch.com/dashboard/redirect-urls',
  'oauth.oneTap.defaultProviderNotAllowed':
    'One Tap cannot render because the Stytch default Google OAuth client does not support One Tap. Configure your own Google client in the Stytch dashboard: https://stytch.com/dashboard/oauth',
} as const;

export type OAuthStringKey = keyof typeof strings;

declare module 'entryway' {
  interface StringRegistry extends Record<OAuthStringKey, string> {}
}
