#!/usr/bin/env node
/**
 * `npm run bench`: the sandbox's production build served by `vite preview` (simulator on the same origin), driven in
 * Debian's Chromium through playwright-core. Two parts, figures printed (medians, min/max):
 *
 * 1. Side by side, one run: pages with magic links + passwords and nothing else, each bundled by esbuild with the
 *    same settings (scripts/standalone.mjs) and talking to the same simulator — Stytch's prebuilt UI (`StytchUI`,
 *    Preact inside), Entryway's standalone scripts (`entryway.<plugin id>.js`, preact/compat inside,
 *    `<entryway-login>`), Stytch's React UI (`@stytch/react`'s `<StytchLogin>`) and
 *    Entryway's React build, both with React bundled in. Loads are interleaved (page order rotates every round), each
 *    in a fresh browser context (empty cache), after one uncounted warm-up round; the preview server runs in its own
 *    process. Per page and round, one load without a profiler gives every figure but the script time to the form,
 *    and one more load with a CPU profile gives that. Per load:
 *      - bytes: brotli (quality 11) of every script the page loaded until its form showed, compressed per file;
 *      - first visible form: navigation start → an email input is in the DOM with a size, and the next frame ran;
 *      - script time: Chromium's ScriptDuration (CDP Performance metrics) at that moment;
 *      - heap: JSHeapUsedSize after a forced garbage collection at that moment;
 *      - then a submit as soon as the form shows (an address typed, Enter): brotli of every script loaded until its
 *        first API request left, that request's start time, and the layout shifts (CLS) until then — bootstrap data
 *        (watermark, project name, password policy) arriving must not move the form.
 *    Each figure is also given as a ratio to Stytch's, medians and each round's: Entryway's React page to Stytch's
 *    React page (both carry React, which a React app has anyway), the others to Stytch's prebuilt UI page.
 * 2. Entryway's flows on the sandbox's `/bench` page (`entryway/stytch`'s mountLogin): first render, 'Continue with
 *    email' → 'Check your email', keystroke → password strength feedback (incl. the 300 ms debounce).
 * Times come from `performance.now()` inside the page, not from the test driver.
 *
 * Flags: --runs=N (side-by-side rounds, default 9), --flow-runs=N (default 5), --port=N (default 4178),
 * --no-build (reuse the last bench build), --no-flows (part 1 only), --pages=standalone,react (Stytch's and
 * these; default all), --json, --verbose (each load's scripts, * for those that had arrived when the form showed).
 */
import { generatePlugins } from './plugins.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { CHROMIUM_ARGS } from './chromium.mjs';
import { CHROMIUM, ensureChromium, ensureDependencies, root, untilAnswers } from './lib.mjs';

const flags = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(flags.runs ?? 9));
const FLOW_RUNS = Math.max(1, Number(flags['flow-runs'] ?? 5));
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

if (!flags['no-build'] || !existsSync(`${outDir}/standalone/bench-stytch.html`)) {
  console.log('› building the sandbox (vite build)');
  await vite.build({ configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
}
// The server runs in a process of its own: in this one it would share an event loop with the driver, whose CDP
// traffic (responses, bodies, profiles) then delays every file it serves, most of all on pages of many files.
const server = spawn(
  process.execPath,
  [
    `${root}node_modules/vite/bin/vite.js`,
    'preview',
    '--config',
    configFile,
    '--outDir',
    outDir,
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    'localhost',
    '--logLevel',
    'error',
  ],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env } },
);
const base = `http://localhost:${PORT}`;
await untilAnswers(`${base}/__sim`, { child: server });
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
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
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

const wait = (page, name) =>
  page.waitForFunction((n) => window.__ewBench?.[`${n}Frame`] !== undefined, name, { timeout: 20_000 });

async function firstRender() {
  const { context, page, marks } = await fresh();
  await page.goto(`${base}/bench?widget=login&products=emailMagicLinks,otp,passwords&otpMethods=sms`, {
    waitUntil: 'commit',
  });
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

// A load whose figure could not be taken (NaN: e.g. no profile sample landed in the 2 ms mark on a busy machine) is
// left out of its medians; its round still shows it.
const stats = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return { median: s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2, min: s[0], max: s[s.length - 1], runs: s.length };
};

