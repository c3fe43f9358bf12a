/**
 * Country select + phone number field. The field is an ordinary controlled input: it shows exactly what the user
 * typed, and a reformatted version replaces it only if it comes back before the user types again (sequence number)
 * and the text is unchanged. Deleting never reformats, so a ')' or '-' can always be removed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { TextInput } from '../../../ui/TextInput';
import { useT } from 'entryway';
import { countryOptions, dialCodeOf, formatAsYouType, loadPhoneLib, phoneLibIfLoaded, type PhoneLib } from '../phone';

export interface PhoneFieldProps {
  idPrefix: string;
  country: string;
  onCountryChange(country: string): void;
  value: string;
  onChange(value: string): void;
  locale?: string;
  error?: string;
}

export function PhoneField({ idPrefix, country, onCountryChange, value, onChange, locale, error }: PhoneFieldProps) {
  const t = useT();
  const [lib, setLib] = useState<PhoneLib | null>(phoneLibIfLoaded);
  const inputRef = useRef<HTMLInputElement>(null);
  const seq = useRef(0);
  const latest = useRef(value);
  latest.current = value;

  // The metadata is fetched the first time a phone form is shown, never with the plugin itself.
  useEffect(() => {
    let live = true;
    loadPhoneLib().then(
      (l) => live && setLib(l),
      () => undefined, // Offline: the select keeps the default country and submit falls back (see parsePhone).
    );
    return () => {
      live = false;
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a counter, not a DOM node: bump whatever it holds
      seq.current++; // drop formatting still in flight
    };
  }, []);

  const options = useMemo(() => countryOptions(lib, locale, country), [lib, locale, country]);
  const dial = dialCodeOf(country, lib);

  const reformat = (text: string, forCountry: string) => {
    const mine = ++seq.current;
    formatAsYouType(text, forCountry).then(
      (formatted) => {
        // Stale (the user typed again, or the country changed) or unchanged text: keep what the user sees.
        if (mine !== seq.current || latest.current !== text || formatted === text) return;
        onChange(formatted);
      },
      () => undefined, // Slow or unavailable library: the typed text stays as it is.
    );
  };

  const handleChange = (next: string) => {
    const grew = next.length > latest.current.length;
    latest.current = next;
    onChange(next);
    const el = inputRef.current;
    const caretAtEnd = !el || el.selectionEnd === null || el.selectionEnd >= next.length;
    if (grew && caretAtEnd) reformat(next, country);
    else seq.current++;
  };

  const handleCountry = (next: string) => {
    onCountryChange(next);
    if (latest.current) reformat(latest.current, next);
  };

  const selectId = `${idPrefix}-country`;
  return (
    <div className="ew-otp-phone">
      <div className="ew-otp-phone-row">
        <div className="ew-otp-country">
          <label htmlFor={selectId} className="ew-visually-hidden">
            {t('otp.phone.country')}
          </label>
          <select
            id={selectId}
            className="ew-otp-country-select"
            value={country}
            onChange={(e) => handleCountry(e.target.value)}
          >
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.dialCode ? t('otp.phone.countryOption', { name: o.name, dialCode: o.dialCode }) : o.name}
              </option>
            ))}
          </select>
          {/* What the closed select shows: short, so the number field keeps its room. */}
          <span className="ew-otp-country-display" aria-hidden="true">
            <span>{dial ? `${country} +${dial}` : country}</span>
            <svg className="ew-otp-country-chevron" width="12" height="12" viewBox="0 0 12 12" focusable="false">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </span>
        </div>
        <div className="ew-otp-phone-number">
          <TextInput
            id={`${idPrefix}-phone`}
            label={t('otp.phone.label')}
            hideLabel
            type="tel"
            inputMode="tel"
            // 'tel' (not 'tel-national'): autofill then brings the '+country' prefix, which parses whatever the select says.
            autoComplete="tel"
            placeholder={t('otp.phone.placeholder')}
            value={value}
            onChange={handleChange}
            inputRef={inputRef}
            error={error}
            required
          />
        </div>
      </div>
    </div>
  );
}
