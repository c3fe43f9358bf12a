/**
 * `/p/oauth-account` (repo-only): the account widget with this plugin's Connected accounts section, for whoever is
 * signed in (sign in on the sandbox's main page first, e.g. with GitHub). Linking returns through the sandbox's
 * callback page, `/authenticate`. `?locale=` and `?theme=dark` set the widget's language and theme.
 */
import { Account } from 'entryway/account/react';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { github, google } from './index';
import { oauthAccount } from './account';
import type { SandboxAccountPlugin } from '../../sandbox/src/scenario';

/** On the sandbox's account page (`?plugins=oauth`): Google, back through the sandbox's callback page. */
export const accountPlugin: SandboxAccountPlugin = {
  name: 'oauth',
  create: () => oauthAccount({ providers: [google()], loginRedirectURL: '/authenticate' }),
};

const plugins = [oauthAccount({ providers: [google(), github()], loginRedirectURL: '/authenticate' })];
const query = new URLSearchParams(window.location.search);
const locale = query.get('locale') ?? 'en';
const styles = query.get('theme') === 'dark' ? ({ colorScheme: 'dark' } as const) : undefined;

export default function OAuthAccountPage() {
  return (
    <div className="sb-widget-host" data-testid="widget-host">
      <Account client={client} plugins={plugins} locale={locale} styles={styles} callbacks={logCallbacks} />
    </div>
  );
}
