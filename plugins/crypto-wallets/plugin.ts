/**
 * `cryptoWallets(options)`: sign in with an Ethereum or Solana wallet.
 *
 * Main gets one button per detected wallet as a button group: the core shows `6 − slotted buttons (OAuth) − 1` of
 * them and renders 'Continue with other Crypto Wallet' for the rest; when nothing overflows, 'Set up a new crypto
 * wallet' takes that last slot. Detection keeps running while the widget lives (EIP-6963 and Wallet Standard
 * wallets may arrive late), and Main follows it through the store.
 */
import { definePlugin, lazyScreen, type ConfigIssue, type MainEntry } from 'entryway';
import { deviceKind } from './device';
import { startDetection } from './detector';
import { cryptoCommands, walletHandles } from './commands';
import { PLUGIN_ID, SCREEN_CONFIRMATION, SCREEN_CONNECT, SCREEN_ERROR } from './flow';
import { SCREEN_OTHER, SCREEN_SETUP, SCREEN_SIGN } from './flow';
import { resolveOptions, type CryptoWalletsOptions } from './options';
import { cryptoSlice, deviceDetected, selectCrypto, walletsDetected } from './slice';
import { cryptoStrings } from './strings';
import { cryptoStyles } from './styles';
import { WALLET_OPTIONS } from './wallets';
import { GROUP_ID, OverflowButton, SetupButton, walletItem } from './screens/parts';

// Main has the wallet buttons; every screen after them loads when first needed (preloaded on the widget's first
// interaction: the pointer reaching a button, or focus).
const later = () => import('./lazyScreens');
const CryptoConnect = lazyScreen(later, 'CryptoConnect');
const CryptoSignMessage = lazyScreen(later, 'CryptoSignMessage');
const CryptoConfirmation = lazyScreen(later, 'CryptoConfirmation');
const CryptoError = lazyScreen(later, 'CryptoError');
const CryptoOtherScreen = lazyScreen(later, 'CryptoOtherScreen');
const CryptoSetupWallet = lazyScreen(later, 'CryptoSetupWallet');

export const cryptoWallets = (options: CryptoWalletsOptions = {}) => {
  const resolved = resolveOptions(options);
  return definePlugin({
    id: PLUGIN_ID,
    options: resolved,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'cryptoWallets',
            names: Object.keys({ wallets: 1, siweParams: 1 } satisfies Record<keyof CryptoWalletsOptions, 1>),
            given: options,
          }
        : undefined,
    features: ['crypto-wallets'],
    slice: cryptoSlice,
    commands: cryptoCommands,
    strings: cryptoStrings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors: {
      invalid_signature: 'crypto-wallets.errorType.invalid_signature',
      crypto_wallet_not_found: 'crypto-wallets.errorType.crypto_wallet_not_found',
      invalid_crypto_wallet_address: 'crypto-wallets.errorType.invalid_crypto_wallet_address',
      duplicate_crypto_wallet: 'crypto-wallets.errorType.duplicate_crypto_wallet',
    },
    styles: cryptoStyles,
    screens: {
      [SCREEN_CONNECT]: CryptoConnect,
      [SCREEN_SIGN]: CryptoSignMessage,
      [SCREEN_CONFIRMATION]: CryptoConfirmation,
      [SCREEN_ERROR]: CryptoError,
      [SCREEN_OTHER]: CryptoOtherScreen,
      [SCREEN_SETUP]: CryptoSetupWallet,
    },
    validate(): ConfigIssue[] {
      const issues: ConfigIssue[] = [];
      const given: unknown[] = Array.isArray(options.wallets) ? options.wallets : [];
      for (const w of given)
        if (!(WALLET_OPTIONS as readonly unknown[]).includes(w))
          issues.push({
            plugin: PLUGIN_ID,
            level: 'warning',
            message: `Warning: cryptoWallets() ignores the unknown wallet "${String(w)}" (use ${WALLET_OPTIONS.join(', ')}).`,
          });
      if (Array.isArray(options.wallets) && resolved.wallets.length === 0)
        issues.push({
          plugin: PLUGIN_ID,
          level: 'error',
          message: 'Error: cryptoWallets() needs at least one wallet option.',
        });
      return issues;
    },
    apply({ widget }) {
      widget.dispatch(deviceDetected(deviceKind()));
      // Same default order as the core gives declared entries: plugin position × 100.
      const order = Math.max(0, widget.pluginIds.indexOf(PLUGIN_ID)) * 100;
      const setup: MainEntry = {
        kind: 'button',
        id: 'crypto-wallets/setup',
        order: order + 1,
        slot: false,
        Component: SetupButton,
      };
      const untap = widget.hooks.mainEntries.tap({ name: PLUGIN_ID }, (entries, state) => [
        ...entries,
        {
          kind: 'buttonGroup',
          id: GROUP_ID,
          order,
          items: selectCrypto(state).wallets.map((w) => ({ id: w.id, Component: walletItem(w.id) })),
          Overflow: OverflowButton,
        },
        setup,
      ]);
      if (typeof window === 'undefined') return untap;
      const stop = startDetection(window, resolved.wallets, (found) => {
        const handles = walletHandles(widget);
        handles.clear();
        for (const w of found) handles.set(w.info.id, w.handle);
        widget.dispatch(walletsDetected(found.map((w) => w.info)));
      });
      return () => {
        stop();
        untap();
      };
    },
  });
};

export type CryptoWalletsPlugin = ReturnType<typeof cryptoWallets>;
