/**
 * The password-reset widget's screen. The reset token comes from the widget's mount inputs (the app passes it);
 * the link's token type was read from the address bar (and removed from it) when the widget was created:
 * - `login`: the token is a magic-link login token, authenticated at once → confirmation;
 * - anything else: a new password with strength feedback (submit disabled until valid) → `resetByEmail` → logged in;
 *   'Log in without a password' authenticates the same token as a magic link instead.
 */
import { useEffect, useState } from 'react';
import { ErrorMessage, useCommand, useScreenParams, useWidget, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { screenCommands, resetTokenOf } from '../screenCommands';
import { useStrengthCheck } from '../useStrengthCheck';
import { NewPasswordField } from './NewPasswordField';

/** Token type `login`: authenticate at once, exactly once; an expired or used link shows why, without retrying. */
function LoginWithToken() {
  const widget = useWidget();
  const t = widget.t;
  // Started once per widget below: StrictMode's unmount and mount again must not cancel it.
  const login = useCommand(screenCommands.loginWithLink, { cancelOnUnmount: false });
  useEffect(() => {
    // Once per widget: a link's token logs in once (StrictMode runs this effect twice; a retry is the user's call).
    widget.scope.once('passwords/loginWithLink', () => void widget.commands.run(screenCommands.loginWithLink));
  }, [widget]);
  const transient = login.error && login.error.kind !== 'api';
  return (
    <div className="ew-stack ew-passwords-screen">
      <Heading level={1}>{t('passwords.reset.loggingIn')}</Heading>
      {login.error ? (
        <>
          <ErrorMessage id={`${widget.instanceId}-passwords-login-error`} error={login.error} />
          {/* Only network-type failures may be retried; a rejected token will not become valid. */}
          {transient ? (
            <Button onClick={() => void login.run()} disabled={login.retryIn > 0}>
              {t('passwords.passwordless.retry')}
            </Button>
          ) : null}
        </>
      ) : (
        <Spinner label={t('core.loading')} />
      )}
    </div>
  );
}

function ResetWithPassword() {
  const widget = useWidget();
  const t = widget.t;
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck();
  const base = `${widget.instanceId}-passwords-reset`;
  const reset = useCommand(screenCommands.resetPassword);
  const login = useCommand(screenCommands.loginWithLink);
  // Whose password this is, for password managers: the address typed in this widget, or the signed-in user's.
  const email = useWidgetState((s) => s.passwords?.email || s.session.user?.email || '');

  const submit = () => {
    if (strength.valid) void reset.run(password);
  };

  return (
    <div className="ew-stack ew-passwords-screen">
      <Heading level={1}>{t('passwords.reset.title')}</Heading>
      <Form onSubmit={() => void submit()} ariaLabel={t('passwords.reset.title')}>
        {/* A password form needs a username field so password managers file the new password under the account
            (Chromium warns without one); hidden from sight, the tab order and screen readers. */}
        <input
          className="ew-visually-hidden"
          type="text"
          name="username"
          autoComplete="username"
          value={email}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
          data-testid="passwords-reset-username"
        />
        <NewPasswordField
          id={`${base}-password`}
          label={t('passwords.reset.newPassword')}
          value={password}
          onChange={setPassword}
          strength={strength}
        />
        <ErrorMessage id={`${base}-error`} error={reset.error} />
        <Button type="submit" loading={reset.pending} disabled={!strength.valid}>
          {t('passwords.continue')}
        </Button>
      </Form>
      <div className="ew-stack-sm">
        <Button variant="secondary" loading={login.pending} onClick={() => void login.run()}>
          {t('passwords.loginWithoutPassword')}
        </Button>
        <ErrorMessage id={`${base}-login-error`} error={login.error} />
      </div>
    </div>
  );
}

export function PasswordResetForm(_props: EntryProps) {
  const widget = useWidget();
  const token = resetTokenOf(widget);
  const tokenType = useScreenParams<'passwords/PasswordResetForm'>()?.tokenType;
  // A server render cannot see the link: it draws the form, which the browser's widget shows for a reset link.
  if (!token && !widget.firstPaint) {
    return (
      <div className="ew-stack ew-passwords-screen">
        <Heading level={1}>{widget.t('passwords.reset.title')}</Heading>
        <ErrorText id={`${widget.instanceId}-passwords-reset-missing`}>
          {widget.t('passwords.reset.missingToken')}
        </ErrorText>
      </div>
    );
  }
  return tokenType === 'login' ? <LoginWithToken /> : <ResetWithPassword />;
}
