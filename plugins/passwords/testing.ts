/**
 * Test harness for this plugin's Vitest suites: the simulator behind msw, a real `@stytch/vanilla-js` headless client
 * pointed at it, a log of every `/sdk/v1` request (with the page URL at the time), seeding helpers and clean-up
 * between tests. Not exported by the package.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createSimulator, simHandlers, type FaultInput, type ProjectConfigPatch } from 'entryway/sim';
import type { Client } from 'entryway';

export const sim = createSimulator();
export const server = setupServer(...simHandlers(sim));

export interface WireRequest {
  method: string;
  path: string;
  body: any;
  /** `window.location.href` when the request started. */
  pageUrl: string;
}

/** Every `/sdk/v1` request (except `/events`) since the last reset, in the order they started. */
export const wire: WireRequest[] = [];

export function installHarness(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/sdk/v1/') || url.pathname === '/sdk/v1/events') return;
      // Recorded synchronously (order and page URL matter); the body is filled in when read.
      const entry: WireRequest = { method: request.method, path: url.pathname, body: undefined, pageUrl: window.location.href };
      wire.push(entry);
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? JSON.parse(text) : undefined;
          } catch {
            entry.body = text;
          }
        });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    sim.reset({ config: true });
    wire.length = 0;
    localStorage.clear();
    for (const c of document.cookie.split(';')) {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    window.history.replaceState(null, '', '/');
  });
  afterAll(() => server.close());
}

let seq = 0;
/** A real headless client against the simulator; a fresh public token per client keeps tests apart. */
export function makeClient(): Client {
  const token = `public-token-test-pw-${Date.now().toString(36)}-${++seq}`;
  return createStytchHeadlessClient(token, { endpoints: { testAPIURL: 'http://localhost:3000' } } as never) as unknown as Client;
}

async function admin(method: string, path: string, body?: unknown) {
  const res = await sim.handle({
    method,
    url: `http://localhost:3000${path}`,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if ('networkError' in res || res.status >= 300) throw new Error(`${method} ${path} failed`);
  return JSON.parse(res.body);
}

/** Seed a user through the simulator's control API (`POST /__sim/users`). */
export const seedUser = (user: { email: string; password?: string; requires_reset?: boolean }) => admin('POST', '/__sim/users', user);
/** Project settings (`POST /__sim/config`). */
export const configure = (patch: ProjectConfigPatch) => admin('POST', '/__sim/config', patch);
/** A fault switch (`POST /__sim/faults`). */
export const fault = (f: FaultInput) => admin('POST', '/__sim/faults', f);
export const clearFaults = () => admin('DELETE', '/__sim/faults');

export const SEARCH = '/sdk/v1/users/search';
export const STRENGTH = '/sdk/v1/passwords/strength_check';
export const CREATE = '/sdk/v1/passwords';
export const AUTHENTICATE = '/sdk/v1/passwords/authenticate';
export const RESET_START = '/sdk/v1/passwords/email/reset/start';
export const RESET = '/sdk/v1/passwords/email/reset';
export const ML_AUTHENTICATE = '/sdk/v1/magic_links/authenticate';

/** Requests to one path. */
export const sent = (path: string) => wire.filter((r) => r.path === path);

/** The token of the newest reset email to `to` (`link`), or of its login link (`loginLink`). */
export function resetToken(to: string, which: 'link' | 'loginLink' = 'link'): string {
  const msg = sim.outbox.last({ to, kind: 'reset_password' });
  const link = msg?.[which];
  if (!link) throw new Error(`no reset email (${which}) to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom has no layout or colours; contrast is checked in the browser (e2e).
  rules: { 'color-contrast': { enabled: false } },
};

export async function expectNoAxeViolations(root: Element) {
  const results = await axe.run(root, axeOptions);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
