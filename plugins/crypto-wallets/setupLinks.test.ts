// @vitest-environment node
/** CryptoSetupWallet's links by device kind: download pages on a desktop, open-in-app links on a phone. */
import { describe, expect, it } from 'vitest';
import { setupLinks } from './setupLinks';

describe('setup links', () => {
  it('desktop and unknown devices get the wallets’ download pages', () => {
    for (const device of ['desktop', 'unknown'] as const)
      expect(setupLinks(device, 'https://app.example/login').map((l) => [l.wallet, l.action, l.href])).toEqual([
        ['MetaMask', 'get', 'https://metamask.io/download/'],
        ['Phantom', 'get', 'https://phantom.com/download'],
        ['Coinbase Wallet', 'get', 'https://www.coinbase.com/wallet/downloads'],
        ['Binance Wallet', 'get', 'https://www.binance.com/en/web3wallet'],
      ]);
  });

  it('a phone gets links that open this very page in the wallet app', () => {
    expect(
      setupLinks('mobile', 'https://app.example/login?next=%2Fhome').map((l) => [l.wallet, l.action, l.href]),
    ).toEqual([
      ['MetaMask', 'open', 'https://metamask.app.link/dapp/app.example/login?next=%2Fhome'],
      [
        'Phantom',
        'open',
        'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Flogin%3Fnext%3D%252Fhome?ref=https%3A%2F%2Fapp.example',
      ],
      [
        'Coinbase Wallet',
        'open',
        'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.example%2Flogin%3Fnext%3D%252Fhome',
      ],
    ]);
  });

  it('a page that cannot be opened elsewhere (not http) falls back to the download pages', () => {
    expect(setupLinks('mobile', 'file:///tmp/login.html').every((l) => l.action === 'get')).toBe(true);
    expect(setupLinks('mobile', 'not a url').every((l) => l.action === 'get')).toBe(true);
  });
});
