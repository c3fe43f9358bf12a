/**
 * A stored phone number as people read it: E.164 ('+15555550123') in international format ('+1 555 555 0123',
 * '+44 7700 900123'). For display only: what the widget sends stays E.164.
 *
 * Only the phones section imports this module, statically, so libphonenumber-js travels in that section's lazy
 * chunk: the numbers are formatted at the section's first render, and no login page nor the account page's first
 * download carries the library. `min` metadata: the smallest set that still holds every country's formats
 * (`mobile`, which the otp plugin loads to validate typed digits, adds patterns that display does not need).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** `e164` in international format; the string itself when the library cannot read it. */
export function displayPhone(e164: string): string {
  try {
    return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
  } catch {
    return e164;
  }
}
