/**
 * The wallet libraries are optional peer dependencies of `entryway`: only an app that offers wallet sign-in installs
 * them (`npm install ethers @solana/web3.js @wallet-standard/app`). Where one is missing, the import that needs it
 * fails; these helpers turn that failure into a message naming the package to install.
 */
import type { ChainType } from './wallets';

/** The library each chain's sign-in (and the simulator's signature check) loads on demand. */
export const CHAIN_PACKAGES: Readonly<Record<ChainType, string>> = { ethereum: 'ethers', solana: '@solana/web3.js' };

/** Wallet Standard discovery (Solana wallets that register themselves). */
export const WALLET_STANDARD_PACKAGE = '@wallet-standard/app';

/**
 * Whether `error` says the module `pkg` cannot be found: Node's `Cannot find package 'ethers'`, a browser's
 * `Failed to resolve module specifier "ethers"`, a dev server's `Failed to resolve import "ethers"` all quote it.
 */
export function isMissingPackage(error: unknown, pkg: string): boolean {
  const text = error instanceof Error ? error.message : String(error);
  return text.includes(`'${pkg}'`) || text.includes(`"${pkg}"`);
}

/** The console's message for a missing wallet library: what needs it and the command that fixes it. */
export function missingPackageMessage(pkg: string, neededFor: string): string {
  return `entryway/plugins/crypto-wallets: ${neededFor} needs the "${pkg}" package, which is not installed. Install it in the app: npm install ${pkg}`;
}
