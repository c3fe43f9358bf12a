/**
 * The email-magic-links plugin's flows, without React: sending the link (the Email tab, and the offer another plugin
 * shows when it owns that tab), resending it, 'Try again' on the confirmation screen and on the callback page. The
 * screens run them (`useCommand`); an app with its own UI runs them with
 * `widget.commands.run(emailMagicLinksCommands.send, 'ada@example.com')`.
 */
import { callbackRetry, defineCommands } from 'entryway';
import { EMAIL_SENT_TYPE, PLUGIN_ID, magicLinkSent, requestMagicLink, sendAndConfirm } from './send';
import { emailCleared } from './slice';
import { authenticate } from './callback';

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
  resend: {
    mode: 'latest',
    run: async (ctx) => {
      const email = ctx.getState()[PLUGIN_ID]?.email;
      if (!email) throw new Error('There is no address to resend the link to.');
      const response = await requestMagicLink(ctx, email);
      magicLinkSent(ctx, email, response);
      return response;
    },
  },

  /** 'Try again' on EmailConfirmation: log `email_try_again_clicked`, forget the address, back to Main. */
  tryAgain: {
    run: (ctx) => {
      const email = ctx.getState()[PLUGIN_ID]?.email;
      if (email) ctx.widget.logEvent('email_try_again_clicked', { email, type: EMAIL_SENT_TYPE });
      ctx.dispatch(emailCleared());
      ctx.navigate('main');
    },
  },

  /**
   * 'Try again' on the callback page: authenticate the page's token (taken by the core, never stored) once more and
   * show the result; a success completes the login.
   */
  retry: callbackRetry(authenticate),
});
