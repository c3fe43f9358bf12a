/**
 * The per-chain half of a sign-in (connect, sign), loaded on demand: `ethereum.ts` brings `ethers`,
 * `solana.ts` brings `@solana/web3.js`, and neither is imported statically anywhere, so an app with this plugin
 * downloads a wallet library only when someone presses a wallet button (bundle.test.ts proves it).
 */
import type { WalletHandle } from './detect';
import { CHAIN_PACKAGES, isMissingPackage, missingPackageMessage } from './packages';
import type { ChainType } from './wallets';

export interface ChainModule {
  /** Ask the wallet for its address (the connection prompt). Resolves to the address, checked, as the wallet gave it. */
  connect(handle: WalletHandle): Promise<string>;
  /** Ask the wallet to sign the challenge; resolves to the signature as Stytch takes it. */
  sign(handle: WalletHandle, challenge: string, address: string): Promise<string>;
}

const loaders: Record<ChainType, () => Promise<ChainModule>> = {
  ethereum: () => import('./ethereum').then((m) => m.ethereum),
  solana: () => import('./solana').then((m) => m.solana),
};

const loading = new Map<ChainType, Promise<ChainModule>>();

/** Thrown by {@link loadChain} when the chain's library is not installed in the app (an optional peer dependency). */
export class MissingWalletPackageError extends Error {
  constructor(
    readonly packageName: string,
    options?: ErrorOptions,
  ) {
    super(missingPackageMessage(packageName, 'signing in with this wallet'), options);
    this.name = 'MissingWalletPackageError';
  }
}

/**
 * What a failed load of `chain`'s module rejects with: {@link MissingWalletPackageError} (also logged to the
 * console) when the app did not install the chain's library, else the error as it was.
 */
export function chainLoadFailure(chain: ChainType, error: unknown): unknown {
  if (!isMissingPackage(error, CHAIN_PACKAGES[chain])) return error;
  const missing = new MissingWalletPackageError(CHAIN_PACKAGES[chain], { cause: error });
  console.error(missing.message);
  return missing;
}

/** Start (or join) loading a chain's module. A failed download is forgotten so the next press retries. */
export function loadChain(chain: ChainType): Promise<ChainModule> {
  let p = loading.get(chain);
  if (!p) {
    p = loaders[chain]().catch((e: unknown) => {
      throw chainLoadFailure(chain, e);
    });
    loading.set(chain, p);
    p.catch(() => loading.delete(chain));
  }
  return p;
}
