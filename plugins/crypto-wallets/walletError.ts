/** Errors of the wallet side of a flow (not the Stytch calls), shared by the lazily loaded chain modules. */
export class WalletReplyError extends Error {
  constructor(what: string) {
    super(`The wallet answered an unusable ${what}.`);
    this.name = 'WalletReplyError';
  }
}

/** Whether the user declined in the wallet: EIP-1193's code 4001, or the wording Solana wallets use. */
export function isUserRejection(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; message?: unknown; name?: unknown };
  if (e.code === 4001 || e.code === 'ACTION_REJECTED') return true;
  const text = `${typeof e.name === 'string' ? e.name : ''} ${typeof e.message === 'string' ? e.message : ''}`;
  return /user (rejected|denied|declined|cancel)|rejected the request|request rejected/i.test(text);
}

/**
 * Whether the wallet refused because it already shows a request (EIP-1474 code -32002, MetaMask's "already
 * pending"): typically the prompt of an attempt the user left with the back arrow is still open in the wallet.
 */
export function isRequestPending(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { code?: unknown }).code === -32002;
}
