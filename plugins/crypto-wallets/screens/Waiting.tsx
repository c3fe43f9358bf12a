/**
 * CryptoConnect and CryptoSignMessage: what the wallet is asking for, a polite "waiting" status, and the
 * product's help line. The work itself is the `signIn` command (commands.ts); the back arrow cancels it, so a wallet
 * that never answers never traps the user, and its late answer is ignored.
 */
import { BackToMain, useWidgetState, type EntryProps } from 'entryway';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { leaveSignIn } from '../commands';
import { selectCrypto } from '../slice';
import { shortAddress, walletName } from './parts';

function Waiting({ widget, step }: EntryProps & { step: 'connect' | 'sign' }) {
  const t = widget.t;
  const { wallets, cryptoState } = useWidgetState((s) => selectCrypto(s));
  const info = wallets.find((w) => w.id === cryptoState.walletOption);
  const wallet = info ? walletName(t, info) : t('crypto-wallets.wallet.GenericEthereumWallet');
  return (
    <div className="ew-stack">
      <BackToMain onBack={() => leaveSignIn(widget)} />
      <Heading level={1}>{t(`crypto-wallets.${step}.title`)}</Heading>
      <Text>
        {step === 'connect'
          ? t('crypto-wallets.connect.text', { wallet })
          : t('crypto-wallets.sign.text', { wallet, address: shortAddress(cryptoState.walletAddress ?? '') })}
      </Text>
      <div className="ew-crypto-wallets-waiting">
        <Spinner size="small" label={t('crypto-wallets.waiting')} />
        <Text variant="helper" as="span">
          <span aria-hidden="true">{t('crypto-wallets.waiting')}</span>
        </Text>
      </div>
      <Text variant="helper">{t('crypto-wallets.help')}</Text>
    </div>
  );
}

export const CryptoConnect = (props: EntryProps) => <Waiting {...props} step="connect" />;
export const CryptoSignMessage = (props: EntryProps) => <Waiting {...props} step="sign" />;
