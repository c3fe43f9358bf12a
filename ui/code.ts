/**
 * Digit handling for one-time codes: pure functions, exported for the OTP plugin and tests.
 */

const ND = /\p{Nd}/u;

/**
 * The value 0–9 of a Unicode decimal digit (ASCII, full-width `０`–`９`, Arabic-Indic, Devanagari…), or -1.
 * Unicode encodes every decimal digit set as 10 contiguous code points from zero to nine (a stability guarantee),
 * so the value is the distance from the start of the run of `Nd` code points, modulo 10.
 */
export function digitValue(char: string): number {
  const cp = char.codePointAt(0);
  if (cp === undefined) return -1;
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (!ND.test(char)) return -1;
  let start = cp;
  while (start > 0 && ND.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

/** Every decimal digit of `text` as ASCII, in order; everything else is dropped. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const d = digitValue(char);
    if (d >= 0) out += String(d);
  }
  return out;
}

/** Separators allowed inside a grouped code such as '123 456' or '123-456'. */
const GROUP_SEPARATORS = new Set([
  ' ',
  '\u00A0',
  '\u2009',
  '\u202F',
  '-',
  '\u2010',
  '\u2011',
  '\u2012',
  '\u2013',
  '\u2014',
  '\u2212',
  '.',
  '·',
]);

/**
 * The code inside pasted text, at most `length` digits.
 * - Text with at most `length` digits (e.g. '123 456', '123-456', '１２３４５６') gives all of its digits.
 * - Longer text (an SMS such as 'Your 6-digit code is 123456. It expires in 10 minutes.') gives the first group
 *   of exactly `length` digits (digits joined by single spaces/dashes/dots count as one group); failing that, the
 *   first `length` digits.
 */
export function extractCode(text: string, length = 6): string {
  const all = toAsciiDigits(text);
  if (all.length <= length) return all;
  const chars = Array.from(text);
  let group = '';
  for (let i = 0; i <= chars.length; i++) {
    const c = chars[i];
    const d = c === undefined ? -1 : digitValue(c);
    if (d >= 0) {
      group += String(d);
      continue;
    }
    // A single separator between two digits keeps the group going.
    const next = chars[i + 1];
    if (group && c !== undefined && GROUP_SEPARATORS.has(c) && next !== undefined && digitValue(next) >= 0) continue;
    if (group.length === length) return group;
    group = '';
  }
  return all.slice(0, length);
}
