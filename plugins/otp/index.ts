/**
 * `entryway/plugins/otp`: one-time passcodes by SMS, WhatsApp and email.
 * @example
 * import { createLogin } from 'entryway';
 * import { otp } from 'entryway/plugins/otp';
 * createLogin({ client, plugins: [otp({ methods: ['sms', 'email'] })] });
 */
export { otp, type OtpPlugin } from './plugin';
export type { OtpMethod, OtpOptions, ResolvedOtpOptions } from './options';
export type { OtpState, OtpDelivery } from './slice';
export { otpStrings, type OtpStringKey } from './strings';
export { events as otpEvents } from './events';
export { otpCommands, type PhoneSendOutcome } from './commands';

/**
 * The phone second factor's commands (`secondFactorSend`, `secondFactorVerify`), for an app's own second-factor
 * screen. Loaded on demand (they stay out of the first page, like the plugin's own screen).
 * @example const { secondFactorSend } = await loadOtpSecondFactorCommands();
 * await widget.commands.run(secondFactorSend);
 */
export const loadOtpSecondFactorCommands = () => import('./secondFactor').then((m) => m.otpSecondFactorCommands);
export type { PhoneChannel } from './secondFactor';
