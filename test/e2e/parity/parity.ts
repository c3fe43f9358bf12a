/**
 * The parity harness: one flow, two UIs. Each flow opens the parity page (sandbox/parity.html) once with Stytch's own
 * prebuilt UI and once with Entryway's drop-in, both given the same Stytch `config` and driven through the same user
 * actions against a freshly reset simulator, and records what crosses the wire (every Stytch API call: method, path,
 * query and JSON body; navigations to the API host too) and what the callbacks receive. `expectParity` then compares
 * the two records after masking the values that differ on every run (ids, tokens, timestamps, PKCE material).
 *
 * A difference the product imposes on purpose (a field Entryway adds to a call, an event it adds) is declared where
 * the flow is, with its reason, and README.md lists them all; anything else that differs fails the test.
 *
 * Stytch's side only changes when its inputs do (Stytch's packages, the simulator, the page, the flow, the browser):
 * it is recorded per spec under a hash of those inputs (recording.ts) and run live only when the hash changed, while
 * Entryway's side runs every time. A recorded run is the masked record a live one would give, so the comparison
 * checks the same things; the pictures of Stytch's side (the passwords flows) come from live runs only.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { resetSim } from '../helpers';
import { record, recorded, recordingKey } from './recording';

export type UI = 'stytch' | 'entryway';

export interface WireCall {
  method: string;
  /** Path below `/sdk/v1` (API calls) or below the origin (navigations to the API host, e.g. OAuth starts). */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface CallbackRecord {
  kind: 'event' | 'error';
  type?: string;
  data?: unknown;
  message?: string;
}

export interface Run {
  wire: WireCall[];
  callbacks: CallbackRecord[];
  /** Calls the simulator has no route for (`METHOD path: its message`): each one fails the flow. */
  unknown: string[];
}

/** Paths that are not part of any flow: the client's start-up and its telemetry. */
const UNCOMPARED = [/^\/projects\/bootstrap\//, /^\/events$/];

/** Values that differ on every run: masked to their kind before comparing. */
const VOLATILE_KEYS =
  /(^|_)(id|ids|token|jwt|challenge|at|nonce|verifier|secret|signature)$|^request_id$|^state$|^code$/;

/**
 * A WebAuthn credential as the client sends it (a JSON text): its shape and the client data's type and origin are
 * compared, the key material (ids, attestation, signature, which the authenticator makes anew each run) is masked.
 * Chromium adds a random member to the client data now and then, so only those two fields are read from it.
 */
function maskCredential(text: string): unknown {
  const credential = JSON.parse(text) as { response?: Record<string, unknown> } & Record<string, unknown>;
  const response = Object.fromEntries(
    Object.entries(credential.response ?? {}).map(([k, v]) => {
      if (k !== 'clientDataJSON' || typeof v !== 'string') return [k, Array.isArray(v) ? v : `<${k}>`];
      const data = JSON.parse(Buffer.from(v, 'base64url').toString()) as Record<string, unknown>;
      return [k, { type: data.type, origin: data.origin, crossOrigin: data.crossOrigin }];
    }),
  );
  return mask({ ...credential, id: '<id>', rawId: '<rawId>', response });
}

function mask(value: unknown, key = ''): unknown {
  if (key === 'public_key_credential' && typeof value === 'string') return maskCredential(value);
  if (Array.isArray(value)) return value.map((v) => mask(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, mask(v, k)]),
    );
  if (VOLATILE_KEYS.test(key) && typeof value === 'string' && value) return `<${key}>`;
  // A session the test's own API requests start carries the harness's user agent, which names the environment
  // (Playwright adds `CI/1` under CI): not the client's doing, and a recording must hold on every machine.
  if (key === 'user_agent' && typeof value === 'string' && value.startsWith('Playwright/')) return '<harness>';
  // Stytch's error messages quote the request id.
  if (typeof value === 'string') return value.replace(/request-id-[\w-]+/g, '<request_id>');
  return value;
}

/** Which of Stytch's elements (and the matching mount function of Entryway's) the page renders. */
export type Kind = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';

/** What a flow's `seed` hands to the page: further render props and query parameters of the page's address. */
export interface PageSetup {
  props?: Record<string, unknown>;
  query?: Record<string, string>;
}

/**
 * Open the parity page with `ui` and `config` (Stytch's config; `{origin}` stands for the page's origin), rendering
 * `kind` with `setup`'s props.
 */
