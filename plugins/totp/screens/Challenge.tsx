/**
 * The login step's screen: the 6-digit code from the authenticator app (digits only, submits itself at the sixth,
 * `autocomplete="one-time-code"`), a link to a recovery code, and links to the other second factors of the group
 * (other plugins' steps). A wrong code is said and the field cleared for the next; after the simulator's or Stytch's
 * lock the field stays disabled, so nothing more is sent.
 */
import { useRef, useState } from 'react';
import { ErrorMessage, useCommand, type EntryProps, type StringKey } from 'entryway';
import { Button } from '../../../ui/Button';
import { CodeInput } from '../../../ui/CodeInput';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { totpCommands } from '../commands';

export function TotpChallenge({ widget }: EntryProps) {
  const { t } = widget;
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Passing the step leaves this screen: the run must not be cancelled then.
  const authenticate = useCommand(totpCommands.authenticate, { cancelOnUnmount: false });
  const id = `${widget.instanceId}-totp-challenge`;
  const locked = authenticate.error?.key === 'totp.error.locked';

  const submit = async (value: string) => {
    if (value.length !== 6 || locked) return;
    const result = await authenticate.run(value);
    if (!result.ok && 'error' in result) {
      setCode('');
      setTimeout(() => inputRef.current?.focus(), 0);
    }
  };

  return (
    <div className="ew-stack">
      <Heading level={2} id={`${id}-title`}>
        {t('totp.challenge.title')}
      </Heading>
      <Text id={`${id}-text`}>{t('totp.challenge.text')}</Text>
      <Form onSubmit={() => void submit(code)} ariaLabel={t('totp.challenge.title')}>
        <div className="ew-field-group">
          <CodeInput
            id={`${id}-code`}
            label={t('totp.challenge.codeLabel')}
            hideLabel
            value={code}
            onChange={setCode}
            onComplete={(c) => void submit(c)}
            disabled={authenticate.pending || locked}
            inputRef={inputRef}
            name="totp"
            focusOnArrival
            describedBy={`${id}-title ${id}-text`}
          />
          <ErrorMessage id={`${id}-error`} error={authenticate.error} />
          <div role="status" className="ew-totp-status">
            {authenticate.pending ? (
              <Text variant="helper" as="span">
                {t('totp.challenge.verifying')}
              </Text>
            ) : null}
          </div>
        </div>
      </Form>
      <div className="ew-totp-links">
        <Button variant="text" onClick={() => widget.navigate('totp/Recover')}>
          {t('totp.challenge.useRecovery')}
        </Button>
        {widget.steps.alternatives().map((alt) =>
          alt.labelKey ? (
            <Button key={alt.id} variant="text" onClick={() => widget.steps.switchTo(alt.id)}>
              {t(alt.labelKey as StringKey)}
            </Button>
          ) : null,
        )}
      </div>
    </div>
  );
}
