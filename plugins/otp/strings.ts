/**
 * English strings of the `otp` plugin. Override any key with the widget's `strings` option. Spec texts are quoted
 * exactly; `{name}` placeholders are filled in at render time and always rendered as text.
 */
export const otpStrings = {
  // Tab labels on Main: Text, WhatsApp, Email.
  'otp.tab.sms': 'Text',
  'otp.tab.whatsapp': 'WhatsApp',
  'otp.tab.email': 'Email',
  // The choice offered inside the passwords plugin's Email tab when it owns that tab.
  'otp.alternative.email': 'Email me a login code',
  // Submit buttons of the forms.
  'otp.button.sms': 'Continue with text message',
  'otp.button.whatsapp': 'Continue with WhatsApp',
  'otp.button.email': 'Continue with email',
  // Phone form. The country option reads e.g. 'United States (+1)'; the closed select shows '{code} +{dialCode}'.
  'otp.phone.label': 'Phone number',
  'otp.phone.placeholder': '(123) 456-7890',
  'otp.phone.country': 'Country',
  'otp.phone.countryOption': '{name} (+{dialCode})',
  'otp.phone.unavailable':
    'We could not load phone number support. Check your connection, or enter your number with its country code (for example +1).',
  // Email form.
  'otp.email.label': 'Email',
  'otp.email.placeholder': 'example@email.com',
  // Validation. The phone text is the same as the catalogue's invalid_phone_number.
  'otp.error.invalidEmail': 'Invalid email address.',
  'otp.error.invalidPhone': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  // OTPAuthenticate. {destination} is the national-format phone number or the email address.
  'otp.authenticate.title': 'Enter passcode',
  'otp.authenticate.sentTo': 'A 6-digit passcode was sent to you at {destination}.',
  'otp.authenticate.codeLabel': 'Passcode',
  'otp.authenticate.expiresIn': 'Your code expires in {time}.',
  'otp.authenticate.expired': 'Your code has expired.',
  /** Shown (and announced) while a typed code is being checked. */
  'otp.authenticate.verifying': 'Verifying passcode…',
  // Resend button states (initial, sending, sent for 2 seconds, waiting).
  'otp.resend.initial': 'Resend code',
  'otp.resend.sending': 'Sending code…',
  'otp.resend.sent': 'Code sent',
  'otp.resend.waiting': 'Code sent! Try again in {seconds}s',
  // Toasts after a resend.
  'otp.toast.codeSent': 'Code sent',
  'otp.toast.emailResent': 'Email resent',
  // OTPSecondFactor: a code to the signed-in user's verified phone after the first factor. {phone} is masked
  // ('+1 •••• 0123'). The 'use' texts are the links to this screen from the other second factors' screens.
  'otp.secondFactor.title': 'Check your phone',
  'otp.secondFactor.sentSms': 'We sent a code to {phone}.',
  'otp.secondFactor.sentWhatsApp': 'We sent a code to {phone} on WhatsApp.',
  'otp.secondFactor.sending': 'Sending a code to {phone}…',
  'otp.secondFactor.viaSms': 'Send it by text message instead',
  'otp.secondFactor.viaWhatsApp': 'Send it by WhatsApp instead',
  'otp.secondFactor.useSms': 'Text a code to my phone',
  'otp.secondFactor.useWhatsApp': 'Send a code to my WhatsApp',
  'otp.secondFactor.noPhone': 'Your account has no verified phone number to send a code to.',
  // OTPConfirmation.
  'otp.confirmation.title': 'Success!',
  'otp.confirmation.text': 'Your passcode has been successfully verified.',
  // Error types this method owns, found through the plugin's `errors` map.
  'otp.errorType.invalid_phone_number':
    'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'otp.errorType.unsubscribed_phone_number':
    "Phone number is unsubscribed. User has unsubscribed. Resubscribe by texting 'START' before messages can be sent.",
  'otp.errorType.invalid_phone_number_country_code':
    "The phone number's country code is invalid, unsupported, or disabled.",
  'otp.errorType.invalid_code': 'Code format is invalid, please try again.',
  'otp.errorType.otp_code_not_found': 'Invalid passcode, please try again.',
} as const;

export type OtpStringKey = keyof typeof otpStrings;

// Types the developer's `strings` overrides with this plugin's keys.
declare module 'entryway' {
  interface StringRegistry extends Record<OtpStringKey, string> {}
}

/** The API error types this method recognises → its string keys (the plugin's `errors`). */
export const otpErrors = {
  invalid_phone_number: 'otp.errorType.invalid_phone_number',
  unsubscribed_phone_number: 'otp.errorType.unsubscribed_phone_number',
  invalid_phone_number_country_code: 'otp.errorType.invalid_phone_number_country_code',
  invalid_code: 'otp.errorType.invalid_code',
  otp_code_not_found: 'otp.errorType.otp_code_not_found',
} as const satisfies Record<string, OtpStringKey>;
