/**
 * The profile plugin's flows, without React: saving the name, adding an email address or a phone number (a code or
 * a link sent to it, then the code entered), removing one, signing out of this device. The sections run them through
 * the account widget's `account.run` (which has the user verify again first when Stytch asks for a multi-factor
 * session); an app with its own UI runs them with `widget.commands.run(profileCommands.saveName, { … })`.
 */
import { defineCommands, type AccountInputs, type CommandContext } from 'entryway';
import type { ResolvedProfileOptions } from './options';
import { addingSet } from './slice';

/** A name as the section edits it. */
export interface NameInput {
  firstName: string;
  lastName: string;
}

/** A path is resolved against the page's origin, as Stytch needs an absolute URL. */
const absolute = (url: string | undefined) =>
  url && typeof location !== 'undefined' ? new URL(url, location.href).href : url;

/** Enter the code sent for the address or number being added: it is verified and joins the session. */
async function verify(ctx: CommandContext<ResolvedProfileOptions>, kind: 'email' | 'phone', code: string) {
  const adding = ctx.getState().profile?.[kind];
  if (!adding?.methodId) return;
  await ctx.client.otps.authenticate(code.trim(), adding.methodId, {
    session_duration_minutes: ctx.widget.sessionDurationMinutes,
  });
  ctx.dispatch(addingSet({ kind, adding: null }));
}

export const profileCommands = defineCommands('profile', {
  /** Save the user's first and last name (`user.update`); the client passes the updated user to the widget. */
  saveName: {
    run: async ({ client }, name: NameInput) => {
      await client.user.update({ name: { first_name: name.firstName.trim(), last_name: name.lastName.trim() } });
    },
  },
  /** Send a code to a new email address (`otps.email.send`, the signed-in user's path): it joins the user unverified. */
  sendEmailCode: {
    run: async (ctx, email: string) => {
      const res = await ctx.client.otps.email.send(email, { expiration_minutes: ctx.options.codeExpirationMinutes });
      ctx.dispatch(addingSet({ kind: 'email', adding: { to: email, via: 'code', methodId: res.method_id } }));
    },
  },
  /** Send a link to a new email address (`magicLinks.email.send`); opening it verifies the address. */
  sendEmailLink: {
    run: async (ctx, email: string) => {
      const url = absolute(ctx.options.emailLinkURL);
      await ctx.client.magicLinks.email.send(email, url ? { login_magic_link_url: url } : {});
      ctx.dispatch(addingSet({ kind: 'email', adding: { to: email, via: 'link', methodId: null } }));
    },
  },
  /** Send a code by SMS or WhatsApp to a new phone number (E.164): it joins the user unverified. */
  sendPhoneCode: {
    run: async (ctx, phone: string, channel: 'sms' | 'whatsapp') => {
      const options = { expiration_minutes: ctx.options.codeExpirationMinutes };
      const res =
        channel === 'whatsapp'
          ? await ctx.client.otps.whatsapp.send(phone, options)
          : await ctx.client.otps.sms.send(phone, options);
      ctx.dispatch(addingSet({ kind: 'phone', adding: { to: phone, via: 'code', channel, methodId: res.method_id } }));
    },
  },
  /** The code sent to the email address being added. */
  verifyEmail: { run: (ctx, code: string) => verify(ctx, 'email', code) },
  /** The code sent to the phone number being added. */
  verifyPhone: { run: (ctx, code: string) => verify(ctx, 'phone', code) },
  /** Stop adding (the address or number stays on the user, unverified, as Stytch keeps it). */
  cancelAdding: { run: (ctx, kind: 'email' | 'phone') => void ctx.dispatch(addingSet({ kind, adding: null })) },
  /** Remove an email address (`user.deleteEmail`). */
  removeEmail: { run: async ({ client }, emailId: string) => void (await client.user.deleteEmail(emailId)) },
  /** Remove a phone number (`user.deletePhoneNumber`). */
  removePhone: { run: async ({ client }, phoneId: string) => void (await client.user.deletePhoneNumber(phoneId)) },
  /** Sign out of this device (`session.revoke`), then the app's `onSignedOut`. */
  signOut: {
    run: async ({ client, widget }) => {
      await client.session.revoke();
      const inputs = widget.inputs as AccountInputs;
      try {
        inputs.onSignedOut?.();
      } catch (e) {
        widget.reportError(e instanceof Error ? e.message : String(e), e);
      }
    },
  },
});
