/**
 * PasswordCreateOrLogin in its three modes, chosen by the user search on Main:
 * - `new`: set a password (create the account); another email method, when configured, is offered first;
 * - `password`: log in, or 'Forgot your password?';
 * - `passwordless`: a login link or code is sent at once through another plugin's email login method (otherwise a
 *   reset email, leading to PasswordSetNew), with 'Create a password instead'.
 * The email is read-only here; the password stays in this component's state.
 */
import { useEffect, useState } from 'react';
import {
  BackToMain,
  ErrorMessage,
  MAX_PASSWORD_LENGTH,
  useCommand,
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
import { screenCommands } from '../screenCommands';
import { useStrengthCheck } from '../useStrengthCheck';
import { CreatePasswordInstead } from './CreatePasswordInstead';
import { GoBack } from './GoBack';
import { NewPasswordField, passwordTooLong } from './NewPasswordField';
import { useEmailLoginMethod } from './useEmailLoginMethod';
import { WithEmail } from './WithEmail';

/** The read-only email of the form; `username` so password managers save it with the password. */
function EmailField({ id, email }: { id: string; email: string }) {
  const t = useWidget().t;
  return (
    <TextInput
      id={id}
      label={t('passwords.email.label')}
      type="email"
      name="username"
      value={email}
      onChange={() => {}}
      readOnly
      autoComplete="username"
    />
  );
}

/** Another plugin's email login method as a button (it sends and navigates to its own screen). */
function AlternativeMethod({ email, variant }: { email: string; variant: 'primary' | 'secondary' }) {
  const widget = useWidget();
  const method = useEmailLoginMethod();
  const action = useCommand(screenCommands.sendWithMethod);
  if (!method) return null;
  return (
    <div className="ew-stack-sm">
      <Button variant={variant} loading={action.pending} onClick={() => void action.run(email)}>
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
  const [password, setPassword] = useState('');
  const strength = useStrengthCheck(email);
  const base = `${widget.instanceId}-passwords`;
  const create = useCommand(screenCommands.create);

  const submit = () => {
    if (strength.valid) void create.run(email, password);
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
        <NewPasswordField
          id={`${base}-password`}
          label={t('passwords.password.label')}
          value={password}
          onChange={setPassword}
          strength={strength}
        />
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
  const [password, setPassword] = useState('');
  const base = `${widget.instanceId}-passwords`;
  const login = useCommand(screenCommands.login);
  const forgot = useCommand(screenCommands.forgot);

  const submit = () => {
    if (password.length <= MAX_PASSWORD_LENGTH) void login.run(email, password);
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
          <Button
            type="submit"
            loading={login.pending}
            disabled={password === '' || password.length > MAX_PASSWORD_LENGTH}
          >
            {t('passwords.continue')}
          </Button>
          <Button variant="secondary" loading={forgot.pending} onClick={() => void forgot.run(email)}>
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

function Passwordless({ email }: { email: string }) {
  const widget = useWidget();
  const t = widget.t;
  const method = useEmailLoginMethod();
  // The user search started the send as it opened this screen (see commands.search); 'Try again' sends again. The
  // other plugin's method leaves this screen before the send ends (the offer is set after it): not cancelled here.
  const send = useCommand(screenCommands.passwordless, { cancelOnUnmount: false });

  return (
    <div className="ew-stack ew-passwords-screen">
      <BackToMain />
      <Heading level={1}>{t('passwords.passwordless.sendingTitle')}</Heading>
      {send.error ? (
        <>
          <Text>{t('passwords.passwordless.failed')}</Text>
          <ErrorMessage id={`${widget.instanceId}-passwords-passwordless-error`} error={send.error} />
          <Button onClick={() => void send.run(email)} disabled={send.retryIn > 0}>
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
