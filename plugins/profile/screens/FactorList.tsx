/**
 * A list of the user's addresses or numbers, each with its verified state and Remove: the last-way rule first (a
 * refusal is said under the row, nothing is sent), then a confirmation, then the removal (verifying the user again
 * when Stytch asks), then the success message. Long names stay inside the card (`ItemName`).
 */
import { useState } from 'react';
import { ErrorMessage, useCommand, type AccountFactor, type AccountKit, type Command, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { ItemName } from '../../../ui/ItemName';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

export interface FactorItem {
  id: string;
  name: string;
  verified: boolean;
}

interface Props {
  widget: WidgetApi;
  account: AccountKit;
  kind: AccountFactor['kind'];
  items: FactorItem[];
  remove: Command<[string], void>;
  emptyKey: 'profile.emails.none' | 'profile.phones.none';
  removeTitleKey: 'profile.removeTitle';
  removeTextKey: 'profile.emails.removeText' | 'profile.phones.removeText';
  removedKey: 'profile.removed';
  testId: string;
  /** The names' direction: `'ltr'` for phone numbers, which have no letter for `'auto'` to go by. */
  nameDir: 'auto' | 'ltr';
}

export function FactorList(props: Props) {
  const { widget, account, kind, items, remove, testId, nameDir } = props;
  const { t } = widget;
  const removing = useCommand(remove);
  const [refused, setRefused] = useState<{ id: string; text: string } | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const onRemove = async (item: FactorItem) => {
    setRefused(null);
    setFailedId(null);
    const check = account.canRemove({ kind, id: item.id });
    if (!check.ok) return setRefused({ id: item.id, text: check.reason });
    const yes = await account.confirm({
      title: t(props.removeTitleKey, { name: item.name }),
      text: t(props.removeTextKey),
      confirmLabel: t('profile.remove'),
    });
    if (!yes) return;
    setBusyId(item.id);
    const result = await account.run(remove, item.id);
    setBusyId(null);
    if (result.ok) account.done(t(props.removedKey, { name: item.name }));
    else setFailedId(item.id);
  };
  if (!items.length) return <Text variant="helper">{t(props.emptyKey)}</Text>;
  return (
    <ul className="ew-account-list" data-testid={testId}>
      {items.map((item) => {
        const note = `${widget.instanceId}-${testId}-${item.id}`;
        return (
          <li key={item.id} className="ew-account-row">
            <ItemName dir={nameDir}>{item.name}</ItemName>
            <span className="ew-account-badge" id={note}>
              {t(item.verified ? 'profile.verified' : 'profile.unverified')}
            </span>
            <span className="ew-account-danger">
              <Button
                variant="secondary"
                fullWidth={false}
                aria-describedby={note}
                loading={removing.pending && busyId === item.id}
                onClick={() => void onRemove(item)}
              >
                {/* Named by what it shows, then what it removes: speech input finds it by its visible label. */}
                {t('profile.remove')}{' '}
                <VisuallyHidden>
                  <span dir={nameDir}>{item.name}</span>
                </VisuallyHidden>
              </Button>
            </span>
            {refused?.id === item.id ? (
              <p className="ew-error-text" role="alert" data-testid="account-refusal">
                {refused.text}
              </p>
            ) : null}
            {failedId === item.id && removing.error ? (
              <ErrorMessage id={`${note}-error`} error={removing.error} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
