/**
 * The Vitest harness every plugin's suites share (test-only, never shipped): the simulator behind msw, a real
 * `@stytch/vanilla-js` headless client pointed at it, a wire log of every `/sdk/v1` request (with the page URL at the
 * time), the telemetry posted to `/sdk/v1/events`, clean-up between tests and axe. Each plugin's `testing.ts` creates
 * one with `createPluginHarness` and adds its own paths and helpers; plugins never import each other's.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { createSimulator, simHandlers } from 'entryway/sim';
import type { Client } from 'entryway';

export interface WireRequest {
  method: string;
  path: string;
  body: any;
  /** `window.location.href` when the request started. */
  pageUrl: string;
}

export interface TelemetryEvent {
  event_name: string;
  details: unknown;
}

export interface PluginHarnessOptions {
  /** Public tokens of `makeClient()` read `public-token-test-<tokenPrefix>-…`. */
  tokenPrefix: string;
  /**
   * When a request joins `wire`: `'start'` (default) as it starts, so `wire` is in start order and an entry's `body`
   * is filled in once read; `'body'` only once its body has been read, so every entry in `wire` has its body.
   */
  recordWire?: 'start' | 'body';
}

export function createPluginHarness({ tokenPrefix, recordWire = 'start' }: PluginHarnessOptions) {
  const sim = createSimulator();
  const server = setupServer(...simHandlers(sim));
  /** Every `/sdk/v1` request (except `/events`) since the last reset. */
  const wire: WireRequest[] = [];
  /** Every telemetry event posted to `/sdk/v1/events` since the last reset. */
  const telemetry: TelemetryEvent[] = [];

  function installHarness(): void {
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/sdk/v1/')) return;
      const events = url.pathname === '/sdk/v1/events';
      const entry: WireRequest = {
        method: request.method,
        path: url.pathname,
        body: undefined,
        pageUrl: window.location.href,
      };
      if (!events && recordWire === 'start') wire.push(entry);
      // Read a clone so the handler still gets the body.
      void request
        .clone()
        .text()
        .then((text) => {
          try {
            entry.body = text ? JSON.parse(text) : undefined;
          } catch {
            entry.body = text;
          }
          if (events) {
            for (const item of Array.isArray(entry.body) ? entry.body : []) {
              const ev = (item as { event?: { event_name?: string; details?: unknown } }).event;
              if (ev?.event_name) telemetry.push({ event_name: ev.event_name, details: ev.details });
            }
          } else if (recordWire === 'body') wire.push(entry);
        });
    };
    beforeAll(() => {
      server.listen({ onUnhandledRequest: 'error' });
      server.events.on('request:start', onRequest);
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
    // Test files share modules (Vitest runs without isolation), so the next file of this plugin gets this same
    // server: it must not inherit this file's listener (every request would be logged twice).
    afterAll(() => {
      server.events.removeListener('request:start', onRequest);
      server.close();
    });
  }

  let seq = 0;
  /**
   * A real headless client against the simulator. A fresh public token per client keeps the client's shared data
   * layer, PKCE verifiers and cookies of one test away from the next.
   */
  function makeClient(): Client {
    const token = `public-token-test-${tokenPrefix}-${Date.now().toString(36)}-${++seq}`;
    return createStytchHeadlessClient(token, {
      endpoints: { testAPIURL: 'http://localhost:3000' },
    } as never) as unknown as Client;
  }

  /** Requests to one path. */
  const sent = (path: string) => wire.filter((r) => r.path === path);

  return { sim, server, wire, telemetry, installHarness, makeClient, sent };
}

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // jsdom has no layout or colours; contrast is checked in the browser (e2e).
  rules: { 'color-contrast': { enabled: false } },
};

/** Run axe (WCAG 2.x A/AA, no contrast) inside `root` and fail with the violations. */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, axeOptions);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
