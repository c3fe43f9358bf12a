/**
 * Where 'Set up a new crypto wallet' sends people (opened in a new tab). Desktop: the wallets' browser-extension
 * download pages. Phone: the wallets' documented links that open this page inside the wallet app's browser, where
 * the wallet is injected. Unknown device: the download pages (the wallets' sites pick the right store themselves).
 * Every link is built from a fixed https origin and re-parsed; only those hosts are ever linked.
 */
import { isAllowedHost, parseHttpsUrl } from '../../ui/url';
import type { DeviceKind } from './device';

export interface SetupLink {
  /** Wallet name as shown (a brand name, not translated). */
  wallet: string;
  href: string;
  /** 'get' (download the wallet) or 'open' (open this page in the wallet app). */
  action: 'get' | 'open';
}

export const SETUP_HOSTS = [
  'metamask.io',
  'metamask.app.link',
  'phantom.com',
  'phantom.app',
  'coinbase.com',
  'go.cb-w.com',
  'binance.com',
];

const DOWNLOADS: [string, string][] = [
  ['MetaMask', 'https://metamask.io/download/'],
  ['Phantom', 'https://phantom.com/download'],
  ['Coinbase Wallet', 'https://www.coinbase.com/wallet/downloads'],
  ['Binance Wallet', 'https://www.binance.com/en/web3wallet'],
];

/** `page`: this page's URL (only http(s) pages can be opened in a wallet app). */
function appLinks(page: URL): [string, string][] {
  const url = page.href;
  return [
    ['MetaMask', `https://metamask.app.link/dapp/${page.host}${page.pathname}${page.search}`],
    ['Phantom', `https://phantom.app/ul/browse/${encodeURIComponent(url)}?ref=${encodeURIComponent(page.origin)}`],
    ['Coinbase Wallet', `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(url)}`],
  ];
}

export function setupLinks(device: DeviceKind, pageUrl: string): SetupLink[] {
  let page: URL | null;
  try {
    page = new URL(pageUrl);
  } catch {
    page = null;
  }
  const mobile = device === 'mobile' && page !== null && (page.protocol === 'https:' || page.protocol === 'http:');
  const list = mobile ? appLinks(page!) : DOWNLOADS;
  return list.flatMap(([wallet, raw]) => {
    const url = parseHttpsUrl(raw);
    return url && isAllowedHost(url.hostname, SETUP_HOSTS)
      ? [{ wallet, href: url.href, action: mobile ? 'open' : 'get' } as SetupLink]
      : [];
  });
}
