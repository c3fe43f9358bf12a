/**
 * OTPAuthenticate: six-digit entry that submits itself once at the sixth digit, an m:ss countdown (the core's
 * `useCountdown`), and the core's `ResendButton` (initial → sending → sent for 2 s → waiting → initial), running the
 * `verify` and `resend` commands. The passcode lives in this component's state only. The field is disabled while
 * a resend is in flight (`verify` would not run then: a new `method_id` is on its way).
 */
import { useEffect, useRef, useState } from 'react';
import { BackToMain, ErrorMessage, useCommand, useCountdown, useWidgetState, type EntryProps } from 'entryway';
import { ResendButton } from 'entryway/screens';
import { CodeInput } from '../../../ui/CodeInput';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { cleared, selectOtp } from '../slice';
import { otpCommands } from '../commands';
import { displayPhone } from '../phone';

export const CODE_LENGTH = 6;
/** 'Code sent' shows for 2 seconds. */
export const SENT_MS = 2_000;
/** A resend is possible again this long after the last one (the 'waiting' state). */
export const RESEND_COOLDOWN_SECONDS = 15;

/** m:ss for whole seconds, e.g. 4:59, 0:07. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function OTPAuthenticate({ widget }: EntryProps) {
  const t = widget.t;
  const delivery = useWidgetState((s) => selectOtp(s).otpState);
  const [code, setCode] = useState('');
  // Counts rejected codes: each one makes the resend control usable at once (the user may need a new code).
  const [rejected, setRejected] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const idPrefix = `${widget.instanceId}-otp-auth`;
  // The core countdown: re-renders each second until the code expires (0 = expired).
  const remaining = useCountdown(delivery?.expiresAt ?? 0);

  const verify = useCommand(otpCommands.verify);
  const resend = useCommand(otpCommands.resend);

  // No passcode was sent in this widget (e.g. the screen was restored without state): back to Main.
  useEffect(() => {
    if (!delivery) widget.navigate('main');
  }, [delivery, widget]);

  if (!delivery) return null;

  const expired = remaining === 0;
  // A phone number sent on the 2 s fallback (library still loading) is shown in national form once it can be.
  const destination =
    delivery.type !== 'email' && delivery.displayDestination === delivery.destination
      ? displayPhone(delivery.destination)
      : delivery.displayDestination;

  const focusInput = () => setTimeout(() => inputRef.current?.focus(), 0);

  const submit = async (passcode: string) => {
    if (passcode.length !== CODE_LENGTH) return;
    const result = await verify.run(passcode);
    if (!result.ok && 'error' in result) {
      // A rejected or unverifiable code is cleared so typing or pasting the next one submits again.
      setCode('');
      setRejected((n) => n + 1);
      focusInput();
    }
  };

  // A new code is on its way: the old one is of no use (the command has cleared its error).
  const onResent = () => {
    setCode('');
    focusInput();
  };

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
      <Form onSubmit={() => void submit(code)} ariaLabel={t('otp.authenticate.title')}>
        <div className="ew-field-group">
          <CodeInput
            id={`${idPrefix}-code`}
            label={t('otp.authenticate.codeLabel')}
            hideLabel
            value={code}
            onChange={setCode}
            onComplete={(c) => void submit(c)}
            length={CODE_LENGTH}
            disabled={verify.pending || resend.pending}
            inputRef={inputRef}
            name="code"
            focusOnArrival
            describedBy={`${idPrefix}-title ${idPrefix}-sent-to`}
          />
          <ErrorMessage id={`${idPrefix}-error`} error={verify.error} />
          {/* Says what is happening while the code is checked, not only a disabled field. */}
          <div role="status" className="ew-otp-verifying">
            {verify.pending ? (
              <>
                <span className="ew-spinner ew-spinner--small" aria-hidden="true">
                  <span className="ew-spinner-circle" />
                </span>
                <Text variant="helper" as="span">
                  {t('otp.authenticate.verifying')}
                </Text>
              </>
            ) : null}
          </div>
        </div>
      </Form>
      {/* role=timer is not announced each second; the expiry gets its own polite live region, always mounted. */}
      <div className="ew-field-group">
        {expired ? null : (
          <Text variant="helper" as="div">
            <span role="timer" className="ew-otp-timer">
              {t('otp.authenticate.expiresIn', { time: formatCountdown(remaining) })}
            </span>
          </Text>
        )}
        <div role="status" className="ew-otp-expired">
          {expired ? (
            <Text variant="helper" as="span">
              {t('otp.authenticate.expired')}
            </Text>
          ) : null}
        </div>
      </div>
      <ResendButton
        id={`${idPrefix}-resend-error`}
        action={resend}
        onSent={onResent}
        cooldownSeconds={RESEND_COOLDOWN_SECONDS}
        sentMs={SENT_MS}
        label={(phase, seconds) =>
          phase === 'waiting'
            ? t('otp.resend.waiting', { seconds })
            : t(`otp.resend.${phase === 'ready' ? 'initial' : phase}`)
        }
        sentToast={t(delivery.type === 'email' ? 'otp.toast.emailResent' : 'otp.toast.codeSent')}
        readyAgain={rejected}
      />
    </div>
  );
}
