/**
 * `entryway/plugins/passkeys/account`: the passkeys plugin on the account page ('Passkeys': the list, rename, delete,
 * set up another). `passkeysAccount(options)` is the same plugin as `passkeys(options)` (id, slice, commands, strings,
 * second-factor step) plus its account section, whose code loads with `import()` only on an account page that shows it.
 * A login page imports `passkeys` from `entryway/plugins/passkeys` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { passkeysAccount } from 'entryway/plugins/passkeys/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), passkeysAccount()] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { passkeys, type PasskeysPlugin } from './plugin';
import type { PasskeysOptions } from './options';

// The section and its English strings: one chunk.
const section = () => import('./screens/AccountPasskeys');

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `passkeysAccount()` returns: `passkeys()`'s with its account section. */
export type PasskeysAccountPlugin = PasskeysPlugin & { account: AccountSection[] };

export const passkeysAccount = (options: PasskeysOptions = {}): PasskeysAccountPlugin => {
  const plugin = passkeys(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    account: [
      {
        id: 'passkeys/passkeys',
        titleKey: 'passkeys.account.title',
        Section: lazyScreen(section, 'AccountPasskeys'),
        strings: () => section().then((m) => m.strings),
      },
    ],
  };
};
