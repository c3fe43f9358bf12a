/**
 * EmailConfirmation: 'Check your email', where the link went, webmail shortcuts, a resend button with a visible
 * cooldown, and 'Try again' (clears the stored address, returns to Main, logs `email_try_again_clicked`).
 */
import { useEffect, useState } from 'react';
import { useCommand, useWidgetState, type EntryProps } from 'entryway';
import { ResendButton } from 'entryway/screens';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { PLUGIN_ID } from '../send';
import { inboxLinks, senderDomain } from '../inbox';
import { emailMagicLinksCommands } from '../commands';

export function EmailConfirmation({ widget }: EntryProps) {
  const { t } = widget;
  const options = widget.options(PLUGIN_ID)!;
  const email = useWidgetState((s) => s[PLUGIN_ID]?.email ?? null);
  const emailDomains = useWidgetState((s) => s.widget.bootstrap?.emailDomains);
  const links = inboxLinks(senderDomain(options.domainHint, emailDomains));
  const resend = useCommand(emailMagicLinksCommands.resend);
  const tryAgain = useCommand(emailMagicLinksCommands.tryAgain);
  const [resent, setResent] = useState(false);

  // Reached without a stored address (e.g. a stale screen): there is nothing to confirm.
  useEffect(() => {
    if (email === null) widget.navigate('main');
  }, [email, widget]);
  if (email === null) return null;

  return (
    <div className="ew-stack ew-email-magic-links-confirmation">
      <Heading level={1}>{t('email-magic-links.confirmation.title')}</Heading>
      <Text>{t('email-magic-links.confirmation.sentTo', { email })}</Text>
      <ul className="ew-email-magic-links-inboxes" aria-label={t('email-magic-links.confirmation.inboxes')}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              className="ew-btn ew-btn--secondary ew-btn--full ew-email-magic-links-inbox"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-inbox={link.id}
            >
              <span className="ew-btn-label">{t(`email-magic-links.confirmation.${link.id}`)}</span>
              <VisuallyHidden> {t('email-magic-links.confirmation.newTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
      {/* An email has just been sent when this screen opens, so the resend button starts cooling down. */}
      <ResendButton
        id={`${widget.instanceId}-${PLUGIN_ID}-resend-error`}
        action={resend}
        // The command has recorded the resend (event, telemetry); the button's wording changes.
        onSent={() => setResent(true)}
        cooldownSeconds={options.resendCooldownSeconds}
        startCoolingDown
        variant="text"
        errors="toast"
        prompt={t('email-magic-links.resend.prompt')}
        // While it waits the button itself counts down, worded as Stytch's UI words it.
        whileWaiting="focusable"
        label={(phase, seconds) =>
          phase === 'waiting'
            ? t(resent ? 'email-magic-links.resend.waitResent' : 'email-magic-links.resend.wait', { seconds })
            : t('email-magic-links.resend.button')
        }
        // The countdown's words end in 'Try again', as the button below them does: the name says it resends.
        accessibleName={(phase, seconds) =>
          phase === 'waiting'
            ? t('email-magic-links.resend.waitName', {
                status: t(resent ? 'email-magic-links.resend.waitResent' : 'email-magic-links.resend.wait', {
                  seconds,
                }),
                action: t('email-magic-links.resend.button'),
              })
            : undefined
        }
        sentToast={t('email-magic-links.resend.sent')}
        readyStatus={t('email-magic-links.resend.ready')}
      />
      <Button variant="secondary" onClick={() => void tryAgain.run()}>
        {t('email-magic-links.tryAgain')}
      </Button>
    </div>
  );
}
