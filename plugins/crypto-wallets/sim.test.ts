// @vitest-environment node
/**
 * The crypto-wallets simulator module against real keys: challenges are single-use and expire, SIWE messages carry
 * the page's domain, URI and chain, and signatures are verified for real (secp256k1 recovery, Ed25519).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Wallet } from 'ethers';
import { createSimulator, type Simulator } from '../../sim/index';
import { call, data } from '../../sim/test-utils';
import { CHALLENGE_MINUTES, siweMessage } from './sim';
import { createTestKeys, type TestKeys } from './testWallet';

const START = '/sdk/v1/crypto_wallets/authenticate/start/primary';
const SECONDARY = '/sdk/v1/crypto_wallets/authenticate/start/secondary';
const AUTH = '/sdk/v1/crypto_wallets/authenticate';
const ORIGIN = { 'x-sdk-parent-host': 'http://localhost:4211' };

let now = Date.UTC(2030, 0, 1);
let sim: Simulator;
let keys: TestKeys;
beforeAll(async () => {
  keys = await createTestKeys();
});
beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  // The default modules include this plugin's (discovered from plugins/crypto-wallets/sim.ts).
  sim = createSimulator({ now: () => now });
});

const start = (address: string, type: string, extra: Record<string, unknown> = {}, headers = ORIGIN) =>
  call(sim, 'POST', START, { crypto_wallet_address: address, crypto_wallet_type: type, ...extra }, { headers });
const authenticate = (address: string, type: string, signature: string, session?: string) =>
  call(
    sim,
    'POST',
    AUTH,
    { crypto_wallet_address: address, crypto_wallet_type: type, signature, session_duration_minutes: 30 },
    { session },
  );

async function ethLogin(address = keys.ethereum.address) {
  const { challenge } = await data(sim, 'POST', START, {
    crypto_wallet_address: address,
    crypto_wallet_type: 'ethereum',
  });
  return authenticate(address, 'ethereum', await keys.ethereum.signMessage(challenge));
}

const base58Signature = async (challenge: string) => {
  const { getBase58Decoder } = await import('@solana/web3.js');
  return getBase58Decoder().decode(await keys.solana.sign(new TextEncoder().encode(challenge)));
};

describe('crypto wallets simulator: Ethereum', () => {
  it('issues a challenge, verifies the personal_sign signature by recovery, and logs in with a crypto_wallet factor', async () => {
    const started = await start(keys.ethereum.address.toLowerCase(), 'ethereum');
    expect(started.status).toBe(200);
    const { challenge, user_id, user_created } = started.json.data;
    expect(challenge).toMatch(/^Signing in with Project: Entryway Sandbox\n\nNonce: \S{20,}$/);
    expect(user_created).toBe(true);
    expect(sim.users.get(user_id)!.user.status).toBe('pending');

    const ok = await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(challenge));
    expect(ok.status).toBe(200);
    const d = ok.json.data;
    expect(d.user_id).toBe(user_id);
    expect(d.session_token).toBeTruthy();
    expect(d.session_jwt).toBeTruthy();
    expect(d.user.status).toBe('active');
    expect(d.user.crypto_wallets).toEqual([
      {
        crypto_wallet_id: expect.stringMatching(/^crypto-wallet-test-/),
        crypto_wallet_address: keys.ethereum.address,
        crypto_wallet_type: 'ethereum',
        verified: true,
      },
    ]);
    expect(d.session.authentication_factors[0]).toMatchObject({
      type: 'crypto_wallet',
      delivery_method: 'crypto_wallet',
      crypto_wallet_factor: { crypto_wallet_address: keys.ethereum.address, crypto_wallet_type: 'ethereum' },
    });
  });

  it('links the same user by address (any letter case) on the next login', async () => {
    const first = (await ethLogin()).json.data.user_id;
    const again = await start(keys.ethereum.address.toUpperCase().replace('0X', '0x'), 'ethereum');
    // An all-upper-case address has no checksum to check, so it is accepted and normalised.
    expect(again.json.data).toMatchObject({ user_id: first, user_created: false });
    expect((await ethLogin()).json.data.user_id).toBe(first);
    expect(sim.users.list()).toHaveLength(1);
  });

  it('refuses a signature by another key, a malformed one, and a signature over another message', async () => {
    const other = Wallet.createRandom();
    const { challenge } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    const wrongKey = await authenticate(keys.ethereum.address, 'ethereum', await other.signMessage(challenge));
    expect([wrongKey.status, wrongKey.json.error_type]).toEqual([401, 'invalid_signature']);

    for (const signature of ['0x1234', 'not-hex', `0x${'00'.repeat(65)}`]) {
      await start(keys.ethereum.address, 'ethereum');
      expect((await authenticate(keys.ethereum.address, 'ethereum', signature)).json.error_type).toBe(
        'invalid_signature',
      );
    }
    const { challenge: c2 } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    const otherMessage = await authenticate(
      keys.ethereum.address,
      'ethereum',
      await keys.ethereum.signMessage(`${c2}!`),
    );
    expect(otherMessage.json.error_type).toBe('invalid_signature');
  });

  it('a challenge is single-use: a wrong signature spends it too, and a replayed signature fails', async () => {
    const { challenge } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    const signature = await keys.ethereum.signMessage(challenge);
    expect((await authenticate(keys.ethereum.address, 'ethereum', signature)).status).toBe(200);
    const replay = await authenticate(keys.ethereum.address, 'ethereum', signature);
    expect([replay.status, replay.json.error_type]).toEqual([404, 'crypto_wallet_not_found']);

    const { challenge: c2 } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    expect((await authenticate(keys.ethereum.address, 'ethereum', `0x${'11'.repeat(65)}`)).json.error_type).toBe(
      'invalid_signature',
    );
    expect(
      (await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(c2))).json.error_type,
    ).toBe('crypto_wallet_not_found');
  });

  it('a newer challenge replaces the older one', async () => {
    const { challenge: old } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    const { challenge: fresh } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    expect(fresh).not.toBe(old);
    expect(
      (await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(old))).json.error_type,
    ).toBe('invalid_signature');
  });

  it(`challenges expire after cryptoWalletChallengeMinutes (default ${CHALLENGE_MINUTES})`, async () => {
    expect(sim.config.cryptoWalletChallengeMinutes).toBe(CHALLENGE_MINUTES);
    const { challenge } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    now += CHALLENGE_MINUTES * 60_000 - 1;
    expect(
      (await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(challenge))).status,
    ).toBe(200);

    sim.configure({ cryptoWalletChallengeMinutes: 1 });
    const { challenge: c2 } = await data(sim, 'POST', START, {
      crypto_wallet_address: keys.ethereum.address,
      crypto_wallet_type: 'ethereum',
    });
    now += 60_000;
    const late = await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(c2));
    expect([late.status, late.json.error_type, late.json.error_message]).toEqual([
      404,
      'crypto_wallet_not_found',
      expect.stringMatching(/No pending challenge/),
    ]);
  });

  it('checks addresses and types', async () => {
    const badChecksum =
      keys.ethereum.address.slice(0, 2) +
      [...keys.ethereum.address.slice(2)]
        .map((c) => (/[a-f]/.test(c) ? c.toUpperCase() : /[A-F]/.test(c) ? c.toLowerCase() : c))
        .join('');
    for (const address of ['0x123', 'hello', `${keys.ethereum.address}00`, badChecksum])
      expect((await start(address, 'ethereum')).json.error_type, address).toBe('invalid_crypto_wallet_address');
    expect((await start(keys.ethereum.address, 'bitcoin')).json.error_type).toBe('invalid_crypto_wallet_type');
    expect((await start(keys.ethereum.address, 'solana')).json.error_type).toBe('invalid_crypto_wallet_address');
    const schema = await call(sim, 'POST', START, { crypto_wallet_type: 'ethereum' });
    expect(schema.json.body).toEqual([{ dataPath: '.crypto_wallet_address', message: 'is required' }]);
  });

  it('secondary start attaches the wallet to the signed-in user (step-up) and refuses a wallet owned by someone else', async () => {
    const signedIn = (await ethLogin()).json.data;
    const other = Wallet.createRandom();
    const { challenge } = await data(
      sim,
      'POST',
      SECONDARY,
      { crypto_wallet_address: other.address, crypto_wallet_type: 'ethereum' },
      { session: signedIn.session_token },
    );
    const stepUp = await authenticate(
      other.address,
      'ethereum',
      await other.signMessage(challenge),
      signedIn.session_token,
    );
    expect(stepUp.json.data.user_id).toBe(signedIn.user_id);
    expect(stepUp.json.data.session.session_id).toBe(signedIn.session.session_id);
    expect(
      stepUp.json.data.user.crypto_wallets.map((w: { crypto_wallet_address: string }) => w.crypto_wallet_address),
    ).toEqual([keys.ethereum.address, other.address]);

    const stranger = Wallet.createRandom();
    const strangerUser = (
      await (async () => {
        const { challenge: c } = await data(sim, 'POST', START, {
          crypto_wallet_address: stranger.address,
          crypto_wallet_type: 'ethereum',
        });
        return authenticate(stranger.address, 'ethereum', await stranger.signMessage(c));
      })()
    ).json.data;
    expect(strangerUser.user_id).not.toBe(signedIn.user_id);
    const taken = await call(
      sim,
      'POST',
      SECONDARY,
      { crypto_wallet_address: stranger.address, crypto_wallet_type: 'ethereum' },
      { session: signedIn.session_token },
    );
    expect(taken.json.error_type).toBe('duplicate_crypto_wallet');
    expect(
      (await call(sim, 'POST', SECONDARY, { crypto_wallet_address: stranger.address, crypto_wallet_type: 'ethereum' }))
        .json.error_type,
    ).toBe('user_unauthenticated');
  });
});

describe('crypto wallets simulator: Sign-In With Ethereum (EIP-4361)', () => {
  beforeEach(() => {
    sim.configure({ siweRequiredForCryptoWallets: true });
  });

  it('builds the message from the page domain, the URI, the chain and the caller parameters; the signed message logs in', async () => {
    const r = await start(keys.ethereum.address.toLowerCase(), 'ethereum', {
      siwe_params: {
        uri: 'http://localhost:4211',
        chain_id: '137',
        statement: 'Sign in to the sandbox.',
        resources: ['https://example.com/terms'],
        message_request_id: 'req-1',
      },
    });
    expect(r.status).toBe(200);
    const challenge: string = r.json.data.challenge;
    const nonce = /\nNonce: ([A-Za-z0-9]{8,})\n/.exec(challenge)![1];
    expect(challenge).toBe(
      siweMessage({
        domain: 'localhost:4211',
        address: keys.ethereum.address,
        statement: 'Sign in to the sandbox.',
        uri: 'http://localhost:4211/',
        chainId: '137',
        nonce,
        issuedAt: '2030-01-01T00:00:00Z',
        requestId: 'req-1',
        resources: ['https://example.com/terms'],
      }),
    );
    expect(challenge.split('\n').slice(0, 4)).toEqual([
      'localhost:4211 wants you to sign in with your Ethereum account:',
      keys.ethereum.address,
      '',
      'Sign in to the sandbox.',
    ]);
    expect(challenge).toContain('\nVersion: 1\nChain ID: 137\n');
    expect(challenge).toMatch(/\nResources:\n- https:\/\/example\.com\/terms$/);
    expect(
      (await authenticate(keys.ethereum.address, 'ethereum', await keys.ethereum.signMessage(challenge))).status,
    ).toBe(200);
  });

  it('defaults the chain to 1 and keeps the blank statement line', async () => {
    const { challenge } = (
      await start(keys.ethereum.address, 'ethereum', { siwe_params: { uri: 'http://localhost:4211' } })
    ).json.data;
    expect(challenge).toMatch(
      /^localhost:4211 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\n\nURI: http:\/\/localhost:4211\/\nVersion: 1\nChain ID: 1\nNonce: /,
    );
  });

  it('refuses a URI on another host, a missing siwe_params, a bad chain, statement or time', async () => {
    const cases: [Record<string, unknown> | undefined, RegExp][] = [
      [{ uri: 'https://evil.example' }, /must be on localhost:4211/],
      [undefined, /siwe_params is missing/],
      [{ uri: 'http://localhost:4211', chain_id: '0' }, /chain_id/],
      [{ uri: 'http://localhost:4211', chain_id: 'one' }, /chain_id/],
      [{ uri: 'http://localhost:4211', statement: 'two\nlines' }, /statement/],
      [{ uri: 'http://localhost:4211', issued_at: 'yesterday' }, /issued_at/],
      [{ uri: 'not a uri' }, /absolute URI/],
      [{ uri: 'http://localhost:4211', resources: ['relative/path'] }, /resources/],
    ];
    for (const [siwe_params, message] of cases) {
      const r = await start(keys.ethereum.address, 'ethereum', siwe_params ? { siwe_params } : {});
      expect([r.status, r.json.error_type], JSON.stringify(siwe_params)).toEqual([400, 'invalid_siwe_params']);
      expect(r.json.error_message).toMatch(message);
    }
  });

  it('applies to Ethereum only: a Solana challenge stays a plain message', async () => {
    const { challenge } = (await start(keys.solana.address, 'solana')).json.data;
    expect(challenge).toMatch(/^Signing in with Project: /);
  });
});

describe('crypto wallets simulator: Solana', () => {
  it('verifies an Ed25519 signature over the challenge (base58) and logs in', async () => {
    const { challenge, user_id } = (await start(keys.solana.address, 'solana')).json.data;
    const ok = await authenticate(keys.solana.address, 'solana', await base58Signature(challenge));
    expect(ok.status).toBe(200);
    expect(ok.json.data.user_id).toBe(user_id);
    expect(ok.json.data.user.crypto_wallets[0]).toMatchObject({
      crypto_wallet_address: keys.solana.address,
      crypto_wallet_type: 'solana',
      verified: true,
    });
  });

  it('refuses another key, another message, and malformed signatures; Ethereum and Solana users are different users', async () => {
    const other = await createTestKeys();
    const { challenge } = (await start(keys.solana.address, 'solana')).json.data;
    const { getBase58Decoder } = await import('@solana/web3.js');
    const byOther = getBase58Decoder().decode(await other.solana.sign(new TextEncoder().encode(challenge)));
    expect((await authenticate(keys.solana.address, 'solana', byOther)).json.error_type).toBe('invalid_signature');
    for (const signature of ['0OIl', 'abc', await base58Signature('another message')]) {
      await start(keys.solana.address, 'solana');
      expect((await authenticate(keys.solana.address, 'solana', signature)).json.error_type).toBe('invalid_signature');
    }
    expect((await start('0xnot-solana', 'solana')).json.error_type).toBe('invalid_crypto_wallet_address');
    const sol = (await start(keys.solana.address, 'solana')).json.data.user_id;
    const eth = (await start(keys.ethereum.address, 'ethereum')).json.data.user_id;
    expect(sol).not.toBe(eth);
  });
});
