/**
 * The Main tab form of email passcodes (shown when no plugin with a higher claim owns the Email tab).
 */
import { useState } from 'react';
import { ErrorMessage, isValidEmail, normaliseEmail, useAction, useInputAutocomplete, type EntryProps } from 'entryway';
import { Button, Form, TextInput } from '../../../ui';
import { acceptCode, requestCode, SCREEN_AUTHENTICATE } from '../send';

/** The OTP email form says 'Invalid email address.' where the catalogue says 'Email format is invalid.' (spec §5). */
export const EMAIL_OVERRIDES = { invalid_email: 'otp.error.invalidEmail' };

export function EmailForm({ widget }: EntryProps) {
  const t = widget.t;
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const autoComplete = useInputAutocomplete('email', 'email');
  const send = useAction((address: string) => requestCode(widget, 'email', address), { overrides: EMAIL_OVERRIDES });
  const idPrefix = `${widget.instanceId}-otp-email`;

  const submit = async () => {
    const address = normaliseEmail(email);
    if (!isValidEmail(address)) return setInvalid(true);
    const result = await send.run(address);
    if (result.ok && acceptCode(widget, 'email', result.value, address, address)) widget.navigate(SCREEN_AUTHENTICATE);
  };

  return (
    <Form onSubmit={() => void submit()} ariaLabel={t('otp.tab.email')}>
      <div className="ew-otp-group">
        <TextInput
          id={`${idPrefix}-input`}
          label={t('otp.email.label')}
          hideLabel
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('otp.email.placeholder')}
          value={email}
          onChange={(v) => {
            setEmail(v);
            setInvalid(false);
          }}
          error={invalid ? t('otp.error.invalidEmail') : undefined}
          required
        />
        <ErrorMessage id={`${idPrefix}-error`} error={send.error} />
      </div>
      <Button type="submit" loading={send.pending}>
        {t('otp.button.email')}
      </Button>
    </Form>
  );
}
