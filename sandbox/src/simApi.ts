/** The simulator's control API (`/__sim/*`, same origin), as the sandbox panels use it. */
import type { Fault, FaultInput, FaultMode, OutboxMessage, SimModuleInfo } from '../../sim/kit';

export type { Fault, FaultInput, FaultMode, OutboxMessage, SimModuleInfo };

/** Every fault mode, in the order the fault panel offers them. */
export const FAULT_MODES = [
  'slow',
  '429',
  '500',
  'non-json',
  'network',
  'malformed',
] as const satisfies readonly FaultMode[];

/** The fault panel's first choice: every `/sdk/v1` call but `/events`. */
export const ALL_PATHS = '*';

/** Endpoints offered in the fault panel: `*`, then every installed module's fault paths (core and plugins). */
export const faultPaths = (modules: readonly SimModuleInfo[]): string[] => [
  ALL_PATHS,
  ...new Set(modules.flatMap((m) => m.faultPaths)),
];

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) {
    const message = (data as { error?: string } | undefined)?.error ?? `${res.status} ${res.statusText}`;
    throw new Error(`${method} ${path}: ${message}`);
  }
  return data as T;
}

export const simApi = {
  outbox: () => call<OutboxMessage[]>('GET', '/__sim/outbox'),
  clearOutbox: () => call('DELETE', '/__sim/outbox'),
  faults: () => call<Fault[]>('GET', '/__sim/faults'),
  modules: () => call<SimModuleInfo[]>('GET', '/__sim/modules'),
  addFault: (fault: FaultInput) => call<Fault>('POST', '/__sim/faults', fault),
  clearFaults: () => call('DELETE', '/__sim/faults'),
  configure: (patch: Record<string, unknown>) => call<Record<string, unknown>>('POST', '/__sim/config', patch),
  reset: () => call('POST', '/__sim/reset', { config: false }),
  /** Seed a user (`{ email, password }`…); fails with 409 when the address is taken. */
  seedUser: (user: Record<string, unknown>) => call<{ user_id: string }>('POST', '/__sim/users', user),
};
