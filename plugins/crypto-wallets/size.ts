/** This plugin's row in `npm run size` (scripts/size.mjs): what an app adds to use it (ethers and @solana/web3.js load lazily). */
export const sizeApp = {
  imports: "import { cryptoWallets } from 'entryway/plugins/crypto-wallets';",
  plugin: 'cryptoWallets()',
};
