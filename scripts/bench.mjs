#!/usr/bin/env node
/**
 * `npm run bench`: the sandbox's production build served by `vite preview` (simulator on the same origin), driven in
 * Debian's Chromium through playwright-core, on its `/bench` page (the widget mounted with `entryway/stytch`'s
 * `mountLogin`, nothing else on the page). Prints the median (and min/max) over N runs, each in a fresh browser
 * context (empty cache), after one warm-up run that is not counted:
 *   - first render: navigation start → the login widget's Main title ('Sign up or log in') is in the DOM and the next
 *     frame has run (products emailMagicLinks, otp, passwords);
 *   - 'Continue with email' → the next screen's title ('Check your email'), magic links, request to the local
 *     simulator included;
 *   - keystroke → password strength feedback on the new-password screen (passwords), which includes the widget's
 *     300 ms debounce and the simulator's strength check.
 * Times come from `performance.now()` inside the page (event listeners and a MutationObserver), not from the test
 * driver, so the driver's round-trips are not counted.
 *
 * Flags: --runs=N (default 7), --port=N (default 4178), --no-build (reuse the last bench build), --json.
 */
import { generatePlugins } from './plugins.mjs';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { CHROMIUM, ensureChromium, ensureDependencies, root } from './lib.mjs';

const flags = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(flags.runs ?? 7));
const PORT = Number(flags.port ?? 4178);

await ensureDependencies();
// The sandbox config generates them too; done here as well so a failure shows before a server starts.
generatePlugins();
await ensureChromium();
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const vite = await import('vite');
const { chromium } = await import('playwright-core');
const configFile = `${root}sandbox/vite.config.ts`;
// Its own build folder, so a concurrent `vite build` of the sandbox cannot empty it mid-run.
const outDir = `${root}.cache/bench-sandbox`;

if (!flags['no-build'] || !existsSync(`${outDir}/index.html`)) {
  console.log('› building the sandbox (vite build)');
  await vite.build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
}
const server = await vite.preview({
  configFile,
  logLevel: 'error',
  build: { outDir },
  preview: { port: PORT, strictPort: true, host: 'localhost' },
});
const base = `http://localhost:${PORT}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Runs in every page before its scripts: timestamps of the moments we measure, in performance.now() time. */
function instrument() {
  const marks = {};
  window.__ewBench = marks;
  const host = () => document.getElementById('widget-host');
  const title = (text) => [...(host()?.querySelectorAll('h1') ?? [])].some((h) => h.textContent === text);
  const watch = {
    render: () => title('Sign up or log in'),
    confirm: () => title('Check your email'),
    feedback: () => Boolean(host()?.querySelector('.ew-passwords-feedback[data-policy]')),
  };
  const check = () => {
    for (const [name, seen] of Object.entries(watch)) {
      if (marks[name] !== undefined || !seen()) continue;
      const dom = performance.now();
      marks[name] = dom;
      // The frame that shows it.
      requestAnimationFrame(() => (marks[`${name}Frame`] = performance.now()));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button?.textContent?.includes('Continue with email')) marks.click ??= performance.now();
    },
    true,
  );
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.target instanceof HTMLInputElement && e.target.type === 'password') marks.keydown ??= performance.now();
    },
    true,
  );
}

async function fresh() {
  const context = await browser.newContext();
  await context.addInitScript(instrument);
  const page = await context.newPage();
  return { context, page, marks: () => page.evaluate(() => window.__ewBench) };
}

const wait = (page, name) => page.waitForFunction((n) => window.__ewBench?.[`${n}Frame`] !== undefined, name, { timeout: 20_000 });

async function firstRender() {
  const { context, page, marks } = await fresh();
  await page.goto(`${base}/bench?widget=login&products=emailMagicLinks,otp,passwords&otpMethods=sms`, { waitUntil: 'commit' });
  await wait(page, 'render');
  const m = await marks();
  await context.close();
  return m.renderFrame;
}

let n = 0;
async function continueWithEmail() {
  const { context, page, marks } = await fresh();
  await page.goto(`${base}/bench?widget=login&products=emailMagicLinks`);
  await wait(page, 'render');
  const w = page.locator('#widget-host');
  await w.getByRole('textbox', { name: 'Email' }).fill(`bench-${Date.now()}-${++n}@example.com`);
  await w.getByRole('button', { name: 'Continue with email' }).click();
  await wait(page, 'confirm');
  const m = await marks();
  await context.close();
  return m.confirmFrame - m.click;
}

async function strengthFeedback() {
  const { context, page, marks } = await fresh();
  await page.goto(`${base}/bench?widget=login&products=passwords`);
  await wait(page, 'render');
  const w = page.locator('#widget-host');
  await w.getByRole('textbox', { name: 'Email' }).fill(`bench-pw-${Date.now()}-${++n}@example.com`);
  await w.getByRole('button', { name: 'Continue with email' }).click();
  const password = w.locator('input[type=password]');
  await password.waitFor();
  await password.focus();
  await page.keyboard.press('k');
  await wait(page, 'feedback');
  const m = await marks();
  await context.close();
  return m.feedbackFrame - m.keydown;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return { median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2, min: s[0], max: s[s.length - 1], runs: s.length };
};

const results = {};
try {
  await fetch(`${base}/__sim/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"config":true}' });
  for (const [name, fn] of [
    ['first render (navigation → Main title)', firstRender],
    ["'Continue with email' → 'Check your email'", continueWithEmail],
    ['keystroke → strength feedback (incl. 300 ms debounce)', strengthFeedback],
  ]) {
    process.stdout.write(`› ${name}: warm-up`);
    await fn();
    const xs = [];
    for (let i = 0; i < RUNS; i++) {
      xs.push(await fn());
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    results[name] = stats(xs);
  }
} finally {
  await browser.close();
  await new Promise((r) => server.httpServer.close(r));
}

if (flags.json) console.log(JSON.stringify(results, null, 2));
else {
  const ms = (x) => `${x.toFixed(0)} ms`;
  const width = Math.max(...Object.keys(results).map((k) => k.length)) + 2;
  console.log(`\nChromium ${browser.version()} headless, sandbox production build on ${base}, ${RUNS} runs each`);
  // Timings on a shared machine depend on what else runs: say how busy it was.
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} on ${cpus().length} cores`);
  console.log(`${'measure'.padEnd(width)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}`);
  for (const [name, s] of Object.entries(results))
    console.log(`${name.padEnd(width)}${ms(s.median).padStart(9)}${ms(s.min).padStart(9)}${ms(s.max).padStart(9)}`);
}
