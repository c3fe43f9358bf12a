import type { PasswordsStringKey } from './strings';

/**
 * zxcvbn's standard English feedback (the wording of Stytch's zxcvbn port, which the API returns) → string key, so
 * each message is translated; any other message is shown as the server sent it (as text).
 */
export const zxcvbnKeys: Record<string, PasswordsStringKey> = {
  'Short keyboard patterns are easy to guess.': 'passwords.zxcvbn.warning.shortKeyboardPatterns',
  'Straight rows of keys are easy to guess.': 'passwords.zxcvbn.warning.straightRows',
  'Repeats like "aaa" are easy to guess.': 'passwords.zxcvbn.warning.repeats',
  'Repeats like "abcabcabc" are only slightly harder to guess than "abc".': 'passwords.zxcvbn.warning.longerRepeats',
  'Sequences like "abc" or "6543" are easy to guess.': 'passwords.zxcvbn.warning.sequences',
  'Recent years are easy to guess.': 'passwords.zxcvbn.warning.recentYears',
  'Dates are often easy to guess.': 'passwords.zxcvbn.warning.dates',
  'This is a top-10 common password.': 'passwords.zxcvbn.warning.top10',
  'This is a top-100 common password.': 'passwords.zxcvbn.warning.top100',
  'This is a very common password.': 'passwords.zxcvbn.warning.common',
  'This is similar to a commonly used password.': 'passwords.zxcvbn.warning.similarToCommon',
  'A word by itself is easy to guess.': 'passwords.zxcvbn.warning.wordByItself',
  'Names and surnames by themselves are easy to guess.': 'passwords.zxcvbn.warning.namesByThemselves',
  'Common names and surnames are easy to guess.': 'passwords.zxcvbn.warning.commonNames',
  'Use a few words, avoid common phrases.': 'passwords.zxcvbn.suggestion.useWords',
  'No need for symbols, digits, or uppercase letters.': 'passwords.zxcvbn.suggestion.noNeedForMixed',
  'Add another word or two. Uncommon words are better.': 'passwords.zxcvbn.suggestion.addWords',
  'Use a longer keyboard pattern with more turns.': 'passwords.zxcvbn.suggestion.longerKeyboardPattern',
  'Avoid repeated words and characters.': 'passwords.zxcvbn.suggestion.avoidRepeats',
  'Avoid sequences.': 'passwords.zxcvbn.suggestion.avoidSequences',
  'Avoid recent years.': 'passwords.zxcvbn.suggestion.avoidRecentYears',
  'Avoid years that are associated with you.': 'passwords.zxcvbn.suggestion.avoidYearsAssociated',
  'Avoid dates and years that are associated with you.': 'passwords.zxcvbn.suggestion.avoidDates',
  "Capitalization doesn't help very much.": 'passwords.zxcvbn.suggestion.capitalization',
  'All-uppercase is almost as easy to guess as all-lowercase.': 'passwords.zxcvbn.suggestion.allUppercase',
  "Reversed words aren't much harder to guess.": 'passwords.zxcvbn.suggestion.reversed',
  "Predictable substitutions like '@' instead of 'a' don't help very much.":
    'passwords.zxcvbn.suggestion.substitutions',
};
