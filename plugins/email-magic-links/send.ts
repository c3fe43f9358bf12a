/**
 * Sending a magic link: the request (options mapped to the client's snake_case fields) and what follows a success
 * (event, telemetry, stored email). Shared by the commands of the Email tab, the resend button and the
 * `emailLoginMethods` offer (commands.ts).
 */
import { eventData, messageLocale, redirectURL, type CommandContext } from 'entryway';
import type { MagicLinksLoginOrCreateOptions, MagicLinksLoginOrCreateResponse } from '@stytch/vanilla-js/headless';
import type { ResolvedEmailMagicLinksOptions } from './options';
import { emailStored } from './slice';
import { events } from './events';

export const PLUGIN_ID = 'email-magic-links';
export const CONFIRMATION_SCREEN = 'email-magic-links/EmailConfirmation';
/** `type` of the `email_sent` / `email_try_again_clicked` telemetry events, as Stytch's UI logs it. */
export const EMAIL_SENT_TYPE = 'login_or_create_eml';

/** `emailMagicLinksOptions` → `loginOrCreate` options; unset fields are left out (the project defaults apply). */
export function loginOrCreateOptions(o: ResolvedEmailMagicLinksOptions): MagicLinksLoginOrCreateOptions {
  const out: Record<string, unknown> = {
    login_magic_link_url: redirectURL(o.loginRedirectURL),
    signup_magic_link_url: redirectURL(o.signupRedirectURL),
    login_expiration_minutes: o.loginExpirationMinutes,
    signup_expiration_minutes: o.signupExpirationMinutes,
    login_template_id: o.loginTemplateId,
    signup_template_id: o.signupTemplateId,
    locale: o.locale,
  };
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  // The client types `locale` as a closed union; the developer's value is passed through as given.
  return out as MagicLinksLoginOrCreateOptions;
}

/** What a send runs in: a command's context (its dispatch and emit drop the work of a stale run). */
type SendContext = CommandContext<ResolvedEmailMagicLinksOptions>;

/** One login-or-create call. PKCE (`code_challenge`) is added by the client when bootstrap requires it. */
export function requestMagicLink(ctx: SendContext, email: string): Promise<MagicLinksLoginOrCreateResponse> {
  const { options } = ctx;
  const locale = messageLocale(ctx.widget, options.locale);
  return ctx.client.magicLinks.email.loginOrCreate(email, loginOrCreateOptions({ ...options, locale }));
}

/** After a send succeeded: tell the host, log `email_sent`, remember the address (not a secret). */
export function magicLinkSent(ctx: SendContext, email: string, response: MagicLinksLoginOrCreateResponse): void {
  ctx.emit(events.MagicLinkLoginOrCreateEvent, { ...eventData(response), email });
  if (ctx.current()) ctx.widget.logEvent('email_sent', { email, type: EMAIL_SENT_TYPE });
  ctx.dispatch(emailStored(email));
}

/** Send, record and go to EmailConfirmation; throws the client's error. */
export async function sendAndConfirm(ctx: SendContext, email: string): Promise<MagicLinksLoginOrCreateResponse> {
  const response = await requestMagicLink(ctx, email);
  magicLinkSent(ctx, email, response);
  ctx.navigate(CONFIRMATION_SCREEN);
  // The screen's module has what follows a send (resend, 'Try again'): it loads now even where no view preloads it.
  import('./lazyScreens').catch(() => {});
  return response;
}

declare module 'entryway' {
  interface ScreenRegistry {
    'email-magic-links/EmailConfirmation': undefined;
  }
}
