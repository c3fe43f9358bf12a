/**
 * Shared Playwright helpers for the core's and every plugin's browser tests. The simulator lives on the sandbox's
 * origin (`/__sim/*` control API, `/sdk/v1/*` Stytch API), so `request` (with the config's baseURL) drives it.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { FaultInput, OutboxMessage } from '../../sim/types';

export type { FaultInput, OutboxMessage };

async function ok(res: { ok(): boolean; status(): number; text(): Promise<string> }, what: string): Promise<void> {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

/**
 * Clear the simulator (users, sessions, tokens, outbox, faults, events, clock) and restore the default project
 * settings; then apply `config` (a project settings patch such as `{ strengthPolicy: 'luds' }`) when given.
 */
export async function resetSim(request: APIRequestContext, config?: Record<string, unknown>): Promise<void> {
  await ok(await request.post('/__sim/reset', { data: { config: true } }), 'POST /__sim/reset');
  if (config) await ok(await request.post('/__sim/config', { data: config }), 'POST /__sim/config');
}

/** Patch the simulated project's settings. */
export async function configureSim(request: APIRequestContext, config: Record<string, unknown>): Promise<void> {
  await ok(await request.post('/__sim/config', { data: config }), 'POST /__sim/config');
}

/** Make matching `/sdk/v1` requests fail (`mode`) until cleared or `times` is used up. */
export async function setFault(request: APIRequestContext, fault: FaultInput): Promise<void> {
  await ok(await request.post('/__sim/faults', { data: fault }), 'POST /__sim/faults');
}

/** Remove every fault. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  await ok(await request.delete('/__sim/faults'), 'DELETE /__sim/faults');
}

/** Seed a user directly (no strength policy applies): `{ email, password?, phone_number?, requires_reset? }`. */
export async function seedUser(
  request: APIRequestContext,
  user: Record<string, unknown>,
): Promise<{ user_id: string }> {
  const res = await request.post('/__sim/users', { data: user });
  await ok(res, 'POST /__sim/users');
  return (await res.json()) as { user_id: string };
}

/** Everything in the outbox, optionally filtered by recipient, channel or kind. */
export async function outbox(
  request: APIRequestContext,
  filter: { to?: string; channel?: string; kind?: string } = {},
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
  const res = await request.get(`/__sim/outbox${query.size ? `?${query}` : ''}`);
  await ok(res, 'GET /__sim/outbox');
  return (await res.json()) as OutboxMessage[];
}

/**
 * The newest message sent to `to` (an email address or E.164 number), waiting up to `timeout` ms for one to
 * arrive. Pass `after` (a message id) to wait for a message newer than one you already saw (resends).
 */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  { channel, kind, after, timeout = 5_000 }: { channel?: string; kind?: string; after?: string; timeout?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const list = await outbox(request, { to, channel, kind });
    const last = list[list.length - 1];
    if (last && last.id !== after) return last;
    if (Date.now() > deadline) throw new Error(`No message to ${to} within ${timeout} ms (outbox has ${list.length}).`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Whether this is the StrictMode project's second run of a flow (playwright.config.ts): there the subject is
 * React's doubled effects in a development build, which render the same DOM as the production build the first run
 * checked, so axe and the screenshots (same names, same pixels) are not repeated.
 */
const rerunInStrictMode = () => test.info().project.name === 'react-strict-dev';

/** The WCAG 2.x A/AA rule tags every screen must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A violation as the report prints it. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's source, evaluated in a page once per document. `@axe-core/playwright` parses its half a megabyte again
 * for every check and makes several round trips per check (inject, configure, run, collect): seconds on a busy
 * 2-core machine, in the most common step of these specs.
 */
const injectAxe = `if (!window.axe) {\n${axeCore.source}\n}`;

/**
 * Run axe in the page's main document, only inside `context` (a CSS selector, e.g. the widget host, whose shadow
 * tree axe follows), with the page's endless animations (the spinner) paused meanwhile: axe reads the computed style
 * of every node, and while an animation runs each read waits for a fresh style (measured on the wallet's
 * "Connecting" screen on a busy machine: 29 s with the spinner turning, 8 s paused). Finite animations end by
 * themselves and may have listeners waiting for their end, so they are left alone. Only violations are collected.
 */
async function axeViolations(page: Page, context: string): Promise<AxeViolation[]> {
  // Sending the source costs as much as running axe; a document that has it already (an earlier check) is asked first.
  const run = () =>
    page.evaluate(
      async ({ context, tags }) => {
        if (!(window as unknown as { axe?: unknown }).axe) return undefined;
        const paused: Animation[] = [];
        for (const a of document.getAnimations()) {
          if (a.playState !== 'running' || a.effect?.getComputedTiming().endTime !== Infinity) continue;
          a.pause();
          paused.push(a);
        }
        try {
          const { axe } = window as unknown as { axe: typeof axeCore };
          const { violations } = await axe.run({ include: [[context]] } as never, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
            // The widget holds no frames; a frame elsewhere on the page (the Stytch client's) is not checked here.
            iframes: false,
          });
          return violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.map((n) => ({ target: n.target as unknown[], failureSummary: n.failureSummary })),
          }));
        } finally {
          for (const a of paused) a.play();
        }
      },
      { context, tags: AXE_TAGS },
    );
  const found = await run();
  if (found) return found;
  await page.evaluate(injectAxe);
  const after = await run();
  if (!after) throw new Error('axe-core could not be loaded into the page');
  return after;
}

