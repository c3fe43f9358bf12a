/**
 * Password strength as `POST /passwords/strength_check` reports it, for both Stytch policies:
 * - zxcvbn: score 0–4 from @zxcvbn-ts (loaded lazily: the dictionaries are large and only password flows need
 *   them); valid when score ≥ 3 and not breached. Feedback texts are mapped to the wording of Stytch's own zxcvbn
 *   port, because the prebuilt UI (and our widget) translate by exact English text.
 * - luds: length (in code points) and character-class requirements from the project config.
 * Breach detection uses a small built-in list instead of HaveIBeenPwned (no network in a simulator).
 */
import type { ProjectConfig } from '../../sim/kit';

/** Stytch's two password policies. */
export type StrengthPolicy = 'zxcvbn' | 'luds';

/** Well-known breached passwords (from public top-N lists). Compared exactly, case-sensitively. */
export const BREACHED_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '123456789',
  '12345678',
  '1234567890',
  '12345',
  '1234567',
  'password',
  'password1',
  'password123',
  'Password1',
  'Password123',
  'Password123!',
  'P@ssw0rd',
  'P@ssword1',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  'abc123',
  '111111',
  '123123',
  '000000',
  'iloveyou',
  'admin',
  'admin123',
  'welcome',
  'welcome1',
  'Welcome1!',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'passw0rd',
  'Passw0rd!',
  'Summer2024!',
  'Winter2024!',
  'correcthorsebatterystaple',
  'correct horse battery staple',
  'Tr0ub4dor&3',
]);

export interface LudsRequirements {
  has_lower_case: boolean;
  has_upper_case: boolean;
  has_digit: boolean;
  has_symbol: boolean;
  missing_complexity: number;
  missing_characters: number;
}

export interface StrengthResult {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  breach_detection_on_create: boolean;
  strength_policy: StrengthPolicy;
  feedback: { warning: string; suggestions: string[]; luds_requirements: LudsRequirements };
}

/** Length in code points: an emoji counts once, and nothing is trimmed. */
export const codePointLength = (s: string) => [...s].length;

export function ludsRequirements(password: string, minimumCount: number, complexity: number): LudsRequirements {
  const has_lower_case = /\p{Ll}/u.test(password);
  const has_upper_case = /\p{Lu}/u.test(password);
  const has_digit = /\p{Nd}/u.test(password);
  const has_symbol = /[^\p{L}\p{N}]/u.test(password);
  const classes = [has_lower_case, has_upper_case, has_digit, has_symbol].filter(Boolean).length;
  return {
    has_lower_case,
    has_upper_case,
    has_digit,
    has_symbol,
    missing_complexity: Math.max(0, complexity - classes),
    missing_characters: Math.max(0, minimumCount - codePointLength(password)),
  };
}

// @zxcvbn-ts keys → the English texts of Stytch's zxcvbn port (the list the Stytch UI translates from).
const STYTCH_TRANSLATIONS = {
  warnings: {
    straightRow: 'Straight rows of keys are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeats like "aaa" are easy to guess.',
    extendedRepeat: 'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
    sequences: 'Sequences like "abc" or "6543" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are often easy to guess.',
    topTen: 'This is a top-10 common password.',
    topHundred: 'This is a top-100 common password.',
    common: 'This is a very common password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'A word by itself is easy to guess.',
    namesByThemselves: 'Names and surnames by themselves are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'There should not be any personal or page related data.',
    pwned: 'Your password was exposed by a data breach on the Internet.',
  },
  suggestions: {
    l33t: "Predictable substitutions like '@' instead of 'a' don't help very much.",
    reverseWords: "Reversed words aren't much harder to guess.",
    allUppercase: 'All-uppercase is almost as easy to guess as all-lowercase.',
    capitalization: "Capitalization doesn't help very much.",
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use a longer keyboard pattern with more turns.',
    anotherWord: 'Add another word or two. Uncommon words are better.',
    useWords: 'Use a few words, avoid common phrases.',
    noNeed: 'No need for symbols, digits, or uppercase letters.',
    pwned: 'If you use this password elsewhere, you should change it.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

type Zxcvbn = {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): { score: number; feedback: { warning: string | null; suggestions: string[] } };
};

/** The optional peer packages the zxcvbn policy (and every strength score) needs. */
export const ZXCVBN_PACKAGES = ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'] as const;
type ZxcvbnModules = [
  typeof import('@zxcvbn-ts/core'),
  typeof import('@zxcvbn-ts/language-common'),
  typeof import('@zxcvbn-ts/language-en'),
];
type Importers = [() => Promise<ZxcvbnModules[0]>, () => Promise<ZxcvbnModules[1]>, () => Promise<ZxcvbnModules[2]>];

/** Literal specifiers, so bundlers can see them. */
const defaultImporters: Importers = [
  () => import('@zxcvbn-ts/core'),
  () => import('@zxcvbn-ts/language-common'),
  () => import('@zxcvbn-ts/language-en'),
];

/** Thrown (and answered as a 500 whose error_details say it) when the zxcvbn packages cannot be loaded. */
export class MissingZxcvbnError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `The simulator's password strength check needs ${missing.join(', ')}: ` +
        `npm install --save-dev ${ZXCVBN_PACKAGES.join(' ')} (no restart needed; the next check loads them).`,
    );
    this.name = 'MissingZxcvbnError';
  }
}

