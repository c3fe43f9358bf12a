/**
 * `entryway/plugins/crypto-wallets/account`: the crypto-wallets plugin on the account page ('Crypto wallets': the list,
 * remove). `cryptoWalletsAccount(options)` is the same plugin as `cryptoWallets(options)` (id, slice, commands,
 * strings, errors) plus its account section, whose code loads with `import()` only on an account page that shows it. A
 * login page imports `cryptoWallets` from `entryway/plugins/crypto-wallets` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { cryptoWalletsAccount } from 'entryway/plugins/crypto-wallets/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), cryptoWalletsAccount()] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { cryptoWallets, type CryptoWalletsPlugin } from './plugin';
import type { CryptoWalletsOptions } from './options';

const strings = () => import('./accountStrings').then((m) => m.strings);

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `cryptoWalletsAccount()` returns: `cryptoWallets()`'s with its account section. */
export type CryptoWalletsAccountPlugin = CryptoWalletsPlugin & { account: AccountSection[] };

export const cryptoWalletsAccount = (options: CryptoWalletsOptions = {}): CryptoWalletsAccountPlugin => {
  const plugin = cryptoWallets(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    // The account page lists the user's wallets from Stytch: no wallet buttons, no detection there.
    apply: (ctx) => (ctx.widget.kind === 'account' ? () => {} : plugin.apply(ctx)),
    account: [
      {
        id: 'crypto-wallets/wallets',
        titleKey: 'crypto-wallets.account.title',
        Section: lazyScreen(() => import('./screens/WalletsSection'), 'WalletsSection'),
        strings,
      },
    ],
  };
};
