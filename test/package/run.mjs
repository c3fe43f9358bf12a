#!/usr/bin/env node
/**
 * The packaging test: what a new user does, from the tarball, with the documentation's code as written.
 *   1. `npm pack` (its prepack builds the library and strips the manifest) and print what the package contains.
 *   2. A scratch app OUTSIDE this repository (so nothing resolves from our node_modules): the fixture in app/ (what
 *      Vite's react-ts template gives: index.html, its tsconfig, main.tsx with the pages in StrictMode) plus every
 *      code block of the READMEs and docs/ marked `<!-- scratch-app: path -->` written to that path
 *      (scripts/docBlocks.mjs), installed with exactly the install commands of the README's "Install" section,
 *      the tarball standing in for `entryway`.
 *   3. Typecheck it with the template's settings (strict, noUnusedLocals, verbatimModuleSyntax, bundler…), build it
 *      with Vite, and copy the package's dist/standalone/ to /vendor/entryway/ as the README's plain page says.
 *   4. Start the simulator with the app's `npx entryway-sim --port 0 --module ./invite-sim.js` (the plugin guide's
 *      module), serve the built app with `/sdk/v1`, `/v1` and `/__sim` proxied to it (as a dev server's proxy
 *      would; Stytch's test API host, which the plain page's test token talks to, is routed there too), and in
 *      Chromium: sign up with a password (the strength check proves the simulator's optional packages were installed),
 *      complete a magic link on the callback page, redeem the guide's invitation (through its login step), leave the
 *      guide's beta programme on its account page (a third party's account section), and sign up on the README's
 *      plain page (its listener's redirect to /account).
 *   5. A Next.js App Router app of the README's Next.js section as written (fixture in next-app/: package.json,
 *      tsconfig, the root layout and a server component reading a constant of `entryway`), with the README's first
 *      install line's packages plus `next` and `stytch` (linked from installs already made: `nextApp`), `next build`
 *      (Turbopack; its TypeScript check of the app, the only check of this code against Next's declarations, stays),
 *      `next start` with the server SDK pointed at the same simulator, and in Chromium: the login page without
 *      JavaScript (the form, styled and inert), the first screen in the server HTML and CLS 0 while the widget
 *      starts (unthrottled and on a phone profile; the figures are printed), a magic-link and a password login
 *      ending on the protected page; no console error or hydration warning anywhere. About 50 CPU-seconds and a
 *      minute or two: `--no-next` (or ENTRYWAY_PACKAGE_NEXT=0) leaves it out of a local run; `--only-next`
 *      (`npm run test:next`) runs it without 3 and 4's checks and flows.
 * Prints one line per step; exits non-zero on the first failure. Needs the npm registry (the scratch app's install)
 * and this repository's node_modules (`npm ci`: the Next app's `next`).
 * `--keep` keeps the scratch app (and a failure's screenshot) in the temporary folder it prints.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { blockProblems, docBlocks, parseBlocks } from '../../scripts/docBlocks.mjs';
import { untilAnswers } from '../../scripts/lib.mjs';
import { resolveLocked } from '../../scripts/lockfile.mjs';
import { createServer as createNetServer } from 'node:net';

const root = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const keep = process.argv.includes('--keep');
// The Next.js app (below) runs unless left out for a quicker local run: `--no-next` or ENTRYWAY_PACKAGE_NEXT=0.
// `--only-next` (`npm run test:next`) runs it without the Vite app's typecheck, build and flows.
const onlyNext = process.argv.includes('--only-next');
const withNext = onlyNext || !(process.argv.includes('--no-next') || process.env.ENTRYWAY_PACKAGE_NEXT === '0');
const step = (text) => console.log(`› ${text}`);
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** The README's install commands: the ```sh block right under "## Install". */
function installCommands() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Install\s*$/m)[1];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no ```sh block under "## Install"');
  return block
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.startsWith('npm install'));
}

const T = { timeout: 15_000 };
const heading = (page, name) => page.getByRole('heading', { name }).waitFor(T);

/** A new address on Main's Email tab: the plugins' choice for it (a password or a link). */
async function startSignUp(page, email) {
  await heading(page, 'Sign up or log in');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

async function setPassword(page) {
  await page.getByLabel('Password', { exact: true }).fill('a-Long-and-Unusual-passphrase-42');
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  // Enabled once the simulator's zxcvbn check accepted the password.
  await page.waitForFunction((el) => !el.disabled, await submit.elementHandle(), T);
  await submit.click();
}

/** The Chromium flows, each on a new visitor's page. */
const FLOWS = [
  [
    "password sign-up on the README's React page (the first install line's methods, StrictMode)",
    async (page, { app }) => {
      await page.goto(`${app}/`);
      await startSignUp(page, `packaged.${Date.now()}@example.com`);
      await heading(page, 'Create an account');
      await setPassword(page);
      await heading(page, 'Success!');
    },
  ],
  [
    "magic link: the README's React page, the email from the simulator's outbox, the README's callback page",
    async (page, { app, simURL }) => {
      const email = `link.${Date.now()}@example.com`;
      await page.goto(`${app}/`);
      await startSignUp(page, email);
      await page.getByRole('button', { name: 'Email me a login link' }).click();
      await heading(page, 'Check your email');
      const messages = await (
        await fetch(`${simURL}/__sim/outbox?to=${encodeURIComponent(email)}&kind=magic_link`)
      ).json();
      const link = messages.at(-1)?.link;
      if (!link?.startsWith(`${app}/authenticate?`))
        throw new Error(`the email's link is ${link}, not the README's callback page`);
      await page.goto(link);
      await heading(page, 'You are logged in');
      await page.getByText(`You are signed in as ${email}.`).waitFor(T);
      if (page.url().includes('token')) throw new Error(`the token stayed in the address bar: ${page.url()}`);
    },
  ],
  [
    "Google OAuth round trip: the README's React page and an unmodified client, the simulator's provider page, the README's callback page",
    async (page, { app }) => {
      await page.goto(`${app}/`);
      await heading(page, 'Sign up or log in');
      const start = page.waitForRequest((r) => new URL(r.url()).pathname === '/v1/public/oauth/google/start', T);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const startURL = (await start).url();
      if (new URL(startURL).origin !== app) throw new Error(`the start left the app's origin: ${startURL}`);
      await heading(page, 'Sign in with Google');
      await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
      await page.getByText('You are signed in as ada@example.com.').waitFor(T);
      if (new URL(page.url()).pathname !== '/authenticate' || page.url().includes('token'))
        throw new Error(`callback page: ${page.url()}`);
    },
  ],
  [
    "the plugin guide's invitation plugin: its command, its login step and its simulator module (npx entryway-sim --module)",
    async (page, { app }) => {
      await page.goto(`${app}/invite`);
      await page.getByRole('tab', { name: 'Invitation' }).click(T);
      const code = page.getByRole('textbox', { name: 'Invitation code' });
      await code.fill('EXPIRED');
      await page.getByRole('button', { name: 'Join with invitation' }).click();
      // The module's error type, in the plugin's own words.
      await page.getByText('This invitation has expired. Ask for a new one.').waitFor(T);
      await code.fill('WELCOME');
      await page.getByRole('button', { name: 'Join with invitation' }).click();
      // The plugin's login step, before the login completes.
      await heading(page, 'House rules');
      await page.getByRole('button', { name: 'Accept and continue' }).click();
      await heading(page, 'Welcome, Ada!');
      // The session the client loaded from the handed-over tokens.
      await page.getByText('invited@example.com').waitFor(T);
    },
    // Chromium logs the expired invitation's answer.
    [/status of 400 \(Bad Request\)/],
  ],
  [
    "the README's own SMS passcode form (EntrywayProvider, StrictMode): a wrong code in the plugin's words, then the login",
    async (page, { app, simURL }) => {
      await page.goto(`${app}/own-sms`);
      await page.getByLabel('Phone number').fill('(201) 555-0177');
      const sends = [];
      page.on('request', (r) => new URL(r.url()).pathname === '/sdk/v1/otps/sms/login_or_create' && sends.push(r));
      await page.getByRole('button', { name: 'Continue with text message' }).click();
      await heading(page, 'Enter passcode');
      await page.getByText('A 6-digit passcode was sent to you at (201) 555-0177.').waitFor(T);
      if (sends.length !== 1) throw new Error(`${sends.length} SMS sends, not one`);
      const messages = await (await fetch(`${simURL}/__sim/outbox?to=${encodeURIComponent('+12015550177')}`)).json();
      const code = messages.at(-1)?.code;
      if (!/^\d{6}$/.test(code ?? '')) throw new Error(`no passcode in the outbox: ${JSON.stringify(messages)}`);
      await page.getByLabel('Passcode').fill(code === '000000' ? '000001' : '000000');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('alert').getByText('Invalid passcode, please try again.').waitFor(T);
      await page.getByLabel('Passcode').fill(code);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('status').getByText('Your passcode has been successfully verified.').waitFor(T);
    },
    // Chromium logs the wrong code's answer (Stytch's otp_code_not_found is a 404).
    [/status of 404 \(Not Found\)/],
  ],
  [
    "the README's own password form (EntrywayProvider, StrictMode): sign up, sign out, a wrong password, log in",
    async (page, { app }) => {
      const email = `own.${Date.now()}@example.com`;
      const password = 'a-Long-and-Unusual-passphrase-42';
      await page.goto(`${app}/own-password`);
      await page.getByLabel('New here? Sign up').check();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await page.getByRole('status').getByText(`Signed in as ${email}.`).waitFor(T);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('New here? Sign up').uncheck();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-the-password-at-all');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('alert').getByText('Unauthorized credentials.').waitFor(T);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('status').getByText(`Signed in as ${email}.`).waitFor(T);
    },
    // Chromium logs the wrong password's answer.
    [/status of 401 \(Unauthorized\)/],
  ],
  [
    "the plugin guide's own account section (its beta programme) beside profile's on the guide's AccountPage: leave the beta after confirming, the user's metadata changed, sign out",
    async (page, { app, simURL }) => {
      const email = `beta.${Date.now()}@example.com`;
      const seeded = await fetch(`${simURL}/__sim/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, untrusted_metadata: { beta: true } }),
      });
      if (!seeded.ok) throw new Error(`seeding ${email}: ${seeded.status} ${await seeded.text()}`);
      const { user_id } = await seeded.json();
      await page.goto(`${app}/`);
      await startSignUp(page, email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await heading(page, 'Success!');
      await page.goto(`${app}/account`);
      await heading(page, 'Your account');
      const beta = page.getByRole('region', { name: 'Beta programme' });
      await beta.getByText('You see new features before everyone else.').waitFor(T);
      await beta.getByRole('button', { name: 'Leave the beta' }).click();
      const confirm = page.getByTestId('account-confirm');
      await confirm.getByRole('heading', { name: 'Leave the beta programme?' }).waitFor(T);
      await confirm.getByRole('button', { name: 'Leave the beta' }).click();
      await page.getByText('You left the beta programme.').first().waitFor(T);
      await beta.getByText('You are not in the beta programme.').waitFor(T);
      const user = await (await fetch(`${simURL}/__sim/users/${user_id}`)).json();
      if (user.untrusted_metadata?.beta !== false)
        throw new Error(`the user's untrusted_metadata after leaving: ${JSON.stringify(user.untrusted_metadata)}`);
      // profile's section beside it; the page's onSignedOut sends the visitor to /.
      await page.getByRole('region', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${app}/`, T);
      await heading(page, 'Sign up or log in');
    },
  ],
  [
    "password sign-up on the README's plain page (script-tag files, login.js's redirect on the session)",
    async (page, { app }) => {
      await page.goto(`${app}/login.html`);
      await startSignUp(page, `plain.${Date.now()}@example.com`);
      await heading(page, 'Create an account');
      // login.js's listener sends the visitor on once the session is active (the navigation's request is the proof:
      // each session event that says 'active' starts it again, so a wait for its load can see it aborted).
      const redirected = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === `${app}/account`, T);
      await setPassword(page);
      await redirected;
    },
  ],
];

/** The Next.js version the Next app is built with: the repository's (package.json pins it; `npm ci` installs it). */
const NEXT_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.next;
const PASSWORD = 'a-Long-and-Unusual-passphrase-42';

/** The README's Next.js section: its files by the path each block names in its first line (`// app/login/page.tsx`). */
function nextFiles() {
  const files = new Map();
  for (const block of parseBlocks(readFileSync(join(root, 'README.md'), 'utf8'))) {
    const path = /^\/\/ (\S+\.tsx?)/.exec(block.code)?.[1];
    const next =
      block.markerText === '<!-- fragment: covered by test/nextjs.test.tsx -->' ||
      (block.markerText === '<!-- fragment: covered by sim/next.test.ts -->' && path === 'next.config.ts');
    if (next && path) files.set(path, block.code);
  }
  for (const name of readdirSync(join(here, 'next-app'), { recursive: true })) {
    const from = join(here, 'next-app', name);
    if (statSync(from).isFile()) files.set(name, readFileSync(from, 'utf8'));
  }
  return files;
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The Chromium checks of the Next app: each a name, a flow, and console errors it expects. */
const NEXT_FLOWS = [
  [
    'the login page without JavaScript: the form shows (styled), inert; Enter submits nothing',
    async (page, { app }) => {
      const requests = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${app}/login`);
      const input = page.locator('input[type="email"]');
      await input.waitFor({ state: 'visible', ...T });
      await page.locator('h1', { hasText: 'Sign up or log in' }).waitFor(T);
      const box = await page.locator('.ew-container').boundingBox();
      // The widget's CSS is in the HTML: the card has its width (400px), not the page's.
      if (!box || box.width > 420 || box.width < 300) throw new Error(`the card is ${box?.width}px wide`);
      if ((await page.locator('.ew-container[inert]').count()) !== 1) throw new Error('the form is not inert');
      const at = await input.boundingBox();
      const before = requests.length;
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await page.keyboard.type('nojs@example.com');
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      if ((await input.inputValue()) !== '') throw new Error('text went into the inert form');
      if (requests.length !== before || new URL(page.url()).pathname !== '/login' || new URL(page.url()).search)
        throw new Error(`the form sent something: ${requests.slice(before).join(', ') || page.url()}`);
    },
    [],
    { javaScriptEnabled: false },
  ],
  [
    'the login page: the first screen in the server HTML; CLS 0 (and the first form) as the widget starts',
    async (page, { app, measured }) => {
      const html = await (await fetch(`${app}/login`)).text();
      for (const wanted of ['>Sign up or log in</h1>', 'type="email"', '>Continue with email</span>'])
        if (!html.includes(wanted)) throw new Error(`the server HTML has no ${wanted}`);
      // A server component reads the root entry's constants as values ('use client' is on React's modules only).
      const values = await (await fetch(`${app}/server-values`)).text();
      if (!values.includes('data-event="AUTHENTICATE_FLOW_COMPLETE"'))
        throw new Error(`/server-values: ${values.slice(0, 300)}`);
      const cdp = await page.context().newCDPSession(page);
      for (const [name, rate, network] of [
        ['unthrottled', 1, null],
        // A phone: 4× slower CPU, "Fast 3G" (1.6 Mb/s, 150 ms).
        ['phone (4× CPU, Fast 3G)', 4, { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }],
      ]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: network?.latency ?? 0,
          downloadThroughput: network?.downloadThroughput ?? -1,
          uploadThroughput: network?.uploadThroughput ?? -1,
        });
        await page.goto(`${app}/login`);
        // Live: the widget took over (no longer inert) and its client started (its first request answered).
        await page.locator('.ew-container:not([inert])').waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle', { timeout: 60_000 });
        const figures = await page.evaluate(() => ({
          cls: globalThis.__cls,
          form: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          live: globalThis.__live,
        }));
        const ms = (t) => `${Math.round(t)} ms`;
        measured.push(`${name}: CLS ${figures.cls}, first paint ${ms(figures.form)}, live ${ms(figures.live)}`);
        if (figures.cls !== 0) throw new Error(`${name}: CLS ${figures.cls}`);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  ],
  [
    "magic link: the README's login page, the email from the outbox, its callback page, then the protected page",
    async (page, { app, simURL, measured }) => {
      const email = `next.link.${Date.now()}@example.com`;
      await page.goto(`${app}/login`);
      await startSignUp(page, email);
      await page.getByRole('button', { name: 'Email me a login link' }).click();
      await heading(page, 'Check your email');
      const messages = await (
        await fetch(`${simURL}/__sim/outbox?to=${encodeURIComponent(email)}&kind=magic_link`)
      ).json();
      const link = messages.at(-1)?.link;
      if (!link?.startsWith(`${app}/authenticate?`)) throw new Error(`the email's link is ${link}`);
      await page.goto(link);
      // afterLoginURL through the app's router; the page checks the session on the server (the proxy too).
      await page.getByText(/^Signed in as user user-test-/).waitFor(T);
      if (new URL(page.url()).pathname !== '/account') throw new Error(`after the link: ${page.url()}`);
      // The callback page does not move while the widget is on it (the spinner keeps the result's room); the
      // README's /account page, which the router shows in the same document, is the app's own layout (a figure).
      const shifts = await page.evaluate(() => globalThis.__shifts ?? []);
      const onCallback = shifts.filter((s) => s.path === '/authenticate');
      if (onCallback.length) throw new Error(`the callback page moved: ${JSON.stringify(onCallback)}`);
      measured.push(
        'callback page: CLS 0; then the router to /account: ' +
          (shifts.map((s) => `${s.value.toFixed(3)} (${s.moved})`).join(', ') || 'CLS 0'),
      );
    },
  ],
  [
    "password login: the README's login page, a user with a password, then the protected page",
    async (page, { app, simURL }) => {
      const email = `next.password.${Date.now()}@example.com`;
      await fetch(`${simURL}/__sim/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      // Without a session the protected page sends the visitor to the login page (the proxy's check).
      await page.goto(`${app}/account`);
      if (new URL(page.url()).pathname !== '/login') throw new Error(`/account without a session: ${page.url()}`);
      await startSignUp(page, email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByText(/^Signed in as user user-test-/).waitFor(T);
      if (new URL(page.url()).pathname !== '/account') throw new Error(`after the password: ${page.url()}`);
    },
  ],
];

/** Runs `flows` in Chromium, a new context (a new visitor) each; a failure names the flow, its errors, a screenshot. */
async function runFlows(browser, flows, context) {
  for (const [name, flow, expectedErrors = [], contextOptions = {}] of flows) {
    step(`${name} (Chromium)`);
    const visitor = await browser.newContext(contextOptions);
    // Stytch's API for test tokens is answered by the simulator.
    await visitor.route(/^https:\/\/test\.stytch\.com\//, async (route) => {
      const url = new URL(route.request().url());
      // A request still open when the flow ends and its context closes has nobody left to answer.
      await route
        .fetch({ url: `${context.simURL}${url.pathname}${url.search}` })
        .then((response) => route.fulfill({ response }))
        .catch(() => undefined);
    });
    // Layout shifts of the page as it loads (none after an input counts, as CLS), and when the widget went live.
    await visitor.addInitScript(() => {
      globalThis.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          globalThis.__cls += e.value;
          // Which page it happened on, and what moved (a client-side navigation keeps the same document).
          const moved = e.sources.map((s) => `${s.node?.nodeName ?? '?'} ${s.previousRect.y}→${s.currentRect.y}px`);
          (globalThis.__shifts ??= []).push({
            path: globalThis.location.pathname,
            value: e.value,
            moved: moved.join(', '),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new globalThis.MutationObserver(() => {
        if (globalThis.__live === undefined && globalThis.document.querySelector('.ew-container:not([inert])'))
          globalThis.__live = performance.now();
      }).observe(globalThis.document, { subtree: true, childList: true, attributes: true });
    });
    const page = await visitor.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Errors, and React's hydration warnings whatever their level.
    page.on('console', (m) => (m.type() === 'error' || /hydrat/i.test(m.text())) && errors.push(m.text()));
    const failed = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.request().method()} ${r.url()}`));
    try {
      await flow(page, context);
      const unexpected = errors.filter((e) => !expectedErrors.some((re) => re.test(e)));
      if (unexpected.length) throw new Error(`page errors: ${unexpected.join('; ')}`);
    } catch (e) {
      const shot = join(work, `failure-${name.replace(/\W+/g, '-')}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(
        `${name}: ${e instanceof Error ? e.message : e}\n  at ${page.url()}; page errors: ${errors.join('; ') || 'none'}; failed responses: ${failed.join('; ') || 'none'}; screenshot ${shot} (with --keep)`,
        { cause: e },
      );
    } finally {
      await visitor.close();
    }
  }
}

/** A package's name from an install argument: `react`, `@stytch/vanilla-js@~6.3.0` → `@stytch/vanilla-js`. */
const packageName = (spec) => /^(@[^/@]+\/)?[^@]+/.exec(spec)[0];

/**
 * Links `names` and everything they depend on, as `from`'s package-lock.json says npm laid them out in
 * `from/node_modules`, into `to/node_modules` (a dependency nested under its dependent stays nested there). A name may
 * be `[name, folder]`: the package installed under another folder (`typescript7`, the repository's alias of
 * TypeScript 7), copied as `name`. Optional dependencies npm left out on this platform are left out; peer dependencies
 * are not followed (the app's own copies must satisfy them: `checkPeers`). Returns the copied folders' versions.
 */
function copyInstalled(from, names, to, copied = new Map()) {
  const lock = JSON.parse(readFileSync(join(from, 'package-lock.json'), 'utf8')).packages;
  const at = (path) => (lock[path] && statSync(join(from, path), { throwIfNoEntry: false }) ? path : undefined);
  /** Where Node finds `name` from the package at `path`: its own node_modules, then each one above. */
  const resolve = (path, name) => resolveLocked(name, path, at);
  const renamed = names
    .filter(Array.isArray)
    .map(([name, folder]) => [`node_modules/${folder}`, `node_modules/${name}`]);
  const target = (path) => {
    for (const [folder, name] of renamed)
      if (path === folder || path.startsWith(`${folder}/`)) return name + path.slice(folder.length);
    return path;
  };
  const visit = (path) => {
    const as = target(path);
    const { version, dependencies, optionalDependencies } = lock[path];
    if (copied.has(as)) {
      if (copied.get(as) !== version) throw new Error(`${as}: ${version} in ${from}, ${copied.get(as)} copied already`);
      return;
    }
    copied.set(as, version);
    // Its own node_modules is left out: the nested dependencies it needs are copied as dependencies.
    linkTree(join(from, path), join(to, as), (name) => name !== 'node_modules');
    for (const name of Object.keys({ ...dependencies, ...optionalDependencies })) {
      const found = resolve(path, name);
      if (found) visit(found);
      else if (!optionalDependencies?.[name]) throw new Error(`${path} needs ${name}, which is not in ${from}`);
    }
  };
  for (const spec of names) {
    const folder = [spec].flat().at(-1);
    const path = at(`node_modules/${folder}`);
    if (!path) throw new Error(`${folder} is not installed in ${from}`);
    visit(path);
  }
  return copied;
}

/**
 * `from`'s files as hard links in `to` (copies across file systems), its top-level entries those `keep` keeps:
 * installed packages are only read, and a link costs no copy (copying Next's 470 MB took 8–20 CPU-seconds).
 */
function linkTree(from, to, keep = () => true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!keep(entry.name)) continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else
      try {
        linkSync(source, target);
      } catch (e) {
        if (e.code !== 'EXDEV') throw e;
        copyFileSync(source, target);
      }
  }
}

/** Every non-optional peer dependency of every package in `dir`'s node_modules resolves from that package. */
function checkPeers(dir, copied) {
  const missing = [];
  for (const path of copied.keys()) {
    const pkg = JSON.parse(readFileSync(join(dir, path, 'package.json'), 'utf8'));
    for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
      if (pkg.peerDependenciesMeta?.[peer]?.optional) continue;
      if (!resolveLocked(peer, path, (p) => copied.has(p))) missing.push(`${path} → ${peer}`);
    }
  }
  if (missing.length) throw new Error(`peer dependencies missing in the Next app:\n  ${missing.join('\n  ')}`);
}

/**
 * The Next.js App Router app: the README's Next.js section as written (its pages, client components, server client,
 * proxy and next.config), with the README's first install line plus `next`, `stytch` and the TypeScript packages
 * `next build` checks with, built with `next build`, served by `next start` with the server SDK pointed at the
 * simulator, and used in Chromium.
 * Its node_modules is linked from installs already made, not installed a third time (npm unpacking Next cost ~35
 * CPU-seconds): the first install line's packages from the scratch app, which the same line installed a moment ago
 * from the same tarball; `next`, `stytch`, `typescript` (7, what `npm install typescript` gives) and the types from
 * this repository's node_modules, where `npm ci` put the versions package.json pins. Only those packages and what
 * they depend on are there, so an import of a package the first line does not install fails the build as it would
 * in a user's app.
 */
async function nextApp(browser, tarball, simURL) {
  const started = Date.now();
  step(`Next.js ${NEXT_VERSION} app: the README's Next.js section, with the first install line's packages`);
  const dir = join(work, 'next-app');
  const files = nextFiles();
  for (const [path, code] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), code);
  }
  console.log(`  ${files.size} files: ${[...files.keys()].sort().join(', ')}`);
  const firstLine = installCommands()[0].split(/\s+/).slice(2).map(packageName);
  const fromRepo = ['next', 'stytch', ['typescript', 'typescript7'], '@types/react', '@types/node'];
  console.log(
    `  node_modules: ${firstLine.join(' ')} (the scratch app's install of the first line), ` +
      `${fromRepo.map((n) => [n].flat()[0]).join(' ')} (this repository's)`,
  );
  const copied = copyInstalled(join(work, 'app'), firstLine, dir);
  copyInstalled(root, fromRepo, dir, copied);
  checkPeers(dir, copied);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.dependencies = Object.fromEntries(
    [...firstLine, ...fromRepo.map((n) => [n].flat()[0])].map((n) => [n, copied.get(`node_modules/${n}`)]),
  );
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const version = copied.get('node_modules/next');
  console.log(`  next ${version}, ${copied.size} packages (${((Date.now() - started) / 1000).toFixed(0)} s so far)`);
  const nextBin = join(dir, 'node_modules/next/dist/bin/next');
  const env = {
    ...process.env,
    NODE_ENV: undefined,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN: 'public-token-test-0d6a6c1e-5b6f-4b0c-9d38-000000000001',
    STYTCH_PROJECT_ID: 'project-test-00000000-0000-4000-8000-000000000000',
    STYTCH_SECRET: 'secret-test-anything',
    ENTRYWAY_SIM_URL: simURL,
  };
  delete env.NODE_ENV;

  step('next build');
  const building = Date.now();
  try {
    execFileSync(process.execPath, [nextBin, 'build'], {
      cwd: dir,
      // Turbopack's persistent cache, which the scratch folder's removal throws away, is not written (~4 CPU-s).
      env: { ...env, TURBO_ENGINE_READ_ONLY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (e) {
    throw new Error(`next build failed:\n${e.stdout}\n${e.stderr}`, { cause: e });
  }
  console.log(`  ${((Date.now() - building) / 1000).toFixed(0)} s`);

  step('next start');
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  procs.push(server);
  let log = '';
  server.stdout.on('data', (c) => (log += c));
  server.stderr.on('data', (c) => (log += c));
  const app = `http://127.0.0.1:${port}`;
  await untilAnswers(`${app}/login`, { timeoutMs: 60_000, everyMs: 500, child: server, detail: () => `: ${log}` });
  const measured = [];
  try {
    await runFlows(browser, NEXT_FLOWS, { app, simURL, measured });
  } catch (e) {
    throw new Error(`${e.message}\n  next start's output:\n${log}`, { cause: e });
  }
  for (const line of measured) console.log(`  ${line}`);
  console.log(`  the Next app took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Forwards a request to the simulator, as a dev server's proxy does. */
function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = httpRequest(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', (e) => res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`proxy: ${e.message}`));
  req.pipe(upstream);
}

const work = mkdtempSync(join(tmpdir(), 'entryway-package-'));
const app = join(work, 'app');
const procs = [];
let server;
try {
  // `npm test` has just built dist/ (its library build stage) and says so: pack what it built instead of letting
  // prepack build it a second time; the manifest is stripped and restored as prepack and postpack would.
  const built = process.env.ENTRYWAY_DIST_BUILT === '1';
  step(
    built
      ? 'npm pack (dist/ as npm test built it; strip the manifest)'
      : 'npm pack (prepack: build, strip the manifest)',
  );
  const manifestScript = join(root, 'scripts/pack-manifest.mjs');
  if (built) sh(process.execPath, [manifestScript, 'strip'], root);
  let packOutput;
  try {
    packOutput = sh(
      'npm',
      ['pack', '--json', '--pack-destination', work, ...(built ? ['--ignore-scripts'] : [])],
      root,
    );
  } finally {
    if (built) sh(process.execPath, [manifestScript, 'restore'], root);
  }
  const [packed] = JSON.parse(packOutput);
  const tarball = join(work, packed.filename);
  const maps = packed.files.filter((f) => f.path.endsWith('.map')).length;
  console.log(
    `  ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB packed, ` +
      `${(packed.unpackedSize / 1024).toFixed(1)} kB unpacked, ${maps} source maps`,
  );
  const manifest = JSON.parse(sh('tar', ['-xzOf', tarball, 'package/package.json'], work));
  if (manifest.scripts)
    throw new Error(`the packed package.json lists scripts: ${Object.keys(manifest.scripts).join(', ')}`);
  // Every relative link of every shipped Markdown file must resolve inside the package (npm shows no repository).
  const shipped = new Set(packed.files.map((f) => f.path));
  const dead = [...shipped]
    .filter((path) => path.endsWith('.md'))
    .flatMap((path) =>
      [...readFileSync(join(root, path), 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1].split('#')[0])
        .filter((href) => href && !/^[a-z]+:/i.test(href))
        .filter((href) => !shipped.has(posix.normalize(posix.join(posix.dirname(path), href))))
        .map((href) => `${path} → ${href}`),
    );
  if (dead.length) throw new Error(`links to files the package does not contain:\n  ${dead.join('\n  ')}`);
  if (!shipped.has('docs/writing-a-plugin.md')) throw new Error('docs/writing-a-plugin.md is not in the package');

  step("scratch app: the fixture and the documentation's scratch-app blocks, installed with the README install line");
  const blocks = docBlocks(root);
  const problems = blockProblems(root, blocks);
  if (problems.length) throw new Error(`documentation code blocks:\n  ${problems.join('\n  ')}`);
  const files = new Map();
  for (const name of readdirSync(join(here, 'app'), { recursive: true })) {
    const from = join(here, 'app', name);
    if (statSync(from).isFile()) files.set(name, readFileSync(from, 'utf8'));
  }
  for (const b of blocks.filter((b) => b.marker?.kind === 'scratch-app')) {
    if (files.has(b.marker.path)) throw new Error(`${b.file}:${b.line} writes ${b.marker.path}, a file of the fixture`);
    files.set(b.marker.path, b.code);
  }
  for (const [path, code] of files) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), code);
  }
  console.log(
    `  ${files.size} files, ${blocks.filter((b) => b.marker?.kind === 'scratch-app').length} of them code blocks of ${new Set(blocks.filter((b) => b.marker?.kind === 'scratch-app').map((b) => b.file)).size} Markdown files`,
  );
  for (const command of installCommands()) {
    const args = command
      .split(/\s+/)
      .slice(1)
      .map((a) => (a === 'entryway' ? tarball : a));
    console.log(`  npm ${args.join(' ').replace(tarball, '<tarball>')}`);
    sh('npm', [...args, '--no-audit', '--no-fund'], app);
  }

  if (!onlyNext) {
    step('tsc with the Vite react-ts template settings (the pages; the simulator module and the tests)');
    // TypeScript 7, as npm test's typecheck: the same errors as 5.9 on these files in a fifth of the CPU (5.9 still
    // checks the built declarations, in test/consumer).
    for (const config of ['tsconfig.json', 'tsconfig.node.json']) {
      try {
        sh(process.execPath, [join(root, 'node_modules/typescript7/bin/tsc'), '-p', config], app);
      } catch (e) {
        throw new Error(`tsc -p ${config} failed:\n${e.stdout || e.message}`, { cause: e });
      }
    }

    step("vite build; the package's dist/standalone/ copied to /vendor/entryway/");
    sh(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'], app);
    cpSync(join(app, 'node_modules/entryway/dist/standalone'), join(app, 'dist/vendor/entryway'), { recursive: true });
  }

  step('npx entryway-sim --port 0 --module ./invite-sim.js');
  // Its own process group, so the stop reaches the node process behind npx.
  const sim = spawn('npx', ['entryway-sim', '--port', '0', '--module', './invite-sim.js'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  procs.push(sim);
  const simURL = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`entryway-sim did not start: ${out}`)), 30_000);
    const read = (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    sim.stdout.on('data', read);
    sim.stderr.on('data', read);
    sim.on('exit', (code) => reject(new Error(`entryway-sim exited (${code}): ${out}`)));
  });
  console.log(`  ${simURL}`);

  const dist = join(app, 'dist');
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    // What the README's development setup does: the simulator under the app's origin, through a proxy.
    if (/^\/(sdk\/v1|v1|__sim)\//.test(path)) return proxy(req, res, simURL);
    let file = join(dist, path === '/' ? 'index.html' : path);
    try {
      if (!statSync(file).isFile()) file = join(dist, 'index.html');
    } catch {
      file = join(dist, 'index.html');
    }
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Content-Security-Policy', "script-src 'self'; style-src 'self'");
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const appURL = `http://127.0.0.1:${server.address().port}`;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await runFlows(browser, onlyNext ? [] : FLOWS, { app: appURL, simURL });
    if (withNext) await nextApp(browser, tarball, simURL);
  } finally {
    await browser.close();
  }
  console.log(
    '✔ packaged widget: the README and the plugin guide as written, installed, typechecked, built and used against npx entryway-sim',
  );
} catch (e) {
  console.error(
    `✘ packaging test failed: ${e instanceof Error ? `${e.message}${e.stderr ? `\n${e.stderr}` : ''}` : e}`,
  );
  process.exitCode = 1;
} finally {
  server?.close();
  for (const p of procs) {
    try {
      process.kill(-p.pid, 'SIGTERM');
    } catch {
      p.kill();
    }
    p.stdout?.destroy();
    p.stderr?.destroy();
  }
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`  kept ${work}`);
}