/**
 * Run axe (WCAG 2.2 AA tags) inside `context` (a CSS selector, e.g. the widget host), or on the whole page and its
 * frames, and fail with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  if (rerunInStrictMode()) return;
  // The whole page, frames included: `@axe-core/playwright` in legacy mode (axe in each same-origin frame).
  const violations: AxeViolation[] = context
    ? await axeViolations(page, context)
    : (
        await new AxeBuilder({ page })
          .withTags(AXE_TAGS)
          .setLegacyMode()
          .options({ resultTypes: ['violations'] })
          .analyze()
      ).violations;
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
  expect(report, `axe violations:\n${report.join('\n')}`).toEqual([]);
}

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  line: number;
}

export interface CspWatch {
  /** `securitypolicyviolation` events seen on every document the page loaded. */
  violations: CspViolation[];
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Fail if anything was recorded. */
  expectClean(): void;
}

/**
 * Record CSP violations (from every document the page loads, via an init script) and console errors / uncaught
 * exceptions. Call before the first `goto`.
 */
export async function collectCspViolations(page: Page): Promise<CspWatch> {
  const watch: CspWatch = {
    violations: [],
    errors: [],
    expectClean() {
      expect(watch.violations, 'CSP violations').toEqual([]);
      expect(watch.errors, 'console errors').toEqual([]);
    },
  };
  await page.exposeFunction('__ewReportCsp', (v: CspViolation) => void watch.violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __ewReportCsp(v: unknown): void }).__ewReportCsp({
        directive: e.effectiveDirective,
        blockedURI: e.blockedURI,
        sample: e.sample,
        sourceFile: e.sourceFile,
        line: e.lineNumber,
      });
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') watch.errors.push(m.text());
  });
  page.on('pageerror', (e) => watch.errors.push(`pageerror: ${e.message}`));
  return watch;
}

/**
 * Whether tests save pictures of what they show (test-results/screens) for people to look at. `npm test` sets
 * `E2E_PICTURES=0`: the pictures assert nothing, and some 450 of them cost about half a minute of a 2-core machine.
 * A test's failure screenshot is taken either way.
 */
export function picturesWanted(): boolean {
  return process.env.E2E_PICTURES !== '0';
}

/**
 * Save a full-page screenshot as test-results/screens/<name>.png (for people to look at). Animations are stopped
 * first (finite ones jump to their end, infinite ones such as the spinner are cancelled): a page that keeps
 * animating keeps the renderer producing frames, and on a busy machine the capture then waits behind them.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `test-results/screens/${name.replace(/[^\w.-]+/g, '-')}.png`;
  if (rerunInStrictMode() || !picturesWanted()) return path;
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}

/** Options of the sandbox page, mirrored in its query string (see sandbox/README.md). */
export interface SandboxParams {
  widget?: 'login';
  /** Spec product names: emailMagicLinks, otp, passwords, oauth, passkeys, crypto. */
  products?: string[];
  /** OTP methods: sms, whatsapp, email. */
  otpMethods?: string[];
  /** Render the widget in a shadow root. */
  shadow?: boolean;
  /** Strength policy the sandbox sets through /__sim/config before mounting. */
  policy?: 'zxcvbn' | 'luds';
  /** Any further query parameters. */
  [key: string]: unknown;
}

/** The sandbox URL for a widget configuration, e.g. `sandboxUrl({ products: ['otp'], otpMethods: ['sms'] })`. */
export function sandboxUrl(params: SandboxParams = {}): string {
  const q = new URLSearchParams();
  q.set('widget', params.widget ?? 'login');
  for (const [k, v] of Object.entries(params)) {
    if (k === 'widget' || v === undefined) continue;
    if (Array.isArray(v)) q.set(k, v.join(','));
    else if (typeof v === 'boolean') q.set(k, v ? '1' : '0');
    else q.set(k, String(v));
  }
  return `/?${q.toString().replace(/%2C/g, ',')}`;
}

/** The sandbox's mount point; Playwright's CSS locators pierce its (open) shadow root when there is one. */
export const WIDGET = '[data-testid=widget-host]';

/**
 * The widget, to scope queries to: the sandbox's panels have labelled controls of their own (fault switches, and
 * the configuration form when opened), so `widget(page).getByLabel('Email')` is safer than `page.getByLabel(…)`.
 */
export const widget = (page: Page) => page.locator(WIDGET);

/** Whether a role query matches the accessible name exactly (Playwright's `exact`); a substring match otherwise. */
export interface NameMatch {
  exact?: boolean;
}

