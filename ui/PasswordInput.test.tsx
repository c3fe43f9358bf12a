import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordInput } from './PasswordInput';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <PasswordInput
        id="pw"
        label="Password"
        value={value}
        onChange={setValue}
        autoComplete="current-password"
        showLabel="Passwort anzeigen"
        hideLabel="Passwort verbergen"
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </form>
  );
}

const field = () => screen.getByLabelText('Password') as HTMLInputElement;

describe('PasswordInput', () => {
  it('is a password input with the given autocomplete', () => {
    render(<Harness />);
    expect(field().type).toBe('password');
    expect(field().getAttribute('autocomplete')).toBe('current-password');
    expect(field().closest('form')).not.toBeNull();
  });

  it('toggles visibility with aria-pressed and translated labels, keeping the value and focus target', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), ' s3cret Pass ');
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle);
    expect(field().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Passwort verbergen');
    expect(field().value).toBe(' s3cret Pass ');
    expect(field().getAttribute('spellcheck')).toBe('false');
    expect(field().getAttribute('autocapitalize')).toBe('none');

    await user.click(toggle);
    expect(field().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(field().value).toBe(' s3cret Pass ');
  });

  it('never trims and accepts paste of long and non-ASCII passwords', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const long = '  ' + 'correct horse battery staple 🐎 '.repeat(10) + 'é\u0301  ';
    await user.click(field());
    await user.paste(long);
    expect(field().value).toBe(long);
    expect(screen.getByTestId('value').textContent).toBe(JSON.stringify(long));
  });

  it('toggle is keyboard operable', async () => {
    const user = userEvent.setup();
    render(<Harness initial="abc" />);
    await user.tab();
    expect(document.activeElement).toBe(field());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    await user.keyboard('{Enter}');
    expect(field().type).toBe('text');
    await user.keyboard(' ');
    expect(field().type).toBe('password');
  });
});
