/**
 * CryptoError: the product's title and text, then what went wrong (wallet gone, network, rate limit…) as an
 * alert, and 'Try again' with the same wallet, so nothing typed or chosen is lost. A request the user declined in
 * the wallet reads as their choice: 'You declined…' first, in a polite status instead of an alert.
 */
import { BackToMain, ErrorMessage, useWidgetState, type EntryProps, type ErrorDescription } from 'entryway';
import { Button } from '../../../ui/Button';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { leaveSignIn, pressWallet } from '../commands';
import { selectCrypto, type Failure } from '../slice';

function describe(failure: Failure | null): ErrorDescription {
  const reason = failure?.reason;
  switch (reason?.kind) {
    case 'rejected':
      return {
        kind: 'unknown',
        key:
          failure!.stage === 'connect' ? 'crypto-wallets.error.rejectedConnect' : 'crypto-wallets.error.rejectedSign',
      };
    case 'unavailable':
      return { kind: 'unknown', key: 'crypto-wallets.error.unavailable' };
    case 'pending':
      return { kind: 'unknown', key: 'crypto-wallets.error.pending' };
    case 'load':
      return { kind: 'network', key: 'crypto-wallets.error.load' };
    case 'missingPackage':
      return { kind: 'unknown', key: 'crypto-wallets.error.missingPackage', params: { package: reason.package } };
    case 'api':
      // A refused signature (or any authenticate error without a catalogue text) reads as the product's message.
      return failure!.stage === 'sign' && reason.error.kind === 'api' && !reason.error.key
        ? { ...reason.error, text: undefined, key: 'crypto-wallets.error.auth' }
        : reason.error;
    default:
      return { kind: 'unknown', key: 'crypto-wallets.error.wallet' };
  }
}

export function CryptoError({ widget }: EntryProps) {
  const t = widget.t;
  const { failure, cryptoState, wallets } = useWidgetState((s) => selectCrypto(s));
  const available = wallets.some((w) => w.id === cryptoState.walletOption);
  // The new attempt leaves this screen at once: run through the widget, as useCommand would cancel it on unmount.
  const retry = available ? (
    <Button variant="primary" onClick={() => void pressWallet(widget, cryptoState.walletOption)}>
      {t('crypto-wallets.error.retry')}
    </Button>
  ) : null;
  if (failure?.reason.kind === 'rejected') {
    // The user said no in the wallet: a choice, not a failure. The product's texts stay, after what the user did, and
    // are announced once, politely (no alert).
    return (
      <div className="ew-stack">
        <BackToMain onBack={() => leaveSignIn(widget)} />
        <div className="ew-stack" role="status">
          <Text>{t(describe(failure).key!)}</Text>
          <Heading level={1}>{t('crypto-wallets.error.title')}</Heading>
          <Text>{t('crypto-wallets.error.text')}</Text>
        </div>
        {retry}
      </div>
    );
  }
  return (
    <div className="ew-stack">
      <BackToMain onBack={() => leaveSignIn(widget)} />
      <Heading level={1}>{t('crypto-wallets.error.title')}</Heading>
      <Text>{t('crypto-wallets.error.text')}</Text>
      <ErrorMessage id={`${widget.instanceId}-crypto-wallets-error`} error={describe(failure)} />
      {retry}
    </div>
  );
}
