import type { ClipboardEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { FieldMessages, fieldMessageIds } from './FieldMessages';

/** Props of {@link TextInput}. */
export interface TextInputProps {
  /** Id of the `<input>`; the label, hint (`{id}-hint`) and error (`{id}-error`) are tied to it. */
  id: string;
  /** Visible label text (always the input's accessible name). */
  label: ReactNode;
  /** Hide the label visually; it still names the input for assistive technology. @default false */
  hideLabel?: boolean;
  /** Current value (controlled). Passed through as-is: never trimmed. */
  value: string;
  /** Called with the new raw value on every change. */
  onChange: (value: string) => void;
  /** Input type. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';
  /** Placeholder, e.g. '(123) 456-7890'. Never a substitute for the label. @default undefined */
  placeholder?: string;
  /**
   * `autocomplete` token(s), e.g. `email`, `username webauthn`, `tel-national`, `current-password`. Set it on every
   * credential field so browsers and password managers can fill it.
   * @default undefined
   */
  autoComplete?: string;
  /** Virtual-keyboard hint. @default undefined */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Form field name. @default undefined */
  name?: string;
  /** Sets `required` (and `aria-required`). @default false */
  required?: boolean;
  /** Read-only (e.g. the email on the password screen); still focusable and submitted. @default false */
  readOnly?: boolean;
  /** Disabled. @default false */
  disabled?: boolean;
  /**
   * Error message rendered under the input inside an `ErrorText` (`role="alert"`), linked with `aria-describedby`;
   * also sets `aria-invalid`.
   * @default undefined
   */
  error?: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. @default undefined */
  hint?: ReactNode;
  /** Content inside the right edge of the field (e.g. a toggle button). @default undefined */
  endAdornment?: ReactNode;
  /** Ref to the `<input>` element (focus management). @default undefined */
  inputRef?: Ref<HTMLInputElement>;
  /** Focus on mount. @default false */
  autoFocus?: boolean;
  /** Maximum length in UTF-16 code units. @default undefined (no limit) */
  maxLength?: number;
  /** Paste handler. @default undefined */
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Key-down handler. @default undefined */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Blur handler (e.g. validate on leave). @default undefined */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Browser spell checking. @default undefined (browser default) */
  spellCheck?: boolean;
  /** Automatic capitalisation on virtual keyboards, e.g. `none` for emails. @default undefined */
  autoCapitalize?: string;
}

/** Internal: the extra attributes {@link PasswordInput} needs on the same `<input>`. */
interface InternalProps {
  autoCorrect?: string;
}

/**
 * A labelled text field: a real light-DOM `<input>` 47px high, so browsers and password managers can fill it.
 */
export function TextInput(props: TextInputProps & InternalProps) {
  const {
    id,
    label,
    hideLabel = false,
    value,
    onChange,
    type = 'text',
    placeholder,
    autoComplete,
    inputMode,
    name,
    required = false,
    readOnly = false,
    disabled = false,
    error,
    hint,
    endAdornment,
    inputRef,
    autoFocus,
    maxLength,
    onPaste,
    onKeyDown,
    onBlur,
    spellCheck,
    autoCapitalize,
    autoCorrect,
  } = props;
  const { hasError, describedBy } = fieldMessageIds(id, hint, error);
  return (
    <div className="ew-field">
      <label htmlFor={id} className={hideLabel ? 'ew-label ew-visually-hidden' : 'ew-label'}>
        {label}
      </label>
      <div className="ew-input-wrap">
        <input
          ref={inputRef}
          id={id}
          className={endAdornment ? 'ew-input ew-input--has-end' : 'ew-input'}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          name={name}
          required={required}
          aria-required={required || undefined}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
          maxLength={maxLength}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          spellCheck={spellCheck}
          autoCapitalize={autoCapitalize}
          autoCorrect={autoCorrect}
        />
        {endAdornment ? <div className="ew-input-end">{endAdornment}</div> : null}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
