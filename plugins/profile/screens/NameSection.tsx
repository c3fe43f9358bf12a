/**
 * The name section: first and last name, saved with `user.update`. What the user typed stays while a save is in
 * flight or fails; the fields follow the user's name as read until the user edits them.
 */
import { useId, useState } from 'react';
import { ErrorMessage, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { TextInput } from '../../../ui/TextInput';
import { profileCommands } from '../commands';

export function NameSection({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const id = useId();
  const user = account.useUser();
  const save = useCommand(profileCommands.saveName);
  const [edited, setEdited] = useState<{ firstName: string; lastName: string } | null>(null);
  const firstName = edited?.firstName ?? user?.name?.first_name ?? '';
  const lastName = edited?.lastName ?? user?.name?.last_name ?? '';
  const change = (field: 'firstName' | 'lastName') => (value: string) =>
    setEdited({ firstName, lastName, [field]: value });
  const submit = async () => {
    const result = await account.run(profileCommands.saveName, { firstName, lastName });
    if (result.ok) {
      setEdited(null);
      account.done(t('profile.name.saved'));
    }
  };
  return (
    <Form onSubmit={() => void submit()}>
      <TextInput
        id={`${id}-first`}
        label={t('profile.name.first')}
        value={firstName}
        onChange={change('firstName')}
        autoComplete="given-name"
      />
      <TextInput
        id={`${id}-last`}
        label={t('profile.name.last')}
        value={lastName}
        onChange={change('lastName')}
        autoComplete="family-name"
      />
      {save.error ? <ErrorMessage id={`${id}-error`} error={save.error} /> : null}
      <Button type="submit" loading={save.pending}>
        {t('profile.name.save')}
      </Button>
    </Form>
  );
}
