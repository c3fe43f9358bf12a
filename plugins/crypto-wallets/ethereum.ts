/**
 * Ethereum helpers, from `ethers`. Loaded with `import()` only when an Ethereum wallet button is pressed (see
 * chains.ts; bundle.test.ts checks that nothing imports this module or `ethers` statically).
 */
import { getAddress, hexlify, isHexString, toUtf8Bytes } from 'ethers';
import { WalletReplyError } from './walletError';
import type { Eip1193Provider, WalletHandle } from './detect';
import type { ChainModule } from './chains';

/** The EIP-55 checksummed form of the wallet's address (what a SIWE message must carry). */
export function ethereumAddress(raw: unknown): string {
  if (typeof raw !== 'string') throw new WalletReplyError('address');
  try {
    return getAddress(raw);
  } catch {
    throw new WalletReplyError('address');
  }
}

/** `personal_sign`'s message parameter: the challenge's UTF-8 bytes as hex, as wallets expect. */
export const personalSignMessage = (challenge: string): string => hexlify(toUtf8Bytes(challenge));

/** A 65-byte `0x…` signature. */
export function ethereumSignature(raw: unknown): string {
  if (typeof raw !== 'string' || !isHexString(raw, 65)) throw new WalletReplyError('signature');
  return raw;
}

/** `eth_chainId`'s hex quantity as the decimal string SIWE's `chain_id` takes; null if it is not one. */
export function chainIdDecimal(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(raw)) return null;
  const id = BigInt(raw);
  return id > 0n ? id.toString() : null;
}

function provider(handle: WalletHandle): Eip1193Provider {
  if (handle.kind !== 'eip1193') throw new WalletReplyError('wallet kind');
  return handle.provider;
}

/** The Ethereum side of a sign-in: EIP-1193 `eth_requestAccounts`, `eth_chainId` and `personal_sign`. */
export const ethereum: ChainModule = {
  async connect(handle) {
    const accounts = await provider(handle).request({ method: 'eth_requestAccounts' });
    if (!Array.isArray(accounts) || accounts.length === 0) throw new WalletReplyError('account list');
    return ethereumAddress(accounts[0]);
  },
  async chainId(handle) {
    try {
      return chainIdDecimal(await provider(handle).request({ method: 'eth_chainId' }));
    } catch {
      // SIWE then uses Stytch's default chain (1); the wallet still shows what it signs.
      return null;
    }
  },
  async sign(handle, challenge, address) {
    const signature = await provider(handle).request({ method: 'personal_sign', params: [personalSignMessage(challenge), address] });
    return ethereumSignature(signature);
  },
};
