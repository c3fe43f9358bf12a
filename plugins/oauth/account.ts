/**
 * `entryway/plugins/oauth/account`: the OAuth plugin on the account page ('Connected accounts': link another provider,
 * unlink one). `oauthAccount(options)` is the same plugin as `oauth(options)` (id, slice, commands, strings, providers,
 * callback claim) plus its account section, whose code loads with `import()` only on an account page that shows it. A
 * login page imports `oauth` from `entryway/plugins/oauth` and never sees the section.
 * @example
 * import { mountAccount } from 'entryway/account';
 * import { profile } from 'entryway/plugins/profile';
 * import { google } from 'entryway/plugins/oauth';
 * import { oauthAccount } from 'entryway/plugins/oauth/account';
 * mountAccount({ elementId: '#account', client, plugins: [profile(), oauthAccount({ providers: [google()] })] });
 */
import { lazyScreen, type AccountSection, type EntrywayPlugin } from 'entryway';
import { load as accountLocale } from './accountLocales.generated';
import { oauth, type OAuthPlugin } from './plugin';
import type { OAuthOptions } from './options';

const strings = () => import('./accountStrings').then((m) => m.strings);

/** The plugin's catalog for a locale with its section's translations (`accountLocales/`, loaded only here). */
const withAccountLocales =
  (own: EntrywayPlugin['locales']) =>
  (tag: string): Promise<Record<string, string>> =>
    Promise.all([own?.(tag), accountLocale(tag)]).then(([plugin, account]) => ({ ...plugin, ...account }));

/** The plugin object `oauthAccount()` returns: `oauth()`'s with its account section. */
export type OAuthAccountPlugin = OAuthPlugin & { account: AccountSection[] };

export const oauthAccount = (options: OAuthOptions): OAuthAccountPlugin => {
  const plugin = oauth(options);
  return {
    ...plugin,
    locales: withAccountLocales(plugin.locales),
    account: [
      {
        id: 'oauth/connected-accounts',
        titleKey: 'oauth.account.title',
        Section: lazyScreen(() => import('./screens/ConnectedAccounts'), 'ConnectedAccounts'),
        strings,
      },
    ],
  };
};
