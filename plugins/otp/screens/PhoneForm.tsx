/**
 * The Main tab form of the SMS and WhatsApp methods: phone number → E.164 → login_or_create → OTPAuthenticate.
 * The number stays in the field after any failure so the user can retry.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage, useAction, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { acceptCode, otpOptions, requestCode, SCREEN_AUTHENTICATE } from '../send';
import { parsePhone } from '../phone';
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
  const [checking, setChecking] = useState(false);
  // Guards the whole submit (parse + request): useAction alone only covers the request.
  const busy = useRef(false);
  // Set in the effect body, not only at creation: StrictMode runs effects mount → cleanup → mount on the same
  // component, and a flag cleared by the first cleanup would make every submit bail out with the spinner on.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const send = useAction((e164: string) => requestCode(widget, method, e164));
  const idPrefix = `${widget.instanceId}-otp-${method}`;

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const parsed = await parsePhone(phone, country);
      if (!mounted.current) return;
      if (parsed.kind === 'invalid') return setInvalid(true);
      if (parsed.kind === 'unavailable') return setUnavailable(true);
      const result = await send.run(parsed.e164);
      if (result.ok && acceptCode(widget, method, result.value, parsed.e164, parsed.national)) {
        widget.navigate(SCREEN_AUTHENTICATE);
      }
    } finally {
      busy.current = false;
      if (mounted.current) setChecking(false);
    }
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
      <Button type="submit" loading={checking || send.pending}>
        {t(`otp.button.${method}`)}
      </Button>
    </Form>
  );
}

/** Tab forms, one per phone method (the core passes only `widget`). */
export const SmsForm = (props: EntryProps) => <PhoneForm {...props} method="sms" />;
export const WhatsAppForm = (props: EntryProps) => <PhoneForm {...props} method="whatsapp" />;
