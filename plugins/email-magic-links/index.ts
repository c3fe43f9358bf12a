/**
 * `entryway/plugins/email-magic-links`: log in or sign up with a link sent by email, plus the helper for the page
 * the link opens.
 */
export { emailMagicLinks, type EmailMagicLinksPlugin } from './plugin';
export type { EmailMagicLinksOptions } from './options';
export type { EmailMagicLinksState } from './slice';
export { strings as emailMagicLinksStrings, type EmailMagicLinksStringKey } from './strings';
export {
  authenticateMagicLinkFromUrl,
  magicLinkResultView,
  renderMagicLinkResult,
  type AuthenticateFromUrlOptions,
  type MagicLinkUrlResult,
  type MagicLinkResultView,
  type ResultViewOptions,
} from './redirect';
export { events as emailMagicLinksEvents } from './events';
