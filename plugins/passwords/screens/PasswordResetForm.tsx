/**
 * The password-reset widget's screen. The reset token comes from the widget's mount inputs (the app passes it);
 * the link's token type was read from the address bar (and removed from it) when the widget was created:
 * - `login`: the token is a magic-link login token, authenticated at once → confirmation;
 * - anything else: a new password with strength feedback (submit disabled until valid) → `resetByEmail` → logged in;
 *   'Log in without a password' authenticates the same token as a magic link instead.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorMessage, useAction, useScreenParams, useWidget, useWidgetState, type EntryProps, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { NewPasswordField, completeLogin } from '../components';
import { SCREENS } from '../ids';
import { useStrengthCheck } from '../useStrengthCheck';
import { events } from '../events';

/** The reset widget's input, or on the callback page the token the core took from the link. */
function useToken(widget: WidgetApi): string {
  const token = widget.inputs.passwordResetToken ?? widget.callbackToken?.token;
  return typeof token === 'string' ? token : '';
}

/** Authenticate the link's token as a magic link (session cookies are written by the client). */
function useMagicLinkLogin(token: string) {
  const widget = useWidget();
  return useAction(async () => {
    const resp = await widget.client.magicLinks.authenticate(token, { session_duration_minutes: widget.sessionDurationMinutes });
    // No PASSWORD_* event: no password was involved; the flow is complete.
    completeLogin(widget, null, resp, SCREENS.resetConfirmation, { via: 'login' });
  });
}

/** Token type `login`: authenticate at once, exactly once; an expired or used link shows why, without retrying. */
function LoginWithToken({ token }: { token: string }) {
  const widget = useWidget();
  const t = widget.t;
  const login = useMagicLinkLogin(token);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void login.run();
  }, [login.run]);
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

function ResetWithPassword({ token }: { token: string }) {
  const widget = useWidget();
  const t = widget.t;
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck();
  const base = `${widget.instanceId}-passwords-reset`;
  const reset = useAction(async (pw: string) =>
    widget.client.passwords.resetByEmail({ token, password: pw, session_duration_minutes: widget.sessionDurationMinutes }),
  );
  const login = useMagicLinkLogin(token);
  // Whose password this is, for password managers: the address typed in this widget, or the signed-in user's.
  const email = useWidgetState((s) => s.passwords?.email || s.session.user?.email || '');

  const submit = async () => {
    if (!strength.valid) return;
    const r = await reset.run(password);
    if (r.ok) completeLogin(widget, events.PasswordResetByEmail, r.value, SCREENS.resetConfirmation, { via: 'reset' });
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
        <NewPasswordField id={`${base}-password`} label={t('passwords.reset.newPassword')} value={password} onChange={setPassword} strength={strength} />
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
  const token = useToken(widget);
  const tokenType = useScreenParams<'passwords/PasswordResetForm'>()?.tokenType;
  if (!token) {
    return (
      <div className="ew-stack ew-passwords-screen">
        <Heading level={1}>{widget.t('passwords.reset.title')}</Heading>
        <ErrorText id={`${widget.instanceId}-passwords-reset-missing`}>{widget.t('passwords.reset.missingToken')}</ErrorText>
      </div>
    );
  }
  return tokenType === 'login' ? <LoginWithToken token={token} /> : <ResetWithPassword token={token} />;
}
