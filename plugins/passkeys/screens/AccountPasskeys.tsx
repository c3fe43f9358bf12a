/**
 * The account widget's Passkeys section: the user's passkeys (each name on one line inside the card, whole while
 * its row has focus, for screen readers and as its tooltip), Rename inline, Delete after a confirmation (refused with
 * the reason when it is the last way to sign in; a multi-factor session first when Stytch asks for one), and 'Set up
 * a passkey' / 'Set up another passkey', which creates one with the browser's dialog without leaving the page.
 * Focus follows the person: into the name field when renaming, back to the row after, to the neighbour's Rename (or
 * the add button) after a deletion.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { ErrorText } from '../../../ui/ErrorText';
import { Text } from '../../../ui/Text';
import { passkeysAccountCommands as commands } from '../accountCommands';
import type { Registration } from '../user';
import { PasskeyRow, rowIds, type RowMode } from './PasskeyRow';

/** The section's English strings, loaded with it (`AccountSection.strings`). */
export { strings } from '../accountStrings';

export function AccountPasskeys({ widget, account, titleId }: AccountSectionProps) {
  const { t } = widget;
  const prefix = useId();
  const user = account.useUser();
  const registrations = (user?.webauthn_registrations ?? []) as Registration[];
  const add = useCommand(commands.addPasskey, { cancelOnUnmount: false });
  const rename = useCommand(commands.renamePasskey);
  const remove = useCommand(commands.deletePasskey);
  const [mode, setMode] = useState<RowMode>({ type: 'viewing' });
  // A refusal or failure said under the list: the last way to sign in, a duplicate passkey, a closed dialog.
  const [note, setNote] = useState<{ text: string; polite: boolean } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<string | null>(null);
  const addId = `${prefix}-add`;

  // Focus moves after the render that shows its target.
  useEffect(() => {
    const target = focusAfter.current;
    const el = target
      ? [...(rootRef.current?.querySelectorAll<HTMLElement>('[id]') ?? [])].find((e) => e.id === target)
      : null;
    if (!el || (el as HTMLButtonElement).disabled) return;
    focusAfter.current = null;
    el.focus();
  });

  const saveName = async (id: string, name: string) => {
    setMode({ type: 'viewing' });
    focusAfter.current = rowIds(prefix, id).rename;
    const result = await account.run(commands.renamePasskey, id, name);
    if (result.ok) {
      account.done(t('passkeys.toast.renamed'));
      return;
    }
    // Not saved (failed, refused, offline): the field again, with what was typed.
    if (!('skipped' in result && result.skipped === 'stale')) {
      setMode({ type: 'editing', id, name });
      focusAfter.current = rowIds(prefix, id).input;
    }
  };

  const confirmDelete = async (registration: Registration) => {
    const id = registration.webauthn_registration_id;
    setNote(null);
    const allowed = account.canRemove({ kind: 'webauthn_registrations', id });
    if (!allowed.ok) {
      setNote({ text: allowed.reason, polite: false });
      focusAfter.current = rowIds(prefix, id).remove;
      return;
    }
    setMode({ type: 'deleting', id });
    const name = registration.name || t('passkeys.row.unnamed');
    const confirmed = await account.confirm({
      title: t('passkeys.account.deleteTitle', { name }),
      text: t('passkeys.success.deleteWarning'),
      confirmLabel: t('passkeys.success.delete'),
    });
    setMode({ type: 'viewing' });
    if (!confirmed) {
      focusAfter.current = rowIds(prefix, id).remove;
      return;
    }
    const index = registrations.findIndex((r) => r.webauthn_registration_id === id);
    const rest = registrations.filter((r) => r.webauthn_registration_id !== id);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    const result = await account.run(commands.deletePasskey, id);
    if (result.ok) {
      focusAfter.current = neighbour ? rowIds(prefix, neighbour.webauthn_registration_id).rename : addId;
      account.done(t('passkeys.toast.deleted'));
    } else {
      focusAfter.current = rowIds(prefix, id).remove;
    }
  };

  const addPasskey = async () => {
    setNote(null);
    const result = await account.run(commands.addPasskey);
    if (!result.ok) return;
    if (result.value.created) account.done(t('passkeys.account.added'));
    else setNote({ text: t(result.value.key), polite: result.value.cancelled });
  };

  const busy = mode.type !== 'viewing' || rename.pending || remove.pending;
  return (
    <div className="ew-stack ew-stack--sm ew-passkeys-account" ref={rootRef}>
      <Text variant="helper">{t('passkeys.account.text')}</Text>
      {registrations.length ? (
        <ul className="ew-passkeys-list" aria-labelledby={titleId}>
          {registrations.map((r) => (
            <PasskeyRow
              key={r.webauthn_registration_id}
              registration={r}
              ids={rowIds(prefix, r.webauthn_registration_id)}
              mode={mode}
              onMode={(next) => {
                if (next.type === 'deleting') return void confirmDelete(r);
                setMode(next);
                const ids = rowIds(prefix, r.webauthn_registration_id);
                focusAfter.current = next.type === 'editing' ? ids.input : ids.rename;
              }}
              onRename={(id, name) => void saveName(id, name)}
            />
          ))}
        </ul>
      ) : (
        <Text>{t('passkeys.success.none')}</Text>
      )}
      <ErrorMessage id={`${prefix}-error`} error={rename.error ?? remove.error ?? add.error} />
      <ErrorText id={`${prefix}-note`}>{note && !note.polite ? note.text : null}</ErrorText>
      {/* A closed dialog is the person's choice: said politely, not as an alert. */}
      <div className="ew-passkeys-status" role="status">
        {note?.polite ? note.text : null}
      </div>
      <Button id={addId} variant="secondary" disabled={busy} loading={add.pending} onClick={() => void addPasskey()}>
        {t(registrations.length ? 'passkeys.success.setupAnother' : 'passkeys.account.addFirst')}
      </Button>
    </div>
  );
}
