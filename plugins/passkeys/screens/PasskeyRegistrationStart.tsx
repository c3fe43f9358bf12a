/**
 * PasskeyRegistrationStart: create a passkey or skip; both go to PasskeyRegistrationSuccess. Only for a
 * signed-in user, checked by fetching the user; otherwise the product's error.
 */
import { useEffect, useRef, useState } from 'react';
import { describeError, errorTypeOf, eventData, ErrorMessage, type EntryProps, type ErrorDescription } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { events } from '../events';
import { isCancelled, passkeysOptions, registrationErrorKey, reportFailure, SCREENS } from '../login';
import { NO_USER_ERRORS } from '../user';

type UserCheck = { state: 'loading' } | { state: 'ok' } | { state: 'noUser' } | { state: 'failed'; error: ErrorDescription };

export function PasskeyRegistrationStart({ widget }: EntryProps) {
  const t = widget.t;
  const { client } = widget;
  // A user the client already holds shows the screen at once; the fetch below still confirms it.
  const [check, setCheck] = useState<UserCheck>(() => (client.user.getSync() ? { state: 'ok' } : { state: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  /** The last attempt ended with the user closing the dialog (a choice, not a failure). */
  const [cancelled, setCancelled] = useState(false);
  const mounted = useRef(true);
  const idPrefix = `${widget.instanceId}-passkeys-start`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    client.user
      .get()
      .then(() => current && setCheck({ state: 'ok' }))
      .catch((e: unknown) => {
        if (!current) return;
        const type = errorTypeOf(e);
        if (type && NO_USER_ERRORS.has(type)) {
          setCheck({ state: 'noUser' });
          widget.reportError(t('passkeys.error.noUser'), e);
          return;
        }
        const error = describeError(e);
        setCheck({ state: 'failed', error });
        widget.reportError(error.text ?? t(error.key ?? 'core.error.unknown', error.params), e);
      });
    return () => {
      current = false;
    };
  }, [client, widget, t, attempt]);

  if (check.state === 'loading')
    return (
      <div className="ew-center ew-passkeys-loading">
        <Spinner label={t('core.loading')} />
      </div>
    );
  if (check.state === 'noUser')
    return (
      <ErrorText id={`${idPrefix}-no-user`}>
        {t('passkeys.error.noUser')}
      </ErrorText>
    );
  if (check.state === 'failed')
    return (
      <div className="ew-stack">
        <ErrorMessage id={`${idPrefix}-user-error`} error={check.error} />
        <Button
          onClick={() => {
            setCheck({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('passkeys.retry')}
        </Button>
      </div>
    );

  const create = async () => {
    if (creating) return;
    setCreating(true);
    setErrorKey(null);
    setCancelled(false);
    try {
      const response = await client.webauthn.register({
        domain: passkeysOptions(widget).domain,
        is_passkey: true,
        session_duration_minutes: widget.sessionDurationMinutes,
      });
      widget.emit(events.PasskeyRegister, eventData(response));
      widget.navigate(SCREENS.registrationSuccess);
    } catch (e) {
      if (!mounted.current) return;
      const key = registrationErrorKey(e);
      // Closing the browser's dialog is the user's choice: the same text, announced politely rather than as an alert.
      setCancelled(isCancelled(e));
      setErrorKey(key);
      reportFailure(widget, e, key);
    } finally {
      if (mounted.current) setCreating(false);
    }
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
        <Button loading={creating} onClick={() => void create()} aria-describedby={`${idPrefix}-error ${idPrefix}-status`}>
          {t('passkeys.start.create')}
        </Button>
        <ErrorText id={`${idPrefix}-error`}>{errorKey && !cancelled ? t(errorKey) : null}</ErrorText>
        <div id={`${idPrefix}-status`} role="status" className="ew-passkeys-status">
          {errorKey && cancelled ? (
            <Text variant="helper" as="span">
              {t(errorKey)}
            </Text>
          ) : null}
        </div>
        <Button variant="secondary" disabled={creating} onClick={skip}>
          {t('passkeys.start.skip')}
        </Button>
      </div>
    </div>
  );
}
