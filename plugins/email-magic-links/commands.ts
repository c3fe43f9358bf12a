/**
 * The email-magic-links plugin's flows, without React: sending the link (the Email tab, and the offer another plugin
 * shows when it owns that tab), resending it, 'Try again' on the confirmation screen and on the callback page. The
 * screens run them (`useCommand`); an app with its own UI runs them with
 * `widget.commands.run(emailMagicLinksCommands.send, 'ada@example.com')`.
 */
import { defineCommands } from 'entryway';
import { PLUGIN_ID, sendAndConfirm } from './send';

/**
 * The code of what follows a send (followUps.ts) is in the lazy screens' module, beside the screens that run it; it
 * has loaded before any of them can run (see followUps.ts).
 */
const later = () => import('./lazyScreens');

export const emailMagicLinksCommands = defineCommands(PLUGIN_ID, {
  /**
   * Send a login-or-create link to `email` (valid and normalised by the caller), then emit
   * `MAGIC_LINK_LOGIN_OR_CREATE`, log `email_sent`, store the address and open EmailConfirmation. One run at a time:
   * double clicks and repeated Enter send once.
   */
  send: { run: (ctx, email: string) => sendAndConfirm(ctx, email) },

  /**
   * The same send for the `emailLoginMethods` offer: its caller shows and reports the error (the hook's contract), so
   * this command does not report it again.
   */
  offer: { report: false, run: (ctx, email: string) => sendAndConfirm(ctx, email) },

  /**
   * Resend the link to the stored address with the same options, then emit, log and store as a send does. A newer
   * resend supersedes one in flight: only the newest result lands.
   */
  resend: { mode: 'latest', run: async (ctx) => (await later()).resend(ctx) },

  /** 'Try again' on EmailConfirmation: log `email_try_again_clicked`, forget the address, back to Main. */
  tryAgain: { run: async (ctx) => (await later()).tryAgain(ctx) },

  /**
   * 'Try again' on the callback page: authenticate the page's token (taken by the core, never stored) once more and
   * show the result; a success completes the login.
   */
  retry: { run: async (ctx) => (await later()).retry(ctx) },
});
