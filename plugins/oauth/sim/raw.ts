/**
 * Non-JSON answers for the simulator: the provider page, its stylesheet, the simulated Google Identity Services
 * script and the clientside-services frame. The engine wraps every route's result in JSON, so this module answers
 * its own GET paths under `/__sim/oauth/` before the engine does, by wrapping `sim.handle` (every adapter — msw, the
 * Node server, the Vite plugin — calls `sim.handle` per request). The same wrapper maps `/__sim/oauth/api/v1/…` to
 * `/v1/…`, so the Stytch paths the client navigates to (`/v1/public/oauth/…`, not served by adapters that only pass
 * `/sdk/v1/` and `/__sim` on) can be reached through a path they do pass.
 */
import { SimError, type Simulator } from '../../../sim/kit';
import { API_ALIAS, SIM_PREFIX } from './paths';

export { API_ALIAS, SIM_PREFIX };

export interface RawContext {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
}

export interface RawBody {
  contentType: string;
  body: string;
  status?: number;
}

export type RawRoutes = Record<string, (ctx: RawContext) => RawBody>;

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const src = pattern
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(seg.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${src}$`), names };
}

/** Serve `routes` (paths relative to {@link SIM_PREFIX}) as raw GET responses in front of the engine. */
export function serveRaw(sim: Simulator, routes: RawRoutes): void {
  const compiled = Object.entries(routes).map(([pattern, fn]) => ({ ...compile(`${SIM_PREFIX}${pattern}`), fn }));
  const inner = sim.handle;
  sim.handle = async (req) => {
    const url = new URL(req.url, 'http://sim.invalid');
    if (url.pathname.startsWith(`${API_ALIAS}/v1/`)) {
      url.pathname = url.pathname.slice(API_ALIAS.length);
      return inner({ ...req, url: url.toString() });
    }
    const method = req.method.toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return inner(req);
    for (const r of compiled) {
      const m = r.regex.exec(url.pathname);
      if (!m) continue;
      const params: Record<string, string> = {};
      r.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v;
      try {
        const out = r.fn({ params, query: url.searchParams, headers });
        return {
          status: out.status ?? 200,
          headers: {
            'content-type': out.contentType,
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
          body: method === 'HEAD' ? '' : out.body,
        };
      } catch (e) {
        const err =
          e instanceof SimError
            ? e
            : new SimError('internal_server_error', { details: { simulator_error: String(e) } });
        const info = sim.errorInfo(err.errorType);
        return {
          status: info?.status ?? err.status,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ error: info?.message ?? err.message, error_type: err.errorType }),
        };
      }
    }
    return inner(req);
  };
}
