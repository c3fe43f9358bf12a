/**
 * Identifier checks shared by plugins. Emails are NFKC-normalised first and refused when they contain control,
 * whitespace or bidi-override characters (checklist X5).
 */
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\s]/;
const EMAIL = /^[^@]+@[^@]+\.[^@]+$/;

/** Whether `value` (after NFKC normalisation) is a plausible email address. */
export function isValidEmail(value: string): boolean {
  const v = value.normalize('NFKC');
  return v.length <= 254 && !CONTROL_OR_BIDI.test(v) && EMAIL.test(v);
}

/** The email as it is sent: NFKC-normalised, surrounding spaces removed. */
export function normaliseEmail(value: string): string {
  return value.normalize('NFKC').trim();
}
