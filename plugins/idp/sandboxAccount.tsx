/**
 * `/p/idp-account` (repo-only): the account widget with this plugin's Connected apps section, for whoever is signed
 * in (allow Acme Notes first, from `/p/idp-client`). `?locale=` and `?theme=dark` set the widget's language and theme.
 */
import { Account } from 'entryway/account/react';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { idpAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=idp`). */
export const accountPlugin: SandboxAccountPlugin = { name: 'idp', create: () => idpAccount() };

const plugins = [idpAccount()];
const query = new URLSearchParams(window.location.search);
const locale = query.get('locale') ?? 'en';
const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;

export default function IdpAccountPage() {
  return (
    <div className="sb-widget-host" data-testid="widget-host">
      <Account client={client} plugins={plugins} locale={locale} styles={styles} callbacks={logCallbacks} />
    </div>
  );
}
