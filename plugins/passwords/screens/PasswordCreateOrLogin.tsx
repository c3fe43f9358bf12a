/**
 * PasswordCreateOrLogin in its three modes, chosen by the user search on Main:
 * - `new`: set a password (create the account); another email method, when configured, is offered first;
 * - `password`: log in, or 'Forgot your password?';
 * - `passwordless`: a login link or code is sent at once through another plugin's email login method (otherwise a
 *   reset email, leading to PasswordSetNew), with 'Create a password instead'.
 * The email is read-only here; the password stays in this component's state.
 */
import { useEffect, useRef, useState } from 'react';
import {
  BackToMain,
  ErrorMessage,
  errorTypeOf,
  MAX_PASSWORD_LENGTH,
  useAction,
  useWidget,
  useWidgetState,
  type EntryProps,
} from 'entryway';
import { Button } from '../../../ui/Button';
import { Divider } from '../../../ui/Divider';
import { Form } from '../../../ui/Form';
import { Heading } from '../../../ui/Heading';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { TextInput } from '../../../ui/TextInput';
import { GoBack, NewPasswordField, WithEmail, completeLogin, passwordTooLong, useEmailLoginMethod, useSendResetEmail } from '../components';
import { SCREENS } from '../ids';
import { offerShown } from '../slice';
import { useStrengthCheck } from '../useStrengthCheck';
import { events } from '../events';

/** The read-only email of the form; `username` so password managers save it with the password. */
function EmailField({ id, email }: { id: string; email: string }) {
  const t = useWidget().t;
  return (
    <TextInput id={id} label={t('passwords.email.label')} type="email" name="username" value={email} onChange={() => {}} readOnly autoComplete="username" />
  );
}

/** Another plugin's email login method as a button (it sends and navigates to its own screen). */
function AlternativeMethod({ email, variant }: { email: string; variant: 'primary' | 'secondary' }) {
  const widget = useWidget();
  const method = useEmailLoginMethod();
  const action = useAction(async () => {
    await method!.send(email);
  });
  if (!method) return null;
  return (
    <div className="ew-stack-sm">
      <Button variant={variant} loading={action.pending} onClick={() => void action.run()}>
        {widget.t(method.labelKey)}
      </Button>
      <ErrorMessage id={`${widget.instanceId}-passwords-alt-error`} error={action.error} />
    </div>
  );
}

function NewUser({ email }: { email: string }) {
  const widget = useWidget();
  const t = widget.t;
  const method = useEmailLoginMethod();
  const sendReset = useSendResetEmail();
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck(email);
  const base = `${widget.instanceId}-passwords`;
  const create = useAction(async (pw: string) => {
    try {
      return { resp: await widget.client.passwords.create({ email, password: pw, session_duration_minutes: widget.sessionDurationMinutes }) };
    } catch (e) {
      // The account exists and its password must be reset first: send the reset email (PasswordDedupe).
      if (errorTypeOf(e) !== 'reset_password') throw e;
      await sendReset(email);
      return { resp: null };
    }
  });

  const submit = async () => {
    if (!strength.valid) return;
    const r = await create.run(password);
    if (!r.ok) return;
    if (r.value.resp) completeLogin(widget, events.PasswordCreate, r.value.resp, SCREENS.confirmation);
    else widget.navigate(SCREENS.dedupe);
  };

  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <div className="ew-stack-sm">
        <Heading level={1}>{t(method ? 'passwords.new.chooseTitle' : 'passwords.new.title')}</Heading>
        <Text>{t(method ? 'passwords.new.chooseText' : 'passwords.new.text')}</Text>
      </div>
      {method ? (
        <>
          <AlternativeMethod email={email} variant="primary" />
          <Divider label={t('core.main.or')} />
        </>
      ) : null}
      <Form onSubmit={() => void submit()} ariaLabel={t('passwords.new.title')}>
        <EmailField id={`${base}-email-readonly`} email={email} />
        <NewPasswordField id={`${base}-password`} label={t('passwords.password.label')} value={password} onChange={setPassword} strength={strength} />
        <ErrorMessage id={`${base}-create-error`} error={create.error} />
        <Button type="submit" loading={create.pending} disabled={!strength.valid}>
          {t('passwords.continue')}
        </Button>
      </Form>
      <GoBack />
    </div>
  );
}

