/**
 * The Main tab form of the SMS and WhatsApp methods: phone number → E.164 → login_or_create → OTPAuthenticate.
 * The number stays in the field after any failure so the user can retry.
 */
import { useState } from 'react';
import { ErrorMessage, useCommand, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { otpCommands, otpOptions } from '../commands';
import { PhoneField } from './PhoneField';

export function PhoneForm({ widget, method }: EntryProps & { method: 'sms' | 'whatsapp' }) {
  const options = otpOptions(widget);
  // The country list speaks the widget's language (pseudo-locales keep the app's choice, or the browser's).
  const widgetLocale = useWidgetState((s) => s.widget.locale);
  const t = widget.t;
  const [country, setCountry] = useState(options.defaultCountry);
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // Parsing and sending are one command: one run at a time covers the whole submit.
  const send = useCommand(otpCommands.sendPhone);
  const idPrefix = `${widget.instanceId}-otp-${method}`;

  const submit = async () => {
    const result = await send.run(method, phone, country);
    if (!result.ok) return;
    if (result.value === 'invalid') setInvalid(true);
    else if (result.value === 'unavailable') setUnavailable(true);
  };

  return (
    <Form onSubmit={() => void submit()} ariaLabel={t(`otp.tab.${method}`)}>
      {/* Field and its request error as one group: an empty live region adds no gap. */}
      <div className="ew-field-group">
        <PhoneField
          idPrefix={idPrefix}
          country={country}
          onCountryChange={(c) => {
            setCountry(c);
            setInvalid(false);
          }}
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setInvalid(false);
            setUnavailable(false);
          }}
          locale={widgetLocale === 'en' || widgetLocale.includes('-X') ? options.locale : widgetLocale}
          error={invalid ? t('otp.error.invalidPhone') : unavailable ? t('otp.phone.unavailable') : undefined}
        />
        <ErrorMessage id={`${idPrefix}-error`} error={send.error} />
      </div>
      <Button type="submit" loading={send.pending}>
        {t(`otp.button.${method}`)}
      </Button>
    </Form>
  );
}

/** Tab forms, one per phone method (the core passes only `widget`). */
export const SmsForm = (props: EntryProps) => <PhoneForm {...props} method="sms" />;
export const WhatsAppForm = (props: EntryProps) => <PhoneForm {...props} method="whatsapp" />;
