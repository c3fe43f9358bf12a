/**
 * Simulator routes for crypto wallets.
 *
 * - `crypto_wallets/authenticate/start/primary|secondary`: checks the address for its chain, finds the user who owns
 *   the wallet (or creates a pending one; `secondary` attaches it to the session's user) and issues a single-use
 *   challenge that expires after `cryptoWalletChallengeMinutes` (a project setting this module adds, default 5). When the project requires SIWE
 *   (`siweRequiredForCryptoWallets`) an Ethereum challenge is an EIP-4361 message: its domain is the requesting
 *   page's host (`X-SDK-Parent-Host`), its URI must be on that host, its chain id a positive integer.
 * - `crypto_wallets/authenticate`: consumes the challenge (right or wrong signature alike, so signatures cannot be
 *   guessed against one challenge) and verifies the signature for real: secp256k1 public-key recovery over the
 *   EIP-191 `personal_sign` digest for Ethereum (ethers' `verifyMessage`), Ed25519 over the UTF-8 challenge for
 *   Solana (WebCrypto through @solana/web3.js). Success verifies the wallet and mints or steps up a session.
 */
import { CHAIN_PACKAGES, isMissingPackage, missingPackageMessage } from './packages';
import {
  fields,
  rfc3339,
  simError,
  type AdminUserFields,
  type RouteContext,
  type SimModule,
  type Simulator,
  type UserRecord,
} from '../../sim/kit';

type ChainType = 'ethereum' | 'solana';

interface Challenge {
  challenge: string;
  expiresAt: number;
  userId: string;
}

declare module '../../sim/types' {
  interface ProjectConfig {
    /** Ethereum challenges are Sign-In With Ethereum messages (bootstrap's siwe_required_for_crypto_wallets). @default false */
    siweRequiredForCryptoWallets: boolean;
    /** Minutes a crypto wallet challenge stays valid. @default 5 */
    cryptoWalletChallengeMinutes: number;
  }
}

/** Default minutes a challenge stays valid. */
export const CHALLENGE_MINUTES = 5;

/** Error types of this module, following Stytch's wording where known. */
export const CRYPTO_ERRORS = {
  invalid_crypto_wallet_type: { status: 400, message: 'crypto_wallet_type must be "ethereum" or "solana".' },
  invalid_crypto_wallet_address: {
    status: 400,
    message: 'The crypto wallet address is not a valid address for its crypto_wallet_type.',
  },
  crypto_wallet_not_found: {
    status: 404,
    message: 'No pending challenge was found for this crypto wallet. Call authenticate start again.',
  },
  invalid_signature: {
    status: 401,
    message: 'The signature could not be verified for this crypto wallet and challenge.',
  },
  invalid_siwe_params: { status: 400, message: 'The SIWE parameters are invalid.' },
  duplicate_crypto_wallet: { status: 400, message: 'This crypto wallet already belongs to another user.' },
} as const;

const fail = (type: keyof typeof CRYPTO_ERRORS, message?: string) => simError(type, message ? { message } : undefined);

type Ethers = typeof import('ethers');
type SolanaKit = typeof import('@solana/web3.js');

/**
 * The wallet libraries, loaded on a chain's first request: they are optional peer dependencies, so a simulator
 * without them still serves every other route. A missing one fails the request (500) with error_details naming
 * the package; a failure is not remembered, so installing it fixes a running simulator.
 */
function lazyPackage<T>(pkg: string, load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      if (!isMissingPackage(e, pkg)) throw e;
      throw new Error(missingPackageMessage(pkg, "The simulator's crypto wallet routes"), { cause: e });
    }));
}
const loadEthers = lazyPackage<Ethers>(CHAIN_PACKAGES.ethereum, () => import('ethers'));
const loadSolana = lazyPackage<SolanaKit>(CHAIN_PACKAGES.solana, () => import('@solana/web3.js'));

/** EIP-55 form of an Ethereum address; mixed-case input must carry a valid checksum. */
async function normaliseAddress(type: ChainType, raw: string): Promise<string> {
  if (type === 'solana') {
    if (!(await loadSolana()).isAddress(raw)) throw fail('invalid_crypto_wallet_address');
    return raw;
  }
  const { getAddress } = await loadEthers();
  if (!/^0x[0-9a-fA-F]{40}$/.test(raw)) throw fail('invalid_crypto_wallet_address');
  try {
    return getAddress(raw);
  } catch {
    throw fail('invalid_crypto_wallet_address', 'The Ethereum address has an invalid EIP-55 checksum.');
  }
}

const walletKey = (type: ChainType, address: string) =>
  `${type}:${type === 'ethereum' ? address.toLowerCase() : address}`;

function findWallet(sim: Simulator, type: ChainType, address: string) {
  const key = walletKey(type, address);
  for (const rec of sim.users.list()) {
    const wallet = rec.user.crypto_wallets.find(
      (w) => walletKey(w.crypto_wallet_type as ChainType, String(w.crypto_wallet_address)) === key,
    );
    if (wallet) return { rec, wallet };
  }
  return undefined;
}

