/**
 * The password-reset widget as a React component, in a module of its own: a page without React mounts it with
 * widget.tsx's function, and its script-tag file leaves this module (and `entryway/react`) out.
 */
import type { WidgetOptions } from 'entryway';
import { Widget } from 'entryway/react';
import { resetToken } from './widget';

/**
 * The password-reset widget as a React component; `passwordResetToken` comes from the reset link (default: the
 * page's own `?token=`).
 */
export function ResetPassword({ passwordResetToken, ...props }: WidgetOptions & { passwordResetToken?: string }) {
  return <Widget kind="resetPassword" {...props} inputs={{ passwordResetToken: resetToken(passwordResetToken) }} />;
}
