/**
 * The login step's screen: a code to the signed-in user's verified phone as a second factor. The code is sent as the
 * screen opens (once per arrival: a code still valid from an earlier visit is kept), and the screen says where it went
 * with the number masked ('+1 •••• 0123'). Six digits submit themselves; the countdown, the resend button and the
 * verifying status are the shared CodeEntry. When the plugin sends by SMS and WhatsApp, the other channel is a
 * link; the other second factors of the group (an authenticator app, a passkey) are links too.
 */
import { useEffect, useState } from 'react';
import { useCommand, useCountdown, useWidgetState, type EntryProps, type StringKey } from 'entryway';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { selectOtp } from '../slice';
import { loadPhoneLib, maskPhone } from '../phone';
import { otpSecondFactorCommands, phoneChannels } from '../secondFactor';
import { otpOptions } from '../commands';
import { CodeEntry, useCodeEntry } from './CodeEntry';

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
  const [, setLibLoaded] = useState(false);
  const id = `${widget.instanceId}-otp-2fa`;
  const remaining = useCountdown(delivery?.expiresAt ?? 0);
  // Leaving the screen (another second factor) must not cancel a check that passes the step.
  const verify = useCommand(otpSecondFactorCommands.secondFactorVerify, { cancelOnUnmount: false });
  const send = useCommand(otpSecondFactorCommands.secondFactorSend);
  const entry = useCodeEntry(verify.run);

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
  const status = !delivery
    ? t('otp.secondFactor.sending')
    : t(channel === 'whatsapp' ? 'otp.secondFactor.sentWhatsApp' : 'otp.secondFactor.sentSms');
  return (
    <div className="ew-stack">
      <Heading level={2} id={`${id}-title`}>
        {t('otp.secondFactor.title')}
      </Heading>
      <Text id={`${id}-sent-to`}>{withPhone(status, masked)}</Text>
      <CodeEntry
        id={id}
        t={t}
        entry={entry}
        formLabel={t('otp.secondFactor.title')}
        verify={verify}
        resend={send}
        busy={!delivery}
        remaining={delivery ? remaining : null}
        startCoolingDown={fresh}
        sentToast={t('otp.toast.codeSent')}
      />
      {other ? (
        <div className="ew-otp-links">
          <Button
            variant="text"
            disabled={send.pending}
            onClick={() => void send.run(other).then((r) => r.ok && entry.resent())}
          >
            {t(other === 'whatsapp' ? 'otp.secondFactor.viaWhatsApp' : 'otp.secondFactor.viaSms')}
          </Button>
        </div>
      ) : null}
      <OtherSecondFactors {...props} />
    </div>
  );
}
