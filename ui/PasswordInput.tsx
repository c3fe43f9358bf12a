import { useState } from 'react';
import { TextInput, type TextInputProps } from './TextInput';
import { EyeIcon, EyeOffIcon } from './Icons';

/**
 * Props of {@link PasswordInput}: those of {@link TextInput} except `type`, `endAdornment` and `hideLabel` (the
 * name `hideLabel` is taken by the toggle's label here; a password field always shows its label).
 */
export interface PasswordInputProps extends Omit<
  TextInputProps,
  'type' | 'autoComplete' | 'hideLabel' | 'endAdornment'
> {
  /** Required so password managers know whether to fill (`current-password`) or generate and save (`new-password`). */
  autoComplete: 'new-password' | 'current-password';
  /** Accessible name of the toggle while the password is hidden; pass a translated string. @default 'Show password' */
  showLabel?: string;
  /** Accessible name of the toggle while the password is shown; pass a translated string. @default 'Hide password' */
  hideLabel?: string;
}

/**
 * A password field with a show/hide toggle (`aria-pressed`). The value is passed through exactly (never trimmed or
 * truncated), paste is allowed, and spelling/capitalisation helpers are off even while the password is visible.
 */
export function PasswordInput({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="ew-icon-btn ew-password-toggle"
      aria-pressed={visible}
      aria-label={visible ? hideLabel : showLabel}
      aria-controls={rest.id}
      disabled={rest.disabled}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
  return (
    <TextInput
      {...rest}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      endAdornment={toggle}
    />
  );
}
