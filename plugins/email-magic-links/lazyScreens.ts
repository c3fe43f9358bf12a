/**
 * The screens of this plugin that Main does not show, as one module: plugin.ts loads it with `import()` (one chunk,
 * one request) when one of them is first needed, or earlier when the widget preloads them. With the link's
 * authentication (the callback page's claim and 'Try again'), which plugin.ts loads as a callback widget is created,
 * and what the commands run after a send (followUps.ts).
 */
export { authenticate } from './authenticate';
export { resend, tryAgain, retry } from './followUps';
export { EmailConfirmation } from './screens/EmailConfirmation';
export { LinkResult } from './screens/LinkResult';
