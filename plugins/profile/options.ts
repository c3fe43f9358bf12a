/**
 * Options of the profile plugin: the account widget's sections for the user's name, email addresses, phone numbers
 * and signing out of this device.
 */
export interface ProfileOptions {
  /**
   * Which sections it contributes, in this order among themselves.
   * @default ['name', 'emails', 'phones', 'sign-out']
   */
  sections?: readonly ProfileSectionName[];
  /**
   * Where the link that verifies a new email address points (`login_magic_link_url`), when the app signs in with
   * email links: the app's callback page (`mountCallback`), which adds the address to the signed-in user. A path is
   * resolved against the page's origin.
   * @default undefined (the project's default redirect URL)
   */
  emailLinkURL?: string;
  /** Minutes a code sent to verify a new email or phone stays valid (`expiration_minutes`). @default 5 */
  codeExpirationMinutes?: number;
}

/** A section of this plugin. */
export type ProfileSectionName = 'name' | 'emails' | 'phones' | 'sign-out';

/** The options with their defaults. */
export interface ResolvedProfileOptions {
  sections: readonly ProfileSectionName[];
  emailLinkURL: string | undefined;
  codeExpirationMinutes: number;
}

export const ALL_SECTIONS: readonly ProfileSectionName[] = ['name', 'emails', 'phones', 'sign-out'];

export function resolveOptions(options: ProfileOptions = {}): ResolvedProfileOptions {
  const sections = Array.isArray(options.sections)
    ? options.sections.filter((s): s is ProfileSectionName => ALL_SECTIONS.includes(s))
    : ALL_SECTIONS;
  const minutes = Number(options.codeExpirationMinutes);
  return {
    sections,
    emailLinkURL: typeof options.emailLinkURL === 'string' && options.emailLinkURL ? options.emailLinkURL : undefined,
    codeExpirationMinutes: Number.isFinite(minutes) && minutes >= 1 && minutes <= 10 ? minutes : 5,
  };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    profile: ResolvedProfileOptions;
  }
}
