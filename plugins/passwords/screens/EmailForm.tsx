/**
 * The Email tab on Main: 'Continue with email' validates the address, runs the user search and opens
 * PasswordCreateOrLogin in the mode it answered (`new`, `password` or `passwordless`).
 */
import { useState } from 'react';
import {
  ErrorMessage,
  isValidEmail,
  normaliseEmail,
  searchUser,
  useAction,
  useInputAutocomplete,
  useWidget,
  useWidgetState,
  type EntryProps,
} from 'entryway';
import { Button, Form, TextInput } from '../../../ui';
import { SCREENS } from '../components';
import { emailSearched } from '../slice';

export function EmailForm(_props: EntryProps) {
  const widget = useWidget();
  const t = widget.t;
  // Prefilled when the user comes back to Main, so a typo is quick to fix.
  const stored = useWidgetState((s) => s.passwords?.email ?? '');
  const [email, setEmail] = useState(stored);
  const [invalid, setInvalid] = useState(false);
  const autoComplete = useInputAutocomplete('email', 'email');
  const search = useAction((address: string) => searchUser(widget.client, address));
  const id = `${widget.instanceId}-passwords-email`;

  const submit = async () => {
    const address = normaliseEmail(email);
    if (!isValidEmail(address)) {
      search.clearError();
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const r = await search.run(address);
    if (!r.ok) return;
    widget.dispatch(emailSearched({ email: address, userType: r.value.userType }));
    widget.navigate(SCREENS.createOrLogin);
  };

  return (
    <Form onSubmit={() => void submit()} ariaLabel={t('passwords.tab')}>
      <TextInput
        id={id}
        label={t('passwords.email.label')}
        type="email"
        name="email"
        value={email}
        onChange={(v) => {
          setEmail(v);
          if (invalid) setInvalid(false);
        }}
        placeholder={t('passwords.email.placeholder')}
        autoComplete={autoComplete}
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={invalid ? t('passwords.email.invalid') : undefined}
      />
      <ErrorMessage id={`${id}-search-error`} error={search.error} />
      <Button type="submit" loading={search.pending}>
        {t('passwords.email.continue')}
      </Button>
    </Form>
  );
}
