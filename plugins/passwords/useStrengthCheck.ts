/**
 * Password strength feedback while typing: one `strengthCheck` per pause in typing (debounced), each tagged with
 * a sequence number so an answer for an older keystroke never replaces the feedback for a newer one. The submit
 * button may only be enabled when {@link StrengthCheck.valid} is true, i.e. the newest password was checked and
 * the server said `valid_password`.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PASSWORD_LENGTH, useAction, useWidget, type ErrorDescription } from 'entryway';
import { STRENGTH_DEBOUNCE_MS } from './ids';

/** The fields of a strength-check answer the UI shows (policy-independent shape). */
export interface StrengthResult {
  /** `zxcvbn`, `luds`, or whatever else the server names (`breached`, `none`…). */
  policy: string;
  valid: boolean;
  breached: boolean;
  /** zxcvbn score 0–4. */
  score: number;
  warning: string;
  suggestions: string[];
  /** LUDS: characters still missing for the minimum length. */
  missingCharacters: number;
  /** LUDS: character classes still missing. */
  missingComplexity: number;
}

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

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Reads an answer defensively; a body without `valid_password` is a malformed response, not "valid". */
export function toStrengthResult(raw: unknown): StrengthResult {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (typeof r.valid_password !== 'boolean') throw new SyntaxError('Unexpected strength check response');
  const feedback = (r.feedback ?? {}) as Record<string, unknown>;
  const luds = (feedback.luds_requirements ?? {}) as Record<string, unknown>;
  return {
    policy: typeof r.strength_policy === 'string' ? r.strength_policy : 'none',
    valid: r.valid_password,
    breached: r.breached_password === true,
    score: Math.max(0, Math.min(4, Math.round(num(r.score)))),
    warning: typeof feedback.warning === 'string' ? feedback.warning : '',
    suggestions: Array.isArray(feedback.suggestions) ? feedback.suggestions.filter((s): s is string => typeof s === 'string') : [],
    missingCharacters: num(luds.missing_characters),
    missingComplexity: num(luds.missing_complexity),
  };
}

export function useStrengthCheck(email?: string): StrengthCheck {
  const widget = useWidget();
  // `latest`: overlapping checks are allowed and only the newest call's answer is delivered.
  const action = useAction(
    async (password: string) =>
      toStrengthResult(await widget.client.passwords.strengthCheck(email ? { email, password } : { password })),
    { mode: 'latest', report: false },
  );
  const [view, setView] = useState<{ latest: number; shownFor: number; result: StrengthResult | null }>({
    latest: 0,
    shownFor: 0,
    result: null,
  });
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { run, clearError } = action;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPasswordChange = useCallback(
    (password: string) => {
      const mine = ++seq.current;
      clearTimeout(timer.current);
      // Nothing to check, or more than any password may be (the field stops at the limit; this guards pastes set
      // by scripts): no request at all.
      if (password === '' || password.length > MAX_PASSWORD_LENGTH) {
        clearError();
        setView({ latest: mine, shownFor: mine, result: null });
        return;
      }
      setView((v) => ({ ...v, latest: mine }));
      timer.current = setTimeout(() => {
        void run(password).then((r) => {
          if (r.ok) {
            // Only the answer for the newest keystroke may replace the feedback.
            setView((v) => (v.latest === mine ? { latest: mine, shownFor: mine, result: r.value } : v));
          } else if ('error' in r) {
            // The newest check failed: its error is shown and the password counts as unchecked (submit stays off).
            setView((v) => (v.latest === mine ? { latest: mine, shownFor: mine, result: null } : v));
          }
        });
      }, STRENGTH_DEBOUNCE_MS);
    },
    [run, clearError],
  );

  const upToDate = view.shownFor === view.latest;
  return {
    result: view.result,
    valid: upToDate && view.result?.valid === true,
    checking: !upToDate,
    error: action.error,
    onPasswordChange,
  };
}
