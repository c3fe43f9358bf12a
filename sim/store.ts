/**
 * In-memory state of the simulator: users (and modules' private data about them), sessions, single-use tokens,
 * outbox, faults, recorded events. Plain classes with no I/O; the engine owns one of each and `sim.reset()` clears
 * them.
 */
import type {
  AuthenticationFactor,
  Fault,
  FaultInput,
  OutboxMessage,
  RecordedEvent,
  Session,
  User,
  UserEmail,
  UserPhone,
} from './types';
import { rfc3339, type Ids } from './util';

type Clock = () => number;

// ---------------------------------------------------------------- users

export interface UserRecord {
  /** The wire object; mutate it in place, read it out through `users.toJSON`. */
  user: Omit<User, 'is_locked' | 'lock_created_at' | 'lock_expires_at'>;
  /** When the current lock started (ms), or null; `toJSON` shows it while the lock lasts. */
  lockCreatedAt: number | null;
  /** When the lock ends (ms), or null: `is_locked` until then. */
  lockedUntil: number | null;
}

/**
 * Per-user data a module keeps off the user record: secrets and counters that the wire user (`toJSON`,
 * `GET /__sim/users`) must never show. Keyed by user id; an entry goes when its user is deleted, and all of them on
 * `users.clear()` (so on `sim.reset()`). Get one with `sim.users.privateData(key, init)`.
 */
export class UserData<T> {
  private byUser = new Map<string, T>();
  constructor(private readonly init: () => T) {}

  /** The user's entry, made with `init` on first use. */
  get(userId: string): T {
    if (!this.byUser.has(userId)) this.byUser.set(userId, this.init());
    return this.byUser.get(userId) as T;
  }

  /** The user's entry, or undefined when it has none yet (never makes one). */
  peek(userId: string): T | undefined {
    return this.byUser.get(userId);
  }

  /** Forgets the user's entry (the user store does this when the user goes). */
  delete(userId: string): void {
    this.byUser.delete(userId);
  }

  clear(): void {
    this.byUser.clear();
  }
}

export class UserStore {
  private byId = new Map<string, UserRecord>();
  private dataByKey = new Map<string, UserData<unknown>>();
  constructor(
    private ids: Ids,
    private now: Clock,
  ) {}

  create(
    init: {
      email?: string;
      phone_number?: string;
      emailVerified?: boolean;
      phoneVerified?: boolean;
      status?: 'active' | 'pending';
    } = {},
  ): UserRecord {
    const rec: UserRecord = {
      user: {
        user_id: this.ids.id('user'),
        created_at: rfc3339(this.now()),
        status: init.status ?? 'active',
        name: { first_name: '', middle_name: '', last_name: '' },
        emails: [],
        phone_numbers: [],
        providers: [],
        webauthn_registrations: [],
        crypto_wallets: [],
        totps: [],
        biometric_registrations: [],
        password: null,
        trusted_metadata: {},
        untrusted_metadata: {},
        roles: ['stytch_user'],
      },
      lockCreatedAt: null,
      lockedUntil: null,
    };
    if (init.email) this.addEmail(rec, init.email, init.emailVerified ?? false);
    if (init.phone_number) this.addPhone(rec, init.phone_number, init.phoneVerified ?? false);
    this.byId.set(rec.user.user_id, rec);
    return rec;
  }

  addEmail(rec: UserRecord, email: string, verified = false): UserEmail {
    const e = { email_id: this.ids.id('email'), email, verified };
    rec.user.emails.push(e);
    return e;
  }

  addPhone(rec: UserRecord, phone_number: string, verified = false): UserPhone {
    const p = { phone_id: this.ids.id('phone-number'), phone_number, verified };
    rec.user.phone_numbers.push(p);
    return p;
  }

  get(userId: string): UserRecord | undefined {
    return this.byId.get(userId);
  }

  /** Emails are stored lower-cased; pass a normalised email. */
  byEmail(email: string): { rec: UserRecord; email: UserEmail } | undefined {
    for (const rec of this.byId.values()) {
      const e = rec.user.emails.find((x) => x.email === email);
      if (e) return { rec, email: e };
    }
    return undefined;
  }

  byPhone(phone: string): { rec: UserRecord; phone: UserPhone } | undefined {
    for (const rec of this.byId.values()) {
      const p = rec.user.phone_numbers.find((x) => x.phone_number === phone);
      if (p) return { rec, phone: p };
    }
    return undefined;
  }

