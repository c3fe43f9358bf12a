/**
 * Ethereum helpers, from `ethers`. Loaded with `import()` only when an Ethereum wallet button is pressed (see
 * chains.ts; bundle.test.ts checks that nothing imports this module or `ethers` statically).
 */
import { getAddress, hexlify, isHexString, toUtf8Bytes } from 'ethers';
import { WalletReplyError } from './walletError';
import type { Eip1193Provider, WalletHandle } from './detect';
import type { ChainModule } from './chains';

/**
 * The wallet's address, checked (40 hex digits; a valid EIP-55 checksum when mixed-case) and kept as the wallet wrote
 * it: MetaMask answers in lower case, and Stytch's UI sends that to the API, which accepts either form (a SIWE
 * message carries the checksummed form the server derives).
 */
export function ethereumAddress(raw: unknown): string {
  if (typeof raw !== 'string') throw new WalletReplyError('address');
  try {
    getAddress(raw);
  } catch {
    throw new WalletReplyError('address');
  }
  return raw;
}

/** `personal_sign`'s message parameter: the challenge's UTF-8 bytes as hex, as wallets expect. */
export const personalSignMessage = (challenge: string): string => hexlify(toUtf8Bytes(challenge));

/** A 65-byte `0x…` signature. */
export function ethereumSignature(raw: unknown): string {
  if (typeof raw !== 'string' || !isHexString(raw, 65)) throw new WalletReplyError('signature');
  return raw;
}

function provider(handle: WalletHandle): Eip1193Provider {
  if (handle.kind !== 'eip1193') throw new WalletReplyError('wallet kind');
  return handle.provider;
}

/** The Ethereum side of a sign-in: EIP-1193 `eth_requestAccounts` and `personal_sign`. */
export const ethereum: ChainModule = {
  async connect(handle) {
    const accounts = await provider(handle).request({ method: 'eth_requestAccounts' });
    if (!Array.isArray(accounts) || accounts.length === 0) throw new WalletReplyError('account list');
    return ethereumAddress(accounts[0]);
  },
  async sign(handle, challenge, address) {
    const signature = await provider(handle).request({
      method: 'personal_sign',
      params: [personalSignMessage(challenge), address],
    });
    return ethereumSignature(signature);
  },
};
