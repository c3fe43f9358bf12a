/** The `otp` product of `entryway/stytch` (Stytch's prebuilt-UI config → this plugin). */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { OtpMethod, OtpOptions } from './options';
import { otp } from './plugin';

/** Stytch's `otpOptions`; `methods` may be Stytch's `OTPMethods` enum values. */
export type StytchOtpOptions = Omit<OtpOptions, 'methods'> & { methods?: readonly (OtpMethod | (string & {}))[] };

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `otp` product. */
    otpOptions?: StytchOtpOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'otpOptions'> = {
  product: 'otp',
  optionsKey: 'otpOptions',
  // Stytch's UI lists no methods by default; an empty list and unknown method names are reported by the plugin's
  // own configuration check, which is why they pass through as they are.
  create: (options) => otp({ ...options, methods: (options?.methods ?? []) as OtpMethod[] }),
  // `products="otp"` in markup: passcodes by text message, the common case (Stytch's empty default shows nothing).
  markupDefaults: { methods: ['sms'] },
};
