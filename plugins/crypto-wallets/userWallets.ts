/**
 * The Crypto wallets section's data, without React: the wallets on the signed-in user and how an address is shown
 * when the card has no room for it (the full address stays for screen readers and on focus).
 */
import type { Client } from 'entryway';

/** One wallet of the user, as the section lists it. */
export interface UserWallet {
  /** `crypto_wallet_id`: what removing deletes. */
  id: string;
  address: string;
  /** 'ethereum' or 'solana' (another type Stytch adds is shown as it is). */
  type: string;
}

type UserWallets = {
  crypto_wallets?: { crypto_wallet_id?: unknown; crypto_wallet_address?: unknown; crypto_wallet_type?: unknown }[];
};

/** The wallets of a user object as Stytch sends it (in the order Stytch keeps them). */
export function walletsFrom(user: unknown): UserWallet[] {
  return ((user as UserWallets | null)?.crypto_wallets ?? []).flatMap((w) =>
    typeof w.crypto_wallet_id === 'string' && typeof w.crypto_wallet_address === 'string'
      ? [{ id: w.crypto_wallet_id, address: w.crypto_wallet_address, type: String(w.crypto_wallet_type ?? '') }]
      : [],
  );
}

/** The user's wallets from the client's user. */
export const userWallets = (client: Client): UserWallet[] => walletsFrom(client.user.getSync());

/**
 * An address shortened to its start and end (`0x71C7…976F`, `7Np4…Zt9q`): what people compare when they check a
 * wallet. Ethereum keeps the `0x` and four characters on each side; other chains four and four. Short values are
 * left whole.
 */
export function shortAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4;
  return address.length <= head + 4 + 2 ? address : `${address.slice(0, head)}…${address.slice(-4)}`;
}
