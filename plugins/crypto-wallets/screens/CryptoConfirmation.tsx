/** CryptoConfirmation: 'Success!' with a check graphic; tells the host the flow is complete once, on display. */
import { useEffect, useRef } from 'react';
import { EventType, type EntryProps } from 'entryway';
import { CheckGraphic, Heading, Text } from '../../../ui';

export function CryptoConfirmation({ widget }: EntryProps) {
  const emitted = useRef(false);
  useEffect(() => {
    // The ref survives StrictMode's effect replay, so the host hears it exactly once per display.
    if (emitted.current) return;
    emitted.current = true;
    widget.emit(EventType.AuthenticateFlowComplete, {});
  }, [widget]);
  return (
    <div className="ew-center ew-crypto-wallets-confirmation">
      <CheckGraphic />
      <Heading level={1}>{widget.t('crypto-wallets.confirmation.title')}</Heading>
      <Text>{widget.t('crypto-wallets.confirmation.text')}</Text>
    </div>
  );
}
