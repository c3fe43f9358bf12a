/**
 * Identifier checks shared by plugins. Emails are NFKC-normalised first and refused when they contain control,
 * whitespace or bidi-override characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\s]/;
const EMAIL = /^[^@]+@[^@]+\.[^@]+$/;

/** Longest email address (RFC 5321 §4.5.3.1: a 256-octet path less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
/** Longest local part, before the '@' (RFC 5321 §4.5.3.1.1). */
export const MAX_EMAIL_LOCAL_LENGTH = 64;
/**
 * Longest password the widget sends. Stytch documents no maximum; the simulator refuses longer ones the same way, and
 * zxcvbn looks at no more than this, so a longer value only costs bandwidth.
 */
export const MAX_PASSWORD_LENGTH = 256;

/** Whether an email address is longer than RFC 5321 allows (whole address or local part). */
export function isEmailTooLong(value: string): boolean {
  const v = value.normalize('NFKC').trim();
  const at = v.lastIndexOf('@');
  return v.length > MAX_EMAIL_LENGTH || (at >= 0 ? at : v.length) > MAX_EMAIL_LOCAL_LENGTH;
}

/** Whether `value` (after NFKC normalisation) is a plausible email address of an allowed length. */
export function isValidEmail(value: string): boolean {
  const v = value.normalize('NFKC').trim();
  return !isEmailTooLong(v) && !CONTROL_OR_BIDI.test(v) && EMAIL.test(v);
}

/**
 * The email as it is sent: NFKC-normalised, surrounding spaces removed, the domain lower-cased (domains are
 * case-insensitive; the local part is kept as typed, since a mail server may treat it as case-sensitive).
 */
export function normaliseEmail(value: string): string {
  const v = value.normalize('NFKC').trim();
  const at = v.lastIndexOf('@');
  return at < 0 ? v : `${v.slice(0, at)}@${v.slice(at + 1).toLowerCase()}`;
}
