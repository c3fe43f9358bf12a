/**
 * The password-reset widget kind this plugin provides: `mountResetPassword` / `<ResetPassword/>`. The app passes the
 * reset link's `token`; the link's `stytch_token_type` (`reset_password` or `login`) is taken out of the address
 * bar by the core when the widget is created. Apps with one redirect page for every link use `mountCallback`
 * instead: this plugin claims both token types there too.
 */
import { mountWidget, type MountOptions, type MountedWidget, type WidgetOptions } from 'entryway';
import { Widget } from 'entryway/react';

declare module '../../core/plugin' {
  interface WidgetKindRegistry {
    resetPassword: {
      /** The `token` query parameter of the reset link. Never stored in the widget's state. */
      passwordResetToken?: string;
    };
  }
}

/** Options of the password-reset widget: the reset token from the emailed link is passed by the app. */
export interface ResetPasswordOptions extends MountOptions {
  /** The `token` query parameter of the reset link. Never stored in the widget's state. */
  passwordResetToken: string;
}

/** Mount the password-reset widget (with the passwords plugin among `plugins`). */
export function mountResetPassword({ passwordResetToken, ...options }: ResetPasswordOptions): MountedWidget {
  return mountWidget('resetPassword', { ...options, inputs: { passwordResetToken } }, 'mountResetPassword');
}

/** The password-reset widget as a React component; `passwordResetToken` comes from the reset link. */
export function ResetPassword({ passwordResetToken, ...props }: WidgetOptions & { passwordResetToken: string }) {
  return <Widget kind="resetPassword" {...props} inputs={{ passwordResetToken }} />;
}
