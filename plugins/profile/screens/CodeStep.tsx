/**
 * The code sent to a new email address or phone number: typed, verified; a wrong code is said in place and the
 * field keeps what was typed. Cancel stops adding.
 */
import { useId, useState } from 'react';
import { ErrorMessage, useCommand, type AccountKit, type Command, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { Text } from '../../../ui/Text';
import { TextInput } from '../../../ui/TextInput';
import { profileCommands } from '../commands';

interface Props {
  widget: WidgetApi;
  account: AccountKit;
  kind: 'email' | 'phone';
  sentTo: string;
  verify: Command<[string], void>;
  addedKey: 'profile.added';
}

export function CodeStep({ widget, account, kind, sentTo, verify, addedKey }: Props) {
  const { t } = widget;
  const id = useId();
  const [code, setCode] = useState('');
  // A right code ends the adding, which unmounts this step: the run must still land (its success message).
  const check = useCommand(verify, { cancelOnUnmount: false });
  const cancel = useCommand(profileCommands.cancelAdding);
  const submit = async () => {
    const result = await account.run(verify, code);
    if (result.ok) account.done(t(addedKey, { name: sentTo }));
  };
  return (
    <Form onSubmit={() => void submit()}>
      <Text>{t('profile.codeSent', { name: sentTo })}</Text>
      <TextInput
        id={`${id}-code`}
        label={t('profile.code')}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={check.error ? <ErrorMessage id={`${id}-error`} error={check.error} /> : undefined}
      />
      <Button type="submit" loading={check.pending}>
        {t('profile.verify')}
      </Button>
      <Button variant="text" onClick={() => void cancel.run(kind)}>
        {t('profile.cancel')}
      </Button>
    </Form>
  );
}
