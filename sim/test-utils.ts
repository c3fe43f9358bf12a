/** Helpers for the simulator's own tests: call the engine directly, the way the client would on the wire. */
import type { Simulator } from './engine';

export const PUBLIC_TOKEN = 'public-token-test-0d6a6c1e-5b6f-4b0c-9d38-000000000001';

export interface CallOptions {
  /** Session token for the Basic password; omitted → logged out (password = public token). */
  session?: string;
  publicToken?: string;
  /** Send no Authorization header at all. */
  noAuth?: boolean;
  headers?: Record<string, string>;
}

export async function call(sim: Simulator, method: string, path: string, body?: unknown, opts: CallOptions = {}) {
  const pub = opts.publicToken ?? PUBLIC_TOKEN;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (!opts.noAuth) headers.authorization = `Basic ${btoa(`${pub}:${opts.session ?? pub}`)}`;
  const res = await sim.handle({
    method,
    url: `http://localhost:3000${path}`,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if ('networkError' in res)
    return {
      networkError: true as const,
      status: 0,
      headers: {} as Record<string, string>,
      json: undefined as any,
      text: '',
    };
  let json: any;
  try {
    json = JSON.parse(res.body);
  } catch {
    json = undefined;
  }
  return {
    networkError: false as const,
    status: res.status,
    headers: res.headers,
    json,
    text: res.body,
    delayMs: res.delayMs,
  };
}

/** Success `data` or a thrown assertion with the error body. */
export async function data(sim: Simulator, method: string, path: string, body?: unknown, opts?: CallOptions) {
  const r = await call(sim, method, path, body, opts);
  if (r.status !== 200) throw new Error(`${method} ${path} → ${r.status} ${r.text}`);
  return r.json.data;
}
