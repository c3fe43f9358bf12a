import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../sim/index';
import {
  BREACHED_PASSWORDS,
  checkStrength,
  codePointLength,
  createZxcvbnLoader,
  ludsRequirements,
  MissingZxcvbnError,
} from './strength';

/** The default project settings, the passwords module's among them. */
const DEFAULT_PROJECT = createSimulator().config;

// The warnings Stytch's prebuilt UI can translate (web/src/ui/components/molecules/PasswordError): anything else would show untranslated.
const STYTCH_WARNINGS = new Set([
  '',
  'Short keyboard patterns are easy to guess.',
  'Straight rows of keys are easy to guess.',
  'Repeats like "aaa" are easy to guess.',
  'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
  'Sequences like "abc" or "6543" are easy to guess.',
  'Recent years are easy to guess.',
  'Dates are often easy to guess.',
  'This is a top-10 common password.',
  'This is a top-100 common password.',
  'This is a very common password.',
  'This is similar to a commonly used password.',
  'A word by itself is easy to guess.',
  'Names and surnames by themselves are easy to guess.',
  'Common names and surnames are easy to guess.',
]);

// The first zxcvbn check loads its dictionaries (~1 s, more on a busy machine).
describe('password strength', { timeout: 20_000 }, () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('😀a')).toBe(2);
    expect(ludsRequirements('😀😀😀', 4, 1).missing_characters).toBe(1);
  });

  it('classifies LUDS character classes, including non-ASCII letters and symbols', () => {
    expect(ludsRequirements('Éa1 ', 4, 4)).toEqual({
      has_lower_case: true,
      has_upper_case: true,
      has_digit: true,
      has_symbol: true,
      missing_complexity: 0,
      missing_characters: 0,
    });
    expect(ludsRequirements('aaaa', 8, 3)).toMatchObject({ missing_complexity: 2, missing_characters: 4 });
  });

  it('knows the well-known breached passwords, exactly', () => {
    for (const pw of ['password', 'password1', '123456', 'qwerty123', 'iloveyou', 'Password123!'])
      expect(BREACHED_PASSWORDS.has(pw)).toBe(true);
    expect(BREACHED_PASSWORDS.has('PASSWORD')).toBe(false);
  });

  it('zxcvbn: valid at score ≥ 3 unless breached; feedback uses Stytch wording', async () => {
    for (const pw of ['password', 'qwertyuiop', 'aaaaaaaa', 'abcdef123', '1999', 'john smith', 'kitten']) {
      const r = await checkStrength(pw, undefined, DEFAULT_PROJECT);
      expect(r.valid_password).toBe(false);
      expect(STYTCH_WARNINGS.has(r.feedback.warning)).toBe(true);
      expect(r.score).toBeLessThan(3);
    }
    const strong = await checkStrength('velvet-Orbit-tundra-42', undefined, DEFAULT_PROJECT);
    expect(strong).toMatchObject({ valid_password: true, breached_password: false, strength_policy: 'zxcvbn' });
    const breached = await checkStrength('Tr0ub4dor&3', undefined, DEFAULT_PROJECT);
    expect(breached).toMatchObject({ valid_password: false, breached_password: true });
  });

  it('zxcvbn takes the email as a user input', async () => {
    const without = await checkStrength('zanzibarquokka', undefined, DEFAULT_PROJECT);
    const withEmail = await checkStrength('zanzibarquokka', 'zanzibarquokka@example.com', DEFAULT_PROJECT);
    expect(withEmail.score).toBeLessThan(without.score);
  });

  it('luds policy: valid only when every requirement is met and not breached', async () => {
    const luds = { ...DEFAULT_PROJECT, strengthPolicy: 'luds' as const };
    expect((await checkStrength('Abcdefg1', undefined, luds)).valid_password).toBe(true);
    expect((await checkStrength('abcdefg1', undefined, luds)).valid_password).toBe(false);
    expect(await checkStrength('Password123!', undefined, luds)).toMatchObject({
      valid_password: false,
      breached_password: true,
    });
  });
});

describe('zxcvbn packages missing', () => {
  const notFound = (name: string) => () =>
    Promise.reject(Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' }));

  it('names the missing packages and how to install them, and retries on the next call instead of caching the failure', async () => {
    let installed = false;
    const real = createZxcvbnLoader();
    const load = createZxcvbnLoader([
      () => import('@zxcvbn-ts/core'),
      () => (installed ? import('@zxcvbn-ts/language-common') : notFound('@zxcvbn-ts/language-common')()),
      () => (installed ? import('@zxcvbn-ts/language-en') : notFound('@zxcvbn-ts/language-en')()),
    ]);
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingZxcvbnError);
    expect((error as MissingZxcvbnError).missing).toEqual(['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en']);
    expect((error as Error).message).toContain('needs @zxcvbn-ts/language-common, @zxcvbn-ts/language-en');
    expect((error as Error).message).toContain(
      'npm install --save-dev @zxcvbn-ts/core @zxcvbn-ts/language-common @zxcvbn-ts/language-en',
    );

    installed = true; // the developer installs them; the simulator keeps running
    const zxcvbn = await load();
    expect(zxcvbn.check('correct horse battery staple').score).toBe(
      (await real()).check('correct horse battery staple').score,
    );
  });
});
