/**
 * Setting up an authenticator app: the QR code (an SVG drawn from the matrix), the setup key in groups of four with
 * Copy, an `otpauth://` link for an app on the same phone, the first 6-digit code, then the recovery codes, shown
 * once, with Copy and Download (.txt) and 'I have saved these codes' before Continue. In `offer` mode an invitation
 * with 'Not now' comes first. The secret and the codes stay in this component's state.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ErrorMessage,
  useCommand,
  useScreenParams,
  type ActionResult,
  type EntryProps,
  type ErrorDescription,
} from 'entryway';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { Form } from '../../../ui/Form';
import { FlowHeading } from './FlowHeading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { totpCommands, type Enrolment } from '../commands';
import { groupSecret, safeOtpauthHref } from '../otpauth';
import { encodeQr } from '../qr';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';
import { useCopy } from './useCopy';

type Phase = 'offer' | 'scan' | 'codes';

export function TotpEnrol({ widget }: EntryProps) {
  const { mode } = useScreenParams<'totp/Enrol'>() ?? { mode: 'require' };
  const finish = useCommand(totpCommands.finish, { cancelOnUnmount: false });
  // The same screen with the other mode starts over (its phases are this component's state).
  return <TotpEnrolFlow key={mode} widget={widget} mode={mode} finish={finish} />;
}

/** What {@link TotpEnrolFlow} takes besides the widget. */
export interface EnrolFlowProps {
  /** `offer` starts with the invitation and 'Not now' (which runs `finish`); `require` with the setup. */
  mode: 'require' | 'offer';
  /** Continue after the recovery codes (and 'Not now'). */
  finish: { run(): unknown; pending: boolean };
  /** Creates the app. @default `totpCommands.start` run by this component */
  start?: () => Promise<ActionResult<Enrolment>>;
  /** The level of the flow's headings: 2 on a screen of its own, 3 inside an account section. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * Setting up an app, from the invitation or the QR code to the recovery codes: the login step's screen, and the
 * account widget's 'Authenticator app' section, which passes its own `start` (through its verify-again runner) and
 * `finish`.
 */
export function TotpEnrolFlow({
  widget,
  mode,
  finish,
  start: startWith,
  headingLevel = 2,
}: EntryProps & EnrolFlowProps) {
  const { t } = widget;
  const [phase, setPhase] = useState<Phase>(mode === 'offer' ? 'offer' : 'scan');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const startCommand = useCommand(totpCommands.start);
  const [startError, setStartError] = useState<ErrorDescription | null>(null);
  const confirm = useCommand(totpCommands.confirm);
  const copy = useCopy(widget);
  const id = `${widget.instanceId}-totp-enrol`;
  const matrix = useMemo(() => (enrolment && encodeQr ? encodeQr(enrolment.uri) : null), [enrolment]);
  const start = () =>
    (startWith ?? startCommand.run)().then((r) => {
      if (r.ok) setEnrolment(r.value);
      setStartError(!r.ok && 'error' in r ? r.error : null);
    });

  // The app is created when the setup shows (not on the invitation); a run cancelled by an unmount gives nothing.
  useEffect(() => {
    if (phase !== 'scan' || enrolment) return;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, enrolment]);

  if (phase === 'offer') {
    return (
      <div className="ew-stack">
        <FlowHeading level={headingLevel}>{t('totp.offer.title')}</FlowHeading>
        <Text>{t('totp.offer.text')}</Text>
        <Button onClick={() => setPhase('scan')}>{t('totp.offer.start')}</Button>
        <Button variant="secondary" onClick={() => void finish.run()} loading={finish.pending}>
          {t('totp.offer.notNow')}
        </Button>
      </div>
    );
  }

  if (phase === 'codes' && enrolment) {
    return (
      <RecoveryCodes
        widget={widget}
        codes={enrolment.recoveryCodes}
        issuer={enrolment.issuer}
        finish={finish}
        headingLevel={headingLevel}
      />
    );
  }

  const submit = async (value: string) => {
    if (value.length !== 6) return;
    const result = await confirm.run(value);
    if (result.ok) {
      setPhase('codes');
      return;
    }
    if ('error' in result) {
      setCode('');
      setTimeout(() => inputRef.current?.focus(), 0);
    }
  };

  const restart = () => {
    setEnrolment(null);
    setCode('');
    confirm.clearError();
  };

  const href = enrolment ? safeOtpauthHref(enrolment.uri) : null;
  const expired = confirm.error?.key === 'totp.error.expired';
  return (
    <div className="ew-stack">
      <FlowHeading level={headingLevel} id={`${id}-title`}>
        {t('totp.enrol.title')}
      </FlowHeading>
      {!enrolment ? (
        startError ? (
          <>
            <ErrorMessage id={`${id}-start-error`} error={startError} />
            <Button onClick={() => void start()}>{t('totp.enrol.restart')}</Button>
          </>
        ) : (
          <div role="status" className="ew-totp-loading">
            {/* The text beside it says what is loading: the spinner itself is decoration. */}
            <Spinner label="" />
            <Text variant="helper" as="span">
              {t('totp.enrol.loading')}
            </Text>
          </div>
        )
      ) : (
        <>
          <Text id={`${id}-scan`}>{t(matrix ? 'totp.enrol.scan' : 'totp.enrol.noQr')}</Text>
          {matrix ? <QrCode matrix={matrix} label={t('totp.enrol.qrLabel')} /> : null}
          <div className="ew-totp-key">
            <Text variant="helper" as="span" id={`${id}-key-label`}>
              {t('totp.enrol.keyLabel')}
            </Text>
            <code className="ew-totp-secret" aria-labelledby={`${id}-key-label`} data-testid="totp-secret">
              {groupSecret(enrolment.secret)}
            </code>
            <div className="ew-totp-links">
              <Button variant="text" onClick={() => void copy(enrolment.secret)}>
                {t('totp.enrol.copyKey')}
              </Button>
              {href ? (
                <a className="ew-btn ew-btn--text ew-totp-open" href={href}>
                  {t('totp.enrol.openApp')}
                </a>
              ) : null}
            </div>
          </div>
          <Form onSubmit={() => void submit(code)} ariaLabel={t('totp.enrol.title')}>
            <div className="ew-field-group">
              <CodeInput
                id={`${id}-code`}
                label={t('totp.enrol.codeLabel')}
                value={code}
                onChange={setCode}
                onComplete={(c) => void submit(c)}
                disabled={confirm.pending || expired}
                inputRef={inputRef}
                name="totp"
              />
              <ErrorMessage id={`${id}-error`} error={confirm.error} />
            </div>
          </Form>
          {expired ? <Button onClick={restart}>{t('totp.enrol.restart')}</Button> : null}
        </>
      )}
    </div>
  );
}
