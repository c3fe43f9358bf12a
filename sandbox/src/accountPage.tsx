/**
 * An account-widget page for a plugin's sandbox (`/p/account-<…>`): `<Account/>` with the given plugins for whoever
 * is signed in, and the event log. `?locale=` and `?theme=dark` set the widget's language and theme.
 */
import { Account } from 'entryway/account/react';
import { definePlugin, type AnyPlugin } from 'entryway';
import { client } from './client';
import { logCallbacks } from './eventLog';
import { EventLogPanel } from './panels/EventLogPanel';

/**
 * Signing in by an email code, as the otp plugin declares it, without its screens: the account widget's last-way
 * rule then counts the user's verified email as a way in (a passkey is not the last one).
 */
export const emailCodeFeature = () =>
  definePlugin({ id: 'sandbox-email', options: {}, features: ['email', 'otp-email'] });

export function accountPage(plugins: AnyPlugin[]) {
  const query = new URLSearchParams(window.location.search);
  const locale = query.get('locale') ?? 'en';
  const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;
  return function AccountPage() {
    return (
      <>
        <div className="sb-widget-host" data-testid="widget-host">
          <Account client={client} plugins={plugins} locale={locale} styles={styles} callbacks={logCallbacks} />
        </div>
        <EventLogPanel />
      </>
    );
  };
}
