/**
 * Layout of the "check your email" screens (PasswordForgot, PasswordDedupe, PasswordBreached, PasswordSetNew):
 * title, text with the email in bold, resend with cooldown, optionally 'Log in without a password' (through another
 * plugin's email login method), and 'Go back'.
 */
import { useEffect } from 'react';
import { BackToMain, ErrorMessage, useCommand, useWidget, useWidgetState } from 'entryway';
import { ResendButton } from 'entryway/screens';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { screenCommands } from '../screenCommands';
import { ID } from '../ids';
import { GoBack } from './GoBack';
import { useEmailLoginMethod } from './useEmailLoginMethod';
import { WithEmail } from './WithEmail';

/** Seconds the resend button waits after an email was resent. */
export const RESEND_COOLDOWN_SECONDS = 15;

export function EmailActionScreen({
  titleKey,
  textKey,
  offerPasswordless,
}: {
  titleKey: string;
  textKey: string;
  offerPasswordless: boolean;
}) {
  const widget = useWidget();
  const email = useWidgetState((s) => s.passwords?.email ?? '');
  const method = useEmailLoginMethod();
  const resendCommand = useCommand(screenCommands.resend);
  // Only the 'set a new password' screen (the one without the passwordless offer) announces its resend.
  const resend = { ...resendCommand, run: () => resendCommand.run(email, !offerPasswordless) };
  const passwordless = useCommand(screenCommands.sendWithMethod);
  useEffect(() => {
    // A reload or a stale navigation without an email has nothing to show.
    if (!email) widget.navigate('main');
  }, [email, widget]);
  if (!email) return null;
  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <Heading level={1}>{widget.t(titleKey)}</Heading>
      <Text>
        <WithEmail template={widget.t(textKey)} email={email} />
      </Text>
      <div className="ew-stack-sm">
        {/* 'Email resent! Try again in {n}s' while the cooldown runs, focusable so keyboard users keep their place. */}
        <ResendButton
          id={`${widget.instanceId}-${ID}-resend-error`}
          action={resend}
          cooldownSeconds={RESEND_COOLDOWN_SECONDS}
          whileWaiting="focusable"
          errors="toast"
          label={(phase, seconds) =>
            phase === 'waiting' ? widget.t('passwords.resent', { seconds }) : widget.t('passwords.resend')
          }
          sentStatus={widget.t('passwords.resentStatus')}
          readyStatus={widget.t('passwords.resendReady')}
        />
        {offerPasswordless && method ? (
          <>
            <Button variant="secondary" loading={passwordless.pending} onClick={() => void passwordless.run(email)}>
              {widget.t('passwords.loginWithoutPassword')}
            </Button>
            <ErrorMessage id={`${widget.instanceId}-passwords-passwordless-error`} error={passwordless.error} />
          </>
        ) : null}
        <GoBack />
      </div>
    </div>
  );
}
