/** The `emailMagicLinks` product of `entryway/stytch` (Stytch's prebuilt-UI config → this plugin). */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { EmailMagicLinksOptions } from './options';
import { emailMagicLinks } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `emailMagicLinks` product. */
    emailMagicLinksOptions?: EmailMagicLinksOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'emailMagicLinksOptions'> = {
  product: 'emailMagicLinks',
  optionsKey: 'emailMagicLinksOptions',
  create: (options) => emailMagicLinks(options),
};