  /** Finds the owner of an email_id or phone_id (OTP method ids). */
  byMethodId(methodId: string): { rec: UserRecord; email?: UserEmail; phone?: UserPhone } | undefined {
    for (const rec of this.byId.values()) {
      const email = rec.user.emails.find((x) => x.email_id === methodId);
      if (email) return { rec, email };
      const phone = rec.user.phone_numbers.find((x) => x.phone_id === methodId);
      if (phone) return { rec, phone };
    }
    return undefined;
  }

  isLocked(rec: UserRecord): boolean {
    return rec.lockedUntil !== null && rec.lockedUntil > this.now();
  }

  list(): UserRecord[] {
    return [...this.byId.values()];
  }

  delete(userId: string): boolean {
    for (const data of this.dataByKey.values()) data.delete(userId);
    return this.byId.delete(userId);
  }

  clear(): void {
    this.byId.clear();
    for (const data of this.dataByKey.values()) data.clear();
  }

  /**
   * A module's private per-user data (see {@link UserData}), by `key`: the same key answers the same store, so a
   * module's routes, its control-API hooks and its tests share one. Use the module's name as the key. `init` makes
   * a user's first entry; the first call's `init` is the one kept.
   * @example const secrets = sim.users.privateData('invite', () => ({ redeemed: 0 }));
   */
  privateData<T>(key: string, init: () => T): UserData<T> {
    let data = this.dataByKey.get(key);
    if (!data) this.dataByKey.set(key, (data = new UserData<unknown>(init)));
    return data as UserData<T>;
  }

  /** A detached copy of the wire user (modules' private data stays out: see `privateData`). */
  toJSON(rec: UserRecord): User {
    const locked = this.isLocked(rec);
    return {
      ...structuredClone(rec.user),
      is_locked: locked,
      lock_created_at: locked && rec.lockCreatedAt ? rfc3339(rec.lockCreatedAt) : null,
      lock_expires_at: locked && rec.lockedUntil ? rfc3339(rec.lockedUntil) : null,
    };
  }
}

// ---------------------------------------------------------------- sessions

export interface SessionRecord {
  session_id: string;
  user_id: string;
  session_token: string;
  session_jwt: string;
  started_at: number;
  last_accessed_at: number;
  expires_at: number;
  factors: AuthenticationFactor[];
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown> | null;
}

export class SessionStore {
  private byId = new Map<string, SessionRecord>();
  constructor(private now: Clock) {}

  add(s: SessionRecord): void {
    this.byId.set(s.session_id, s);
  }

  /** Active session for a token; expired ones are dropped on sight so they read as "not found". */
  byToken(token: string): SessionRecord | undefined {
    for (const s of this.byId.values()) {
      if (s.session_token !== token && s.session_jwt !== token) continue;
      if (s.expires_at <= this.now()) {
        this.byId.delete(s.session_id);
        return undefined;
      }
      return s;
    }
    return undefined;
  }

  get(sessionId: string): SessionRecord | undefined {
    const s = this.byId.get(sessionId);
    return s && s.expires_at > this.now() ? s : undefined;
  }

  revoke(sessionId: string): boolean {
    return this.byId.delete(sessionId);
  }

  /** Revokes every session of a user except `keep`; returns how many went. */
  revokeUser(userId: string, keep?: string): number {
    let n = 0;
    for (const s of [...this.byId.values()])
      if (s.user_id === userId && s.session_id !== keep && this.byId.delete(s.session_id)) n++;
    return n;
  }

  list(): SessionRecord[] {
    const now = this.now();
    return [...this.byId.values()].filter((s) => s.expires_at > now);
  }

  clear(): void {
    this.byId.clear();
  }

  toJSON(s: SessionRecord, roles: string[]): Session {
    return {
      session_id: s.session_id,
      user_id: s.user_id,
      started_at: rfc3339(s.started_at),
      last_accessed_at: rfc3339(s.last_accessed_at),
      expires_at: rfc3339(s.expires_at),
      attributes: { ...s.attributes },
      custom_claims: s.custom_claims ? structuredClone(s.custom_claims) : null,
      roles: [...roles],
      authentication_factors: structuredClone(s.factors),
    };
  }
}

// ---------------------------------------------------------------- single-use tokens

/** A secret handed out in a link (magic link, reset, trusted auth token…). */
export interface TokenRecord {
  token: string;
  kind: string;
  user_id: string;
  /** The email the link went to, for the session factor. */
  email_id?: string;
  expiresAt: number;
  usedAt: number | null;
  /** PKCE challenge stored with the token; null when none was sent. */
  code_challenge: string | null;
  data?: Record<string, unknown>;
}

export class TokenStore {
  private byToken = new Map<string, TokenRecord>();
  constructor(
    private ids: Ids,
    private now: Clock,
  ) {}

