/**
 * msw 2 handlers that route `…/sdk/v1/*` and `…/__sim/*` on any origin to a simulator. Host-agnostic on purpose:
 * the client's base URL depends on options (contract 4.1).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Simulator } from './engine';

export function simHandlers(sim: Simulator): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => (headers[key.toLowerCase()] = value));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await sim.handle({ method: request.method, url: request.url, headers, body });
    if ('networkError' in res) return HttpResponse.error();
    if (res.delayMs) await delay(res.delayMs);
    return new HttpResponse(res.body === '' ? null : res.body, { status: res.status, headers: res.headers });
  };
  return [http.all('*/sdk/v1/*', resolver), http.all('*/__sim/*', resolver), http.all('*/__sim', resolver)];
}
