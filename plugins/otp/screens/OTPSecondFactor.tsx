/**
 * The login step's screen: a code to the signed-in user's verified phone as a second factor. The code is sent as the
 * screen opens (once per arrival: a code still valid from an earlier visit is kept), and the screen says where it went
 * with the number masked ('+1 •••• 0123'). Six digits submit themselves; the countdown, the resend button and the
 * verifying status are OTPAuthenticate's pieces. When the plugin sends by SMS and WhatsApp, the other channel is a
 * link; the other second factors of the group (an authenticator app, a passkey) are links too.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage, useCommand, useCountdown, useWidgetState, type EntryProps, type StringKey } from 'entryway';
import { ResendButton } from 'entryway/screens';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { selectOtp } from '../slice';
import { loadPhoneLib, maskPhone } from '../phone';
import { otpSecondFactorCommands, phoneChannels } from '../secondFactor';
import { otpOptions } from '../commands';
import { CODE_LENGTH, formatCountdown, RESEND_COOLDOWN_SECONDS, SENT_MS } from './OTPAuthenticate';

/** `text` with its `{phone}` placeholder as the masked number, kept whole and left to right in any script. */
function withPhone(text: string, phone: string) {
  return text.split('{phone}').map((part, i) => (
    <span key={i}>
      {i > 0 ? <strong className="ew-otp-destination ew-otp-destination--phone">{phone}</strong> : null}
      {part}
    </span>
  ));
}

/** Links to the group's other second factors (other plugins' steps), by their `labelKey`. */
function OtherSecondFactors({ widget }: EntryProps) {
  const { t } = widget;
  const others = widget.steps.alternatives().filter((alt) => alt.labelKey);
  if (!others.length) return null;
  return (
    <div className="ew-otp-links">
      {others.map((alt) => (
        <Button key={alt.id} variant="text" onClick={() => widget.steps.switchTo(alt.id)}>
          {t(alt.labelKey as StringKey)}
        </Button>
      ))}
    </div>
  );
}

export function OTPSecondFactor(props: EntryProps) {
  const { widget } = props;
  const { t } = widget;
  // The number comes from the client, through a command (a view never reads the client); undefined until then.
  const [phone, setPhone] = useState<string | null | undefined>(undefined);
  const phoneOf = useCommand(otpSecondFactorCommands.secondFactorPhone);
  const delivery = useWidgetState((s) => {
    const d = selectOtp(s).otpState;
    return d?.secondFactor ? d : null;
  });
  const channels = phoneChannels(otpOptions(widget));
  const [code, setCode] = useState('');
  const [rejected, setRejected] = useState(0);
  const [, setLibLoaded] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = `${widget.instanceId}-otp-2fa`;
  const remaining = useCountdown(delivery?.expiresAt ?? 0);
  // Leaving the screen (another second factor) must not cancel a check that passes the step.
  const verify = useCommand(otpSecondFactorCommands.secondFactorVerify, { cancelOnUnmount: false });
  const send = useCommand(otpSecondFactorCommands.secondFactorSend);

  // The country code of the masked number comes from the phone library (loaded on demand, also by the phone form).
  useEffect(() => {
    let live = true;
    loadPhoneLib().then(
      () => live && setLibLoaded(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  // A code on arrival, unless one sent earlier in this login is still valid.
  useEffect(() => {
    void phoneOf.run().then((result) => {
      const found = result.ok ? result.value : null;
      setPhone(found);
      const before = selectOtp(widget.getState()).otpState;
      const fresh = before?.secondFactor && before.destination === found && before.expiresAt > Date.now();
      if (found && !fresh) void send.run();
    });
    // Once per arrival: later sends are the user's (resend, the other channel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const focusInput = () => setTimeout(() => inputRef.current?.focus(), 0);
  const submit = async (value: string) => {
    if (value.length !== CODE_LENGTH) return;
    const result = await verify.run(value);
    if (!result.ok && 'error' in result) {
      setCode('');
      setRejected((n) => n + 1);
      focusInput();
    }
  };
  const resent = () => {
    setCode('');
    focusInput();
  };

  if (phone === undefined)
    return (
      <div className="ew-stack">
        <Heading level={2}>{t('otp.secondFactor.title')}</Heading>
      </div>
    );
  if (!phone) {
    return (
      <div className="ew-stack">
        <Heading level={2}>{t('otp.secondFactor.title')}</Heading>
        <Text>{t('otp.secondFactor.noPhone')}</Text>
        <OtherSecondFactors {...props} />
      </div>
    );
  }

  // A code sent earlier in this login and still valid when the screen opened: the resend button starts cooling down.
  const fresh = delivery !== null && delivery.destination === phone && delivery.expiresAt > Date.now();
  const masked = maskPhone(phone);
  const channel = delivery?.type === 'whatsapp' ? 'whatsapp' : 'sms';
  const other = channels.find((c) => c !== channel);
  const expired = delivery !== null && remaining === 0;
  const status = !delivery
    ? t('otp.secondFactor.sending')
    : t(channel === 'whatsapp' ? 'otp.secondFactor.sentWhatsApp' : 'otp.secondFactor.sentSms');
  return (
    <div className="ew-stack">
      <Heading level={2} id={`${id}-title`}>
        {t('otp.secondFactor.title')}
      </Heading>
      <Text id={`${id}-sent-to`}>{withPhone(status, masked)}</Text>
      <Form onSubmit={() => void submit(code)} ariaLabel={t('otp.secondFactor.title')}>
        <div className="ew-field-group">
          <CodeInput
            id={`${id}-code`}
            label={t('otp.authenticate.codeLabel')}
            hideLabel
            value={code}
            onChange={setCode}
            onComplete={(c) => void submit(c)}
            length={CODE_LENGTH}
            disabled={!delivery || verify.pending || send.pending}
            inputRef={inputRef}
            name="code"
            focusOnArrival
            describedBy={`${id}-title ${id}-sent-to`}
          />
          <ErrorMessage id={`${id}-error`} error={verify.error} />
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
      <div className="ew-field-group">
        {delivery && !expired ? (
          <Text variant="helper" as="div">
            <span role="timer" className="ew-otp-timer">
              {t('otp.authenticate.expiresIn', { time: formatCountdown(remaining) })}
            </span>
          </Text>
        ) : null}
        <div role="status" className="ew-otp-expired">
          {expired ? (
            <Text variant="helper" as="span">
              {t('otp.authenticate.expired')}
            </Text>
          ) : null}
        </div>
      </div>
      <ResendButton
        id={`${id}-resend-error`}
        action={send}
        onSent={resent}
        cooldownSeconds={RESEND_COOLDOWN_SECONDS}
        startCoolingDown={fresh}
        sentMs={SENT_MS}
        label={(phase, seconds) =>
          phase === 'waiting'
            ? t('otp.resend.waiting', { seconds })
            : t(`otp.resend.${phase === 'ready' ? 'initial' : phase}`)
        }
        sentToast={t('otp.toast.codeSent')}
        readyAgain={rejected}
      />
      {other ? (
        <div className="ew-otp-links">
          <Button
            variant="text"
            disabled={send.pending}
            onClick={() => void send.run(other).then((r) => r.ok && resent())}
          >
            {t(other === 'whatsapp' ? 'otp.secondFactor.viaWhatsApp' : 'otp.secondFactor.viaSms')}
          </Button>
        </div>
      ) : null}
      <OtherSecondFactors {...props} />
    </div>
  );
}
