/**
 * The two things Stytch's own prebuilt UI reads from the client's internals, read the same way (the symbol
 * `stytch__internal_b2c`): bootstrap data (watermark, email domains, password policy) and the `/events` logger. Both
 * degrade to defaults when absent (e.g. a test double), so the widget never depends on them to work.
 */
import type { Client } from './plugin';

/** Bootstrap fields the widget uses (camelCase, as the client maps them). */
export interface Bootstrap {
  projectName: string | null;
  displayWatermark: boolean;
  emailDomains: string[];
  passwordConfig: { ludsComplexity: number; ludsMinimumCount: number } | null;
  vertical: string | null;
  rbacPolicy: unknown;
}

interface Internals {
  bootstrap?: { getSync(): Partial<Bootstrap>; getAsync(): Promise<Partial<Bootstrap>> };
  networkClient?: { logEvent(e: { name: string; details?: Record<string, unknown> }): void };
  searchManager?: { searchUser(email: string): Promise<unknown> };
}

const SYM = Symbol.for('stytch__internal_b2c');

function internals(client: Client): Internals {
  return ((client as unknown as Record<symbol, Internals>)[SYM] ?? {}) as Internals;
}

const normalise = (b: Partial<Bootstrap> | undefined): Bootstrap => ({
  projectName: b?.projectName ?? null,
  displayWatermark: Boolean(b?.displayWatermark),
  emailDomains: Array.isArray(b?.emailDomains) ? b!.emailDomains : [],
  passwordConfig: b?.passwordConfig ?? null,
  vertical: b?.vertical ?? null,
  rbacPolicy: b?.rbacPolicy ?? null,
});

export function bootstrapSync(client: Client): Bootstrap {
  try {
    return normalise(internals(client).bootstrap?.getSync());
  } catch {
    return normalise(undefined);
  }
}

export async function bootstrapAsync(client: Client): Promise<Bootstrap> {
  try {
    const b = internals(client).bootstrap;
    return normalise(b ? await b.getAsync() : undefined);
  } catch {
    return normalise(undefined);
  }
}

/** What the user search (`POST /users/search`) says about an email. */
export type UserType = 'new' | 'password' | 'passwordless';

/** Thrown by {@link searchUser} when the client has no user search (a stub or a client other than 6.3.x). */
export class UserSearchUnavailableError extends Error {
  constructor() {
    super('Entryway: this Stytch client does not expose the user search.');
    this.name = 'UserSearchUnavailableError';
  }
}

/**
 * The user search the passwords UI needs. The 6.3.0 client has no public method for it; its own prebuilt UI calls
 * the internal `searchManager.searchUser(email)` (captcha/DFP handled there), so we do the same. Throws the client's
 * error, {@link UserSearchUnavailableError} without a search manager, and a `SyntaxError` (described as a malformed
 * response) when the answer has no known `userType`.
 */
export async function searchUser(client: Client, email: string): Promise<{ userType: UserType }> {
  const manager = internals(client).searchManager;
  if (!manager || typeof manager.searchUser !== 'function') throw new UserSearchUnavailableError();
  const res = (await manager.searchUser(email)) as { userType?: unknown } | null | undefined;
  const userType = res?.userType;
  if (userType !== 'new' && userType !== 'password' && userType !== 'passwordless')
    throw new SyntaxError('Unexpected user search response');
  return { userType };
}

export function logClientEvent(client: Client, name: string, details?: Record<string, unknown>): void {
  try {
    internals(client).networkClient?.logEvent({ name, details });
  } catch {
    // Telemetry must never break a login.
  }
}
