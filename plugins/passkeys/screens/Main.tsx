/**
 * What passkeys add to Main: the 'Login with a Passkey' button (shown unless autofill is used) and an invisible block
 * that runs the background autofill request while Main is on screen.
 */
import { useEffect, useState } from 'react';
import { useCommand, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Text } from '../../../ui/Text';
import { usesAutofill } from '../slice';
import { passkeysCommands } from '../commands';
import { PasskeyIcon } from './PasskeyIcon';

export function PasskeyButton({ widget }: EntryProps) {
  const login = useCommand(passkeysCommands.login);
  const [cancelled, setCancelled] = useState(false);
  const statusId = `${widget.instanceId}-passkeys-status`;

  const onClick = async () => {
    setCancelled(false);
    const result = await login.run();
    if (result.ok) setCancelled(result.value === 'cancelled');
  };

  return (
    <div className="ew-passkeys-login">
      <Button
        variant="secondary"
        icon={<PasskeyIcon />}
        loading={login.pending}
        onClick={() => void onClick()}
        aria-describedby={statusId}
      >
        {widget.t('passkeys.button.login')}
      </Button>
      {/* A polite status, not an alert: closing the dialog is a choice, not a failure. */}
      <div id={statusId} role="status" className="ew-passkeys-status">
        {cancelled ? (
          <Text variant="helper" as="span">
            {widget.t('passkeys.login.cancelled')}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

/** Runs the autofill request while Main is shown (mount) and aborts it when Main goes away (unmount). */
export function AutofillRequest({ widget }: EntryProps) {
  const on = useWidgetState(usesAutofill);
  useEffect(() => {
    if (!on) return;
    void widget.commands.run(passkeysCommands.autofill);
    return () => widget.commands.cancel(passkeysCommands.autofill);
  }, [on, widget]);
  return null;
}
