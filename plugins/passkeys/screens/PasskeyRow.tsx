/**
 * One passkey in the list: its name with 'Rename' and 'Delete', or, while renaming, a labelled name field with
 * 'Save' and 'Cancel' (Escape cancels). Buttons are described by the passkey's name, so a screen reader says which
 * passkey they act on.
 */
import { useState } from 'react';
import { useWidget } from 'entryway';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { TextInput } from '../../../ui/TextInput';
import type { Registration } from '../user';

export type RowMode =
  { type: 'viewing' } | { type: 'editing'; id: string; name: string } | { type: 'deleting'; id: string };

/** Ids of a row's controls, for focus management. */
export const rowIds = (prefix: string, id: string) => ({
  name: `${prefix}-name-${id}`,
  rename: `${prefix}-rename-${id}`,
  remove: `${prefix}-delete-${id}`,
  input: `${prefix}-input-${id}`,
});

/** Stytch's limit for a passkey name. */
export const MAX_NAME_LENGTH = 100;

export interface PasskeyRowProps {
  registration: Registration;
  ids: { name: string; rename: string; remove: string; input: string };
  mode: RowMode;
  onMode(mode: RowMode): void;
  onRename(id: string, name: string): void;
}

export function PasskeyRow({ registration, ids, mode, onMode, onRename }: PasskeyRowProps) {
  const { t } = useWidget();
  const id = registration.webauthn_registration_id;
  const editing = mode.type === 'editing' && mode.id === id ? mode : null;
  const [invalid, setInvalid] = useState(false);
  const name = registration.name || t('passkeys.row.unnamed');

  if (editing)
    return (
      <li className="ew-passkeys-row ew-passkeys-row--editing">
        <Form
          ariaLabel={t('passkeys.row.nameLabel')}
          onSubmit={() => {
            const next = editing.name.trim();
            if (!next) return setInvalid(true);
            onRename(id, next);
          }}
        >
          <TextInput
            id={ids.input}
            label={t('passkeys.row.nameLabel')}
            value={editing.name}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="off"
            onChange={(value) => {
              setInvalid(false);
              onMode({ ...editing, name: value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                onMode({ type: 'viewing' });
              }
            }}
            error={invalid ? t('passkeys.row.nameRequired') : undefined}
            required
          />
          <div className="ew-passkeys-actions">
            <Button type="submit" variant="secondary" fullWidth={false}>
              {t('passkeys.row.save')}
            </Button>
            <Button variant="text" onClick={() => onMode({ type: 'viewing' })}>
              {t('passkeys.row.cancel')}
            </Button>
          </div>
        </Form>
      </li>
    );

  const busyElsewhere = mode.type !== 'viewing';
  return (
    <li className={`ew-passkeys-row${mode.type === 'deleting' && mode.id === id ? ' ew-passkeys-row--deleting' : ''}`}>
      {/* A name is anyone's text: isolated so its direction (say a U+202E override) cannot reorder the line, kept to
          one line with an ellipsis, whole in the tooltip and in the accessible text. */}
      <bdi className="ew-passkeys-name" id={ids.name} dir="auto" title={name}>
        {name}
      </bdi>
      {mode.type === 'deleting' ? null : (
        <span className="ew-passkeys-actions">
          <Button
            id={ids.rename}
            variant="text"
            disabled={busyElsewhere}
            aria-describedby={ids.name}
            onClick={() => onMode({ type: 'editing', id, name: registration.name })}
          >
            {t('passkeys.row.rename')}
          </Button>
          <Button
            id={ids.remove}
            variant="text"
            disabled={busyElsewhere}
            aria-describedby={ids.name}
            onClick={() => onMode({ type: 'deleting', id })}
          >
            {t('passkeys.row.delete')}
          </Button>
        </span>
      )}
    </li>
  );
}
