/**
 * `entryway/plugins/idp/account`: the identity-provider plugin on the account page ('Connected apps': the apps the user
 * allowed, revoke). `idpAccount(options)` is the same plugin as `idp(options)` (id, slice, commands, strings,
 * identity-provider widget) plus its account section, whose code loads with `import()` only on an account page that
 * shows it. A login page imports `idp` from `entryway/plugins/idp` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { idpAccount } from 'entryway/plugins/idp/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), idpAccount()] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { idp, type IdpPlugin } from './plugin';
import type { IdpOptions } from './options';

const strings = () => import('./accountStrings').then((m) => m.strings);

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `idpAccount()` returns: `idp()`'s with its account section. */
export type IdpAccountPlugin = IdpPlugin & { account: AccountSection[] };

export const idpAccount = (options: IdpOptions = {}): IdpAccountPlugin => {
  const plugin = idp(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    account: [
      {
        id: 'idp/connected-apps',
        titleKey: 'idp.account.title',
        Section: lazyScreen(() => import('./screens/ConnectedAppsSection'), 'ConnectedAppsSection'),
        strings,
      },
    ],
  };
};
