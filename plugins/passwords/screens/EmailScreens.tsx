/**
 * The "check your email" screens. Each is reached by a real flow (see README):
 * - PasswordForgot: 'Forgot your password?' on the login form sent a reset email;
 * - PasswordDedupe: create or log in answered `reset_password`, so a reset email was sent;
 * - PasswordBreached: log in answered `breached_password` (the stored password is on a breach list), reset email sent;
 * - PasswordSetNew: passwordless mode without another email method (or 'Create a password instead') sent a reset
 *   email so the user can set a password.
 */
import type { EntryProps } from 'entryway';
import { EmailActionScreen } from '../components';

export function PasswordForgot(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.forgot.title" textKey="passwords.forgot.text" offerPasswordless />;
}

export function PasswordDedupe(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.dedupe.title" textKey="passwords.dedupe.text" offerPasswordless />;
}

export function PasswordBreached(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.breachedScreen.title" textKey="passwords.breachedScreen.text" offerPasswordless />;
}

export function PasswordSetNew(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.setNew.title" textKey="passwords.setNew.text" offerPasswordless={false} />;
}
