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
