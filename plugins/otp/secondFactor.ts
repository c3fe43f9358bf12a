/**
 * The passcode as a second factor (React-free; only the lazy second-factor screen imports it, so it is not in the
 * plugin's first download): a code to the signed-in user's verified phone by SMS or WhatsApp through `send` (the
 * client's `…/send/secondary` path, since it holds the session of the first factor), and its check, which adds the
 * phone factor to that session and passes the login step.
 */
import { defineCommands, messageLocale, type CommandContext } from 'entryway';
import type { ResolvedOtpOptions } from './options';
import { codeSent, selectOtp } from './slice';
import { verifiedPhone } from './user';

type Ctx = CommandContext<ResolvedOtpOptions>;
/** A channel that reaches a phone. */
export type PhoneChannel = 'sms' | 'whatsapp';

/** The phone channels the plugin's options allow, in their order. */
export const phoneChannels = (options: ResolvedOtpOptions): PhoneChannel[] =>
  options.methods.filter((m): m is PhoneChannel => m === 'sms' || m === 'whatsapp');

export const otpSecondFactorCommands = defineCommands('otp', {
  /** `secondFactorPhone()`: the signed-in user's verified phone (E.164) the code goes to, or null when there is none. */
  secondFactorPhone: {
    run: (ctx: Ctx): string | null => verifiedPhone(ctx.client.user.getSync()) ?? null,
  },
  /**
   * `secondFactorSend(channel?)`: a code to the signed-in user's verified phone, by `channel` (default: the channel
   * of the code sent before, else the first phone channel of `methods`). A newer send supersedes one in flight, so
   * only the newest `method_id` lands. Throws when the user has no verified phone.
   */
  secondFactorSend: {
    mode: 'latest',
    async run(ctx: Ctx, channel?: PhoneChannel): Promise<void> {
      const { client, options } = ctx;
      const phone = verifiedPhone(client.user.getSync());
      if (!phone) throw new Error('Entryway: the signed-in user has no verified phone number.');
      const before = selectOtp(ctx.getState()).otpState;
      const previous = before?.secondFactor && before.type !== 'email' ? before.type : undefined;
      const via = channel ?? previous ?? phoneChannels(options)[0] ?? 'sms';
      const sendOptions = {
        expiration_minutes: options.expirationMinutes,
        locale: messageLocale(ctx.widget, options.locale),
      };
      const response =
        via === 'sms'
          ? await client.otps.sms.send(phone, sendOptions)
          : await client.otps.whatsapp.send(phone, sendOptions);
      ctx.dispatch(
        codeSent({
          type: via,
          methodId: response.method_id,
          destination: phone,
          displayDestination: phone,
          expiresAt: Date.now() + options.expirationMinutes * 60_000,
          secondFactor: true,
        }),
      );
      if (ctx.current()) ctx.widget.commands.clearError('otp/secondFactorVerify');
    },
  },

  /**
   * `secondFactorVerify(code)`: check the code against the newest second-factor `method_id`; the session gains the
   * phone factor and the login step is passed (the login completes, or the next step shows). Does nothing while a
   * send is in flight (a new `method_id` is on its way); resolves `false` then, `true` once verified.
   */
  secondFactorVerify: {
    async run(ctx: Ctx, code: string): Promise<boolean> {
      if (ctx.widget.commands.state('otp/secondFactorSend').pending) return false;
      const delivery = selectOtp(ctx.getState()).otpState;
      const methodId = delivery?.secondFactor ? delivery.methodId : '';
      await ctx.client.otps.authenticate(code, methodId, {
        session_duration_minutes: ctx.widget.sessionDurationMinutes,
      });
      if (ctx.current()) await ctx.widget.steps.complete();
      return true;
    },
  },
});
