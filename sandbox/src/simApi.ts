/** The simulator's control API (`/__sim/*`, same origin), as the sandbox panels use it. */
import type { Fault, FaultInput, FaultMode, OutboxMessage } from '../../sim/types';

export type { Fault, FaultInput, FaultMode, OutboxMessage };

/** Every fault mode, in the order the fault panel offers them. */
export const FAULT_MODES = ['slow', '429', '500', 'non-json', 'network', 'malformed'] as const satisfies readonly FaultMode[];

/** Endpoints offered in the fault panel (wire contract §3). `*` matches every `/sdk/v1` call but `/events`. */
export const FAULT_PATHS = [
  '*',
  '/sdk/v1/magic_links/email/login_or_create',
  '/sdk/v1/magic_links/authenticate',
  '/sdk/v1/otps/sms/login_or_create',
  '/sdk/v1/otps/whatsapp/login_or_create',
  '/sdk/v1/otps/email/login_or_create',
  '/sdk/v1/otps/authenticate',
  '/sdk/v1/users/search',
  '/sdk/v1/passwords',
  '/sdk/v1/passwords/authenticate',
  '/sdk/v1/passwords/strength_check',
  '/sdk/v1/passwords/email/reset/start',
  '/sdk/v1/passwords/email/reset',
  '/sdk/v1/sessions/authenticate',
  '/sdk/v1/sessions/revoke',
  '/sdk/v1/users/me',
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
  addFault: (fault: FaultInput) => call<Fault>('POST', '/__sim/faults', fault),
  clearFaults: () => call('DELETE', '/__sim/faults'),
  configure: (patch: Record<string, unknown>) => call<Record<string, unknown>>('POST', '/__sim/config', patch),
  reset: () => call('POST', '/__sim/reset', { config: false }),
};
