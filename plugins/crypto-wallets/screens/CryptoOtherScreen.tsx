/** CryptoOtherScreen: the wallets that did not fit on Main ('Continue with other Crypto Wallet'). */
import { BackToMain, useWidgetState, type EntryProps } from 'entryway';
import { Heading } from '../../../ui/Heading';
import { selectCrypto } from '../slice';
import { useHiddenWallets, WalletButton } from './parts';

export function CryptoOtherScreen({ widget }: EntryProps) {
  const hidden = useHiddenWallets(widget);
  const wallets = useWidgetState((s) => selectCrypto(s).wallets);
  // Should every wallet fit on Main meanwhile (a wallet was removed), list them all rather than nothing.
  const ids = hidden.length ? hidden : wallets.map((w) => w.id);
  return (
    <div className="ew-stack">
      <BackToMain />
      <Heading level={1}>{widget.t('crypto-wallets.other.title')}</Heading>
      <div className="ew-stack-sm">
        {ids.map((id) => (
          <WalletButton key={id} widget={widget} id={id} />
        ))}
      </div>
    </div>
  );
}
