/**
 * The code entry both code screens share (a login's code, a second factor's): six digits that submit themselves, the
 * error in place, a 'verifying' status, the m:ss countdown with its own polite expiry announcement, and the core's
 * `ResendButton`. The passcode lives in the screen's state only.
 */
import { useRef, useState, type ReactNode } from 'react';
import { ErrorMessage, type Action, type Translate } from 'entryway';
import { ResendButton } from 'entryway/screens';
import { CodeInput } from '../../../ui/CodeInput';
import { Form } from '../../../ui/Form';
import { Text } from '../../../ui/Text';

export const CODE_LENGTH = 6;
/** 'Code sent' shows for 2 seconds. */
export const SENT_MS = 2_000;
/** A resend is possible again this long after the last one (the 'waiting' state). */
export const RESEND_COOLDOWN_SECONDS = 15;

/** m:ss for whole seconds, e.g. 4:59, 0:07. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The typed code and what follows a check: a rejected or unverifiable code is cleared (so typing or pasting the next
 * one submits again) and counted (each one makes the resend control usable at once); a new code clears the old one.
 */
export function useCodeEntry(check: (code: string) => Promise<{ ok: boolean }>) {
  const [code, setCode] = useState('');
  const [rejected, setRejected] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = () => setTimeout(() => inputRef.current?.focus(), 0);
  const submit = async (value: string) => {
    if (value.length !== CODE_LENGTH) return;
    const result = await check(value);
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
  return { code, setCode, rejected, inputRef, submit, resent };
}

interface CodeEntryProps {
  /** Prefix of the element ids; `<id>-title` and `<id>-sent-to` describe the field. */
  id: string;
  t: Translate;
  entry: ReturnType<typeof useCodeEntry>;
  /** The form's accessible name (the screen's title). */
  formLabel: string;
  verify: Action<[string], unknown>;
  resend: Action<[], unknown>;
  /** The field is disabled besides while checking (a code on its way). */
  busy: boolean;
  /** Seconds until the code expires; `null` while no code was sent. */
  remaining: number | null;
  /** The resend button starts cooling down (a code was sent just before the screen opened). @default false */
  startCoolingDown?: boolean;
  sentToast: string;
  /** After the resend button (other channels, other factors). */
  children?: ReactNode;
}

export function CodeEntry({ id, t, entry, formLabel, verify, resend, busy, remaining, ...rest }: CodeEntryProps) {
  const expired = remaining === 0;
  return (
    <>
      <Form onSubmit={() => void entry.submit(entry.code)} ariaLabel={formLabel}>
        <div className="ew-field-group">
          <CodeInput
            id={`${id}-code`}
            label={t('otp.authenticate.codeLabel')}
            hideLabel
            value={entry.code}
            onChange={entry.setCode}
            onComplete={(c) => void entry.submit(c)}
            length={CODE_LENGTH}
            disabled={busy || verify.pending || resend.pending}
            inputRef={entry.inputRef}
            name="code"
            focusOnArrival
            describedBy={`${id}-title ${id}-sent-to`}
          />
          <ErrorMessage id={`${id}-error`} error={verify.error} />
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
        {remaining !== null && !expired ? (
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
        action={resend}
        onSent={entry.resent}
        cooldownSeconds={RESEND_COOLDOWN_SECONDS}
        startCoolingDown={rest.startCoolingDown}
        sentMs={SENT_MS}
        label={(phase, seconds) =>
          phase === 'waiting'
            ? t('otp.resend.waiting', { seconds })
            : t(`otp.resend.${phase === 'ready' ? 'initial' : phase}`)
        }
        sentToast={rest.sentToast}
        readyAgain={entry.rejected}
      />
      {rest.children}
    </>
  );
}
