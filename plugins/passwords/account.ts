/**
 * `entryway/plugins/passwords/account`: the passwords plugin on the account page ('Password': set one, or change it).
 * `passwordsAccount(options)` is the same plugin as `passwords(options)` (id, slice, commands, strings, callback claim)
 * plus its account section, whose code loads with `import()` only on an account page that shows it. A login page
 * imports `passwords` from `entryway/plugins/passwords` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { passwordsAccount } from 'entryway/plugins/passwords/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), passwordsAccount()] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { passwords, type PasswordsPlugin } from './plugin';
import type { PasswordsOptions } from './options';

// The section and its English strings: one chunk.
const section = () => import('./screens/AccountPassword');

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `passwordsAccount()` returns: `passwords()`'s with its account section. */
export type PasswordsAccountPlugin = PasswordsPlugin & { account: AccountSection[] };

export const passwordsAccount = (options: PasswordsOptions = {}): PasswordsAccountPlugin => {
  const plugin = passwords(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    account: [
      {
        id: 'passwords/password',
        titleKey: 'passwords.account.title',
        Section: lazyScreen(section, 'AccountPassword'),
        strings: () => section().then((m) => m.strings),
      },
    ],
  };
};
