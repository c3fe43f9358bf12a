/**
 * Result: the provider's way back on the callback page (success, or what went wrong with 'Try again' for a transient
 * failure and the way back). Loaded with `import()`: only the callback page shows it.
 */
import { useScreenParams, useWidget } from 'entryway';
import { CallbackResult, useCallbackRetry } from 'entryway/screens';
import { Text } from 'entryway/ui';
import { authenticate, type RESULT_SCREEN } from '../callback';

/** The result on the callback page: success, or what went wrong with a way back. */
export function Result() {
  const widget = useWidget();
  const t = widget.t;
  const params = useScreenParams<typeof RESULT_SCREEN>();
  const retry = useCallbackRetry(authenticate);
  if (!params) return null;
  const ok = params.status === 'authenticated';
  return (
    <CallbackResult
      testId="oauth-result"
      status={params.status}
      title={t(retry.pending ? 'oauth.callback.authenticating' : ok ? 'oauth.confirmation.title' : 'oauth.callback.errorTitle')}
      error={ok ? null : params.error}
      retry={!ok && params.transient ? { label: t('oauth.callback.retry'), action: retry } : undefined}
      backLabel={t('oauth.callback.back')}
    >
      {ok && params.provider ? <Text>{t('oauth.confirmation.text', { provider: params.provider })}</Text> : null}
      {ok && params.email ? <Text>{t('oauth.confirmation.email', { email: params.email })}</Text> : null}
    </CallbackResult>
  );
}
