/**
 * What passkeys add to Main: the 'Login with a Passkey' button (shown unless autofill is used) and an invisible block
 * that runs the background autofill request while Main is on screen.
 */
import { useEffect, useRef, useState } from 'react';
import { useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Text } from '../../../ui/Text';
import { authenticate, finishLogin, isCancelled, loginErrorKey, reportFailure } from '../login';
import { usesAutofill } from '../slice';
import { autofillOf } from '../autofill';
import { PasskeyIcon } from './PasskeyIcon';

export function PasskeyButton({ widget }: EntryProps) {
  const [pending, setPending] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const statusId = `${widget.instanceId}-passkeys-status`;

  // No UI time-out here: the browser's dialog waits for the person (fingerprint, face, PIN) as long as it needs.
  const login = async () => {
    if (pending) return;
    setPending(true);
    setCancelled(false);
    widget.setBanner(null);
    try {
      const response = await authenticate(widget, { conditional: false });
      if (!response) throw new Error('Empty response');
      await finishLogin(widget, response);
    } catch (e) {
      if (!mounted.current) return;
      if (isCancelled(e)) {
        setCancelled(true);
        return;
      }
      const { key, params } = loginErrorKey(e);
      widget.setBanner({ variant: 'error', key, params });
      reportFailure(widget, e, key, params);
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <div className="ew-passkeys-login">
      <Button variant="secondary" icon={<PasskeyIcon />} loading={pending} onClick={() => void login()} aria-describedby={statusId}>
        {widget.t('passkeys.button.login')}
      </Button>
      {/* A polite status, not an alert: closing the dialog is a choice, not a failure. */}
      <div id={statusId} role="status" className="ew-passkeys-status">
        {cancelled ? <Text variant="helper" as="span">{widget.t('passkeys.login.cancelled')}</Text> : null}
      </div>
    </div>
  );
}

/** Runs the autofill request while Main is shown (mount) and aborts it when Main goes away (unmount). */
export function AutofillRequest({ widget }: EntryProps) {
  const on = useWidgetState(usesAutofill);
  useEffect(() => {
    const autofill = on ? autofillOf(widget) : undefined;
    if (!autofill) return;
    autofill.start();
    return () => autofill.stop();
  }, [on, widget]);
  return null;
}
