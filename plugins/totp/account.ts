/**
 * `entryway/plugins/totp/account`: the authenticator-app plugin on the account page ('Authenticator app': enrol,
 * remove, recovery codes). `totpAccount(options)` is the same plugin as `totp(options)` (id, slice, commands, strings,
 * steps, among them the verify-again factor) plus its account section, whose code loads with `import()` only on an
 * account page that shows it. A login page imports `totp` from `entryway/plugins/totp` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { totpAccount } from 'entryway/plugins/totp/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), totpAccount()] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { totp, type TotpPlugin } from './plugin';
import type { TotpOptions } from './options';
import { accountStyles } from './account.styles';

// The section and its English strings: one chunk.
const section = () => import('./screens/AccountTotp');

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `totpAccount()` returns: `totp()`'s with its account section. */
export type TotpAccountPlugin = TotpPlugin & { account: AccountSection[] };

export const totpAccount = (options: TotpOptions = {}): TotpAccountPlugin => {
  const plugin = totp(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    // The section's own CSS, on the account page only.
    styles: `${plugin.styles ?? ''}${accountStyles}`,
    account: [
      {
        id: 'totp/app',
        titleKey: 'totp.account.title',
        Section: lazyScreen(section, 'AccountTotp'),
        strings: () => section().then((m) => m.strings),
      },
    ],
  };
};
