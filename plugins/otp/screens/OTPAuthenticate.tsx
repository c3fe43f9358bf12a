/**
 * OTPAuthenticate: six-digit entry that submits itself once at the sixth digit, an m:ss countdown (the core's
 * `useCountdown`), and the core's `ResendButton` (initial → sending → sent for 2 s → waiting → initial), running the
 * `verify` and `resend` commands. The passcode lives in this component's state only. The field is disabled while
 * a resend is in flight (`verify` would not run then: a new `method_id` is on its way).
 */
import { useEffect } from 'react';
import { BackToMain, useCommand, useCountdown, useWidgetState, type EntryProps } from 'entryway';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { cleared, selectOtp } from '../slice';
import { otpCommands } from '../commands';
import { displayPhone } from '../phone';
import { CodeEntry, useCodeEntry } from './CodeEntry';

export function OTPAuthenticate({ widget }: EntryProps) {
  const t = widget.t;
  const delivery = useWidgetState((s) => selectOtp(s).otpState);
  const idPrefix = `${widget.instanceId}-otp-auth`;
  // The core countdown: re-renders each second until the code expires (0 = expired).
  const remaining = useCountdown(delivery?.expiresAt ?? 0);

  const verify = useCommand(otpCommands.verify);
  const resend = useCommand(otpCommands.resend);
  const entry = useCodeEntry(verify.run);

  // No passcode was sent in this widget (e.g. the screen was restored without state): back to Main.
  useEffect(() => {
    if (!delivery) widget.navigate('main');
  }, [delivery, widget]);

  if (!delivery) return null;

  // A phone number sent on the 2 s fallback (library still loading) is shown in national form once it can be.
  const destination =
    delivery.type !== 'email' && delivery.displayDestination === delivery.destination
      ? displayPhone(delivery.destination)
      : delivery.displayDestination;

  const sentTo = t('otp.authenticate.sentTo').split('{destination}');
  return (
    <div className="ew-stack">
      <BackToMain onBack={() => widget.dispatch(cleared())} />
      <Heading level={2} id={`${idPrefix}-title`}>
        {t('otp.authenticate.title')}
      </Heading>
      <Text id={`${idPrefix}-sent-to`}>
        {sentTo.map((part, i) => (
          <span key={i}>
            {i > 0 ? (
              <strong
                className={
                  delivery.type === 'email' ? 'ew-otp-destination' : 'ew-otp-destination ew-otp-destination--phone'
                }
              >
                {destination}
              </strong>
            ) : null}
            {part}
          </span>
        ))}
      </Text>
      <CodeEntry
        id={idPrefix}
        t={t}
        entry={entry}
        formLabel={t('otp.authenticate.title')}
        verify={verify}
        resend={resend}
        busy={false}
        remaining={remaining}
        sentToast={t(delivery.type === 'email' ? 'otp.toast.emailResent' : 'otp.toast.codeSent')}
      />
    </div>
  );
}