function addWallet(sim: Simulator, rec: UserRecord, type: ChainType, address: string) {
  const wallet = {
    crypto_wallet_id: sim.ids.id('crypto-wallet'),
    crypto_wallet_address: address,
    crypto_wallet_type: type,
    verified: false,
  };
  rec.user.crypto_wallets.push(wallet);
  return wallet;
}

// ---------------------------------------------------------------- SIWE (EIP-4361)

export interface SiweFields {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

/** The EIP-4361 message text (ABNF of the EIP: an empty statement still leaves its blank line). */
export function siweMessage(f: SiweFields): string {
  const lines = [`${f.domain} wants you to sign in with your Ethereum account:`, f.address, ''];
  if (f.statement) lines.push(f.statement);
  lines.push(
    '',
    `URI: ${f.uri}`,
    'Version: 1',
    `Chain ID: ${f.chainId}`,
    `Nonce: ${f.nonce}`,
    `Issued At: ${f.issuedAt}`,
  );
  if (f.notBefore) lines.push(`Not Before: ${f.notBefore}`);
  if (f.requestId) lines.push(`Request ID: ${f.requestId}`);
  if (f.resources?.length) lines.push('Resources:', ...f.resources.map((r) => `- ${r}`));
  return lines.join('\n');
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function absoluteUri(raw: unknown, what: string): URL {
  if (typeof raw !== 'string' || /\s/.test(raw)) throw fail('invalid_siwe_params', `${what} must be an absolute URI.`);
  try {
    return new URL(raw);
  } catch {
    throw fail('invalid_siwe_params', `${what} must be an absolute URI.`);
  }
}

function siweChallenge(sim: Simulator, ctx: RouteContext, address: string, params: unknown): string {
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw fail('invalid_siwe_params', 'This project requires Sign-In With Ethereum: siwe_params is missing.');
  const p = params as Record<string, unknown>;
  const uri = absoluteUri(p.uri, 'siwe_params.uri');
  // The domain is the page that asked (the client sends its origin); the URI must be on that same host.
  const parent = ctx.headers['x-sdk-parent-host'];
  const domain = parent ? absoluteUri(parent, 'X-SDK-Parent-Host').host : uri.host;
  if (uri.host !== domain) throw fail('invalid_siwe_params', `siwe_params.uri must be on ${domain}.`);
  const chainId = p.chain_id === undefined ? '1' : String(p.chain_id);
  if (!/^[1-9]\d{0,18}$/.test(chainId))
    throw fail('invalid_siwe_params', 'siwe_params.chain_id must be a positive integer.');
  for (const key of ['statement', 'issued_at', 'not_before', 'message_request_id'] as const)
    if (p[key] !== undefined && typeof p[key] !== 'string')
      throw fail('invalid_siwe_params', `siwe_params.${key} must be a string.`);
  const statement = p.statement as string | undefined;
  if (statement !== undefined && /[\n\r]/.test(statement))
    throw fail('invalid_siwe_params', 'siwe_params.statement must not contain a new line.');
  for (const key of ['issued_at', 'not_before'] as const)
    if (p[key] !== undefined && !RFC3339.test(p[key] as string))
      throw fail('invalid_siwe_params', `siwe_params.${key} must be an RFC 3339 time.`);
  if (p.resources !== undefined && !Array.isArray(p.resources))
    throw fail('invalid_siwe_params', 'siwe_params.resources must be a list.');
  const resources = ((p.resources as unknown[] | undefined) ?? []).map(
    (r) => absoluteUri(r, 'Each of siwe_params.resources').href,
  );
  return siweMessage({
    domain,
    address,
    statement,
    uri: uri.href,
    chainId,
    nonce: sim.ids
      .token()
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 17),
    issuedAt: (p.issued_at as string | undefined) ?? rfc3339(sim.now()),
    notBefore: p.not_before as string | undefined,
    requestId: p.message_request_id as string | undefined,
    resources,
  });
}

// ---------------------------------------------------------------- signatures

async function ethereumSigner(challenge: string, signature: string): Promise<string | null> {
  const { verifyMessage } = await loadEthers();
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return null;
  try {
    return verifyMessage(challenge, signature);
  } catch {
    return null;
  }
}

async function solanaVerifies(address: string, challenge: string, signature: string): Promise<boolean> {
  const { getBase58Encoder, verifySignature } = await loadSolana();
  let sig: Uint8Array;
  try {
    sig = new Uint8Array(getBase58Encoder().encode(signature));
  } catch {
    return false;
  }
  if (sig.length !== 64) return false;
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    new Uint8Array(getBase58Encoder().encode(address)),
    'Ed25519',
    false,
    ['verify'],
  );
  return verifySignature(key, sig as Parameters<typeof verifySignature>[1], new TextEncoder().encode(challenge));
}

// ---------------------------------------------------------------- routes