function Login({ email }: { email: string }) {
  const widget = useWidget();
  const t = widget.t;
  const method = useEmailLoginMethod();
  const sendReset = useSendResetEmail();
  const [password, setPassword] = useState('');
  const base = `${widget.instanceId}-passwords`;
  const login = useAction(async (pw: string) => {
    try {
      return {
        resp: await widget.client.passwords.authenticate({ email, password: pw, session_duration_minutes: widget.sessionDurationMinutes }),
        next: null,
      };
    } catch (e) {
      // A reset is required: send the reset email and explain on PasswordDedupe. A breached stored password
      // (breached_password) is an error shown here, as Stytch's UI shows it: the person picks how to reset.
      if (errorTypeOf(e) !== 'reset_password') throw e;
      await sendReset(email);
      return { resp: null, next: SCREENS.dedupe };
    }
  });
  const forgot = useAction(() => sendReset(email));

  const submit = async () => {
    if (password.length > MAX_PASSWORD_LENGTH) return;
    const r = await login.run(password);
    if (!r.ok) return;
    if (r.value.resp) completeLogin(widget, events.PasswordAuthenticate, r.value.resp, SCREENS.confirmation);
    else widget.navigate(r.value.next!);
  };
  const onForgot = async () => {
    const r = await forgot.run();
    if (r.ok) widget.navigate(SCREENS.forgot);
  };

  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <Heading level={1}>{t('passwords.login.title')}</Heading>
      <Form onSubmit={() => void submit()} ariaLabel={t('passwords.login.title')}>
        <EmailField id={`${base}-email-readonly`} email={email} />
        <PasswordInput
          id={`${base}-password`}
          label={t('passwords.password.label')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          name="password"
          required
          error={passwordTooLong(password, t)}
          showLabel={t('passwords.password.show')}
          hideLabel={t('passwords.password.hide')}
        />
        <ErrorMessage id={`${base}-login-error`} error={login.error} />
        <div className="ew-stack-sm">
          <Button type="submit" loading={login.pending} disabled={password === '' || password.length > MAX_PASSWORD_LENGTH}>
            {t('passwords.continue')}
          </Button>
          <Button variant="secondary" loading={forgot.pending} onClick={() => void onForgot()}>
            {t('passwords.forgot')}
          </Button>
          <ErrorMessage id={`${base}-forgot-error`} error={forgot.error} />
        </div>
      </Form>
      {method ? (
        <>
          <Divider label={t('core.main.or')} />
          <AlternativeMethod email={email} variant="secondary" />
        </>
      ) : null}
      <GoBack />
    </div>
  );
}

/** 'Create a password instead': sends a reset email and shows PasswordSetNew. */
export function CreatePasswordInstead({ email }: { email: string }) {
  const widget = useWidget();
  const sendReset = useSendResetEmail();
  const action = useAction(async () => {
    await sendReset(email, { announce: true });
    widget.navigate(SCREENS.setNew);
  });
  return (
    <div className="ew-stack-sm ew-passwords-offer">
      <Button variant="secondary" loading={action.pending} onClick={() => void action.run()}>
        {widget.t('passwords.createInstead')}
      </Button>
      <ErrorMessage id={`${widget.instanceId}-passwords-offer-error`} error={action.error} />
    </div>
  );
}

function Passwordless({ email }: { email: string }) {
  const widget = useWidget();
  const t = widget.t;
  const method = useEmailLoginMethod();
  const sendReset = useSendResetEmail();
  const started = useRef(false);
  const send = useAction(async () => {
    if (method) {
      // The method navigates to its own screen (EmailConfirmation, OTPAuthenticate…); remember which, so the
      // plugin can offer 'Create a password instead' under it.
      await method.send(email);
      const now = widget.getState().widget.screen.screen;
      if (now !== SCREENS.createOrLogin) widget.dispatch(offerShown(now));
    } else {
      await sendReset(email, { announce: true });
      widget.navigate(SCREENS.setNew);
    }
  });

  useEffect(() => {
    // Once per visit (StrictMode re-runs effects; the ref survives that).
    if (started.current) return;
    started.current = true;
    void send.run();
  }, [send.run]);

  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <Heading level={1}>{t('passwords.passwordless.sendingTitle')}</Heading>
      {send.error ? (
        <>
          <Text>{t('passwords.passwordless.failed')}</Text>
          <ErrorMessage id={`${widget.instanceId}-passwords-passwordless-error`} error={send.error} />
          <Button onClick={() => void send.run()} disabled={send.retryIn > 0}>
            {t('passwords.passwordless.retry')}
          </Button>
        </>
      ) : (
        <div className="ew-row">
          <Spinner size="small" label={t('core.loading')} />
          <Text>
            <WithEmail template={t('passwords.passwordless.sending')} email={email} />
          </Text>
        </div>
      )}
      {method ? (
        <>
          <Divider label={t('core.main.or')} />
          <CreatePasswordInstead email={email} />
        </>
      ) : null}
      <GoBack />
    </div>
  );
}

export function PasswordCreateOrLogin(_props: EntryProps) {
  const widget = useWidget();
  const email = useWidgetState((s) => s.passwords?.email ?? '');
  const userType = useWidgetState((s) => s.passwords?.userType ?? null);
  useEffect(() => {
    if (!email || !userType) widget.navigate('main');
  }, [email, userType, widget]);
  if (!email || !userType) return null;
  if (userType === 'password') return <Login email={email} />;
  if (userType === 'passwordless') return <Passwordless email={email} />;
  return <NewUser email={email} />;
}
