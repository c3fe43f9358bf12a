/** The new-password field with its strength feedback, and the refusal of a password too long to send. */
import { ErrorMessage, MAX_PASSWORD_LENGTH, useWidget, type Translate } from 'entryway';
import { PasswordInput } from '../../../ui/PasswordInput';
import type { StrengthCheck } from '../useStrengthCheck';
import { StrengthFeedback } from './StrengthFeedback';

/**
 * The new-password input (`autocomplete="new-password"`) with debounced strength feedback. The value lives in the
 * caller's component state only.
 */
export function NewPasswordField({
  id,
  label,
  value,
  onChange,
  strength,
  autoFocus,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  strength: StrengthCheck;
  autoFocus?: boolean;
}) {
  const t = useWidget().t;
  return (
    <div className="ew-stack-sm">
      <PasswordInput
        id={id}
        label={label}
        value={value}
        onChange={(v) => {
          onChange(v);
          strength.onPasswordChange(v);
        }}
        autoComplete="new-password"
        required
        name="password"
        autoFocus={autoFocus}
        error={passwordTooLong(value, t)}
        showLabel={t('passwords.password.show')}
        hideLabel={t('passwords.password.hide')}
      />
      <StrengthFeedback id={`${id}-strength`} result={strength.result} />
      <ErrorMessage id={`${id}-strength-error`} error={strength.error} />
    </div>
  );
}

/**
 * The refusal shown under a password longer than any password may be, or undefined. The field has no `maxlength`:
 * a browser would cut a longer paste silently and the cut value would be sent; instead the whole paste stays in the
 * field and nothing is sent (the strength check skips it and submit is refused).
 */
export function passwordTooLong(value: string, t: Translate): string | undefined {
  return value.length > MAX_PASSWORD_LENGTH
    ? t('passwords.password.overLimit', { length: value.length, max: MAX_PASSWORD_LENGTH })
    : undefined;
}
