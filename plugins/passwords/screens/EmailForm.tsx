/**
 * The Email tab on Main: the core's email step; 'Continue with email' runs the user search (commands.search), which
 * opens PasswordCreateOrLogin in the mode it answered (`new`, `password` or `passwordless`).
 */
import { EmailStep, useWidgetState, type EntryProps } from 'entryway';
import { commands } from '../commands';
import { ID } from '../ids';

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
      // The step shows and reports the search's failure: it is handed back as the thrown error it was.
      send={async (address) => {
        const r = await widget.commands.run(commands.search, address);
        if (!r.ok && 'error' in r) throw r.cause ?? new Error(r.error.text ?? r.error.key);
      }}
      onSent={() => {
        // The search stored its answer and navigated.
      }}
    />
  );
}
