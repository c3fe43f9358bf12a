// @vitest-environment node
/**
 * Phone parsing and formatting with the real library: E.164 out, hostile input refused, the 2 s
 * fallback when the library cannot answer.
 */
import { describe, expect, it } from 'vitest';
import {
  countryOptions,
  dialCodeOf,
  formatAsYouType,
  loadPhoneLib,
  maskPhone,
  normalisePhoneInput,
  parsePhone,
} from './phone';

describe('parsePhone', () => {
  it.each([
    ['2015550123', 'US', '+12015550123', '(201) 555-0123'],
    ['(201) 555-0123', 'US', '+12015550123', '(201) 555-0123'],
    ['201.555.0123', 'US', '+12015550123', '(201) 555-0123'],
    ['２０１５５５０１２３', 'US', '+12015550123', '(201) 555-0123'],
    ['07911 123456', 'GB', '+447911123456', '07911 123456'],
    ['+44 7911 123456', 'US', '+447911123456', '07911 123456'],
    ['＋33 6 12 34 56 78', 'US', '+33612345678', '06 12 34 56 78'],
    ['1 201 555 0123', 'US', '+12015550123', '(201) 555-0123'],
  ])('%s (%s) → %s', async (typed, country, e164, national) => {
    expect(await parsePhone(typed, country)).toEqual({ kind: 'ok', e164, national });
  });

  it.each([
    ['empty', ''],
    ['no digits', 'call me'],
    ['too short', '555'],
    ['invalid area code', '0005550123'],
    ['16 digits', '1234567890123456'],
    ['a landline (SMS needs a mobile number)', '+44 20 7123 4567'],
    ['control characters only around too few digits', '\u202E12\u0000'],
  ])('refuses %s', async (_name, typed) => {
    expect(await parsePhone(typed, 'US')).toEqual({ kind: 'invalid' });
  });

  it('normalises Unicode digits and keeps a leading + (ASCII or full-width)', () => {
    expect(normalisePhoneInput(' ＋４４ (0) 7911-123456 ')).toEqual({ international: true, digits: '4407911123456' });
    expect(normalisePhoneInput('٢٠١٥٥٥٠١٢٣')).toEqual({ international: false, digits: '2015550123' });
  });
});

describe('formatting and countries', () => {
  it('formats as you type for the country, and internationally after +', async () => {
    expect(await formatAsYouType('201555', 'US')).toBe('(201) 555');
    expect(await formatAsYouType('2015550123', 'US')).toBe('(201) 555-0123');
    expect(await formatAsYouType('+447911123456', 'US')).toBe('+44 7911 123456');
    expect(await formatAsYouType('', 'US')).toBe('');
  });

  it('lists every country with its dial code and an Intl name, sorted by name; only the default before loading', async () => {
    expect(countryOptions(null, undefined, 'US')).toEqual([{ code: 'US', dialCode: '1', name: 'United States' }]);
    expect(countryOptions(null, undefined, 'FR')).toEqual([{ code: 'FR', dialCode: '', name: 'France' }]);
    const lib = await loadPhoneLib();
    const all = countryOptions(lib, 'en', 'US');
    expect(all.length).toBe(lib.getCountries().length);
    expect(all.find((c) => c.code === 'DE')).toEqual({ code: 'DE', dialCode: '49', name: 'Germany' });
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(countryOptions(lib, 'es', 'US').find((c) => c.code === 'DE')?.name).toBe('Alemania');
    expect(dialCodeOf('GB', lib)).toBe('44');
    expect(dialCodeOf('ZZ', lib)).toBeUndefined();
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last four digits only', async () => {
    await loadPhoneLib();
    expect(maskPhone('+12015550123')).toBe('+1 •••• 0123');
    expect(maskPhone('+447911123456')).toBe('+44 •••• 3456');
    // A country code the library does not know is not guessed.
    expect(maskPhone('+999123456789')).toBe('•••• 6789');
  });
});