/**
 * A loader that imports the packages once and shares them, but does not remember a failure: after a failed import
 * (packages not installed yet) the next call tries again, so installing them fixes a running simulator.
 */
export function createZxcvbnLoader(importers: Importers = defaultImporters): () => Promise<Zxcvbn> {
  let pending: Promise<Zxcvbn> | undefined;
  return () =>
    (pending ??= Promise.allSettled(importers.map((load): Promise<unknown> => load())).then((results) => {
      const missing = results.flatMap((r, i) => (r.status === 'rejected' ? [ZXCVBN_PACKAGES[i]] : []));
      if (missing.length) {
        pending = undefined;
        throw new MissingZxcvbnError(missing);
      }
      const [core, common, en] = results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as ZxcvbnModules;
      return new core.ZxcvbnFactory({
        translations: STYTCH_TRANSLATIONS,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary },
      });
    }));
}

const loadZxcvbn = createZxcvbnLoader();

/** The zxcvbn packages that cannot be loaded (empty when all are installed); the CLI warns about them at start. */
export async function missingZxcvbnPackages(): Promise<string[]> {
  try {
    await loadZxcvbn();
    return [];
  } catch (e) {
    if (e instanceof MissingZxcvbnError) return e.missing;
    throw e;
  }
}

/** Strength per the project's policy. `email` (and its local part) count as user inputs for zxcvbn. */
export async function checkStrength(
  password: string,
  email: string | undefined,
  config: Pick<ProjectConfig, 'strengthPolicy' | 'ludsMinimumCount' | 'ludsComplexity' | 'breachDetectionOnCreate'>,
): Promise<StrengthResult> {
  const breached = BREACHED_PASSWORDS.has(password);
  const luds = ludsRequirements(password, config.ludsMinimumCount, config.ludsComplexity);
  const zxcvbn = await loadZxcvbn();
  // zxcvbn is quadratic-ish in length; Stytch caps input too. The score is not meaningful past this point.
  const z = zxcvbn.check(password.slice(0, 256), email ? [email, email.split('@')[0]] : []);
  const base = {
    score: z.score,
    breached_password: breached,
    breach_detection_on_create: config.breachDetectionOnCreate,
  };
  if (config.strengthPolicy === 'luds') {
    const valid = luds.missing_characters === 0 && luds.missing_complexity === 0 && !breached;
    return {
      ...base,
      valid_password: valid,
      strength_policy: 'luds',
      feedback: { warning: '', suggestions: [], luds_requirements: luds },
    };
  }
  return {
    ...base,
    valid_password: z.score >= 3 && !breached,
    strength_policy: 'zxcvbn',
    feedback: {
      warning: z.feedback.warning ?? '',
      suggestions: z.feedback.suggestions,
      luds_requirements: luds,
    },
  };
}
