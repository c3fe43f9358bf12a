/**
 * The account widget's Password section: whether the user has a password, and a form to set one (no password yet)
 * or change it (the current one, or — 'Forgot your current password?' — the session alone, which Stytch accepts
 * only from a session with a factor of the last 5 minutes: the widget verifies the user again, then saves). The new
 * password gets sign-up's strength meter and rules; Save waits for a valid one. Errors (a wrong current password, a
 * weak one, a rate limit) are said under the form, and nothing typed is lost.
 */
import { useId, useState } from 'react';
import { ErrorMessage, MAX_PASSWORD_LENGTH, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { PasswordInput } from '../../../ui/PasswordInput';
import { Text } from '../../../ui/Text';
import { passwordsAccountCommands as commands } from '../accountCommands';
import { useStrengthCheck } from '../useStrengthCheck';
import { NewPasswordField } from './NewPasswordField';

/** The section's English strings, loaded with it (`AccountSection.strings`). */
export { strings } from '../accountStrings';

const TOO_OLD = 'session_too_old_to_reset_password';

export function AccountPassword({ widget, account, titleId }: AccountSectionProps) {
  const { t } = widget;
  const id = useId();
  const user = account.useUser();
  const hasPassword = Boolean(user?.password);
  const email = user?.emails[0]?.email;
  const [open, setOpen] = useState(false);
  const [withoutCurrent, setWithoutCurrent] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const strength = useStrengthCheck(email);
  const set = useCommand(commands.setPassword);
  const change = useCommand(commands.changePassword);
  const byCurrent = hasPassword && !withoutCurrent && Boolean(email);
  const command = byCurrent ? change : set;

  const close = () => {
    setOpen(false);
    setWithoutCurrent(false);
    setCurrent('');
    setNext('');
    strength.onPasswordChange('');
    set.clearError();
    change.clearError();
  };

  const submit = async () => {
    if (!strength.valid || next.length > MAX_PASSWORD_LENGTH || (byCurrent && !current)) return;
    // Stytch sets a password by session only from a session with a factor of the last 5 minutes: the widget verifies
    // the user again, then saves once more.
    const result = byCurrent
      ? await account.run(commands.changePassword, current, next)
      : await account.runWith(
          { stepUpOn: [...account.stepUpErrorTypes, TOO_OLD], request: { maxAgeMinutes: 5 } },
          commands.setPassword,
          next,
        );
    if (!result.ok) return;
    close();
    account.done(t('passwords.account.saved'));
  };

  if (!open) {
    return (
      <div className="ew-stack ew-stack--sm">
        <Text id={`${id}-status`}>{t(hasPassword ? 'passwords.account.has' : 'passwords.account.none')}</Text>
        <Button variant="secondary" aria-describedby={titleId} onClick={() => setOpen(true)}>
          {t(hasPassword ? 'passwords.account.change' : 'passwords.account.set')}
        </Button>
      </div>
    );
  }

  return (
    <Form
      ariaLabel={t(hasPassword ? 'passwords.account.change' : 'passwords.account.set')}
      onSubmit={() => void submit()}
    >
      {/* The account's email for password managers, which file the new password under it. */}
      {email ? <input type="email" name="email" autoComplete="username" value={email} readOnly hidden /> : null}
      {byCurrent ? (
        <div className="ew-stack ew-stack--sm">
          <PasswordInput
            id={`${id}-current`}
            label={t('passwords.account.current')}
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
            name="current-password"
            required
            autoFocus
            showLabel={t('passwords.password.show')}
            hideLabel={t('passwords.password.hide')}
          />
          <Button variant="text" onClick={() => (setWithoutCurrent(true), change.clearError())}>
            {t('passwords.account.forgotCurrent')}
          </Button>
        </div>
      ) : null}
      <NewPasswordField
        id={`${id}-new`}
        label={t('passwords.reset.newPassword')}
        value={next}
        onChange={setNext}
        strength={strength}
        autoFocus={!byCurrent}
      />
      <ErrorMessage id={`${id}-error`} error={command.error} />
      <Button
        type="submit"
        loading={command.pending}
        disabled={!strength.valid || (byCurrent && !current)}
        aria-describedby={`${id}-error`}
      >
        {t('passwords.account.save')}
      </Button>
      <Button variant="secondary" onClick={close}>
        {t('passwords.account.cancel')}
      </Button>
    </Form>
  );
}
