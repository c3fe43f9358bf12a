/**
 * Result: the provider's way back on the callback page (success, or what went wrong with 'Try again' for a transient
 * failure and the way back; a Cancel on the provider's page reads as the user's choice). Loaded with `import()`: only
 * the callback page shows it.
 */
import { sameOriginHref, useCommand, useScreenParams, useWidget } from 'entryway';
import { CallbackResult } from 'entryway/screens';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import type { RESULT_SCREEN } from '../callback';
import { oauthCommands } from '../commands';

/** The result on the callback page: success, or what went wrong with a way back. */
export function Result() {
  const widget = useWidget();
  const t = widget.t;
  const params = useScreenParams<typeof RESULT_SCREEN>();
  const retry = useCommand(oauthCommands.retry);
  if (!params) return null;
  if (params.status === 'returning')
    return (
      <CallbackResult
        testId="oauth-result"
        status="pending"
        title={t('oauth.callback.returning')}
        backLabel={t('oauth.callback.back')}
      />
    );
  if (params.status === 'cancelled') {
    // The user said no on the provider's page: a choice, not a failure. The same texts, after what the user did,
    // announced once, politely (no alert); `data-status` stays 'error' (no login happened).
    const back = sameOriginHref((widget.inputs.loginPageURL as string | undefined) ?? '/') ?? '/';
    return (
      <div className="ew-stack" data-testid="oauth-result" data-status="error">
        <div className="ew-stack" role="status">
          <Text>{t('oauth.callback.cancelled')}</Text>
          <Heading level={1}>{t('oauth.callback.errorTitle')}</Heading>
          <Text>{t('oauth.errorType.oauth_flow_callback_error')}</Text>
        </div>
        <a className="ew-btn ew-btn--primary ew-btn--full" href={back}>
          {t('oauth.callback.back')}
        </a>
      </div>
    );
  }
  const ok = params.status === 'authenticated';
  return (
    <CallbackResult
      testId="oauth-result"
      status={params.status}
      title={t(
        retry.pending ? 'oauth.callback.authenticating' : ok ? 'oauth.confirmation.title' : 'oauth.callback.errorTitle',
      )}
      error={ok ? null : params.error}
      retry={!ok && params.transient ? { label: t('oauth.callback.retry'), action: retry } : undefined}
      backLabel={t('oauth.callback.back')}
    >
      {ok && params.provider ? <Text>{t('oauth.confirmation.text', { provider: params.provider })}</Text> : null}
      {ok && params.email ? <Text>{t('oauth.confirmation.email', { email: params.email })}</Text> : null}
    </CallbackResult>
  );
}
