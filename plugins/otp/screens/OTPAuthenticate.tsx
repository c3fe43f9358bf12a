/**
 * OTPAuthenticate (spec §2): six-digit entry that submits itself once at the sixth digit, an m:ss countdown, and a
 * resend button (initial → sending → sent for 2 s → waiting → initial). The passcode lives in this component's state
 * only. Verification always uses the newest accepted `method_id`, read from the store at call time, and is disabled
 * while a resend is in flight (checklist P4).
 */
import { useEffect, useRef, useState } from 'react';
import {
  BackToMain,
  ErrorMessage,
  EventType,
  useAction,
  useWidgetState,
  type EntryProps,
} from 'entryway';
import { Button, CodeInput, Form, Heading, Text } from '../../../ui';
import { cleared, selectOtp } from '../slice';
import { acceptCode, requestCode, SCREEN_CONFIRMATION } from '../send';
import { displayPhone } from '../phone';
import { EMAIL_OVERRIDES } from './EmailForm';

export const CODE_LENGTH = 6;
/** 'Code sent' shows for 2 seconds (spec §2, §9). */
export const SENT_MS = 2_000;
/** A resend is possible again this long after the last one (the 'waiting' state). */
export const RESEND_COOLDOWN_MS = 15_000;

/** m:ss, e.g. 4:59, 0:07. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

export function OTPAuthenticate({ widget }: EntryProps) {
  const t = widget.t;
  const delivery = useWidgetState((s) => selectOtp(s).otpState);
  const [code, setCode] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const [resentAt, setResentAt] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const idPrefix = `${widget.instanceId}-otp-auth`;

  const verify = useAction((passcode: string) => {
    // The newest method_id at the moment of the call, never one captured by an earlier render.
    const methodId = selectOtp(widget.getState()).otpState?.methodId ?? '';
    return widget.client.otps.authenticate(passcode, methodId, {
      session_duration_minutes: widget.sessionDurationMinutes,
    });
  });
  const resend = useAction(
    (method: NonNullable<typeof delivery>['type'], destination: string) => requestCode(widget, method, destination),
    { mode: 'latest', overrides: delivery?.type === 'email' ? EMAIL_OVERRIDES : undefined },
  );

  // No passcode was sent in this widget (e.g. the screen was restored without state): back to Main.
  useEffect(() => {
    if (!delivery) widget.navigate('main');
  }, [delivery, widget]);

  // One timer for the countdown and the resend states: wake at the next boundary that changes what is shown.
  const expiresAt = delivery?.expiresAt ?? 0;
  useEffect(() => {
    const current = Date.now();
    const boundaries = [
      expiresAt > current ? current + (((expiresAt - current) % 1000) || 1000) : Infinity,
      resentAt !== null && resentAt + SENT_MS > current ? resentAt + SENT_MS : Infinity,
      resentAt !== null && resentAt + RESEND_COOLDOWN_MS > current
        ? current + (((resentAt + RESEND_COOLDOWN_MS - current) % 1000) || 1000)
        : Infinity,
    ];
    const next = Math.min(...boundaries);
    if (next === Infinity) return;
    const timer = setTimeout(() => setNow(Date.now()), next - current);
    return () => clearTimeout(timer);
  }, [now, expiresAt, resentAt]);

  if (!delivery) return null;

  const remaining = delivery.expiresAt - now;
  const expired = remaining <= 0;
  const sending = resend.pending;
  const phase: 'initial' | 'sending' | 'sent' | 'waiting' = sending
    ? 'sending'
    : resentAt !== null && now < resentAt + SENT_MS
      ? 'sent'
      : resentAt !== null && now < resentAt + RESEND_COOLDOWN_MS
        ? 'waiting'
        : 'initial';
  const waitSeconds = resentAt === null ? 0 : Math.max(1, Math.ceil((resentAt + RESEND_COOLDOWN_MS - now) / 1000));
  // A phone number sent on the 2 s fallback (library still loading) is shown in national form once it can be.
  const destination =
    delivery.type !== 'email' && delivery.displayDestination === delivery.destination
      ? displayPhone(delivery.destination)
      : delivery.displayDestination;

  const focusInput = () => setTimeout(() => inputRef.current?.focus(), 0);

  const submit = async (passcode: string) => {
    if (passcode.length !== CODE_LENGTH || resend.pending) return;
    const result = await verify.run(passcode);
    if (result.ok) {
      void widget.completeLogin({
        method: 'otp',
        event: EventType.OTPsAuthenticate,
        response: result.value,
        screen: { screen: SCREEN_CONFIRMATION },
      });
    } else if ('error' in result) {
      // A rejected or unverifiable code is cleared so typing or pasting the next one submits again.
      setCode('');
      focusInput();
    }
  };

  const doResend = async () => {
    if (phase !== 'initial') return;
    const { type, destination: to, displayDestination } = delivery;
    if (type === 'email') widget.logEvent('email_try_again_clicked', { email: to, type: 'login_or_create_otp' });
    const result = await resend.run(type, to);
    if (result.ok && acceptCode(widget, type, result.value, to, displayDestination)) {
      verify.clearError();
      setCode('');
      const at = Date.now();
      setResentAt(at);
      setNow(at);
      widget.toast(t(type === 'email' ? 'otp.toast.emailResent' : 'otp.toast.codeSent'), 'success');
      focusInput();
    }
  };

  const sentTo = t('otp.authenticate.sentTo').split('{destination}');
  const resendLabel =
    phase === 'waiting'
      ? t('otp.resend.waiting', { seconds: waitSeconds })
      : t(`otp.resend.${phase}`);

  return (
    <div className="ew-stack">
      <BackToMain onBack={() => widget.dispatch(cleared())} />
      <Heading level={2}>{t('otp.authenticate.title')}</Heading>
      <Text>
        {sentTo.map((part, i) => (
          <span key={i}>
            {i > 0 ? <strong className="ew-otp-destination">{destination}</strong> : null}
            {part}
          </span>
        ))}
      </Text>
      <Form onSubmit={() => void submit(code)} ariaLabel={t('otp.authenticate.title')}>
        <div className="ew-otp-group">
          <CodeInput
            id={`${idPrefix}-code`}
            label={t('otp.authenticate.codeLabel')}
            hideLabel
            value={code}
            onChange={setCode}
            onComplete={(c) => void submit(c)}
            length={CODE_LENGTH}
            disabled={verify.pending || sending}
            inputRef={inputRef}
            name="code"
          />
          <ErrorMessage id={`${idPrefix}-error`} error={verify.error} />
        </div>
      </Form>
      {/* role=timer is not announced each second; the expiry gets its own polite live region, always mounted. */}
      <div className="ew-otp-group">
        {expired ? null : (
          <Text variant="helper" as="div">
            <span role="timer" className="ew-otp-timer">
              {t('otp.authenticate.expiresIn', { time: formatCountdown(remaining) })}
            </span>
          </Text>
        )}
        <div role="status" className="ew-otp-expired">
          {expired ? <Text variant="helper" as="span">{t('otp.authenticate.expired')}</Text> : null}
        </div>
      </div>
      <div className="ew-otp-group">
        <Button
          variant="secondary"
          loading={phase === 'sending'}
          disabled={phase === 'sent' || phase === 'waiting'}
          onClick={() => void doResend()}
        >
          {resendLabel}
        </Button>
        <ErrorMessage id={`${idPrefix}-resend-error`} error={resend.error} />
      </div>
    </div>
  );
}