export function installCryptoWallets(sim: Simulator): void {
  const pending = new Map<string, Challenge>();
  sim.onReset(() => pending.clear());

  const chainType = (raw: string): ChainType => {
    if (raw !== 'ethereum' && raw !== 'solana') throw fail('invalid_crypto_wallet_type');
    return raw;
  };

  const start = (secondary: boolean) => async (ctx: RouteContext) => {
    const f = fields(ctx.body, {
      crypto_wallet_address: 'string',
      crypto_wallet_type: 'string',
      siwe_params: 'object?',
    });
    const type = chainType(f.crypto_wallet_type);
    const address = await normaliseAddress(type, f.crypto_wallet_address);
    const owner = findWallet(sim, type, address);
    let rec: UserRecord;
    let created = false;
    if (secondary) {
      rec = ctx.requireSession().user;
      if (owner && owner.rec !== rec) throw fail('duplicate_crypto_wallet');
      if (!owner) addWallet(sim, rec, type, address);
    } else if (owner) rec = owner.rec;
    else {
      rec = sim.users.create({ status: 'pending' });
      addWallet(sim, rec, type, address);
      created = true;
    }
    const challenge =
      type === 'ethereum' && sim.config.siweRequiredForCryptoWallets
        ? siweChallenge(sim, ctx, address, f.siwe_params)
        : `Signing in with Project: ${sim.config.projectName}\n\nNonce: ${sim.ids.token()}`;
    const expiresAt = sim.now() + sim.config.cryptoWalletChallengeMinutes * 60_000;
    pending.set(walletKey(type, address), { challenge, expiresAt, userId: rec.user.user_id });
    return { challenge, user_id: rec.user.user_id, user_created: created };
  };
  sim.route('POST', '/sdk/v1/crypto_wallets/authenticate/start/primary', start(false));
  sim.route('POST', '/sdk/v1/crypto_wallets/authenticate/start/secondary', start(true));

  sim.route('POST', '/sdk/v1/crypto_wallets/authenticate', async (ctx) => {
    const f = fields(ctx.body, {
      crypto_wallet_address: 'string',
      crypto_wallet_type: 'string',
      signature: 'string',
      session_duration_minutes: 'number?',
    });
    const type = chainType(f.crypto_wallet_type);
    const address = await normaliseAddress(type, f.crypto_wallet_address);
    const key = walletKey(type, address);
    const issued = pending.get(key);
    // Single use: whatever the outcome, this challenge is spent.
    pending.delete(key);
    if (!issued || issued.expiresAt <= sim.now()) throw fail('crypto_wallet_not_found');
    const ok =
      type === 'ethereum'
        ? (await ethereumSigner(issued.challenge, f.signature))?.toLowerCase() === address.toLowerCase()
        : await solanaVerifies(address, issued.challenge, f.signature);
    if (!ok) throw fail('invalid_signature');
    const owner = findWallet(sim, type, address);
    const rec = owner?.rec ?? sim.users.get(issued.userId);
    if (!rec) throw fail('crypto_wallet_not_found');
    const wallet = owner?.wallet ?? addWallet(sim, rec, type, address);
    wallet.verified = true;
    const factor = {
      type: 'crypto_wallet',
      delivery_method: 'crypto_wallet',
      crypto_wallet_factor: {
        crypto_wallet_id: wallet.crypto_wallet_id,
        crypto_wallet_address: address,
        crypto_wallet_type: type,
      },
    };
    return sim.login(ctx, rec, factor, { durationMinutes: f.session_duration_minutes });
  });
}

const ADMIN_FIELDS = { crypto_wallets: 'array?' } as const;

/**
 * `crypto_wallets: [{ address, type? }]` on the control API's `POST /__sim/users`: verified wallets on file (type
 * `ethereum` unless `solana`), for tests whose subject comes after a wallet sign-in (the account page's list).
 */
const adminUserFields: AdminUserFields<typeof ADMIN_FIELDS> = {
  fields: ADMIN_FIELDS,
  seed(sim, rec, f) {
    for (const w of (f.crypto_wallets ?? []) as { address?: unknown; type?: unknown }[]) {
      if (typeof w?.address !== 'string' || !w.address) continue;
      addWallet(sim, rec, w.type === 'solana' ? 'solana' : 'ethereum', w.address).verified = true;
    }
  },
};

export const simModule: SimModule = {
  name: 'crypto-wallets',
  adminUserFields,
  install: installCryptoWallets,
  project: { siweRequiredForCryptoWallets: false, cryptoWalletChallengeMinutes: CHALLENGE_MINUTES },
  bootstrap: (sim) => ({ siwe_required_for_crypto_wallets: sim.config.siweRequiredForCryptoWallets }),
  errors: CRYPTO_ERRORS,
  userFactors: { crypto_wallets: { list: 'crypto_wallets', idKey: 'crypto_wallet_id' } },
  faultPaths: ['/sdk/v1/crypto_wallets/authenticate/start/*', '/sdk/v1/crypto_wallets/authenticate'],
};