/** A heading in the widget. */
export const heading = (page: Page, name: string | RegExp, match: NameMatch = {}) =>
  widget(page).getByRole('heading', { name, ...match });

/** A button in the widget. */
export const button = (page: Page, name: string | RegExp, match: NameMatch = {}) =>
  widget(page).getByRole('button', { name, ...match });

/** The widget's email field. */
export const emailField = (page: Page) => widget(page).getByRole('textbox', { name: 'Email' });

/** Open the sandbox with `params` and wait for the widget's Main screen ("Sign up or log in"). */
export async function openSandboxMain(page: Page, params: SandboxParams, match: NameMatch = {}): Promise<void> {
  await page.goto(sandboxUrl(params));
  await expect(heading(page, 'Sign up or log in', match)).toBeVisible();
}

/** Requests the page made to a path, counted as they start. */
export function countRequests(page: Page, path: string): { count: () => number; list: Request[] } {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) list.push(r);
  });
  return { count: () => list.length, list };
}

/** A layout shift the page recorded (`recordLayoutShifts`): when, its score, and what moved. */
export interface LayoutShift {
  at: number;
  value: number;
  moved: string[];
}

/**
 * Record the layout shifts of the page's next loads that input did not cause (those CLS counts), each with the
 * elements that moved (`tag#id.class`); read them with `layoutShiftsSince`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const shifts: LayoutShift[] = ((globalThis as unknown as { __ewShifts: LayoutShift[] }).__ewShifts = []);
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[])
        if (!e.hadRecentInput)
          shifts.push({ at: e.startTime, value: e.value, moved: (e.sources ?? []).map((s) => name(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `recordLayoutShifts` saw after `since` (the page's `performance.now()`). */
export async function layoutShiftsSince(page: Page, since: number): Promise<LayoutShift[]> {
  return page.evaluate(
    (t) => (globalThis as unknown as { __ewShifts: LayoutShift[] }).__ewShifts.filter((s) => s.at > t),
    since,
  );
}

/** Every element matching `selector` (at least one) is `px` tall, rounded (the spec's sizes: buttons 45, inputs 47). */
export async function expectHeight(page: Page, selector: string, px: number, what: string): Promise<void> {
  const heights = await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(heights.length, `${what}: no element matches ${selector}`).toBeGreaterThan(0);
  for (const h of heights) expect(Math.round(h), what).toBe(px);
}

/** Standalone pages (sandbox/standalone/page.js): the `type` of every `entryway-event` the page listed, in order. */
export const standaloneEvents = (page: Page) => page.getByTestId('events').locator('li').allTextContents();

/** Standalone pages: the status line page.js writes from the elements' `entryway-session` events. */
export const standaloneSessionLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Session:' });

/** Standalone pages: signed in as `who` (page.js prints the user's email or phone) with Stytch's session cookie set. */
export async function expectStandaloneSignedIn(page: Page, who: string): Promise<void> {
  await expect(standaloneSessionLine(page)).toHaveText(`Session: active (${who})`);
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('stytch_session');
}

/** A user {@link signedInUser} created: who, and the session the browser now holds. */
export interface SignedInUser {
  email: string;
  user_id: string;
  session_token: string;
}

/**
 * A signed-up, signed-in user without the sign-up screens, for flows whose subject comes after sign-up (passkey
 * registration, account pages, layout and locale screenshots of signed-in screens). It signs up over the
 * simulator's Stytch API as the widget would (email passcode: `otps/email/login_or_create`, the code from the
 * outbox, `otps/authenticate`) and puts Stytch's session cookies (`stytch_session`, `stytch_session_jwt`) into the
 * page's browser context: the next page the test opens starts signed in. Call after `resetSim`, before `goto`.
 * The sign-up screens themselves are covered by each method's own flows.
 */
export async function signedInUser(
  page: Page,
  request: APIRequestContext,
  { email = 'ada@example.com', sessionMinutes = 60 }: { email?: string; sessionMinutes?: number } = {},
): Promise<SignedInUser> {
  const token = 'public-token-test-e2e-signed-in-user';
  const headers = { authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` };
  const sent = await request.post('/sdk/v1/otps/email/login_or_create', {
    headers,
    data: { email, expiration_minutes: 5 },
  });
  await ok(sent, 'POST /sdk/v1/otps/email/login_or_create');
  const { method_id } = ((await sent.json()) as { data: { method_id: string } }).data;
  const { code } = await latestMessage(request, email, { channel: 'email' });
  const auth = await request.post('/sdk/v1/otps/authenticate', {
    headers,
    data: { token: code, method_id, session_duration_minutes: sessionMinutes },
  });
  await ok(auth, 'POST /sdk/v1/otps/authenticate');
  const { user_id, session_token, session_jwt } = (
    (await auth.json()) as { data: { user_id: string; session_token: string; session_jwt: string } }
  ).data;
  const url = new URL(page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? '')).origin;
  await page.context().addCookies([
    { name: 'stytch_session', value: session_token, url },
    { name: 'stytch_session_jwt', value: session_jwt, url },
  ]);
  return { email, user_id, session_token };
}
