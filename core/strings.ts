/**
 * Strings: every plugin ships its English catalog under its own key namespace (`<id>.…`) and its translations in
 * `locales/<tag>.ts`; developers override any key with the `strings` option. Values are ICU MessageFormat
 * (`{param}`, `{n, plural, one {…} other {…}}`); they stay text (React renders them as text nodes, never HTML).
 */
import type { Catalog } from './plugin';
import { ownValue } from './own';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The core's own English strings. */
export const coreStrings = {
  'core.main.title': 'Sign up or log in',
  'core.main.or': 'or',
  'core.tabs.label': 'Sign-in methods',
  'core.back': 'Back',
  'core.loading': 'Loading',
  'core.poweredBy': 'Powered by',
  'core.toasts.label': 'Notifications',
  'core.toast.dismiss': 'Dismiss',
  'core.error.unknown': 'Something went wrong. Please try again.',
  'core.error.network': 'We could not reach the server. Check your connection and try again.',
  'core.error.server': 'The server had a problem and could not complete this request. Please try again.',
  'core.error.malformed': 'The server sent a response we could not read. Please try again.',
  'core.error.timeout': 'The server is taking too long to respond. Please try again.',
  'core.error.rateLimited': 'Too many attempts. Please wait a moment and try again.',
  'core.error.rateLimitedWait':
    'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'core.error.offline': 'You appear to be offline. Reconnect to continue.',
  'core.error.screenLoad': 'This screen could not be loaded. Check your connection and try again.',
  'core.screenLoad.retry': 'Try again',
  'core.error.requestId': 'Request ID: {requestId}',
  'core.error.emailTooLong': 'This email address is too long: at most 64 characters before the @ and 254 in all.',
  'core.error.noPlugins': 'Error: No login methods are configured.',
  'core.error.noWidgetProvider':
    'Error: No plugin provides the "{kind}" widget. Add the plugin that provides it to plugins.',
  // Configuration mistakes: what is wrong, with the option's name, and the fix.
  'core.config.noClient':
    "Error: No Stytch client. Pass client: createStytchClient('public-token-…') from @stytch/vanilla-js/headless (or a function that returns it).",
  'core.config.pluginsList': 'Error: plugins must be a list of login methods, e.g. plugins: [emailMagicLinks()].',
  'core.config.pluginFactory':
    'Error: plugins[{index}] is the function {name}, not a plugin. Call it: plugins: [{name}()].',
  'core.config.notPlugin':
    'Error: plugins[{index}] is not a plugin. Pass what a plugin function returns, e.g. emailMagicLinks().',
  'core.config.pluginTwice': 'Error: The "{id}" plugin is listed twice in plugins. List each login method once.',
  'core.config.pluginInvalid': 'Error: The "{id}" plugin cannot be used: {reason}',
  'core.config.pluginFailed': 'Error: The "{id}" plugin failed to start ({reason}). Check its options.',
  'core.config.style.color':
    'Error: {path} is "{value}", which is not a colour. Use a CSS colour such as #19303D or rgb(25, 48, 61).',
  'core.config.style.length':
    'Error: {path} is "{value}", which is not a length. Use a number with px, rem, em, % or vw, such as 8px.',
  'core.config.style.font':
    'Error: {path} is "{value}", which is not a font list. Use font names separated by commas, such as Arial, sans-serif.',
  'core.config.elementId':
    'Error: elementId "{selector}" is a CSS selector and matches no element. To use the element with id "{selector}", write elementId: \'#{selector}\'.',
  'core.error.widgetFailed': 'Something went wrong and this form could not be shown. Please reload the page.',
  // The callback (redirect) page, for links no plugin can take.
  'core.callback.noTokenTitle': 'No login link found',
  'core.callback.noToken': 'This page expects a login link from your email.',
  'core.callback.errorTitle': 'We could not log you in',
  'core.callback.unsupported': 'This kind of link cannot be used here.',
  'core.callback.invalid': 'This login link is not valid. Please request a new one.',
  'core.callback.backToLogin': 'Back to login',
  'core.callback.continue': 'Continue',
  // The step-up widget: a signed-in user confirms it's them before a sensitive action.
  'core.stepUp.title': "Confirm it's you",
  'core.stepUp.text': 'For your security, confirm it is you before you continue.',
  'core.stepUp.cancel': 'Cancel',
  'core.stepUp.verifiedTitle': 'Thanks, you are confirmed',
  'core.stepUp.verified': 'You can continue now.',
  'core.stepUp.cancelledTitle': 'Not confirmed',
  'core.stepUp.cancelled': 'Nothing was changed. To continue, confirm it is you.',
  'core.stepUp.retry': 'Try again',
  'core.stepUp.signedOutTitle': 'You are signed out',
  'core.stepUp.signedOut': 'Sign in again, then try once more.',
  'core.stepUp.noFactor':
    'None of your sign-in methods can confirm it is you here. Sign out and sign in again, then try once more.',
  'core.config.stepUpSignedOut':
    'Error: the step-up widget confirms a signed-in user, and no one is signed in. Show it only while a session is active (after the login completes).',
  // A user who opens the login widget signed in: who ({who}: their email, phone or name), Continue and Sign out.
  'core.signedIn.title': 'You are already signed in',
  'core.signedIn.as': 'You are signed in as {who}.',
  'core.signedIn.signOut': 'Sign out',
  'core.error.mountSelector':
    'The selector you specified ({selector}) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling {mountFunction}()',
  // Error catalogue, keyed by the API's error_type: only the types several methods share or no method
  // owns. A method's own types live in its plugin's strings and `errors` map (e.g. otp_code_not_found in otp).
  'core.errorType.invalid_email': 'Email format is invalid.',
  'core.errorType.inactive_email':
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'core.errorType.unauthorized_credentials': 'Unauthorized credentials.',
  'core.errorType.user_unauthenticated': 'Must have an active session to call this method. Have you logged in yet?',
  'core.errorType.email_not_found': 'Email not found.',
  'core.errorType.member_password_not_found': 'Member password not found.',
  'core.errorType.unauthorized_action': 'Unauthorized action.',
  'core.errorType.user_lock_limit_reached': 'Too many failed authentication attempts. Please try again later.',
  'core.errorType.invalid_session_token': 'Invalid session token.',
  'core.errorType.session_not_found': 'Session not found.',
  'core.errorType.duplicate_member_phone_number':
    'A member with the specified phone number already exists for this organization.',
} as const;

export type CoreStringKey = keyof typeof coreStrings;

/**
 * Format an English message: `{name}` becomes its param (a number as ICU writes it in English, 1,000) and
 * `{n, plural, one {…} other {…}}` its form for `n` (`#` the number), the only ICU forms English catalogs use;
 * unknown placeholders stay as written. Other locales, and overrides with other ICU syntax, load the ICU formatter.
 */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(
    /\{(\w+)(?:, plural, one \{([^{}]*)\} other \{([^{}]*)\})?\}/g,
    (m, name: string, one?: string, other?: string) => {
      if (!Object.prototype.hasOwnProperty.call(params, name)) return m;
      const value = String(params[name]?.toLocaleString('en'));
      return other === undefined ? value : (Number(params[name]) === 1 ? one! : other).replaceAll('#', value);
    },
  );
}

/** Formats a catalog value with its params. */
export type Format = (template: string, params?: Record<string, string | number>) => string;

/** Build a translator over a merged catalog. Missing keys render as the key (visible in development). */
export function createTranslator(catalog: Catalog, format: Format = interpolate): Translate {
  return (key, params) => format(ownValue(catalog, key) ?? key, params);
}
