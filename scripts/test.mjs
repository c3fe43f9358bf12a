#!/usr/bin/env node
/**
 * `npm test`: the one test command (CI runs it through .ci/run). Installs what is missing (npm ci; Debian's Chromium
 * when /usr/bin/chromium is absent and we are root), then runs every stage even if an earlier one failed, so one
 * run reports everything:
 *   1. vitest run, then playwright test (the sandbox it tests built beforehand, beside Vitest);
 *   2. beside both, one after the other (their output held until Playwright is done): tsc --noEmit (TypeScript 7), lint and format (eslint
 *   --max-warnings 0, prettier --check; one stage), rollup -c (the
 *   library must build), the API report check (api/ matches the built declarations), the consumer typecheck
 *   (test/consumer), the packaging test (test/package, with its Next.js app).
 * Vitest leaves part of two cores idle while its last files finish, Playwright's workers wait on the page now and
 * then, and the other stages are mostly single-threaded (the packaging test waits on npm and a browser half of its
 * time), so side by side they fill both cores; whichever line ends first leaves the cores to the other.
 * Exits non-zero if any stage fails. Prints the 10 slowest tests and each stage's time. The last line is
 * `N passed, N failed[, N skipped][, N flaky (passed on retry): names]`: Vitest's and Playwright's test counts (from
 * their JSON reports), plus one failure for each non-test stage that failed; CI retries a failed test once, and every
 * test that needed that retry is named.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { SANDBOX_BUILDS, sandboxBuildArgs } from './e2eSandbox.mjs';
import { bin, ensureChromium, ensureDependencies, freePort, root, run } from './lib.mjs';
import { generatePlugins } from './plugins.mjs';
import { playwrightTests, readJson, slowest, vitestTests } from './reports.mjs';

// As `npm run lint` and `npm run format:check` (package.json) run them.
const ESLINT_ARGS = [
  '--max-warnings',
  '0',
  '--cache',
  '--cache-location',
  '.cache/eslint/',
  '--cache-strategy',
  'content',
];
// Prettier 3's new CLI: the same files (.gitignore and .prettierignore), options and verdict as the classic one, in a
// fifth less CPU; its cache is keyed by each file's content and the options.
const PRETTIER_ARGS = ['--experimental-cli', '--no-parallel', '--cache-location', '.cache/prettier'];

const results = `${root}test-results`;
const vitestJson = `${results}/vitest.json`;
const playwrightJson = `${results}/playwright.json`;

const stages = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/**
 * Run one stage. With `held` (an array), its header and output are collected there instead of printed, for a stage
 * that runs beside another; `fn` gets the spawn options that capture its output.
 */
async function stage(name, fn, held) {
  const t0 = Date.now();
  const say = (text) => (held ? held.push(text) : console.log(text));
  say(`\n━━ ${name}`);
  let code;
  try {
    code = await fn(held ? capture(held) : {});
  } catch (e) {
    say(e instanceof Error ? e.message : String(e));
    code = 1;
  }
  stages.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000) });
  return code === 0;
}

/** Spawn options whose stdout and stderr go into `held` (through `run`'s `onOutput`). */
function capture(held) {
  return { stdio: ['ignore', 'pipe', 'pipe'], onOutput: (chunk) => held.push(chunk.toString().replace(/\n$/, '')) };
}

mkdirSync(results, { recursive: true });
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const installed = await stage('install', async () => {
  await ensureDependencies();
  await ensureChromium();
  // tsc checks the lists discovered from the plugin folders, so they must exist before the first stage.
  generatePlugins({ root });
  return 0;
});

