/**
 * msw 2 handlers that route every path the Stytch client calls on its API host (`/sdk/v1/*`, `/v1/*`: the OAuth
 * start the browser is sent to, the frame's calls) and `/__sim/*` on any origin to a simulator. Host-agnostic on
 * purpose: the client's base URL depends on options. Only paths that START with those prefixes are taken, so an
 * app's own `/api/v1/…` requests fall through to its other handlers.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Simulator } from './engine';
import { SIM_PATH_PREFIXES } from './paths';

export function simHandlers(sim: Simulator): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (!(path === '/__sim' || SIM_PATH_PREFIXES.some((p) => path.startsWith(p)))) return undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await sim.handle({ method: request.method, url: request.url, headers, body });
    if ('networkError' in res) return HttpResponse.error();
    if (res.delayMs) await delay(res.delayMs);
    return new HttpResponse(res.body === '' ? null : res.body, { status: res.status, headers: res.headers });
  };
  return [http.all('*/v1/*', resolver), http.all('*/__sim/*', resolver), http.all('*/__sim', resolver)];
}