/** The side-by-side pages (sandbox/standalone/bench-*.html); `--pages=standalone,react` keeps Stytch's and those. */
const ALL_PAGES = [
  { id: 'stytch', name: 'Stytch prebuilt UI (StytchUI element)', path: '/standalone/bench-stytch.html' },
  { id: 'standalone', name: 'Entryway standalone (script tags)', path: '/standalone/bench-entryway.html' },
  {
    id: 'stytchReact',
    name: 'Stytch React UI (<StytchLogin>), React in',
    path: '/standalone/bench-stytch-react.html',
    base: 'stytchReact',
  },
  // Against Stytch's React page: both count React, which an app that renders with React has already.
  {
    id: 'react',
    name: 'Entryway React build, React bundled in',
    path: '/standalone/bench-react.html',
    base: 'stytchReact',
  },
];
const wanted = flags.pages ? String(flags.pages).split(',') : null;
const PAGES = wanted
  ? ALL_PAGES.filter(
      (p) => p.id === 'stytch' || wanted.includes(p.id) || (wanted.includes('react') && p.id === 'stytchReact'),
    )
  : ALL_PAGES;
/** The page a page's ratios are to: Stytch's prebuilt UI page, or Stytch's React page for the React pages. */
const baseOf = (p) => p.base ?? 'stytch';

/** Runs in every side-by-side page before its scripts: the moment an email input shows (light DOM or open shadow roots). */
function instrumentForm() {
  // Busy for 2 ms in the frame the form shows: its samples mark that moment in the CPU profile (see scriptToForm).
  // Every function of this instrument is named __ew… so its own time is left out of the page's.
  function __ewFormShown() {
    // Plain arithmetic, so the samples land in this function rather than in a native call of it.
    let x = 0;
    const end = performance.now() + 2;
    do for (let i = 0; i < 20000; i++) x = (x * 31 + i) | 0;
    while (performance.now() < end);
    return x;
  }
  const find = function __ewFind(root) {
    for (const input of root.querySelectorAll('input'))
      if (input.type === 'email' || input.autocomplete?.includes('email') || input.placeholder === 'example@email.com')
        return input;
    for (const el of root.querySelectorAll('*'))
      if (el.shadowRoot) {
        const hit = find(el.shadowRoot);
        if (hit) return hit;
      }
    return null;
  };
  const state = (window.__ewForm = { cls: 0 });
  // Layout shifts not caused by input (the user's typing and clicks are excluded, as CLS does).
  new PerformanceObserver(function __ewShifts(list) {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.__ewFindInput = () => find(document);
  const check = function __ewCheck() {
    if (state.dom !== undefined) return;
    const input = find(document);
    if (!input || input.getBoundingClientRect().height === 0) return;
    state.dom = performance.now();
    requestAnimationFrame(function __ewFrame() {
      state.frame = performance.now();
      // What had arrived when the form showed (an entry is added once its response has ended).
      state.loaded = performance.getEntriesByType('resource').map((e) => e.name);
      __ewFormShown();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  // Shadow roots are not observed from the document; poll once a frame as well.
  const tick = function __ewTick() {
    check();
    if (state.dom === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * One cold load. A CPU profile taken at 100 µs slows the page it watches (by more on a page of many modules), so
 * `profiled` loads give only the script time to the form (`scriptToForm`), and the other figures come from loads
 * without a profiler.
 */
async function loadPage(target, { profiled = false } = {}) {
  const context = await browser.newContext();
  await context.addInitScript(instrumentForm);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), body: r.body().catch(() => Buffer.alloc(0)) });
  });
  // The first API call a submit makes (not the client's bootstrap or telemetry).
  const submitted = new Promise((resolve) =>
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && path.startsWith('/sdk/v1/') && !/\/(events|bootstrap)/.test(path)) resolve(r);
    }),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profiled) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__ewForm?.frame !== undefined, null, { timeout: 20_000 });
  if (profiled) {
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    return { toForm: scriptToForm(profile) };
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? NaN;
  await cdp.send('HeapProfiler.collectGarbage');
  const heap =
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const { frame: form, loaded } = await page.evaluate(() => window.__ewForm);
  const atForm = new Set(loaded);
  // A submit as soon as the form shows: the address typed into it and Enter pressed, as a quick user would.
  const input = await page.evaluateHandle(() => window.__ewFindInput());
  await input.asElement().focus();
  await page.keyboard.type(`bench-${Date.now()}-${++n}@example.com`);
  await page.keyboard.press('Enter');
  const request = await submitted;
  const upToSubmit = [...scripts];
  // A resource entry is added once its response has ended, which may be after Playwright's response event.
  await page.waitForFunction(
    (url) => performance.getEntriesByType('resource').some((e) => e.name === url),
    request.url(),
    { timeout: 20_000 },
  );
  const { requestAt, cls } = await page.evaluate((url) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name === url);
    return { requestAt: entry.startTime, cls: window.__ewForm.cls };
  }, request.url());
  const kib = async (list) => {
    let total = 0;
    for (const s of list)
      total += brotliCompressSync(await s.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return total / 1024;
  };
  const bytes = await kib(scripts.filter((s) => atForm.has(s.url)));
  if (flags.verbose)
    console.log(
      '\n',
      target.id,
      scripts.map((s) => `${atForm.has(s.url) ? '*' : ' '} ${s.url.replace(/.*\//, '')}`).join(' '),
    );
  const toSubmit = await kib(upToSubmit);
  await context.close();
  return {
    form,
    script: metric('ScriptDuration') * 1000,
    heap: heap / 1024 / 1024,
    bytes,
    toSubmit,
    request: requestAt,
    cls,
  };
}

