/**
 * OTPConfirmation: 'Success!' with a check graphic. The core's login completion has told the host the flow
 * is complete (AUTHENTICATE_FLOW_COMPLETE, once, with `{}` as Stytch's UI) before this screen shows.
 */
import type { EntryProps } from 'entryway';
import { CheckGraphic } from '../../../ui/CheckGraphic';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';

export function OTPConfirmation({ widget }: EntryProps) {
  return (
    <div className="ew-center ew-otp-confirmation">
      <CheckGraphic />
      <Heading level={2}>{widget.t('otp.confirmation.title')}</Heading>
      <Text>{widget.t('otp.confirmation.text')}</Text>
    </div>
  );
}
