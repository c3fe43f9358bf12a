/**
 * PasskeyRegistrationSuccess: the user's passkeys ('Existing Passkeys', from `webauthn_registrations`),
 * each renamable inline and deletable after a confirmation; 'Set up another Passkey' and 'Done'. Rename and delete
 * update the list at once (optimistically); a failure is logged, reported, rolled back and said in a toast, and a
 * failed rename reopens the editor with what was typed.
 * Focus follows the person: into the name field when renaming, to the confirmation 'Delete' when deleting, and back
 * to the row (or its neighbour after a deletion) when done.
 */
import { useEffect, useRef, useState } from 'react';
import { useCommand, useWidgetState, type EntryProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { events } from '../events';
import { SCREENS } from '../login';
import { passkeyRegistrationCommands } from '../registrationCommands';
import { selectRegistrations } from '../slice';
import { PasskeyRow, rowIds, type RowMode } from './PasskeyRow';

export { rowIds } from './PasskeyRow';

export function PasskeyRegistrationSuccess({ widget }: EntryProps) {
  const t = widget.t;
  const registrations = useWidgetState(selectRegistrations);
  const renameCommand = useCommand(passkeyRegistrationCommands.rename);
  const removeCommand = useCommand(passkeyRegistrationCommands.remove);
  const [mode, setMode] = useState<RowMode>({ type: 'viewing' });
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  const prefix = `${widget.instanceId}-passkeys`;

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

  // A run that did not go through (failed, or refused: another save in flight, offline, a rate-limit wait) gives the
  // person back what they had: the name field with what they typed, or the row's Delete. A stale run (the screen has
  // gone) changes nothing here.
  const rename = async (id: string, name: string) => {
    setMode({ type: 'viewing' });
    focusNext(rowIds(prefix, id).rename);
    const result = await renameCommand.run(id, name);
    if (result.ok || ('skipped' in result && result.skipped === 'stale')) return;
    setMode({ type: 'editing', id, name });
    focusNext(rowIds(prefix, id).input);
  };

  const remove = async (id: string) => {
    const index = registrations.findIndex((r) => r.webauthn_registration_id === id);
    const rest = registrations.filter((r) => r.webauthn_registration_id !== id);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    setMode({ type: 'viewing' });
    focusNext(neighbour ? rowIds(prefix, neighbour.webauthn_registration_id).rename : `${prefix}-setup-another`);
    const result = await removeCommand.run(id);
    if (result.ok || ('skipped' in result && result.skipped === 'stale')) return;
    focusNext(rowIds(prefix, id).remove);
  };

  // 'Set up another Passkey' and 'Done' wait while a name is being edited or saved.
  const busy = mode.type === 'editing' || renameCommand.pending;
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
                onRename={(id, name) => void rename(id, name)}
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
              <Button
                id={`${prefix}-confirm-delete`}
                onClick={() => void remove(deleting.id)}
                aria-describedby={`${prefix}-delete-warning`}
              >
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
            <Button
              id={`${prefix}-setup-another`}
              disabled={busy}
              onClick={() => widget.navigate(SCREENS.registrationStart)}
            >
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
