/**
 * PasskeyConfirmation (spec §2): 'Success!' with a check graphic; tells the host the flow is complete once, on display.
 */
import { useEffect, useRef } from 'react';
import { EventType, type EntryProps } from 'entryway';
import { CheckGraphic, Heading, Text } from 'entryway/ui';

export function PasskeyConfirmation({ widget }: EntryProps) {
  const emitted = useRef(false);
  useEffect(() => {
    // The ref survives StrictMode's effect replay, so the host hears it exactly once per display.
    if (emitted.current) return;
    emitted.current = true;
    widget.emit(EventType.AuthenticateFlowComplete, {});
  }, [widget]);
  return (
    <div className="ew-center ew-passkeys-confirmation">
      <CheckGraphic />
      <Heading level={2}>{widget.t('passkeys.confirmation.title')}</Heading>
      <Text>{widget.t('passkeys.confirmation.text')}</Text>
    </div>
  );
}
