/**
 * Stytch 6.3's `strings` (the keys of its catalog, `messages/en.po` of `@stytch/vanilla-js`, ICU values) → Entryway
 * keys, so a catalog written for Stytch's prebuilt UI shows in Entryway's widget unchanged. Stytch's argument names
 * are renamed to Entryway's (`{timeRemaining}` → `{seconds}`) and its `<bold>` tags dropped (Entryway styles the
 * address itself). Keys Entryway already uses (`core.main.title`) pass through; keys of neither catalog are dropped
 * with a development warning.
 */
type Target = string | [key: string, renames: Record<string, string>];

const seconds = { timeRemaining: 'seconds' };
const success = [
  'otp.confirmation.title',
  'passwords.success.title',
  'passkeys.confirmation.title',
  'oauth.confirmation.title',
  'crypto-wallets.confirmation.title',
  'idp.success.title',
];

/** Every Stytch key with an Entryway counterpart → the Entryway key(s) it fills. */
export const STYTCH_KEYS: Readonly<Record<string, readonly Target[]>> = {
  'button.cancel': ['passkeys.success.cancel', 'passkeys.row.cancel'],
  'button.continue': ['passwords.continue'],
  'button.createPasskey': ['passkeys.start.create'],
  'button.createPasswordInstead': ['passwords.createInstead'],
  'button.delete': ['passkeys.success.delete', 'passkeys.row.delete'],
  'button.done': ['passkeys.success.done'],
  'button.edit': ['passkeys.row.rename'],
  'button.emailLogin': ['email-magic-links.submit', 'passwords.email.continue', 'otp.button.email'],
  'button.emailMagicLink': ['email-magic-links.alternative'],
  'button.emailOTP': ['otp.alternative.email'],
  'button.emailResent': [['passwords.resent', seconds]],
  'button.forgotPassword': ['passwords.forgot'],
  'button.goBack': ['passwords.goBack'],
  'button.hidePassword': ['passwords.password.hide'],
  'button.loginWithoutPassword': ['passwords.loginWithoutPassword'],
  'button.loginWithPasskey': ['passkeys.button.login'],
  'button.resendEmail': ['passwords.resend', 'email-magic-links.resend.button'],
  'button.save': ['passkeys.row.save'],
  'button.showPassword': ['passwords.password.show'],
  'button.skip': ['passkeys.start.skip'],
  'button.sms': ['otp.button.sms'],
  'button.whatsapp': ['otp.button.whatsapp'],
  'createAccount.title': ['passwords.new.chooseText'],
  'crypto.connectWallet.title': ['crypto-wallets.connect.title'],
  'crypto.continueWithOtherWallet.title': ['crypto-wallets.other.title'],
  'crypto.error.content': ['crypto-wallets.error.text'],
  'crypto.error.title': ['crypto-wallets.error.title'],
  'crypto.setupNewWallet.content': ['crypto-wallets.setup.text'],
  'crypto.setupNewWallet.title': ['crypto-wallets.setup.title'],
  'crypto.signMessage.title': ['crypto-wallets.sign.title'],
  'crypto.success.content': ['crypto-wallets.confirmation.text'],
  'crypto.success.title': ['crypto-wallets.confirmation.title'],
  'crypto.troubleHelp': ['crypto-wallets.help'],
  'crypto.wallet.binance': ['crypto-wallets.wallet.Binance'],
  'crypto.wallet.coinbase': ['crypto-wallets.wallet.Coinbase'],
  'crypto.wallet.continueWithOtherWallet': ['crypto-wallets.button.other'],
  'crypto.wallet.metamask': ['crypto-wallets.wallet.Metamask'],
  'crypto.wallet.otherEthereum': ['crypto-wallets.wallet.GenericEthereumWallet'],
  'crypto.wallet.otherSolana': ['crypto-wallets.wallet.GenericSolanaWallet'],
  'crypto.wallet.phantom': ['crypto-wallets.wallet.Phantom'],
  'crypto.wallet.setupNewWallet': ['crypto-wallets.button.setup'],
  'emailConfirmation.content': ['email-magic-links.confirmation.sentTo'],
  'emailConfirmation.title': ['email-magic-links.confirmation.title'],
  'emailConfirmation.emailSent': [['email-magic-links.resend.wait', seconds]],
  'error.breachedPassword': ['passwords.errorType.breached_password'],
  'error.duplicatePasskey': ['passkeys.error.duplicate'],
  'error.duplicatePhoneNumber': ['core.errorType.duplicate_member_phone_number'],
  'error.emailNotFound': ['core.errorType.email_not_found'],
  'error.inactiveEmail': ['core.errorType.inactive_email'],
  'error.invalidCode': ['otp.errorType.invalid_code'],
  'error.invalidEmail': [
    'core.errorType.invalid_email',
    'email-magic-links.error.invalidEmail',
    'passwords.email.invalid',
  ],
  'error.invalidPhoneNumber': ['otp.errorType.invalid_phone_number', 'otp.error.invalidPhone'],
  'error.invalidPhoneNumberCountryCode': ['otp.errorType.invalid_phone_number_country_code'],
  'error.invalidSessionToken': ['core.errorType.invalid_session_token'],
  'error.memberPasswordNotFound': ['core.errorType.member_password_not_found'],
  'error.noUserPassword': ['passwords.errorType.no_user_password'],
  'error.oauthFlowCallbackError': ['oauth.errorType.oauth_flow_callback_error'],
  'error.oauthTokenNotFound': ['oauth.errorType.oauth_token_not_found'],
  'error.otpCodeNotFound': ['otp.errorType.otp_code_not_found'],
  'error.passkeyNotCreated': ['passkeys.error.notCreated'],
  'error.passkeyRegistrationNotFound': ['passkeys.errorType.webauthn_registration_not_found'],
  'error.passkeyUnknown': ['passkeys.error.unknown'],
  'error.resetPassword': ['passwords.errorType.reset_password'],
  'error.sessionNotFound': ['core.errorType.session_not_found'],
  'error.title': ['idp.error.title'],
  'error.unableToAuthMagicLink': [
    'email-magic-links.errorType.unable_to_auth_magic_link',
    'email-magic-links.link.expired',
  ],
  'error.unauthorizedAction': ['core.errorType.unauthorized_action'],
  'error.unauthorizedCredentials': ['core.errorType.unauthorized_credentials'],
  'error.unsubscribedPhoneNumber': ['otp.errorType.unsubscribed_phone_number'],
  'error.userLockLimitReached': ['core.errorType.user_lock_limit_reached'],
  'error.userUnauthenticated': ['core.errorType.user_unauthenticated'],
  'errors.invalidEmail': ['otp.error.invalidEmail'],
  'formField.countryCode.label': ['otp.phone.country'],
  'formField.email.label': ['email-magic-links.email.label', 'passwords.email.label', 'otp.email.label'],
  'formField.email.placeholder': [
    'email-magic-links.email.placeholder',
    'passwords.email.placeholder',
    'otp.email.placeholder',
  ],
  'formField.otp.ariaLabel': ['otp.authenticate.codeLabel'],
  'formField.passcode.status.verifying': ['otp.authenticate.verifying'],
  'formField.password.label': ['passwords.password.label'],
  'formField.phone.label': ['otp.phone.label'],
  'idpConsent.allowClientTo': ['idp.consent.allowClientTo'],
  'idpConsent.button.allow': ['idp.consent.allow'],
  'idpConsent.button.deny': ['idp.consent.deny'],
  'idpConsent.customScopes.title': ['idp.consent.titleCustom'],
  'idpConsent.defaultClientName': ['idp.client.fallbackName'],
  'idpConsent.denied': ['idp.denied'],
  'idpConsent.noActiveSession': ['idp.error.noSession'],
  'idpConsent.noPermissionsToGrant': ['idp.consent.ungrantable'],
  'idpConsent.signIn.title': ['idp.consent.title'],
  'idpLogout.confirmMessage': ['idp.logout.text'],
  'idpLogout.no': ['idp.logout.no'],
  'idpLogout.notLoggedOut': ['idp.logout.notLoggedOut'],
  'idpLogout.title': ['idp.logout.title'],
  'idpLogout.yes': ['idp.logout.yes'],
  'link.openInGmail': ['email-magic-links.confirmation.gmail'],
  'link.openInOutlook': ['email-magic-links.confirmation.outlook'],
  'link.openInYahoo': ['email-magic-links.confirmation.yahoo'],
  'loading.label': ['core.loading'],
  'login.loading': ['email-magic-links.link.authenticating', 'oauth.callback.authenticating'],
  'login.success.content': ['passwords.success.text'],
  'login.title': ['core.main.title'],
  'methodDivider.text': ['core.main.or'],
  'otp.success.content': ['otp.confirmation.text'],
  'passcode.codeSent': [['otp.resend.waiting', seconds]],
  'passcode.expirationCountdown': [['otp.authenticate.expiresIn', { timeRemaining: 'time' }]],
  'passcode.expired': ['otp.authenticate.expired'],
  'passcode.resendCode': ['otp.resend.initial'],
  'passcode.sentConfirmation': ['otp.authenticate.sentTo'],
  'passcode.title': ['otp.authenticate.title'],
  'passkey.editing.label': ['passkeys.row.nameLabel'],
  'passkey.registrationStart.description': ['passkeys.start.description'],
  'passkey.registrationStart.error.noUser': ['passkeys.error.noUser'],
  'passkey.registrationStart.subtitle': ['passkeys.start.subtitle'],
  'passkey.registrationStart.title': ['passkeys.start.title'],
  'passkey.registrationSuccess.deleteWarning': ['passkeys.success.deleteWarning'],
  'passkey.registrationSuccess.existingPasskeys': ['passkeys.success.existing'],
  'passkey.registrationSuccess.setupAnother': ['passkeys.success.setupAnother'],
  'passkey.registrationSuccess.title': ['passkeys.success.title'],
  'passkey.success.content': ['passkeys.confirmation.text'],
  'password.breached.content': ['passwords.breachedScreen.text'],
  'password.breached.title': ['passwords.breachedScreen.title'],
  'password.createAccount.content': ['passwords.new.text'],
  'password.createAccount.title': ['passwords.new.chooseTitle'],
  'password.forgot.content': ['passwords.forgot.text'],
  'password.forgot.title': ['passwords.forgot.title'],
  'password.login.title': ['passwords.login.title'],
  'password.requirement.fulfilled': ['passwords.requirement.fulfilled'],
  'password.requirement.notFulfilled': ['passwords.requirement.notFulfilled'],
  'password.requirement.suggestion': ['passwords.requirement.suggestion'],
  'password.requirement.warning': ['passwords.requirement.warning'],
  'password.reset.loggingInProgress': ['passwords.reset.loggingIn'],
  'password.reset.title': ['passwords.reset.title'],
  'password.resetRequired.content': ['passwords.dedupe.text'],
  'password.resetRequired.title': ['passwords.dedupe.title'],
  'password.setNew.content': ['passwords.setNew.text'],
  'password.setNew.title': ['passwords.setNew.title'],
  'password.setPassword.title': ['passwords.new.title'],
  'password.strength': ['passwords.strength.score'],
  'password.strength.accepted': ['passwords.strength.accepted'],
  'password.strength.notAccepted': ['passwords.strength.notAccepted'],
  'password.strength.requirementsNotMet': ['passwords.strength.requirementsNotMet'],
  'password.strengthError.breached': ['passwords.breached'],
  'password.strengthError.complexity': [['passwords.luds.complexity', { complexity: 'n' }]],
  'password.strengthError.minimumLength': [['passwords.luds.length', { characterLength: 'n' }]],
  'password.zxcvbn.suggestion.addWords': ['passwords.zxcvbn.suggestion.addWords'],
  'password.zxcvbn.suggestion.allUppercase': ['passwords.zxcvbn.suggestion.allUppercase'],
  'password.zxcvbn.suggestion.avoidDatesAndYearsAssociatedWithYou': ['passwords.zxcvbn.suggestion.avoidDates'],
  'password.zxcvbn.suggestion.avoidRecentYears': ['passwords.zxcvbn.suggestion.avoidRecentYears'],
  'password.zxcvbn.suggestion.avoidRepeats': ['passwords.zxcvbn.suggestion.avoidRepeats'],
  'password.zxcvbn.suggestion.avoidSequences': ['passwords.zxcvbn.suggestion.avoidSequences'],
  'password.zxcvbn.suggestion.avoidYearsAssociatedWithYou': ['passwords.zxcvbn.suggestion.avoidYearsAssociated'],
  'password.zxcvbn.suggestion.capitalization': ['passwords.zxcvbn.suggestion.capitalization'],
  'password.zxcvbn.suggestion.longerKeyboardPattern': ['passwords.zxcvbn.suggestion.longerKeyboardPattern'],
  'password.zxcvbn.suggestion.noSymbolsDigitsUppercase': ['passwords.zxcvbn.suggestion.noNeedForMixed'],
  'password.zxcvbn.suggestion.predictableSubstitutions': ['passwords.zxcvbn.suggestion.substitutions'],
  'password.zxcvbn.suggestion.reversed': ['passwords.zxcvbn.suggestion.reversed'],
  'password.zxcvbn.suggestion.useAFewWords': ['passwords.zxcvbn.suggestion.useWords'],
  'password.zxcvbn.warning.commonNames': ['passwords.zxcvbn.warning.commonNames'],
  'password.zxcvbn.warning.dates': ['passwords.zxcvbn.warning.dates'],
  'password.zxcvbn.warning.longerRepeats': ['passwords.zxcvbn.warning.longerRepeats'],
  'password.zxcvbn.warning.names': ['passwords.zxcvbn.warning.namesByThemselves'],
  'password.zxcvbn.warning.recentYears': ['passwords.zxcvbn.warning.recentYears'],
  'password.zxcvbn.warning.repeats': ['passwords.zxcvbn.warning.repeats'],
  'password.zxcvbn.warning.sequences': ['passwords.zxcvbn.warning.sequences'],
  'password.zxcvbn.warning.shortKeyboardPatterns': ['passwords.zxcvbn.warning.shortKeyboardPatterns'],
  'password.zxcvbn.warning.similarToCommonPassword': ['passwords.zxcvbn.warning.similarToCommon'],
  'password.zxcvbn.warning.straightRows': ['passwords.zxcvbn.warning.straightRows'],
  'password.zxcvbn.warning.top100CommonPassword': ['passwords.zxcvbn.warning.top100'],
  'password.zxcvbn.warning.top10CommonPassword': ['passwords.zxcvbn.warning.top10'],
  'password.zxcvbn.warning.veryCommonPassword': ['passwords.zxcvbn.warning.common'],
  'password.zxcvbn.warning.wordByItself': ['passwords.zxcvbn.warning.wordByItself'],
  'success.title': success,
  'tab.email': ['email-magic-links.tab', 'passwords.tab', 'otp.tab.email'],
  'tab.listLabel': ['core.tabs.label'],
  'tab.text': ['otp.tab.sms'],
  'tab.whatsapp': ['otp.tab.whatsapp'],
  'watermark.poweredBy': ['core.poweredBy'],
};

