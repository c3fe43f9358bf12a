/**
 * The "check your email" screens (see README):
 * - PasswordForgot: 'Forgot your password?' on the login form sent a reset email;
 * - PasswordDedupe: create or log in answered `reset_password`, so a reset email was sent;
 * - PasswordBreached: the product lists it, but no flow leads to it (as in Stytch's UI, a breached stored password at
 *   log in is an error on the login form);
 * - PasswordSetNew: passwordless mode without another email method (or 'Create a password instead') sent a reset
 *   email so the user can set a password.
 */
import type { EntryProps } from 'entryway';
import { EmailActionScreen } from './EmailActionScreen';

export function PasswordForgot(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.forgot.title" textKey="passwords.forgot.text" offerPasswordless />;
}

export function PasswordDedupe(_props: EntryProps) {
  return <EmailActionScreen titleKey="passwords.dedupe.title" textKey="passwords.dedupe.text" offerPasswordless />;
}

export function PasswordBreached(_props: EntryProps) {
  return (
    <EmailActionScreen
      titleKey="passwords.breachedScreen.title"
      textKey="passwords.breachedScreen.text"
      offerPasswordless
    />
  );
}

export function PasswordSetNew(_props: EntryProps) {
  return (
    <EmailActionScreen titleKey="passwords.setNew.title" textKey="passwords.setNew.text" offerPasswordless={false} />
  );
}