export async function openParity(
  page: Page,
  ui: UI,
  config: Record<string, unknown>,
  kind: Kind = 'login',
  setup: PageSetup = {},
): Promise<{ wire: WireCall[]; callbacks: CallbackRecord[]; unknown: () => Promise<string[]> }> {
  const wire: WireCall[] = [];
  // The page reports each callback as it happens, so a flow that leaves the page keeps its record.
  const callbacks: CallbackRecord[] = [];
  await page.exposeFunction('__parityRecord', (r: CallbackRecord) => void callbacks.push(r));
  page.on('request', (r) => {
    const url = new URL(r.url());
    let path: string | null = null;
    if (url.pathname.startsWith('/sdk/v1/')) path = url.pathname.slice('/sdk/v1'.length);
    else if (url.pathname.startsWith('/v1/public/')) path = url.pathname;
    if (path === null || UNCOMPARED.some((re) => re.test(path!))) return;
    let body: unknown = null;
    const text = r.postData();
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    wire.push({ method: r.method(), path, query: Object.fromEntries(url.searchParams), body });
  });
  // The simulator answers a path or method it has no route for with 404 `not_found` / 405 `method_not_allowed`: a
  // flow that meets one compares two UIs against an API that does not exist. (A 404 of a known route, e.g. an unknown
  // registration id, says so in its own words.)
  const answers: Promise<string | null>[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/sdk/v1/') || (r.status() !== 404 && r.status() !== 405)) return;
    answers.push(
      r.json().then(
        (b: { error_type?: string; error_message?: string }) =>
          b.error_type === 'method_not_allowed' ||
          (b.error_type === 'not_found' && /has no route/.test(String(b.error_message)))
            ? `${r.request().method()} ${url.pathname}: ${b.error_message}`
            : null,
        () => `${r.request().method()} ${url.pathname}: ${r.status()} without a JSON body`,
      ),
    );
  });
  const unknown = async () => (await Promise.all(answers)).filter((x): x is string => x !== null);
  // Stytch's CDN (js.stytch.com) serves the client's clientside-services frame: Stytch's phone field parses and
  // formats numbers through it. Offline, the simulator serves the same frame and its helpers under /__sim/oauth/.
  await page.route('https://js.stytch.com/**', async (route) => {
    const target = new URL(route.request().url());
    const response = await route.fetch({
      url: `${new URL(page.url()).origin}/__sim/oauth${target.pathname}${target.search}`,
    });
    await route.fulfill({ response });
  });
  const query = new URLSearchParams({
    ...setup.query,
    ui,
    config: JSON.stringify(config),
    kind,
    props: JSON.stringify(setup.props ?? {}),
  });
  await page.goto(`/parity?${query}`);
  // Both UIs load parts on first render (Stytch's phone library, Entryway's lazy screens): let them arrive, so the
  // user's actions meet the UI as a person would meet it.
  await page.waitForLoadState('networkidle');
  return { wire, callbacks, unknown };
}

/**
 * Type into a field and leave it, as a person does before pressing a button. Stytch's UI (Preact) reads some fields
 * on the native `change` event, which fires when the field loses focus; a person's click gives it a frame to apply
 * that before the button acts, a synthetic click does not, so the field is left first and one frame passes.
 */
