/**
 * One sign-in attempt with a wallet: connect (request the address) → authenticate start
 * (challenge) → sign → authenticate → CryptoConfirmation through the core's login completion; any failure → CryptoError, with the product's log line for
 * connect and sign failures reported to `callbacks.onError`.
 *
 * The attempt runs outside React (started by the button press), so StrictMode's double effects never prompt the
 * wallet twice. Each step checks that its attempt is still the current one: after the back arrow (`flowLeft`) or a
 * new attempt, whatever a slow wallet or request answers is dropped. Wallet prompts have no time limit (people read
 * them); the Stytch calls use the core's request time-out.
 */
import { describeError, eventData, withTimeout, type WidgetApi } from 'entryway';
import { events } from './events';
import type { SIWEParams } from '@stytch/vanilla-js/headless';
import { loadChain, MissingWalletPackageError, type ChainModule } from './chains';
import type { WalletHandle } from './detect';
import type { ResolvedCryptoWalletsOptions } from './options';
import { challengeReceived, flowFailed, flowStarted, selectCrypto, type Failure, type FailureReason } from './slice';
import { isRequestPending, isUserRejection } from './walletError';

export const PLUGIN_ID = 'crypto-wallets' as const;
export const SCREEN_CONNECT = 'crypto-wallets/CryptoConnect';
export const SCREEN_SIGN = 'crypto-wallets/CryptoSignMessage';
export const SCREEN_CONFIRMATION = 'crypto-wallets/CryptoConfirmation';
export const SCREEN_ERROR = 'crypto-wallets/CryptoError';
export const SCREEN_OTHER = 'crypto-wallets/CryptoOtherScreen';
export const SCREEN_SETUP = 'crypto-wallets/CryptoSetupWallet';

/** What is reported when connecting or signing fails. */
export const LOG_CONNECT = '[Error] Could not connect to wallet';
export const LOG_SIGN = '[Error] Could not sign message';

/** Provider handles of each widget's detected wallets (objects, so never in the store). */
const handles = new WeakMap<WidgetApi, Map<string, WalletHandle>>();

export function setHandles(widget: WidgetApi, map: Map<string, WalletHandle>): void {
  handles.set(widget, map);
}

export function cryptoOptions(widget: WidgetApi): ResolvedCryptoWalletsOptions {
  const options = widget.options(PLUGIN_ID);
  if (!options) throw new Error('Entryway: the crypto-wallets plugin is not registered in this widget.');
  return options;
}

class StepError extends Error {
  constructor(
    readonly reason: FailureReason,
    /** The Stytch client's error, passed on to `callbacks.onError` for its API fields. */
    readonly apiError?: unknown,
  ) {
    super(reason.kind);
  }
}

/** Runs a wallet step: a rejection or any wallet error becomes the matching failure reason. */
async function walletStep<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new StepError(isUserRejection(e) ? { kind: 'rejected' } : isRequestPending(e) ? { kind: 'pending' } : { kind: 'wallet' });
  }
}

/** Runs a Stytch call with the core's time-out; its error is described for the error screen. */
async function apiStep<T>(widget: WidgetApi, run: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(run());
  } catch (e) {
    throw new StepError({ kind: 'api', error: widget.hooks.describeError.call(e) ?? describeError(e, {}, widget.errors) }, e);
  }
}

/**
 * Start an attempt with the wallet `walletOption` (an id of a detected wallet) and show CryptoConnect. Resolves when
 * the attempt ends (success, failure or abandoned); never rejects.
 */
export async function startSignIn(widget: WidgetApi, walletOption: string): Promise<void> {
  widget.dispatch(flowStarted({ walletOption }));
  const attempt = selectCrypto(widget.getState()).attempt;
  const current = () => selectCrypto(widget.getState()).attempt === attempt;
  widget.navigate(SCREEN_CONNECT);

  const info = selectCrypto(widget.getState()).wallets.find((w) => w.id === walletOption);
  const handle = handles.get(widget)?.get(walletOption);
  let stage: Failure['stage'] = 'connect';
  try {
    if (!info || !handle) throw new StepError({ kind: 'unavailable' });
    let chain: ChainModule;
    try {
      chain = await loadChain(info.chain);
    } catch (e) {
      throw new StepError(e instanceof MissingWalletPackageError ? { kind: 'missingPackage', package: e.packageName } : { kind: 'load' });
    }
    if (!current()) return;
    const address = await walletStep(() => chain.connect(handle));
    if (!current()) return;
    // The app's SIWE parameters (the client adds the page's origin as `uri`); none by default, as Stytch's UI.
    const siwe: SIWEParams | undefined = info.chain === 'ethereum' ? cryptoOptions(widget).siweParams : undefined;
    const start = await apiStep(widget, () =>
      widget.client.cryptoWallets.authenticateStart({
        crypto_wallet_address: address,
        crypto_wallet_type: info.chain,
        ...(siwe ? { siwe_params: siwe } : {}),
      }),
    );
    if (!current()) return;
    widget.emit(events.CryptoWalletAuthenticateStart, eventData(start));
    widget.dispatch(challengeReceived({ walletAddress: address, walletChallenge: start.challenge }));
    widget.navigate(SCREEN_SIGN);

    stage = 'sign';
    const signature = await walletStep(() => chain.sign(handle, start.challenge, address));
    if (!current()) return;
    const response = await apiStep(widget, () =>
      widget.client.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: info.chain,
        signature,
        session_duration_minutes: widget.sessionDurationMinutes,
      }),
    );
    if (!current()) return;
    await widget.completeLogin({
      method: PLUGIN_ID,
      event: events.CryptoWalletAuthenticate,
      response,
      screen: { screen: SCREEN_CONFIRMATION },
    });
  } catch (e) {
    if (!current()) return;
    const reason: FailureReason = e instanceof StepError ? e.reason : { kind: 'wallet' };
    widget.reportError(stage === 'connect' ? LOG_CONNECT : LOG_SIGN, e instanceof StepError ? e.apiError : undefined);
    widget.dispatch(flowFailed({ stage, reason }));
    widget.navigate(SCREEN_ERROR);
  }
}

declare module 'entryway' {
  interface ScreenRegistry {
    'crypto-wallets/CryptoConnect': undefined;
    'crypto-wallets/CryptoSignMessage': undefined;
    'crypto-wallets/CryptoConfirmation': undefined;
    'crypto-wallets/CryptoError': undefined;
    'crypto-wallets/CryptoOtherScreen': undefined;
    'crypto-wallets/CryptoSetupWallet': undefined;
  }
}
