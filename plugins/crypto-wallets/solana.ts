/**
 * Solana helpers, from `@solana/web3.js`. Loaded with `import()` only when a Solana wallet button is pressed.
 */
import { assertIsAddress, getBase58Decoder } from '@solana/web3.js';
import { WalletReplyError } from './walletError';
import type { StandardAccount } from './detect';
import type { ChainModule } from './chains';

/** A base58 Ed25519 public key (32 bytes): the wallet's address. */
export function solanaAddress(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : raw && typeof raw === 'object' ? String(raw) : '';
  try {
    assertIsAddress(text);
  } catch {
    throw new WalletReplyError('address');
  }
  return text;
}

/** The 64-byte Ed25519 signature in base58, as Stytch takes it. */
export function solanaSignature(raw: unknown): string {
  const bytes = raw instanceof Uint8Array ? raw : Array.isArray(raw) ? Uint8Array.from(raw as number[]) : null;
  if (!bytes || bytes.length !== 64) throw new WalletReplyError('signature');
  return getBase58Decoder().decode(bytes);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

interface ConnectFeature {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly StandardAccount[] }>;
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: StandardAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>;
}

const isSolanaAccount = (a: StandardAccount) => !a.chains || a.chains.some((c) => c.startsWith('solana:'));

/** The Solana side of a sign-in: the injected provider (`window.solana`) or a Wallet Standard wallet. */
export const solana: ChainModule = {
  async connect(handle) {
    if (handle.kind === 'solana') {
      const reply = await handle.provider.connect();
      return solanaAddress(reply?.publicKey);
    }
    if (handle.kind !== 'standard') throw new WalletReplyError('wallet kind');
    const reply = await (handle.wallet.features['standard:connect'] as ConnectFeature).connect();
    const accounts = reply?.accounts?.length ? reply.accounts : handle.wallet.accounts;
    return solanaAddress(accounts.find(isSolanaAccount)?.address);
  },
  async sign(handle, challenge, address) {
    const message = utf8(challenge);
    if (handle.kind === 'solana') {
      const p = handle.provider;
      // Phantom's documented call; `request` is the older form Stytch's UI uses.
      const reply = p.signMessage
        ? await p.signMessage(message, 'utf8')
        : ((await p.request!({ method: 'signMessage', params: { message, display: 'utf8' } })) as {
            signature?: unknown;
          });
      return solanaSignature(reply?.signature);
    }
    if (handle.kind !== 'standard') throw new WalletReplyError('wallet kind');
    const account = handle.wallet.accounts.find((a) => a.address === address);
    if (!account) throw new WalletReplyError('account');
    const [signed] = await (handle.wallet.features['solana:signMessage'] as SignMessageFeature).signMessage({
      account,
      message,
    });
    return solanaSignature(signed?.signature);
  },
};
