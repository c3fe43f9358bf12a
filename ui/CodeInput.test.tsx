import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput } from './CodeInput';
import { digitValue, extractCode, toAsciiDigits } from './code';

function Harness(props: { onComplete?: (code: string) => void; onChange?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <CodeInput
      id="otp"
      label="Passcode"
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
      onComplete={props.onComplete}
    />
  );
}

const input = () => screen.getByLabelText('Passcode') as HTMLInputElement;

describe('CodeInput', () => {
  it('is one real input with one-time-code autofill attributes', () => {
    render(<Harness />);
    const el = input();
    expect(el.tagName).toBe('INPUT');
    expect(el.getAttribute('autocomplete')).toBe('one-time-code');
    expect(el.getAttribute('inputmode')).toBe('numeric');
    expect(el.getAttribute('pattern')).toBe('[0-9]*');
    expect(el.type).toBe('text');
    expect(document.querySelectorAll('input')).toHaveLength(1);
    expect(document.querySelectorAll('.ew-code-box')).toHaveLength(6);
  });

  it('keeps only digits while typing, at most 6', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '1a2 b-3');
    expect(input().value).toBe('123');
    await user.type(input(), '4567890');
    expect(input().value).toBe('123456');
  });

  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['１２３ ４５６', '123456'],
    ['٠١٢٣٤٥', '012345'],
    ['Your code is 123456', '123456'],
    ['Your 6-digit code is 123 456. It expires in 10 minutes.', '123456'],
    ['G-123456 is your verification code', '123456'],
    ['  987654\n', '987654'],
    ['12345678', '123456'],
  ])('paste %j → %j and completes once', async (pasted, expected) => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(input());
    await user.paste(pasted);
    expect(input().value).toBe(expected);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expected);
  });

  it('inserts a partial paste at the caret without completing', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.type(input(), '12');
    await user.paste('3 4');
    expect(input().value).toBe('1234');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('calls onComplete exactly once when typing reaches 6 digits, not on re-render or extra keys', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const { rerender } = render(<Harness onComplete={onComplete} />);
    await user.type(input(), '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(input(), '6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    await user.type(input(), '7');
    rerender(<Harness onComplete={onComplete} />);
    expect(onComplete).toHaveBeenCalledTimes(1);
    // Becoming complete again (after an edit) calls it again, once.
    await user.type(input(), '{Backspace}');
    expect(input().value).toBe('12345');
    await user.type(input(), '9');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123459');
  });

  it('does not call onComplete on mount with a complete value', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} initial="123456" />);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('links the error with aria-describedby and sets aria-invalid', () => {
    render(<CodeInput id="c" label="Code" value="" onChange={() => {}} error="Invalid passcode, please try again." />);
    const el = screen.getByLabelText('Code');
    expect(el.getAttribute('aria-invalid')).toBe('true');
    expect(el.getAttribute('aria-describedby')).toBe('c-error');
    expect(screen.getByRole('alert').textContent).toBe('Invalid passcode, please try again.');
  });

  it('supports other lengths', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    function Four() {
      const [v, setV] = useState('');
      return <CodeInput id="c4" label="Code" value={v} onChange={setV} onComplete={onComplete} length={4} />;
    }
    render(<Four />);
    await user.click(screen.getByLabelText('Code'));
    await user.paste('Code: 9876 (valid 5 min)');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('9876');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('9876');
  });
});

describe('digit helpers', () => {
  it('maps Unicode decimal digits to ASCII', () => {
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳')).toBe('0123'); // Extended Arabic-Indic
    expect(toAsciiDigits('०१२')).toBe('012'); // Devanagari
    expect(toAsciiDigits('𝟎𝟗𝟘𝟡')).toBe('0909'); // mathematical bold / double-struck
    expect(toAsciiDigits('¹²³½Ⅻ')).toBe(''); // not decimal digits
    expect(digitValue('x')).toBe(-1);
  });

  it('extracts the code group from an SMS', () => {
    expect(extractCode('Use 482913 to sign in to App2. Expires in 10 min.')).toBe('482913');
    expect(extractCode('12 34 56 78')).toBe('123456');
  });
});