if (installed) {
  const held = [];
  // The browser tests' sandbox builds (scripts/e2eSandbox.mjs), done while Vitest runs so Playwright only serves them.
  const heldBuilds = [];
  const sandboxBuilt = (async () => {
    let ok = true;
    for (const [name, build] of Object.entries(SANDBOX_BUILDS)) {
      if (name === 'strict' && process.env.E2E_STRICT === '0') continue;
      const buildIt = (o) =>
        run(process.execPath, sandboxBuildArgs(build), { ...o, env: { ...process.env, ...build.env } });
      if (!(await stage(`sandbox build for the browser tests (${name}; beside Vitest)`, buildIt, heldBuilds)))
        ok = false;
    }
    if (!ok) counts.failed += 1;
    return ok;
  })();
  const beside = (async () => {
    if (
      !(await stage(
        'typecheck (tsc --noEmit, TypeScript 7; beside the tests)',
        // TypeScript 7's native compiler: the same errors as 5.9 in a quarter of the CPU time, which the tests
        // beside it need on a 2-core machine. (5.9 stays for the tools that use its JavaScript API.)
        (o) => runArgs('typescript7/bin/tsc', ['--noEmit', '-p', 'tsconfig.json'], o),
        held,
      ))
    )
      counts.failed += 1;
    // Both run even when ESLint fails, so one run reports both; .cache/ keeps each file's last result until it changes.
    const lint = async (o) => {
      const eslint = await runArgs('eslint/bin/eslint.js', ['.', ...ESLINT_ARGS], o);
      const prettier = await runArgs('prettier/bin/prettier.cjs', ['--check', ...PRETTIER_ARGS, '.'], o);
      return eslint || prettier;
    };
    if (!(await stage('lint and format (eslint --max-warnings 0, prettier --check; beside the tests)', lint, held)))
      counts.failed += 1;
    const ok = await stage(
      'library build (rollup -c; beside the tests)',
      (o) => runArgs('rollup/dist/bin/rollup', ['-c'], o),
      held,
    );
    if (!ok) counts.failed += 1;
    // The built declarations against the checked-in API report (api/): a public API change not recorded there fails,
    // with the differences printed. Needs the build's dist/types.
    const apiCheck = (o) => run(process.execPath, ['scripts/api.mjs', '--check'], o);
    if (ok && !(await stage('API report (scripts/api.mjs --check; beside the tests)', apiCheck, held)))
      counts.failed += 1;
    // What an app gets: the built declarations under three module resolutions.
    if (
      !(await stage(
        'declarations in a consumer app (bundler, node16, nodenext; beside the tests)',
        (o) => run(process.execPath, ['test/consumer/check.mjs'], o),
        held,
      ))
    )
      counts.failed += 1;
    // The packed tarball installed from the README's install line into an app made of the READMEs' and the plugin
    // guide's code blocks, typechecked, built and used against `npx entryway-sim`; then the README's Next.js section
    // as a Next app (next build, next start, its flows in Chromium; ENTRYWAY_PACKAGE_NEXT=0 leaves it out). Packing
    // strips package.json's scripts and devDependencies for a moment (replacing the file whole, so Vitest and
    // Playwright never read half of it).
    const packEnv = { env: { ...process.env, ...(ok ? { ENTRYWAY_DIST_BUILT: '1' } : {}) } };
    if (
      !(await stage(
        "packaging test (npm pack → the docs' code as an app → typecheck → build → its flows in Chromium; the Next.js app; beside the tests)",
        (o) => run(process.execPath, ['test/package/run.mjs'], { ...o, ...packEnv }),
        held,
      ))
    )
      counts.failed += 1;
  })();

  const unitOk = await stage('unit and component tests (vitest run)', () =>
    runArgs('vitest/vitest.mjs', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
  );
  const vitest = readJson(vitestJson);
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0;
    counts.failed += vitest.numFailedTests ?? 0;
    counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
    // A suite that failed to load has no failed tests but did fail.
    if (!unitOk && !vitest.numFailedTests) counts.failed += Math.max(1, vitest.numFailedTestSuites ?? 0);
  } else if (!unitOk) counts.failed += 1;

  const built = await sandboxBuilt;
  console.log(heldBuilds.join('\n'));

  const port = await freePort(Number(process.env.E2E_PORT ?? 4173));
  const e2eOk = await stage(`browser tests (playwright test, sandbox on port ${port})`, () =>
    runArgs('@playwright/test/cli.js', ['test', '--reporter=list,json'], {
      env: {
        // Pictures for people to look at (test/e2e/helpers.ts `picturesWanted`) only when asked: E2E_PICTURES=1.
        E2E_PICTURES: '0',
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
        E2E_PORT: String(port),
        // A failed build is built (and reported) again by Playwright's web server.
        E2E_SANDBOX_BUILT: built ? '1' : '0',
      },
    }),
  );
  const pw = readJson(playwrightJson);
  if (pw?.stats) {
    counts.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    counts.failed += pw.stats.unexpected ?? 0;
    counts.skipped += pw.stats.skipped ?? 0;
    if (!e2eOk && !pw.stats.unexpected) counts.failed += Math.max(1, pw.errors?.length ?? 0);
  } else if (!e2eOk) counts.failed += 1;

  await beside;
  console.log(held.join('\n'));
} else {
  counts.failed += 1;
}

const tests = [...vitestTests(readJson(vitestJson)), ...playwrightTests(readJson(playwrightJson))];
// In CI a failed test runs once more; one that then passed counts as passed but is named here, so a flaky test
// shows up instead of hiding behind the retry.
const flaky = tests.filter((t) => t.outcome === 'flaky');

console.log('\n━━ the 10 slowest tests');
for (const line of slowest(tests)) console.log(line);
console.log('\n━━ summary');
for (const s of stages) console.log(`${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds}s)`);
for (const t of flaky) console.log(`⚠ passed only on its retry: ${t.name} (first attempt: ${t.error})`);
console.log(`total ${Math.round((Date.now() - started) / 1000)}s; reports in test-results/`);
const allOk = stages.every((s) => s.ok);
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` +
    (flaky.length ? `, ${flaky.length} flaky (passed on retry): ${flaky.map((t) => t.name).join('; ')}` : ''),
);
process.exit(allOk ? 0 : 1);

function runArgs(pkgPath, args, options) {
  const [node, [script]] = bin(pkgPath);
  if (!existsSync(script)) {
    console.error(`missing ${script}`);
    return Promise.resolve(127);
  }
  return run(node, [script, ...args], options);
}