export async function typeAndLeave(page: Page, field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.blur();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/**
 * Wait for the end of a login flow in the page's event log. Both UIs emit `AUTHENTICATE_FLOW_COMPLETE` once their
 * success screen is up, Stytch's a frame later: a flow that stopped at the success text had its records compared
 * before that event came whenever the machine was busy.
 */
export async function flowComplete(page: Page): Promise<void> {
  await expect(page.getByTestId('events').getByText('AUTHENTICATE_FLOW_COMPLETE')).toBeVisible();
}

/**
 * Do `action` and wait until the page has the answer to its call to `path` (below `/sdk/v1`): where the two UIs
 * word a state differently, the flow waits for what crossed the wire instead of a text.
 */
export async function untilAnswered(page: Page, path: string, action: () => Promise<unknown>): Promise<number> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/sdk/v1${path}`);
  await action();
  const response = await answered;
  await response.finished();
  return response.status();
}

export interface FlowOptions {
  config: Record<string, unknown>;
  /** Simulator settings for both runs (applied after the reset). */
  sim?: Record<string, unknown>;
  /** Which widget: Stytch's element of that kind beside Entryway's mount function. @default 'login' */
  kind?: Kind;
  /**
   * Set up the simulator after the reset (seed users, sign the browser in…); what it returns goes to the page (a reset
   * token as a render prop, an authorization request in the address).
   */
  seed?: (request: APIRequestContext, page: Page) => Promise<PageSetup | void>;
  /** The user's actions; `ui` tells which UI is on the page where their texts differ. */
  act: (page: Page, ui: UI, request: APIRequestContext) => Promise<void>;
}

/** Run the flow with one UI on a fresh page and simulator. */
export async function runFlow(page: Page, request: APIRequestContext, ui: UI, flow: FlowOptions): Promise<Run> {
  await resetSim(request, flow.sim);
  const setup = (await flow.seed?.(request, page)) ?? {};
  const { wire, callbacks, unknown } = await openParity(page, ui, flow.config, flow.kind, setup);
  await flow.act(page, ui, request);
  // The page reports callbacks through an exposed function, asynchronously: one round trip to the page lets every
  // report it has made arrive first.
  await page.evaluate(() => 0).catch(() => {});
  return { wire: [...wire], callbacks: [...callbacks], unknown: await unknown() };
}

/**
 * A difference the product makes on purpose: in calls to `path` (method and path, e.g. `POST
 * /magic_links/email/login_or_create`), Entryway sends `fields` with these values where Stytch's UI sends none.
 */
export interface Difference {
  call: string;
  entrywayAdds: Record<string, unknown>;
  reason: string;
}

/**
 * An event Entryway emits on purpose where Stytch's UI emits none, with the product rule that asks for it: Entryway
 * must emit it exactly once and Stytch's UI never, and the other callbacks are compared as usual.
 */
export interface ExtraEvent {
  type: string;
  reason: string;
}

const callName = (c: WireCall) => `${c.method} ${c.path}`;

/**
 * Stytch's UI passes whole API responses to `onEvent`, session token and JWT included; Entryway never hands tokens
 * to page code (they stay in the Stytch client's cookies and storage). The one difference in event data.
 */
const SECRET_FIELDS = ['session_token', 'session_jwt', 'intermediate_session_token'];
function withoutSecrets(records: CallbackRecord[]): CallbackRecord[] {
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .filter(([k]) => !SECRET_FIELDS.includes(k))
              .map(([k, x]) => [k, strip(x)]),
          )
        : v;
  return records.map((r) => ({ ...r, data: strip(r.data) }));
}

/**
 * A call that either UI may repeat at once with the same body, depending on its own timing (a challenge fetched again
 * while a screen settles): an identical call right after it counts once. Anything else repeated still fails.
 */
export interface Repeatable {
  call: string;
  reason: string;
  /** Errors Stytch's UI reports to `onError` when it did repeat the call (the first request's abort, say). */
  stytchErrorsWhenRepeated?: string[];
}

/** Compare the two runs: the same calls in the same order with the same (masked) fields, and the same callbacks. */
export function expectParity(
  stytch: Run,
  entryway: Run,
  differences: Difference[] = [],
  extraEvents: ExtraEvent[] = [],
  repeatable: Repeatable[] = [],
): void {
  const strip = (calls: WireCall[], ui: UI) =>
    calls
      .map((c) => {
        let body = c.body;
        if (ui === 'entryway' && body && typeof body === 'object')
          for (const d of differences.filter((x) => x.call === callName(c))) {
            const copy = { ...(body as Record<string, unknown>) };
            for (const [k, v] of Object.entries(d.entrywayAdds)) {
              expect(copy[k], `${d.call}: Entryway's ${k} (${d.reason})`).toEqual(v);
              delete copy[k];
            }
            body = copy;
          }
        return mask({ call: callName(c), query: c.query, body });
      })
      .filter(
        (c, i, all) =>
          !(
            i > 0 &&
            repeatable.some((r) => r.call === (c as { call: string }).call) &&
            JSON.stringify(c) === JSON.stringify(all[i - 1])
          ),
      );
  const s = strip(stytch.wire, 'stytch');
  const e = strip(entryway.wire, 'entryway');
  const repeatedByStytch = repeatable.filter(
    (r) =>
      stytch.wire.filter((c) => callName(c) === r.call).length >
      s.filter((c) => (c as { call: string }).call === r.call).length,
  );
  const stytchNoise = repeatedByStytch.flatMap((r) => r.stytchErrorsWhenRepeated ?? []);
  const stytchCallbacks = stytch.callbacks.filter(
    (c) => !(c.kind === 'error' && stytchNoise.includes(String((c as { message?: unknown }).message))),
  );
  expect(
    e.map((c) => (c as { call: string }).call),
    'the calls, in order',
  ).toEqual(s.map((c) => (c as { call: string }).call));
  expect(e, 'what crosses the wire').toEqual(s);
  let callbacks = entryway.callbacks;
  for (const x of extraEvents) {
    const isIt = (c: CallbackRecord) => c.kind === 'event' && c.type === x.type;
    expect(stytch.callbacks.filter(isIt), `Stytch's UI: no ${x.type}`).toHaveLength(0);
    expect(callbacks.filter(isIt), `Entryway's ${x.type} (${x.reason})`).toHaveLength(1);
    callbacks = callbacks.filter((c) => !isIt(c));
  }
  expect(mask(callbacks), 'what the callbacks receive').toEqual(mask(withoutSecrets(stytchCallbacks)));
}