/**
 * Stytch's per-brand button texts become Entryway's one template: the brand in the text is replaced by the argument
 * (`Mit Google fortfahren` → `Mit {provider} fortfahren`); the first one given wins.
 */
const TEMPLATES: readonly [prefix: string, key: string, arg: string, brands: Record<string, string>][] = [
  ['oauth.continueWith', 'oauth.button', 'provider', {}],
  [
    'crypto.wallet.continueWith',
    'crypto-wallets.button.continueWith',
    'wallet',
    { Metamask: 'Metamask', Phantom: 'Phantom', Coinbase: 'Coinbase', Binance: 'Binance' },
  ],
];

/**
 * Stytch's keys with no Entryway counterpart: texts of screens Entryway does not have (its wallet pop-up hints, the
 * reset screen's own 'Login without a password', 'Last used', the watermark's alt text).
 */
export const STYTCH_KEYS_WITHOUT_COUNTERPART = [
  'crypto.connectWallet.instructionPopup',
  'crypto.setupNewWallet.instruction',
  'crypto.signMessage.instruction',
  'crypto.wallet.continueWithEthereum',
  'crypto.wallet.continueWithSolana',
  'password.reset.loginWithoutPassword',
  'provider.lastUsed',
  'watermark.altText',
] as const;

const rename = (value: string, renames: Record<string, string>) =>
  value
    .replace(/<\/?bold>/g, '')
    .replace(/\{(\w+)/g, (m, name: string) => (Object.hasOwn(renames, name) ? `{${renames[name]}` : m));

/** An app's `strings` written for Stytch's UI (or Entryway's own keys) → Entryway's `strings`. */
export function stytchStrings(strings: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!strings) return strings;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value !== 'string') continue;
    const targets = Object.hasOwn(STYTCH_KEYS, key) ? STYTCH_KEYS[key] : undefined;
    const template = TEMPLATES.find(([prefix]) => key.startsWith(prefix));
    if (targets) {
      for (const t of targets) {
        const [to, renames] = typeof t === 'string' ? [t, {}] : t;
        out[to] ??= rename(value, renames);
      }
    } else if (template) {
      const brand = key.slice(template[0].length);
      const name = template[3][brand] ?? brand;
      if (value.includes(name)) out[template[1]] ??= value.replace(name, `{${template[2]}}`);
    } else if (
      /^[a-z][a-z0-9-]*\./.test(key) &&
      !(STYTCH_KEYS_WITHOUT_COUNTERPART as readonly string[]).includes(key)
    ) {
      // Entryway's own keys pass through (the core reports keys it does not know).
      out[key] = value;
    }
  }
  return out;
}
