/**
 * `entryway/plugins/email-magic-links`: log in or sign up with a link sent by email, plus the link's landing on the
 * app's callback page (`mountCallback` from `entryway`).
 */
export { emailMagicLinks, type EmailMagicLinksPlugin } from './plugin';
export type { EmailMagicLinksOptions } from './options';
export type { EmailMagicLinksState } from './slice';
export { strings as emailMagicLinksStrings, type EmailMagicLinksStringKey } from './strings';
export { MAGIC_LINK_TOKEN_TYPE, LINK_SCREEN, type LinkResultParams } from './callback';
export { events as emailMagicLinksEvents } from './events';
