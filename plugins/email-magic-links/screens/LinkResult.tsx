/**
 * LinkResult: the magic link's result on the callback page (success, or what went wrong with 'Try again' for a
 * transient failure and the way to a new link). Loaded with `import()`: only the callback page shows it.
 */
import { useCommand, useScreenParams, useWidget } from 'entryway';
import { CallbackResult } from 'entryway/screens';
import { Text } from '../../../ui/Text';
import type { LINK_SCREEN } from '../callback';
import { emailMagicLinksCommands } from '../commands';

/** The link's result, on the callback page. */
export function LinkResult() {
  const widget = useWidget();
  const t = widget.t;
  const params = useScreenParams<typeof LINK_SCREEN>();
  const retry = useCommand(emailMagicLinksCommands.retry);
  if (!params) return null;
  const ok = params.status === 'authenticated';
  return (
    <CallbackResult
      testId="magic-link-result"
      className="ew-email-magic-links-result"
      status={params.status}
      title={t(
        retry.pending
          ? 'email-magic-links.link.authenticating'
          : ok
            ? 'email-magic-links.link.successTitle'
            : 'email-magic-links.link.errorTitle',
      )}
      error={ok ? null : params.error}
      retry={!ok && params.transient ? { label: t('email-magic-links.link.retry'), action: retry } : undefined}
      backLabel={t('email-magic-links.link.newLink')}
    >
      {ok && params.email ? <Text>{t('email-magic-links.link.success', { email: params.email })}</Text> : null}
    </CallbackResult>
  );
}
