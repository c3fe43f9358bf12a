/**
 * The Email tab on Main: the core's email step, sending a login link and opening EmailConfirmation.
 */
import { EmailStep, useWidgetState, type EntryProps } from 'entryway';
import { PLUGIN_ID, magicLinkSent, requestMagicLink, CONFIRMATION_SCREEN } from '../send';

export function EmailForm({ widget }: EntryProps) {
  const { t } = widget;
  const options = widget.options(PLUGIN_ID)!;
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
      send={(address) => requestMagicLink(widget, options, address)}
      onSent={(address, response) => {
        magicLinkSent(widget, address, response);
        widget.navigate(CONFIRMATION_SCREEN);
      }}
    />
  );
}
