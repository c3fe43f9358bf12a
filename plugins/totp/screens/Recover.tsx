/**
 * A recovery code instead of the app's code (each works once). After a login with one, when few are left, the screen
 * says how many before going on.
 */
import { useState } from 'react';
import { useCommand, useErrorText, type EntryProps } from 'entryway';
import { BackButton } from '../../../ui/BackButton';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { TextInput } from '../../../ui/TextInput';
import { totpCommands } from '../commands';

export function TotpRecover({ widget }: EntryProps) {
  const { t } = widget;
  const [code, setCode] = useState('');
  const [left, setLeft] = useState<number | null>(null);
  const recover = useCommand(totpCommands.recover, { cancelOnUnmount: false });
  const errorText = useErrorText();
  const finish = useCommand(totpCommands.finish, { cancelOnUnmount: false });
  const id = `${widget.instanceId}-totp-recover`;
  const locked = recover.error?.key === 'totp.error.recoveryLocked';

  if (left !== null) {
    return (
      <div className="ew-stack">
        <Heading level={2}>{t('totp.recover.title')}</Heading>
        <Text>{t('totp.recover.low', { count: left })}</Text>
        <Button onClick={() => void finish.run()} loading={finish.pending}>
          {t('totp.recover.submit')}
        </Button>
      </div>
    );
  }

  const submit = async () => {
    if (!code.trim() || locked) return;
    const result = await recover.run(code);
    if (result.ok && !result.value.done) setLeft(result.value.left);
  };

  return (
    <div className="ew-stack">
      <BackButton onClick={() => widget.navigate('totp/Challenge')} label={t('core.back')} />
      <Heading level={2} id={`${id}-title`}>
        {t('totp.recover.title')}
      </Heading>
      <Text id={`${id}-text`}>{t('totp.recover.text')}</Text>
      <Form onSubmit={() => void submit()} ariaLabel={t('totp.recover.title')}>
        <TextInput
          id={`${id}-code`}
          label={t('totp.recover.label')}
          value={code}
          onChange={setCode}
          autoComplete="off"
          name="recovery-code"
          disabled={locked}
          // Only an error marks the field invalid: an empty message element would too.
          error={recover.error ? errorText(recover.error) : undefined}
        />
        <Button type="submit" loading={recover.pending} disabled={locked}>
          {t('totp.recover.submit')}
        </Button>
      </Form>
    </div>
  );
}