/**
 * Script run before the form showed, from a CPU profile (100 µs samples): the time of samples in JavaScript and
 * garbage collection up to the first sample of the instrument's __ewFormShown (the frame the form shows in),
 * without the instrument's own functions. Chromium's ScriptDuration can only be read when the driver gets to it,
 * after whatever the page runs right after that frame.
 */
function scriptToForm(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const kind = new Map();
  const classify = (id) => {
    if (kind.has(id)) return kind.get(id);
    const name = byId.get(id).callFrame.functionName;
    let k;
    if (name === '__ewFormShown') k = 'mark';
    else if (name.startsWith('__ew')) k = 'instrument';
    else if (['(idle)', '(program)', '(root)'].includes(name)) k = 'other';
    else k = parent.has(id) && classify(parent.get(id)) !== 'other' ? classify(parent.get(id)) : 'script';
    kind.set(id, k);
    return k;
  };
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const k = classify(profile.samples[i]);
    if (k === 'mark') return total / 1000;
    // A sample stands for the time since the previous one.
    if (k === 'script') total += profile.timeDeltas[i] ?? 0;
  }
  return NaN;
}

async function sideBySide() {
  const samples = Object.fromEntries(
    PAGES.map((p) => [
      p.id,
      { form: [], toForm: [], script: [], heap: [], bytes: [], toSubmit: [], request: [], cls: [] },
    ]),
  );
  // Each round's ratio to Stytch's load of the same round (first form, script to form, bytes), per page.
  const rounds = [];
  process.stdout.write('› side by side: warm-up');
  for (const target of PAGES) await loadPage(target);
  for (let round = 0; round < RUNS; round++) {
    // Interleaved, order rotating each round, so drift on a shared machine hits every page alike.
    const byPage = {};
    for (let i = 0; i < PAGES.length; i++) {
      const target = PAGES[(round + i) % PAGES.length];
      const m = { ...(await loadPage(target)), ...(await loadPage(target, { profiled: true })) };
      byPage[target.id] = m;
      for (const k of Object.keys(m)) samples[target.id][k].push(m[k]);
    }
    rounds.push({ load: loadavg()[0], byPage });
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return {
    rounds,
    ...Object.fromEntries(
      PAGES.map((p) => [p.id, Object.fromEntries(Object.entries(samples[p.id]).map(([k, xs]) => [k, stats(xs)]))]),
    ),
  };
}

const results = {};
let side = null;
try {
  side = await sideBySide();
  await fetch(`${base}/__sim/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"config":true}',
  });
  for (const [name, fn] of flags['no-flows']
    ? []
    : [
        ['first render (navigation → Main title)', firstRender],
        ["'Continue with email' → 'Check your email'", continueWithEmail],
        ['keystroke → strength feedback (incl. 300 ms debounce)', strengthFeedback],
      ]) {
    process.stdout.write(`› ${name}: warm-up`);
    await fn();
    const xs = [];
    for (let i = 0; i < FLOW_RUNS; i++) {
      xs.push(await fn());
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    results[name] = stats(xs);
  }
} finally {
  await browser.close();
  server.kill();
}

if (flags.json) console.log(JSON.stringify({ sideBySide: side, flows: results }, null, 2));
else {
  const ms = (x) => `${x.toFixed(0)} ms`;
  console.log(`\nChromium ${browser.version()} headless, sandbox production build on ${base}`);
  // Timings on a shared machine depend on what else runs: say how busy it was.
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on ${cpus().length} cores`,
  );
  if (side) {
    console.log(
      `\n1. Side by side: magic links + passwords, ${RUNS} interleaved cold loads each (median; ratio to Stytch's ` +
        "median: its prebuilt UI's, or its React UI's for Entryway's React page)",
    );
    const cols = [
      ['bytes', 'brotli', (x) => `${x.toFixed(1)} KB`],
      ['form', 'first form', ms],
      ['toForm', 'script to form', ms],
      ['script', 'script (CDP)', ms],
      ['heap', 'JS heap', (x) => `${x.toFixed(1)} MB`],
      ['toSubmit', 'brotli to submit', (x) => `${x.toFixed(1)} KB`],
      ['request', 'submit request', ms],
      ['cls', 'CLS', (x) => x.toFixed(3)],
    ];
    const width = Math.max(...PAGES.map((p) => p.name.length)) + 4;
    console.log(`${''.padEnd(width)}${cols.map(([, t]) => t.padStart(20)).join('')}`);
    for (const p of PAGES) {
      const cells = cols.map(([k, , fmt]) => {
        const v = side[p.id][k].median;
        const ratio = v / side[baseOf(p)][k].median;
        return `${fmt(v)} ${k === 'cls' ? '' : `(${ratio.toFixed(2)}×)`.padStart(8)}`.padStart(20);
      });
      console.log(`${p.name.padEnd(width)}${cells.join('')}`);
    }
    console.log(`${''.padEnd(width)}${cols.map(([k]) => `min–max ${k}`.padStart(20)).join('')}`);
    for (const p of PAGES) {
      const cells = cols.map(([k, , fmt]) => `${fmt(side[p.id][k].min)}–${fmt(side[p.id][k].max)}`.padStart(20));
      console.log(`${p.name.padEnd(width)}${cells.join('')}`);
    }
    console.log(
      "\neach round, ratio to Stytch's load of that round (its prebuilt UI's; its React UI's for the React page) " +
        '(bytes before form / first form / script to form / script (CDP) / submit request):',
    );
    side.rounds.forEach(({ load, byPage }, i) => {
      const ratios = PAGES.filter((p) => baseOf(p) !== p.id).map((p) => {
        const r = (k) => (byPage[p.id][k] / byPage[baseOf(p)][k]).toFixed(2);
        return `${p.id} ${r('bytes')} / ${r('form')} / ${r('toForm')} / ${r('script')} / ${r('request')}`;
      });
      console.log(`  round ${i + 1} (load ${load.toFixed(1)}): ${ratios.join('; ')}`);
    });
  }
  if (Object.keys(results).length) {
    const width = Math.max(...Object.keys(results).map((k) => k.length)) + 2;
    console.log(`\n2. Entryway flows on /bench (React build, entryway/stytch), ${FLOW_RUNS} runs each`);
    console.log(`${'measure'.padEnd(width)}${'median'.padStart(9)}${'min'.padStart(9)}${'max'.padStart(9)}`);
    for (const [name, s] of Object.entries(results))
      console.log(`${name.padEnd(width)}${ms(s.median).padStart(9)}${ms(s.min).padStart(9)}${ms(s.max).padStart(9)}`);
  }
}
