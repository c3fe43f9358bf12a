/**
 * OAuth against the command-line simulator (`npx entryway-sim`, here its `runCli`), from an app on another origin
 * (a loopback port of its own, as a dev server's), with an unmodified Stytch client: nothing on the page rewrites the client's
 * navigation. Two pages: Stytch's own prebuilt UI (`StytchUI` from @stytch/vanilla-js 6.3, rendered with
 * `el.render({ client, config })`) and Entryway's `<entryway-login>` (the script-tag build). Each completes a Google
 * round trip through the simulated provider, and the app's callback page authenticates the returned token with the
 * client's public `authenticateByUrl`, as Stytch documents for a redirect URL page.
 * Screenshot: test-results/screens/oauth-cli-stytch-ui.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runCli } from '../../../sim/cli';
import type { SimServer } from '../../../sim/server';
import { screenshot } from '../../../test/e2e/helpers';
import { entrywayEsbuildPlugin } from '../../../scripts/aliases.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// A page of an app sends no header of the test harness (the config names each worker's sandbox simulator).
test.use({ extraHTTPHeaders: {} });
// Each test bundles its page first (esbuild, Stytch's UI included): on a loaded machine that alone takes seconds.
test.describe.configure({ timeout: 90_000 });

let server: SimServer;
/** The app: a server of its own on another loopback port (as a dev server is), answering its page for every path. */
let app: Server;
let APP = '';
let CALLBACK = '';
let appScript = '';
test.beforeAll(async () => {
  const out = await runCli(['--port', '0'], { log: () => {}, error: () => {} });
  if (!out.server) throw new Error('entryway-sim did not start');
  server = out.server;
  app = createServer((req, res) => {
    if (req.url === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(appScript);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  APP = `http://localhost:${(app.address() as AddressInfo).port}`;
  CALLBACK = `${APP}/authenticate`;
});
test.afterAll(async () => {
  app?.closeAllConnections();
  app?.close();
  await server?.close();
});

/** Bundles a page script (esbuild, as an app's bundler would) with the simulator's URL filled in. */
async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts', sourcefile: 'page.ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [entrywayEsbuildPlugin(root)],
    jsx: 'automatic',
    define: {
      SIM_URL: JSON.stringify(server.url),
      CALLBACK: JSON.stringify(CALLBACK),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return result.outputFiles[0].text;
}

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title>
<script type="module" src="/app.js"></script></head><body><main><p id="status"></p><div id="host"></div></main></body></html>`;

/** The callback page of both apps: the client's own `authenticateByUrl`, then who is signed in. */
const CALLBACK_SCRIPT = `
  declare const SIM_URL: string;
  if (location.pathname === '/authenticate') {
    const status = document.getElementById('status')!;
    client.authenticateByUrl({ session_duration_minutes: 60 }).then(
      (result) => (status.textContent = result?.handled ? 'Signed in as ' + (result.data as { user: { emails: { email: string }[] } }).user.emails[0].email : 'No token'),
      (e: Error) => (status.textContent = 'Error: ' + e.message),
    );
  }
`;

/** The app serves `script` (bundled) and its page for every path. */
async function serveApp(script: string) {
  appScript = await bundle(script);
}

async function googleRoundTrip(page: Page, startButton: () => Promise<void>) {
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/public/oauth/')) starts.push(r.url());
  });
  await startButton();
  // The client's own start URL on the simulator's origin, unchanged: nothing rewrote it on the way.
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  expect(starts).toHaveLength(1);
  expect(new URL(starts[0]).origin).toBe(server.url);
  expect(new URL(starts[0]).pathname).toBe('/v1/public/oauth/google/start');
  await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
  await page.waitForURL((url) => url.href.startsWith(`${CALLBACK}?`), { waitUntil: 'commit' });
  // The callback page bundles, boots the client and authenticates: slow on a loaded machine.
  await expect(page.locator('#status')).toHaveText('Signed in as ada@example.com', { timeout: 30_000 });
  const sessions = (await (await fetch(`${server.url}/__sim/sessions`)).json()) as Array<{
    user: { emails: string[] };
  }>;
  expect(sessions.map((s) => s.user.emails)).toContainEqual(['ada@example.com']);
}

test.beforeEach(async () => {
  await fetch(`${server.url}/__sim/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
});

test("Stytch's prebuilt UI (StytchUI) completes a Google round trip against entryway-sim with nothing added to the page", async ({
  page,
}) => {
  await serveApp(
    `
    import { Products, StytchUI, createStytchClient } from '@stytch/vanilla-js';
    declare const SIM_URL: string, CALLBACK: string;
    const client = createStytchClient('public-token-test-stytch-ui', { endpoints: { testAPIURL: SIM_URL } } as never);
    customElements.define('stytch-ui', StytchUI);
    const el = document.createElement('stytch-ui') as InstanceType<typeof StytchUI>;
    document.getElementById('host')!.append(el);
    el.render({
      client,
      config: {
        products: [Products.oauth],
        oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: CALLBACK, signupRedirectURL: CALLBACK },
      },
    } as never);
    ${CALLBACK_SCRIPT}
  `,
  );
  await page.goto(`${APP}/`);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await screenshot(page, 'oauth-cli-stytch-ui');
  await googleRoundTrip(page, () => google.click());
});

test("Entryway's widget completes a Google round trip against entryway-sim with an unmodified client", async ({
  page,
}) => {
  await serveApp(
    `
    import { createStytchClient } from '@stytch/vanilla-js/headless';
    import { defineElements } from 'entryway/element';
    import { google, oauth } from 'entryway/plugins/oauth';
    defineElements();
    declare const SIM_URL: string, CALLBACK: string;
    const client = createStytchClient('public-token-test-entryway-cli', { endpoints: { testAPIURL: SIM_URL } } as never);
    const el = document.createElement('entryway-login') as HTMLElement & Record<string, unknown>;
    Object.assign(el, { client, plugins: [oauth({ providers: [google()], loginRedirectURL: CALLBACK, signupRedirectURL: CALLBACK })] });
    if (location.pathname !== '/authenticate') document.getElementById('host')!.append(el);
    ${CALLBACK_SCRIPT}
  `,
  );
  await page.goto(`${APP}/`);
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await googleRoundTrip(page, () => google.click());
});
