import { useWidget } from 'entryway';
import { emailLoginMethod } from '../screenCommands';

/** The first email-only login method another plugin offers (magic link or email passcode), if any. */
export function useEmailLoginMethod() {
  return emailLoginMethod(useWidget());
}
