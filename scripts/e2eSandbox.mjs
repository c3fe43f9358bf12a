/**
 * The sandbox builds the browser tests run against (playwright.config.ts), each in a folder of the tests' own and
 * served by `vite preview`: `production` for every spec, and `strict` for the StrictMode run of the `@strict` flows.
 * `npm test` builds both beside Vitest (scripts/test.mjs) and passes `E2E_SANDBOX_BUILT=1`, so Playwright's web
 * servers only serve them; without it (`npx playwright test`) each server builds first.
 */
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// Each build's `outDir` is a folder of the tests' own: a `vite build` someone runs meanwhile (into sandbox/dist)
// empties its output folder first, which would pull the pages from under a running preview server. `env` is for the
// build and its preview server. (Types: e2eSandbox.d.mts.)
export const SANDBOX_BUILDS = {
  production: { outDir: `${root}.cache/e2e-sandbox`, mode: [], env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  // A DEVELOPMENT build (React's StrictMode only double-runs effects there) whose widget is `<Login/>` from
  // `entryway/react` inside `<React.StrictMode>` (the sandbox's `react=strict` switch, on by default in this build).
  strict: {
    outDir: `${root}.cache/e2e-sandbox-strict`,
    mode: ['--mode', 'development'],
    // NODE_ENV selects React's development build (`--mode` alone would still bundle production React).
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NODE_ENV: 'development', VITE_ENTRYWAY_REACT: 'strict' },
  },
};

const vite = 'node_modules/vite/bin/vite.js';

/** Node's arguments for `vite build` of `build` (run from the repository's root). */
export const sandboxBuildArgs = (build) => [
  vite,
  'build',
  '--config',
  'sandbox/vite.config.ts',
  ...build.mode,
  '--outDir',
  build.outDir,
  '--emptyOutDir',
  '--logLevel',
  'error',
];

/** Node's arguments for `vite preview` of `build` on `port`. */
export const sandboxPreviewArgs = (build, port) => [
  vite,
  'preview',
  '--config',
  'sandbox/vite.config.ts',
  '--outDir',
  build.outDir,
  '--port',
  String(port),
  '--strictPort',
];
