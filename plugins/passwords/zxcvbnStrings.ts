/**
 * The English zxcvbn feedback of the passwords plugin: Stytch's wording (its zxcvbn port), which the API returns as
 * is, keyed for translation. Part of the plugin's English catalog (strings.ts), kept in this module so it loads with
 * the strength feedback instead of before the first form: a key the catalog does not have shows its text from here.
 */
export const zxcvbnStrings = {
  'passwords.zxcvbn.warning.shortKeyboardPatterns': 'Short keyboard patterns are easy to guess.',
  'passwords.zxcvbn.warning.straightRows': 'Straight rows of keys are easy to guess.',
  'passwords.zxcvbn.warning.repeats': 'Repeats like "aaa" are easy to guess.',
  'passwords.zxcvbn.warning.longerRepeats': 'Repeats like "abcabcabc" are only slightly harder to guess than "abc".',
  'passwords.zxcvbn.warning.sequences': 'Sequences like "abc" or "6543" are easy to guess.',
  'passwords.zxcvbn.warning.recentYears': 'Recent years are easy to guess.',
  'passwords.zxcvbn.warning.dates': 'Dates are often easy to guess.',
  'passwords.zxcvbn.warning.top10': 'This is a top-10 common password.',
  'passwords.zxcvbn.warning.top100': 'This is a top-100 common password.',
  'passwords.zxcvbn.warning.common': 'This is a very common password.',
  'passwords.zxcvbn.warning.similarToCommon': 'This is similar to a commonly used password.',
  'passwords.zxcvbn.warning.wordByItself': 'A word by itself is easy to guess.',
  'passwords.zxcvbn.warning.namesByThemselves': 'Names and surnames by themselves are easy to guess.',
  'passwords.zxcvbn.warning.commonNames': 'Common names and surnames are easy to guess.',
  'passwords.zxcvbn.suggestion.useWords': 'Use a few words, avoid common phrases.',
  'passwords.zxcvbn.suggestion.noNeedForMixed': 'No need for symbols, digits, or uppercase letters.',
  'passwords.zxcvbn.suggestion.addWords': 'Add another word or two. Uncommon words are better.',
  'passwords.zxcvbn.suggestion.longerKeyboardPattern': 'Use a longer keyboard pattern with more turns.',
  'passwords.zxcvbn.suggestion.avoidRepeats': 'Avoid repeated words and characters.',
  'passwords.zxcvbn.suggestion.avoidSequences': 'Avoid sequences.',
  'passwords.zxcvbn.suggestion.avoidRecentYears': 'Avoid recent years.',
  'passwords.zxcvbn.suggestion.avoidYearsAssociated': 'Avoid years that are associated with you.',
  'passwords.zxcvbn.suggestion.avoidDates': 'Avoid dates and years that are associated with you.',
  'passwords.zxcvbn.suggestion.capitalization': "Capitalization doesn't help very much.",
  'passwords.zxcvbn.suggestion.allUppercase': 'All-uppercase is almost as easy to guess as all-lowercase.',
  'passwords.zxcvbn.suggestion.reversed': "Reversed words aren't much harder to guess.",
  'passwords.zxcvbn.suggestion.substitutions':
    "Predictable substitutions like '@' instead of 'a' don't help very much.",
} as const;

type ZxcvbnKey = keyof typeof zxcvbnStrings;

/**
 * zxcvbn's standard English feedback (the wording the API returns) → string key, so each message is translated; any
 * other message is shown as the server sent it (as text).
 */
export const zxcvbnKeys = Object.fromEntries(
  (Object.keys(zxcvbnStrings) as ZxcvbnKey[]).map((key) => [zxcvbnStrings[key], key]),
) as Readonly<Record<string, ZxcvbnKey>>;
