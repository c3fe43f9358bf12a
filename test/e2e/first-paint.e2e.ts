/**
 * The first screen in a server render, in Chromium: a page whose HTML is React's server render of `<Login>`
 * (test/e2e/firstPaint/, bundled here with esbuild: the server side run in Node, the browser side hydrating it,
 * React's development build so hydration warnings are loud), served on the sandbox's origin (the simulator answers
 * there).
 * - Without JavaScript the form shows, styled (the card's width), and is inert: nothing can be typed, Enter sends
 *   nothing and the address stays.
 * - With JavaScript: no hydration warning or console error, no layout shift at all while the widget starts (CLS 0,
 *   the content below stays put), and the live form then works.
 */
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { entrywayEsbuildPlugin } from '../../scripts/aliases.mjs';
import { resetSim } from './helpers';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = `${root}.cache/e2e-first-paint/`;
let page: { html: string; script: string };

test.beforeAll(async () => {
  // Two esbuild bundles and a server render, on a machine the other tests keep busy.
  test.setTimeout(180_000);
  mkdirSync(out, { recursive: true });
  const common = {
    bundle: true,
    format: 'esm' as const,
    jsx: 'automatic' as const,
    logLevel: 'silent' as const,
    plugins: [entrywayEsbuildPlugin(root)],
    define: { 'process.env.NODE_ENV': '"development"' },
  };
  await build({
    ...common,
    entryPoints: [`${root}test/e2e/firstPaint/server.tsx`],
    platform: 'node',
    packages: 'external',
    outfile: `${out}server.mjs`,
  });
  const browser = await build({
    ...common,
    entryPoints: [`${root}test/e2e/firstPaint/browser.tsx`],
    platform: 'browser',
    write: false,
  });
  const server = (await import(`${pathToFileURL(`${out}server.mjs`).href}?${Date.now()}`)) as { html(): string };
  page = { html: server.html(), script: browser.outputFiles[0].text };
});

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

/** Serve the server's HTML at /first-paint and the hydrating bundle beside it; record layout shifts from the start. */
async function open(p: Page) {
  await p.route('**/first-paint', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First paint</title></head><body>
<div id="root">${page.html}</div><script type="module" src="/first-paint.js"></script></body></html>`,
    }),
  );
  await p.route('**/first-paint.js', (route) => route.fulfill({ contentType: 'text/javascript', body: page.script }));
  await p.addInitScript(() => {
    const w = globalThis as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await p.goto('/first-paint');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form shows, styled and inert; Enter sends nothing', async ({ page: p }) => {
    const requests: string[] = [];
    p.on('request', (r) => void requests.push(r.url()));
    await open(p);
    const input = p.locator('input[type="email"]');
    await expect(input).toBeVisible();
    await expect(p.locator('h1')).toHaveText('Sign up or log in');
    await expect(p.locator('.ew-container')).toHaveAttribute('inert', '');
    // The widget's CSS is in the HTML: the card is 400px wide and the primary button 45px high.
    expect((await p.locator('.ew-container').boundingBox())?.width).toBe(400);
    await expect(p.locator('button[type="submit"]')).toHaveCSS('height', '45px');
    const at = (await input.boundingBox())!;
    const before = requests.length;
    await p.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await p.keyboard.type('nojs@example.com');
    await p.keyboard.press('Enter');
    await p.waitForTimeout(300);
    await expect(input).toHaveValue('');
    expect(requests.slice(before)).toEqual([]);
    expect(new URL(p.url()).pathname + new URL(p.url()).search).toBe('/first-paint');
  });
});

test('hydrated without a warning; nothing moves while the widget starts (CLS 0); then the form works', async ({
  page: p,
}) => {
  const said: string[] = [];
  p.on('console', (m) => (m.type() === 'error' || /hydrat/i.test(m.text())) && said.push(m.text()));
  p.on('pageerror', (e) => said.push(e.message));
  const below = () => p.locator('#below').boundingBox();
  await open(p);
  const first = await below();
  // Live: the browser's widget took over, and its client started (its bootstrap request answered).
  await expect(p.locator('.ew-container:not([inert])')).toBeVisible();
  await p.waitForLoadState('networkidle');
  expect(await below()).toEqual(first);
  expect(await p.evaluate(() => (globalThis as unknown as { __cls: number }).__cls)).toBe(0);
  expect(said).toEqual([]);
  await p.getByRole('textbox', { name: 'Email' }).fill('first.paint@example.com');
  await p.getByRole('button', { name: 'Continue with email' }).click();
  await expect(p.getByRole('heading', { name: /Create an account|Check your email/ })).toBeVisible();
});
