/**
 * The Crypto wallets section's flows, without React: the wallets on the signed-in user and removing one. Apart from
 * commands.ts so that a login page, which never shows the section, does not download them; an app with its own UI
 * runs them with `widget.commands.run(cryptoAccountCommands.remove, walletId)`.
 */
import { defineCommands } from 'entryway';
import { userWallets } from './userWallets';
import { PLUGIN_ID } from './flow';

export const cryptoAccountCommands = defineCommands(PLUGIN_ID, {
  /** The user's wallets, read from Stytch (`user.get`), not only the client's cache. */
  wallets: {
    mode: 'latest',
    run: async (ctx) => {
      await ctx.client.user.get();
      return userWallets(ctx.client);
    },
  },

  /** Remove a wallet by its id (`user.deleteCryptoWallet`); resolves with the wallets left. */
  remove: {
    run: async (ctx, walletId: string) => {
      await ctx.client.user.deleteCryptoWallet(walletId);
      return userWallets(ctx.client);
    },
  },
});
