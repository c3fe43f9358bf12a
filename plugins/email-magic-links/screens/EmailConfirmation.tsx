/**
 * EmailConfirmation: 'Check your email', where the link went, webmail shortcuts, a resend button with a visible
 * cooldown, and 'Try again' (clears the stored address, returns to Main, logs `email_try_again_clicked`).
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage, useAction, useCountdown, useErrorText, useWidgetState, type EntryProps } from 'entryway';
import { Button, Heading, Text, VisuallyHidden } from '../../../ui';
import { EMAIL_SENT_TYPE, PLUGIN_ID, magicLinkSent, requestMagicLink } from '../send';
import { inboxLinks, senderDomain } from '../inbox';
import { emailCleared } from '../slice';
import type { ResolvedEmailMagicLinksOptions } from '../options';

export function EmailConfirmation({ widget }: EntryProps) {
  const { t } = widget;
  const options = widget.options<ResolvedEmailMagicLinksOptions>(PLUGIN_ID)!;
  const email = useWidgetState((s) => s[PLUGIN_ID]?.email ?? null);
  const emailDomains = useWidgetState((s) => s.widget.bootstrap?.emailDomains);
  const links = inboxLinks(senderDomain(options.domainHint, emailDomains));
  const errorText = useErrorText();

  // An email has just been sent when this screen opens, so the resend button starts cooling down.
  const [availableAt, setAvailableAt] = useState(() => Date.now() + options.resendCooldownSeconds * 1000);
  const [announcement, setAnnouncement] = useState('');
  const resend = useAction((address: string) => requestMagicLink(widget, options, address));
  const resendRef = useRef<HTMLDivElement>(null);
  const waitRef = useRef<HTMLParagraphElement>(null);

  // Only the end of the countdown is announced: a live region ticking every second would drown everything.
  const wait = useCountdown(availableAt, () => setAnnouncement(t('email-magic-links.resend.ready')));

  // Reached without a stored address (e.g. a stale screen): there is nothing to confirm.
  useEffect(() => {
    if (email === null) widget.navigate('main');
  }, [email, widget]);
  if (email === null) return null;

  const onResend = async () => {
    const hadFocus = !!resendRef.current?.contains(document.activeElement);
    const result = await resend.run(email);
    if (result.ok) {
      magicLinkSent(widget, email, result.value);
      widget.toast(t('email-magic-links.resend.sent'), 'success');
      setAnnouncement('');
      setAvailableAt(Date.now() + options.resendCooldownSeconds * 1000);
      // The button is about to be disabled; keep keyboard focus on the countdown next to it instead of losing it.
      if (hadFocus) queueMicrotask(() => waitRef.current?.focus());
    } else if ('error' in result && result.error.kind !== 'rate') {
      // A rate limit shows inline instead, with its live countdown; everything else is a toast (one announcement).
      widget.toast(errorText(result.error), 'error');
    }
  };

  const tryAgain = () => {
    widget.logEvent('email_try_again_clicked', { email, type: EMAIL_SENT_TYPE });
    widget.dispatch(emailCleared());
    widget.navigate('main');
  };

  const errorId = `${widget.instanceId}-${PLUGIN_ID}-resend-error`;
  const coolingDown = wait > 0;
  const rateError = resend.error?.kind === 'rate' ? resend.error : null;
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
      <div className="ew-email-magic-links-resend" ref={resendRef}>
        <div className="ew-email-magic-links-resend-row">
          <Text as="span" variant="helper">
            {t('email-magic-links.resend.prompt')}
          </Text>
          <Button
            variant="text"
            loading={resend.pending}
            disabled={coolingDown || resend.retryIn > 0}
            onClick={() => void onResend()}
            aria-describedby={rateError ? errorId : undefined}
          >
            {t('email-magic-links.resend.button')}
          </Button>
        </div>
        {coolingDown ? (
          <p className="ew-text ew-text--helper ew-email-magic-links-wait" ref={waitRef} tabIndex={-1}>
            {t('email-magic-links.resend.wait', { seconds: wait })}
          </p>
        ) : null}
        <ErrorMessage id={errorId} error={rateError} />
        <div className="ew-visually-hidden" role="status">
          {announcement}
        </div>
      </div>
      <Button variant="secondary" onClick={tryAgain}>
        {t('email-magic-links.tryAgain')}
      </Button>
    </div>
  );
}
