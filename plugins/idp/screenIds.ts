/**
 * The identity-provider widget's screen ids, apart from the flow's code so that the plugin object (which names its
 * screens) does not pull the flow onto the first-render path of pages that never start it.
 */
export const SCREENS = {
  consent: 'idp/Consent',
  error: 'idp/Error',
  denied: 'idp/Denied',
  success: 'idp/Success',
  redirect: 'idp/Redirect',
  logout: 'idp/Logout',
  notLoggedOut: 'idp/NotLoggedOut',
} as const;

declare module 'entryway' {
  interface ScreenRegistry {
    'idp/Consent': undefined;
    'idp/Error': undefined;
    'idp/Denied': undefined;
    'idp/Success': undefined;
    /** The host the browser is leaving for (shown plainly). */
    'idp/Redirect': { host: string };
    'idp/Logout': undefined;
    'idp/NotLoggedOut': undefined;
  }
}
