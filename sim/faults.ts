/**
 * Fault injection: what a request matching a fault (`sim.faults`, `POST /__sim/faults`) answers instead of its route.
 * Each mode mimics a failure the client must survive; see sim/README.md, "Faults".
 */
import { errorBody, simError } from './errors';
import type { Fault, SimResponse } from './types';
import { json, JSON_HEADERS } from './http';

/** Only the Stytch API is faulted: never the control API (`/__sim`) nor the client's telemetry (`/sdk/v1/events`). */
export const faultable = (path: string): boolean => path.startsWith('/sdk/v1/') && path !== '/sdk/v1/events';

/** The answer a fault puts in place of the route's, or undefined for `slow` (the route answers, late). */
export function faultResponse(fault: Fault, requestId: string): SimResponse | undefined {
  switch (fault.mode) {
    case 'network':
      return { networkError: true };
    case '429': {
      const secs = fault.retryAfterSeconds ?? 30;
      const err = simError('too_many_requests', { details: { retry_after_seconds: secs } });
      return json(429, errorBody(err, requestId), { 'retry-after': String(secs) });
    }
    case '500':
      return json(500, errorBody(simError('internal_server_error'), requestId));
    case 'non-json':
      return {
        status: 502,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
      };
    case 'malformed':
      return { status: 200, headers: { ...JSON_HEADERS }, body: '{"data": {"request_' };
    case 'slow':
      return undefined;
  }
}

/** How long a `slow` fault holds the answer back. @default 3000 */
export const slowDelayMs = (fault: Fault): number => fault.delayMs ?? 3000;
