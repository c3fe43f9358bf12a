/**
 * The passkey registration widget kind this plugin provides: `mountPasskeyRegistration` / `<PasskeyRegistration/>`.
 * It takes no inputs: it works for whoever is signed in with the app's Stytch client (checked by fetching the user).
 */
import { mountWidget, type MountOptions, type MountedWidget } from 'entryway';

declare module 'entryway' {
  interface WidgetKindRegistry {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a kind without inputs, as the core's `login`
    passkeyRegistration: {};
  }
}

/** Mount the passkey registration widget (with `passkeys()` among `plugins`) for the signed-in user. */
export function mountPasskeyRegistration(options: MountOptions): MountedWidget {
  return mountWidget('passkeyRegistration', options, 'mountPasskeyRegistration');
}
