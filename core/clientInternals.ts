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

export function logClientEvent(client: Client, name: string, details?: Record<string, unknown>): void {
  try {
    internals(client).networkClient?.logEvent({ name, details });
  } catch {
    // Telemetry must never break a login.
  }
}