/**
 * Stytch's side as the comparison reads it: query, body and callback data masked (see `mask`; masking again changes
 * nothing), so a recording holds no value that differs from one run to the next.
 */
function masked(run: Run): Run {
  return {
    wire: run.wire.map((c) => ({ ...c, query: mask(c.query) as Record<string, string>, body: mask(c.body) })),
    callbacks: mask(run.callbacks) as CallbackRecord[],
    unknown: run.unknown,
  };
}

/**
 * Declare a parity test: the flow runs with Stytch's UI, then with Entryway's, and the records must match.
 *
 * Stytch's side comes from the spec's recording (test/e2e/parity/recordings/, see recording.ts) when that was made
 * from the same inputs — the same Stytch packages, simulator, page, flow and browser, so the same run a live one
 * would make — and Entryway's side always runs live against it: the comparison is the full one. Otherwise (an input
 * changed, a new flow, or `E2E_PARITY_LIVE=1`) Stytch's side runs live as well and the recording is rewritten: commit
 * it with the change that made it. `check` receives Stytch's side masked.
 */
export function parity(
  title: string,
  flow: FlowOptions & {
    differences?: Difference[];
    extraEvents?: ExtraEvent[];
    repeatable?: Repeatable[];
    check?: (stytch: Run, entryway: Run) => void;
  },
): void {
  test(title, async ({ browser, request }) => {
    const info = test.info();
    // The spec that declared the flow (`info.file` is this file, where `test` is called), relative to the root.
    const spec = info.titlePath[0];
    const origin = String(info.project.use.baseURL);
    const key = recordingKey(spec, `${browser.browserType().name()} ${browser.version()}`);
    const replayed = process.env.E2E_PARITY_LIVE === '1' ? undefined : recorded<Run>(spec, key, title, origin);
    // Two complete flows, each on a fresh page with its own client start-up: twice a single flow's time.
    if (!replayed) test.slow();
    const runs = {} as Record<UI, Run>;
    if (replayed) runs.stytch = replayed;
    for (const ui of replayed ? (['entryway'] as const) : (['stytch', 'entryway'] as const)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        runs[ui] = await runFlow(page, request, ui, flow);
      } finally {
        await context.close();
      }
      if (ui === 'stytch') {
        runs.stytch = masked(runs.stytch);
        record(spec, key, title, origin, runs.stytch);
      }
    }
    info.annotations.push({ type: 'parity', description: replayed ? "Stytch's side recorded" : "Stytch's side live" });
    for (const ui of ['stytch', 'entryway'] as const)
      expect(runs[ui].unknown, `${ui}: calls the simulator does not know`).toEqual([]);
    flow.check?.(runs.stytch, runs.entryway);
    expect(runs.stytch.wire.length, 'the flow made API calls').toBeGreaterThan(0);
    info.annotations.push({
      type: 'parity',
      description: `${runs.stytch.wire.length} calls, ${runs.stytch.callbacks.length} callbacks compared`,
    });
    expectParity(runs.stytch, runs.entryway, flow.differences, flow.extraEvents, flow.repeatable);
  });
}
