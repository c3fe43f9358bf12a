/**
 * The sign-in with a wallet as a command: connect (request the address) → authenticate start (challenge) → sign →
 * authenticate → CryptoConfirmation through the core's login completion; any failure → CryptoError, with the
 * product's log line for connect and sign failures reported to `callbacks.onError`.
 *
 * A run is one attempt. A new attempt supersedes the one in flight (`latest`), and the back arrow cancels it
 * (`widget.commands.cancel`): whatever a slow wallet or request answers for a superseded or cancelled attempt is
 * dropped. Wallet prompts have no time limit (people read them); the Stytch calls use the core's request time-out.
 */
import { defineCommands, describeError, eventData, withTimeout, type CommandContext, type WidgetApi } from 'entryway';
import type { SIWEParams } from '@stytch/vanilla-js/headless';
import { loadChain, MissingWalletPackageError, type ChainModule } from './chains';
import type { WalletHandle } from './detect';
import { events } from './events';
import { LOG_CONNECT, LOG_SIGN, PLUGIN_ID } from './flow';
import { SCREEN_CONFIRMATION, SCREEN_CONNECT, SCREEN_ERROR, SCREEN_SIGN } from './flow';
import type { ResolvedCryptoWalletsOptions } from './options';
import { challengeReceived, flowFailed, flowLeft, flowStarted, selectCrypto } from './slice';
import type { Failure, FailureReason } from './slice';
import { isRequestPending, isUserRejection } from './walletError';

/**
 * The provider handles of this widget's detected wallets, by wallet id (objects, so never in the store). Detection
 * refills it; the sign-in reads it.
 */
export const walletHandles = (widget: WidgetApi): Map<string, WalletHandle> =>
  widget.scope.get('crypto-wallets/handles', () => new Map<string, WalletHandle>());

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
    const kind = isUserRejection(e) ? 'rejected' : isRequestPending(e) ? 'pending' : 'wallet';
    throw new StepError({ kind });
  }
}

/** Runs a Stytch call with the core's time-out; its error is described for the error screen. */
async function apiStep<T>(widget: WidgetApi, run: () => Promise<T>): Promise<T> {
  try {
    return await withTimeout(run());
  } catch (e) {
    const error = widget.hooks.describeError.call(e) ?? describeError(e, {}, widget.errors);
    throw new StepError({ kind: 'api', error }, e);
  }
}

/** Thrown between steps once the attempt is superseded or cancelled: nothing more is asked of the wallet. */
const LEFT = Symbol('attempt left');

async function signIn(ctx: CommandContext<ResolvedCryptoWalletsOptions>, walletOption: string): Promise<void> {
  const { widget, dispatch, navigate } = ctx;
  const stillHere = () => {
    if (!ctx.current()) throw LEFT;
  };
  dispatch(flowStarted({ walletOption }));
  navigate(SCREEN_CONNECT);

  const info = selectCrypto(ctx.getState()).wallets.find((w) => w.id === walletOption);
  const handle = walletHandles(widget).get(walletOption);
  let stage: Failure['stage'] = 'connect';
  try {
    if (!info || !handle) throw new StepError({ kind: 'unavailable' });
    let chain: ChainModule;
    try {
      chain = await loadChain(info.chain);
    } catch (e) {
      const missing = e instanceof MissingWalletPackageError;
      throw new StepError(missing ? { kind: 'missingPackage', package: e.packageName } : { kind: 'load' });
    }
    stillHere();
    const address = await walletStep(() => chain.connect(handle));
    stillHere();
    // The app's SIWE parameters (the client adds the page's origin as `uri`); none by default, as Stytch's UI.
    const siwe: SIWEParams | undefined = info.chain === 'ethereum' ? ctx.options.siweParams : undefined;
    const start = await apiStep(widget, () =>
      ctx.client.cryptoWallets.authenticateStart({
        crypto_wallet_address: address,
        crypto_wallet_type: info.chain,
        ...(siwe ? { siwe_params: siwe } : {}),
      }),
    );
    stillHere();
    ctx.emit(events.CryptoWalletAuthenticateStart, eventData(start));
    dispatch(challengeReceived({ walletAddress: address, walletChallenge: start.challenge }));
    navigate(SCREEN_SIGN);

    stage = 'sign';
    const signature = await walletStep(() => chain.sign(handle, start.challenge, address));
    stillHere();
    const response = await apiStep(widget, () =>
      ctx.client.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: info.chain,
        signature,
        session_duration_minutes: widget.sessionDurationMinutes,
      }),
    );
    await ctx.completeLogin({
      method: PLUGIN_ID,
      event: events.CryptoWalletAuthenticate,
      response,
      screen: { screen: SCREEN_CONFIRMATION },
    });
  } catch (e) {
    if (e === LEFT || !ctx.current()) return;
    const reason: FailureReason = e instanceof StepError ? e.reason : { kind: 'wallet' };
    widget.reportError(stage === 'connect' ? LOG_CONNECT : LOG_SIGN, e instanceof StepError ? e.apiError : undefined);
    dispatch(flowFailed({ stage, reason }));
    navigate(SCREEN_ERROR);
  }
}

/**
 * A press on a wallet button, or 'Try again': run the attempt. One the runtime refuses before it starts (offline)
 * ends on CryptoError with that reason, reported as a failed connection, as an attempt whose request could not leave
 * would.
 */
export async function pressWallet(widget: WidgetApi, walletOption: string): Promise<void> {
  const result = await widget.commands.run(cryptoCommands.signIn, walletOption);
  if (result.ok || !('error' in result)) return;
  widget.reportError(LOG_CONNECT, result.cause ?? undefined);
  widget.dispatch(flowStarted({ walletOption }));
  widget.dispatch(flowFailed({ stage: 'connect', reason: { kind: 'api', error: result.error } }));
  widget.navigate(SCREEN_ERROR);
}

/**
 * The back arrow during or after an attempt: the attempt in flight is cancelled (a late answer of its wallet or of
 * Stytch is dropped) and no address or challenge stays shown.
 */
export function leaveSignIn(widget: WidgetApi): void {
  widget.commands.cancel(cryptoCommands.signIn);
  widget.dispatch(flowLeft());
}

/** The plugin's commands (`state.commands['crypto-wallets/…']`). */
export const cryptoCommands = defineCommands(PLUGIN_ID, {
  /**
   * Sign in with the detected wallet `walletOption` (a wallet id): shows CryptoConnect at once, then CryptoSignMessage,
   * and ends on CryptoConfirmation or CryptoError. Resolves when the attempt ends; failures are shown and reported
   * by the attempt itself (the command's own error stays empty). `latest`: a new attempt supersedes the one in
   * flight. No time limit: a wallet prompt waits for the person (the back arrow cancels the attempt).
   */
  signIn: { mode: 'latest', timeoutMs: false, run: signIn },
});
