/**
 * This plugin's row in `npm run size`: an app with three providers (and Google One Tap). The marks of the other
 * sixteen providers must not be in it (each mark is its own module; `providers/all.ts` is imported only by
 * `entryway/stytch`'s adapter and the simulator).
 */
export const sizeApp = {
  imports: "import { oauth, google, github, apple } from 'entryway/plugins/oauth';",
  plugin: 'oauth({ providers: [google({ one_tap: true }), github(), apple()] })',
  /** The React-app size target: the Google button alone. */
  minimal: 'oauth({ providers: [google()] })',
};
