/**
 * Which wallets this browser has, from what it exposes ("Detection uses wallet objects the browser
 * exposes"): the legacy globals Stytch's UI reads (`window.ethereum` and its `providers[]`, `isMetaMask`,
 * `isCoinbaseWallet`, `window.BinanceChain`, `window.solana` with `isPhantom`), plus the two discovery standards that
 * replaced them: EIP-6963 announcements for Ethereum and the Wallet Standard for Solana. A wallet seen through more
 * than one of them is offered once.
 *
 * Pure: `detectWallets` takes the globals and the announcements and returns serialisable descriptions (for the
 * store) with the provider handles beside them (kept out of the store). The live listeners are in `detector.ts`.
 */
import { chainOf, RDNS, STANDARD_NAMES, WALLET_OPTIONS, Wallets, type ChainType, type WalletOption } from './wallets';

/** An EIP-1193 provider (the subset used here). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  providers?: unknown;
}

/** EIP-6963 `EIP6963ProviderInfo`. */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  /** A data URI (RFC 2397) per EIP-6963; anything else is ignored. */
  icon: string;
  rdns: string;
}

/** EIP-6963 `EIP6963ProviderDetail`, the `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/** The injected Solana provider (`window.solana`), as Phantom and wallets copying it expose it. */
export interface InjectedSolanaProvider {
  isPhantom?: boolean;
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>;
  request?(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** A Wallet Standard account (the subset used here). */
export interface StandardAccount {
  address: string;
  publicKey?: Uint8Array;
  chains?: readonly string[];
}

/** A Wallet Standard wallet (the subset used here; see `@wallet-standard/base`). */
export interface StandardWallet {
  name: string;
  icon?: string;
  chains: readonly string[];
  accounts: readonly StandardAccount[];
  features: Record<string, unknown>;
}

/** The object a flow talks to. Never serialisable, so never in the store. */
export type WalletHandle =
  | { kind: 'eip1193'; provider: Eip1193Provider }
  | { kind: 'solana'; provider: InjectedSolanaProvider }
  | { kind: 'standard'; wallet: StandardWallet };

/** What the store and the screens know about a detected wallet. */
export interface WalletInfo {
  /** Stable within a page: the option name for Stytch's options, `eip6963:<uuid>`, or `standard:<name>`. */
  id: string;
  chain: ChainType;
  /** The Stytch option this wallet is offered as, or null for a wallet shown under its own name. */
  option: WalletOption | null;
  /** The wallet's own name (EIP-6963 / Wallet Standard), shown when `option` is null. */
  name: string | null;
  /** A `data:image/` URL, or null (a generic wallet icon is shown). */
  icon: string | null;
}

export interface DetectedWallet {
  info: WalletInfo;
  handle: WalletHandle;
}

/** The globals read (tests pass a plain object). */
export interface WalletGlobals {
  ethereum?: unknown;
  BinanceChain?: unknown;
  solana?: unknown;
}

export interface DetectionSources {
  globals?: WalletGlobals;
  /** `detail`s of `eip6963:announceProvider` events, oldest first (unchecked: validated here). */
  announced?: readonly unknown[];
  /** Wallets registered through the Wallet Standard (unchecked: validated here). */
  standard?: readonly unknown[];
}

/** Larger icons are not shown (EIP-6963 asks for a 96×96 image; this leaves room for an SVG). */
export const MAX_ICON_LENGTH = 100_000;

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null;
const isFn = (x: unknown): x is (...args: unknown[]) => unknown => typeof x === 'function';

export const isEip1193 = (p: unknown): p is Eip1193Provider => (isObj(p) || isFn(p)) && isFn((p as Obj).request);
const isInjectedSolana = (p: unknown): p is InjectedSolanaProvider =>
  isObj(p) && isFn(p.connect) && (isFn(p.signMessage) || isFn(p.request));

/** The icon to show: only an image data URL, never a link to elsewhere (icons only from `data:image/`). */
export function safeIcon(icon: unknown): string | null {
  if (typeof icon !== 'string' || icon.length > MAX_ICON_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(icon) && !/[\u0000-\u001f\u007f]/.test(icon) ? icon : null;
}

/** A well-formed EIP-6963 announcement (any script on the page can dispatch one, so check everything). */
export function isAnnouncement(detail: unknown): detail is Eip6963ProviderDetail {
  if (!isObj(detail) || !isObj(detail.info)) return false;
  const { uuid, name, rdns } = detail.info;
  return (
    typeof uuid === 'string' &&
    uuid.length > 0 &&
    uuid.length <= 100 &&
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= 100 &&
    (rdns === undefined || typeof rdns === 'string') &&
    isEip1193(detail.provider)
  );
}

/** A Wallet Standard wallet that can sign in on Solana: a `solana:` chain, `standard:connect`, `solana:signMessage`. */
export function isSolanaStandardWallet(w: unknown): w is StandardWallet {
  if (!isObj(w) || typeof w.name !== 'string' || !w.name.trim() || w.name.length > 100) return false;
  if (!Array.isArray(w.chains) || !w.chains.some((c) => typeof c === 'string' && c.startsWith('solana:'))) return false;
  if (!Array.isArray(w.accounts) || !isObj(w.features)) return false;
  const connect = w.features['standard:connect'];
  const sign = w.features['solana:signMessage'];
  return isObj(connect) && isFn(connect.connect) && isObj(sign) && isFn(sign.signMessage);
}

/** `window.ethereum`, or each of its `providers[]` when several extensions share it (Coinbase's convention). */
function legacyEthereum(globals: WalletGlobals): Eip1193Provider[] {
  const eth = globals.ethereum;
  const list =
    isObj(eth) && Array.isArray(eth.providers) && eth.providers.length > 0 ? (eth.providers as unknown[]) : [eth];
  return list.filter(isEip1193).filter((p, i, all) => all.indexOf(p) === i);
}

const rdnsOption = (rdns: string | undefined): WalletOption | undefined =>
  rdns === undefined
    ? undefined
    : (Object.keys(RDNS) as WalletOption[]).find((o) => RDNS[o]!.includes(rdns.toLowerCase()));

const standardOption = (name: string): WalletOption | undefined =>
  (Object.keys(STANDARD_NAMES) as WalletOption[]).find((o) => STANDARD_NAMES[o]!.includes(name.trim().toLowerCase()));

/**
 * The wallets to offer, in display order: `enabled` options in their order, each chain's wallets with their own
 * names just before that chain's generic option.
 *
 * Merging rules (each wallet once):
 * - An EIP-6963 announcement whose `rdns` is a named wallet's (io.metamask…) IS that option and brings its icon and
 *   provider, even if another extension holds `window.ethereum` pretending to be it.
 * - Otherwise an announcement whose provider is the very object a legacy option found merges into that option
 *   (gives it an icon); if that object was the generic "Other Ethereum Wallet", the announcement replaces it, since
 *   it knows its own name.
 * - A Wallet Standard wallet named like a named Solana option (Phantom) is that option; others are shown by name.
 * - Wallets of an option that is not enabled are not offered; wallets under their own name count as the chain's
 *   generic option.
 */
export function detectWallets(
  sources: DetectionSources,
  enabled: readonly WalletOption[] = WALLET_OPTIONS,
): DetectedWallet[] {
  const globals = sources.globals ?? {};
  const on = new Set(enabled);
  const named = new Map<WalletOption, DetectedWallet>();
  const own: DetectedWallet[] = [];
  const put = (option: WalletOption, handle: WalletHandle, icon: string | null = null) =>
    named.set(option, { info: { id: option, chain: chainOf(option), option, name: null, icon }, handle });

  // 1. Legacy globals, as Stytch's UI reads them.
  const eth = legacyEthereum(globals);
  const metamask = eth.find((p) => p.isMetaMask === true && p.isCoinbaseWallet !== true);
  const coinbase = eth.find((p) => p.isCoinbaseWallet === true);
  const other = eth.find((p) => p !== metamask && p !== coinbase);
  const legacy = new Map<Eip1193Provider, WalletOption>();
  if (metamask) legacy.set(metamask, Wallets.Metamask);
  if (coinbase) legacy.set(coinbase, Wallets.Coinbase);
  if (isEip1193(globals.BinanceChain)) legacy.set(globals.BinanceChain, Wallets.Binance);
  if (other) legacy.set(other, Wallets.GenericEthereumWallet);
  for (const [provider, option] of legacy) put(option, { kind: 'eip1193', provider });
  if (isInjectedSolana(globals.solana))
    put(globals.solana.isPhantom === true ? Wallets.Phantom : Wallets.GenericSolanaWallet, {
      kind: 'solana',
      provider: globals.solana,
    });

  // 2. EIP-6963: one per uuid and per provider object (a wallet announcing twice is one wallet).
  const announced = (sources.announced ?? [])
    .filter(isAnnouncement)
    .filter((a, i, all) => all.findIndex((b) => b.info.uuid === a.info.uuid || b.provider === a.provider) === i);
  const claimed = new Set<WalletOption>();
  const rest: Eip6963ProviderDetail[] = [];
  for (const a of announced) {
    const option = rdnsOption(a.info.rdns);
    if (option && !claimed.has(option)) {
      claimed.add(option);
      put(option, { kind: 'eip1193', provider: a.provider }, safeIcon(a.info.icon));
    } else rest.push(a);
  }
  for (const a of rest) {
    const option = legacy.get(a.provider);
    if (option && option !== Wallets.GenericEthereumWallet && !claimed.has(option)) {
      claimed.add(option);
      put(option, { kind: 'eip1193', provider: a.provider }, safeIcon(a.info.icon));
      continue;
    }
    if (option === Wallets.GenericEthereumWallet) named.delete(option);
    own.push({
      info: {
        id: `eip6963:${a.info.uuid}`,
        chain: 'ethereum',
        option: null,
        name: a.info.name.trim(),
        icon: safeIcon(a.info.icon),
      },
      handle: { kind: 'eip1193', provider: a.provider },
    });
  }

  // 3. Wallet Standard (Solana): one per name.
  const standard = (sources.standard ?? [])
    .filter(isSolanaStandardWallet)
    .filter(
      (w, i, all) => all.findIndex((x) => x === w || x.name.trim().toLowerCase() === w.name.trim().toLowerCase()) === i,
    );
  for (const w of standard) {
    const option = standardOption(w.name);
    if (option) put(option, { kind: 'standard', wallet: w }, safeIcon(w.icon));
    else
      own.push({
        info: {
          id: `standard:${w.name.trim()}`,
          chain: 'solana',
          option: null,
          name: w.name.trim(),
          icon: safeIcon(w.icon),
        },
        handle: { kind: 'standard', wallet: w },
      });
  }

  // 4. Order, and only what the developer enabled.
  const generic: Record<ChainType, WalletOption> = {
    ethereum: Wallets.GenericEthereumWallet,
    solana: Wallets.GenericSolanaWallet,
  };
  const out: DetectedWallet[] = [];
  for (const option of enabled) {
    if (!on.has(option)) continue;
    if (option === generic.ethereum || option === generic.solana)
      out.push(...own.filter((w) => generic[w.info.chain] === option));
    const found = named.get(option);
    if (found) out.push(found);
  }
  return out.filter((w, i, all) => all.findIndex((x) => x.info.id === w.info.id) === i);
}