  issue(
    kind: string,
    init: {
      user_id: string;
      email_id?: string;
      ttlMinutes: number;
      code_challenge?: string | null;
      data?: Record<string, unknown>;
    },
  ): TokenRecord {
    const rec: TokenRecord = {
      token: this.ids.token(),
      kind,
      user_id: init.user_id,
      email_id: init.email_id,
      expiresAt: this.now() + init.ttlMinutes * 60_000,
      usedAt: null,
      code_challenge: init.code_challenge ?? null,
      data: init.data,
    };
    this.byToken.set(rec.token, rec);
    return rec;
  }

  /** Any token of one of `kinds`, used or not; callers decide which error a used/expired one gets. */
  find(token: string, kinds: string[]): TokenRecord | undefined {
    const rec = this.byToken.get(token);
    return rec && kinds.includes(rec.kind) ? rec : undefined;
  }

  isUsable(rec: TokenRecord): boolean {
    return rec.usedAt === null && rec.expiresAt > this.now();
  }

  consume(rec: TokenRecord): void {
    rec.usedAt = this.now();
  }

  list(): TokenRecord[] {
    return [...this.byToken.values()];
  }

  clear(): void {
    this.byToken.clear();
  }
}

// ---------------------------------------------------------------- outbox

export class Outbox {
  private messages: OutboxMessage[] = [];
  constructor(
    private ids: Ids,
    private now: Clock,
  ) {}

  send(
    msg: Omit<OutboxMessage, 'id' | 'sentAt' | 'subject' | 'link' | 'code'> &
      Partial<Pick<OutboxMessage, 'subject' | 'link' | 'code'>>,
  ): OutboxMessage {
    const full: OutboxMessage = {
      id: this.ids.id('message'),
      subject: null,
      link: null,
      code: null,
      ...msg,
      sentAt: rfc3339(this.now()),
    };
    this.messages.push(full);
    return full;
  }

  /** Oldest first. */
  list(filter: { to?: string; channel?: string; kind?: string } = {}): OutboxMessage[] {
    return this.messages.filter(
      (m) =>
        (!filter.to || m.to === filter.to) &&
        (!filter.channel || m.channel === filter.channel) &&
        (!filter.kind || m.kind === filter.kind),
    );
  }

  /** Newest matching message. */
  last(filter: { to?: string; channel?: string; kind?: string } = {}): OutboxMessage | undefined {
    return this.list(filter).at(-1);
  }

  clear(): void {
    this.messages = [];
  }
}

// ---------------------------------------------------------------- faults

export const FAULT_MODES = ['slow', '429', '500', 'non-json', 'network', 'malformed'] as const;

export class FaultStore {
  private faults: Fault[] = [];
  constructor(private ids: Ids) {}

  add(input: FaultInput): Fault {
    if (typeof input?.path !== 'string' || !input.path)
      throw new TypeError('fault.path must be a path, a prefix ending in * or "*"');
    if (!FAULT_MODES.includes(input.mode)) throw new TypeError(`fault.mode must be one of ${FAULT_MODES.join(', ')}`);
    if (input.times !== undefined && !(Number.isInteger(input.times) && input.times > 0))
      throw new TypeError('fault.times must be a positive integer');
    const fault: Fault = { ...input, id: this.ids.id('fault'), remaining: input.times ?? null };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The first fault matching `path`, counted down; exhausted faults are removed. */
  take(path: string): Fault | undefined {
    const f = this.faults.find(
      (x) => x.path === '*' || x.path === path || (x.path.endsWith('*') && path.startsWith(x.path.slice(0, -1))),
    );
    if (!f) return undefined;
    if (f.remaining !== null && --f.remaining <= 0) this.faults = this.faults.filter((x) => x !== f);
    return { ...f };
  }
}

// ---------------------------------------------------------------- /events

export class EventLog {
  private events: RecordedEvent[] = [];
  /** Keeps the newest N; the client posts a batch every 800 ms for as long as a page lives. */
  constructor(
    private now: Clock,
    private max = 500,
  ) {}

  record(batch: unknown): void {
    const items = Array.isArray(batch) ? batch : [batch];
    for (const item of items) {
      const ev = (item as { event?: Record<string, unknown> } | null)?.event ?? {};
      this.events.push({
        event_name: String(ev.event_name ?? ''),
        details: ev.details ?? null,
        public_token: typeof ev.public_token === 'string' ? ev.public_token : null,
        receivedAt: rfc3339(this.now()),
      });
    }
    if (this.events.length > this.max) this.events.splice(0, this.events.length - this.max);
  }

  list(): RecordedEvent[] {
    return [...this.events];
  }

  clear(): void {
    this.events = [];
  }
}
