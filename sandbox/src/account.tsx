/**
 * `/account`: the account widget for whoever is signed in, with the profile sections (name, email addresses, phone
 * numbers, sign out) and an app action. The email and SMS passcode plugins are passed too: they tell the sections how
 * a new address or number is verified, and the SMS code confirms the user when Stytch asks for a second factor.
 * 'Sign in as …' seeds a user with a verified email and phone and signs in with a code to the email (its code read
 * from the simulator's outbox): the user has factors in two categories and the session in one, so adding or removing
 * an address or number asks to verify again first (a text message). `?locale=`, `?theme=dark`.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Account } from 'entryway/account/react';
import type { AnyPlugin } from 'entryway';
import { accountPlugins } from './accountPlugins.generated';
import { client } from './client';
import { simApi } from './simApi';
import { logCallbacks } from './eventLog';
import { EventLogPanel } from './panels/EventLogPanel';

/** The sandbox's account user: a verified email and phone, and a password. */
export const ACCOUNT_USER = {
  email: 'account@example.com',
  password: 'gallery-Sample-Passw0rd-2718',
  phone_number: '+12015550142',
};

/**
 * The plugins `?plugins=` may name (comma-separated, in order), each with the sandbox's settings, from the plugin
 * folders (`sandboxAccount.tsx`): a plugin's account entry where it has sections, the login plugin where it only tells
 * the sections what the app offers (and confirms the user again: an SMS code).
 */
const FACTORIES: Record<string, () => AnyPlugin> = Object.fromEntries(accountPlugins.map((p) => [p.name, p.create]));
const query = new URLSearchParams(window.location.search);
const plugins = (query.get('plugins') ?? 'profile,otp,passwords')
  .split(',')
  .flatMap((name) => (Object.hasOwn(FACTORIES, name.trim()) ? [FACTORIES[name.trim()]()] : []));
const locale = query.get('locale') ?? 'en';
const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;

const onSession = (listener: () => void) => client.session.onChange(() => listener());
const signedInEmail = () => client.user.getSync()?.emails[0]?.email ?? (client.session.getSync() ? '…' : '');

async function signIn() {
  if (client.session.getSync()) await client.session.revoke().catch(() => {});
  await simApi.seedUser(ACCOUNT_USER).catch(() => {});
  const { method_id } = await client.otps.email.loginOrCreate(ACCOUNT_USER.email, { expiration_minutes: 5 });
  const code = (await simApi.outbox()).filter((m) => m.to === ACCOUNT_USER.email).at(-1)?.code ?? '';
  await client.otps.authenticate(code, method_id, { session_duration_minutes: 60 });
}

function AccountPage() {
  const who = useSyncExternalStore(onSession, signedInEmail);
  return (
    <main className="sb-app">
      <h1 className="sb-title">Entryway sandbox · account</h1>
      <p className="sb-muted">
        {who ? `Signed in as ${who}.` : 'No one is signed in.'}{' '}
        <button type="button" onClick={() => void signIn()}>
          Sign in as {ACCOUNT_USER.email} (email code)
        </button>{' '}
        Codes are in the simulator&apos;s outbox.
      </p>
      <div className="sb-widget-host" data-testid="widget-host">
        <Account
          client={client}
          plugins={plugins}
          locale={locale}
          styles={styles}
          callbacks={logCallbacks}
          actions={[
            {
              id: 'delete-account',
              label: 'Delete my account',
              description: 'Needs the app’s backend: Stytch’s frontend client cannot delete a user.',
              variant: 'danger',
              confirm: { title: 'Delete your account?', text: 'This cannot be undone.', confirmLabel: 'Delete' },
              run: () => 'The sandbox has no backend: nothing was deleted.',
            },
          ]}
        />
      </div>
      <EventLogPanel />
    </main>
  );
}

createRoot(document.getElementById('page')!).render(
  <StrictMode>
    <AccountPage />
  </StrictMode>,
);
