/**
 * Phone numbers for the SMS and WhatsApp forms, with libphonenumber-js loaded on demand.
 *
 * The metadata (~100 kB) must not ship with the plugin: it is fetched with a dynamic `import()` the first time a
 * phone form renders, so the bundler puts it in its own chunk. Nothing here may import `libphonenumber-js`
 * statically (bundle.test.ts reads this folder's sources and bundles the plugin to make sure).
 *
 * `mobile` metadata: the smallest set that validates the digits themselves, not just the length (`min` only checks
 * lengths), and SMS and WhatsApp can only reach mobile numbers anyway.
 */
import { withTimeout } from 'entryway';
import { toAsciiDigits } from '../../ui/code';

export type PhoneLib = typeof import('libphonenumber-js/mobile');

/** Formatting while typing gives up after 10 s, parsing on submit after 2 s. */
export const FORMAT_TIMEOUT_MS = 10_000;
export const PARSE_TIMEOUT_MS = 2_000;
/** ITU-T E.164: at most 15 digits including the country code. */
export const E164_MAX_DIGITS = 15;

let libPromise: Promise<PhoneLib> | null = null;
let loaded: PhoneLib | null = null;

/** Start (or join) loading the phone library. A failed load is forgotten so the next call retries. */
export function loadPhoneLib(): Promise<PhoneLib> {
  libPromise ??= import('libphonenumber-js/mobile').then(
    (lib) => (loaded = lib),
    (err: unknown) => {
      libPromise = null;
      throw err;
    },
  );
  return libPromise;
}

/** The library if it has finished loading, without starting a load. */
export function phoneLibIfLoaded(): PhoneLib | null {
  return loaded;
}

/** Digits of the typed text (full-width and other Unicode digits become ASCII), with a leading '+' kept. */
export function normalisePhoneInput(text: string): { international: boolean; digits: string } {
  const trimmed = text.trim();
  return { international: /^[+＋]/.test(trimmed), digits: toAsciiDigits(trimmed) };
}

/** The text to format: '+' (if typed first) followed by the digits; formatting characters are the library's. */
function formattingInput(text: string): string {
  const { international, digits } = normalisePhoneInput(text);
  return (international ? '+' : '') + digits;
}

/** Reformat a partly typed number to national (or international, after '+') form. Rejects after 10 s. */
export async function formatAsYouType(text: string, country: string): Promise<string> {
  const lib = await withTimeout(loadPhoneLib(), FORMAT_TIMEOUT_MS);
  const input = formattingInput(text);
  if (!input) return text;
  return new lib.AsYouType(country as never).input(input);
}

export type ParsedPhone =
  /** Parsed and valid: the E.164 number to send and its national form to show. */
  | { kind: 'ok'; e164: string; national: string }
  /** The library could not answer in time: `'+' + dialCode + digits`, unchecked. */
  | { kind: 'fallback'; e164: string; national: string }
  /** Parsed and invalid, too long, or empty: show the E.164 message and send nothing. */
  | { kind: 'invalid' }
  /** The library is unavailable and the country code is unknown: ask for the number with its country code. */
  | { kind: 'unavailable' };

/** Dial codes known before the library loads: only the product's default country. */
const KNOWN_DIAL_CODES: Record<string, string> = { US: '1' };

/** The country calling code ('1' for US), from the library when loaded. */
export function dialCodeOf(country: string, lib: PhoneLib | null = loaded): string | undefined {
  if (lib) {
    try {
      return lib.getCountryCallingCode(country as never);
    } catch {
      return undefined;
    }
  }
  return KNOWN_DIAL_CODES[country];
}

/**
 * Parse the typed number for `country` (numbers typed with '+' carry their own country). Waits at most 2 s for the
 * library; after that falls back to '+' + dial code + typed digits, so a slow network never blocks
 * the user.
 */
export async function parsePhone(text: string, country: string, timeoutMs = PARSE_TIMEOUT_MS): Promise<ParsedPhone> {
  const { international, digits } = normalisePhoneInput(text);
  if (!digits || digits.length > E164_MAX_DIGITS) return { kind: 'invalid' };
  let lib: PhoneLib | null = loaded;
  if (!lib) {
    try {
      lib = await withTimeout(loadPhoneLib(), timeoutMs);
    } catch {
      lib = null;
    }
  }
  if (lib) {
    const parsed = lib.parsePhoneNumberFromString(international ? `+${digits}` : digits, country as never);
    if (!parsed || !parsed.isValid()) return { kind: 'invalid' };
    return { kind: 'ok', e164: parsed.number, national: parsed.formatNational() };
  }
  const dial = international ? '' : dialCodeOf(country, null);
  if (dial === undefined) return { kind: 'unavailable' };
  const e164 = `+${dial}${digits}`;
  if (e164.length - 1 > E164_MAX_DIGITS) return { kind: 'invalid' };
  return { kind: 'fallback', e164, national: e164 };
}

/** National form of an E.164 number for display, when the library is loaded; the number itself otherwise. */
export function displayPhone(e164: string): string {
  if (!loaded) return e164;
  try {
    return loaded.parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
  } catch {
    return e164;
  }
}

/**
 * An E.164 number with all but its last four digits hidden, e.g. '+1 •••• 0123': the country code once the library
 * has loaded (the digits after '+' are not split without it), else '•••• 0123'. A number with four digits or fewer
 * is shown masked whole.
 */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const tail = digits.length > 4 ? digits.slice(-4) : '';
  let country: string;
  try {
    country = loaded?.parsePhoneNumberFromString(e164)?.countryCallingCode ?? '';
  } catch {
    country = '';
  }
  return `${country ? `+${country} ` : ''}••••${tail ? ` ${tail}` : ''}`;
}

export interface CountryOption {
  code: string;
  dialCode: string;
  name: string;
}

/**
 * Countries for the select: codes and dial codes from the library, names from `Intl.DisplayNames` (no list in the
 * bundle), sorted by name. Before the library loads, only `fallbackCountry` (with its dial code when known).
 */
export function countryOptions(
  lib: PhoneLib | null,
  locale: string | undefined,
  fallbackCountry: string,
): CountryOption[] {
  const names = regionNames(locale);
  const name = (code: string) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  if (!lib)
    return [{ code: fallbackCountry, dialCode: KNOWN_DIAL_CODES[fallbackCountry] ?? '', name: name(fallbackCountry) }];
  const collator = collatorFor(locale);
  return lib
    .getCountries()
    .map((code) => ({ code, dialCode: lib.getCountryCallingCode(code), name: name(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A collator for `locale`, or the default one when the tag is not valid (the plugin reports that as a config error). */
function collatorFor(locale: string | undefined): Intl.Collator {
  try {
    return new Intl.Collator(locale);
  } catch {
    return new Intl.Collator();
  }
}

function regionNames(locale: string | undefined): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(locale ? [locale, 'en'] : ['en'], { type: 'region' });
  } catch {
    return null;
  }
}
