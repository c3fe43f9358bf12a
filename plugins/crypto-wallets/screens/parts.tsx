/**
 * The wallet buttons and the pieces the crypto screens share. Wallet buttons are one stable component per wallet
 * id (they read their description from the store), so Main re-rendering never remounts them and focus stays put.
 */
import type { ComponentType } from 'react';
import { layoutMain, useWidgetState, type EntryProps, type RootState, type Translate, type WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import type { WalletInfo } from '../detect';
import { pressWallet } from '../commands';
import { SCREEN_OTHER, SCREEN_SETUP } from '../flow';
import { selectCrypto } from '../slice';

export const GROUP_ID = 'crypto-wallets/wallets';

/** A generic wallet (a wallet with a clasp), drawn in currentColor. Decorative. */
export function WalletGlyph() {
  return (
    <svg
      className="ew-icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-3" />
      <path d="M21 9h-5a3 3 0 0 0 0 6h5z" />
      <path d="M16 12h.01" />
    </svg>
  );
}

/** The wallet's own icon when it announced a `data:image/` one (checked in detect.ts), else the generic glyph. */
export function WalletIcon({ info }: { info: WalletInfo }) {
  return info.icon ? (
    <img src={info.icon} alt="" width={20} height={20} className="ew-crypto-wallets-icon" />
  ) : (
    <WalletGlyph />
  );
}

/** The name people know the wallet by. */
export function walletName(t: Translate, info: Pick<WalletInfo, 'option' | 'name'>): string {
  return info.option ? t(`crypto-wallets.wallet.${info.option}`) : (info.name ?? '');
}

/** 'Continue with {wallet}', naming the chain too when two detected wallets share a name (Phantom on both). */
export function walletLabel(t: Translate, info: WalletInfo, all: readonly WalletInfo[]): string {
  const name = walletName(t, info);
  const clash = all.some((w) => w.id !== info.id && walletName(t, w).toLowerCase() === name.toLowerCase());
  return clash
    ? t('crypto-wallets.button.continueWithOnChain', { wallet: name, chain: t(`crypto-wallets.chain.${info.chain}`) })
    : t('crypto-wallets.button.continueWith', { wallet: name });
}

/** Shortened address for text: 0x71C7…976F. */
export const shortAddress = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;

export function WalletButton({ widget, id }: EntryProps & { id: string }) {
  const wallets = useWidgetState((s) => selectCrypto(s).wallets);
  const info = wallets.find((w) => w.id === id);
  if (!info) return null;
  // The attempt outlives this button (its first step leaves Main), so it runs through the widget, not useCommand,
  // whose run would be cancelled as the button unmounts.
  const signIn = () => void pressWallet(widget, info.id);
  // The wrapper lets a long label (a long translation, an announced wallet's own name, a chain suffix) wrap: two
  // lines fit the 45px button, a third grows it, and a wallet's name can never take more than three.
  return (
    <div className="ew-crypto-wallets-item">
      <Button variant="secondary" icon={<WalletIcon info={info} />} onClick={signIn}>
        {walletLabel(widget.t, info, wallets)}
      </Button>
    </div>
  );
}

const itemComponents = new Map<string, ComponentType<EntryProps>>();

/** The Main-screen component of one wallet, the same function every time for the same id. */
export function walletItem(id: string): ComponentType<EntryProps> {
  let component = itemComponents.get(id);
  if (!component) {
    component = (props: EntryProps) => <WalletButton {...props} id={id} />;
    itemComponents.set(id, component);
  }
  return component;
}

/** Ids of the wallets that do not fit on Main (6 − OAuth providers − 1 wallet buttons), per the core's layout. */
export function hiddenWallets(widget: WidgetApi, state: RootState): string[] {
  for (const section of layoutMain(widget.hooks.mainEntries.call([], state), state))
    if (section.kind === 'buttons')
      for (const b of section.buttons) if ('group' in b && b.group.id === GROUP_ID) return b.hidden;
  return [];
}

export const useHiddenWallets = (widget: WidgetApi): string[] =>
  useWidgetState((s) => hiddenWallets(widget, s).join('\n'))
    .split('\n')
    .filter(Boolean);

/** The overflow button the core renders when wallets are hidden: 'Continue with other Crypto Wallet'. */
export function OverflowButton({ widget }: EntryProps & { hidden: string[] }) {
  return (
    <Button variant="secondary" icon={<WalletGlyph />} onClick={() => widget.navigate(SCREEN_OTHER)}>
      {widget.t('crypto-wallets.button.other')}
    </Button>
  );
}

/** 'Set up a new crypto wallet' takes the reserved slot when nothing overflows (as Stytch's UI does). */
export function SetupButton({ widget }: EntryProps) {
  const hidden = useHiddenWallets(widget);
  if (hidden.length > 0) return null;
  return (
    <Button variant="secondary" onClick={() => widget.navigate(SCREEN_SETUP)}>
      {widget.t('crypto-wallets.button.setup')}
    </Button>
  );
}
