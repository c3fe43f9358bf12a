/**
 * `/p/crypto-wallets-account` (repo-only): the account widget with this plugin's Crypto wallets section, for whoever
 * is signed in. `?locale=` and `?theme=dark` set the widget's language and theme.
 */
import { Account } from 'entryway/account/react';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { cryptoWalletsAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=cryptoWallets`). */
export const accountPlugin: SandboxAccountPlugin = { name: 'cryptoWallets', create: () => cryptoWalletsAccount() };

const plugins = [cryptoWalletsAccount()];
const query = new URLSearchParams(window.location.search);
const locale = query.get('locale') ?? 'en';
const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;

export default function CryptoWalletsAccountPage() {
  return (
    <div className="sb-widget-host" data-testid="widget-host">
      <Account client={client} plugins={plugins} locale={locale} styles={styles} callbacks={logCallbacks} />
    </div>
  );
}
