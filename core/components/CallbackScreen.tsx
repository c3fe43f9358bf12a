/**
 * The callback page's own screen, for links no plugin can take: no token, a token type no registered plugin claims,
 * a malformed link (several tokens), or a handler that failed. Says what happened and links back to the app's
 * login page when the app named one (`inputs.loginPageURL`, same origin only).
 */
import type { ComponentType } from 'react';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { useScreenParams, useWidget } from '../context';
import { ErrorMessage } from './ErrorMessage';
import type { EntryProps } from '../plugin';
import { sameOriginHref } from '../url';
import { STEP_UP_SCREEN, StepUpScreen } from './stepUpScreens';
import { ACCOUNT_SCREEN, AccountScreen } from './accountScreens';
import { SIGNED_IN_SCREEN } from '../signedIn';
import { SignedInScreen } from './SignedInScreen';

/** Screen id of the core's callback result. */
export const CALLBACK_SCREEN = 'core/Callback' as const;

type Reason = 'noToken' | 'unsupported' | 'invalid' | 'error';

export function CallbackScreen() {
  const widget = useWidget();
  const params = useScreenParams<typeof CALLBACK_SCREEN>();
  const reason: Reason = params?.reason ?? 'noToken';
  const back = sameOriginHref(widget.inputs.loginPageURL as string | undefined);
  return (
    <div className="ew-stack" data-testid="callback-result" data-status={reason}>
      <Heading level={1}>
        {widget.t(reason === 'noToken' ? 'core.callback.noTokenTitle' : 'core.callback.errorTitle')}
      </Heading>
      {reason === 'error' ? (
        <ErrorMessage
          id={`${widget.instanceId}-callback-error`}
          error={params?.error ?? { kind: 'unknown', key: 'core.error.unknown' }}
        />
      ) : (
        <Text>{widget.t(`core.callback.${reason}`)}</Text>
      )}
      {back ? (
        <a className="ew-btn ew-btn--primary ew-btn--full" href={back}>
          {widget.t('core.callback.backToLogin')}
        </a>
      ) : null}
    </div>
  );
}

/** Screens the core contributes to every widget. */
export const CORE_SCREENS: Record<string, ComponentType<EntryProps>> = {
  [CALLBACK_SCREEN]: CallbackScreen,
  [STEP_UP_SCREEN]: StepUpScreen,
  [SIGNED_IN_SCREEN]: SignedInScreen,
  [ACCOUNT_SCREEN]: AccountScreen,
};
