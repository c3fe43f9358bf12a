/**
 * What follows a send, as the `resend`, `tryAgain` and `retry` commands run it (commands.ts): in the lazy screens'
 * module, beside the screens that offer them (EmailConfirmation, and LinkResult on the callback page). The module
 * loads before any of them can run: when a send succeeds (its screen opens), and as a callback widget is created.
 */
import { callbackRetry, type CommandContext } from 'entryway';
import type { ResolvedEmailMagicLinksOptions } from './options';
import { EMAIL_SENT_TYPE, PLUGIN_ID, magicLinkSent, requestMagicLink } from './send';
import { emailCleared } from './slice';
import { authenticate } from './authenticate';

type Ctx = CommandContext<ResolvedEmailMagicLinksOptions>;

/** Resend the link to the stored address with the same options; emit, log and store as a send does. */
export async function resend(ctx: Ctx) {
  const email = ctx.getState()[PLUGIN_ID]?.email;
  if (!email) throw new Error('There is no address to resend the link to.');
  const response = await requestMagicLink(ctx, email);
  magicLinkSent(ctx, email, response);
  return response;
}

/** 'Try again' on EmailConfirmation: log `email_try_again_clicked`, forget the address, back to Main. */
export function tryAgain(ctx: Ctx): void {
  const email = ctx.getState()[PLUGIN_ID]?.email;
  if (email) ctx.widget.logEvent('email_try_again_clicked', { email, type: EMAIL_SENT_TYPE });
  ctx.dispatch(emailCleared());
  ctx.navigate('main');
}

/** 'Try again' on the callback page: authenticate the page's token once more and show the result. */
export const retry = callbackRetry(authenticate).run;
