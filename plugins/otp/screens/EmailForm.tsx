/**
 * The Main tab form of email passcodes (shown when no plugin with a higher claim owns the Email tab): the core's
 * email step running the `sendEmail` command, which sends the passcode and opens OTPAuthenticate.
 */
import { EmailStep, useCommand, type EntryProps } from 'entryway';
import { otpCommands, PLUGIN_ID } from '../commands';

export function EmailForm({ widget }: EntryProps) {
  const t = widget.t;
  const send = useCommand(otpCommands.sendEmail);
  return (
    <EmailStep
      idPrefix={PLUGIN_ID}
      label={t('otp.email.label')}
      hideLabel
      placeholder={t('otp.email.placeholder')}
      invalidText={t('otp.error.invalidEmail')}
      submitLabel={t('otp.button.email')}
      formLabel={t('otp.tab.email')}
      action={send}
    />
  );
}
