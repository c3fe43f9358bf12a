#!/usr/bin/env node
/**
 * `npm test`: the one test command (CI runs it through .ci/run). Installs what is missing (npm ci; Debian's Chromium
 * when /usr/bin/chromium is absent and we are root), then runs every stage even if an earlier one failed, so one
 * run reports everything:
 *   1. tsc --noEmit   2. vitest run   3. rollup -c (the library must build)   4. the consumer typecheck and the
 *   packaging test (test/consumer, test/package)   5. playwright test
 * Exits non-zero if any stage fails. The last line is `N passed, N failed[, N skipped]`: Vitest's and Playwright's
 * test counts (from their JSON reports), plus one failure for each non-test stage that failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { bin, ensureChromium, ensureDependencies, root, run } from './lib.mjs';
import { generatePlugins } from './plugins.mjs';

const isFree = (port) =>
  new Promise((resolve) => {
    const srv = createServer().once('error', () => resolve(false)).once('listening', () => srv.close(() => resolve(true)));
    srv.listen(port, 'localhost');
  });

/**
 * The first port from `start` that is free together with the next one (the StrictMode project's development build
 * listens on port + 1), so a sandbox already running on 4173 (a developer's) cannot break the run.
 */
async function freePort(start) {
  for (let port = start; port < start + 50; port += 2) if ((await isFree(port)) && (await isFree(port + 1))) return port;
  return start;
}

const results = `${root}test-results`;
const vitestJson = `${results}/vitest.json`;
const playwrightJson = `${results}/playwright.json`;

const stages = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

async function stage(name, fn) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  let code;
  try {
    code = await fn();
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    code = 1;
  }
  stages.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t0) / 1000) });
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
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
  if (!(await stage('typecheck (tsc --noEmit)', () => runArgs('typescript/bin/tsc', ['--noEmit', '-p', 'tsconfig.json'])))) counts.failed += 1;

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

  const built = await stage('library build (rollup -c)', () => runArgs('rollup/dist/bin/rollup', ['-c']));
  if (!built) counts.failed += 1;
  // What an app gets: the built declarations under three module resolutions, then the packed tarball installed
  // from the README's install line into an app made of the READMEs' and the plugin guide's code blocks, typechecked,
  // built and used against `npx entryway-sim`.
  if (!(await stage('declarations in a consumer app (bundler, node16, nodenext)', () => run(process.execPath, ['test/consumer/check.mjs']))))
    counts.failed += 1;
  if (!(await stage('packaging test (npm pack → the docs\' code as an app → typecheck → build → its flows in Chromium)', () => run(process.execPath, ['test/package/run.mjs']))))
    counts.failed += 1;

  const port = await freePort(Number(process.env.E2E_PORT ?? 4173));
  const e2eOk = await stage(`browser tests (playwright test, sandbox on port ${port})`, () =>
    runArgs('@playwright/test/cli.js', ['test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson, E2E_PORT: String(port) },
    }),
  );
  const pw = readJson(playwrightJson);
  if (pw?.stats) {
    counts.passed += (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0);
    counts.failed += pw.stats.unexpected ?? 0;
    counts.skipped += pw.stats.skipped ?? 0;
    if (!e2eOk && !pw.stats.unexpected) counts.failed += Math.max(1, pw.errors?.length ?? 0);
  } else if (!e2eOk) counts.failed += 1;
} else {
  counts.failed += 1;
}

console.log('\n━━ summary');
for (const s of stages) console.log(`${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds}s)`);
console.log(`total ${Math.round((Date.now() - started) / 1000)}s; reports in test-results/`);
const allOk = stages.every((s) => s.ok);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);

function runArgs(pkgPath, args, options) {
  const [node, [script]] = bin(pkgPath);
  if (!existsSync(script)) {
    console.error(`missing ${script}`);
    return Promise.resolve(127);
  }
  return run(node, [script, ...args], options);
}
