/**
 * The Main tab form of email passcodes (shown when no plugin with a higher claim owns the Email tab): the core's
 * email step, sending a passcode and opening OTPAuthenticate.
 */
import { EmailStep, type EntryProps } from 'entryway';
import { acceptCode, requestCode, PLUGIN_ID, SCREEN_AUTHENTICATE } from '../send';

/** The OTP email form says 'Invalid email address.' where the catalogue says 'Email format is invalid.'. */
export const EMAIL_OVERRIDES = { invalid_email: 'otp.error.invalidEmail' };

export function EmailForm({ widget }: EntryProps) {
  const t = widget.t;
  return (
    <EmailStep
      idPrefix={PLUGIN_ID}
      label={t('otp.email.label')}
      hideLabel
      placeholder={t('otp.email.placeholder')}
      invalidText={t('otp.error.invalidEmail')}
      submitLabel={t('otp.button.email')}
      formLabel={t('otp.tab.email')}
      overrides={EMAIL_OVERRIDES}
      send={(address) => requestCode(widget, 'email', address)}
      onSent={(address, request) => {
        if (acceptCode(widget, 'email', request, address, address)) widget.navigate(SCREEN_AUTHENTICATE);
      }}
    />
  );
}
