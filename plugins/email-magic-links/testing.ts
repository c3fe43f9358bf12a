/**
 * Test harness for this plugin's Vitest suites: the simulator behind msw, a real `@stytch/vanilla-js` headless client
 * pointed at it, a wire log of every `/sdk/v1` request, and clean-up between tests. Not exported by the package.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createSimulator, simHandlers } from 'entryway/sim';
import type { Client } from 'entryway';

export const sim = createSimulator();
export const server = setupServer(...simHandlers(sim));

export interface WireRequest {
  method: string;
  path: string;
  body: unknown;
  /** `window.location.href` when the request started. */
  pageUrl: string;
}

/** Every `/sdk/v1` request (except `/events`) since the last reset, in the order they started. */
export const wire: WireRequest[] = [];
/** Every telemetry event name posted to `/sdk/v1/events`. */
export const telemetry: { event_name: string; details: unknown }[] = [];

const clients: Client[] = [];

export function installHarness(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/sdk/v1/')) return;
      const pageUrl = window.location.href;
      // Read a clone so the handler still gets the body.
      void request
        .clone()
        .text()
        .then((text) => {
          let body: unknown = undefined;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          if (url.pathname === '/sdk/v1/events') {
            for (const item of Array.isArray(body) ? body : []) {
              const ev = (item as { event?: { event_name?: string; details?: unknown } }).event;
              if (ev?.event_name) telemetry.push({ event_name: ev.event_name, details: ev.details });
            }
            return;
          }
          wire.push({ method: request.method, path: url.pathname, body, pageUrl });
        });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    sim.reset({ config: true });
    wire.length = 0;
    telemetry.length = 0;
    localStorage.clear();
    for (const c of document.cookie.split(';')) {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => {
    server.close();
  });
}

let seq = 0;
/**
 * A real headless client against the simulator. A fresh public token per client keeps the client's shared data
 * layer, PKCE verifiers and cookies of one test away from the next.
 */
export function makeClient(): Client {
  const token = `public-token-test-eml-${Date.now().toString(36)}-${++seq}`;
  const client = createStytchHeadlessClient(token, { endpoints: { testAPIURL: 'http://localhost:3000' } } as never) as unknown as Client;
  clients.push(client);
  return client;
}

/** Requests to one path. */
export const sent = (path: string) => wire.filter((r) => r.path === path);
export const LOGIN_OR_CREATE = '/sdk/v1/magic_links/email/login_or_create';
export const AUTHENTICATE = '/sdk/v1/magic_links/authenticate';
