/**
 * `profile(options)`: the account widget's sections for the user's name, email addresses, phone numbers and signing
 * out of this device (`mountAccount` from `entryway`). Each section's code loads only where it is shown.
 */
import { definePlugin, lazyScreen, type AccountSection } from 'entryway';
import { resolveOptions, type ProfileOptions, type ProfileSectionName } from './options';
import { errors, strings } from './strings';
import { profileCommands } from './commands';
import { profileSlice } from './slice';

const SECTIONS: Record<ProfileSectionName, Omit<AccountSection, 'order'> | null> = {
  name: {
    id: 'profile/name',
    titleKey: 'profile.name.title',
    Section: lazyScreen(() => import('./screens/NameSection'), 'NameSection'),
  },
  emails: {
    id: 'profile/emails',
    titleKey: 'profile.emails.title',
    Section: lazyScreen(() => import('./screens/EmailsSection'), 'EmailsSection'),
  },
  phones: {
    id: 'profile/phones',
    titleKey: 'profile.phones.title',
    Section: lazyScreen(() => import('./screens/PhonesSection'), 'PhonesSection'),
  },
  'sign-out': {
    id: 'profile/sign-out',
    titleKey: 'profile.signOut.title',
    Section: lazyScreen(() => import('./screens/SignOutSection'), 'SignOutSection'),
  },
};

export const profile = (options: ProfileOptions = {}) => {
  const resolved = resolveOptions(options);
  // Sign out comes last among every plugin's sections; the others keep the plugin's place.
  const account = resolved.sections.flatMap((name) => {
    const section = SECTIONS[name];
    return section ? [{ ...section, ...(name === 'sign-out' ? { order: 10_000 } : {}) }] : [];
  });
  return definePlugin({
    id: 'profile',
    options: resolved,
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'profile',
            names: Object.keys({
              sections: 1,
              emailLinkURL: 1,
              codeExpirationMinutes: 1,
            } satisfies Record<keyof ProfileOptions, 1>),
            given: options,
          }
        : undefined,
    widgets: [],
    slice: profileSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors,
    commands: profileCommands,
    account,
  });
};

export type ProfilePlugin = ReturnType<typeof profile>;
