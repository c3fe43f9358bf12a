import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type ReactNode, type Ref } from 'react';
import { adoptSheet } from './adoptSheet';
import { FieldMessages, fieldMessageIds } from './FieldMessages';
import { codeInputStyles } from './CodeInput.styles';
import { extractCode, toAsciiDigits } from './code';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  /** Id of the `<input>`; hint and error ids derive from it (`{id}-hint`, `{id}-error`). */
  id: string;
  /** Label text (the input's accessible name), e.g. 'Passcode'. */
  label: ReactNode;
  /** Hide the label visually; it still names the input. @default false */
  hideLabel?: boolean;
  /** Current digits (controlled), ASCII `0-9` only, at most `length`. */
  value: string;
  /** Called with the cleaned digits (ASCII, at most `length`) whenever they change. */
  onChange: (digits: string) => void;
  /**
   * Called once each time the value becomes complete (`length` digits) through user input, typing, paste or
   * autofill, right after `onChange`. Not called on re-render, and not again until the value changes.
   * @default undefined
   */
  onComplete?: (code: string) => void;
  /** Number of digits. @default 6 */
  length?: number;
  /** Disabled (e.g. while verifying). @default false */
  disabled?: boolean;
  /** Error message under the boxes (`role="alert"`); sets `aria-invalid`. @default undefined */
  error?: ReactNode;
  /** Help text under the boxes, linked with `aria-describedby`. @default undefined */
  hint?: ReactNode;
  /** Focus on mount. @default false */
  autoFocus?: boolean;
  /** Form field name. @default undefined */
  name?: string;
  /** Ref to the `<input>`. @default undefined */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Where focus goes when the screen is navigated to: this field instead of the screen's heading (a one-time code is
   * typed at once). @default false
   */
  focusOnArrival?: boolean;
  /** Ids of more text describing the field (e.g. the screen's heading and instructions). @default none */
  describedBy?: string;
}

/**
 * A one-time-code field: ONE real `<input autocomplete="one-time-code" inputmode="numeric" pattern="[0-9]*">`, so
 * SMS autofill and password managers work, drawn over `length` decorative boxes (letter-spacing lines each digit up
 * with its box). Only digits are kept: typed or pasted text like '123 456', '123-456', '１２３４５６' or
 * 'Your code is 123456' yields the digits. Its CSS is not in `uiStyles`: the field adopts its own sheet into the
 * document or shadow root it renders in.
 */
export function CodeInput({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  onComplete,
  length = 6,
  disabled = false,
  error,
  hint,
  autoFocus,
  name,
  inputRef,
  focusOnArrival = false,
  describedBy: extraDescribedBy,
}: CodeInputProps) {
  const { hasError, describedBy: messages } = fieldMessageIds(id, hint, error);
  // The field brings its own rules (only passcode screens have it), adopted where it renders before the first paint.
  const codeRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = codeRef.current!.getRootNode();
    return root instanceof Document || root instanceof ShadowRoot ? adoptSheet(root, codeInputStyles) : undefined;
  }, []);
  const describedBy = [extraDescribedBy, messages].filter(Boolean).join(' ') || undefined;

  const commit = (next: string) => {
    if (next === value) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    commit(toAsciiDigits(event.target.value).slice(0, length));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    event.preventDefault();
    const pasted = toAsciiDigits(text);
    if (pasted.length >= length) {
      commit(extractCode(text, length));
      return;
    }
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    // Selection offsets are in the displayed value, which equals `value` (ASCII digits only).
    commit((value.slice(0, start) + pasted + value.slice(end)).slice(0, length));
  };

  const active = Math.min(value.length, length - 1);
  const boxes = [];
  for (let i = 0; i < length; i++) {
    boxes.push(<span key={i} className={i === active ? 'ew-code-box ew-code-box--active' : 'ew-code-box'} />);
  }

  return (
    <div className="ew-field">
      <label htmlFor={id} className={hideLabel ? 'ew-label ew-visually-hidden' : 'ew-label'}>
        {label}
      </label>
      <div
        ref={codeRef}
        className={`ew-code${hasError ? ' ew-code--invalid' : ''}${disabled ? ' ew-code--disabled' : ''}`}
        data-length={length}
      >
        <span className="ew-code-boxes" aria-hidden="true">
          {boxes}
        </span>
        <input
          ref={inputRef}
          id={id}
          className="ew-code-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          name={name}
          value={value}
          onChange={handleChange}
          onPaste={handlePaste}
          disabled={disabled}
          autoFocus={autoFocus}
          data-ew-autofocus={focusOnArrival ? '' : undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
        />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
