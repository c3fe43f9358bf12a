/**
 * CryptoConfirmation: 'Success!' with a check graphic. The core's login completion has told the host the flow is
 * complete (AUTHENTICATE_FLOW_COMPLETE, once, with `{}` as Stytch's UI) before this screen shows.
 */
import type { EntryProps } from 'entryway';
import { CheckGraphic } from '../../../ui/CheckGraphic';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';

export function CryptoConfirmation({ widget }: EntryProps) {
  return (
    <div className="ew-center ew-crypto-wallets-confirmation">
      <CheckGraphic />
      <Heading level={1}>{widget.t('crypto-wallets.confirmation.title')}</Heading>
      <Text>{widget.t('crypto-wallets.confirmation.text')}</Text>
    </div>
  );
}
