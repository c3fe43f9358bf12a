/**
 * PasskeyRegistrationSuccess: the user's passkeys ('Existing Passkeys', from `webauthn_registrations`),
 * each renamable inline and deletable after a confirmation; 'Set up another Passkey' and 'Done'. Rename and delete
 * update the list at once (optimistically); a failure is logged, reported, rolled back and said in a toast, and a
 * failed rename reopens the editor with what was typed.
 * Focus follows the person: into the name field when renaming, to the confirmation 'Delete' when deleting, and back
 * to the row (or its neighbour after a deletion) when done.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { events } from '../events';
import { SCREENS } from '../login';
import { useStytchUser, type Registration } from '../user';
import { PasskeyRow, type RowMode } from './PasskeyRow';

/** Ids of a row's controls, for focus management. */
export const rowIds = (prefix: string, id: string) => ({
  name: `${prefix}-name-${id}`,
  rename: `${prefix}-rename-${id}`,
  remove: `${prefix}-delete-${id}`,
  input: `${prefix}-input-${id}`,
});

export function PasskeyRegistrationSuccess({ widget }: EntryProps) {
  const t = widget.t;
  const { client } = widget;
  const user = useStytchUser(widget);
  const [optimistic, setOptimistic] = useState<Registration[] | null>(null);
  const [mode, setMode] = useState<RowMode>({ type: 'viewing' });
  const [renaming, setRenaming] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  const mounted = useRef(true);
  const prefix = `${widget.instanceId}-passkeys`;
  const registrations = optimistic ?? user?.webauthn_registrations ?? [];

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Focus moves after the render that shows its target (other renders, e.g. a toast's, leave the request pending).
  useEffect(() => {
    const id = focusAfter.current;
    const el = id ? rootRef.current?.querySelector<HTMLElement>(`[id="${id}"]`) : null;
    if (!el || (el as HTMLButtonElement).disabled) return;
    focusAfter.current = null;
    el.focus();
  });
  const focusNext = (id: string | null) => {
    focusAfter.current = id;
  };

  /** Shows `next` at once, runs `call`; on failure logs, reports and toasts, then rolls back (and `onFail`). */
  const optimisticUpdate = useCallback(
    (next: Registration[], call: () => Promise<unknown>, failedKey: string, doneKey: string, onFail?: () => void) => {
      setOptimistic(next);
      call()
        .then(() => {
          if (mounted.current) widget.toast(t(doneKey), 'success');
        })
        .catch((e: unknown) => {
          console.error('Entryway passkeys:', e);
          const d = describeError(e);
          widget.reportError(d.text ?? t(d.key ?? 'core.error.unknown', d.params), e);
          if (!mounted.current) return;
          widget.toast(t(failedKey), 'error');
          onFail?.();
        })
        .finally(() => {
          if (mounted.current) setOptimistic(null);
        });
    },
    [widget, t],
  );

  const rename = (id: string, name: string) => {
    const previous = registrations;
    setMode({ type: 'viewing' });
    focusNext(rowIds(prefix, id).rename);
    setRenaming((n) => n + 1);
    optimisticUpdate(
      previous.map((r) => (r.webauthn_registration_id === id ? { ...r, name } : r)),
      // The update answer is not the list; fetching the user refreshes the client's copy (and so this list).
      () =>
        client.webauthn
          .update({ webauthn_registration_id: id, name })
          .then(() => client.user.get())
          .finally(() => mounted.current && setRenaming((n) => n - 1)),
      'passkeys.toast.renameFailed',
      'passkeys.toast.renamed',
      () => {
        setMode({ type: 'editing', id, name });
        focusNext(rowIds(prefix, id).input);
      },
    );
  };

  const remove = (id: string) => {
    const index = registrations.findIndex((r) => r.webauthn_registration_id === id);
    const rest = registrations.filter((r) => r.webauthn_registration_id !== id);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    setMode({ type: 'viewing' });
    focusNext(neighbour ? rowIds(prefix, neighbour.webauthn_registration_id).rename : `${prefix}-setup-another`);
    optimisticUpdate(rest, () => client.user.deleteWebauthnRegistration(id), 'passkeys.toast.deleteFailed', 'passkeys.toast.deleted', () =>
      focusNext(rowIds(prefix, id).remove),
    );
  };

  // 'Set up another Passkey' and 'Done' wait while a name is being edited or saved.
  const busy = mode.type === 'editing' || renaming > 0;
  const deleting = mode.type === 'deleting' ? mode : null;

  return (
    <div className="ew-stack ew-passkeys-success" ref={rootRef}>
      <Heading level={2}>{t('passkeys.success.title')}</Heading>
      <section className="ew-stack ew-stack--sm" aria-labelledby={`${prefix}-existing`}>
        <h3 className="ew-passkeys-subheading" id={`${prefix}-existing`}>
          {t('passkeys.success.existing')}
        </h3>
        {registrations.length ? (
          <ul className="ew-passkeys-list">
            {registrations.map((r) => (
              <PasskeyRow
                key={r.webauthn_registration_id}
                registration={r}
                ids={rowIds(prefix, r.webauthn_registration_id)}
                mode={mode}
                onMode={(next) => {
                  setMode(next);
                  const ids = rowIds(prefix, r.webauthn_registration_id);
                  if (next.type === 'editing') focusNext(ids.input);
                  else if (next.type === 'deleting') focusNext(`${prefix}-confirm-delete`);
                  else focusNext(ids.rename);
                }}
                onRename={rename}
              />
            ))}
          </ul>
        ) : (
          <Text variant="helper">{t('passkeys.success.none')}</Text>
        )}
      </section>
      <div className="ew-stack ew-stack--sm">
        {deleting ? (
          <>
            <div className="ew-passkeys-danger">
              <Button id={`${prefix}-confirm-delete`} onClick={() => remove(deleting.id)} aria-describedby={`${prefix}-delete-warning`}>
                {t('passkeys.success.delete')}
              </Button>
            </div>
            <ErrorText id={`${prefix}-delete-warning`}>{t('passkeys.success.deleteWarning')}</ErrorText>
            <Button
              variant="secondary"
              onClick={() => {
                setMode({ type: 'viewing' });
                focusNext(rowIds(prefix, deleting.id).remove);
              }}
            >
              {t('passkeys.success.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button id={`${prefix}-setup-another`} disabled={busy} onClick={() => widget.navigate(SCREENS.registrationStart)}>
              {t('passkeys.success.setupAnother')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => widget.emit(events.PasskeyDone, {})}>
              {t('passkeys.success.done')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
