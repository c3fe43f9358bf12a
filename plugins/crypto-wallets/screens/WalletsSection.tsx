/**
 * The account widget's Crypto wallets section: the wallets on the user, each address shortened to what people
 * compare (`0x71C7…976F`) with the whole address for screen readers, on hover and on focus (where it wraps inside the
 * card), and Remove on each (asked to confirm; refused with the reason when it is the user's last way to sign in).
 * Loaded with `import()`: only an account page that shows the section downloads it.
 */
import { useState } from 'react';
import { ErrorMessage, useCommand, type AccountSectionProps } from 'entryway';
import { Button } from '../../../ui/Button';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { shortAddress, walletsFrom } from '../userWallets';
import { cryptoAccountCommands } from '../accountCommands';

/**
 * The address: short on screen, whole once focused and until focus leaves its row (pressing Remove then does not
 * shorten it under the pointer, which would move the button away before the click lands); the whole one is what
 * assistive technology reads.
 */
function Address({ address, id, whole, onFocus }: { address: string; id: string; whole: boolean; onFocus(): void }) {
  return (
    <span className="ew-account-name" id={id} title={address} tabIndex={0} onFocus={onFocus}>
      <span aria-hidden="true">{whole ? address : shortAddress(address)}</span>
      <VisuallyHidden>{address}</VisuallyHidden>
    </span>
  );
}

export function WalletsSection({ widget, account }: AccountSectionProps) {
  const { t } = widget;
  const wallets = walletsFrom(account.useUser());
  const remove = useCommand(cryptoAccountCommands.remove);
  const [refused, setRefused] = useState<{ id: string; reason: string } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [whole, setWhole] = useState<string | null>(null);
  const id = `${widget.instanceId}-crypto-account`;
  const chainOf = (type: string) =>
    type === 'ethereum' || type === 'solana' ? t(`crypto-wallets.chain.${type}`) : type;

  const onRemove = async (walletId: string, address: string, type: string) => {
    setRefused(null);
    const allowed = account.canRemove({ kind: 'crypto_wallets', id: walletId });
    if (!allowed.ok) return setRefused({ id: walletId, reason: allowed.reason });
    const params = { chain: chainOf(type), address: shortAddress(address) };
    const yes = await account.confirm({
      title: t('crypto-wallets.account.confirmTitle'),
      text: t('crypto-wallets.account.confirmText', { ...params, address }),
      confirmLabel: t('crypto-wallets.account.remove'),
    });
    if (!yes) return;
    setRemoving(walletId);
    const result = await account.run(cryptoAccountCommands.remove, walletId);
    setRemoving(null);
    if (result.ok) account.done(t('crypto-wallets.account.removed', params));
  };

  return (
    <div className="ew-stack ew-stack--sm" data-testid="crypto-wallets-account">
      {wallets.length === 0 ? <Text variant="helper">{t('crypto-wallets.account.empty')}</Text> : null}
      {wallets.length > 0 ? (
        <ul className="ew-account-list">
          {wallets.map((w) => {
            const addressId = `${id}-${w.id}`;
            const chain = chainOf(w.type);
            return (
              <li key={w.id} className="ew-stack ew-stack--sm" data-testid="crypto-wallets-account-wallet">
                <div
                  className="ew-account-row"
                  onBlur={(e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setWhole(null);
                  }}
                >
                  <span className="ew-account-badge">{chain}</span>
                  <Address address={w.address} id={addressId} whole={whole === w.id} onFocus={() => setWhole(w.id)} />
                  <span className="ew-account-danger">
                    <Button
                      variant="secondary"
                      loading={removing === w.id}
                      disabled={removing !== null && removing !== w.id}
                      onClick={() => void onRemove(w.id, w.address, w.type)}
                    >
                      {/* Named by what it shows, then which wallet: speech input finds it by its visible label. */}
                      {t('crypto-wallets.account.remove')} <VisuallyHidden>{`${chain} ${w.address}`}</VisuallyHidden>
                    </Button>
                  </span>
                </div>
                {refused?.id === w.id ? (
                  <p className="ew-error-text" role="alert">
                    {refused.reason}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ErrorMessage id={`${id}-error`} error={remove.error} />
    </div>
  );
}
