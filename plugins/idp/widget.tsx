/**
 * The identity-provider widget kind this plugin provides: `mountIdentityProvider` / `<IdentityProvider/>`, thin
 * wrappers over the core's `mountWidget` / `<Widget/>`. The page's query (authorize or logout request) is read when
 * the widget is created.
 */
import { mountWidget, type MountOptions, type MountedWidget } from 'entryway';
import type { AuthTokenParams } from './flow';

declare module 'entryway' {
  interface WidgetKindRegistry {
    identityProvider: {
      /**
       * A trusted auth token for this user, minted by the app's backend: exchanged for a 60-minute session
       * (`session.attest`) before the authorize request. Never stored in the widget's state or logged.
       * @default undefined (the user's current session is used)
       */
      authTokenParams?: AuthTokenParams;
    };
  }
}

/** Options of `mountIdentityProvider`: the widget options plus an optional trusted auth token. */
export interface IdentityProviderOptions extends MountOptions {
  /** See {@link AuthTokenParams}. @default undefined */
  authTokenParams?: AuthTokenParams;
}

/**
 * Mount the identity-provider widget (with `idp()` among `plugins`) on the page connected apps send users to for
 * authorize and logout requests.
 * @example mountIdentityProvider({ elementId: '#idp', client, plugins: [idp()] })
 */
export function mountIdentityProvider({ authTokenParams, ...options }: IdentityProviderOptions): MountedWidget {
  return mountWidget(
    'identityProvider',
    { ...options, inputs: authTokenParams ? { authTokenParams } : {} },
    'mountIdentityProvider',
  );
}
