/**
 * Password strength feedback while typing: one `strengthCheck` command per pause in typing (debounced). A keystroke
 * cancels the check in flight, and the command runs in `latest` mode, so an answer for an older value never lands.
 * The submit button may only be enabled when {@link StrengthCheck.valid} is true, i.e. the newest password was
 * checked and the server said `valid_password`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PASSWORD_LENGTH, useCommand, useWidget, type ErrorDescription } from 'entryway';
import { screenCommands } from './screenCommands';
import { STRENGTH_DEBOUNCE_MS } from './ids';
import type { StrengthResult } from './strengthResult';

export type { StrengthResult } from './strengthResult';

export interface StrengthCheck {
  /** Feedback to show: the newest answer received (may be for an older keystroke while a check is pending). */
  result: StrengthResult | null;
  /** The newest password was checked and is valid. */
  valid: boolean;
  /** A check for the newest password is scheduled or in flight. */
  checking: boolean;
  error: ErrorDescription | null;
  /** Call with every new value of the password field. */
  onPasswordChange(password: string): void;
}

export function useStrengthCheck(email?: string): StrengthCheck {
  const widget = useWidget();
  const check = useCommand(screenCommands.strengthCheck);
  // `checked`: the feedback shown is the answer for the field's newest value.
  const [view, setView] = useState<{ checked: boolean; result: StrengthResult | null }>({
    checked: true,
    result: null,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { run, clearError } = check;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPasswordChange = useCallback(
    (password: string) => {
      clearTimeout(timer.current);
      // The answer for the previous value must not land now: it would count as the check of this one.
      widget.commands.cancel(screenCommands.strengthCheck);
      // Nothing to check, or more than any password may be (the field stops at the limit; this guards pastes set
      // by scripts): no request at all.
      if (password === '' || password.length > MAX_PASSWORD_LENGTH) {
        clearError();
        setView({ checked: true, result: null });
        return;
      }
      setView((v) => ({ ...v, checked: false }));
      timer.current = setTimeout(() => {
        void run(password, email).then((r) => {
          // A failed check shows its error, and the password counts as unchecked (submit stays off). A superseded or
          // cancelled check changes nothing.
          if (r.ok) setView({ checked: true, result: r.value });
          else if ('error' in r) setView({ checked: true, result: null });
        });
      }, STRENGTH_DEBOUNCE_MS);
    },
    [widget, run, clearError, email],
  );

  return {
    result: view.result,
    valid: view.checked && view.result?.valid === true,
    checking: !view.checked,
    error: check.error,
    onPasswordChange,
  };
}
