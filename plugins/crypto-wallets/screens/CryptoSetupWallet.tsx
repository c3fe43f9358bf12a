/** CryptoSetupWallet: where to get a wallet (desktop) or which wallet app to open this page in (phone). */
import { BackToMain, useWidgetState, type EntryProps } from 'entryway';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { selectCrypto } from '../slice';
import { setupLinks } from '../setupLinks';
import { WalletGlyph } from './parts';

export function CryptoSetupWallet({ widget }: EntryProps) {
  const t = widget.t;
  const device = useWidgetState((s) => selectCrypto(s).device);
  const links = setupLinks(device, window.location.href);
  const mobile = links[0]?.action === 'open';
  return (
    <div className="ew-stack">
      <BackToMain />
      <Heading level={1}>{t('crypto-wallets.setup.title')}</Heading>
      <Text>{t('crypto-wallets.setup.text')}</Text>
      <Text variant="helper">{t(mobile ? 'crypto-wallets.setup.mobile' : 'crypto-wallets.setup.desktop')}</Text>
      <ul className="ew-crypto-wallets-list" aria-label={t('crypto-wallets.setup.links')}>
        {links.map((link) => (
          <li key={link.wallet}>
            <a
              className="ew-btn ew-btn--secondary ew-btn--full"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="ew-btn-icon" aria-hidden="true">
                <WalletGlyph />
              </span>
              <span className="ew-btn-label">{t(`crypto-wallets.setup.${link.action}`, { wallet: link.wallet })}</span>
              <VisuallyHidden> {t('crypto-wallets.newTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
