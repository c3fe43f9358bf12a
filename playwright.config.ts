/**
 * Browser tests: the core's specs in test/e2e and every plugin's in plugins/<id>/e2e, run in Debian's Chromium
 * against the sandbox's PRODUCTION build (`vite build` + `vite preview`), which serves the strict CSP
 * `script-src 'self'; style-src 'self'` on every page and the Stytch simulator on the same origin.
 */
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { SANDBOX_BUILDS, sandboxBuildArgs, sandboxPreviewArgs, type SandboxBuild } from './scripts/e2eSandbox.mjs';
import { generatePlugins } from './scripts/plugins.mjs';

// Specs and the sandbox build import the lists discovered from the plugin folders (the sandbox config also does this).
generatePlugins();

/** Fixed port of the preview server (the dev server uses 5173). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${E2E_PORT}`;
const CI = Boolean(process.env.CI);

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * The StrictMode run (issue 14): the flows tagged `@strict` run a second time against a development build of the
 * sandbox with React's StrictMode (scripts/e2eSandbox.mjs), on the next port. `E2E_STRICT=0` leaves it out (one
 * build fewer when iterating on a single spec).
 */
const STRICT = process.env.E2E_STRICT !== '0';
const strictPort = E2E_PORT + 1;
const strictURL = `http://localhost:${strictPort}`;

/**
 * A web server for one of the sandbox builds: built first, so the tests see exactly what ships (no dev-server inline
 * styles; the CSP is enforced), unless `npm test` built it already (`E2E_SANDBOX_BUILT=1`).
 */
const serve = (build: SandboxBuild, port: number) => ({
  command: [
    ...(process.env.E2E_SANDBOX_BUILT === '1' ? [] : [sandboxBuildArgs(build)]),
    sandboxPreviewArgs(build, port),
  ]
    .map((args) => `node ${args.join(' ')}`)
    .join(' && '),
  url: `http://localhost:${port}/__sim`,
  reuseExistingServer: !CI,
  timeout: 180_000,
  env: build.env,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

// Playwright empties its output folder when a run starts. Several people run tests in one work tree at once, so
// outside CI each run writes to its own folder (workers inherit the id through the environment).
const runId = (process.env.ENTRYWAY_E2E_RUN ??= `${Date.now().toString(36)}-${process.pid}`);

export default defineConfig({
  testDir: '.',
  testMatch: ['test/e2e/**/*.e2e.ts', 'plugins/*/e2e/**/*.e2e.ts'],
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  outputDir: CI ? 'test-results/artifacts' : `test-results/artifacts/${runId}`,
  fullyParallel: false,
  // One worker more than the cores: tests wait (debounces, countdowns, the network) often enough that two workers
  // left 6–9% of a 2-core machine idle through the run.
  workers: availableParallelism() + 1,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    // A trace records DOM snapshots and a screencast of every step: a third of a test's CPU on a 2-core machine, paid
    // by every passing test under 'retain-on-failure'. Recording only the retry of a failed test (CI retries once)
    // keeps a trace for each failure in CI; locally, `--trace on` records one for the test you are chasing.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // One simulator per worker on the shared preview server (see sandbox/vite.config.ts): every request of the
    // page and of the `request` fixture names it, so resets and faults stay within the worker's own tests. The
    // config is evaluated again in each worker, where TEST_PARALLEL_INDEX is set.
    extraHTTPHeaders: { 'x-entryway-sim': `worker-${process.env.TEST_PARALLEL_INDEX ?? 'main'}` },
  },
  projects: [
    { name: 'chromium' },
    // React's development build renders and checks more: the same flows get twice the time. The helpers skip axe and
    // screenshots in this project (test/e2e/helpers.ts): the DOM is the one the first project already checked.
    ...(STRICT ? [{ name: 'react-strict-dev', grep: /@strict/, timeout: 60_000, use: { baseURL: strictURL } }] : []),
  ],
  webServer: [
    serve(SANDBOX_BUILDS.production, E2E_PORT),
    ...(STRICT ? [serve(SANDBOX_BUILDS.strict, strictPort)] : []),
  ],
});
