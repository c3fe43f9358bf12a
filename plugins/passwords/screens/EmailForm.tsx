/**
 * The Email tab on Main: the core's email step; 'Continue with email' runs the user search and opens
 * PasswordCreateOrLogin in the mode it answered (`new`, `password` or `passwordless`).
 */
import { EmailStep, searchUser, useWidgetState, type EntryProps } from 'entryway';
import { ID, SCREENS } from '../ids';
import { emailSearched } from '../slice';

export function EmailForm({ widget }: EntryProps) {
  const t = widget.t;
  // Prefilled when the user comes back to Main, so a typo is quick to fix.
  const stored = useWidgetState((s) => s.passwords?.email ?? '');
  return (
    <EmailStep
      idPrefix={ID}
      label={t('passwords.email.label')}
      placeholder={t('passwords.email.placeholder')}
      invalidText={t('passwords.email.invalid')}
      submitLabel={t('passwords.email.continue')}
      formLabel={t('passwords.tab')}
      initialEmail={stored}
      send={(address) => searchUser(widget.client, address)}
      onSent={(address, { userType }) => {
        widget.dispatch(emailSearched({ email: address, userType }));
        widget.navigate(SCREENS.createOrLogin);
      }}
    />
  );
}
