/**
 * Live detection for one widget: reads the globals, asks EIP-6963 wallets to announce themselves
 * (`eip6963:requestProvider`) and listens for late announcements, follows Wallet Standard registrations
 * (`@wallet-standard/app`), and re-reads the globals when MetaMask says it has initialised (`ethereum#initialized`).
 * Every change re-runs `detectWallets` and hands the result over; `stop()` removes every listener.
 */
import { getWallets } from '@wallet-standard/app';
import { detectWallets, isAnnouncement, type DetectedWallet, type WalletGlobals } from './detect';
import type { WalletOption } from './wallets';

export function startDetection(
  win: Window,
  enabled: readonly WalletOption[],
  onChange: (wallets: DetectedWallet[]) => void,
): () => void {
  const announced = new Map<string, unknown>();
  const standard = getWallets();
  const update = () =>
    onChange(
      detectWallets(
        { globals: win as unknown as WalletGlobals, announced: [...announced.values()], standard: standard.get() },
        enabled,
      ),
    );

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    // A wallet re-announces on every request; its first announcement stands.
    if (!isAnnouncement(detail) || announced.has(detail.info.uuid)) return;
    announced.set(detail.info.uuid, detail);
    update();
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.addEventListener('ethereum#initialized', update);
  const offRegister = standard.on('register', update);
  const offUnregister = standard.on('unregister', update);
  update();
  // Wallets answer synchronously while this runs; the listener above is already in place.
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => {
    win.removeEventListener('eip6963:announceProvider', onAnnounce);
    win.removeEventListener('ethereum#initialized', update);
    offRegister();
    offUnregister();
  };
}
