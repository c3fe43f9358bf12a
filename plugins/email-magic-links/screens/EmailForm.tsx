/**
 * The Email tab on Main: the core's email step, running the `send` command (the link, then EmailConfirmation).
 */
import { EmailStep, useCommand, useWidgetState, type EntryProps } from 'entryway';
import { PLUGIN_ID } from '../send';
import { emailMagicLinksCommands } from '../commands';

export function EmailForm({ widget }: EntryProps) {
  const { t } = widget;
  const send = useCommand(emailMagicLinksCommands.send);
  // 'Try again' clears the stored address, so the field starts empty then; the back arrow of another screen keeps it.
  const stored = useWidgetState((s) => s[PLUGIN_ID]?.email ?? '');
  return (
    <EmailStep
      idPrefix={PLUGIN_ID}
      label={t('email-magic-links.email.label')}
      placeholder={t('email-magic-links.email.placeholder')}
      invalidText={t('email-magic-links.error.invalidEmail')}
      submitLabel={t('email-magic-links.submit')}
      initialEmail={stored}
      // The command records the send and opens EmailConfirmation.
      action={send}
    />
  );
}
