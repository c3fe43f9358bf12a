/**
 * The password-reset widget kind this plugin provides: `mountResetPassword` / `<ResetPassword/>`. The app passes the
 * reset link's `token`; the link's `stytch_token_type` (`reset_password` or `login`) is taken out of the address
 * bar by the core when the widget is created. Apps with one redirect page for every link use `mountCallback`
 * instead: this plugin claims both token types there too.
 */
import { mountWidget, takeUrlToken, type MountOptions, type MountedWidget } from 'entryway';

declare module 'entryway' {
  interface WidgetKindRegistry {
    resetPassword: {
      /** The `token` query parameter of the reset link. Never stored in the widget's state. */
      passwordResetToken?: string;
    };
  }
}

/** Options of the password-reset widget. */
export interface ResetPasswordOptions extends MountOptions {
  /**
   * The `token` query parameter of the reset link. Never stored in the widget's state.
   * @default the page's own `?token=` (taken out of the address bar), as Stytch's UI does
   */
  passwordResetToken?: string;
}

/** The app's token, or the one in the page's address (taken out of it at once). */
export function resetToken(given: string | undefined): string | undefined {
  return given || takeUrlToken().token || undefined;
}

/** Mount the password-reset widget (with the passwords plugin among `plugins`). */
export function mountResetPassword({ passwordResetToken, ...options }: ResetPasswordOptions): MountedWidget {
  return mountWidget(
    'resetPassword',
    { ...options, inputs: { passwordResetToken: resetToken(passwordResetToken) } },
    'mountResetPassword',
  );
}
