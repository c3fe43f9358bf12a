/**
 * `state['crypto-wallets']`: the detected wallets (descriptions only; provider objects stay outside the store), the
 * device kind, the product's `cryptoState{walletOption, walletAddress, walletChallenge}` and why the last attempt failed.
 * Which attempt is current is the command runtime's business (commands.ts), not the store's.
 */
import { createSlice, type ErrorDescription, type PayloadAction } from 'entryway';
import type { WalletInfo } from './detect';
import type { DeviceKind } from './device';
import { Wallets } from './wallets';

/** Why CryptoError shows. */
export type FailureReason =
  /** The user declined in the wallet (EIP-1193 code 4001 or the wallet's own "rejected"). */
  | { kind: 'rejected' }
  /** The wallet still shows an earlier request (EIP-1474 -32002): finish or close it there first. */
  | { kind: 'pending' }
  /** The wallet is gone (extension removed or disabled since the page loaded). */
  | { kind: 'unavailable' }
  /** The wallet failed or answered something unusable. */
  | { kind: 'wallet' }
  /** The wallet library (ethers / @solana/web3.js) could not be downloaded. */
  | { kind: 'load' }
  /** The app did not install the chain's wallet library (`package`: the npm package to install). */
  | { kind: 'missingPackage'; package: string }
  /** A Stytch call failed. */
  | { kind: 'api'; error: ErrorDescription };

export interface Failure {
  stage: 'connect' | 'sign';
  reason: FailureReason;
}

export interface CryptoState {
  /** Detected wallets in display order. */
  wallets: WalletInfo[];
  device: DeviceKind;
  /** The flow state: `walletOption` is the chosen wallet's id (a Stytch option or an announced wallet). */
  cryptoState: { walletOption: string; walletAddress: string | null; walletChallenge: string | null };
  failure: Failure | null;
}

const initialState: CryptoState = {
  wallets: [],
  device: 'unknown',
  // The default is the first-listed popular Ethereum wallet.
  cryptoState: { walletOption: Wallets.Metamask, walletAddress: null, walletChallenge: null },
  failure: null,
};

const sameWallets = (a: readonly WalletInfo[], b: readonly WalletInfo[]) =>
  a.length === b.length &&
  a.every((w, i) => w.id === b[i].id && w.icon === b[i].icon && w.name === b[i].name && w.option === b[i].option);

export const cryptoSlice = createSlice({
  name: 'crypto-wallets',
  initialState,
  reducers: {
    // The same list again keeps the state (and every component that selects it) as it was.
    walletsDetected: (state, action: PayloadAction<WalletInfo[]>) =>
      sameWallets(state.wallets, action.payload) ? state : { ...state, wallets: action.payload },
    deviceDetected: (state, action: PayloadAction<DeviceKind>) => ({ ...state, device: action.payload }),
    /** A wallet button was pressed (or 'Try again'): a new attempt. */
    flowStarted: (state, action: PayloadAction<{ walletOption: string }>) => ({
      ...state,
      failure: null,
      cryptoState: { walletOption: action.payload.walletOption, walletAddress: null, walletChallenge: null },
    }),
    challengeReceived: (state, action: PayloadAction<{ walletAddress: string; walletChallenge: string }>) => ({
      ...state,
      cryptoState: { ...state.cryptoState, ...action.payload },
    }),
    flowFailed: (state, action: PayloadAction<Failure>) => ({ ...state, failure: action.payload }),
    /** The user left the flow (back arrow; the attempt itself is cancelled): no address or challenge is shown. */
    flowLeft: (state) => ({
      ...state,
      cryptoState: { ...state.cryptoState, walletAddress: null, walletChallenge: null },
    }),
  },
});

export const { walletsDetected, deviceDetected, flowStarted, challengeReceived, flowFailed, flowLeft } =
  cryptoSlice.actions;

/** This plugin's state, or the initial state when the plugin is not registered in this widget. */
export const selectCrypto = (root: Record<string, unknown>): CryptoState =>
  (root['crypto-wallets'] as CryptoState | undefined) ?? initialState;

declare module 'entryway' {
  interface PluginStateRegistry {
    'crypto-wallets': CryptoState;
  }
}
