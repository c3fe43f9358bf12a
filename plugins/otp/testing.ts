/**
 * Test harness for this plugin's Vitest suites: the simulator behind msw, a real `@stytch/vanilla-js` headless client
 * pointed at it, a log of every `/sdk/v1` request, and clean-up between tests. Not exported by the package.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createSimulator, simHandlers } from 'entryway/sim';
import type { Client } from 'entryway';

export const sim = createSimulator();
export const server = setupServer(...simHandlers(sim));

export interface WireRequest {
  method: string;
  path: string;
  body: any;
}

/** Every `/sdk/v1` request (except `/events`) since the last reset, in the order they started. */
export const wire: WireRequest[] = [];

export function installHarness(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/sdk/v1/') || url.pathname === '/sdk/v1/events') return;
      // Recorded synchronously (order matters for the race tests); the body is filled in when read.
      const entry: WireRequest = { method: request.method, path: url.pathname, body: undefined };
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
  });
  afterAll(() => server.close());
}

let seq = 0;
/** A real headless client against the simulator; a fresh public token per client keeps tests apart. */
export function makeClient(): Client {
  const token = `public-token-test-otp-${Date.now().toString(36)}-${++seq}`;
  return createStytchHeadlessClient(token, { endpoints: { testAPIURL: 'http://localhost:3000' } } as never) as unknown as Client;
}

export const SMS = '/sdk/v1/otps/sms/login_or_create';
export const WHATSAPP = '/sdk/v1/otps/whatsapp/login_or_create';
export const EMAIL = '/sdk/v1/otps/email/login_or_create';
export const AUTHENTICATE = '/sdk/v1/otps/authenticate';

/** Requests to one path. */
export const sent = (path: string) => wire.filter((r) => r.path === path);

/** The newest passcode the simulator sent to `to`. */
export function codeFor(to: string): string {
  const code = sim.outbox.last({ to })?.code;
  if (!code) throw new Error(`no passcode sent to ${to}`);
  return code;
}

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom has no layout or colours; contrast is checked in the browser (e2e).
  rules: { 'color-contrast': { enabled: false } },
};

export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, axeOptions);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
