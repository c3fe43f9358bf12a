/**
 * PasskeyRegistrationStart: create a passkey or skip; both go to PasskeyRegistrationSuccess. Only for a
 * signed-in user, checked by fetching the user; otherwise the product's error.
 */
import { useEffect, useState } from 'react';
import { ErrorMessage, useCommand, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { events } from '../events';
import { SCREENS } from '../login';
import { passkeyRegistrationCommands } from '../registrationCommands';
import { selectPasskeys } from '../slice';

const { checkUser } = passkeyRegistrationCommands;

export function PasskeyRegistrationStart({ widget }: EntryProps) {
  const t = widget.t;
  const register = useCommand(passkeyRegistrationCommands.register);
  const check = useWidgetState((s) => s.commands?.[checkUser.id]);
  const found = useWidgetState((s) => selectPasskeys(s).userCheck);
  // A user the client already holds shows the screen at once; the check still confirms it.
  const held = useWidgetState((s) => s.session.userId !== null);
  /** Why the last 'Create a Passkey' did not create one; `cancelled`: the person closed the dialog (a choice). */
  const [failure, setFailure] = useState<{ key: string; cancelled: boolean } | null>(null);
  const idPrefix = `${widget.instanceId}-passkeys-start`;

  // Run on the widget, not through useCommand, whose unmount would cancel it: React StrictMode's replayed effect then
  // finds the check in flight and is skipped (exclusive), so the user is fetched once per visit.
  useEffect(() => void widget.commands.run(checkUser), [widget]);

  if (found === 'noUser') return <ErrorText id={`${idPrefix}-no-user`}>{t('passkeys.error.noUser')}</ErrorText>;
  if (check?.error)
    return (
      <div className="ew-stack">
        <ErrorMessage id={`${idPrefix}-user-error`} error={check.error} />
        <Button onClick={() => void widget.commands.run(checkUser)}>{t('passkeys.retry')}</Button>
      </div>
    );
  if (found !== 'signedIn' && !held)
    return (
      <div className="ew-center ew-passkeys-loading">
        <Spinner label={t('core.loading')} />
      </div>
    );

  const create = async () => {
    setFailure(null);
    const result = await register.run();
    if (result.ok && !result.value.created) setFailure(result.value);
  };

  const skip = () => {
    widget.emit(events.PasskeySkip, {});
    widget.navigate(SCREENS.registrationSuccess);
  };

  return (
    <div className="ew-stack ew-passkeys-start">
      <Heading level={2}>{t('passkeys.start.title')}</Heading>
      <Text>{t('passkeys.start.subtitle')}</Text>
      <Text variant="helper">{t('passkeys.start.description')}</Text>
      <div className="ew-stack ew-stack--sm">
        <Button
          loading={register.pending}
          onClick={() => void create()}
          aria-describedby={`${idPrefix}-error ${idPrefix}-status`}
        >
          {t('passkeys.start.create')}
        </Button>
        <ErrorText id={`${idPrefix}-error`}>{failure && !failure.cancelled ? t(failure.key) : null}</ErrorText>
        <div id={`${idPrefix}-status`} role="status" className="ew-passkeys-status">
          {failure?.cancelled ? (
            <Text variant="helper" as="span">
              {t(failure.key)}
            </Text>
          ) : null}
        </div>
        <Button variant="secondary" disabled={register.pending} onClick={skip}>
          {t('passkeys.start.skip')}
        </Button>
      </div>
    </div>
  );
}
