/**
 * A software WebAuthn authenticator for this plugin's Vitest suites (test-only, never exported): ES256 keys from
 * Web Crypto, `none` attestation, discoverable credentials, a signature counter and `excludeCredentials`, with the
 * same DOMExceptions Chromium throws. `navigatorCredentials()` gives a `navigator.credentials` stand-in for jsdom and
 * Node, so the real `@stytch/vanilla-js` client (and its webauthn-json conversion) runs the whole ceremony against the
 * simulator's real verification. In the browser the e2e suite uses Chromium's own virtual authenticator instead.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const enc = new TextEncoder();
const b64 = (bytes: Uint8Array | ArrayBuffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', new Uint8Array(data)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of parts) {
    out.set(p, i);
    i += p.length;
  }
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** Web Crypto signs ECDSA as r‖s; WebAuthn wants an ASN.1 DER SEQUENCE of two INTEGERs. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (b: Uint8Array) => {
    let i = 0;
    while (i < b.length - 1 && b[i] === 0) i++;
    const v = b.slice(i);
    const body = v[0] & 0x80 ? concat(new Uint8Array([0]), v) : v;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

interface Held {
  id: Uint8Array;
  rpId: string;
  userHandle: Uint8Array;
  keys: CryptoKeyPair;
  counter: number;
}

export interface SoftAuthenticatorOptions {
  /** The page origin written into clientDataJSON. @default window.location.origin */
  origin?: string;
  /** Whether the "user" verifies (UV flag). @default true */
  userVerified?: boolean;
}

export class SoftAuthenticator {
  readonly held: Held[] = [];
  /** Set to make the next ceremony fail as a user who closes the browser dialog would (NotAllowedError). */
  cancelNext = false;
  private origin: string;
  private userVerified: boolean;

  constructor(options: SoftAuthenticatorOptions = {}) {
    this.origin = options.origin ?? window.location.origin;
    this.userVerified = options.userVerified ?? true;
  }

  private cancelled(): boolean {
    if (!this.cancelNext) return false;
    this.cancelNext = false;
    return true;
  }

  private flags(attested: boolean) {
    // UP | UV? | BE | BS (a synced passkey) | AT?
    return (1 | (this.userVerified ? 4 : 0) | 8 | 16 | (attested ? 64 : 0)) & 0xff;
  }

  private clientData(type: string, challenge: string) {
    return enc.encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  async create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
    if (this.cancelled())
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
    if (this.held.some((h) => h.rpId === options.rp.id && excluded.has(b64(h.id))))
      throw new DOMException(
        'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
        'InvalidStateError',
      );
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = crypto.getRandomValues(new Uint8Array(16));
    const held: Held = { id, rpId, userHandle: isoBase64URL.toBuffer(options.user.id), keys, counter: 0 };
    const authData = concat(
      await sha256(enc.encode(rpId)),
      new Uint8Array([this.flags(true)]),
      u32(0),
      new Uint8Array(16),
      new Uint8Array([0, id.length]),
      id,
      cose,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    this.held.push(held);
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  async get(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
    if (this.cancelled())
      throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const held = this.held.find((h) => h.rpId === rpId && (allowed.length === 0 || allowed.includes(b64(h.id))));
    if (!held) throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    held.counter += 1;
    const authData = concat(await sha256(enc.encode(rpId)), new Uint8Array([this.flags(false)]), u32(held.counter));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const raw = new Uint8Array(
      await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        held.keys.privateKey,
        concat(authData, await sha256(clientDataJSON)),
      ),
    );
    return {
      id: b64(held.id),
      rawId: b64(held.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(derSignature(raw)),
        userHandle: b64(held.userHandle),
      },
    };
  }

  /**
   * A `navigator.credentials` stand-in over this authenticator, taking and returning what the browser API does
   * (ArrayBuffers), so webauthn-json's conversions run as in a browser. A conditional `get` waits until
   * {@link pickAutofill} is called (the user choosing the passkey in the autofill list) or its signal aborts.
   */
  navigatorCredentials() {
    const toJSON = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value))
        return b64(
          value instanceof ArrayBuffer ? value : new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
        );
      if (Array.isArray(value)) return value.map(toJSON);
      if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJSON(v)]));
      return value;
    };
    const toBuffers = (json: Record<string, unknown>, keys: string[]) =>
      Object.fromEntries(
        Object.entries(json).map(([k, v]) => [
          k,
          keys.includes(k) && typeof v === 'string' ? isoBase64URL.toBuffer(v).buffer : v,
        ]),
      );
    const credential = (json: RegistrationResponseJSON | AuthenticationResponseJSON, responseKeys: string[]) => ({
      id: json.id,
      type: json.type,
      rawId: isoBase64URL.toBuffer(json.rawId).buffer,
      authenticatorAttachment: json.authenticatorAttachment,
      response: {
        ...toBuffers(json.response as unknown as Record<string, unknown>, responseKeys),
        getTransports: () => ('transports' in json.response ? json.response.transports : []),
      },
      getClientExtensionResults: () => ({}),
    });
    return {
      create: async ({ publicKey }: { publicKey: unknown }) =>
        credential(await this.create(toJSON(publicKey) as PublicKeyCredentialCreationOptionsJSON), [
          'clientDataJSON',
          'attestationObject',
        ]),
      get: async ({
        publicKey,
        signal,
        mediation,
      }: {
        publicKey: unknown;
        signal?: AbortSignal;
        mediation?: string;
      }) => {
        // As a browser does: a request whose signal was aborted before it was made never reaches the authenticator
        // (e.g. a widget unmounted while the client was still fetching the options).
        if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        this.requests.push({ mediation: mediation ?? 'optional' });
        if (mediation === 'conditional') await this.waitForPick(signal);
        return credential(await this.get(toJSON(publicKey) as PublicKeyCredentialRequestOptionsJSON), [
          'clientDataJSON',
          'authenticatorData',
          'signature',
          'userHandle',
        ]);
      },
    };
  }

  /** Every `navigator.credentials.get` call, in order (`mediation: 'conditional'` for autofill requests). */
  readonly requests: { mediation: string }[] = [];
  /** Conditional requests waiting for the user to pick a passkey. */
  pendingConditional = 0;
  /** The most conditional requests ever waiting at once (a browser allows one). */
  maxPendingConditional = 0;
  private picks: (() => void)[] = [];

  private waitForPick(signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'));
      this.pendingConditional++;
      this.maxPendingConditional = Math.max(this.maxPendingConditional, this.pendingConditional);
      const done = () => {
        this.pendingConditional--;
        signal?.removeEventListener('abort', onAbort);
      };
      const pick = () => {
        done();
        resolve();
      };
      const onAbort = () => {
        this.picks = this.picks.filter((p) => p !== pick);
        done();
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort);
      this.picks.push(pick);
    });
  }

  /** The user picks the passkey from the autofill list: the oldest waiting conditional request goes ahead. */
  pickAutofill(): void {
    const pick = this.picks.shift();
    if (!pick) throw new Error('no conditional passkey request is waiting');
    pick();
  }
}
