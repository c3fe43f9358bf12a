/**
 * English strings of the email-magic-links plugin. Override any key with the widget's `strings` option. Values are
 * rendered as text, never HTML; `{name}` placeholders are filled in by the widget.
 */
export const strings = {
  /** Configuration error: magic links and email OTP both send email codes or links from the Email tab. */
  'email-magic-links.config.otpEmail': 'Error: Cannot use both EML and Email OTP',
  /** The fix, shown after it. */
  'email-magic-links.config.otpEmailFix':
    "Remove emailMagicLinks() from plugins, or remove 'email' from otp({methods}).",
  /** Label of the Email tab (shown only when more than one tab applies). */
  'email-magic-links.tab': 'Email',
  /** Button other plugins (passwords) offer to send a magic link instead. */
  'email-magic-links.alternative': 'Email me a login link',
  /** Visible label of the email field (a placeholder alone is no label). */
  'email-magic-links.email.label': 'Email',
  /** Placeholder of the email field (the product's {email}). */
  'email-magic-links.email.placeholder': 'example@email.com',
  /** Submit button of the Email tab. */
  'email-magic-links.submit': 'Continue with email',
  /** Shown when the typed address does not look like an email; nothing is sent. */
  'email-magic-links.error.invalidEmail': 'Email format is invalid.',
  /** EmailConfirmation title. */
  'email-magic-links.confirmation.title': 'Check your email',
  /** EmailConfirmation text; {email} is the address the link went to. */
  'email-magic-links.confirmation.sentTo': 'An email was sent to {email}.',
  /** Accessible name of the group of inbox links. */
  'email-magic-links.confirmation.inboxes': 'Open your inbox',
  'email-magic-links.confirmation.gmail': 'Open in Gmail',
  'email-magic-links.confirmation.yahoo': 'Open in Yahoo',
  'email-magic-links.confirmation.outlook': 'Open in Outlook',
  /** Read by screen readers after each inbox link. */
  'email-magic-links.confirmation.newTab': '(opens in a new tab)',
  /** Before the resend button. */
  'email-magic-links.resend.prompt': "Didn't get it?",
  'email-magic-links.resend.button': 'Resend email',
  /** The resend button's label while it waits after the first email; {seconds} counts down each second. */
  'email-magic-links.resend.wait': 'Email sent! Try again in {seconds}s',
  /**
   * The resend button's accessible name while it counts down: {status} is the visible countdown text above, {action}
   * the button's own label ('Resend email'), so a screen reader tells it from the 'Try again' button.
   */
  'email-magic-links.resend.waitName': '{status} ({action})',
  /** The same after a resend. */
  'email-magic-links.resend.waitResent': 'Email resent! Try again in {seconds}s',
  /** Announced (politely) when the countdown ends. */
  'email-magic-links.resend.ready': 'You can resend the email now.',
  /** Toast after a successful resend. */
  'email-magic-links.resend.sent': 'Email resent',
  /** Clears the stored email and returns to Main. */
  'email-magic-links.tryAgain': 'Try again',
  /** Redirect page: the link was used or expired (`unable_to_auth_magic_link`, `magic_link_not_found`). */
  'email-magic-links.link.expired':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  /** Redirect page: opened in another browser than the one that requested it (PKCE verifier missing). */
  'email-magic-links.link.pkce': 'Open the link in the browser where you requested it, or send a new link.',
  /** Redirect page titles. */
  'email-magic-links.link.authenticating': 'Logging you in…',
  'email-magic-links.link.successTitle': 'You are logged in',
  /** Redirect page, after a successful login; {email} is the user's first email address. */
  'email-magic-links.link.success': 'You are signed in as {email}.',
  'email-magic-links.link.errorTitle': 'We could not log you in',
  /** Redirect page: retry the same link after a network or server failure. */
  'email-magic-links.link.retry': 'Try again',
  /** Redirect page: the way back to request a new link. */
  'email-magic-links.link.newLink': 'Send a new link',
  // Error types this method owns, found through the plugin's `errors` map.
  'email-magic-links.errorType.unable_to_auth_magic_link':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
} as const;

export type EmailMagicLinksStringKey = keyof typeof strings;

// Types the developer's `strings` overrides with this plugin's keys.
declare module 'entryway' {
  interface StringRegistry extends Record<EmailMagicLinksStringKey, string> {}
}

/** The API error types this method recognises → its string keys (the plugin's `errors`). */
export const errors = {
  unable_to_auth_magic_link: 'email-magic-links.errorType.unable_to_auth_magic_link',
} as const satisfies Record<string, EmailMagicLinksStringKey>;
